//! One or more tests per rule of `../shared/RULES-PYRAMID.md` (P1-P30), named after it, each
//! with a stacked deck and exact outcomes.

use Card::*;
use Place::*;
use coop_automa::app::pyramid::words::{
    action_words, card_name, error_words, event_words, step_words, verdict_words,
};
use coop_automa::engine::ReplayError;
use coop_automa::modes::pyramid::*;
use coop_automa::store::ModeGame;

// ---- Helpers ----

fn setup(level: Level, mix: Mix) -> Setup {
    Setup::new(level, mix, Some(7))
}

fn normal() -> Setup {
    setup(Level::Normal, Mix::A)
}

/// Every card of the game with `top` first (the six dealt, then the deck from its top), the
/// rest of the mix after them in Estate..Colony order, Attack cards last.
fn order(setup: &Setup, top: &[Card]) -> Vec<Card> {
    let mut rest = setup.mix.cards();
    rest.extend(std::iter::repeat_n(
        Attack,
        usize::from(setup.level.attacks()),
    ));
    for card in top {
        let i = rest
            .iter()
            .position(|c| c == card)
            .unwrap_or_else(|| panic!("the mix has no more {card:?}"));
        rest.remove(i);
    }
    let mut all = top.to_vec();
    all.extend(rest);
    all
}

fn stacked(setup: Setup, top: &[Card]) -> PyramidGame {
    let order = order(&setup, top);
    PyramidGame::from_order(setup, order).unwrap()
}

/// A game in turn 1 with the stacked cards.
fn in_turn(setup: Setup, top: &[Card]) -> PyramidGame {
    let mut g = stacked(setup, top);
    ok(&mut g, Action::StartTurn { outpost: false });
    g
}

