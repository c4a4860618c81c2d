//! The coop's rounds (R11-R15) in the table's words: refusals, the Hex step's questions and
//! the log. The rules without their words are tested in `crates/coop/tests/rules`.

use crate::common::coop_rules::*;
use crate::common::*;
use Hex::*;
use Treasure::{Copper, Silver};
use coop_automa::app::coop::words;
use coop_automa::modes::coop::*;

#[test]
fn r14_blocking_is_only_while_a_hex_is_resolved() {
    let mut g = stacked(setup(12, 4), &[Silver], &[]);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    let err = g
        .apply(Action::HexBlocked {
            seat: Seat::First,
            blocked: true,
        })
        .unwrap_err();
    assert!(err.message().contains("No Hex"), "{err:?}");
    // A Hex step: taken while its Hex is resolved, refused once done and in the next turn.
    let mut g = stacked(setup(12, 4), &[], &[Famine]);
    play_to_round(&mut g, 3);
    let blocked = Action::HexBlocked {
        seat: Seat::Second,
        blocked: true,
    };
    assert!(g.apply(blocked).is_err(), "in a player's turn");
    both_turns(&mut g);
    assert!(g.apply(blocked).is_err(), "before the Hex is revealed");
    ok(&mut g, Action::AutomaStep);
    ok(&mut g, blocked);
    ok(&mut g, Action::AutomaDone);
    assert!(g.apply(blocked).is_err(), "after the step is done");
}

#[test]
fn r14a_next_round_starts_only_after_done() {
    let mut g = stacked(setup(12, 4), &[Copper], &[Famine]);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    assert_eq!(g.round(), 3);
    let err = g.apply(Action::EndTurn).unwrap_err();
    assert!(err.message().contains("Done"), "{err:?}");
    ok(&mut g, Action::AutomaDone);
    assert_eq!(g.round(), 4);
    assert_eq!(g.current_seat(), Some(Seat::First));
}

#[test]
fn r15_attack_gives_a_token_until_all_ten_are_gone() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    for n in 1..=10 {
        assert_eq!(
            ok(&mut g, Action::AttackPlayed),
            vec![Event::TokenGiven { tokens: n }]
        );
    }
    let before = g.clone();
    let err = g.apply(Action::AttackPlayed).unwrap_err();
    assert!(err.message().contains("All 10 tokens"), "{err:?}");
    assert_eq!(g, before);
    assert_eq!(g.tokens_left(), 0);
}

#[test]
fn r11_possession_gives_the_other_player_an_extra_turn_and_the_order_goes_on() {
    // Alex plays Possession: Bea's extra turn, then Bea's own turn, then the automa.
    let mut g = Game::new(setup(12, 4)).unwrap();
    let e = ok(&mut g, Action::ExtraTurnFor { seat: Seat::Second });
    assert!(e.contains(&Event::TurnStarted {
        seat: Seat::Second,
        extra: true
    }));
    assert_eq!(undo_label(&g).as_deref(), Some("Extra turn for Bea"));
    ok(&mut g, Action::EndTurn);
    assert_eq!(
        g.phase(),
        Phase::Turn {
            seat: Seat::Second,
            extra: false
        }
    );
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::AutomaDue);
    assert_eq!(g.round(), 1);
    // Next round Bea plays Possession: Alex's extra turn, then the automa's step.
    ok(&mut g, Action::AutomaStep);
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::ExtraTurnFor { seat: Seat::First });
    assert_eq!(
        g.phase(),
        Phase::Turn {
            seat: Seat::First,
            extra: true
        }
    );
    ok(&mut g, Action::EndTurn);
    assert_eq!(
        g.phase(),
        Phase::AutomaDue,
        "the order goes on after Bea's turn"
    );
    assert_eq!(g.round(), 2);
}

#[test]
fn the_log_names_the_player_whose_turn_it_is_and_is_neutral_outside_a_turn() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    let s = g.setup().clone();
    let log = |events: Vec<Event>| -> Vec<String> {
        events.iter().map(|e| words::event_words(&s, e)).collect()
    };
    let take_duchy = Action::Supply {
        pile: SupplyPile::Duchy,
        change: Change::Take,
    };
    let pile_out = Action::OtherEmptyPile {
        change: Change::Take,
    };
    // During Alex's turn: Alex, in the log and in "Undo: ...".
    assert_eq!(log(ok(&mut g, take_duchy)), ["Alex took a Duchy (3 left)."]);
    assert_eq!(
        log(ok(&mut g, pile_out)),
        ["Another pile ran out in Alex's turn: 1 other supply pile is empty."]
    );
    assert_eq!(
        undo_label(&g).unwrap(),
        "Another pile emptied in Alex's turn"
    );
    ok(&mut g, Action::EndTurn);
    // During Bea's turn: Bea.
    assert_eq!(log(ok(&mut g, take_duchy)), ["Bea took a Duchy (2 left)."]);
    ok(&mut g, Action::EndTurn);
    // Between the turns and the automa's step nobody has a turn: no name, no "A player".
    assert_eq!(g.phase(), Phase::AutomaDue);
    assert_eq!(log(ok(&mut g, take_duchy)), ["A Duchy was taken (1 left)."]);
    assert_eq!(undo_label(&g).unwrap(), "A Duchy was taken");
    assert_eq!(
        log(ok(&mut g, pile_out)),
        ["Another pile ran out: 2 other supply piles are empty."]
    );
    assert_eq!(
        log(ok(
            &mut g,
            Action::OtherEmptyPile {
                change: Change::PutBack
            }
        )),
        ["A pile counted empty is not: 1 other supply pile is empty."]
    );
}
