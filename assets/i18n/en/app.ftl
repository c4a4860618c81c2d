# The app's own words: the shell, the start screen, the dialogs, the kit, the files.
# Every message here is used by src/app (tests/i18n.rs checks both ways).

## Lists and moments
list-comma = { $a }, { $b }
list-and = { $a } and { $b }
time-unknown = at an unknown time

## Language
language-label = Language
language-tooltip = The language of every word on screen. The game stays as it is.
card-language-label = Card names
card-language-tooltip = The language your cards are printed in: a card is named as on your table.
card-language-follow = As the language
