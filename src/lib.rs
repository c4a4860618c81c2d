//! coop-automa: the automa of Top's unofficial two-player Dominion coop, as a table companion.
//! `core` plays the rules, `store` keeps games on disk, `ui` draws them.

pub mod core;
pub mod engine;
pub mod store;
pub mod ui;
