# The duel mode's words.
# Every message here is used by src/app/duel (tests/i18n.rs checks both ways).
# Card names come in as variables ($card ...), in the language the table's cards are printed in.

## The rules' data: Victory cards, changes, Warriors, attacks, the supply report

duel-victory-estate = an { $card }
duel-victory-duchy = a { $card }
duel-victory-province = a { $card }
duel-victory-other = a Victory card worth { $vp } VP
duel-change-gain-victory = gains { $what }
duel-change-lose-victory = loses { $what }
duel-change-gain-vp-tokens =
    gains { $n ->
        [one] 1 VP token
       *[other] { $n } VP tokens
    }
duel-change-lose-vp-tokens =
    loses { $n ->
        [one] 1 VP token
       *[other] { $n } VP tokens
    }
duel-change-gain-curse-card = gains a { $card } from its pile
duel-change-trash-curse-card = trashes a { $card }
duel-change-gain-curse-tokens =
    gains { $n ->
        [one] 1 curse token
       *[other] { $n } curse tokens
    }
duel-change-lose-curse-tokens =
    loses { $n ->
        [one] 1 curse token
       *[other] { $n } curse tokens
    }
duel-curse-tokens =
    { $n ->
        [one] 1 curse token
       *[other] { $n } curse tokens
    }
duel-warrior-sith-lord = Sith Lord (1)
duel-warrior-angel = Warrior Angel (8)
duel-warrior-chuck-norris = Chuck Norris (10)
duel-warrior-strength = a Warrior of strength { $strength }
duel-attack-raid = { $warrior } (Warrior Raid)
# Silver written here: cards.ftl's card-silver also holds Gold's lines (its id is missing).
duel-attack-silver-lining = Silver Lining (a Silver trashed)
duel-attack-war-trophy = War Trophy
duel-report-others =
    { $n ->
        [one] 1 other empty pile
       *[other] { $n } other empty piles
    }
duel-report-province-others =
    Province pile empty, { $n ->
        [one] 1 other empty pile
       *[other] { $n } other empty piles
    }
duel-kingdom-duel-only = Duel-only
duel-kingdom-mixed = mixed

## Actions, and the steps undo and redo name

duel-action-draw = { $name } gains a curse
duel-action-change = { $name } { $change }
duel-action-changes =
    { $name }: { $n ->
        [one] 1 change
       *[other] { $n } changes
    } at once
duel-action-set-life = { $name }'s life set to { $life }
duel-action-give = { $from } gives a { $card } to { $to }
duel-action-give-and-take = { $give } trashed with a { $card }
duel-action-attack = Attack: { $attack }
duel-action-mark = Mark { $name }'s Sith Lord
duel-action-unmark = Unmark { $name }'s Sith Lord
duel-action-village-played = Cursed Village played
duel-action-village-unticked = Cursed Village unticked
duel-action-report = Supply: { $report }
duel-action-curse-pile = Curse pile corrected to { $left }
duel-action-end-turn = End turn ({ $report })
duel-action-enter-vp = { $name }'s VP: { $vp }
duel-step-drew = { $name } drew a { $card }
duel-step-tokens =
    { $name } took { $n ->
        [one] 1 curse token
       *[other] { $n } curse tokens
    }
duel-step-pile-curse = { $name } took a { $card } from the pile
duel-step-end-turn = End { $name }'s turn { $turn }
duel-step-attack = { $name }'s attack: { $attack }
duel-step-give-and-take = { $name } trashed { $give } with a { $card }
duel-step-village = { $name }: { $action }

## The log

duel-event-drew =
    { $name } draws a { $card }: onto their discard pile ({ $left ->
        [one] 1 card
       *[other] { $left } cards
    } left in the Curse Deck).
duel-event-drew-raid =
    { $name } draws a { $card } and a curse token (Warrior Raid): onto their discard pile ({ $left ->
        [one] 1 card
       *[other] { $left } cards
    } left in the Curse Deck).
duel-event-tokens =
    No curse left to draw: { $name } takes { $n ->
        [one] 1 curse token
       *[other] { $n } curse tokens
    } instead.
duel-event-tokens-raid =
    No curse left to draw: { $name } takes { $n ->
        [one] 1 curse token
       *[other] { $n } curse tokens
    } instead, one of them for the Warrior Raid.
