//! The pyramid's turn: the stability check, the AI's scores, 7+ cards and the 4th Action
//! (P9-P15) in the table's words. The rules without their words are tested in
//! `crates/pyramid/tests/rules`.

use crate::common::pyramid_rules::*;
use Card::*;
use Place::*;
use coop_automa::app::pyramid::words::{event_words, step_words};
use coop_automa::modes::pyramid::*;

// ---- P9: the stability check ----

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

// ---- P13: a reshuffle ----

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

// ---- P14, P15: 7+ cards, the 4th Action ----

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
