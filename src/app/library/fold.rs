//! Making room in the list of every game: finished games of more than a chosen number of
//! months ago folded into their results (their results and BG Stats links stay, their moves
//! go), asked first with a backup offered.

use super::super::effect::Effect;
use super::super::i18n::t;
use super::super::kit::notice::Notice;
use super::super::store_words;
use super::Library;
use super::dialog::{AllGames, Dialog, FoldForm};
use crate::store::{self, Folded, Recorded, Store};
use chrono::{Local, Months, NaiveTime, TimeZone};

/// The most months a fold can reach back: ten years.
pub const MAX_MONTHS: u32 = 120;

/// The moment a fold of `months` months reaches back to, seen `now` (seconds since 1970): the
/// table's midnight that many months before today (the month's last day where today's is
/// not in it, 31 March less a month is 28 or 29 February).
pub fn before(months: u32, now: i64) -> i64 {
    let today = Local
        .timestamp_opt(now, 0)
        .single()
        .map_or_else(|| Local::now().date_naive(), |t| t.date_naive());
    let day = today
        .checked_sub_months(Months::new(months))
        .unwrap_or(today);
    // A midnight the clocks skip (a summer time's start) is the first moment of that day.
    match Local.from_local_datetime(&day.and_time(NaiveTime::MIN)) {
        chrono::LocalResult::Single(t) | chrono::LocalResult::Ambiguous(t, _) => t.timestamp(),
        chrono::LocalResult::None => {
            let hour = NaiveTime::from_hms_opt(1, 0, 0).unwrap_or(NaiveTime::MIN);
            Local
                .from_local_datetime(&day.and_time(hour))
                .earliest()
                .map_or(now, |t| t.timestamp())
        }
    }
}

impl Library {
    /// Changes the fold's form in the list of every game, if it is open.
    pub(super) fn fold_form(&mut self, change: impl FnOnce(&mut FoldForm)) -> Vec<Effect> {
        if let Some(Dialog::All(AllGames { fold, .. })) = &mut self.dialog {
            change(fold);
            fold.months = fold.months.clamp(1, MAX_MONTHS);
        }
        Vec::new()
    }

    /// Folds the finished games the form names into their results: the data folder's games
    /// and every mode's results read again now (another window may have played since), then
    /// the list shown again with what was done.
    pub(super) fn fold(
        &mut self,
        store: Option<&Store>,
        recorded: impl FnOnce() -> (Recorded, Vec<String>),
    ) -> Vec<Effect> {
        let (Some(store), Some(Dialog::All(all))) = (store, &self.dialog) else {
            return Vec::new();
        };
        let before = before(all.fold.months, store::now());
        let (held, unread) = recorded();
        let (shelved, _) = store.shelved_games();
        let done = store.fold(&shelved, before, &held);
        self.show_all_games(Some(store), folded_notice(&done, unread))
    }
}

/// What a fold did, in words: the games folded, those kept whole and why, the files that could
/// not be deleted and the results that could not be read.
fn folded_notice(done: &Folded, unread: Vec<String>) -> Option<Notice> {
    let (folded, kept, faults) = (done.folded, done.kept, done.faults.len());
    // The first fault in full: a folder that refuses one file refuses them all alike.
    let first_fault = done.faults.first().map(|e| store_words::problem(&e.0));
    let words = move || {
        let mut lines = vec![t!("games-folded", n = folded)];
        if kept > 0 {
            lines.push(t!("games-fold-kept", n = kept));
        }
        if faults > 0 {
            lines.push(t!("games-fold-faults", n = faults));
        }
        lines.extend(first_fault.iter().cloned());
        lines.extend(unread.iter().cloned());
        lines.join("\n")
    };
    if done.faults.is_empty() && done.kept == 0 {
        Notice::info(words)
    } else {
        Notice::error(words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(y: i32, m: u32, d: u32, h: u32) -> i64 {
        let t = Local.with_ymd_and_hms(y, m, d, h, 0, 0);
        t.earliest().map(|t| t.timestamp()).unwrap_or_default()
    }

    /// What a fold did, said: the games folded always; the games kept whole, the faults (the
    /// first in full) and the results not read only when there are any; quiet (the top row)
    /// only when every game it looked at was folded, else on the screen until dismissed.
    #[test]
    fn a_folds_notice_says_each_part_only_when_there_is_one() {
        use crate::store::{Detail, Problem, SaveError};
        super::super::super::i18n::set(super::super::super::i18n::Lang::En, None);
        let fault = || {
            SaveError(Problem::NotDeleted {
                file: "/data/games/a.ron".into(),
                detail: Detail::ReadOnly,
            })
        };
        let said = |done: Folded, unread: Vec<String>| {
            let notice = folded_notice(&done, unread).expect("a fold always says what it did");
            (notice.text(), notice.error)
        };
        let (text, error) = said(
            Folded {
                folded: 3,
                ..Folded::default()
            },
            Vec::new(),
        );
        assert_eq!(
            text,
            "Kept only the results of 3 games: their moves are gone, their results stay in Results."
        );
        assert!(!error, "all folded: a quiet line");
        let (text, error) = said(
            Folded {
                folded: 2,
                kept: 1,
                faults: Vec::new(),
            },
            Vec::new(),
        );
        assert_eq!(text.lines().count(), 2, "{text}");
        assert!(text.ends_with("1 game was kept whole: Results holds no result of it."));
        assert!(error, "a game kept whole is said until dismissed");
        let (text, error) = said(
            Folded {
                folded: 0,
                kept: 0,
                faults: vec![fault(), fault()],
            },
            vec!["A mode's results could not be read.".into()],
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        assert_eq!(lines[0], "No game was made smaller.");
        assert_eq!(
            lines[1],
            "2 games could not be made smaller: their files are kept as they were."
        );
        assert!(
            lines[2].contains("a.ron"),
            "the first fault in full: {}",
            lines[2]
        );
        assert_eq!(lines[3], "A mode's results could not be read.");
        assert!(error);
    }

    #[test]
    fn a_fold_reaches_back_to_the_tables_midnight_that_many_months_ago() {
        assert_eq!(before(12, at(2026, 12, 6, 0)), at(2025, 12, 6, 0));
        assert_eq!(before(12, at(2026, 12, 6, 23)), at(2025, 12, 6, 0));
        assert_eq!(before(MAX_MONTHS, at(2026, 12, 6, 9)), at(2016, 12, 6, 0));
        // A day the month before does not have: that month's last.
        assert_eq!(before(1, at(2026, 3, 31, 15)), at(2026, 2, 28, 0));
        assert_eq!(before(1, at(2028, 3, 31, 15)), at(2028, 2, 29, 0));
        assert_eq!(before(1, at(2027, 1, 15, 12)), at(2026, 12, 15, 0));
    }
}
