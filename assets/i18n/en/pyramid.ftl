# The pyramid mode's words (src/app/pyramid). Card names come in as variables ($card,
# $curse, $estate...), named in the language the table's cards are printed in.

## Names

# "a Duchy", "an Estate": $vowel is "yes" when the name starts with a vowel.
pyramid-a-card =
    { $vowel ->
        [yes] an { $card }
       *[other] a { $card }
    }
pyramid-attack-card =
    { $count ->
        [one] Attack card
       *[other] Attack cards
    }
pyramid-victory-kingdom = Victory kingdom card
pyramid-cursed-estate = cursed { $estate }
pyramid-level-easy = Easy
pyramid-level-normal = Normal
pyramid-level-advanced = Advanced
pyramid-level-expert = Expert
pyramid-level-master = Master
pyramid-row-bottom = the bottom row
pyramid-row-middle = the middle row
pyramid-row-top = the top
pyramid-row-none = the pyramid
pyramid-why-seven = 7 or more cards this turn
pyramid-why-fourth = the 4th Action card this turn
pyramid-why-buy = the { $card } bought
pyramid-unstable-no-bottom = no card is in the bottom row
pyramid-unstable-top = fewer than 4 cards and no VP card at the top
pyramid-unstable-apart = fewer than 4 cards, and they do not all touch
pyramid-verdict-loss = loss
pyramid-verdict-loss-no-buy = loss: no buy possible
pyramid-verdict-victory =
    { $level ->
        [4] level 4 victory (time to move up a level)
       *[other] level { $level } victory
    }
pyramid-verdict-perfect = level 4 victory (a perfect game)
pyramid-verdict-title-win = WIN (level { $level })
pyramid-verdict-title-loss = LOSS
pyramid-cost = ${ $cost }

## The lists of saves and Resume

pyramid-kind = solo pyramid game
pyramid-title = Solo pyramid, { $level }, mix { $mix }
pyramid-progress-before = before turn 1
pyramid-progress-turn = turn { $turn }
pyramid-tab = Solo: the VP pyramid AI
pyramid-primary-help = Does what the table does next: start a turn, end it, or score the game.

## Actions, as buttons, the log and "Undo: …" name them

pyramid-act-swap = Swap { $a } and { $b }
pyramid-act-redraw-one = Redraw { $place }
pyramid-act-redraw-two = Redraw { $a } and { $b }
pyramid-act-start = Start turn
pyramid-act-start-outpost = Start turn (Outpost)
pyramid-act-reshuffle-curse = Reshuffle: take a { $curse }
pyramid-act-reshuffle-ai = Reshuffle: the AI scores
pyramid-act-seven = 7+ cards
pyramid-act-fourth = 4th Action
pyramid-act-buy-treasure =
    Buy { $card }{ $overpay ->
        [0] {""}
       *[other] , overpaid ${ $overpay }
    }
pyramid-act-buy-victory =
    Buy a Victory kingdom card (${ $cost }){ $overpay ->
        [0] {""}
       *[other] , overpaid ${ $overpay }
    }
pyramid-act-buy-place = Buy from { $place }
pyramid-act-curse-estate = Curse the { $estate } at { $place }
pyramid-act-bonus-move = Top bonus: move { $from } to { $to }
pyramid-act-bonus-swap = Top bonus: swap { $a } and { $b }
pyramid-act-gain = Gain from { $place }
pyramid-act-curse-to = { $curse } to { $place }
pyramid-act-curse-trash = { $curse } to the trash
pyramid-act-score = AI scores from { $place }
pyramid-act-curse-left = A { $curse } left the supply
pyramid-act-curse-back = A { $curse } went back to the supply
pyramid-act-no-buy = No buy possible
pyramid-act-end =
    End turn ({ $piles ->
        [one] 1 other pile
       *[other] { $piles } other piles
    } empty)
