//! What the store and the app need of a game of any mode, beyond its rules: what it is in
//! the lists of saves and Resume, whether it is over or finished, and its results record.
//! No words: the app words a game through its mode's screens.
//! One implementation for every mode, from its `Rules`; the store and the app name no mode.

use super::rules::Rules;
use super::session::Session;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// A game the store can save and the app can offer again, of any mode.
pub trait ModeGame {
    /// The mode's name in the file: "coop", "pyramid".
    fn mode(&self) -> &'static str;
    /// The mode's rules version, written with the game.
    fn rules_version(&self) -> u32;
    /// The game's seed (0 when it has none).
    fn seed(&self) -> u64;
    /// Actions played (undone ones apart).
    fn actions_played(&self) -> usize;
    /// Over: nothing but the final entries is left.
    fn is_over(&self) -> bool;
    /// Finished for good: scored, won, or lost unscored. Such a game is not offered again.
    fn is_finished(&self) -> bool;
}

impl<R: Rules> ModeGame for Session<R> {
    fn mode(&self) -> &'static str {
        R::MODE
    }
    fn rules_version(&self) -> u32 {
        R::VERSION
    }
    fn seed(&self) -> u64 {
        R::seed(self.setup())
    }
    fn actions_played(&self) -> usize {
        self.actions_applied()
    }
    fn is_over(&self) -> bool {
        R::is_over(self.state())
    }
    /// Scored, won, or lost unscored: every mode's outcome is known then.
    fn is_finished(&self) -> bool {
        R::outcome(self.state()).is_some()
    }
}

/// One finished game's line in its mode's results log (`results-<mode>.ron`): made from the
/// game when it is decided, replaced when its end is entered again, taken out when undone.
pub trait GameResult: Clone + PartialEq + std::fmt::Debug + Serialize + DeserializeOwned {
    /// The mode whose games it records; its log is named after `Rules::MODE`.
    type Rules: Rules;
    /// The record of a finished game; `None` before it is decided.
    fn of(game: &Session<Self::Rules>, game_id: &str, date: i64) -> Option<Self>;
    /// Which game, when and where: what every mode's record holds.
    fn stamp(&self) -> Stamp<'_>;
    /// Which game, so a result entered again replaces its line.
    fn game_id(&self) -> &str {
        self.stamp().game_id
    }
    /// When it was recorded, seconds since 1970 (UTC).
    fn date(&self) -> i64 {
        self.stamp().date
    }
    /// The table it was played at: empty for this table's own (a backup names its table on
    /// each line it carries).
    fn table(&self) -> &str {
        self.stamp().table
    }
    /// Its log's file name in the data folder.
    fn log_name() -> String {
        format!("results-{}.ron", Self::Rules::MODE)
    }
    /// The CSV export's columns after the date (documented in docs/results-csv.md).
    const CSV_COLUMNS: &'static [&'static str];
    /// This record's cells under `CSV_COLUMNS`, one each.
    fn csv_row(&self) -> Vec<Cell>;
}

/// What every record says of its game: which (its id), when (seconds since 1970, UTC) and
/// at which table (empty: this table's own).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stamp<'a> {
    pub game_id: &'a str,
    pub date: i64,
    pub table: &'a str,
}

impl<'a> Stamp<'a> {
    pub fn new(game_id: &'a str, date: i64, table: &'a str) -> Self {
        Stamp {
            game_id,
            date,
            table,
        }
    }
}

/// A cell of a results export: the store writes it (the rules say only what it holds).
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// A name the table typed: a spreadsheet must never run it as a formula.
    Text(String),
    /// Words or codes the app wrote itself.
    Plain(String),
    Number(i64),
    YesNo(bool),
    /// Nothing to say (a score a game lost unscored never had).
    Empty,
}