fn ok(g: &mut PyramidGame, action: Action) -> Vec<Event> {
    g.apply(action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"))
}

/// Applies an action that must be refused; checks that nothing changed; the message.
fn refused(g: &mut PyramidGame, action: Action) -> String {
    let before = g.clone();
    let e = g.apply(action).expect_err("should be refused");
    assert_eq!(*g, before, "a refusal changed the game");
    error_words(&e)
}

fn places(g: &PyramidGame) -> [Option<Card>; 6] {
    g.pyramid().places()
}

fn buy(place: Place) -> Action {
    Action::Buy(Buy::Pyramid { place })
}

fn pick(place: Place) -> Action {
    Action::ScoreFrom { place }
}

fn end(empty_piles: u8) -> Action {
    Action::EndTurn { empty_piles }
}

const START: Action = Action::StartTurn { outpost: false };
const SIX_ESTATES: [Card; 6] = [Estate; 6];

// ---- P2: the mix ----

#[test]
fn p2_presets_are_legal_and_25_mixes_qualify() {
    assert!(Mix::A.validate().is_ok());
    assert!(Mix::B.validate().is_ok());
    assert_eq!(Mix::A.preset(), Some("A"));
    assert_eq!(Mix::new(12, 9, 9, 0).preset(), None);
    let all = Mix::all_legal();
    assert_eq!(all.len(), 25);
    assert!(all.iter().all(|m| m.cards().len() == 30));
}

#[test]
fn p2_a_mix_of_13_estates_is_refused() {
    let e = PyramidGame::new(setup(Level::Normal, Mix::new(13, 10, 7, 0))).unwrap_err();
    assert_eq!(error_words(&e), "The VP deck holds all 12 Estates, not 13.");
}

#[test]
fn p2_the_first_clause_broken_is_named_in_the_rules_order() {
    // Estates and a cap both broken: the Estates first.
    let e = Mix::new(11, 13, 6, 0).validate().unwrap_err();
    assert!(
        error_words(&e).starts_with("The VP deck holds all 12 Estates"),
        "{e:?}"
    );
    // A cap and the chain both broken: the cap first.
    let e = Mix::new(12, 4, 10, 4).validate().unwrap_err();
    assert_eq!(
        error_words(&e),
        "At most 9 Provinces (there are no more to fetch), not 10."
    );
    let e = Mix::new(12, 13, 5, 0).validate().unwrap_err();
    assert!(error_words(&e).contains("At most 12 Duchies"), "{e:?}");
    let e = Mix::new(12, 7, 4, 7).validate().unwrap_err();
    assert!(error_words(&e).contains("At most 6 Colonies"), "{e:?}");
}

#[test]
fn p2_colonies_above_provinces_above_duchies_are_refused() {
    let e = Mix::new(12, 8, 4, 5).validate().unwrap_err();
    assert_eq!(
        error_words(&e),
        "No more Colonies than Provinces: 5 Colonies but 4 Provinces."
    );
    let e = Mix::new(12, 8, 9, 1).validate().unwrap_err();
    assert_eq!(
        error_words(&e),
        "No more Provinces than Duchies: 9 Provinces but 8 Duchies."
    );
}

#[test]
fn p2_a_mix_of_29_cards_is_refused_last() {
    let e = Mix::new(12, 9, 8, 0).validate().unwrap_err();
    assert_eq!(
        error_words(&e),
        "The VP deck holds exactly 30 cards, not 29."
    );
}

// ---- P3: levels ----

#[test]
fn p3_master_needs_four_colonies() {
    let e = PyramidGame::new(setup(Level::Master, Mix::B)).unwrap_err();
    assert_eq!(
        error_words(&e),
        "Master needs at least 4 Colonies in the mix, not 2."
    );
    assert!(PyramidGame::new(setup(Level::Master, Mix::new(12, 6, 6, 6))).is_ok());
    assert!(PyramidGame::new(setup(Level::Expert, Mix::B)).is_ok());
}

#[test]
fn p3_attack_cards_from_advanced_up_carry_their_display_name() {
    for (level, attacks) in [
        (Level::Easy, 0),
        (Level::Normal, 0),
        (Level::Advanced, 5),
        (Level::Expert, 5),
    ] {
        let g = PyramidGame::new(setup(level, Mix::A)).unwrap();
        let deck = g.deck_hidden();
        assert_eq!(deck.len(), 24 + attacks);
        assert_eq!(deck.iter().filter(|&&c| c == Attack).count(), attacks);
    }
    let mut s = setup(Level::Advanced, Mix::A);
    s.attack_name = "Witch".into();
    assert_eq!(card_name(&s, Attack), "Witch");
    assert_eq!(card_name(&s, Duchy), "Duchy");
    s.attack_name = "x".repeat(31);
    assert!(PyramidGame::new(s).is_err());
}

// ---- P4: the places and the deal ----

#[test]
fn p4_places_touch_in_exactly_nine_pairs() {
    let mut pairs = Vec::new();
    for a in Place::ALL {
        for b in Place::ALL {
            if a < b && a.touches(b) {
                pairs.push((a, b));
            }
        }
    }
    assert_eq!(
        pairs,
        vec![
            (B1, B2),
            (B1, M1),
            (B2, B3),
            (B2, M1),
            (B2, M2),
            (B3, M2),
            (M1, M2),
            (M1, T),
            (M2, T)
        ]
    );
    assert!(!B1.touches(B3) && !B1.touches(M2) && !B3.touches(M1) && !B1.touches(T));
}

#[test]
fn p4_the_deal_fills_b1_b2_b3_m1_m2_t_in_order() {
    let g = stacked(
        normal(),
        &[Estate, Duchy, Province, Duchy, Estate, Province, Duchy],
    );
    assert_eq!(
        places(&g),
        [
            Some(Estate),
            Some(Duchy),
            Some(Province),
            Some(Duchy),
            Some(Estate),
            Some(Province)
        ]
    );
    assert_eq!(g.deck_len(), 24);
    assert_eq!(g.deck_hidden()[0], Duchy);
    assert_eq!(g.curses_left(), 5);
    assert_eq!(g.turn(), 0);
}

#[test]
fn p4_a_seeded_deal_is_the_same_each_time_and_deals_only_vp_cards() {
    for seed in 0..50 {
        let s = Setup::new(Level::Expert, Mix::B, Some(seed));
        let a = PyramidGame::new(s.clone()).unwrap();
        let b = PyramidGame::new(s).unwrap();
        assert_eq!(a, b);
        assert!(a.pyramid().cards().all(Card::is_vp));
        assert_eq!(a.deck_len(), 29);
    }
    assert!(PyramidGame::new(Setup::new(Level::Easy, Mix::A, None)).is_err());
}

#[test]
fn p4_an_explicit_order_must_match_the_mix_exactly() {
    let s = setup(Level::Advanced, Mix::A);
    let mut o = order(&s, &[]);
    o.pop();
    let e = PyramidGame::from_order(s.clone(), o).unwrap_err();
    assert_eq!(
        error_words(&e),
        "The order holds the 30 VP cards of the mix and 5 Attack cards: 35 cards, not 34."
    );
    // Below Advanced there are no Attack cards, and the message names none.
    let n = setup(Level::Normal, Mix::A);
    let mut o = order(&n, &[]);
    o.pop();
    let e = PyramidGame::from_order(n, o).unwrap_err();
    assert_eq!(
        error_words(&e),
        "The order holds the 30 VP cards of the mix: 30 cards, not 29."
    );
    let mut o = order(&s, &[]);
    let i = o.iter().position(|&c| c == Duchy).unwrap();
    o[i] = Province;
    let e = PyramidGame::from_order(s.clone(), o).unwrap_err();
    assert_eq!(
        error_words(&e),
        "The order holds 10 Duchies for this mix and level, not 9."
    );
    let e = PyramidGame::from_order(s.clone(), order(&s, &[Estate, Estate, Attack])).unwrap_err();
    assert!(
        error_words(&e).contains("card 3 is an Attack card"),
        "{e:?}"
    );
    let mut o = order(&s, &[]);
    o[10] = Curse;
    let e = PyramidGame::from_order(s, o).unwrap_err();
    assert!(
        error_words(&e).contains("No Curse goes in the deck"),
        "{e:?}"
    );
}

// ---- P5: the setup adjustment ----

#[test]
fn p5_a_swap_exchanges_two_places_once() {
    let mut g = stacked(normal(), &[Estate, Duchy, Province, Estate, Estate, Estate]);
    ok(&mut g, Action::Swap { a: B3, b: T });
    assert_eq!(g.card_at(T), Some(Province));
    assert_eq!(g.card_at(B3), Some(Estate));
    assert_eq!(g.adjustment(), Adjustment::Swap);
    assert_eq!(
        refused(&mut g, Action::Swap { a: B1, b: B2 }),
        "The setup adjustment is made once: undo it to choose another."
    );
    assert_eq!(
        refused(
            &mut g,
            Action::Redraw {
                first: B1,
                second: None
            }
        ),
        "The setup adjustment is made once: undo it to choose another."
    );
}

#[test]
fn p5_a_swap_needs_two_different_places() {
    let mut g = stacked(normal(), &[]);
    assert_eq!(
        refused(&mut g, Action::Swap { a: M1, b: M1 }),
        "A swap takes two different places."
    );
}

#[test]
fn p5_a_redraw_takes_the_topmost_vp_cards_passing_over_attacks_then_shuffles() {
    let s = setup(Level::Advanced, Mix::A);
    let top = [
        Estate, Estate, Estate, Estate, Estate, Estate, Attack, Province, Attack, Duchy,
    ];
    let mut g = stacked(s, &top);
    let deck_before = g.deck_hidden();
    let events = ok(
        &mut g,
        Action::Redraw {
            first: T,
            second: Some(B2),
        },
    );
    // In deal order: B2 first takes the Province (the Attack passed over), then T the Duchy.
    assert_eq!(g.card_at(B2), Some(Province));
    assert_eq!(g.card_at(T), Some(Duchy));
    assert_eq!(g.deck_len(), 29);
    assert_eq!(g.adjustment(), Adjustment::Redraw);
    let mut a = g.deck_hidden();
    let mut b = deck_before;
    b.remove(3); // the Duchy
    b.remove(1); // the Province
    b.extend([Estate, Estate]);
    a.sort();
    b.sort();
    assert_eq!(a, b, "the deck holds the same cards plus the two set aside");
    assert_eq!(
        events[..4],
        [
            Event::SetAside {
                place: B2,
                card: Estate
            },
            Event::SetAside {
                place: T,
                card: Estate
            },
            Event::Redrawn {
                place: B2,
                card: Province
            },
            Event::Redrawn {
                place: T,
                card: Duchy
            },
        ]
    );
    assert_eq!(events[4], Event::DeckShuffled { cards: 29 });
}

#[test]
fn p5_the_adjustment_is_refused_once_turn_1_started() {
    let mut g = in_turn(normal(), &[]);
    assert_eq!(
        refused(&mut g, Action::Swap { a: B1, b: B2 }),
        "The setup adjustment is made before turn 1 only."
    );
}

/// Both sides of "once, before turn 1" (issue 26), for both kinds of adjustment: a redraw
/// closes it as a swap does, and neither is taken in turn 1, between turns or in turn 2.
#[test]
fn p5_both_adjustments_are_refused_after_one_and_after_turn_1_started() {
    let redraw = Action::Redraw {
        first: B1,
        second: Some(T),
    };
    let swap = Action::Swap { a: B1, b: B2 };
    let mut g = stacked(normal(), &[]);
    ok(&mut g, redraw);
    for again in [swap, redraw] {
        assert_eq!(
            refused(&mut g, again),
            "The setup adjustment is made once: undo it to choose another."
        );
    }
    let mut g = stacked(normal(), &[]);
    let mut phases = vec![];
    ok(&mut g, START);
    phases.push(g.clone());
    ok(&mut g, end(0));
    phases.push(g.clone());
    ok(&mut g, START);
    phases.push(g);
    for (i, mut g) in phases.into_iter().enumerate() {
        for late in [swap, redraw] {
            assert_eq!(
                refused(&mut g, late),
                "The setup adjustment is made before turn 1 only.",
                "{late:?} in phase {i}"
            );
        }
    }
}

#[test]
fn p5_a_redraw_undone_and_redone_shuffles_the_same_way() {
    let mut g = stacked(normal(), &[]);
    ok(
        &mut g,
        Action::Redraw {
            first: B1,
            second: Some(M2),
        },
    );
    let after = g.clone();
    g.undo().unwrap();
    g.redo().unwrap();
    assert_eq!(g, after);
    g.undo().unwrap();
    ok(
        &mut g,
        Action::Redraw {
            first: B1,
            second: Some(M2),
        },
    );
    assert_eq!(g.deck_hidden(), after.deck_hidden());
}

// ---- P6: the Curse supply ----

#[test]
fn p6_corrections_stay_within_the_supply_and_the_players_curses() {
    let mut g = in_turn(normal(), &[]);
    let back = Action::CorrectCurses {
        change: CurseChange::Returned,
    };
    let left = Action::CorrectCurses {
        change: CurseChange::Left,
    };
    assert!(refused(&mut g, back).contains("none can go back"));
    ok(&mut g, left);
    assert_eq!((g.curses_left(), g.curses_with_player()), (4, 1));
    ok(&mut g, back);
    assert_eq!((g.curses_left(), g.curses_with_player()), (5, 0));
    for _ in 0..5 {
        ok(&mut g, left);
    }
    assert_eq!(
        refused(&mut g, left),
        "The Curse supply is empty: no Curse can leave it."
    );
}

#[test]
fn p6_an_empty_curse_supply_is_an_empty_supply_pile() {
    let mut g = in_turn(normal(), &[]);
    for _ in 0..5 {
        ok(&mut g, Action::GiveCurse { to: CurseTo::Trash });
    }
    assert_eq!(
        refused(&mut g, Action::GiveCurse { to: CurseTo::Trash }),
        "No Curse is left in the supply: the card that gives one cannot be played."
    );
    let events = ok(&mut g, end(2));
    assert_eq!(
        events[0],
        Event::TurnEnded {
            turn: 1,
            empty_piles: 3
        }
    );
    assert!(g.is_over());
}

// ---- P7: hidden information ----

#[test]
fn p7_the_score_pile_is_shown_only_once_the_game_is_over() {
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Estate, Estate, Estate]);
    ok(&mut g, Action::SevenCards);
    ok(&mut g, pick(B1));
    assert_eq!(g.score_pile_len(), 1);
    assert_eq!(g.score_pile(), None);
    ok(&mut g, end(3));
    assert_eq!(g.score_pile(), Some(&[Duchy][..]));
    g.undo().unwrap();
    assert_eq!(
        g.score_pile(),
        None,
        "hidden again when the ending is undone"
    );
}

#[test]
fn p23_ending_a_turn_is_told_with_its_empty_piles_only_when_there_are_some() {
    let mut g = in_turn(normal(), &[]);
    ok(&mut g, end(0));
    assert_eq!(step_words(&g, true).unwrap(), "End turn 1");
    g.undo().unwrap();
    ok(&mut g, end(2));
    assert_eq!(
        step_words(&g, true).unwrap(),
        "End turn 1 (2 other piles empty)"
    );
}

