# The coop mode's words.

## Counts (src/app/coop/words.rs); $card: a card's name as printed on the table's cards
coop-count-cards = { $n } { $card }
coop-counts = { $provinces }, { $duchies }

## Actions: buttons, the log, "Undo: …"
coop-action-end-turn = End turn
coop-action-extra-turn = Extra turn
coop-action-extra-turn-for = Extra turn for { $name }
coop-action-automa-step = Automa's step
coop-action-automa-done = Automa's step done
coop-action-attack = Attack played
coop-action-taken = A { $card } was taken
coop-action-put-back = A { $card } was put back
coop-action-other-emptied = Another pile emptied
coop-action-other-not-empty = A pile counted empty is not
coop-action-not-affected = { $name } not affected by the Hex
coop-action-affected = { $name } affected by the Hex
coop-action-receives-hex = { $name } receives a Hex
coop-action-returns-state = { $name } returns a State
coop-action-final-points = Final points: { $first } { $a }, { $second } { $b }

## Steps as "Undo: …" and "Redo: …" name them
coop-step-end-turn = End { $name }'s turn
coop-step-extra-turn = { $name }'s extra turn
coop-step-fleet-done = Fleet turns done
coop-step-automa-card = Automa's step ({ $card })
coop-step-automa-round-1 = Automa's step (round 1)
coop-step-automa-over = Automa's step (game over)
coop-step-received = { $name } received { $card }
coop-step-took = { $name } took a { $card }
coop-step-other-emptied = Another pile emptied in { $name }'s turn

## The lists of saves and Resume
coop-kind = coop game
# A coop game in a list (Resume, saves), its mode named as the others name theirs.
coop-title = Coop, { $what }
coop-title-custom = Custom ({ $provinces }/{ $duchies })
coop-progress = round { $round }

## Refusals
coop-error-nothing-to-undo = There is nothing to undo: no action has been taken yet.
coop-error-nothing-to-redo = There is nothing to redo.
coop-error-tokens-full = All 10 tokens are with the automa already: another Attack gives it nothing.
coop-error-other-empty-full = { $n } other piles are counted empty already: a game has no more.
coop-error-no-other-empty = No other pile is counted as empty: there is none to take back.
coop-error-no-pile = This game has no { $cards }: there is none to take or put back.
coop-error-none-left = No { $card } is left in the supply to take.
coop-error-all-out = All { $n } { $cards } are in the supply or with the automa: there is none to put back.
coop-error-points = { $points } points for { $name } is out of reach of any game: enter a number from -{ $max } to { $max }.
coop-error-hex-pile = The Hex pile must hold each of the 12 Hexes once.
coop-error-treasure-pile = The treasure pile must hold { $want }, not { $have }.
coop-error-no-name-first = The starting player needs a name: type one in.
coop-error-no-name-second = The second player needs a name: type one in.
coop-error-long-name-first = The starting player's name is longer than { $max } characters: shorten it so it fits on the screen.
coop-error-long-name-second = The second player's name is longer than { $max } characters: shorten it so it fits on the screen.
coop-error-same-name = Both players have the same name: give them different names so the screen can say whose turn it is.
coop-error-provinces = { $count } cannot be used: use from 3 to 12 { $provinces }.
coop-error-duchies = { $count } cannot be used: use from 0 to 10 { $duchies }.
coop-error-duchies-need-twelve = { $provinces } with { $duchies } cannot be used: with fewer than 12 { $province_cards }, use 0 { $duchy_cards }.
coop-error-not-now = { $what } is not possible now. { $now }
coop-attempt-automa-step = The automa's step
coop-attempt-finish-step = Finishing the automa's step
coop-attempt-receive-hex = Receiving a Hex from a player's own card
coop-attempt-extra-turn = An extra turn
coop-attempt-end-turn = Ending a turn
coop-moment-first-turn = It is still { $first }'s turn, then { $second }'s: the automa's step comes after both.
coop-moment-second-turn = It is still { $second }'s turn: the automa's step comes after it.
coop-moment-fleet-turns = This is Fleet's extra round: the players with Fleet take their turns first.
coop-moment-automa-due = Both players have played round { $round }: the automa's step is next.
coop-moment-resolving = The automa's card is on the table: follow it, then press 'Done'.
coop-error-over-scored = The game is over and scored: undo to change something, or start a new game.
coop-error-over = The game is over: enter the final points, or undo to go back.
coop-error-shared-hexes-off = Shared Hexes are off for this game: only the automa reveals Hexes.
coop-error-not-own-turn = { $name } returns { $deluded } or { $envious } at the start of their own Buy phase, during their turn.
coop-error-nothing-to-return = { $name } holds neither { $deluded } nor { $envious }: there is nothing to return.
coop-error-fleet-extra-turn = This is Fleet's extra round: press 'Fleet turns done' once the players with Fleet have played.
coop-error-no-colonies = Colonies are not in this game.
coop-error-no-hex = No Hex of the automa is being resolved now: a player can be marked unaffected only while its Hex is on the table.
coop-error-marked-blocked = { $name } is already marked as not affected by this Hex.
coop-error-marked-affected = { $name } is already marked as affected by this Hex.
coop-error-not-over = The game is not over yet: the final points are entered when it ends.
coop-error-points-entered = The final points are entered already: undo to change them.

