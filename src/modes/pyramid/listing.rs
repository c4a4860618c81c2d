//! What the lists of saves and Resume know of a pyramid game (the app words it:
//! `app::pyramid::words`).

use super::game::PyramidGame;
use super::rules::Pyramid;
use crate::engine::{ModeGame, Rules};

impl ModeGame for PyramidGame {
    fn mode(&self) -> &'static str {
        Pyramid::MODE
    }
    fn rules_version(&self) -> u32 {
        Pyramid::VERSION
    }
    fn seed(&self) -> u64 {
        self.setup().seed.unwrap_or(0)
    }
    fn actions_played(&self) -> usize {
        self.actions_applied()
    }
    fn is_over(&self) -> bool {
        PyramidGame::is_over(self)
    }
    fn is_finished(&self) -> bool {
        self.outcome().is_some()
    }
}
