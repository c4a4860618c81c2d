//! The table modes, each a `Rules` for the shared engine: the coop's automa (R1-R24), the
//! solo VP pyramid's AI (P1-P30) and Dominion: Duel's life points and Curse Deck (D1-D12).
//! Another mode goes in a folder of its own beside it.

pub mod coop;
pub mod duel;
pub mod pyramid;