## Why the game ended, inside a sentence
# The pile's name as a term of play, in the sentence's language (docs/decisions.md).
coop-end-provinces-empty = the Province pile is empty
coop-end-colonies-empty = the Colony pile is empty
coop-end-piles-empty = { $n } supply piles are empty

## A player's States changing ($state: a State card's name)
coop-states-takes = takes { $state }
coop-states-gives-back = gives back { $state }
coop-states-becomes = { $before } becomes { $after }
coop-states-no-change = no change

## The log
coop-event-turn-ended = { $name }'s turn ended.
coop-event-extra-turn = { $name } takes an extra turn.
coop-event-turn = { $name }'s turn.
coop-event-fleet-turns-ended = The Fleet turns are done.
coop-event-automa-due = The automa's step for round { $round } is next.
coop-event-automa-nothing = The automa does nothing at the end of round 1.
coop-event-ended-before-step = The supply shows the game ended with the last turn: the automa takes no step.
coop-event-reshuffled-treasure = The treasure pile was empty: { $n } { $copper } and { $silver } from the discard pile were shuffled into a new one.
coop-event-reshuffled-hex =
    { $n ->
        [one] The Hex pile was empty: { $n } Hex from the discard pile was shuffled into a new one.
       *[other] The Hex pile was empty: { $n } Hexes from the discard pile were shuffled into a new one.
    }
coop-event-revealed = The automa revealed { $card }.
coop-event-automa-took = The automa took a { $card } ({ $left } left).
coop-event-automa-took-nothing = The automa found nothing to take: the piles it takes from are empty.
coop-event-pass-a-card = Silver: { $first } and { $second } each pass one card from hand to the other (a player with no cards in hand passes nothing).
coop-event-no-silver-effect = The game ended, so the { $card } does nothing.
coop-event-hex-revealed = The automa revealed the Hex { $card }.
coop-event-hex-received = { $name } received the Hex { $card }.
coop-event-not-affected = { $name } is not affected by the Hex.
coop-event-affected = { $name } is affected by the Hex after all.
coop-event-states = { $name }: { $change }.
coop-event-state-returned = { $name } returned { $state }.
coop-event-token = Attack played: the automa has { $tokens } of 10 tokens.
coop-event-took = { $name } took a { $card } ({ $left } left).
coop-event-taken = A { $card } was taken ({ $left } left).
coop-event-put-back = A { $card } was put back ({ $left } left).
coop-event-other-empty-now =
    { $n ->
        [0] no other supply pile is empty
        [one] { $n } other supply pile is empty
       *[other] { $n } other supply piles are empty
    }
coop-event-ran-out-in = Another pile ran out in { $name }'s turn: { $now }.
coop-event-ran-out = Another pile ran out: { $now }.
coop-event-not-empty = A pile counted empty is not: { $now }.
coop-event-round = Round { $round } begins.
coop-event-fleet-round = The game would end ({ $reason }), but Fleet is in play: round { $round } is the extra round.
coop-event-over-after-fleet = Game over after the Fleet round (it began because { $reason }).
coop-event-over = Game over: { $reason }.
coop-event-scored-win = The players { $humans }, the automa { $automa }: you win.
coop-event-scored-loss = The players { $humans }, the automa { $automa }: you lose.

