//! The coop's end and score (R16-R19) in the table's words: why the game ended, the refused
//! corrections and the score's terms. The rules without their words are tested in
//! `crates/coop/tests/rules`.

use crate::common::coop_rules::*;
use crate::common::*;
use Hex::*;
use Treasure::Copper;
use coop_automa::app::coop::words;
use coop_automa::modes::coop::*;
use coop_automa::store::ModeGame;

#[test]
fn r16_game_ends_at_the_end_of_the_turn_not_at_the_purchase() {
    let mut g = Game::new(setup(3, 0)).unwrap();
    take(&mut g, SupplyPile::Province, 3);
    assert_eq!(g.end_condition(), Some(EndReason::ProvincesGone));
    assert!(!g.is_over());
    let e = ok(&mut g, Action::EndTurn);
    assert!(g.is_over());
    assert!(e.contains(&Event::GameOver {
        reason: EndReason::ProvincesGone,
        after_fleet: false
    }));
    // Nothing but the final points is accepted now.
    let err = g.apply(Action::AttackPlayed).unwrap_err();
    assert!(err.message().contains("game is over"), "{err:?}");
}

#[test]
fn r16_supply_corrections_stay_in_range() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    let before = g.clone();
    let err = g
        .apply(Action::Supply {
            pile: SupplyPile::Duchy,
            change: Change::PutBack,
        })
        .unwrap_err();
    assert!(err.message().contains("none to put back"), "{err:?}");
    assert_eq!(g, before);
    assert!(
        g.apply(Action::OtherEmptyPile {
            change: Change::PutBack
        })
        .is_err()
    );
    assert!(
        g.apply(Action::Supply {
            pile: SupplyPile::Colony,
            change: Change::Take
        })
        .unwrap_err()
        .message()
        .contains("Colonies are not in this game")
    );
    take(&mut g, SupplyPile::Duchy, 4);
    assert!(
        g.apply(Action::Supply {
            pile: SupplyPile::Duchy,
            change: Change::Take
        })
        .is_err()
    );
    assert_eq!(g.supply().duchies, 0);
}

#[test]
fn r16_at_most_twenty_other_piles_are_counted_empty() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    empty_piles(&mut g, MAX_OTHER_EMPTY);
    let before = g.clone();
    let err = g
        .apply(Action::OtherEmptyPile {
            change: Change::Take,
        })
        .unwrap_err();
    assert!(
        err.message()
            .contains("20 other piles are counted empty already"),
        "{err:?}"
    );
    assert_eq!(g, before);
}

#[test]
fn r16_why_the_game_ended_in_words() {
    assert_eq!(
        words::end_reason_words(EndReason::ProvincesGone),
        "the Province pile is empty"
    );
    assert_eq!(
        words::end_reason_words(EndReason::ColoniesGone),
        "the Colony pile is empty"
    );
    assert_eq!(
        words::end_reason_words(EndReason::ThreePiles(4)),
        "4 supply piles are empty"
    );
}

#[test]
fn r18_fleet_gives_one_extra_round_then_the_game_is_over() {
    let mut s = setup(3, 0);
    s.fleet = true;
    let mut g = stacked(s, &[Copper, Copper], &[Misery]);
    play_to_round(&mut g, 2);
    take(&mut g, SupplyPile::Province, 3);
    assert!(
        !g.is_fleet_round(),
        "the end condition alone does not start it"
    );
    // Alex ends round 2's first turn with the Provinces gone: Fleet round 3 follows.
    let e = ok(&mut g, Action::EndTurn);
    assert!(e.contains(&Event::FleetRoundStarted {
        round: 3,
        reason: EndReason::ProvincesGone
    }));
    assert!(g.is_fleet_round());
    assert_eq!(g.phase(), Phase::FleetTurns);
    let err = g.apply(Action::ExtraTurn).unwrap_err();
    assert!(err.message().contains("'Fleet turns done'"), "{err:?}");
    ok(&mut g, Action::AttackPlayed);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::AutomaDue);
    // Round 3 is odd: a Hex, resolved like any other, then the game is over.
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(e[0], Event::HexRevealed { hex: Misery });
    assert_eq!(g.states(Seat::First).misery, 1);
    let e = ok(&mut g, Action::AutomaDone);
    assert!(g.is_over());
    assert_eq!(
        e,
        vec![Event::GameOver {
            reason: EndReason::ProvincesGone,
            after_fleet: true
        }]
    );
}

#[test]
fn r19_score_has_every_term_and_a_tie_is_a_loss() {
    let mut g = stacked(setup(12, 4), &[Copper, Copper], &[Misery]);
    for _ in 0..3 {
        ok(&mut g, Action::AttackPlayed);
    }
    // Round 3: Misery; Bea blocks it with a Moat, Alex becomes Miserable.
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    ok(
        &mut g,
        Action::HexBlocked {
            seat: Seat::Second,
            blocked: true,
        },
    );
    ok(&mut g, Action::AutomaDone);
    play_to_round(&mut g, 5);
    assert_eq!(
        g.states(Seat::First).misery_state(),
        Some(StateCard::Miserable)
    );
    assert_eq!(g.states(Seat::Second).misery_state(), None);
    // End the game: three empty piles.
    empty_piles(&mut g, 3);
    ok(&mut g, Action::EndTurn);
    assert!(g.is_over());
    let before = g.clone();
    let err = g
        .apply(Action::FinalPoints { points: [1000, 0] })
        .unwrap_err();
    assert!(err.message().contains("Alex"), "{err:?}");
    assert_eq!(g, before);
    assert_eq!(g.outcome(), None, "over, but no outcome before the points");
    // Automa: 2 Duchies x 6 = 12, minus 3 tokens = 9. Players: (10 - 2) + 1 = 9: a tie.
    ok(&mut g, Action::FinalPoints { points: [10, 1] });
    let s = *g.score().unwrap();
    // The engine's outcome (what every mode reports) is the coop's score.
    assert_eq!(g.outcome(), Some(s));
    assert_eq!(s.automa.duchies, 12);
    assert_eq!(s.automa.provinces, 0);
    assert_eq!(s.automa.tokens, 3);
    assert_eq!(s.automa.total, 9);
    assert_eq!(s.players[0].misery, 2);
    assert_eq!(s.players[0].total, 8);
    assert_eq!(s.players[1].misery, 0);
    assert_eq!(s.humans, 9);
    assert!(!s.humans_win, "a tie is a loss");
    assert!(g.apply(Action::FinalPoints { points: [11, 1] }).is_err());
    g.undo().unwrap();
    ok(&mut g, Action::FinalPoints { points: [11, 1] });
    assert!(g.score().unwrap().humans_win);
}

/// R19's final points, both sides: refused while the game goes on (in a turn and at the
/// automa's step), taken once it is over, refused a second time (undo changes them).
#[test]
fn r19_final_points_are_taken_only_once_the_game_is_over() {
    let mut g = stacked(setup(12, 4), &[], &[]);
    let points = Action::FinalPoints { points: [20, 20] };
    for _ in 0..2 {
        let before = g.clone();
        let e = g.apply(points).unwrap_err();
        assert!(e.message().contains("not over yet"), "{e:?}");
        assert_eq!(g, before);
        ok(&mut g, Action::EndTurn);
    }
    assert_eq!(g.phase(), Phase::AutomaDue);
    assert!(g.apply(points).is_err());
    empty_piles(&mut g, 3);
    ok(&mut g, Action::AutomaStep);
    assert!(g.is_over());
    ok(&mut g, points);
    let e = g.apply(points).unwrap_err();
    assert!(e.message().contains("entered already"), "{e:?}");
}