duel-event-pile-curse = { $name } takes a { $card } from the pile ({ $left } left).
duel-event-pile-curse-raid = { $name } takes a { $card } from the pile and a curse token (Warrior Raid) ({ $left } left).
duel-event-deck-emptied = The Curse Deck is empty: curses are curse tokens from now on.
duel-event-pile-emptied = The Curse pile is empty: curses are curse tokens from now on.
duel-event-contagion-own-turn = It is { $name }'s own turn: the { $card } may go on top of their deck instead of the discard pile.
duel-event-contagion-other-turn = Not { $name }'s turn: the { $card } goes on the discard pile.
duel-event-give-and-take-drawn = { $name }: { $card } is never bought; it leaves by being trashed with another Curse card at the end of a turn without a buy.
duel-event-changed = { $name } { $change }.
duel-event-changes =
    { $name }: { $n ->
        [one] 1 change
       *[other] { $n } changes
    } at once; the cards all leave first.
duel-event-rest-void =
    { $name } is out: the other { $n ->
        [one] 1 change of the list is
       *[other] { $n } changes of the list are
    } void.
duel-event-life-set = { $name }'s life corrected from { $from } to { $to }.
duel-event-life-changed = { $name } { $by } life: { $now }.
duel-event-given = { $from } gives a { $card } to { $to }, onto their discard pile.
duel-event-give-and-take-trashed = { $name } trashes { $give } from play and a { $card }.
duel-event-eliminated =
    { $name } is eliminated ({ $place ->
        [1] first
        [2] second
        [3] third
       *[other] number { $place }
    } out): every card they own, wherever it lies, goes to the Trash, Curse cards too.
duel-event-eliminated-tokens =
    { $name } is eliminated ({ $place ->
        [1] first
        [2] second
        [3] third
       *[other] number { $place }
    } out): every card they own, wherever it lies, goes to the Trash, Curse cards too, and their { $n ->
        [one] 1 curse token goes
       *[other] { $n } curse tokens go
    } with them.
duel-event-attack = { $name } attacks with { $attack }.
duel-event-attack-each =
    { $name } attacks with { $attack } ({ $n ->
        [one] 1 curse
       *[other] { $n } curses
    } each).
duel-event-battle-won = { $name } answers with { $warrior }: wins the battle.
duel-event-battle-lost = { $name } answers with { $warrior }: loses the battle.
duel-event-spared-battle = { $name } is unaffected (won the battle).
duel-event-spared-vaccination = { $name } is unaffected (Vaccination).
duel-event-spared-sith-lord = { $name } is unaffected (Sith Lord in play).
duel-event-hand-trashed = Chuck Norris: { $name } trashes their whole hand ({ $vp } VP, Curse value { $curses }).
duel-event-trash-sith-lord = { $name }'s Sith Lord fought a battle: trash it (no life effect).
duel-event-warriors-discarded = Every Warrior of the battle goes to its owner's discard pile, not back to hand.
duel-event-vaccination-covers = A Vaccination covers this attack only.
duel-event-marked = { $name } has Sith Lord in play.
duel-event-unmarked = { $name }'s Sith Lord is no longer in play.
duel-event-discard-sith-lord = { $name } attacked this turn: discard Sith Lord from play.
duel-event-give-contagion = { $name }: a { $card } in play with nothing bought must be given to another player now.
duel-event-may-trash-give-and-take = { $name }: a { $card } in play with nothing bought may be trashed with another Curse card.
duel-event-war-trophy =
    { $name } has gained { $tokens ->
        [one] 1 VP token
       *[other] { $tokens } VP tokens
    } this turn: a War Trophy in play attacks now, { $curses ->
        [one] 1 curse
       *[other] { $curses } curses
    } to each other player.
duel-event-village-ticked =
    { $name }: { $n ->
        [one] 1 Cursed Village played
       *[other] { $n } Cursed Villages played
    } this turn.
duel-event-village-due =
    Cursed Village: { $name } takes { $n ->
        [one] 1 card
       *[other] { $n } cards
    } (an { $estate } or a { $duchy } each; none if both piles are out).