## What the table sets out (the setup's checklist)
coop-check-no-duchies = Put { $n } { $provinces } in the supply and no { $duchies }: the empty { $duchy } pile counts as an empty supply pile.
coop-check-counts = Put { $n } { $provinces } and { $duchies } in the supply.
coop-check-colonies = Put { $n } { $colonies } in the supply (and the { $platinum } pile, if your table plays { $colonies } with it); an empty { $province } pile no longer ends the game, and the automa takes { $colonies } once the { $provinces } are gone, each worth 10 to it.
coop-check-fleet = Put the Fleet pile in the supply. When the game would end, one more round follows: whoever bought Fleet plays a turn, then the automa takes its last step.
coop-check-shared-hexes = Your own cards that give Hexes take them from the automa's Hex pile: press "receives a Hex" by your name.
coop-check-box =
    { $own ->
        [treasures] Shuffle 6 { $copper } and 6 { $silver } into a face-down pile beside the automa: you turn the top one over at its treasure steps and tap the card. Leave the 12 Hexes in the box: the app shuffles and reveals them.
        [hexes] Shuffle the 12 Hexes into a face-down pile beside the automa: you turn the top one over at its Hex steps and tap the card. Leave 6 { $copper } and 6 { $silver } in the box: the app shuffles and reveals them.
        [both] Shuffle 6 { $copper } and 6 { $silver } into one face-down pile and the 12 Hexes into another, beside the automa: you turn the top card over at each of its steps and tap the card.
       *[none] Leave 6 { $copper }, 6 { $silver } and the 12 Hexes in the box: the app shuffles and reveals them for the automa.
    }
coop-check-states = Put 2 { $deluded }/{ $envious } and 2 { $miserable }/{ $twice } cards beside the automa.
coop-check-tokens = Put 10 tokens beside the supply: every Attack played gives the automa one.
coop-check-starts = { $first } starts; the automa sits to { $first }'s right, between the two players.
coop-check-hand = Each player's first hand is 4 { $coppers } + 1 { $estate }, or 3 { $coppers } + 2 { $estates }.

## The play screen: the big button, the status line, the line under it (labels.rs)
coop-primary-end-extra-turn = End { $name }'s extra turn
coop-primary-end-turn = End { $name }'s turn
coop-primary-fleet-done = Fleet turns done
coop-primary-end-game = End the game
coop-primary-nothing = Automa does nothing: start round { $round }
coop-primary-reveal-treasure = Reveal { $copper } or { $silver }
coop-primary-reveal-hex = Reveal a Hex
coop-primary-done-end = Done: end the game
coop-primary-done-next = Done: start round { $round }
coop-primary-enter-points = Enter final points
coop-now-extra-turn = { $name }'s extra turn
coop-now-turn = { $name }'s turn
coop-now-fleet-turns = Fleet turns
coop-now-automa = Automa's step
coop-now-over = Game over
coop-round = Round { $round }
coop-line-fleet-begins = { $reason }: when this turn ends, the Fleet round begins
coop-line-ends-with-turn = The game ends when this turn ends: { $reason }
coop-line-end-of-round = End of round { $round }: { $step }
coop-line-fleet-round = Fleet round { $round }, then the automa's last step: { $step }
coop-line-ended = The game ended with the last turn: the automa takes no step
coop-line-last-step = The automa's last step: { $step }
coop-the-card = the card
coop-line-follow-last = The automa's last step: follow the { $card }, then the game ends
coop-line-follow = End of round { $round }: follow the { $card }, then start round { $next }
coop-step-nothing = the automa does nothing
coop-step-treasure-takes = { $copper } or { $silver }, then it takes a { $card }
coop-step-treasure-nothing = { $copper } or { $silver }; there is nothing left for it to take
coop-step-hex = a Hex for both players
coop-take-preview = It will take a { $card } ({ $left } left now).
coop-take-nothing = There is nothing left for it to take.
coop-empty-piles =
    { $n ->
        [one] { $n } supply pile empty (3 end the game)
       *[other] { $n } supply piles empty (3 end the game)
    }
coop-score-by-round = The automa's score by round
coop-attack-button = Attack played (automa −1 point)
coop-attack-full-tip = All 10 tokens are with the automa: another Attack gives it nothing.
coop-attack-over-tip = The game is over.
coop-attack-full = All 10 tokens are with the automa.

