//! The Duel's games with an explicit Curse Deck order (top first) and the actions its rules'
//! tests enter: the one file `crates/duel/tests/rules` uses too (compiled here by its path),
//! and a refusal in the table's words.

#[path = "../../../crates/duel/tests/rules/common.rs"]
mod shared;
pub use shared::*;

use coop_automa::app::duel::words;
use coop_automa::modes::duel::*;

pub fn refused(g: &mut DuelGame, action: Action) -> String {
    let before = g.clone();
    let e = g.apply(action).expect_err("should be refused");
    assert_eq!(*g, before, "a refusal changed the game");
    let words = words::error_words(&e);
    assert!(!words.is_empty());
    words
}