#[test]
fn p7_the_log_and_undo_labels_never_name_a_deck_card() {
    let mut g = stacked(
        normal(),
        &[Estate, Estate, Estate, Estate, Estate, Estate, Duchy],
    );
    ok(
        &mut g,
        Action::Redraw {
            first: B1,
            second: None,
        },
    );
    let setup = g.setup().clone();
    let lines: Vec<String> = g
        .log()
        .flat_map(|(_, events)| events.iter().map(|e| event_words(&setup, e)))
        .collect();
    assert_eq!(
        lines.last().unwrap(),
        "The set-aside cards went into the deck, and the deck was shuffled (24 cards)."
    );
    assert_eq!(step_words(&g, true).unwrap(), "Redraw B1");
}

// ---- P8: the turn's frame ----

#[test]
fn p8_before_turn_1_only_the_adjustment_and_start_turn() {
    let mut g = stacked(normal(), &[]);
    for action in [
        Action::SevenCards,
        end(0),
        Action::Reshuffle {
            choice: ReshuffleChoice::AiScores,
        },
    ] {
        assert_eq!(
            refused(&mut g, action),
            "Before turn 1 only the setup adjustment and Start turn are accepted: press Start turn first."
        );
    }
    let events = ok(&mut g, START);
    assert_eq!(
        events,
        vec![
            Event::TurnStarted {
                turn: 1,
                outpost: false
            },
            Event::Stable
        ]
    );
    assert_eq!(g.phase(), Phase::Turn);
    assert!(refused(&mut g, START).contains("press End turn first"));
}

#[test]
fn p8_while_cards_are_owed_only_the_picks_are_accepted() {
    let mut g = in_turn(
        normal(),
        &[Province, Estate, Estate, Estate, Estate, Estate],
    );
    ok(&mut g, buy(B1));
    assert_eq!(g.owed().0, 2);
    assert_eq!(
        refused(&mut g, end(0)),
        "The AI still scores 2 cards for the Province bought: tap each in the lowest row first."
    );
    ok(&mut g, pick(B2));
    ok(&mut g, pick(B3));
    ok(&mut g, end(0));
    assert_eq!(g.phase(), Phase::BetweenTurns);
}

// ---- P9: the stability check ----

fn pyramid_of(cards: &[(Place, Card)]) -> Places {
    let mut p = [None; 6];
    for &(place, card) in cards {
        p[place.index()] = Some(card);
    }
    Places::from_places(p)
}

#[test]
fn p9_the_rules_examples() {
    assert_eq!(
        pyramid_of(&[(B2, Estate), (M1, Estate), (T, Province)]).instability(),
        None
    );
    assert_eq!(
        pyramid_of(&[(B2, Estate), (M1, Estate), (T, Curse)]).instability(),
        Some(Instability::TopNotVp)
    );
    assert_eq!(
        pyramid_of(&[(B1, Estate), (M2, Estate), (T, Duchy)]).instability(),
        Some(Instability::NotConnected)
    );
    assert_eq!(
        pyramid_of(&[(B1, Estate), (B3, Estate), (M1, Curse), (T, Attack)]).instability(),
        None
    );
    assert_eq!(
        pyramid_of(&[(M1, Estate), (M2, Estate), (T, Duchy)]).instability(),
        Some(Instability::NoBottomCard)
    );
    assert_eq!(
        Places::default().instability(),
        Some(Instability::NoBottomCard)
    );
}

#[test]
fn p9_holes_left_by_scoring_stay_until_start_turn() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    ok(&mut g, Action::Gain { place: B1 });
    ok(&mut g, Action::Gain { place: B2 });
    ok(&mut g, Action::Gain { place: B3 });
    assert_eq!(g.pyramid().len(), 3);
    ok(&mut g, end(0));
    assert_eq!(g.pyramid().len(), 3, "no repair at End turn");
    let events = ok(&mut g, START);
    assert_eq!(
        events[1],
        Event::Unstable {
            why: Instability::NoBottomCard
        }
    );
    assert_eq!(g.pyramid().len(), 6);
}

/// The entries of a turn (P14, P15, P16-P22) wait for Start turn: before the first turn and
/// between turns each is refused, saying to press Start turn, and changes nothing.
#[test]
fn p14_to_p22_a_turn_s_entries_are_refused_outside_a_turn() {
    let entries = [
        Action::SevenCards,
        Action::FourthAction,
        buy(B1),
        Action::TopBonusMove { from: B1, to: B2 },
        Action::Gain { place: B1 },
        Action::GiveCurse { to: CurseTo::Trash },
    ];
    let mut before_the_first = stacked(normal(), &SIX_ESTATES);
    let mut between = in_turn(normal(), &SIX_ESTATES);
    ok(&mut between, end(0));
    for g in [&mut before_the_first, &mut between] {
        for action in entries {
            let why = refused(g, action);
            assert!(why.contains("press Start turn"), "{action:?}: {why}");
        }
    }
}

/// The log says why a pyramid was unstable, in the words of P9's three tests.
#[test]
fn p9_the_log_names_the_reason_a_pyramid_is_unstable() {
    let setup = normal();
    for (why, words) in [
        (Instability::NoBottomCard, "no card is in the bottom row"),
        (Instability::TopNotVp, "no VP card at the top"),
        (Instability::NotConnected, "do not all touch"),
    ] {
        let line = event_words(&setup, &Event::Unstable { why });
        assert!(line.contains(words), "{why:?}: {line}");
    }
}

// ---- P10: cascade and refill ----

#[test]
fn p10_cascade_top_card_falls_to_bottom_row() {
    // {B3, T}: T -> B1 through M1, the lowest and leftmost.
    let mut g = in_turn(
        normal(),
        &[
            Estate, Estate, Estate, Estate, Estate, Estate, Duchy, Province, Duchy, Province,
        ],
    );
    ok(&mut g, Action::Gain { place: B1 });
    ok(&mut g, Action::Gain { place: B2 });
    ok(&mut g, buy(M1));
    ok(&mut g, buy(M2));
    ok(&mut g, end(0));
    let events = ok(&mut g, START);
    assert_eq!(
        events[1],
        Event::Unstable {
            why: Instability::NotConnected
        }
    );
    assert_eq!(
        events[2],
        Event::Fell(Fall {
            card: Estate,
            from: T,
            to: B1
        })
    );
    assert_eq!(
        events[3..],
        [
            Event::Refilled {
                place: B2,
                card: Duchy
            },
            Event::Refilled {
                place: M1,
                card: Province
            },
            Event::Refilled {
                place: M2,
                card: Duchy
            },
            Event::Refilled {
                place: T,
                card: Province
            },
        ]
    );
    assert_eq!(
        places(&g),
        [
            Some(Estate),
            Some(Duchy),
            Some(Estate),
            Some(Province),
            Some(Duchy),
            Some(Province)
        ]
    );
}

#[test]
fn p10_cascade_with_only_the_upper_rows_fills_the_bottom_left_to_right() {
    let mut g = in_turn(normal(), &[Estate, Estate, Estate, Duchy, Province, Duchy]);
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, end(0));
    let events = ok(&mut g, START);
    assert_eq!(
        events[2..5],
        [
            Event::Fell(Fall {
                card: Duchy,
                from: M1,
                to: B1
            }),
            Event::Fell(Fall {
                card: Province,
                from: M2,
                to: B2
            }),
            Event::Fell(Fall {
                card: Duchy,
                from: T,
                to: B3
            }),
        ]
    );
}

#[test]
fn p10_cascade_of_b1_m2_t_gives_m2_to_b2_and_t_to_b3() {
    let mut p = pyramid_of(&[(B1, Estate), (M2, Duchy), (T, Province)]);
    let falls = p.cascade();
    assert_eq!(
        falls,
        vec![
            Fall {
                card: Duchy,
                from: M2,
                to: B2
            },
            Fall {
                card: Province,
                from: T,
                to: B3
            },
        ]
    );
    // T over a full B1-B2 and an empty B3 reaches B3 through M2.
    let mut p = pyramid_of(&[(B1, Estate), (B2, Estate), (T, Colony)]);
    assert_eq!(
        p.cascade(),
        vec![Fall {
            card: Colony,
            from: T,
            to: B3
        }]
    );
    // A card resting on two filled places does not move.
    let mut p = pyramid_of(&[(B1, Estate), (B2, Estate), (M1, Duchy)]);
    assert_eq!(p.cascade(), vec![]);
}