## The prompt: what the table does now (prompt.rs)
coop-fleet-round = Fleet round { $round }
coop-fleet-would-have-ended = The game would have ended: { $reason }.
coop-fleet-turns-now = The players who bought Fleet take their turns now. Then the automa takes its last step, and the game is over.
coop-banner-ends-with-turn = The game ends when this turn ends: { $reason }.
coop-during-turn = During the turn
coop-during-gained = Bought or gained a { $province } or { $duchy }? Count it in the supply.
coop-during-attack = Played an Attack? Press "Attack played".
coop-during-pile = A pile ran out? Count it under "Other empty piles".
coop-receives-hex = { $name } receives { $card }
coop-more-extra-turns = More: extra turns (Outpost, Possession ...)
coop-extra-turn-button = { $name } takes an extra turn
coop-extra-turn-tip = Outpost, Mission and the like: this turn ends and the same player takes another. The round does not advance.
coop-possession-button = { $other } takes an extra turn (Possession)
coop-possession-tip = Possession: after this turn { $other } takes an extra turn, played by { $name }. Then the round goes on as before.
coop-end-of-round-takes = At the end of this round the automa takes a card. { $preview }
coop-locusts-rule = Coop rule: a Victory card it would trash may go to your discard pile instead; then gain just one { $curse }.
coop-game-is-over = The game is over
coop-banner-ended-before-step = The supply shows { $reason }: the game ended with the last turn, so the automa takes no step. Undo or correct the supply if that is wrong.
coop-automa-step = The automa's step
coop-round-1-nothing = Round 1: the automa does nothing.
coop-reveals-treasure = It reveals a { $copper } or a { $silver }, then takes a card from the supply.
coop-check-supply-first = Check the supply counts first: a purchase not yet counted changes what it takes.
coop-reveals-hex = It reveals a Hex. Both players receive it, unless one blocks it (Moat, Lighthouse).
coop-silver-pass = { $card }: pass a card
coop-silver-pass-now = { $first } and { $second }: each passes one card from hand to the other, at the same time (no cards in hand: pass nothing). It cannot be blocked.
coop-copper-nothing = { $card }: nothing more
coop-then-press = Then press "{ $press }".
coop-hex-title = Hex: { $card }
coop-did-block = Did a player block it?
coop-blocked-it = { $name } blocked it (Moat, Lighthouse)
coop-blocked-tip = Tick if this player revealed a Moat, played a Lighthouse or otherwise blocked the Hex: it does not affect them. Untick to take the mark back.
coop-already-holds = { $name } already holds { $deluded } or { $envious }: nothing more.
coop-nobody-follows = Nobody follows it: both players blocked it.
coop-nobody-takes = Nobody takes a State card: each player blocked it or already holds { $deluded } or { $envious }.
coop-only-follows = { $name } only: { $what }
coop-each-follows = Each player: { $what }
coop-press = Press "{ $press }".
coop-when-followed = When { $name } has followed it, press "{ $press }".
coop-when-both-followed = When both players have followed it, press "{ $press }".

## The automa's seat (automa.rs)
coop-held-worth = { $held } (6 points each)
coop-held-worth-colonies = { $held } (6 points each, a { $colony } 10)
coop-tokens-none = Tokens 0/{ $all }
coop-tokens =
    { $n ->
        [one] Tokens { $n }/{ $all }: −{ $n } point
       *[other] Tokens { $n }/{ $all }: −{ $n } points
    }
coop-tokens-floored = { $tokens } (its points stop at 0)
coop-discard-pile = Discard pile ({ $n })
coop-discard-order = Oldest first; the framed one is on top.
coop-automa = Automa
coop-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
coop-attack-played = Attack played! { $tokens }
coop-next-nothing = Round 1: nothing
coop-next-treasure = Next: { $copper } or { $silver }
coop-next-hex = Next: a Hex
coop-caption-round = round { $round }
coop-caption-received = received by { $name }
coop-last-card = Last: { $card } (round { $round })
coop-last-card-of = Last: { $card } ({ $name }, round { $round })
coop-no-card-yet = No card revealed yet.
coop-face-down =
    { $hexes ->
        [one] Face down: { $treasures } { $copper }/{ $silver }, { $hexes } Hex
       *[other] Face down: { $treasures } { $copper }/{ $silver }, { $hexes } Hexes
    }

## The supply, the players' States and the log (supply.rs)
coop-supply = Supply
coop-put-back-button = Put a { $card } back
coop-other-empty-piles = Other empty piles
coop-other-empty-button = Another supply pile is empty
coop-no-states = no States
coop-returns-state = { $name } returns { $state }
coop-returns-tip = Returned at the start of that player's Buy phase.
coop-returns-disabled-tip = Returned at the start of that player's own Buy phase, during their turn.
coop-receives-tip = A card of theirs makes them receive a Hex from the automa's pile.
coop-receives-disabled-tip = Hexes from a player's own card come during a turn.
coop-log = Log
coop-log-began = The game began.

