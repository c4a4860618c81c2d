//! A game in the library's lists, in words: what it is and how far it got, and where a
//! Resume entry stands.

use super::super::i18n::{self, t};
use crate::store::{GameStatus, Summary};

/// A game in a list: "First Game, round 7, Alex and Bea, saved 14:32"; "Solo pyramid,
/// Normal, mix A, turn 4, saved 14:32".
pub fn summary_words(summary: &Summary) -> String {
    let saved = i18n::time_of_day(summary.saved_at);
    let (title, progress, who) = super::super::any_mode::game_words(&summary.game);
    match who {
        None => t!(
            "summary-solo",
            title = title,
            progress = progress,
            saved = saved
        ),
        Some(who) => t!(
            "summary",
            title = title,
            progress = progress,
            who = who,
            saved = saved
        ),
    }
}

/// What a Resume entry is, in a few words.
pub fn status_text(status: GameStatus) -> String {
    match status {
        GameStatus::InProgress => t!("resume-in-progress"),
        GameStatus::OverUnscored => t!("resume-over-unscored"),
        GameStatus::Left => t!("resume-left"),
    }
}