duel-event-reported = Supply: { $report }.
duel-event-curse-pile-corrected = The Curse pile corrected from { $from } to { $to }.
duel-event-turn-fell = { $name } fell: their turn { $turn } ends.
duel-event-turn-ended = { $name }'s turn { $turn } ends.
duel-event-turn-started = { $name }'s turn { $turn } begins.
duel-event-over-last-player = The game is over: { $name } is the last player left and wins.
duel-event-over-province = The game is over: the Province pile is empty. Type each living player's VP.
duel-event-over-piles =
    The game is over: { $n ->
        [one] 1 supply pile
       *[other] { $n } supply piles
    } are empty. Type each living player's VP.
duel-event-dropped = One player is left: the rest is dropped.
duel-event-vp-entered = { $name }: { $vp } VP, score { $score }.

## The setup checklist

duel-checklist-piles = { $contagion } (6) and { $gold } (5) face up as two kingdom piles.
duel-checklist-war-trophy = War Trophy: { $n } cards.
duel-checklist-warriors = The 10 Warriors shuffled face down, the top one turned up (turn up the next when it is gained; no Trade Route token there).
duel-checklist-more-piles = 6 more Duel kingdom piles.
duel-checklist-curse-deck = The Curse Deck's cards stay in the box: the app shuffles for them, and a player takes the kind it names.
duel-checklist-life = Everyone starts with { $life } life points.
duel-checklist-curse-pile = Base Dominion's Curse pile: { $n } { $curses }, face up; the app counts it.
duel-checklist-mixed = No life points and no Curse Deck: once the Curse pile is empty a curse is a curse token, worth -1 VP at the end.

## Refusals

duel-error-player-count = Dominion: Duel is played by 2 to 4 players, not { $n }.
duel-error-name-missing = Player { $seat } needs a name.
duel-error-name-too-long = "{ $name }" is too long: a name has at most { $max } characters.
duel-error-name-control = Player { $seat }'s name holds a control character.
duel-error-name-twice = Players { $first } and { $second } are both called "{ $name }": names must all differ.
duel-error-starting-vp = The starting deck's VP is a whole number from 0 to { $max }, not { $vp }.
duel-error-starting-vp-text = The starting deck's VP is a whole number from 0 to { $max }: "{ $text }" is not.
duel-error-needs-seed = A game needs a seed for the Curse Deck's shuffle: the app draws one when the table gives none.
duel-error-mixed-deck = A mixed game has no Curse Deck: its order must be empty.
duel-error-deck-count = The Curse Deck for { $players } players holds { $want } × { $card }, not { $have }.
duel-error-deck-too-big = The Curse Deck holds too many cards.
duel-error-vp-before-end = VP are typed only after a pile end.
duel-error-not-scored = The game ended with one player left: it is not scored.
duel-error-game-over = The game is over: only the VP entry, undo and redo are accepted.
duel-error-no-such-player = There is no player { $seat } at this table.
duel-error-out-curse = { $name } is eliminated and never acts again: no curse for them.
duel-error-out-change = { $name } is eliminated and never acts again: no change for them.
duel-error-out-mark = { $name } is eliminated and never acts again: no Sith Lord mark for them.
duel-error-out-life = { $name } is eliminated and never acts again: no life correction for them.
duel-error-out-gift = { $name } is eliminated and never acts again: no gift for them.
duel-error-out-score = { $name } is eliminated and never acts again: no score for them.
duel-error-vp-token-count = A number of VP tokens is a whole number from 1 to { $max }, not { $n }.
duel-error-curse-token-count = A number of curse tokens is a whole number from 1 to { $max }, not { $n }.
duel-error-victory-vp = A Victory card's VP is typed from 0 to { $max }, not { $vp }.
duel-error-lose-tokens =
    { $name } holds { $held ->
        [one] 1 curse token
       *[other] { $held } curse tokens
    }: they cannot lose { $n }.
