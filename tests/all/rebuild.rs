//! Empty piles rebuilt from the discard pile (R13.1, R21): the shuffle follows the game's seed,
//! and a game saved before the rebuild and loaded again rebuilds the same piles. The games and
//! their rebuilds are the rules' own (`crates/coop/tests/rules/rebuilt_piles.rs`, compiled
//! here by its path), where the rebuilt piles are shown shuffled, not put back in reveal order.

use crate::common;

use common::*;
use coop_automa::modes::coop::*;

#[path = "../../crates/coop/tests/rules/rebuilt_piles.rs"]
#[allow(dead_code)] // the reveal orders, read by the crate's test only
mod rebuilt_piles;
use rebuilt_piles::*;

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