#[test]
fn p10_the_refill_takes_any_card_and_stops_when_the_deck_runs_out() {
    let s = setup(Level::Advanced, Mix::A);
    let mut g = in_turn(
        s,
        &[
            Estate, Estate, Estate, Estate, Estate, Estate, Attack, Duchy, Attack,
        ],
    );
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, end(0));
    ok(&mut g, START);
    assert_eq!(places(&g)[3..], [Some(Attack), Some(Duchy), Some(Attack)]);
    // Almost empty deck: a short refill leaves places empty.
    let mut g = in_turn(normal(), &SIX_ESTATES);
    let mut turns = 0;
    while g.deck_len() > 2 {
        for p in [B1, B2, B3] {
            if g.card_at(p).is_some_and(Card::is_vp) {
                ok(&mut g, Action::Gain { place: p });
            }
        }
        ok(&mut g, end(0));
        ok(&mut g, START);
        turns += 1;
        assert!(turns < 30);
    }
    let left = g.deck_len();
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, end(0));
    let events = ok(&mut g, START);
    assert_eq!(g.deck_len(), 0);
    assert_eq!(
        events.last(),
        Some(&Event::DeckRanOut {
            empty_places: (3 - left) as u8
        })
    );
}

// ---- P11, P12: the AI scores ----

#[test]
fn p11_the_ai_scores_only_from_the_lowest_row() {
    let mut g = in_turn(normal(), &[Estate, Duchy, Estate, Province, Estate, Estate]);
    ok(&mut g, Action::SevenCards);
    assert_eq!(g.choosable(), vec![B1, B2, B3]);
    assert_eq!(
        refused(&mut g, pick(M1)),
        "The AI can only score from the bottom row while it holds a card."
    );
    let events = ok(&mut g, pick(B2));
    assert_eq!(
        events,
        vec![Event::AiScored {
            card: Duchy,
            place: B2,
            fate: Fate::ScorePile
        }]
    );
    assert_eq!(step_words(&g, true).unwrap(), "AI scored Duchy from B2");
    assert_eq!(
        refused(&mut g, pick(B1)),
        "The AI owes no card now: there is nothing to score."
    );
}

#[test]
fn p11_then_the_middle_row_then_the_top() {
    let mut g = in_turn(normal(), &[Estate, Estate, Estate, Duchy, Duchy, Province]);
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, Action::FourthAction);
    assert_eq!(g.choosable(), vec![M1, M2]);
    assert_eq!(
        refused(&mut g, pick(T)),
        "The AI can only score from the middle row while it holds a card."
    );
    assert_eq!(
        refused(&mut g, pick(B1)),
        "B1 is empty: pick a card the AI can score."
    );
    ok(&mut g, pick(M2));
    assert_eq!(g.owed().0, 0);
}

#[test]
fn p11_the_count_is_cut_to_the_cards_in_the_pyramid() {
    let mut g = in_turn(
        normal(),
        &[Province, Estate, Estate, Estate, Estate, Estate],
    );
    for p in [B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, buy(T));
    ok(&mut g, buy(M1));
    ok(&mut g, buy(M2));
    // B1 holds the Province alone; a Victory kingdom card at $0 asks 2, the pyramid gives 1.
    let events = ok(
        &mut g,
        Action::Buy(Buy::VictoryKingdom {
            cost: 0,
            overpay: 0,
        }),
    );
    let why = Reaction::Buy(Bought::VictoryKingdom);
    assert_eq!(
        events.last(),
        Some(&Event::AiOwes {
            count: 1,
            asked: 2,
            why
        })
    );
    assert!(event_words(g.setup(), &events[1]).contains("(2 asked, the pyramid holds only 1)"));
    ok(&mut g, pick(B1));
    assert!(g.pyramid().is_empty());
    assert_eq!(g.deck_len(), 24, "nothing drawn from the deck for it");
    ok(&mut g, end(0));
}

#[test]
fn p12_a_scored_curse_takes_the_score_piles_top_card_to_the_trash() {
    let mut g = in_turn(normal(), &[Duchy, Province, Estate, Estate, Estate, Estate]);
    ok(&mut g, Action::Buy(Buy::Platinum { overpay: 0 }));
    ok(&mut g, pick(B1));
    ok(&mut g, pick(B2));
    assert_eq!(g.score_pile_hidden(), &[Duchy, Province]);
    ok(
        &mut g,
        Action::GiveCurse {
            to: CurseTo::Place(B1),
        },
    );
    ok(&mut g, end(0));
    ok(&mut g, START);
    ok(&mut g, Action::SevenCards);
    let events = ok(&mut g, pick(B1));
    assert_eq!(
        events,
        vec![Event::AiScored {
            card: Curse,
            place: B1,
            fate: Fate::CurseTrashed {
                with: Some(Province)
            }
        }]
    );
    assert_eq!(g.score_pile_hidden(), &[Duchy]);
    assert_eq!(g.trash(), &[Curse, Province]);
}

#[test]
fn p12_a_scored_attack_card_is_trashed_and_nothing_more() {
    let s = setup(Level::Advanced, Mix::A);
    let mut g = in_turn(
        s,
        &[
            Estate, Estate, Estate, Estate, Estate, Estate, Attack, Duchy, Duchy,
        ],
    );
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, end(0));
    ok(&mut g, START);
    // Cascade: M1 -> B1, M2 -> B2, T -> B3; refill M1 Attack, M2 Duchy, T Duchy.
    ok(&mut g, Action::Buy(Buy::Platinum { overpay: 0 }));
    ok(&mut g, pick(B1));
    ok(&mut g, pick(B2));
    ok(&mut g, end(0));
    ok(&mut g, Action::StartTurn { outpost: false });
    ok(&mut g, Action::SevenCards);
    ok(&mut g, pick(B3));
    // Now only the middle row and T: the Attack at M1 can be scored.
    ok(&mut g, Action::FourthAction);
    let events = ok(&mut g, pick(M1));
    assert_eq!(
        events,
        vec![Event::AiScored {
            card: Attack,
            place: M1,
            fate: Fate::AttackTrashed
        }]
    );
    assert_eq!(g.trash(), &[Attack]);
    assert_eq!(g.score_pile_hidden(), &[Estate, Estate, Estate]);
}

// ---- P13: a reshuffle ----

#[test]
fn p13_the_ai_scores_the_leftmost_card_of_the_lowest_row() {
    let mut g = in_turn(normal(), &[Estate, Duchy, Province, Estate, Estate, Estate]);
    ok(&mut g, Action::Gain { place: B1 });
    let events = ok(
        &mut g,
        Action::Reshuffle {
            choice: ReshuffleChoice::AiScores,
        },
    );
    assert_eq!(
        events,
        vec![Event::AiScored {
            card: Duchy,
            place: B2,
            fate: Fate::ScorePile
        }]
    );
    ok(&mut g, end(0));
    // Between turns too.
    ok(
        &mut g,
        Action::Reshuffle {
            choice: ReshuffleChoice::AiScores,
        },
    );
    assert_eq!(g.score_pile_hidden(), &[Duchy, Province]);
}

#[test]
fn p13_taking_a_curse_is_refused_when_none_is_left() {
    let mut g = in_turn(normal(), &[]);
    let take = Action::Reshuffle {
        choice: ReshuffleChoice::TakeCurse,
    };
    let events = ok(&mut g, take);
    assert_eq!(events, vec![Event::CurseTaken { left: 4 }]);
    assert!(event_words(g.setup(), &events[0]).contains("VP tokens"));
    for _ in 0..4 {
        ok(&mut g, take);
    }
    assert_eq!(g.curses_with_player(), 5);
    assert_eq!(
        refused(&mut g, take),
        "No Curse is left in the supply to take: let the AI score instead."
    );
}

#[test]
fn p13_with_an_empty_pyramid_the_ai_scores_nothing() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    for p in [T, M1, M2] {
        ok(&mut g, buy(p));
    }
    let events = ok(
        &mut g,
        Action::Reshuffle {
            choice: ReshuffleChoice::AiScores,
        },
    );
    assert_eq!(events, vec![Event::AiScoresNothing { why: None }]);
}

// ---- P14, P15: 7+ cards, the 4th Action ----

#[test]
fn p14_seven_cards_scores_one_once_per_turn_never_on_an_outpost_turn() {
    let mut g = in_turn(normal(), &[]);
    let events = ok(&mut g, Action::SevenCards);
    assert_eq!(
        events,
        vec![Event::AiOwes {
            count: 1,
            asked: 1,
            why: Reaction::SevenCards
        }]
    );
    ok(&mut g, pick(B1));
    assert_eq!(
        refused(&mut g, Action::SevenCards),
        "The AI has scored for 7 or more cards this turn already: once per turn."
    );
    ok(&mut g, end(0));
    ok(&mut g, Action::StartTurn { outpost: true });
    assert_eq!(
        refused(&mut g, Action::SevenCards),
        "On an Outpost turn 7 or more cards makes the AI score nothing."
    );
    ok(&mut g, end(0));
    ok(&mut g, START);
    ok(&mut g, Action::SevenCards);
}

