//! coop-automa: what belongs to nobody at a real Dominion table, as a table companion.
//! `engine` is what every mode shares (rules in, events out; undo, redo, replay), `modes`
//! holds each mode's rules (the coop's automa first), `store` keeps games on disk, `app` is
//! the table display that hosts the modes.

mod registry;

pub mod app;
pub use coop_automa_engine as engine;
pub mod modes;
pub mod store;
