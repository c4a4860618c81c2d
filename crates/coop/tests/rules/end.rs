//! The game's end and the score (R16-R19): the piles that end it, Colonies, the Fleet round
//! and the points.

use crate::common::*;
use Hex::*;
use Treasure::{Copper, Silver};
use coop_automa_coop::*;
use coop_automa_engine::ModeGame;

#[test]
fn r16_three_piles_counting_duchy_and_province() {
    let mut g = Game::new(setup(12, 1)).unwrap();
    take(&mut g, SupplyPile::Duchy, 1);
    empty_piles(&mut g, 1);
    assert_eq!(g.end_condition(), None);
    empty_piles(&mut g, 1);
    assert_eq!(g.end_condition(), Some(EndReason::ThreePiles(3)));
    // A correction before the turn ends takes it back.
    ok(
        &mut g,
        Action::OtherEmptyPile {
            change: Change::PutBack,
        },
    );
    ok(&mut g, Action::EndTurn);
    assert!(!g.is_over());
}

#[test]
fn r16_a_card_put_back_is_in_the_supply_again() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    take(&mut g, SupplyPile::Duchy, 2);
    let put_back = Action::Supply {
        pile: SupplyPile::Duchy,
        change: Change::PutBack,
    };
    let e = ok(&mut g, put_back);
    assert_eq!(
        e,
        vec![Event::SupplyChanged {
            pile: SupplyPile::Duchy,
            change: Change::PutBack,
            left: 3,
            by: Some(Seat::First)
        }]
    );
    ok(&mut g, put_back);
    assert_eq!(g.supply().duchies, 4);
    assert!(g.apply(put_back).is_err(), "all 4 are back");
}

#[test]
fn r16_empty_piles_add_the_duchy_province_and_colony_piles() {
    let supply = |[duchies, provinces, colonies, other_empty]: [u8; 4]| Supply {
        duchies,
        provinces,
        colonies,
        other_empty,
    };
    assert_eq!(supply([0, 0, 0, 2]).empty_piles(false), 4);
    assert_eq!(supply([0, 0, 0, 2]).empty_piles(true), 5);
    assert_eq!(supply([1, 1, 1, 3]).empty_piles(true), 3);
}

#[test]
fn r16_the_automa_taking_the_last_province_ends_the_game_at_once() {
    let mut g = stacked(setup(3, 0), &[Copper], &[]);
    take(&mut g, SupplyPile::Province, 2);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    assert!(g.is_over());
    assert_eq!(g.round(), 2);
}

#[test]
fn r17_colonies_empty_provinces_do_not_end_the_game_and_colony_is_worth_ten() {
    let mut s = setup(3, 0);
    s.colonies = true;
    let mut g = stacked(s, &[Copper], &[]);
    assert_eq!(g.supply().colonies, 8);
    take(&mut g, SupplyPile::Province, 3);
    assert_eq!(g.end_condition(), None);
    play_to_round(&mut g, 3);
    assert_eq!(g.automa().colonies, 1);
    assert_eq!(g.automa_score().colonies, 10);
    assert_eq!(g.automa_score().total, 10);
    // An empty Colony pile ends the game.
    take(&mut g, SupplyPile::Colony, 7);
    assert_eq!(g.end_condition(), Some(EndReason::ColoniesGone));
}

#[test]
fn r18_fleet_round_treasure_step_ends_the_game_whatever_the_supply() {
    let mut s = setup(12, 4);
    s.fleet = true;
    let mut g = stacked(s, &[Silver], &[]);
    empty_piles(&mut g, 3);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.round(), 2);
    // A correction during the Fleet round does not stop it.
    ok(
        &mut g,
        Action::OtherEmptyPile {
            change: Change::PutBack,
        },
    );
    ok(&mut g, Action::EndTurn);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::TreasureRevealed { card: Silver }));
    assert!(e.contains(&Event::NoSilverEffect));
    assert!(g.is_over());
}

#[test]
fn r19_twice_miserable_takes_four_and_provinces_count_six() {
    let twice = PlayerStates::default().after_hex(Misery).after_hex(Misery);
    let holdings = AutomaHoldings {
        duchies: 1,
        provinces: 2,
        colonies: 1,
        tokens: 4,
    };
    let s = FinalScore::new([20, 14], &[twice, PlayerStates::default()], &holdings);
    assert_eq!(s.players[0].total, 16);
    assert_eq!(s.humans, 30);
    assert_eq!(
        (
            s.automa.duchies,
            s.automa.provinces,
            s.automa.colonies,
            s.automa.tokens
        ),
        (6, 12, 10, 4)
    );
    assert_eq!(s.automa.total, 24);
    assert!(s.humans_win);
}

