//! Dominion: Duel's rules tested through the crate's own interface, with no egui, no words and
//! no files: one binary, each file a module, the helpers they share in `common`. What the table
//! says of the rules (refusals, the log, the checklist) is tested in the app's `tests/all`
//! (`duel_rules_words_*.rs`, `duel_properties.rs`).

mod common;
mod random_play;

mod attacks;
mod changes;
mod end;
mod own_deck;
mod properties;
mod results;
mod setup;
