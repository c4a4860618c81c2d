//! The rounds (R11-R15): turns and extra turns, the automa's steps, the treasure step and
//! the Hex step, attacks.

use crate::common::*;
use Hex::*;
use Treasure::{Copper, Silver};
use coop_automa_coop::*;
use coop_automa_engine::ModeGame;

#[test]
fn r11_extra_turns_do_not_start_a_round_or_give_the_automa_a_step() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    ok(&mut g, Action::ExtraTurn);
    assert_eq!(
        g.phase(),
        Phase::Turn {
            seat: Seat::First,
            extra: true
        }
    );
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.current_seat(), Some(Seat::Second));
    ok(&mut g, Action::ExtraTurn);
    ok(&mut g, Action::ExtraTurn);
    assert_eq!(g.round(), 1);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::AutomaDue);
    assert_eq!(g.round(), 1);
}

#[test]
fn r11_extra_turn_is_refused_outside_a_turn() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    both_turns(&mut g);
    let before = g.clone();
    assert!(g.apply(Action::ExtraTurn).is_err());
    assert_eq!(g, before);
}

#[test]
fn r12_automa_step_follows_the_round_parity() {
    assert_eq!(StepKind::for_round(1), StepKind::Nothing);
    assert_eq!(StepKind::for_round(2), StepKind::Treasure);
    assert_eq!(StepKind::for_round(3), StepKind::Hex);
    assert_eq!(StepKind::for_round(26), StepKind::Treasure);
    assert_eq!(StepKind::for_round(27), StepKind::Hex);
    let mut g = Game::new(setup(12, 4)).unwrap();
    let e = round(&mut g);
    assert!(e.contains(&Event::AutomaDidNothing));
    assert!(g.discard().is_empty());
    let e = round(&mut g);
    assert!(
        e.iter()
            .any(|e| matches!(e, Event::TreasureRevealed { .. }))
    );
    let e = round(&mut g);
    assert!(e.iter().any(|e| matches!(e, Event::HexRevealed { .. })));
    assert_eq!(g.round(), 4);
}

#[test]
fn r13_treasure_step_reveals_then_takes_a_duchy() {
    let mut g = stacked(setup(12, 4), &[Copper], &[]);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(
        e,
        vec![
            Event::TreasureRevealed { card: Copper },
            Event::AutomaTook {
                pile: SupplyPile::Duchy,
                left: 3
            }
        ]
    );
    assert_eq!(g.phase(), Phase::Resolving(Resolving::Treasure(Copper)));
    assert_eq!(g.automa().duchies, 1);
    assert_eq!(g.last_reveal().unwrap().card, Card::Treasure(Copper));
}

#[test]
fn r13_takes_a_province_when_no_duchy_is_left() {
    let mut g = stacked(setup(12, 1), &[Copper, Copper], &[]);
    take(&mut g, SupplyPile::Duchy, 1);
    play_to_round(&mut g, 3);
    assert_eq!(g.automa().provinces, 1);
    assert_eq!(g.automa().duchies, 0);
    assert_eq!(g.supply().provinces, 11);
}

#[test]
fn r13_takes_a_colony_with_colonies_on_when_no_province_is_left() {
    let mut s = setup(3, 0);
    s.colonies = true;
    let mut g = stacked(s, &[Copper], &[]);
    take(&mut g, SupplyPile::Province, 3);
    play_to_round(&mut g, 3);
    assert_eq!(g.automa().colonies, 1);
    assert_eq!(g.supply().colonies, COLONIES_IN_SUPPLY - 1);
}

#[test]
fn r13_the_automa_taking_the_last_colony_ends_the_game_at_once() {
    let mut s = setup(3, 0);
    s.colonies = true;
    let mut g = stacked(s, &[Silver], &[]);
    take(&mut g, SupplyPile::Province, 3);
    take(&mut g, SupplyPile::Colony, 7);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::AutomaTook {
        pile: SupplyPile::Colony,
        left: 0
    }));
    assert!(e.contains(&Event::NoSilverEffect));
    assert!(g.is_over());
    assert_eq!(g.end_reason(), Some(EndReason::ColoniesGone));
}

#[test]
fn r13_takes_nothing_when_duchies_and_provinces_are_gone_without_colonies() {
    // Reach the automa's step with an empty supply through the Fleet round, where the game
    // goes on although the Provinces are gone (R18).
    let mut s = setup(3, 0);
    s.fleet = true;
    let mut g = stacked(s, &[Copper], &[]);
    take(&mut g, SupplyPile::Province, 3);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::FleetTurns);
    assert_eq!(g.round(), 2);
    ok(&mut g, Action::EndTurn);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::AutomaTookNothing), "{e:?}");
}

#[test]
fn r13_silver_makes_each_player_pass_a_card() {
    let mut g = stacked(setup(12, 4), &[Silver], &[]);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(e.last(), Some(&Event::PassACard));
    assert!(!g.is_over());
    ok(&mut g, Action::AutomaDone);
    assert_eq!(g.round(), 3);
}

#[test]
fn r13_game_end_on_treasure_step_skips_silver() {
    // 12 Provinces, no Duchies; the players bought 11: the automa takes the last one.
    let mut g = stacked(setup(12, 0), &[Silver], &[]);
    take(&mut g, SupplyPile::Province, 11);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::NoSilverEffect));
    assert!(!e.contains(&Event::PassACard));
    assert!(g.is_over());
    assert_eq!(g.end_reason(), Some(EndReason::ProvincesGone));
    assert_eq!(g.automa().provinces, 1);
}

