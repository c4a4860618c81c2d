//! The pyramid's mix, levels, deal, adjustment, Curse supply and hidden information (P2-P8)
//! in the table's words. The rules without their words are tested in
//! `crates/pyramid/tests/rules`.

use crate::common::pyramid_rules::*;
use Card::*;
use Place::*;
use coop_automa::app::pyramid::words::{card_name, error_words, event_words, step_words};
use coop_automa::modes::pyramid::*;
use coop_automa::store::ModeGame;

// ---- P2: the mix ----

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

/// The Attack card's name (shown on screen) may be 30 characters long, not 31.
#[test]
fn p4_the_attack_card_s_name_has_at_most_30_characters() {
    let mut s = normal();
    s.attack_name = "x".repeat(MAX_ATTACK_NAME_CHARS);
    assert!(s.validate().is_ok());
    s.attack_name.push('y');
    assert!(error_words(&s.validate().unwrap_err()).contains("at most 30"));
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
