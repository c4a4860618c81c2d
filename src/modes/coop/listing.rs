//! What the lists of saves and Resume say of a coop game: the words leave at the merge (the
//! app words them from its catalog, `app::coop::words`).

use super::game::{Coop, Game};
use crate::engine::{ModeGame, Rules};

impl ModeGame for Game {
    fn mode(&self) -> &'static str {
        Coop::MODE
    }
    // i18n: leaves at merge (the app: `app::coop::words::kind_words`).
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
    // i18n: leaves at merge (the app: `app::coop::words::step_words`).
    fn undo_label(&self) -> Option<String> {
        self.history()
            .last_done()
            .map(|e| super::english::step_label(&e.action, &e.events, self.setup()))
    }
    // i18n: leaves at merge (the app: `app::coop::words::step_words`).
    fn redo_label(&self) -> Option<String> {
        self.history()
            .next_redo()
            .map(|u| super::english::step_label(&u.action, &u.events, self.setup()))
    }
    // i18n: leaves at merge (the app: `app::coop::words::title_words`).
    fn title(&self) -> String {
        let setup = self.setup();
        setup
            .kingdom
            .clone()
            .unwrap_or_else(|| format!("Custom ({}/{})", setup.provinces, setup.duchies))
    }
    // i18n: leaves at merge (the app: `app::coop::words::progress_words`).
    fn progress(&self) -> String {
        format!("round {}", self.round())
    }
    // i18n: leaves at merge (the app: `app::coop::words::who_words`).
    fn who(&self) -> String {
        let players = &self.setup().players;
        format!("{} and {}", players[0], players[1])
    }
}
