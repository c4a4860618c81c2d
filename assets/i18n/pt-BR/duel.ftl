# The duel mode's words.