duel-error-only-in-deck = A { $card } exists only in the Curse Deck: press "Gains a curse" for { $name } to draw one.
duel-error-only-from-pile = A { $card } comes only from the counted Curse pile: press "Gains a curse" for { $name } to draw one.
duel-error-no-curse-card = { $name } has no { $card } the app knows of: a Curse card reaches a player by a draw, a pile or a gift.
duel-error-empty-list = A list of changes needs at least one change.
duel-error-life-text = A life total is a whole number: "{ $text }" is not; nothing changed.
duel-error-life-range = A life total is at most { $max } either way.
duel-error-mixed-no-life = A mixed game has no life points: a life total cannot be typed.
duel-error-give-self = { $name } cannot give a card to themselves.
duel-error-give-give-and-take = { $card } is never given: it leaves by being trashed.
duel-error-give-only-contagion = In a Duel-only game only { $contagion } is given: a { $card } is not.
duel-error-give-none = { $name } has no { $card } the app knows of to give.
duel-error-give-and-take-needs = { $name } needs a { $give } and another { $card } the app knows of.
duel-error-strength = A Warrior's strength is from 1 to 10, not { $strength }.
duel-error-own-attack = { $name } is the attacker and cannot answer their own attack.
duel-error-not-asked = { $name } is eliminated and is never asked in an attack.
duel-error-answered-twice = { $name } answered twice: one answer per player.
duel-error-warrior-answer = { $name } answered { $attack } with a Warrior: Warriors answer only Warriors.
duel-error-same-strength = Two Warriors of strength { $strength } in one battle: all 10 Warriors differ.
duel-error-mixed-hand = A mixed game has no life points: no hand values are asked.
duel-error-hand-needed = Chuck Norris answered: enter the VP and the Curse value of { $name }'s hand, which is trashed.
duel-error-hand-without-chuck = Only Chuck Norris's answer trashes the attacker's hand: no hand values without it.
duel-error-hand-range = A hand's VP and Curse value are typed from 0 to { $max }.
duel-error-war-trophy =
    War Trophy attacks only for every 3 VP tokens gained this turn: { $name } has gained { $n ->
        [one] 1 VP token
       *[other] { $n } VP tokens
    } this turn.
duel-error-war-trophy-done =
    War Trophy attacks only for every 3 VP tokens gained this turn: { $name } has gained { $n ->
        [one] 1 VP token
       *[other] { $n } VP tokens
    } this turn, already attacked for.
duel-error-already-marked = { $name }'s Sith Lord is already marked.
duel-error-already-unmarked = { $name }'s Sith Lord is already unmarked.
duel-error-too-many-villages = 20 Cursed Villages in one turn is the most the app counts.
duel-error-no-village = { $name } has no Cursed Village ticked this turn.
duel-error-other-empty = At most { $max } other supply piles can be empty, not { $other }.
duel-error-report-same = The supply report already says that.
duel-error-no-curse-pile = A Duel-only game has no Curse pile to correct: its Curse Deck is never corrected.
duel-error-curse-pile-range = The Curse pile holds 0 to { $max } Curses, not { $left }.
duel-error-curse-pile-same = The Curse pile already holds { $left }.
duel-error-vp-range = VP are typed from -{ $max } to { $max }, not { $vp }.
duel-error-nothing-to-undo = There is nothing to undo: no action has been taken yet.
duel-error-nothing-to-redo = There is nothing to redo.

## The lists of saves

duel-kind = game of Dominion: Duel
duel-title-duel-only = Duel, Duel cards only
duel-title-mixed = Duel, mixed kingdom
duel-progress-turn = { $name }'s turn { $turn }
duel-progress-ended-after = ended after { $name }'s turn { $turn }
duel-progress-ended-in = ended in { $name }'s turn { $turn }

## The status, the deck, the end's title

