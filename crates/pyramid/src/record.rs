//! The pyramid's results (P30): one record per finished game, its tallies per level and mix,
//! and the level to play next (P28). The store keeps the records; these are the rules.

use super::game::PyramidGame;
use super::mix::{Level, Mix};
use super::rules::Pyramid;
use super::score::{FinalScore, Verdict};
use super::state::Adjustment;
use crate::engine::{Cell, GameResult, Stamp};
use crate::game::PyramidSession;
use serde::{Deserialize, Serialize};

/// One finished pyramid game (P30).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PyramidResult {
    /// Which game, so a result entered again replaces its line.
    pub game_id: String,
    /// When it was recorded, seconds since 1970 (UTC).
    pub date: i64,
    pub level: Level,
    /// Estates, Duchies, Provinces, Colonies.
    pub mix: Mix,
    /// The setup adjustment: none, swap or redraw (P5).
    pub adjustment: Adjustment,
    /// Turns started.
    pub turns: u32,
    /// The rules that ended it: "P23", "P24", "P23 and P24" or "P25".
    pub ended: String,
    /// Both scores with every term, the difference and the verdict; `None` after P25.
    pub score: Option<FinalScore>,
    pub verdict: Verdict,
    /// The table it was played at, when it came from another table's backup; empty: this
    /// table's own (a record is written without it, and a backup names its table).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub table: String,
}

impl GameResult for PyramidResult {
    type Rules = Pyramid;

    /// The record of a finished game: scored, or lost by P25; `None` before.
    fn of(game: &PyramidGame, game_id: &str, date: i64) -> Option<PyramidResult> {
        let verdict = game.verdict()?;
        let setup = game.setup();
        Some(PyramidResult {
            game_id: game_id.to_owned(),
            date,
            level: setup.level,
            mix: setup.mix,
            adjustment: game.adjustment(),
            turns: game.turn(),
            ended: game.ending().map_or("", |e| e.rules()).to_owned(),
            score: game.final_score().copied(),
            verdict,
            table: String::new(),
        })
    }

    fn stamp(&self) -> Stamp<'_> {
        Stamp::new(&self.game_id, self.date, &self.table)
    }

    const CSV_COLUMNS: &'static [&'static str] = &[
        "level",
        "estates",
        "duchies",
        "provinces",
        "colonies",
        "adjustment",
        "turns",
        "ended",
        "score_to_beat",
        "player_score",
        "difference",
        "outcome",
    ];

    /// After P25 the three scores are empty: the game was lost unscored.
    fn csv_row(&self) -> Vec<Cell> {
        let level = match self.level {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Advanced => "advanced",
            Level::Expert => "expert",
            Level::Master => "master",
        };
        let adjustment = match self.adjustment {
            Adjustment::None => "none",
            Adjustment::Swap => "swap",
            Adjustment::Redraw => "redraw",
        };
        let outcome = match self.verdict {
            Verdict::Loss => "loss".to_owned(),
            Verdict::LossNoBuy => "loss_no_buy".to_owned(),
            Verdict::Victory(n) => format!("victory_{n}"),
        };
        let score = |f: fn(&FinalScore) -> i32| {
            self.score
                .as_ref()
                .map_or(Cell::Empty, |s| Cell::Number(f(s).into()))
        };
        vec![
            Cell::Plain(level.to_owned()),
            Cell::Number(self.mix.estates.into()),
            Cell::Number(self.mix.duchies.into()),
            Cell::Number(self.mix.provinces.into()),
            Cell::Number(self.mix.colonies.into()),
            Cell::Plain(adjustment.to_owned()),
            Cell::Number(self.turns.into()),
            Cell::Plain(self.ended.clone()),
            score(|s| s.to_beat.total),
            score(|s| s.player.total),
            score(|s| s.difference),
            Cell::Plain(outcome),
        ]
    }
}

/// Games and victories at one level with one mix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    pub games: usize,
    pub victories: usize,
    /// The best victory level reached (0: none).
    pub best: u8,
}

/// Games and victories at `level` with `mix`.
pub fn tally(records: &[PyramidResult], level: Level, mix: Mix) -> Tally {
    let mut t = Tally::default();
    for r in records.iter().filter(|r| r.level == level && r.mix == mix) {
        t.games += 1;
        if let Verdict::Victory(n) = r.verdict {
            t.victories += 1;
            t.best = t.best.max(n);
        }
    }
    t
}

/// Every level and mix played, with its tally: easiest level first, then mix A, mix B,
/// and the other mixes by their Colonies, then Provinces (as a table reads the setup's
/// list: the presets by name, then the bigger cards growing).
pub fn tallies(records: &[PyramidResult]) -> Vec<(Level, Mix, Tally)> {
    let mut keys: Vec<(Level, Mix)> = records.iter().map(|r| (r.level, r.mix)).collect();
    coop_automa_engine::sort::sort_by_key(&mut keys, |(l, m)| {
        let preset = match m.preset() {
            Some("A") => 0,
            Some(_) => 1,
            None => 2,
        };
        (*l, preset, m.colonies, m.provinces, m.duchies)
    });
    keys.dedup();
    keys.into_iter()
        .map(|(l, m)| (l, m, tally(records, l, m)))
        .collect()
}

/// What to play next, from the last result at this level and mix (P28: a level 4 victory
/// says it is time to move up).
pub fn next_level(level: Level, verdict: Verdict) -> Option<Level> {
    match verdict {
        Verdict::Victory(4) => Level::ALL.iter().copied().find(|l| *l > level),
        _ => None,
    }
}
