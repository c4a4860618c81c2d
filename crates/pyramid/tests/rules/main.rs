//! The solo VP pyramid's rules tested through the crate's own interface, with no egui, no words
//! and no files: one binary, each file a module, the helpers they share in `common`. What the
//! table says of the rules (refusals, the log, the verdict) is tested in the app's `tests/all`
//! (`pyramid_rules_words_*.rs`, `pyramid_properties.rs`).

mod common;
mod random_play;

mod buys;
mod end;
mod own_deck;
mod own_deck_end;
mod properties;
mod setup;
mod turns;