#[test]
fn p15_the_fourth_action_scores_one_once_per_turn_never_on_an_outpost_turn() {
    let mut g = in_turn(normal(), &[]);
    ok(&mut g, Action::FourthAction);
    ok(&mut g, pick(B3));
    assert!(refused(&mut g, Action::FourthAction).contains("once per turn"));
    ok(&mut g, Action::SevenCards);
    ok(&mut g, pick(B1));
    ok(&mut g, end(0));
    ok(&mut g, Action::StartTurn { outpost: true });
    assert!(refused(&mut g, Action::FourthAction).contains("Outpost turn"));
}

// ---- P16, P17: Gold, Platinum, Victory kingdom cards ----

fn count_for(buy: Buy) -> u8 {
    let mut g = in_turn(normal(), &[]);
    ok(&mut g, Action::Buy(buy));
    g.owed().0
}

#[test]
fn p16_gold_and_platinum_scores_less_by_half_the_overpay() {
    let gold: Vec<u8> = (0..5)
        .map(|o| count_for(Buy::Gold { overpay: o }))
        .collect();
    assert_eq!(gold, [1, 1, 0, 0, 0]);
    let plat: Vec<u8> = (0..6)
        .map(|o| count_for(Buy::Platinum { overpay: o }))
        .collect();
    assert_eq!(plat, [2, 2, 1, 1, 0, 0]);
    let mut g = in_turn(normal(), &[]);
    assert_eq!(
        refused(&mut g, Action::Buy(Buy::Gold { overpay: 31 })),
        "Overpay: $31 is out of range; enter $0 to $30."
    );
}

#[test]
fn p17_a_victory_kingdom_card_scores_two_less_half_the_overpay() {
    assert_eq!(
        count_for(Buy::VictoryKingdom {
            cost: 4,
            overpay: 0
        }),
        2
    );
    assert_eq!(
        count_for(Buy::VictoryKingdom {
            cost: 4,
            overpay: 3
        }),
        1
    );
    // Gardens bought for $8: 0.
    assert_eq!(
        count_for(Buy::VictoryKingdom {
            cost: 4,
            overpay: 4
        }),
        0
    );
}

// ---- P18: buying a pyramid card ----

#[test]
fn p18_the_count_falls_by_one_per_level_and_the_card_leaves_first() {
    let mut g = in_turn(normal(), &[Estate, Estate, Estate, Duchy, Estate, Province]);
    assert_eq!(g.cost_at(M1), Some(7));
    assert_eq!(g.cost_at(T), Some(12));
    assert_eq!(g.cost_at(B1), Some(2));
    let events = ok(&mut g, buy(T));
    assert_eq!(
        events[0],
        Event::Bought {
            what: Bought::Pyramid(Province),
            cost: 12,
            place: Some(T)
        }
    );
    assert_eq!(
        events[1],
        Event::AiScoresNothing {
            why: Some(Reaction::Buy(Bought::Pyramid(Province)))
        }
    );
    assert_eq!(g.taken(), &[Province]);
    assert_eq!(g.card_at(T), None);
    ok(&mut g, end(0));
    let mut g = in_turn(
        setup(Level::Normal, Mix::B),
        &[Colony, Estate, Estate, Estate, Colony, Estate],
    );
    ok(&mut g, buy(M2));
    assert_eq!(g.owed().0, 2);
    ok(&mut g, pick(B1));
    ok(&mut g, pick(B2));
    ok(&mut g, end(0));
    let mut g = in_turn(
        setup(Level::Normal, Mix::B),
        &[Colony, Estate, Estate, Estate, Estate, Estate],
    );
    ok(&mut g, buy(B1));
    assert_eq!(g.owed().0, 3);
    // The bought card left first: the AI scores from the other two bottom cards, then M1.
    assert_eq!(g.choosable(), vec![B2, B3]);
    // A Duchy from the bottom row: one card; a Province: two.
    for (card, owed) in [(Duchy, 1), (Province, 2)] {
        let mut g = in_turn(normal(), &[card, Estate, Estate, Estate, Estate, Estate]);
        ok(&mut g, buy(B1));
        assert_eq!(g.owed().0, owed, "{card:?}");
    }
}

#[test]
fn p18_only_vp_cards_can_be_bought() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    ok(&mut g, Action::Gain { place: B1 });
    ok(
        &mut g,
        Action::GiveCurse {
            to: CurseTo::Place(B1),
        },
    );
    assert_eq!(
        refused(&mut g, buy(B1)),
        "Only VP cards can be taken from the pyramid: the Curse at B1 cannot."
    );
}

#[test]
fn p18_the_top_bonus_once_after_a_top_buy_until_end_turn() {
    let mut g = in_turn(normal(), &[Estate, Duchy, Estate, Estate, Estate, Duchy]);
    let move_ = Action::TopBonusMove { from: B2, to: T };
    assert_eq!(
        refused(&mut g, move_),
        "The top bonus comes only after buying the card at T this turn."
    );
    ok(&mut g, buy(T));
    // The Duchy at T scored 0 (1 - 2 levels): the bonus is open at once.
    assert!(g.top_bonus_available());
    assert!(refused(&mut g, Action::TopBonusMove { from: B2, to: M1 }).contains("M1 holds a card"));
    let events = ok(&mut g, move_);
    assert_eq!(
        events,
        vec![Event::BonusMoved {
            card: Duchy,
            from: B2,
            to: T
        }]
    );
    assert_eq!(
        refused(&mut g, Action::TopBonusSwap { a: B1, b: T }),
        "The top bonus is used already this turn: once."
    );
    ok(&mut g, end(0));
    ok(&mut g, START);
    assert!(refused(&mut g, Action::TopBonusSwap { a: B1, b: T }).contains("only after buying"));
}

/// Both sides of "after buying the card at T" (issue 26): a buy from another place, in the
/// middle row or the bottom one (and the AI's score for it), opens no top bonus; a top buy
/// later in the same turn does. The buys are dearest first (P19): Duchy $7 in the middle,
/// Province $8 at B1, then the Estate $6 at T.
#[test]
fn p18_the_top_bonus_is_refused_after_a_buy_from_another_row() {
    // B1, B2, B3, M1, M2, T.
    let deal = [Province, Estate, Estate, Duchy, Duchy, Estate];
    for place in [M1, M2, B1] {
        let mut g = in_turn(normal(), &deal);
        ok(&mut g, buy(place));
        if place == B1 {
            // The Province scores 2 at the bottom: the AI takes the two Estates beside it.
            ok(&mut g, pick(B2));
            ok(&mut g, pick(B3));
        }
        assert!(!g.top_bonus_available(), "after a buy from {place:?}");
        let other = if place == B1 { M1 } else { B1 };
        assert_eq!(
            refused(&mut g, Action::TopBonusSwap { a: other, b: T }),
            "The top bonus comes only after buying the card at T this turn.",
            "after a buy from {place:?}"
        );
        ok(&mut g, buy(T));
        assert!(
            g.top_bonus_available(),
            "a top buy after one from {place:?}"
        );
    }
}

#[test]
fn p18_the_top_bonus_swaps_vp_cards_only_and_waits_for_the_ais_score() {
    let mut g = in_turn(
        setup(Level::Normal, Mix::B),
        &[Estate, Duchy, Estate, Estate, Estate, Colony],
    );
    ok(&mut g, Action::GiveCurse { to: CurseTo::Trash });
    ok(&mut g, buy(T));
    // A Colony at T: 3 - 2 = 1 card owed first.
    assert!(!g.top_bonus_available());
    assert!(
        refused(&mut g, Action::TopBonusSwap { a: B1, b: B2 })
            .starts_with("The AI still scores 1 card")
    );
    ok(&mut g, pick(B3));
    ok(&mut g, Action::Gain { place: B1 });
    ok(
        &mut g,
        Action::GiveCurse {
            to: CurseTo::Place(B1),
        },
    );
    assert!(
        refused(&mut g, Action::TopBonusSwap { a: B1, b: B2 }).contains("the Curse at B1 cannot")
    );
    ok(&mut g, Action::TopBonusSwap { a: B2, b: M2 });
    assert_eq!(g.card_at(M2), Some(Duchy));
    assert_eq!(g.card_at(B2), Some(Estate));
}