pyramid-act-final = Final counts
pyramid-step-scored = AI scored { $card } from { $place }
pyramid-step-bought = Bought { $card } from { $place }
pyramid-step-gained = Gained { $card } from { $place }
pyramid-step-start = Start turn { $turn }
pyramid-step-start-outpost = Start turn { $turn } (Outpost)
pyramid-step-end = End turn { $turn }
pyramid-step-end-piles =
    End turn { $turn } ({ $piles ->
        [one] 1 other pile
       *[other] { $piles } other piles
    } empty)

## The log: what happened

pyramid-ev-swapped = Swapped the { $card_a } at { $a } and the { $card_b } at { $b }.
pyramid-ev-set-aside = Set aside the { $card } from { $place }.
pyramid-ev-from-deck = { $place } took { $a_card } from the deck.
pyramid-ev-shuffled =
    The set-aside cards went into the deck, and the deck was shuffled ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }).
pyramid-ev-turn = Turn { $turn }.
pyramid-ev-turn-outpost = Turn { $turn } (an Outpost turn).
pyramid-ev-stable = The pyramid is stable.
pyramid-ev-unstable = The pyramid is unstable ({ $why }): it cascades and refills.
pyramid-ev-fell = The { $card } fell from { $from } to { $to }.
pyramid-ev-ran-out =
    The deck ran out: { $places ->
        [one] 1 place
       *[other] { $places } places
    } stay empty.
pyramid-ev-curse-taken = The player took a { $curse } ({ $left } left). If VP tokens are in the active supply, one leaves play.
pyramid-ev-owes =
    The AI scores { $count ->
        [one] 1 card
       *[other] { $count } cards
    } for { $why }: pick each from the lowest row.
pyramid-ev-owes-cut =
    The AI scores { $count ->
        [one] 1 card
       *[other] { $count } cards
    } for { $why } ({ $asked } asked, the pyramid holds only { $count }): pick each from the lowest row.
pyramid-ev-nothing-for = The AI scores nothing for { $why }.
pyramid-ev-nothing-empty = The pyramid is empty: the AI scores nothing.
pyramid-ev-scored-pile = The AI scored the { $card } from { $place }: face down on its score pile.
pyramid-ev-scored-curse-with = The AI scored the { $curse } from { $place }: it is trashed with the top card of the AI's score pile, { $a_card }.
pyramid-ev-scored-curse-alone = The AI scored the { $curse } from { $place }: it is trashed (the score pile is empty).
pyramid-ev-scored-attack = The AI scored the { $card } from { $place }: it is trashed.
pyramid-ev-cursed-estate = Cursed the { $estate } at { $place }: the player trashes a { $curse } from their hand.
pyramid-ev-bought-at = Bought the { $card } at { $place } for ${ $cost }.
pyramid-ev-bought = Bought { $a_card } (${ $cost }).
pyramid-ev-bonus-moved = Top bonus: the { $card } moved from { $from } to { $to }.
pyramid-ev-bonus-swapped = Top bonus: the { $card_a } at { $a } and the { $card_b } at { $b } swapped places.
pyramid-ev-gained = Gained the { $card } at { $place } (costs ${ $cost }).
pyramid-ev-curse-given-place = The AI was given a { $curse }, put at { $place } ({ $left } left).
pyramid-ev-curse-given-with = The AI was given a { $curse }: trashed with the top card of its score pile, { $a_card } ({ $left } left).
pyramid-ev-curse-given-alone = The AI was given a { $curse }: trashed, its score pile being empty ({ $left } left).
pyramid-ev-estate-trashed = The { $estate } at { $place } is trashed.
pyramid-ev-curse-left = A { $curse } left the supply ({ $left } left).
pyramid-ev-curse-back = A { $curse } went back to the supply ({ $left } left).
pyramid-ev-turn-ended =
    Turn { $turn } ended with { $piles ->
        [one] 1 supply pile
       *[other] { $piles } supply piles
    } empty.
pyramid-ev-over-piles =
    The game is over: { $piles ->
        [one] 1 supply pile
       *[other] { $piles } supply piles
    } are empty. The AI's score pile is revealed.
pyramid-ev-over-both =
    The game is over: { $piles ->
        [one] 1 supply pile
       *[other] { $piles } supply piles
    } are empty, and the pyramid and the deck are empty. The AI's score pile is revealed.
