//! The coop's rules tested through the crate's own interface, with no egui, no words and no
//! files: one binary, each file a module, the helpers they share in `common`. What the table
//! says of the rules (refusals, the log, the checklist) and what goes through the store is
//! tested in the app's `tests/all`; where both play the same games, their generator is here
//! (`random_play.rs`, `rebuilt_piles.rs`) and compiled there by its path.

mod common;
mod random_play;
mod rebuilt_piles;

mod end;
mod hexes_and_states;
mod kingdoms;
mod ladder;
mod long_game;
mod own_cards;
mod properties;
mod reach;
mod rebuild;
mod rounds;
mod setup;
mod shuffle;
mod undo;