## A card drawn on screen (card.rs)
coop-copper-summary = { $card }: nothing more happens.
coop-silver-summary = { $card }: each player with a card in hand passes one to the other.
# A card's effect in two to four words, for a face too small for its summary.
coop-copper-face = Nothing more.
coop-silver-face = Pass a card.
coop-hex-bad-omens-face = 2 { $coppers } on top.
coop-hex-delusion-face = Take { $deluded }.
coop-hex-envy-face = Take { $envious }.
coop-hex-famine-face = Top 3: discard Actions.
coop-hex-fear-face = 5+ in hand: discard one.
coop-hex-greed-face = Gain a { $copper } on top.
coop-hex-haunting-face = 4+ in hand: one on top.
coop-hex-locusts-face = Trash your top card.
coop-hex-misery-face = { $miserable } (or { $twice }).
coop-hex-plague-face = A { $curse } to your hand.
coop-hex-poverty-face = Discard down to 3.
coop-hex-war-face = Trash a $3 or $4 card.
coop-revealed-card = Revealed card: { $card }. { $summary } ({ $caption })
coop-kind-treasure = Treasure
coop-kind-hex = Hex

## The plots (plots.rs): axes, series, captions
coop-axis-round = round
coop-axis-automa-score = points
coop-plot-took = took a { $card }
coop-plot-token = token (−1)
coop-marks-green-dots = Green dots
coop-marks-green-diamonds = Green diamonds
coop-marks-blue-squares = Blue squares
coop-marks-red-crosses = Red crosses
coop-marks-red-triangles = Red triangles
coop-marks-purple-stars = Purple stars
coop-caption-taken = { $marks }: { $cards } taken.
coop-caption-tokens = { $marks }: tokens.
coop-axis-won = % of games won
coop-plot-won = won
coop-plot-lost = lost
coop-caption-by-step = { $won }: games won. { $lost }: games lost (a tie is a loss).
coop-axis-steps = { $provinces }/{ $duchies }, easiest to hardest
coop-axis-margin = players − automa

## The end: the points, the score term by term, the verdict (end.rs)
coop-points-missing = Type { $name }'s points first.
coop-points-not-number = { $name }'s points: "{ $text }" is not a whole number. Type a number like 27 or -3.
coop-points-too-many = { $name }'s points: { $value } is more than a game can give. Type a number from -{ $max } to { $max }.
coop-over-after-fleet = Game over after the Fleet round (it began because { $reason })
coop-over-line = Game over: { $reason }
coop-player-points = { $name }'s points
coop-points-help = Each player counts the points of their own cards. Leave out { $miserable } / { $twice }: the app takes them off.
coop-win = WIN
coop-loss = LOSS
coop-players = Players
coop-player-misery = { $name } { $state }
coop-players-total = Players' total
coop-term = { $count } × { $each }
coop-term-tokens =
    { $n ->
        [one] { $n } token × −1
       *[other] { $n } tokens × −1
    }
coop-automa-total = Automa's total (at least 0)
coop-automa-line =
    { $tokens ->
        [one] { $points ->
            [one] The automa: { $held }, { $tokens } token: { $points } point.
           *[other] The automa: { $held }, { $tokens } token: { $points } points.
        }
       *[other] { $points ->
            [one] The automa: { $held }, { $tokens } tokens: { $points } point.
           *[other] The automa: { $held }, { $tokens } tokens: { $points } points.
        }
    }
coop-verdict-win =
    { $players ->
        [one] The players' { $players } point beat the automa's { $automa }.
       *[other] The players' { $players } points beat the automa's { $automa }.
    }
coop-verdict-tie =
    { $players ->
        [one] The players' { $players } point tie the automa's { $automa }: a tie is a loss.
       *[other] The players' { $players } points tie the automa's { $automa }: a tie is a loss.
    }
coop-verdict-loss =
    { $players ->
        [one] The players' { $players } point are not more than the automa's { $automa }.
       *[other] The players' { $players } points are not more than the automa's { $automa }.
    }
coop-last-step = The automa's last step
coop-caption-no-effect = round { $round }: no effect
coop-silver-no-effect = The game ended on this step: the { $card } has no effect.