pyramid-ev-over-pyramid = The game is over: the pyramid and the deck are empty. The AI's score pile is revealed.
pyramid-ev-over-no-buy = No buy possible: the game is lost, unscored. The AI's score pile is revealed.
pyramid-ev-scored = Score to beat { $to_beat }, the player's score { $player }: { $verdict }.

## Refusals

pyramid-err-estates = The VP deck holds all 12 { $estates }, not { $asked }.
pyramid-err-cap = At most { $cap } { $cards } (there are no more to fetch), not { $asked }.
pyramid-err-colonies = No more { $colonies } than { $provinces }: { $c } { $colonies } but { $p } { $provinces }.
pyramid-err-provinces = No more { $provinces } than { $duchies }: { $p } { $provinces } but { $d } { $duchies }.
pyramid-err-thirty = The VP deck holds exactly 30 cards, not { $total }.
pyramid-err-master = Master needs at least { $needed } { $colonies } in the mix, not { $asked }.
pyramid-err-attack-name = The Attack card's name is for display: at most { $max } characters.
pyramid-err-seed = A game needs a seed for its shuffles: the app draws one when the table gives none.
pyramid-err-order-length =
    The order holds { $attacks ->
        [yes] the 30 VP cards of the mix and 5 Attack cards
       *[other] the 30 VP cards of the mix
    }: { $expected } cards, not { $got }.
pyramid-err-order-curse = No { $curse } goes in the deck: the { $curses } wait beside the pyramid.
pyramid-err-order-count = The order holds { $expected } { $cards } for this mix and level, not { $got }.
pyramid-err-order-first = The first six cards are dealt to the pyramid and must be VP cards; card { $position } is an { $card }.
pyramid-err-deck-overflow = The deck holds too many cards.
pyramid-err-not-scored = The game was lost with no buy possible: it is not scored.
pyramid-err-over = The game is over: only the final counts can be entered, or undo to go back.
pyramid-err-not-over = The final counts are entered once the game is over.
pyramid-err-owed =
    The AI still scores { $count ->
        [one] 1 card
       *[other] { $count } cards
    }: tap each in the lowest row first.
pyramid-err-owed-for =
    The AI still scores { $count ->
        [one] 1 card
       *[other] { $count } cards
    } for { $why }: tap each in the lowest row first.