// ---- P19: several buys ----

#[test]
fn p19_buys_are_entered_most_expensive_first() {
    let mut g = in_turn(normal(), &[]);
    ok(
        &mut g,
        Action::Buy(Buy::VictoryKingdom {
            cost: 4,
            overpay: 4,
        }),
    );
    assert_eq!(
        refused(&mut g, Action::Buy(Buy::Gold { overpay: 0 })),
        "Buy the Gold ($6) before the Victory kingdom card ($4): undo the Victory kingdom card to reorder."
    );
    // Equal costs in any order; cursing an Estate costs $0.
    ok(
        &mut g,
        Action::Buy(Buy::VictoryKingdom {
            cost: 4,
            overpay: 4,
        }),
    );
}

#[test]
fn p19_one_reaction_the_largest_count_of_the_turns_buys() {
    // A Province from the bottom (2), then a Gold (1): 2 in all.
    let mut g = in_turn(normal(), &[Province, Duchy, Estate, Estate, Estate, Estate]);
    ok(&mut g, buy(B1));
    ok(&mut g, pick(B3));
    ok(&mut g, pick(B2));
    let events = ok(&mut g, Action::Buy(Buy::Gold { overpay: 0 }));
    assert_eq!(
        events[1],
        Event::AiScoresNothing {
            why: Some(Reaction::Buy(Bought::Gold))
        }
    );
    assert_eq!(g.score_pile_len(), 2);
    // A Province from the middle (1), then a Duchy from the bottom (1): 1 in all.
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Province, Estate, Estate]);
    ok(&mut g, buy(M1));
    ok(&mut g, pick(B3));
    let events = ok(&mut g, buy(B1));
    assert_eq!(
        events[1],
        Event::AiScoresNothing {
            why: Some(Reaction::Buy(Bought::Pyramid(Duchy)))
        }
    );
}

#[test]
fn p19_gold_then_gardens_scores_one_then_one_more() {
    let mut g = in_turn(normal(), &[]);
    ok(&mut g, Action::Buy(Buy::Gold { overpay: 0 }));
    assert_eq!(g.owed().0, 1);
    ok(&mut g, pick(B1));
    let events = ok(
        &mut g,
        Action::Buy(Buy::VictoryKingdom {
            cost: 4,
            overpay: 0,
        }),
    );
    assert_eq!(
        events[1],
        Event::AiOwes {
            count: 1,
            asked: 1,
            why: Reaction::Buy(Bought::VictoryKingdom)
        }
    );
    ok(&mut g, pick(B2));
    // Counts start afresh each turn, and so does the order.
    ok(&mut g, end(0));
    ok(&mut g, START);
    ok(&mut g, Action::Buy(Buy::Gold { overpay: 0 }));
    assert_eq!(g.owed().0, 1);
}

// ---- P20: gains ----

#[test]
fn p20_a_gain_takes_a_bottom_vp_card_with_no_reaction() {
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Duchy, Estate, Estate]);
    let events = ok(&mut g, Action::Gain { place: B1 });
    assert_eq!(
        events,
        vec![Event::Gained {
            card: Duchy,
            place: B1,
            cost: 5
        }]
    );
    assert_eq!(g.owed().0, 0);
    assert_eq!(g.taken(), &[Duchy]);
    assert_eq!(
        refused(&mut g, Action::Gain { place: M1 }),
        "Only a VP card in the bottom row can be gained: M1 is in the middle row."
    );
    // Not a buy for P19: a Gold can still follow a cheaper gain.
    ok(&mut g, Action::Buy(Buy::Gold { overpay: 2 }));
}

// ---- P21: a Curse given to the AI ----

#[test]
fn p21_a_given_curse_goes_to_an_empty_place_or_the_trash_with_the_top_card() {
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Estate, Estate, Estate]);
    assert_eq!(
        refused(
            &mut g,
            Action::GiveCurse {
                to: CurseTo::Place(B2)
            }
        ),
        "B2 holds a card: a given Curse goes to an empty place or to the trash."
    );
    ok(&mut g, Action::SevenCards);
    ok(&mut g, pick(B1));
    let events = ok(&mut g, Action::GiveCurse { to: CurseTo::Trash });
    assert_eq!(
        events,
        vec![Event::CurseGiven {
            to: CurseTo::Trash,
            with: Some(Duchy),
            left: 4
        }]
    );
    assert_eq!(g.trash(), &[Curse, Duchy]);
    assert_eq!(g.score_pile_len(), 0);
    let events = ok(&mut g, Action::GiveCurse { to: CurseTo::Trash });
    assert_eq!(
        events,
        vec![Event::CurseGiven {
            to: CurseTo::Trash,
            with: None,
            left: 3
        }]
    );
    ok(
        &mut g,
        Action::GiveCurse {
            to: CurseTo::Place(B1),
        },
    );
    assert_eq!(g.card_at(B1), Some(Curse));
    assert_eq!(g.owed().0, 0, "no reaction");
}

// ---- P22: cursing an Estate ----

#[test]
fn p22_cursing_an_estate_trashes_a_bottom_estate_for_0() {
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Estate, Estate, Estate]);
    assert_eq!(
        refused(&mut g, Action::Buy(Buy::CurseEstate { place: B1 })),
        "Cursing an Estate needs an Estate in the bottom row: B1 holds a Duchy."
    );
    assert_eq!(
        refused(&mut g, Action::Buy(Buy::CurseEstate { place: M1 })),
        "Cursing an Estate needs an Estate in the bottom row: M1 holds an Estate."
    );
    ok(&mut g, Action::Buy(Buy::Gold { overpay: 3 }));
    let events = ok(&mut g, Action::Buy(Buy::CurseEstate { place: B2 }));
    assert_eq!(
        events,
        vec![Event::Bought {
            what: Bought::CurseEstate,
            cost: 0,
            place: Some(B2)
        }]
    );
    assert_eq!(g.trash(), &[Estate]);
    assert_eq!(g.curses_left(), 5);
    assert_eq!(g.owed().0, 0);
    // $0: nothing dearer after it.
    assert!(refused(&mut g, buy(B3)).contains("before the cursed Estate ($0)"));
}

// ---- P23, P24, P25: the end ----

#[test]
fn p23_three_empty_piles_end_the_game_at_end_turn() {
    let mut g = in_turn(normal(), &[]);
    assert_eq!(
        refused(&mut g, end(21)),
        "Empty supply piles other than the Curse pile: 21 is out of range; enter 0 to 20."
    );
    ok(&mut g, end(2));
    assert_eq!(g.phase(), Phase::BetweenTurns);
    ok(&mut g, START);
    let events = ok(&mut g, end(3));
    let ending = Ending::EndOfTurn {
        empty_piles: 3,
        by_piles: true,
        by_pyramid: false,
    };
    assert_eq!(events[1], Event::GameOver { ending });
    assert_eq!(g.ending().unwrap().rules(), "P23");
    assert_eq!(
        refused(&mut g, START),
        "The game is over: only the final counts can be entered, or undo to go back."
    );
}

/// A game whose pyramid and deck are emptied by gains and Estate buys (Mix A, Normal).
fn drained() -> PyramidGame {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    // Bounded: rules that never empty the deck must fail here, not hang.
    for _ in 0..60 {
        for p in Place::ALL {
            match g.card_at(p) {
                Some(c) if p.row() == Row::Bottom && c.is_vp() => {
                    ok(&mut g, Action::Gain { place: p });
                }
                _ => {}
            }
        }
        if g.deck_len() == 0 && g.pyramid().is_empty() {
            return g;
        }
        ok(&mut g, end(0));
        ok(&mut g, START);
    }
    panic!("P24: 60 turns of gains and Estate buys should empty the pyramid and the deck");
}

#[test]
fn p24_an_empty_pyramid_and_deck_end_the_game() {
    let mut g = drained();
    assert_eq!(g.taken().len(), 30);
    let events = ok(&mut g, end(0));
    let ending = Ending::EndOfTurn {
        empty_piles: 0,
        by_piles: false,
        by_pyramid: true,
    };
    assert_eq!(events[1], Event::GameOver { ending });
    assert_eq!(g.ending().unwrap().rules(), "P24");
    g.undo().unwrap();
    ok(&mut g, end(3));
    assert_eq!(g.ending().unwrap().rules(), "P23 and P24");
    assert!(event_words(g.setup(), &g.log().last().unwrap().1[1]).contains(", and the pyramid"));
}

