//! What every table mode shares: the `Rules` a mode implements, `Session<R>` that plays them
//! with undo, redo and save-by-replay, the undo `History`, ordered `Pile`s and the seeded
//! `GameRng`; `sort`, compiled once for every type the app gives it (the web page's weight). No egui, no files, no clock: the shell draws the seeds.

#[cfg(any(test, feature = "test-support"))]
pub mod checks;
mod history;
mod mode_game;
mod pile;
mod rng;
mod rules;
mod session;
pub mod sort;
mod told;

pub use history::{Entry, History, Undone};
pub use mode_game::{Cell, GameResult, ModeGame, Stamp};
pub use pile::{Filler, Pile};
pub use rng::GameRng;
pub use rules::{Record, Rules};
pub use session::{ReplayError, Session};
pub use told::{NeedTold, TellFault, next_told, tell};
