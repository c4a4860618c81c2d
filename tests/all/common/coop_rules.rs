//! The coop's rules in the table's words (`app::coop::words`): what the rules' tests that
//! read the English ask of a game (the tests that need no words are in
//! `crates/coop/tests/rules`).

use coop_automa::app::coop::words;
use coop_automa::modes::coop::*;

/// The rules return data; the app words it (`app::coop::words`). These read the English.
pub trait Words {
    fn message(&self) -> String;
}

impl Words for RuleError {
    fn message(&self) -> String {
        coop_automa::app::coop::refusal_words::error_words(self)
    }
}

pub fn checklist(setup: &Setup) -> Vec<String> {
    words::checklist_words(setup)
}

pub fn undo_label(g: &Game) -> Option<String> {
    words::step_words(g, true)
}

pub fn redo_label(g: &Game) -> Option<String> {
    words::step_words(g, false)
}
