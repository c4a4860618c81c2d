//! The table modes, each a `Rules` for the shared engine: the coop's automa (R1-R24) and the
//! solo VP pyramid's AI (P1-P30).
//! Another mode goes in a folder of its own beside it.

pub mod coop;
pub mod pyramid;
