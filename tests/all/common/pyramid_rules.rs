//! The pyramid's games with a stacked deck and the actions its rules' tests enter: the one
//! file `crates/pyramid/tests/rules` uses too (compiled here by its path), a refusal in the
//! table's words, and a game played until its deck and pyramid are empty.

#[path = "../../../crates/pyramid/tests/rules/common.rs"]
mod shared;
pub use shared::*;

use coop_automa::app::pyramid::words::error_words;
use coop_automa::modes::pyramid::*;

pub fn refused(g: &mut PyramidGame, action: Action) -> String {
    let before = g.clone();
    let e = g.apply(action).expect_err("should be refused");
    assert_eq!(*g, before, "a refusal changed the game");
    error_words(&e)
}

/// A game whose pyramid and deck are emptied by gains and Estate buys (Mix A, Normal).
pub fn drained() -> PyramidGame {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    // Bounded: rules that never empty the deck must fail here, not hang.
    for _ in 0..60 {
        for p in Place::ALL {
            match g.card_at(p) {
                Some(c) if p.row() == Row::Bottom && c.is_vp() => {
                    ok(&mut g, Action::Gain { place: p });
                }
                _ => {}
            }
        }
        if g.deck_len() == 0 && g.pyramid().is_empty() {
            return g;
        }
        ok(&mut g, end(0));
        ok(&mut g, START);
    }
    panic!("P24: 60 turns of gains and Estate buys should empty the pyramid and the deck");
}