pyramid-err-before-turn = Before turn 1 only the setup adjustment and Start turn are accepted: press Start turn first.
pyramid-err-adjust-late = The setup adjustment is made before turn 1 only.
pyramid-err-adjust-once = The setup adjustment is made once: undo it to choose another.
pyramid-err-adjust-empty = { $place } is empty: there is no card to adjust.
pyramid-err-swap-same = A swap takes two different places.
pyramid-err-redraw-same = A redraw takes one place or two different places.
pyramid-err-no-vp = The deck holds no VP card to redraw with.
pyramid-err-deck-full = The deck cannot hold the set-aside cards.
pyramid-err-nothing-owed = The AI owes no card now: there is nothing to score.
pyramid-err-pick-empty = { $place } is empty: pick a card the AI can score.
pyramid-err-pick-row = The AI can only score from { $row } while it holds a card.
pyramid-err-turn-seven = 7 or more cards happens during a turn: press Start turn once the hand is drawn.
pyramid-err-turn-fourth = The 4th Action card happens during a turn: press Start turn once the hand is drawn.
pyramid-err-turn-buy = A buy happens during a turn: press Start turn once the hand is drawn.
pyramid-err-turn-bonus = The top bonus happens during a turn: press Start turn once the hand is drawn.
pyramid-err-turn-gain = A gain happens during a turn: press Start turn once the hand is drawn.
pyramid-err-turn-curse = Giving the AI a { $curse } happens during a turn: press Start turn once the hand is drawn.
pyramid-err-no-curse-take = No { $curse } is left in the supply to take: let the AI score instead.
pyramid-err-outpost-seven = On an Outpost turn 7 or more cards makes the AI score nothing.
pyramid-err-outpost-fourth = On an Outpost turn the 4th Action card makes the AI score nothing.
pyramid-err-once-seven = The AI has scored for 7 or more cards this turn already: once per turn.
pyramid-err-once-fourth = The AI has scored for the 4th Action card this turn already: once per turn.
pyramid-err-overpay = Overpay: ${ $coins } is out of range; enter $0 to ${ $max }.
pyramid-err-cost = Cost: ${ $coins } is out of range; enter $0 to ${ $max }.
pyramid-err-place-empty = { $place } is empty: there is no card there.
pyramid-err-not-vp = Only VP cards can be taken from the pyramid: the { $card } at { $place } cannot.
pyramid-err-no-estate = Cursing { $an_estate } needs { $an_estate } in the bottom row: { $place } holds { $a_card }.
pyramid-err-no-estate-empty = Cursing { $an_estate } needs { $an_estate } in the bottom row: { $place } holds no card.
pyramid-err-buy-order = Buy the { $card } (${ $cost }) before the { $last } (${ $last_cost }): undo the { $last } to reorder.
pyramid-err-top-not-bought = The top bonus comes only after buying the card at T this turn.
pyramid-err-top-used = The top bonus is used already this turn: once.
pyramid-err-bonus-full = { $place } holds a card: the top bonus moves a VP card to an empty place, or swaps two VP cards.
pyramid-err-gain-row = Only a VP card in the bottom row can be gained: { $place } is in { $row }.
pyramid-err-no-curse-give = No { $curse } is left in the supply: the card that gives one cannot be played.
pyramid-err-curse-full = { $place } holds a card: a given { $curse } goes to an empty place or to the trash.
pyramid-err-supply-empty = The { $curse } supply is empty: no { $curse } can leave it.
pyramid-err-none-back = No { $curse } that left the supply is with the player: none can go back.
pyramid-err-turn-on = Turn { $turn } is under way: press End turn first.
pyramid-err-no-turn = No turn is under way: press Start turn once the hand is drawn.
pyramid-err-piles = Empty supply piles other than the { $curse } pile: { $piles } is out of range; enter 0 to { $max }.
pyramid-err-no-buy-turn = No buy possible is pressed in a turn's Buy phase: press Start turn first.
pyramid-err-final =
    { $field ->
        [kingdom] VP still in the kingdom's Victory piles
        [vp] the player's VP
        [curses] { $curses } owned
        [coppers] { $coppers } in the deck
        [shelters] Shelters owned
        [ruins] Ruins owned
       *[full] kingdom piles still full
    }: { $value } is out of range; enter 0 to { $max }.
pyramid-err-undo = There is nothing to undo: no action has been taken yet.
pyramid-err-redo = There is nothing to redo.

## The play screen's lines

pyramid-line-owed =
    The AI scores { $count ->
        [one] 1 card
       *[other] { $count } cards
    }: tap a lit card in { $row }.
pyramid-line-owed-for =
    The AI scores { $count ->
        [one] 1 card
       *[other] { $count } cards
    } for { $why }: tap a lit card in { $row }.
pyramid-line-before = Set up as dealt, or swap two cards or redraw one or two (once). Then draw your hand and start turn 1.
pyramid-line-between = Draw your next hand, then start turn { $turn }. If your deck was reshuffled, enter that first.
pyramid-line-bonus = Turn { $turn }: top bonus: you may move a VP card to an empty place or swap two (tap the tool).
pyramid-line-turn = Turn { $turn }: enter what the AI reacts to, most expensive buy first; then end the turn.
pyramid-end-line-no-buy = Lost: no buy possible. The AI's score pile is face up.
pyramid-end-line-scored = Game over, { $how }: { $verdict }.
pyramid-end-line-unscored = Game over, { $how }: the AI's score pile is face up. Enter your counts to score.
pyramid-end-line-over = Game over.
pyramid-how-piles =
    { $piles ->
        [one] 1 supply pile empty
       *[other] { $piles } supply piles empty
    }
