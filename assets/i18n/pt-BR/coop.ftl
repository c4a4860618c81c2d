# The coop mode's words.