## The setup screen (setup.rs)
coop-seed-not-number = The seed "{ $seed }" is not a whole number from 0 to { $max }: clear it to draw one, or type digits only.
coop-count-not-number = { $what }: "{ $text }" is not a whole number. Type a number of cards, like 12.
coop-setup-summary = { $name } starts. { $counts }.
coop-start-game = Start the game
coop-start-game-tip = Deal nothing: the app shuffles the automa's piles and the game begins.
coop-player-name = Player { $n } name
coop-starts = { $name } starts
coop-draw-starter = Draw the starting player
coop-draw-starter-tip = Pick the starting player at random.
coop-drawn-starts = Drawn at random: { $name } starts.
coop-options = Options
coop-option-colonies = { $colonies } (Prosperity)
coop-option-colonies-tip = 8 { $colonies } in the supply; an empty { $province } pile no longer ends the game; the automa takes { $colonies } after the { $provinces }.
coop-option-fleet = Fleet (Renaissance)
coop-option-fleet-tip = When the game would end, one more round: the Fleet players' turns, then the automa's step.
coop-option-shared-hexes = Shared Hexes (Nocturne)
coop-option-shared-hexes-tip = Your own cards make you receive Hexes from the automa's Hex pile.
coop-seed = Seed (optional)
coop-seed-hint = drawn at random
coop-kingdom = Kingdom
coop-kingdom-choice = Your own, or one of the 15 playtested kingdoms.
coop-custom-kingdom = Custom kingdom
coop-kingdom-item = { $name }  ({ $provinces }/{ $duchies })
coop-set-up-table = Set up the table
coop-kingdom-cards = The 10 kingdom cards
coop-tag-attack = Attack: +1 token
coop-tag-blocks = Blocks Hexes
coop-playing-at = Playing at { $counts } (published: { $published }).
coop-use-published = Use the published counts
coop-your-results = Your results: next { $advice }.
coop-use-counts = Use { $counts }
coop-use-counts-tip = One step harder after a win, one easier after a loss.
coop-custom-rule = { $provinces } 3 to 12, { $duchies } 0 to 10; with fewer than 12 { $provinces }, no { $duchies }.
coop-player-n = Player { $n }

## The results screen (results.rs, mod.rs)
coop-custom = Custom
coop-results-title = Coop: your results
coop-export-tip = All results as a CSV file, to open in a spreadsheet or send to the variant's author.
coop-no-results = No finished games yet. When a game ends and the points are entered, it is recorded here.
coop-games-newest = Games, newest first
# One game of the list in its second line, on a phone (no column heads there).
coop-game-line =
    { $kingdom } · { $provinces }/{ $duchies } · { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    } · { $players } to { $automa }
coop-head-when = When
coop-head-counts = Counts
coop-head-rounds = Rounds
coop-head-scores = Players / automa
coop-by-kingdom = By kingdom
coop-results-games-tab = Game by game
coop-results-figures-tab = Figures
coop-report-tab = Balance report
coop-report-heading = Balance report (all tables)
coop-report-explain = What the variant's author asks the tables for: per kingdom, each Province/Duchy count played, its wins and losses, both sides' scores, and the balance point (a win and, one count harder, a loss). Every table's results restored here count.
coop-report-copy = Copy for BoardGameGeek
coop-report-copy-tip = The report as a BoardGameGeek message, its columns lined up, to paste and send to the variant's author.
coop-report-export-tip = The report as a CSV file, one row a kingdom and count.
coop-report-exported = Exported the balance report to { $path }.
coop-report-title = Top's unofficial two-player coop: balance report
coop-report-summary =
    { $games ->
        [one] { $games } game
       *[other] { $games } games
    } from { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }, counted by coop-automa.
coop-report-head-kingdom = Kingdom
coop-report-head-counts = Provinces/Duchies
coop-report-head-won = Won
coop-report-head-lost = Lost
coop-report-head-scores = Scores (players–automa)
coop-report-balance = Balance point: won at { $won }, lost at { $lost }
coop-report-count-line = { $counts }: won { $won }, lost { $lost }; scores { $scores }
coop-head-games = Games
coop-head-won = Won
coop-head-lost = Lost
coop-head-played-at = Played at
coop-head-next = Next
coop-win-rate = Win rate per kingdom
coop-by-step = Results by difficulty step
coop-advice-win = { $provinces }/{ $duchies } (after a win)
coop-advice-loss = { $provinces }/{ $duchies } (after a loss)
coop-advice-balance = { $advice }; balance: won { $won }, lost { $lost }
coop-no-data-folder = There is no data folder, so no results are kept: start the app with --data-dir FOLDER.
coop-tab = Coop: 2 players and the automa
coop-primary-help = Does what the table does next: end a player's turn, run the automa's step, or finish it.
coop-results-unreadable = the results could not be read