duel-turn-line = { $name }'s turn { $turn }
duel-turn-line-over = Game over: type each player's VP
duel-now-decided = The game is decided: start a new Duel when you are ready.
duel-now-pile-end = A pile end: type each living player's VP.
duel-now-turn = { $name }'s turn: draw curses and enter changes as they happen, then end the turn.
duel-deck-line-pile-empty = Curse pile empty: a curse is a curse token
duel-deck-line-pile = Curse pile: { $n }
duel-deck-line-deck-empty = Curse Deck empty: a curse is a curse token
duel-deck-line-deck =
    Curse Deck: { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
duel-drawn-raid = { $card } + curse token
duel-verdict-wins = { $names } { $n ->
    [one] wins
   *[other] win
}
duel-verdict-nobody = Nobody wins
duel-end-last-player = { $name } wins: the last player left
duel-end-nobody = Nobody wins
duel-end-wins-with = { $name } wins with { $score }
duel-end-wins-on-turns =
    { $name } wins on fewer turns: { $score } like { $others }, { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    } to { $more }
duel-end-share-with = { $names } share the win with { $score }
duel-end-share-on-turns =
    { $names } share the win on fewer turns: { $score } like { $others }, { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    } to { $more }
duel-ending-last-player = Everyone else is eliminated: life points decide, VP play no part.
duel-ending-province = The Province pile is empty. Type each living player's VP.
duel-ending-piles =
    { $n ->
        [one] 1 supply pile
       *[other] { $n } supply piles
    } are empty. Type each living player's VP.
# Why the game ended, once the VP are in: what happened, with nothing left to do.
duel-ended-province = The Province pile ran out.
duel-ended-piles =
    { $n ->
        [one] 1 supply pile ran out.
       *[other] { $n } supply piles ran out.
    }
duel-short-other-victory = { $vp }-VP card

## The play screen

duel-banner-out = { $name } is out: every card they own goes to the Trash, Curse cards too.
duel-banner-deck-empty = The Curse Deck is empty: from now on a curse is a curse token.
duel-banner-pile-empty = The Curse pile is empty: from now on a curse is a curse token.
duel-unit-life = life points
duel-unit-tokens = VP from curse tokens
duel-out = OUT
duel-take = Take: { $card }
duel-log-heading = What just happened
duel-log-start = { $name } begins. Whoever must gain a curse taps "Draw a curse" in their column.
duel-curse-pile-fewer = One Curse fewer in the pile
duel-curse-pile-more = One Curse more in the pile
duel-report-summary =
    { $n ->
        [0] No pile empty
        [one] 1 pile empty
       *[other] { $n } piles empty
    }
duel-report-summary-province =
    { $n ->
        [0] Province pile empty
       *[other] Province pile empty, { $n } more
    }
duel-detail-eliminated =
    eliminated { $place ->
        [1] first
        [2] second
        [3] third
       *[other] fourth
    }
duel-detail-playing = playing now
duel-detail-last-drew = last drew: { $card }
duel-detail-sith-lord = Sith Lord in play
duel-draw-label = { $name } draws a curse
duel-draw-button = Draw a curse
duel-draw-tooltip = The top card of the Curse Deck (or a curse token once it is empty) goes to this player.
duel-primary-type-vp = Type each player's VP
duel-primary-end-turn = End { $name }'s turn { $turn }
duel-primary-end-turn-ends = End { $name }'s turn { $turn }: the game ends

## The attack dialog

duel-battle-title = { $name }'s attack
duel-battle-cancel = Cancel
duel-battle-back = Back
duel-battle-resolve = Resolve the attack
duel-battle-next-name = Next: { $name }
duel-battle-next = Next
duel-battle-choose-first = Choose what attacks first.
duel-battle-attacks-with = { $name } attacks with
duel-battle-warrior-strength = A Warrior: its strength
duel-battle-attacker-warrior = Attacker's Warrior
duel-battle-raid = Warrior Raid (each one affected also takes a curse token)
duel-battle-or = Or
duel-battle-silver-lining = Silver Lining: a Silver trashed
duel-battle-war-trophy-tooltip = War Trophy attacks once 3 VP tokens were gained this turn.
duel-battle-answers = { $name } answers { $attacker }'s attack: { $attack }
duel-battle-sith-lord = { $name } has Sith Lord in play: unaffected, and may still answer.
duel-battle-nothing = Nothing
duel-battle-nothing-label = { $name }: nothing
duel-battle-vaccination = Vaccination
duel-battle-vaccination-label = { $name }: Vaccination
duel-battle-reactor-warrior = { $name }'s Warrior
duel-battle-only-vaccination = Only Vaccination answers this attack: a battle needs two Warriors.
duel-battle-summary = { $name } attacks with { $attack }
duel-battle-answer-nothing = nothing
duel-battle-answer-both = { $warrior } and Vaccination
duel-battle-answer = { $name }: { $answer }
duel-battle-chuck-norris = Chuck Norris answered: { $name } trashes their whole hand. What is in it?
duel-battle-hand-vp = VP: { $n }
duel-battle-hand-vp-fewer = One VP fewer in the hand
duel-battle-hand-vp-more = One VP more in the hand
duel-battle-hand-curses = Curse value: { $n }
duel-battle-hand-curses-fewer = Curse value one less
duel-battle-hand-curses-more = Curse value one more
duel-battle-grid-sith-lord = 1 Sith Lord
duel-battle-grid-angel = 8 Angel
duel-battle-grid-chuck-norris = 10 Chuck Norris
duel-battle-grid-label = { $whose }: strength { $strength }
duel-battle-outcome = The attack
duel-battle-done = Done

## The changes for the player chosen

duel-changes-for = Changes for { $name }
duel-changes-other-player = (tap a name above for another player)
duel-changes-supply = The supply, for End turn:
duel-row-gains = Gains
duel-row-loses = Loses
duel-row-trashes = Trashes
duel-row-tokens = Tokens
duel-row-other-victory = Other Victory card
duel-row-correct-life = Correct life to
duel-row-give-and-take = { $give } trashed with a
duel-row-card-to-give = Card to give
duel-row-gives = Gives a { $card } to
duel-tokens-fewer = One token fewer per press
duel-tokens-more = One token more per press
duel-vp-hint = VP
duel-other-victory-field = Other Victory card's VP
duel-other-victory-gained = gained
duel-other-victory-lost = lost
duel-other-victory-gained-label = { $name }: other Victory card gained
duel-other-victory-lost-label = { $name }: other Victory card lost
duel-other-victory-refused = Another Victory card's VP is a whole number from 0 to { $max }: "{ $text }" is not; nothing changed.
duel-sith-lord-mark = Sith Lord in play (spares them from others' attacks)
duel-life-field = Life total to set
duel-set-life-label = Set { $name }'s life
duel-set-life = Set
duel-attack-button = Attack
duel-attack-tooltip = A Warrior, Silver Lining's Silver trashed, or War Trophy: asks each player's answer in turn.
duel-war-trophy-due =
    War Trophy attacks: { $n ->
        [one] 1 curse
       *[other] { $n } curses
    } each
duel-war-trophy-tooltip = The VP tokens gained this turn reached a multiple of 3: a War Trophy in play attacks now.
duel-village-played-count = Cursed Village played ({ $n })
duel-village-tooltip = At the start of this player's next turn the app says to take an { $estate } or a { $duchy }.
duel-give-and-take-tooltip = End of a turn without a buy: { $give } leaves play with one other Curse card, +3 and + its value.
duel-give-tooltip = The giver gains its value in life points, then the receiver loses it.
duel-list-toggle = Several at once: the buttons above make one list
duel-list-empty = The list is empty: press the changes to put in it.
duel-list-apply =
    Apply these { $n ->
        [one] 1 change
       *[other] { $n } changes
    } (gains of life first)
duel-list-clear = Clear the list
duel-list-full = A list holds at most { $max } changes: apply it, then make another.
duel-report-province = Province pile empty
duel-report-fewer = One empty supply pile fewer
duel-report-more = One empty supply pile more
duel-report-empty = { $n } empty
duel-report-tooltip = Empty supply piles other than Province: { $contagion } and { $gold } count, the Curse Deck never.

## The setup

duel-setup-players = Players in turn order, the starting player first
duel-setup-seats = Each one sits to the left of the one before.
duel-setup-player-hint = Player { $seat }
duel-setup-player-name = Player { $seat }'s name
duel-setup-add = Add a player
duel-setup-remove = Remove the last player
duel-setup-kingdom = Kingdom
duel-setup-duel-only = Duel cards only: life points and the Curse Deck
duel-setup-mixed = Mixed: no life points, base Curse pile
duel-setup-starting-vp = VP of the starting deck:
duel-setup-starting-vp-field = VP of the starting deck
duel-setup-starting-vp-help = (with 3 { $estates } it is 3, with Shelters 0; life points start at 10 plus this.)
duel-setup-set-out = Set out
duel-setup-summary = { $name } starts. { $n } players.
duel-setup-start = Start the Duel
duel-setup-start-tooltip = Shuffles the Curse Deck and the first player's turn begins.

## Putting a player out, leaving

duel-ask-out =
    { $n ->
        [one] { $who } reaches 0 life points and is out of the game.
       *[other] { $who } reach 0 life points and are out of the game.
    }
duel-ask-out-ends =
    { $n ->
        [one] { $who } reaches 0 life points and is out of the game.
       *[other] { $who } reach 0 life points and are out of the game.
    } The game ends: { $winner } wins.
duel-ask-out-title = Put { $who } out of the game?
duel-ask-out-yes =
    { $n ->
        [one] Yes: { $who } is out
       *[other] Yes: { $who } are out
    }
duel-leave-line = { $turn }; { $deck }.

## The end

duel-end-head-player = Player
duel-end-head-vp = VP
duel-end-head-score = Score
duel-end-head-turns = Turns
duel-end-head-life = Life − 10
duel-end-out =
    out ({ $place ->
        [1] first
        [2] second
        [3] third
       *[other] fourth
    })
duel-end-not-scored = not scored
duel-end-score = { $vp } VP − { $tokens } = { $score }
duel-end-help = VP: Victory cards + VP tokens − Curse cards at their values ({ $curse } 1, { $contagion } 2, { $gold } 2, { $give } 3). Highest score wins; tied, fewest turns; still tied, a shared win. Life points play no part; life − 10 equals the VP when every change was entered.
duel-end-vp-field = { $name }'s VP
duel-end-enter-label = Enter { $name }'s VP
duel-end-enter = Enter
duel-end-vp-error = { $name }: { $error }
duel-end-vp-range = VP are at most { $max } either way; nothing changed.
duel-end-vp-text = VP are a whole number, negatives allowed: "{ $text }" is not; nothing changed.

## Results

duel-results-title = Duel: your results
duel-results-none = No finished Duel yet: each one is recorded here.
duel-results-games = Games
duel-results-wins = Wins
duel-results-last-player = last player left
duel-results-scored = scored: { $scores }
duel-results-line =
    { $date }: { $n ->
        [one] { $winners } won
       *[other] { $winners } won
    } ({ $how }; { $names }, { $kingdom })
duel-results-bad-lines =
    { $n ->
        [one] 1 line
       *[other] { $n } lines
    } of results-duel.ron could not be read; they are kept as they are.

## The mode in the shell

duel-tab = Duel: 2 to 4 players, life points
duel-primary-help = Ends the turn of the player whose turn it is, with the supply report beside it.

# The play logged in BG Stats.
duel-bgstats-board = Duel: { $kingdom }
duel-bgstats-comments =
    { $n ->
        [one] { $winners } won ({ $how }).
       *[other] { $winners } won together ({ $how }).
    }

## The table's own Curse Deck: the cards it turns over and tells

duel-setup-own-deck = Our own Curse Deck: we shuffle it and turn the cards over
duel-setup-own-deck-tip = Shuffle the real cards into a face-down pile. Each time a curse is drawn, turn over the top card and tap which it is.
duel-checklist-own-deck = Our own Curse Deck: { $curse_n } { $curses }, { $give_n } { $gives }, { $contagion_n } { $contagions } and { $gold_n } { $golds } ({ $n } cards) shuffled into one face-down pile. When a curse is drawn, turn over the top card and tap which it is.
duel-action-turned = Turned over: { $card }
duel-event-turned =
    Turned over from the Curse Deck: { $card } ({ $n ->
        [0] no card left face down
        [one] 1 card left face down
       *[other] { $n } cards left face down
    }).
duel-turned-title = Turn over the top card of the Curse Deck: which is it?
duel-turned-gains = { $name } gains this card.
duel-turned-for = For: { $action }.
# The action a card is turned over for, when it is an attack: whose attack, and which.
duel-turned-attack = { $name }'s attack, { $attack }
duel-turned-for-more = For: { $action }. Already turned over for it: { $cards }.
duel-turned-answer =
    { $card }: { $n ->
        [one] 1 face down
       *[other] { $n } face down
    }
duel-turned-cancel = Cancel
duel-banner-turned-waiting =
    Turned over, not yet drawn: { $cards }. { $n ->
        [one] The next curse drawn takes it.
       *[other] The next curses drawn take them, in that order.
    }
duel-error-turned-app-shuffles = The app shuffles this game's Curse Deck: there is no card to tell. Press "Draw a curse".
duel-error-turned-no-deck = A mixed game has no Curse Deck: curses come from the Curse pile.
duel-error-nothing-to-turn = Every card of the Curse Deck is turned over already.
duel-error-none-face-down = No { $card } is face down in the Curse Deck: every one was drawn or turned over already. Tap the card you turned over.
duel-error-need-turned = Turn over the top card of the Curse Deck and tap which it is first.