#[test]
fn p24_an_empty_pyramid_with_cards_in_the_deck_goes_on_and_refills() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    for p in [T, M1, M2] {
        ok(&mut g, buy(p));
    }
    assert!(g.pyramid().is_empty());
    ok(&mut g, end(0));
    assert_eq!(g.phase(), Phase::BetweenTurns);
    ok(&mut g, START);
    assert_eq!(g.pyramid().len(), 6);
}

#[test]
fn p25_no_buy_possible_loses_at_once_unscored() {
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Estate, Estate, Estate]);
    ok(&mut g, Action::SevenCards);
    ok(&mut g, pick(B1));
    let events = ok(&mut g, Action::NoBuyPossible);
    assert_eq!(
        events,
        vec![Event::GameOver {
            ending: Ending::NoBuyPossible
        }]
    );
    assert_eq!(g.verdict(), Some(Verdict::LossNoBuy));
    assert_eq!(
        verdict_words(Verdict::LossNoBuy, Level::Normal),
        "loss: no buy possible"
    );
    assert_eq!(g.score_pile(), Some(&[Duchy][..]));
    assert_eq!(
        refused(&mut g, Action::Final(FinalEntries::default())),
        "The game was lost with no buy possible: it is not scored."
    );
    assert!(matches!(g.outcome(), Some(Outcome::NoBuyPossible)));
}

// ---- P26, P27, P28: scoring ----

fn over_with_score_pile(
    setup: Setup,
    top: &[Card],
    scored: usize,
    curses_taken: usize,
) -> PyramidGame {
    let mut g = in_turn(setup, top);
    for _ in 0..scored {
        ok(
            &mut g,
            Action::Reshuffle {
                choice: ReshuffleChoice::AiScores,
            },
        );
    }
    for _ in 0..curses_taken {
        ok(
            &mut g,
            Action::Reshuffle {
                choice: ReshuffleChoice::TakeCurse,
            },
        );
    }
    ok(&mut g, end(3));
    g
}

fn entries() -> FinalEntries {
    FinalEntries {
        kingdom_vp: 10,
        player_vp: 50,
        curses: 2,
        coppers: 3,
        single_trasher: false,
        shelters: 1,
        no_trasher: false,
        ruins: 1,
        full_piles: 1,
    }
}

#[test]
fn p26_the_score_to_beat_term_by_term() {
    let mut g = over_with_score_pile(normal(), &[Duchy, Province, Estate], 2, 2);
    assert_eq!(g.score_pile(), Some(&[Duchy, Province][..]));
    ok(&mut g, Action::Final(entries()));
    let f = *g.final_score().unwrap();
    assert_eq!(
        f.to_beat,
        ScoreToBeat {
            ai_cards: 2,
            ai_points: 6,
            kingdom_vp: 10,
            cards_left: 28,
            left_points: 28,
            curses_left: 3,
            curse_points: -3,
            total: 41,
        }
    );
}

#[test]
fn p26_master_counts_face_value_and_two_per_card_left() {
    let master = setup(Level::Master, Mix::new(12, 6, 6, 6));
    let mut g = over_with_score_pile(master, &[Colony, Duchy, Estate], 2, 0);
    ok(&mut g, Action::Final(FinalEntries::default()));
    let t = g.final_score().unwrap().to_beat;
    assert_eq!(
        (t.ai_points, t.cards_left, t.left_points, t.curse_points),
        (13, 28, 56, -5)
    );
    // Attack cards and Curses left count nothing.
    assert_eq!(g.deck_len() + g.pyramid().len(), 33);
    assert_eq!(t.total, 13 + 56 - 5);
    let expert = setup(Level::Expert, Mix::B);
    let mut g = over_with_score_pile(expert, &[Colony, Duchy, Estate], 2, 0);
    ok(&mut g, Action::Final(FinalEntries::default()));
    assert_eq!(g.final_score().unwrap().to_beat.ai_points, 10);
    assert_eq!(g.final_score().unwrap().to_beat.left_points, 56);
}

#[test]
fn p26_a_curse_or_attack_card_left_in_the_pyramid_counts_nothing() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    ok(&mut g, Action::Gain { place: B1 });
    ok(
        &mut g,
        Action::GiveCurse {
            to: CurseTo::Place(B1),
        },
    );
    ok(&mut g, end(3));
    ok(&mut g, Action::Final(FinalEntries::default()));
    let t = g.final_score().unwrap().to_beat;
    assert_eq!((t.cards_left, t.curses_left, t.total), (29, 4, 29 - 4));
}

#[test]
fn p27_the_players_score_term_by_term() {
    let mut g = over_with_score_pile(normal(), &[Duchy, Province, Estate], 2, 2);
    ok(&mut g, Action::Final(entries()));
    let p = g.final_score().unwrap().player;
    assert_eq!(
        p,
        PlayerScore {
            vp: 50,
            curses: -2,
            coppers: -6,
            shelters: -3,
            ruins: -4,
            full_piles: -5,
            total: 30
        }
    );
    let mut e = entries();
    e.single_trasher = true;
    e.no_trasher = true;
    ok(&mut g, Action::Final(e));
    let p = g.final_score().unwrap().player;
    assert_eq!((p.coppers, p.shelters, p.total), (-3, -2, 34));
}

#[test]
fn p27_easy_counts_curses_only() {
    let mut g = over_with_score_pile(setup(Level::Easy, Mix::A), &[], 0, 1);
    let mut e = entries();
    e.curses = 1;
    e.coppers = 99; // not asked at Easy: ignored, not checked
    ok(&mut g, Action::Final(e));
    assert_eq!(g.final_score().unwrap().player.total, 49);
}

#[test]
fn p27_a_count_out_of_range_is_refused_naming_the_field() {
    let mut g = over_with_score_pile(normal(), &[], 0, 2);
    let mut e = entries();
    e.curses = 3;
    assert_eq!(
        refused(&mut g, Action::Final(e)),
        "Curses owned: 3 is out of range; enter 0 to 2."
    );
    let mut e = entries();
    e.coppers = 13;
    assert_eq!(
        refused(&mut g, Action::Final(e)),
        "Coppers in the deck: 13 is out of range; enter 0 to 12."
    );
    let mut e = entries();
    e.kingdom_vp = 1000;
    assert!(
        refused(&mut g, Action::Final(e))
            .starts_with("VP still in the kingdom's Victory piles: 1000")
    );
    let mut e = entries();
    e.ruins = 51;
    assert!(refused(&mut g, Action::Final(e)).contains("enter 0 to 50"));
    let mut e = entries();
    e.full_piles = 11;
    assert!(refused(&mut g, Action::Final(e)).contains("enter 0 to 10"));
    let mut e = entries();
    e.shelters = 4;
    assert!(refused(&mut g, Action::Final(e)).contains("enter 0 to 3"));
}

#[test]
fn p28_the_verdict_by_difference_a_tie_loses() {
    let cases = [
        (-3, Verdict::Loss),
        (0, Verdict::Loss),
        (1, Verdict::Victory(1)),
        (5, Verdict::Victory(1)),
        (6, Verdict::Victory(2)),
        (10, Verdict::Victory(2)),
        (11, Verdict::Victory(3)),
        (15, Verdict::Victory(3)),
        (16, Verdict::Victory(4)),
        (90, Verdict::Victory(4)),
    ];
    for (difference, verdict) in cases {
        assert_eq!(Verdict::of(difference), verdict, "{difference}");
    }
}

#[test]
fn p28_the_final_counts_may_be_entered_again_and_the_last_counts() {
    // Score to beat 41 (P26 test): 41 ties and loses, 42 wins at level 1.
    let mut g = over_with_score_pile(normal(), &[Duchy, Province, Estate], 2, 2);
    let mut e = entries();
    e.player_vp = 61;
    ok(&mut g, Action::Final(e));
    assert_eq!(g.final_score().unwrap().difference, 0);
    assert_eq!(g.verdict(), Some(Verdict::Loss));
    e.player_vp = 62;
    let events = ok(&mut g, Action::Final(e));
    assert_eq!(
        events,
        vec![Event::Scored {
            to_beat: 41,
            player: 42,
            verdict: Verdict::Victory(1)
        }]
    );
    assert_eq!(g.verdict(), Some(Verdict::Victory(1)));
    assert!(matches!(g.outcome(), Some(Outcome::Scored(_))));
    assert_eq!(
        refused(&mut g, START),
        "The game is over: only the final counts can be entered, or undo to go back."
    );
    g.undo().unwrap();
    assert_eq!(g.final_score().unwrap().player.total, 41);
}

#[test]
fn p28_final_counts_before_the_end_are_refused() {
    let mut g = in_turn(normal(), &[]);
    assert_eq!(
        refused(&mut g, Action::Final(entries())),
        "The final counts are entered once the game is over."
    );
}