#[test]
fn r19_automa_score_never_goes_below_zero_and_negative_points_count() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    for _ in 0..4 {
        ok(&mut g, Action::AttackPlayed);
    }
    assert_eq!(g.automa_score().total, 0);
    empty_piles(&mut g, 3);
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::FinalPoints { points: [-3, 2] });
    let s = g.score().unwrap();
    assert_eq!(s.humans, -1);
    assert_eq!(s.automa.total, 0);
    assert!(!s.humans_win);
}

#[test]
fn r16_a_late_count_that_meets_the_end_ends_the_game_without_an_automa_step() {
    let mut g = stacked(setup(3, 0), &[Copper], &[Misery]);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    // Provinces bought this round are counted only now: the game ended with Bea's turn.
    let left = g.supply().provinces;
    take(&mut g, SupplyPile::Province, left);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(e[0], Event::EndedBeforeAutomaStep);
    assert!(g.is_over());
    assert_eq!(g.hex_pile_len(), 12, "no Hex was revealed");
    assert_eq!(g.states(Seat::First).misery, 0);
}

#[test]
fn r18_a_late_count_with_fleet_starts_the_fleet_round_without_round_ns_step() {
    let mut s = setup(3, 0);
    s.fleet = true;
    let mut g = stacked(s, &[Copper], &[Misery]);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    let left = g.supply().provinces;
    take(&mut g, SupplyPile::Province, left);
    ok(&mut g, Action::AutomaStep);
    assert_eq!(g.phase(), Phase::FleetTurns);
    assert_eq!(g.round(), 4);
    ok(&mut g, Action::EndTurn);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(
        e.iter()
            .any(|e| matches!(e, Event::TreasureRevealed { .. }))
    );
    assert!(g.is_over(), "the Fleet round's step is the last");
    // Over after the Fleet round, for the reason that started it (the Provinces are still
    // gone, but this is not a new end).
    assert!(
        e.contains(&Event::GameOver {
            reason: EndReason::ProvincesGone,
            after_fleet: true
        }),
        "{e:?}"
    );
    assert_eq!(g.hex_pile_len(), 12, "round 3's Hex step never happened");
}

#[test]
fn r18_fleet_started_by_a_treasure_step_resolves_its_silver_first() {
    let mut s = setup(3, 0);
    s.fleet = true;
    let mut g = stacked(s, &[Silver], &[]);
    take(&mut g, SupplyPile::Province, 2);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    // The automa takes the last Province: with Fleet the game goes on, so the Silver counts.
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::PassACard), "{e:?}");
    assert!(!e.contains(&Event::NoSilverEffect));
    assert_eq!(g.phase(), Phase::Resolving(Resolving::Treasure(Silver)));
    let e = ok(&mut g, Action::AutomaDone);
    assert_eq!(
        e,
        vec![Event::FleetRoundStarted {
            round: 3,
            reason: EndReason::ProvincesGone
        }]
    );
    ok(&mut g, Action::EndTurn);
    // Round 3 is odd: the automa's last step is a Hex.
    let e = ok(&mut g, Action::AutomaStep);
    assert!(matches!(e[0], Event::HexRevealed { .. }));
    ok(&mut g, Action::AutomaDone);
    assert!(g.is_over());
}

#[test]
fn r18_fleet_started_when_a_hex_step_is_done() {
    let mut s = setup(12, 4);
    s.fleet = true;
    let mut g = stacked(s, &[Copper], &[Plague]);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    empty_piles(&mut g, 3);
    let e = ok(&mut g, Action::AutomaDone);
    assert_eq!(
        e,
        vec![Event::FleetRoundStarted {
            round: 4,
            reason: EndReason::ThreePiles(3)
        }]
    );
    ok(&mut g, Action::EndTurn);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::TreasureRevealed { card: Copper }));
    assert!(g.is_over());
}

#[test]
fn r19_points_at_the_edges_of_i32_are_refused_not_wrapped() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    empty_piles(&mut g, 3);
    ok(&mut g, Action::EndTurn);
    for points in [[i32::MIN, 0], [0, i32::MAX], [-1000, 0], [1000, 0]] {
        let before = g.clone();
        assert!(
            g.apply(Action::FinalPoints { points }).is_err(),
            "{points:?}"
        );
        assert_eq!(g, before);
    }
    ok(
        &mut g,
        Action::FinalPoints {
            points: [-999, 999],
        },
    );
}