## The playtested kingdoms (assets/kingdoms.ron keeps their English names as keys)
coop-kingdom-first-game = First Game
coop-kingdom-size-distortion = Size Distortion
coop-kingdom-deck-top = Deck Top
coop-kingdom-sleight-of-hand = Sleight of Hand
coop-kingdom-improvements = Improvements
coop-kingdom-silver-and-gold = Silver & Gold
coop-kingdom-victory-dance = Victory Dance
coop-kingdom-the-plot-thickens = The Plot Thickens
coop-kingdom-best-wishes = Best Wishes
coop-kingdom-arts-and-crafts = Arts and Crafts
coop-kingdom-clean-living = Clean Living
coop-kingdom-gilding-the-lily = Gilding the Lily
coop-kingdom-name-that-card = Name That Card
coop-kingdom-tricks-of-the-trade = Tricks of the Trade
coop-kingdom-decisions-decisions = Decisions, Decisions
# $cards: "8 Gardens", "8 Great Halls, 8 Dukes, 8 Harems and 8 Nobles"
coop-note-only-8 = Use only { $cards } (two-player game).
coop-note-only-8-base-rules = Use only { $cards } (two-player game; the seed leaves this out, the base rules ask for it).
coop-note-no-duchies = The { $duchy } pile starts empty and counts as an empty supply pile from the first turn.

## The Hexes and States in our own words: a short line, then the whole
coop-hex-bad-omens = Discard your whole deck, then topdeck 2 { $coppers } from it.
coop-hex-bad-omens-details = Move your entire draw pile onto your discard pile, then search the discard pile and place 2 { $coppers } from it on top of your (now empty) deck. If you find fewer than 2 { $coppers }, put back the ones you have and show the other players your discard pile to prove it.
coop-hex-delusion = Take { $deluded } (unless you have { $deluded }/{ $envious }).
coop-hex-delusion-details = You take the { $deluded } state unless you already hold { $deluded } or { $envious }; they are the two sides of one card, so you can only ever have one of them. While { $deluded }, you may not buy Action cards in your next Buy phase.
coop-hex-envy = Take { $envious } (unless you have { $deluded }/{ $envious }).
coop-hex-envy-details = You take the { $envious } state unless you already hold { $deluded } or { $envious }; they are the two sides of one card, so you can only ever have one of them. While { $envious }, your { $silvers } and { $golds } give only $1 each in your next Buy phase.
coop-hex-famine = Reveal top 3 cards; discard Actions, shuffle rest in.
coop-hex-famine-details = Turn over the 3 cards on top of your draw pile (shuffling your discard pile if you run out). Discard every Action card among them, then shuffle the remaining revealed cards back into your deck.
coop-hex-fear = Holding 5+ cards? Discard an Action or a Treasure.
coop-hex-fear-details = Only if you hold at least 5 cards: discard one Action or Treasure card of your choice from your hand. If your hand has neither, reveal it to show you cannot; with 4 or fewer cards nothing happens.
coop-hex-greed = Gain a { $copper } and put it on top of your deck.
coop-hex-greed-details = Gain a { $copper } from the supply and place it on top of your draw pile. If the { $copper } pile is empty, nothing happens.
coop-hex-haunting = Holding 4+ cards? Put one of them on top of your deck.
coop-hex-haunting-details = Only if you hold at least 4 cards: choose a card from your hand and place it on top of your draw pile. With 3 or fewer cards in hand nothing happens.
coop-hex-locusts = Trash top card: { $curse } if { $copper }/{ $estate }, else cheaper card.
coop-hex-locusts-details = The card on top of your draw pile goes to the trash. If it was a { $copper } or an { $estate }, gain a { $curse }; otherwise gain a card costing less than it that has at least one of its types (if there is none, gain nothing). Coop rule: if the card is a Victory card you may instead put it in your discard pile and gain just one { $curse }, with no extra { $curse } for an { $estate } and no cheaper card.
coop-hex-misery = 1st time: take { $miserable }. 2nd time: { $twice }.
coop-hex-misery-details = The first Misery you receive gives you the { $miserable } state (-2 VP at game end). The second one flips it to { $twice } (-4 VP instead). Any later Misery has no effect.
coop-hex-plague = A { $curse } from the supply goes into your hand.
coop-hex-plague-details = Gain a { $curse } from the supply and put it directly into your hand rather than your discard pile. If no { $curses } are left in the supply, nothing happens.
coop-hex-poverty = Discard until you hold only 3 cards.
coop-hex-poverty-details = Discard cards of your choice from your hand until only 3 remain. If you already hold 3 or fewer cards, nothing happens.
coop-hex-war = Dig for a $3 or $4 card and trash it; discard the rest.
coop-hex-war-details = Turn over cards from the top of your draw pile one by one (shuffling your discard pile if needed) until you reveal a card that costs exactly $3 or $4. Trash that card and discard all the other revealed cards; if you run out of cards without finding one, just discard everything revealed.
coop-state-deluded = No buying Action cards this turn.
coop-state-deluded-details = At the start of your Buy phase, return this state to the pile beside the automa; for the rest of that turn you may not buy Action cards. Other cards can still be bought, and gaining Actions in other ways is allowed.
coop-state-envious = { $silver } and { $gold } each make only $1 this turn.
coop-state-envious-details = At the start of your Buy phase, return this state to the pile beside the automa; for the rest of that turn each { $silver } and each { $gold } you play produces only $1.
coop-state-miserable = -2 VP at the end of the game.
coop-state-miserable-details = Keep this state until the game ends; it is worth -2 VP in your score. A second Misery flips it to { $twice }.
coop-state-twice-miserable = -4 VP at the end of the game.
coop-state-twice-miserable-details = Keep this state until the game ends; it is worth -4 VP in your score (replacing the -2 of { $miserable }, not adding to it). Further Miseries have no effect.

