//! What the lists of saves and Resume say of a pyramid game.

use super::game::PyramidGame;
use super::rules::Pyramid;
use crate::engine::{ModeGame, Rules};

impl ModeGame for PyramidGame {
    fn mode(&self) -> &'static str {
        Pyramid::MODE
    }
    fn kind(&self) -> &'static str {
        "solo pyramid game"
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
    fn undo_label(&self) -> Option<String> {
        PyramidGame::undo_label(self)
    }
    fn redo_label(&self) -> Option<String> {
        PyramidGame::redo_label(self)
    }
    fn title(&self) -> String {
        let setup = self.setup();
        let mix = match setup.mix.preset() {
            Some(preset) => format!("mix {preset}"),
            None => format!(
                "mix {}/{}/{}/{}",
                setup.mix.estates, setup.mix.duchies, setup.mix.provinces, setup.mix.colonies
            ),
        };
        format!("Solo pyramid, {}, {mix}", setup.level.name())
    }
    fn progress(&self) -> String {
        match self.turn() {
            0 => "before turn 1".into(),
            n => format!("turn {n}"),
        }
    }
    fn who(&self) -> String {
        "solo".into()
    }
}
