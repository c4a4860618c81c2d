//! Empty piles rebuilt from the discard pile (R13.1, R21): the cards are shuffled, not put
//! back in the order they were revealed. (That the shuffle follows the game's seed, through a
//! save too, is tested in the app's `tests/all/rebuild.rs`.)

use crate::rebuilt_piles::*;

use coop_automa_coop::*;
use std::collections::HashSet;

const SEEDS: u64 = 200;

/// Whether `rebuilt` (bottom first) is the discard pile put back as it lay, either way up:
/// the last card revealed on top, or the first.
fn in_reveal_order<T: PartialEq + Clone>(rebuilt: &[T], revealed: &[T]) -> bool {
    let mut reversed = revealed.to_vec();
    reversed.reverse();
    rebuilt == revealed || rebuilt == reversed.as_slice()
}

#[test]
fn r13_1_r21_rebuilt_piles_are_shuffled_not_put_back_in_reveal_order() {
    let mut treasure_same = 0;
    let mut hex_same = 0;
    let mut treasure_orders = HashSet::new();
    let mut hex_orders = HashSet::new();
    let mut first_revealed = None;
    for seed in 0..SEEDS {
        let r = rebuilds(seed);
        // The same cards come back: all 12 of each pile.
        let silvers = |p: &[Treasure]| p.iter().filter(|t| **t == Treasure::Silver).count();
        assert_eq!(r.treasures_rebuilt.len(), 12);
        assert_eq!(silvers(&r.treasures_rebuilt), 6);
        let mut sorted = r.hexes_rebuilt.clone();
        sorted.sort();
        assert_eq!(sorted, Hex::ALL);
        // Every seed revealed the same cards in the same order (the stacked piles) ...
        let this = (r.treasures_revealed.clone(), r.hexes_revealed.clone());
        assert_eq!(first_revealed.get_or_insert_with(|| this.clone()), &this);
        // ... so the rebuilt orders differ only by the shuffle.
        treasure_same += usize::from(in_reveal_order(&r.treasures_rebuilt, &r.treasures_revealed));
        hex_same += usize::from(in_reveal_order(&r.hexes_rebuilt, &r.hexes_revealed));
        treasure_orders.insert(r.treasures_rebuilt);
        hex_orders.insert(r.hexes_rebuilt);
    }
    // A shuffle gives one of the 924 treasure orders (12! Hex orders) at random: the reveal
    // order, either way up, comes back about once in 462 seeds (never, for the Hexes).
    assert!(
        treasure_same <= 10,
        "the rebuilt treasure pile was the discard pile in reveal order for {treasure_same} of {SEEDS} seeds"
    );
    assert!(
        hex_same <= 1,
        "the rebuilt Hex pile was the discard pile in reveal order for {hex_same} of {SEEDS} seeds"
    );
    // Nor one fixed rearrangement (a shuffle that ignores the seed): 200 draws from 924
    // orders give about 180 different ones; from 12! orders, 200.
    assert!(
        treasure_orders.len() >= 150,
        "{SEEDS} seeds rebuilt only {} different treasure piles",
        treasure_orders.len()
    );
    assert!(
        hex_orders.len() >= 195,
        "{SEEDS} seeds rebuilt only {} different Hex piles",
        hex_orders.len()
    );
}