pyramid-how-both =
    { $piles ->
        [one] 1 supply pile empty
       *[other] { $piles } supply piles empty
    } and the pyramid and deck used up
pyramid-how-pyramid = the pyramid and deck used up
pyramid-how-no-buy = no buy possible
pyramid-swap-made = Swap made. To choose another change, undo it.
pyramid-redraw-made = Redraw made. To choose another change, undo it.
pyramid-big-end =
    End turn { $turn } ({ $piles ->
        [one] 1 pile
       *[other] { $piles } piles
    } empty)
pyramid-big-score = Score the game
pyramid-moved-fell = fell from { $place }
pyramid-moved-new = new from the deck
pyramid-moved-moved = moved from { $place }
pyramid-moved-swapped = swapped with { $place }
pyramid-moved-curse = { $curse } put here
pyramid-pile-empty = empty
pyramid-pile-count = { $count } { $cards }

## The play screen

pyramid-status-before = Before turn 1
pyramid-status-over = Over after turn { $turn }
pyramid-status-turn = Turn { $turn }
pyramid-last-heading = What just happened
pyramid-band-owed =
    The AI scores { $count ->
        [one] 1 card
       *[other] { $count } cards
    }: tap a lit card.
pyramid-hint-picked = { $place } picked: now tap the second place.
pyramid-redraw-none = Redraw (tap 1 or 2 places first)
pyramid-count-deck = in the AI's deck
pyramid-count-pile = in its score pile
pyramid-count-curses = { $curses } in the supply
pyramid-count-trash = trashed
pyramid-big-picks = Tap the AI's cards first
pyramid-outpost = Outpost turn (3 cards)
pyramid-outpost-tip = This turn comes from an Outpost: no 7-card or 4th-Action reaction.
pyramid-empty-piles = Empty supply piles:
pyramid-pile-fewer = One empty pile fewer
pyramid-pile-more = One empty pile more
pyramid-tile = { $place }: { $card }
pyramid-tile-cost = { $place }: { $card } { $cost }
pyramid-tile-empty = { $place }: empty
pyramid-empty = empty
pyramid-tool-buy = Buy
pyramid-tool-gain = Gain
pyramid-tool-curse-here = { $curse } to a place
pyramid-tool-curse-estate = Curse { $an_estate }
pyramid-tool-bonus-move = Bonus: move
pyramid-tool-bonus-swap = Bonus: swap
pyramid-tool-swap = Swap two
pyramid-tool-redraw = Redraw
pyramid-hint-buy = Tap a VP card you buy. Most expensive buy first.
pyramid-hint-gain = Tap the bottom-row VP card a card of yours gains.
pyramid-hint-curse-here = Tap the empty place where the AI's { $curse } goes.
pyramid-hint-curse-no-place = No place is empty: a { $curse } given to the AI goes to the trash ("{ $give }").
pyramid-hint-curse-estate = Tap the bottom-row { $estate } you curse; trash a { $curse } from your hand.
pyramid-hint-bonus-move = Tap a VP card, then the empty place it moves to.
pyramid-hint-bonus-swap = Tap two VP cards to swap.
pyramid-hint-swap = Tap two places to swap their cards.
pyramid-hint-redraw = Tap one or two places, then press Redraw.

## The reactions