// ---- P29: undo and redo ----

#[test]
fn p29_undo_restores_everything_and_redo_deals_the_same_cards() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, end(0));
    let before = g.clone();
    let events = ok(&mut g, START);
    let after = g.clone();
    assert_eq!(g.undo().unwrap(), START);
    assert_eq!(g.state(), before.state());
    assert_eq!(g.redo().unwrap(), events);
    assert_eq!(g, after);
    assert_eq!(step_words(&g, true).unwrap(), "Start turn 2");
    g.undo().unwrap();
    assert_eq!(step_words(&g, false).unwrap(), "Start turn 2");
    ok(
        &mut g,
        Action::Reshuffle {
            choice: ReshuffleChoice::TakeCurse,
        },
    );
    assert_eq!(
        step_words(&g, false),
        None,
        "a new action drops the redo list"
    );
    while g.undo().is_ok() {}
    assert_eq!(g.state(), g.start_state());
    assert_eq!(
        error_words(&g.undo().unwrap_err()),
        "There is nothing to undo: no action has been taken yet."
    );
}

#[test]
fn p29_a_saved_game_replays_to_the_same_game() {
    let mut g = in_turn(setup(Level::Advanced, Mix::B), &[]);
    ok(&mut g, Action::Buy(Buy::Platinum { overpay: 0 }));
    ok(&mut g, pick(B2));
    ok(&mut g, pick(B1));
    g.undo().unwrap();
    let text = ron::to_string(&g.record()).unwrap();
    let loaded = PyramidGame::replay(ron::from_str(&text).unwrap()).unwrap();
    assert_eq!(loaded, g);
    // A record whose cards do not add up to its mix is refused.
    let mut bad = g.record();
    bad.start.order.push(Attack);
    let e = PyramidGame::replay(bad).unwrap_err();
    let ReplayError::Start(why) = &e else {
        panic!("{e:?}")
    };
    assert!(error_words(why).contains("The order holds"));
    // One whose actions break a rule is refused, naming the action in the log's words.
    let mut bad = g.record();
    let broken = Action::Gain { place: T };
    bad.actions.push(broken);
    let e = PyramidGame::replay(bad).unwrap_err();
    let label = action_words(g.setup(), &broken);
    assert!(label.contains("Gain"), "{label}");
    let ReplayError::Action { action, .. } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(*action, broken);
}

#[test]
fn p28_level_4_at_expert_reads_as_a_perfect_game() {
    assert_eq!(
        verdict_words(Verdict::Victory(4), Level::Expert),
        "level 4 victory (a perfect game)"
    );
    assert_eq!(
        verdict_words(Verdict::Victory(4), Level::Normal),
        "level 4 victory (time to move up a level)"
    );
    assert_eq!(
        verdict_words(Verdict::Victory(2), Level::Expert),
        "level 2 victory"
    );
}

#[test]
fn p7_the_score_to_beat_is_shown_only_once_the_game_is_over() {
    let mut g = over_with_score_pile(normal(), &[Duchy, Province, Estate], 2, 2);
    let t = g.score_to_beat().unwrap();
    assert_eq!((t.ai_points, t.kingdom_vp, t.total), (6, 0, 31));
    g.undo().unwrap();
    assert_eq!(g.score_to_beat(), None);
}

/// P28: every level of victory is a victory; a loss, scored or by P25, is not.
#[test]
fn p28_victories_of_every_level_are_victories_and_losses_are_not() {
    for n in 1..=4 {
        assert!(Verdict::Victory(n).is_victory());
    }
    assert!(!Verdict::Loss.is_victory());
    assert!(!Verdict::LossNoBuy.is_victory());
}

/// The Attack card's name (shown on screen) may be 30 characters long, not 31.
#[test]
fn p4_the_attack_card_s_name_has_at_most_30_characters() {
    let mut s = normal();
    s.attack_name = "x".repeat(MAX_ATTACK_NAME_CHARS);
    assert!(s.validate().is_ok());
    s.attack_name.push('y');
    assert!(error_words(&s.validate().unwrap_err()).contains("at most 30"));
}

/// The limits of what a turn's entries may say: $30 of cost or overpay and 20 empty piles
/// are taken; one more is refused by name and changes nothing.
#[test]
fn p16_p17_p23_coins_up_to_30_and_empty_piles_up_to_20_are_taken() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    ok(&mut g, Action::Buy(Buy::Gold { overpay: MAX_COINS }));
    let mut g = in_turn(normal(), &SIX_ESTATES);
    ok(
        &mut g,
        Action::Buy(Buy::VictoryKingdom {
            cost: MAX_COINS,
            overpay: 0,
        }),
    );
    let mut g = in_turn(normal(), &SIX_ESTATES);
    let why = refused(
        &mut g,
        Action::Buy(Buy::Gold {
            overpay: MAX_COINS + 1,
        }),
    );
    assert!(why.contains("$31 is out of range"), "{why}");
    ok(&mut g, end(MAX_EMPTY_PILES));
    let mut g = in_turn(normal(), &SIX_ESTATES);
    let why = refused(&mut g, end(MAX_EMPTY_PILES + 1));
    assert!(why.contains("21 is out of range"), "{why}");
}

/// P3's table, row by row as the spec writes it: (level, the AI's points per VP card in its
/// pile, `None` for face value; Attack cards in the deck; points per VP card left; every
/// player penalty counted, not Curses only).
#[test]
fn p3_every_level_scores_as_its_row_of_the_table() {
    for (level, per_card, attacks, per_left, all_penalties) in [
        (Level::Easy, Some(2), 0, 1, false),
        (Level::Normal, Some(3), 0, 1, true),
        (Level::Advanced, Some(4), 5, 1, true),
        (Level::Expert, Some(5), 5, 2, true),
        (Level::Master, None, 5, 2, true),
    ] {
        // A mix every level accepts (Master needs 4 Colonies or more).
        let s = setup(level, Mix::new(12, 6, 6, 6));
        let dealt = PyramidGame::new(s.clone()).unwrap();
        assert_eq!(
            dealt.deck_len(),
            24 + attacks,
            "{level:?}: the deck after the deal"
        );
        // The AI scores B1 and B2 (a Colony and a Duchy); 28 VP cards stay in play.
        let mut g = over_with_score_pile(s, &[Colony, Duchy, Estate], 2, 2);
        assert_eq!(g.score_pile(), Some(&[Colony, Duchy][..]));
        ok(&mut g, Action::Final(entries()));
        let f = *g.final_score().unwrap();
        // Face value at Master: Colony 10, Duchy 3.
        let ai_points = per_card.map_or(10 + 3, |per| 2 * per);
        assert_eq!(f.to_beat.ai_points, ai_points, "{level:?}: the AI's pile");
        assert_eq!(f.to_beat.cards_left, 28);
        assert_eq!(
            f.to_beat.left_points,
            28 * per_left,
            "{level:?}: cards left"
        );
        // entries(): 50 VP, 2 Curses; the other penalties (P27's example) take 18 more.
        let player = if all_penalties { 50 - 2 - 18 } else { 50 - 2 };
        assert_eq!(f.player.total, player, "{level:?}: the player's penalties");
    }
}

/// P18's two tables, every VP card at every level, as the spec writes them: the cost at
/// bottom/middle/top and the AI's count for the buy.
#[test]
fn p18_every_vp_card_at_every_level_costs_and_scores_as_the_table() {
    for (card, costs, counts) in [
        (Estate, [2, 4, 6], [0, 0, 0]),
        (Duchy, [5, 7, 9], [1, 0, 0]),
        (Province, [8, 10, 12], [2, 1, 0]),
        (Colony, [11, 13, 15], [3, 2, 1]),
    ] {
        // The deal fills B1, B2, B3, M1, M2, T: the card at B1, M1 or T, Estates around it.
        for (level, place) in [B1, M1, T].into_iter().enumerate() {
            let mut top = SIX_ESTATES;
            top[[0, 3, 5][level]] = card;
            let mut g = in_turn(setup(Level::Normal, Mix::B), &top);
            assert_eq!(g.card_at(place), Some(card));
            assert_eq!(
                g.cost_at(place),
                Some(costs[level]),
                "{card:?} at {place:?}"
            );
            let events = ok(&mut g, buy(place));
            assert_eq!(
                events[0],
                Event::Bought {
                    what: Bought::Pyramid(card),
                    cost: costs[level],
                    place: Some(place)
                }
            );
            assert_eq!(g.owed().0, counts[level], "{card:?} bought at {place:?}");
        }
    }
}
