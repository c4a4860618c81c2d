//! The table modes, each a `Rules` for the shared engine and each a crate of its own
//! (`crates/<mode>`): the coop's automa (R1-R24), the solo VP pyramid's AI (P1-P30) and
//! Dominion: Duel's life points and Curse Deck (D1-D12). Another mode is another crate, named
//! here and in the registry.

pub use coop_automa_coop as coop;
pub use coop_automa_duel as duel;
pub use coop_automa_pyramid as pyramid;
