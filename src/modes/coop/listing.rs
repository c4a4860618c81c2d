//! What the lists of saves and Resume know of a coop game (the app words it:
//! `app::coop::words`).

use super::game::{Coop, Game};
use crate::engine::{ModeGame, Rules};

impl ModeGame for Game {
    fn mode(&self) -> &'static str {
        Coop::MODE
    }
    fn rules_version(&self) -> u32 {
        Coop::VERSION
    }
    fn seed(&self) -> u64 {
        self.setup().seed.unwrap_or(0)
    }
    fn actions_played(&self) -> usize {
        self.actions_applied()
    }
    fn is_over(&self) -> bool {
        Game::is_over(self)
    }
    fn is_finished(&self) -> bool {
        self.score().is_some()
    }
}