## The sets a playtested kingdom comes from, as the boxes name them
coop-set-dominion-1 = Dominion (first edition)
coop-set-dominion-2 = Dominion (second edition)
coop-set-intrigue-1 = Intrigue (first edition)
coop-set-guilds-1 = Guilds (first edition)

# The play logged in BG Stats.
coop-bgstats-board = Coop with the automa: { $kingdom }
coop-bgstats-comments =
    { $won ->
        [yes] The players won
       *[no] The automa won
    }: { $players } points against { $automa }. { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }, with { $provinces ->
        [one] 1 Province
       *[other] { $provinces } Provinces
    } and { $duchies ->
        [one] 1 Duchy
       *[other] { $duchies } Duchies
    }.

# The table's own piles: the card it turned over for the automa.
coop-action-turned = Turned over: { $card }
coop-action-receives-turned-hex = { $name } receives { $hex }
coop-pile-treasures = the Coppers and Silvers
coop-pile-hexes = the Hexes
coop-error-app-shuffles = The app shuffles { $pile } in this game: it turns the card over itself.
coop-error-table-shuffles = You shuffle { $pile } in this game: turn over the top card and tap the card you turned.
coop-error-nothing-to-turn = No card is turned over now: the automa's step turns none.
coop-error-wrong-pile = That card is not one of { $pile }: tap the card you turned over from that pile.
coop-error-none-face-down = No { $card } is face down: every one was turned over since the last shuffle. Tap the card you turned over.
coop-option-own-treasures = Our own { $coppers } and { $silvers }: we shuffle and turn them
coop-option-own-hexes = Our own Hexes: we shuffle and turn them
coop-option-own-tip = You shuffle these cards into a face-down pile beside the automa and turn the top one over at its step; the app asks which card came up, offering only those still face down.
coop-primary-tap-turned = Tap the card you turned over
coop-own-treasure-pile = your { $copper } and { $silver } pile
coop-own-hex-pile = your Hex pile
coop-turned-which = Turn over the top card of { $pile }: which is it?
coop-turned-reshuffle = First shuffle: { $pile } is empty. Shuffle its { $n } cards from the automa's discard pile into a new face-down pile.
coop-turned-answer = { $card }: { $n } face down
coop-turned-hex-which = Which Hex did { $name } turn over?
coop-turned-hex-reshuffle = Your Hex pile is empty: shuffle the { $n } Hexes of the automa's discard pile into a new face-down pile first.

## A device that is one player's own ("my seat"): whose turn it is, for that player
coop-seat-your-turn = { $name }: your turn
coop-seat-their-turn = { $name }: { $other }'s turn, not yours
coop-seat-automa = { $name }: the automa's step, then the next turn
coop-seat-over = { $name }: the game is over