pyramid-coins-less = { $what }: $1 less
pyramid-coins-more = { $what }: $1 more
pyramid-owed-big =
    The AI scores { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
pyramid-owed-help = Tap a lit card of the pyramid: it goes face down on the AI's score pile (a { $curse } takes the pile's top card to the trash; an Attack card is trashed).
pyramid-dealt-help = The pyramid is dealt. Lay out the same six cards, then start turn 1 with the big button. The reactions come once the turn starts.
pyramid-reshuffled = Your deck was reshuffled
pyramid-take-curse = Take a { $curse }
pyramid-take-curse-tip = A { $curse } from the supply into your discard pile. If VP tokens are in the supply, one leaves play.
pyramid-ai-scores = The AI scores
pyramid-ai-scores-tip = The AI scores the leftmost card of the lowest row.
pyramid-action-phase = Action phase
pyramid-seven = 7+ cards in hand and play: AI scores 1
pyramid-seven-done = 7+ cards (done this turn)
pyramid-seven-tip = Cards drawn bring your hand plus this turn's played cards to 7 or more (or the higher number a card of yours says). Once a turn; not on an Outpost turn.
pyramid-fourth = 4th Action played: AI scores 1
pyramid-fourth-done = 4th Action (done this turn)
pyramid-fourth-tip = The 4th Action card played this turn, Durations from earlier turns apart. Once a turn; not on an Outpost turn.
pyramid-give-curse = Give the AI a { $curse }: to the trash
pyramid-give-curse-tip = The { $curse } goes to the trash with the top card of the AI's score pile. To put it into an empty place instead, choose "{ $tool }" and tap the place.
pyramid-buy-phase = Buy phase: most expensive first
pyramid-buy-treasure =
    Buy { $card } (${ $price }{ $overpay ->
        [0] {""}
       *[other] {" "}+ ${ $overpay }
    })
pyramid-gold-tip = AI scores 1, less 1 per $2 overpaid.
pyramid-platinum-tip = AI scores 2, less 1 per $2 overpaid.
pyramid-overpaid-what = { $card } overpaid
pyramid-victory-costs = Victory kingdom card: costs
pyramid-overpaid = overpaid
pyramid-victory-cost-what = Victory kingdom card's cost
pyramid-victory-overpaid-what = Victory kingdom card overpaid
pyramid-buy-victory =
    Buy a Victory kingdom card (${ $cost }{ $overpay ->
        [0] {""}
       *[other] {" "}+ ${ $overpay }
    })
pyramid-buy-victory-tip = Gardens, Duke, Great Hall...: AI scores 2, less 1 per $2 overpaid.
pyramid-buy-from-pyramid = A card of the pyramid: choose "{ $tool }" above it and tap the card.
pyramid-no-buy = No buy possible: the game is lost
pyramid-no-buy-tip = Nothing affordable, not even a { $copper }: the game ends at once, lost and unscored. An Outpost turn with no Action played needs no buy: just end it.
pyramid-buys-later = Buys come once the next turn starts.
pyramid-curse-supply = { $curse } supply: { $left } of { $total } left
pyramid-curse-left-button = A { $curse } left it
pyramid-curse-left-tip = A kingdom card moved a { $curse } from the supply to you: one fewer.
pyramid-curse-back-button = A { $curse } came back
pyramid-curse-back-tip = A { $curse } of yours went back to the supply: one more.
pyramid-log = Log

## The end

pyramid-count-missing = Enter { $field } (a whole number, 0 or more).
pyramid-count-bad = { $field }: "{ $text }" is not a whole number of 0 or more. Type digits only.
pyramid-field-kingdom = VP left in the kingdom's Victory piles
pyramid-field-vp = your VP
pyramid-field-curses = { $curses } you own
pyramid-field-coppers = { $coppers } in your deck
pyramid-field-shelters = Shelters you own
pyramid-field-ruins = Ruins you own
pyramid-field-full = kingdom piles still full
pyramid-end-no-buy = No buy possible: the game is lost and not scored. Undo brings the turn back if it was pressed by mistake.
pyramid-game-over = Game over
pyramid-end-sum = { $player } − { $to_beat } = { $difference }: { $verdict }.
pyramid-end-verdict = { $verdict }.
pyramid-ai-pile-heading = The AI's score pile, face up
pyramid-to-beat = Score to beat
pyramid-face-value = face value
pyramid-each = { $points } each
pyramid-enter = (enter)
pyramid-term-ai = { $count } VP cards in its pile, { $per_card }
pyramid-term-left = { $count } VP cards left in the pyramid and deck, { $points } each
pyramid-term-curses = { $count } { $curses } left in the supply, −1 each
pyramid-your-counts = Your counts
pyramid-label-kingdom = VP left in the kingdom's Victory piles (0–999)
pyramid-label-vp = Your VP: Victory cards and tokens, { $curses } apart (0–999)
pyramid-label-curses = { $curses } you own (0–{ $max }), −1 each
pyramid-label-coppers = { $coppers } in your deck (0–12), −2 each
pyramid-label-single = Only one Action card trashes: −1 per { $copper }
pyramid-label-shelters = Shelters you own (0–3), −3 each
pyramid-label-no-trasher = No Action card trashes: −2 per Shelter
pyramid-label-ruins = Ruins you own (0–50), −4 each
pyramid-label-full = Kingdom piles still full (0–10), −5 each
pyramid-score-again = Score again with these counts
pyramid-score = Score with these counts
pyramid-score-tip = Reads the counts above; they can be entered again to correct them.
pyramid-your-score = Your score
pyramid-your-vp = Your VP
pyramid-term-count = { $count } { $what }
pyramid-shelters =
    { $count ->
        [one] Shelter
       *[other] Shelters
    }