#[test]
fn r13_empty_treasure_pile_reshuffles_the_discarded_treasures() {
    let mut g = Game::new(setup(12, 10)).unwrap();
    // Treasure steps come in rounds 2, 4, ..., 24: twelve of them empty the pile.
    play_to_round(&mut g, 25);
    assert_eq!(g.treasure_pile_len(), 0);
    assert_eq!(g.hex_pile_len(), 1);
    assert_eq!((g.automa().duchies, g.automa().provinces), (10, 2));
    play_to_round(&mut g, 26);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(
        e[0],
        Event::Reshuffled {
            pile: PileKind::Treasure,
            cards: 12
        }
    );
    assert_eq!(g.treasure_pile_len(), 11);
    let treasures_in_discard = g
        .discard()
        .iter()
        .filter(|c| matches!(c, Card::Treasure(_)))
        .count();
    assert_eq!(treasures_in_discard, 1);
}

#[test]
fn r14_hex_step_both_players_receive_and_a_block_is_recorded() {
    let mut g = stacked(setup(12, 4), &[Copper], &[Delusion]);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(e[0], Event::HexRevealed { hex: Delusion });
    let p = *g.pending_hex().unwrap();
    assert_eq!(p.hex, Delusion);
    assert_eq!(p.blocked, [false, false]);
    assert_eq!(
        g.states(Seat::First).deluded_or_envious,
        Some(StateCard::Deluded)
    );
    assert_eq!(
        g.states(Seat::Second).deluded_or_envious,
        Some(StateCard::Deluded)
    );
    // Bea reveals a Moat.
    ok(
        &mut g,
        Action::HexBlocked {
            seat: Seat::Second,
            blocked: true,
        },
    );
    assert_eq!(g.states(Seat::Second).deluded_or_envious, None);
    assert_eq!(g.pending_hex().unwrap().blocked, [false, true]);
    // Marking it twice is refused and changes nothing.
    let before = g.clone();
    assert!(
        g.apply(Action::HexBlocked {
            seat: Seat::Second,
            blocked: true
        })
        .is_err()
    );
    assert_eq!(g, before);
    // A misclick is taken back by clearing the block.
    ok(
        &mut g,
        Action::HexBlocked {
            seat: Seat::Second,
            blocked: false,
        },
    );
    assert_eq!(
        g.states(Seat::Second).deluded_or_envious,
        Some(StateCard::Deluded)
    );
}

#[test]
fn r14a_end_is_checked_when_the_hex_step_is_done() {
    // One other pile is empty; Plague empties the Curses and the players take the Duchies.
    let mut g = stacked(setup(12, 4), &[Copper], &[Plague]);
    empty_piles(&mut g, 1);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    empty_piles(&mut g, 1);
    // Still one pile short: the Duchies are not empty.
    assert_eq!(g.end_condition(), None);
    take(&mut g, SupplyPile::Duchy, 3);
    assert!(!g.is_over(), "the end waits for done");
    let e = ok(&mut g, Action::AutomaDone);
    assert!(g.is_over());
    assert_eq!(
        e,
        vec![Event::GameOver {
            reason: EndReason::ThreePiles(3),
            after_fleet: false
        }]
    );
}

#[test]
fn r15_attacks_count_on_any_turn_including_extra_turns() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    ok(&mut g, Action::ExtraTurn);
    ok(&mut g, Action::AttackPlayed);
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::AttackPlayed);
    assert_eq!(g.tokens(), 2);
}

#[test]
fn r11_an_extra_turn_is_not_taken_when_the_game_ends() {
    let mut g = Game::new(setup(3, 0)).unwrap();
    take(&mut g, SupplyPile::Province, 3);
    let e = ok(&mut g, Action::ExtraTurn);
    assert!(g.is_over());
    assert!(!e.iter().any(|e| matches!(e, Event::TurnStarted { .. })));
}

#[test]
fn r11_outpost_after_possession_keeps_the_order() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    ok(&mut g, Action::ExtraTurnFor { seat: Seat::Second });
    ok(&mut g, Action::ExtraTurn);
    assert_eq!(
        g.phase(),
        Phase::Turn {
            seat: Seat::Second,
            extra: true
        }
    );
    ok(&mut g, Action::EndTurn);
    assert_eq!(
        g.current_seat(),
        Some(Seat::Second),
        "Bea's own turn comes next"
    );
}

#[test]
fn r12_the_big_button_ends_the_turns_then_steps_the_automa_then_says_done() {
    let mut g = stacked(setup(3, 0), &[Copper], &[Misery]);
    assert_eq!(g.primary_action(), Some(Action::EndTurn));
    both_turns(&mut g);
    assert_eq!(g.primary_action(), Some(Action::AutomaStep));
    ok(&mut g, Action::AutomaStep);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    assert!(matches!(g.phase(), Phase::Resolving(_)));
    assert_eq!(g.primary_action(), Some(Action::AutomaDone));
    ok(&mut g, Action::AutomaDone);
    let left = g.supply().provinces;
    take(&mut g, SupplyPile::Province, left);
    ok(&mut g, Action::EndTurn);
    assert!(g.is_over());
    assert_eq!(g.primary_action(), None);
}
