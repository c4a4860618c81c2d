//! What the lists of saves and Resume say of a coop game.

use super::game::{Coop, Game};
use crate::engine::{ModeGame, Rules};

impl ModeGame for Game {
    fn mode(&self) -> &'static str {
        Coop::MODE
    }
    fn kind(&self) -> &'static str {
        "coop game"
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
    fn undo_label(&self) -> Option<String> {
        Game::undo_label(self)
    }
    fn redo_label(&self) -> Option<String> {
        Game::redo_label(self)
    }
    fn title(&self) -> String {
        let setup = self.setup();
        setup
            .kingdom
            .clone()
            .unwrap_or_else(|| format!("Custom ({}/{})", setup.provinces, setup.duchies))
    }
    fn progress(&self) -> String {
        format!("round {}", self.round())
    }
    fn who(&self) -> String {
        let players = &self.setup().players;
        format!("{} and {}", players[0], players[1])
    }
}