pyramid-ruins =
    { $count ->
        [one] Ruins
       *[other] Ruins
    }
pyramid-full-piles =
    { $count ->
        [one] full kingdom pile
       *[other] full kingdom piles
    }
pyramid-results-line =
    At { $level } with this mix: { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $victories ->
        [one] 1 victory
       *[other] { $victories } victories
    }.
pyramid-results-line-next =
    At { $level } with this mix: { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $victories ->
        [one] 1 victory
       *[other] { $victories } victories
    }. Next: try { $next }.
pyramid-ask-title = Is no buy possible?
pyramid-ask-text = Nothing is affordable, not even a { $copper }: the game ends now, lost and not scored.
pyramid-ask-yes = Yes: the game is lost

## The setup and the results

pyramid-deal = Deal the pyramid
pyramid-deal-tip = Shuffles the AI's deck and deals the pyramid's six cards.
pyramid-setup-summary = { $level } level, the AI's deck { $deck }.
pyramid-custom-deck = custom
pyramid-setup-level = Level
pyramid-setup-deck = The AI's VP deck (30 cards)
pyramid-mix-three = { $e } { $estates }, { $d } { $duchies }, { $p } { $provinces }.
pyramid-mix-four = { $e } { $estates }, { $d } { $duchies }, { $p } { $provinces }, { $c } { $colonies }.
pyramid-custom = Custom
pyramid-stepper = { $what }:
pyramid-one-fewer = One fewer: { $what }
pyramid-one-more = One more: { $what }
pyramid-mix-summary = { $e } { $estates }, { $d } { $duchies }, { $p } { $provinces }, { $c } { $colonies }: { $total } cards.
pyramid-attack-label = The Attack card you shuffle in (5 copies):
pyramid-attack-tip = For the log only: no rule looks at which Attack it is.
pyramid-set-out = Set out
pyramid-your-results = Your results
pyramid-col-level = Level
pyramid-col-mix = Mix
pyramid-col-games = Games
pyramid-col-victories = Victories
pyramid-col-best = Best
pyramid-best = level { $level }
pyramid-check-vp =
    The AI's VP cards, sorted face up beside the table: { $e } { $estates }, { $d } { $duchies }, { $p } { $provinces }{ $c ->
        [0] {""}
       *[other] , { $c } { $colonies }
    }. The app shuffles them: take the card it names.
pyramid-check-curses = 5 { $curses } beside the pyramid: the AI's { $curse } supply.
pyramid-check-attack = 5 copies of { $name }, beside the VP cards: the app shuffles them into the AI's deck.
pyramid-check-attack-default = the Attack card you pick
pyramid-check-deal = Then deal: lay out the six cards the app shows, bottom row first.
pyramid-level-text =
    { $level }: each VP card the AI scores is worth { $master ->
        [yes] face value (1, 3, 6, 10)
       *[other] { $points } points
    }{ $attacks ->
        [yes] , 5 Attack cards in its deck
       *[other] {""}
    }; each VP card left counts { $left }.{ $master ->
        [yes] {" "}Needs at least 4 { $colonies }.
       *[other] {""}
    }
