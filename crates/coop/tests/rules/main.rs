//! The coop's rules tested through the crate's own interface, with no egui, no words and no
//! files: one binary, each file a module, the helpers they share in `common`. What the table
//! says of the rules (refusals, the log, the checklist) is tested in the app's `tests/all`
//! (`rules_words_*.rs`, `properties.rs`).

mod common;
mod random_play;

mod end;
mod hexes_and_states;
mod kingdoms;
mod ladder;
mod long_game;
mod properties;
mod reach;
mod rounds;
mod setup;
mod shuffle;
mod undo;
