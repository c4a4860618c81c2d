//! The end of a game on the table's own VP deck (P24, P26): cards turned over and not yet
//! placed are still the deck, in play and in the final score.

use super::own_deck::{any_face_down, empty_the_pyramid, face_down_count, own, telling, turned};
use crate::common::*;
use Card::*;
use coop_automa_pyramid::*;

/// A Normal game on the table's deck, dealt, turns played emptying the pyramid each turn,
/// until the turn whose Start turn refilled it from the last `last` cards face down.
fn down_to_the_last(last: usize) -> PyramidGame {
    let mut g = own(Level::Normal);
    while g.to_deal().is_some() {
        let card = any_face_down(&g).unwrap();
        ok(&mut g, turned(card));
    }
    telling(&mut g, START);
    while face_down_count(&g) > last {
        empty_the_pyramid(&mut g);
        ok(&mut g, end(0));
        telling(&mut g, START);
        assert_eq!(g.phase(), Phase::Turn);
    }
    g
}

/// P24 with the table's deck: cards turned over and not yet placed are still the deck. The
/// pyramid emptied with no card face down but six told ahead: the game goes on, and the next
/// Start turn places the six told. The other side: the same with none told ends the game.
#[test]
fn p24_own_deck_cards_turned_over_and_waiting_are_still_the_deck() {
    let mut g = down_to_the_last(6);
    let told: Vec<Card> = (0..6)
        .map(|_| {
            let card = any_face_down(&g).unwrap();
            ok(&mut g, turned(card));
            card
        })
        .collect();
    assert_eq!(face_down_count(&g), 0);
    assert_eq!(g.turned_waiting(), told.as_slice());
    empty_the_pyramid(&mut g);
    ok(&mut g, end(0));
    assert_eq!((g.phase(), g.ending()), (Phase::BetweenTurns, None));
    ok(&mut g, START);
    assert!(g.turned_waiting().is_empty());
    let placed: Vec<Card> = Place::ALL.iter().filter_map(|&p| g.card_at(p)).collect();
    assert_eq!(placed.len(), 6);
    // None face down and none waiting: the pyramid emptied ends the game (P24).
    empty_the_pyramid(&mut g);
    ok(&mut g, end(0));
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(
        g.ending(),
        Some(Ending::EndOfTurn {
            empty_piles: 0,
            by_piles: false,
            by_pyramid: true
        })
    );
}

/// P26 and P24 with the table's deck (issue 61: a card told and not yet placed when the game
/// ends was left out): cards the table turned over that no place took yet are still the
/// deck's. At the end they count among the VP cards left, as the same cards face down do.
#[test]
fn p26_own_deck_cards_told_and_not_yet_placed_at_the_end_count_as_left() {
    let mut g = own(Level::Normal);
    for card in SIX_ESTATES {
        ok(&mut g, turned(card));
    }
    ok(&mut g, START);
    let all_vp = g.deck_len() + g.pyramid().len();
    // Turned over for a refill that never comes: the game ends first.
    for card in [Duchy, Province, Estate] {
        ok(&mut g, turned(card));
    }
    assert_eq!(g.turned_waiting(), &[Duchy, Province, Estate]);
    ok(&mut g, end(3));
    assert_eq!(g.phase(), Phase::Over);
    ok(
        &mut g,
        Action::Final(FinalEntries {
            curses: 0,
            ..entries()
        }),
    );
    // Both the score the verdict was made from and the one the end screen shows.
    let to_beat = g.final_score().unwrap().to_beat;
    assert_eq!(usize::from(to_beat.cards_left), all_vp);
    assert_eq!(g.score_to_beat(), Some(to_beat));
    assert_eq!(g.deck_len() + g.pyramid().len(), all_vp);
    // The same game told nothing after the deal: the same score to beat.
    let mut quiet = own(Level::Normal);
    for card in SIX_ESTATES {
        ok(&mut quiet, turned(card));
    }
    ok(&mut quiet, START);
    ok(&mut quiet, end(3));
    ok(
        &mut quiet,
        Action::Final(FinalEntries {
            curses: 0,
            ..entries()
        }),
    );
    assert_eq!(quiet.final_score(), g.final_score());
}
