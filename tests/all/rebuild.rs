//! Empty piles rebuilt from the discard pile (R13.1, R21): the cards are shuffled, not put
//! back in the order they were revealed, and the shuffle follows the game's seed.
//!
//! Every game here starts from the same stacked piles, so every game reveals the same cards
//! in the same order; only the seed differs. A real shuffle then rebuilds the pile in a
//! different order for almost every seed.

use crate::common;

use common::*;
use coop_automa::modes::coop::*;
use std::collections::HashSet;

const SEEDS: u64 = 200;

/// A game from the stacked piles with `seed` (12 Provinces, 10 Duchies: it lasts past the
/// rebuilds of round 26 and 27).
fn game(seed: u64) -> Game {
    let mut s = setup(12, 10);
    s.seed = Some(seed);
    stacked(s, &[], &[])
}

/// The discard pile's cards of one kind, in the order they were revealed.
fn revealed<T>(g: &Game, pick: impl Fn(Card) -> Option<T>) -> Vec<T> {
    g.discard().iter().filter_map(|c| pick(*c)).collect()
}

fn treasure(c: Card) -> Option<Treasure> {
    match c {
        Card::Treasure(t) => Some(t),
        Card::Hex(_) => None,
    }
}

fn hex(c: Card) -> Option<Hex> {
    match c {
        Card::Hex(h) => Some(h),
        Card::Treasure(_) => None,
    }
}

/// One seed's rebuilds: the cards as they were revealed before each rebuild, and each
/// rebuilt pile (bottom first, its top card being the one the step revealed at once).
struct Rebuilds {
    treasures_revealed: Vec<Treasure>,
    treasures_rebuilt: Vec<Treasure>,
    hexes_revealed: Vec<Hex>,
    hexes_rebuilt: Vec<Hex>,
}

fn rebuilds(seed: u64) -> Rebuilds {
    let mut g = game(seed);
    // Treasure steps in rounds 2, 4, ..., 24 empty the treasure pile: round 26 rebuilds it.
    play_to_round(&mut g, 26);
    assert_eq!(g.treasure_pile_len(), 0);
    let treasures_revealed = revealed(&g, treasure);
    assert_eq!(treasures_revealed.len(), 12);
    both_turns(&mut g);
    let events = ok(&mut g, Action::AutomaStep);
    assert_eq!(
        events[0],
        Event::Reshuffled {
            pile: PileKind::Treasure,
            cards: 12
        }
    );
    let Some(Card::Treasure(top)) = g.last_reveal().map(|r| r.card) else {
        panic!("round 26 revealed no treasure");
    };
    let mut treasures_rebuilt = g.treasure_pile_hidden().to_vec();
    treasures_rebuilt.push(top);
    ok(&mut g, Action::AutomaDone);

    // Hex steps in rounds 3, 5, ..., 25 empty the Hex pile: round 27 rebuilds it.
    assert_eq!(g.round(), 27);
    assert_eq!(g.hex_pile_len(), 0);
    let hexes_revealed = revealed(&g, hex);
    assert_eq!(hexes_revealed.len(), 12);
    both_turns(&mut g);
    let events = ok(&mut g, Action::AutomaStep);
    assert_eq!(
        events[0],
        Event::Reshuffled {
            pile: PileKind::Hex,
            cards: 12
        }
    );
    let Some(Card::Hex(top)) = g.last_reveal().map(|r| r.card) else {
        panic!("round 27 revealed no Hex");
    };
    let mut hexes_rebuilt = g.hex_pile_hidden().to_vec();
    hexes_rebuilt.push(top);
    Rebuilds {
        treasures_revealed,
        treasures_rebuilt,
        hexes_revealed,
        hexes_rebuilt,
    }
}

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

#[test]
fn r13_1_r21_rebuilt_piles_follow_the_seed() {
    for seed in [0, 7, 42, 1_000_003] {
        let a = rebuilds(seed);
        let b = rebuilds(seed);
        assert_eq!(a.treasures_rebuilt, b.treasures_rebuilt, "seed {seed}");
        assert_eq!(a.hexes_rebuilt, b.hexes_rebuilt, "seed {seed}");
    }
    // A game saved before the rebuild and loaded again rebuilds the same piles (the
    // generator's state is part of the game).
    let mut g = game(42);
    play_to_round(&mut g, 26);
    let text = coop_automa::store::to_ron(&g, "rebuild-test", None, 0).unwrap();
    let dir = temp_dir("rebuild");
    let path = dir.join("before-rebuild.ron");
    std::fs::write(&path, text).unwrap();
    let mut loaded = coop_automa::store::load::<coop_automa::modes::coop::Game>(&path)
        .unwrap()
        .game;
    play_to_round(&mut g, 28);
    play_to_round(&mut loaded, 28);
    assert_eq!(loaded.treasure_pile_hidden(), g.treasure_pile_hidden());
    assert_eq!(loaded.hex_pile_hidden(), g.hex_pile_hidden());
    assert_eq!(loaded.discard(), g.discard());
    let r = rebuilds(42);
    let mut expected = r.treasures_rebuilt;
    expected.pop(); // revealed in round 26 (round 28's step has not come yet)
    assert_eq!(g.treasure_pile_hidden(), expected.as_slice());
    let _ = std::fs::remove_dir_all(dir);
}
