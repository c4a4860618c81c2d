//! What the lists of saves and Resume say of a pyramid game. The words here (`kind`,
//! `title`, `progress`, `who`, `undo_label`, `redo_label`) are English until the lead
//! removes them from `ModeGame` at the merge; the app words them with
//! `app::pyramid::words::{kind_words, title_words, progress_words, who_words, step_words}`.

use super::english;
use super::game::PyramidGame;
use super::rules::Pyramid;
use crate::engine::{ModeGame, Rules};

impl ModeGame for PyramidGame {
    fn mode(&self) -> &'static str {
        Pyramid::MODE
    }
    // i18n: leaves at merge
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
    // i18n: leaves at merge
    fn undo_label(&self) -> Option<String> {
        self.history()
            .last_done()
            .map(|e| english::step(&e.action, &e.events, self.setup()))
    }
    // i18n: leaves at merge
    fn redo_label(&self) -> Option<String> {
        self.history()
            .next_redo()
            .map(|u| english::step(&u.action, &u.events, self.setup()))
    }
    // i18n: leaves at merge
    fn title(&self) -> String {
        let setup = self.setup();
        let mix = match setup.mix.preset() {
            Some(preset) => format!("mix {preset}"),
            None => format!(
                "mix {}/{}/{}/{}",
                setup.mix.estates, setup.mix.duchies, setup.mix.provinces, setup.mix.colonies
            ),
        };
        format!("Solo pyramid, {}, {mix}", english::level(setup.level))
    }
    // i18n: leaves at merge
    fn progress(&self) -> String {
        match self.turn() {
            0 => "before turn 1".into(),
            n => format!("turn {n}"),
        }
    }
    // i18n: leaves at merge
    fn who(&self) -> String {
        "solo".into()
    }
}
