//! What the lists of saves and Resume know of a Duel game (the app words it:
//! `app::duel::words`).

use super::game::DuelGame;
use super::rules::Duel;
use crate::engine::{ModeGame, Rules};

impl ModeGame for DuelGame {
    fn mode(&self) -> &'static str {
        Duel::MODE
    }
    fn rules_version(&self) -> u32 {
        Duel::VERSION
    }
    fn seed(&self) -> u64 {
        self.setup().seed.unwrap_or(0)
    }
    fn actions_played(&self) -> usize {
        self.actions_applied()
    }
    fn is_over(&self) -> bool {
        DuelGame::is_over(self)
    }
    /// Won by the last player left, or scored with every living player's VP typed.
    fn is_finished(&self) -> bool {
        self.outcome().is_some()
    }
}
