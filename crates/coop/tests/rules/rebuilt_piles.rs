//! Empty piles rebuilt from the discard pile (R13.1, R21): one seed's rebuilds, for the tests
//! that the cards are shuffled, not put back in the order they were revealed
//! (`rebuild.rs`), and that the shuffle follows the game's seed, through a save too (the app's
//! `tests/all/rebuild.rs`, which compiles this file by its path).
//!
//! Every game here starts from the same stacked piles, so every game reveals the same cards
//! in the same order; only the seed differs. A real shuffle then rebuilds the pile in a
//! different order for almost every seed.

use crate::common::*;
use coop_automa_coop::*;

/// A game from the stacked piles with `seed` (12 Provinces, 10 Duchies: it lasts past the
/// rebuilds of round 26 and 27).
pub fn game(seed: u64) -> Game {
    let mut s = setup(12, 10);
    s.seed = Some(seed);
    stacked(s, &[], &[])
}

/// The discard pile's cards of one kind, in the order they were revealed.
pub fn revealed<T>(g: &Game, pick: impl Fn(Card) -> Option<T>) -> Vec<T> {
    g.discard().iter().filter_map(|c| pick(*c)).collect()
}

pub fn treasure(c: Card) -> Option<Treasure> {
    match c {
        Card::Treasure(t) => Some(t),
        Card::Hex(_) => None,
    }
}

pub fn hex(c: Card) -> Option<Hex> {
    match c {
        Card::Hex(h) => Some(h),
        Card::Treasure(_) => None,
    }
}

/// One seed's rebuilds: the cards as they were revealed before each rebuild, and each
/// rebuilt pile (bottom first, its top card being the one the step revealed at once).
pub struct Rebuilds {
    pub treasures_revealed: Vec<Treasure>,
    pub treasures_rebuilt: Vec<Treasure>,
    pub hexes_revealed: Vec<Hex>,
    pub hexes_rebuilt: Vec<Hex>,
}

/// The automa's step that rebuilds `pile` from its 12 cards and reveals its top at once.
fn rebuild_step(g: &mut Game, pile: PileKind) -> Card {
    both_turns(g);
    let events = ok(g, Action::AutomaStep);
    assert_eq!(events[0], Event::Reshuffled { pile, cards: 12 });
    g.last_reveal().expect("the step revealed a card").card
}

pub fn rebuilds(seed: u64) -> Rebuilds {
    let mut g = game(seed);
    // Treasure steps in rounds 2, 4, ..., 24 empty the treasure pile: round 26 rebuilds it.
    play_to_round(&mut g, 26);
    assert_eq!(g.treasure_pile_len(), 0);
    let treasures_revealed = revealed(&g, treasure);
    assert_eq!(treasures_revealed.len(), 12);
    let Card::Treasure(top) = rebuild_step(&mut g, PileKind::Treasure) else {
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
    let Card::Hex(top) = rebuild_step(&mut g, PileKind::Hex) else {
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
