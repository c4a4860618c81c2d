//! What the lists of saves and Resume say of a Duel game.

use super::event::Ending;
use super::game::DuelGame;
use super::rules::Duel;
use crate::engine::{ModeGame, Rules};

impl ModeGame for DuelGame {
    fn mode(&self) -> &'static str {
        Duel::MODE
    }
    // i18n: leaves at merge
    fn kind(&self) -> &'static str {
        "game of Dominion: Duel"
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
    // i18n: leaves at merge
    fn undo_label(&self) -> Option<String> {
        super::english::step(self, true)
    }
    // i18n: leaves at merge
    fn redo_label(&self) -> Option<String> {
        super::english::step(self, false)
    }
    // i18n: leaves at merge
    fn title(&self) -> String {
        match self.setup().kingdom {
            super::Kingdom::DuelOnly => "Duel, Duel cards only".into(),
            super::Kingdom::Mixed => "Duel, mixed kingdom".into(),
        }
    }
    /// "Ben's turn 2" while it is played; once over, the turn it ended in, never a turn that
    /// will not come: a pile end comes as a turn ends (D10.2), the last player left may win
    /// in the middle of someone's turn (D7.4).
    // i18n: leaves at merge
    fn progress(&self) -> String {
        let current = self.current();
        let name = self.name(current);
        let ended = self.turns(current);
        match self.ending() {
            None => format!("{name}'s turn {}", ended + 1),
            Some(Ending::Piles { .. }) => format!("ended after {name}'s turn {ended}"),
            Some(Ending::LastPlayer { .. }) => format!("ended in {name}'s turn {}", ended + 1),
        }
    }
    // i18n: leaves at merge
    fn who(&self) -> String {
        let names: Vec<String> = (0..self.player_count() as u8)
            .map(|p| self.name(p))
            .collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => names.join(""),
        }
    }
}
