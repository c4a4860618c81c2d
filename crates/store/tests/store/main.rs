//! The store's own tests, in one binary that links no egui and names no mode: backups and
//! their restore, and the desktop's automatic backups, over the in-memory backend with files
//! of any text. The tests that read a mode's games or results through the store stay in the
//! app's `tests/all`.

use coop_automa_store::{Fault, Games, ModeGame, Saved};
use serde::Serialize;

mod auto_backup;
mod backup;
mod fold;
mod head;
mod hosted;
mod read_bounded;

/// The store of these tests: a backup carries files as text and never reads a game, so its
/// type of games knows no mode and reads none.
pub type Store = coop_automa_store::Store<NoGame>;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NoGame;

impl ModeGame for NoGame {
    fn mode(&self) -> &'static str {
        "none"
    }
    fn rules_version(&self) -> u32 {
        0
    }
    fn seed(&self) -> u64 {
        0
    }
    fn actions_played(&self) -> usize {
        0
    }
    fn is_over(&self) -> bool {
        false
    }
    fn is_finished(&self) -> bool {
        false
    }
}

impl Games for NoGame {
    const KNOWN_MODES: &'static [&'static str] = &[];
    const UNNAMED_SAVES_MODE: &'static str = "none";
    fn rules_known(_mode: &str) -> Option<u32> {
        None
    }
    fn parse_mode(_mode: &str, _text: &str) -> Option<Result<Saved<Self>, Fault>> {
        None
    }
    fn parse_bare(_text: &str) -> Result<Saved<Self>, Fault> {
        Err(Fault::Empty)
    }
}
