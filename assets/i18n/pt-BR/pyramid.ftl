# The pyramid mode's words.