pyramid-results-title = Solo pyramid: your results
pyramid-results-bad =
    { $lines ->
        [one] 1 line
       *[other] { $lines } lines
    } of results-pyramid.ron could not be read; they are kept as they are.
pyramid-results-none = No finished pyramid game yet: each one is recorded here.

# The play logged in BG Stats.
pyramid-bgstats-board = VP pyramid: { $level } level, mix { $mix }
pyramid-bgstats-comments =
    { $verdict } after { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }.
pyramid-results-games = Every game, newest first
pyramid-results-game = { $date }: { $verdict } · { $level } · { $mix }{ $scores }
pyramid-results-scores = {" "}· you { $player }, the AI { $to_beat }

## The table's own VP deck: the cards it deals and turns over, told card by card

pyramid-setup-own-deck = Our own VP deck: we shuffle it, deal and turn the cards over
pyramid-setup-own-deck-tip = Shuffle the AI's real VP cards into a face-down deck. The app asks for each card you deal to the pyramid or turn over to refill it.
pyramid-check-vp-own =
    The AI's VP cards shuffled face down into one deck: { $e } { $estates }, { $d } { $duchies }, { $p } { $provinces }{ $c ->
        [0] {""}
       *[other] , { $c } { $colonies }
    }. The app asks for each card you deal or turn over.
pyramid-check-attack-own = 5 copies of { $name }, beside the deck: shuffle them into it when you start turn 1.
pyramid-check-deal-own = Then deal: turn over the deck's top card for each place, bottom row first, and tap it.
pyramid-act-turned = Turned over: { $card }
pyramid-ev-dealt = { $place } was dealt { $a_card }.
pyramid-ev-turned =
    Turned over from the deck: { $card } ({ $n ->
        [0] no card left face down
        [one] 1 card left face down
       *[other] { $n } cards left face down
    }).
pyramid-ev-attacks-in = Shuffle the { $n } { $attacks } into the AI's deck now.
pyramid-ev-shuffle-yours =
    The set-aside cards go into the deck: shuffle it ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }).
pyramid-deal-which = Deal the pyramid: turn over the deck's top card for { $place }. Which is it?
pyramid-deal-line = Card { $n } of 6, bottom row first.
pyramid-deal-undo = Undo the last card
pyramid-turned-which = Turn over the top card of the AI's deck: which is it?
pyramid-turned-for = For: { $action }.
pyramid-turned-for-start = For: the start of the turn.
pyramid-turned-for-start-outpost = For: the start of the Outpost turn.
pyramid-turned-cancel = Cancel
pyramid-turned-answer =
    { $card }: { $n ->
        [one] 1 face down
       *[other] { $n } face down
    }
pyramid-err-turned-app-shuffles = The app shuffles this game's deck: there is no card to tell.
pyramid-err-nothing-to-turn = No card of the AI's deck is face down.
pyramid-err-none-face-down = No { $card } is face down in the AI's deck. Tap the card you turned over.
pyramid-err-need-turned = Turn over the top card of the AI's deck and tap which it is first.
pyramid-err-deal-first = Deal the pyramid first: turn over a card for each place and tap it.
pyramid-line-dealing = Deal the pyramid from your deck: turn over its top card for each place, bottom row first, and tap which it is.
pyramid-step-dealt = Dealt to { $place }: { $card }
pyramid-deal-redo = Redo
pyramid-deal-leave = Leave for now (kept in Resume)
pyramid-deal-tip-own = Starts the deal: the app asks for each card you deal from your deck.
pyramid-dealt-help-own = The pyramid is dealt. If you like, swap two cards or redraw one or two (once), then start turn 1 with the big button. The reactions come once the turn starts.
pyramid-line-before-own = Swap two cards or redraw one or two if you like (once). Keep the { $n } { $attacks } out of your deck until you start turn 1.
pyramid-turned-waiting =
    { $n ->
        [one] Turned over, not yet placed: { $cards }. The next place filled takes it.
       *[other] Turned over, not yet placed: { $cards }. The next places filled take them, in that order.
    }
