//! The table, its materials and the setup (R1-R10), one or more tests per rule of
//! `../shared/RULES.md`, named after it.

use crate::common::*;
use Hex::*;
use Treasure::{Copper, Silver};
use coop_automa_coop::*;
use coop_automa_engine::ModeGame;

// ---- Table and materials ----

#[test]
fn r1_round_is_starting_player_then_second_player_then_automa() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    assert_eq!(g.name(Seat::First), "Alex");
    assert_eq!(g.round(), 1);
    assert_eq!(g.current_seat(), Some(Seat::First));
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.current_seat(), Some(Seat::Second));
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::AutomaDue);
    ok(&mut g, Action::AutomaStep);
    assert_eq!(g.round(), 2);
    assert_eq!(g.current_seat(), Some(Seat::First));
}

#[test]
fn r2_piles_hold_six_copper_six_silver_and_the_twelve_hexes() {
    let g = Game::new(setup(12, 4)).unwrap();
    let t = g.treasure_pile_hidden();
    assert_eq!(t.len(), 12);
    assert_eq!(t.iter().filter(|c| **c == Silver).count(), 6);
    let mut h = g.hex_pile_hidden().to_vec();
    h.sort();
    assert_eq!(h, Hex::ALL);
    assert!(g.discard().is_empty());
}

#[test]
fn r2_both_piles_feed_one_discard_pile_in_reveal_order() {
    let mut g = stacked(setup(12, 4), &[Silver, Copper], &[War, Fear]);
    play_to_round(&mut g, 6);
    assert_eq!(
        g.discard(),
        &[
            Card::Treasure(Silver),
            Card::Hex(War),
            Card::Treasure(Copper),
            Card::Hex(Fear)
        ]
    );
}

#[test]
fn r3_face_down_piles_are_counted_and_the_discard_pile_is_public() {
    let mut g = stacked(setup(12, 4), &[Copper], &[Greed]);
    assert_eq!((g.treasure_pile_len(), g.hex_pile_len()), (12, 12));
    play_to_round(&mut g, 4);
    assert_eq!((g.treasure_pile_len(), g.hex_pile_len()), (11, 11));
    assert_eq!(g.discard(), &[Card::Treasure(Copper), Card::Hex(Greed)]);
}

#[test]
fn r4_tokens_start_in_the_supply() {
    let g = Game::new(setup(12, 4)).unwrap();
    assert_eq!(g.tokens(), 0);
    assert_eq!(g.tokens_left(), 10);
}

#[test]
fn r5_players_start_without_states() {
    let g = Game::new(setup(12, 4)).unwrap();
    for seat in Seat::BOTH {
        assert_eq!(g.states(seat), PlayerStates::default());
        assert!(g.states(seat).held().is_empty());
    }
}

// ---- Setup ----

#[test]
fn r8_custom_counts_in_range_are_accepted() {
    for (p, d) in [(3, 0), (11, 0), (12, 0), (12, 10), (12, 4)] {
        assert!(check_counts(p, d).is_ok(), "{p} {d}");
        assert!(Game::new(setup(p, d)).is_ok());
    }
}

#[test]
fn r9_empty_duchy_pile_counts_from_the_first_turn() {
    let mut g = Game::new(setup(11, 0)).unwrap();
    assert_eq!(g.supply().empty_piles(false), 1);
    empty_piles(&mut g, 1);
    assert_eq!(g.end_condition(), None);
    empty_piles(&mut g, 1);
    assert_eq!(g.end_condition(), Some(EndReason::ThreePiles(3)));
    ok(&mut g, Action::EndTurn);
    assert!(g.is_over());
    assert_eq!(g.end_reason(), Some(EndReason::ThreePiles(3)));
}

#[test]
fn r10_options_are_off_unless_chosen_and_a_seed_is_drawn() {
    let s = Setup::custom(NAMES, 12, 4);
    assert!(!s.colonies && !s.fleet && !s.shared_hexes);
    assert_eq!(s.seed, None);
    let g = Game::new(s).unwrap();
    assert!(g.setup().seed.is_some());
    assert_eq!(g.supply().colonies, 0);
}

#[test]
fn r10_same_seed_gives_the_same_piles() {
    let a = Game::new(setup(12, 4)).unwrap();
    let b = Game::new(setup(12, 4)).unwrap();
    assert_eq!(a.treasure_pile_hidden(), b.treasure_pile_hidden());
    assert_eq!(a.hex_pile_hidden(), b.hex_pile_hidden());
    // Another seed deals other piles: each pile on its own, so a pile dealt the same way
    // whatever the seed is seen even while the other one changes.
    let mut other = setup(12, 4);
    other.seed = Some(43);
    let c = Game::new(other).unwrap();
    assert_ne!(
        c.treasure_pile_hidden(),
        a.treasure_pile_hidden(),
        "the treasure pile"
    );
    assert_ne!(c.hex_pile_hidden(), a.hex_pile_hidden(), "the Hex pile");
    // Over many seeds, many different orders of each pile.
    let mut treasure_orders = std::collections::HashSet::new();
    let mut hex_orders = std::collections::HashSet::new();
    for seed in 0..50 {
        let mut s = setup(12, 4);
        s.seed = Some(seed);
        let g = Game::new(s).unwrap();
        treasure_orders.insert(g.treasure_pile_hidden().to_vec());
        hex_orders.insert(g.hex_pile_hidden().to_vec());
    }
    assert!(
        treasure_orders.len() >= 40,
        "50 seeds dealt {} treasure orders",
        treasure_orders.len()
    );
    assert!(
        hex_orders.len() >= 49,
        "50 seeds dealt {} Hex orders",
        hex_orders.len()
    );
}
