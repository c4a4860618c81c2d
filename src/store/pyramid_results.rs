//! The pyramid's results log (P30): one line of RON per finished game in
//! `results-pyramid.ron`, beside the coop's `results.ron`. A finished game's line is replaced
//! when its ending or final counts are entered again, and taken out when they are undone; a
//! line that cannot be read is kept as it is.

use super::backend::Backend;
use super::results::{BadLine, read_lines, update_line};
use crate::modes::pyramid::{Adjustment, FinalScore, Level, Mix, PyramidGame, Verdict};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

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
}

impl PyramidResult {
    /// The record of a finished game: scored, or lost by P25; `None` before.
    pub fn of(game: &PyramidGame, game_id: &str, date: i64) -> Option<PyramidResult> {
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
        })
    }
}

/// The pyramid's results file in a data folder.
pub fn pyramid_results_path(data_dir: &Path) -> PathBuf {
    data_dir.join("results-pyramid.ron")
}

/// The pyramid's results log as read: the records, and the lines that could not be read.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PyramidResults {
    pub records: Vec<PyramidResult>,
    pub bad_lines: Vec<BadLine>,
}

/// Games and victories at one level with one mix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    pub games: usize,
    pub victories: usize,
    /// The best victory level reached (0: none).
    pub best: u8,
}

impl PyramidResults {
    /// Games and victories at `level` with `mix`.
    pub fn tally(&self, level: Level, mix: Mix) -> Tally {
        let mut t = Tally::default();
        for r in self
            .records
            .iter()
            .filter(|r| r.level == level && r.mix == mix)
        {
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
    pub fn tallies(&self) -> Vec<(Level, Mix, Tally)> {
        let mut keys: Vec<(Level, Mix)> = self.records.iter().map(|r| (r.level, r.mix)).collect();
        keys.sort_by_key(|(l, m)| {
            let preset = match m.preset() {
                Some("A") => 0,
                Some(_) => 1,
                None => 2,
            };
            (*l, preset, m.colonies, m.provinces, m.duchies)
        });
        keys.dedup();
        keys.into_iter()
            .map(|(l, m)| (l, m, self.tally(l, m)))
            .collect()
    }
}

/// Reads the log through a backend; a missing file is an empty log.
pub(super) fn read(backend: &dyn Backend, path: &Path) -> Result<PyramidResults, String> {
    let (records, bad_lines) = read_lines(backend, path)?;
    Ok(PyramidResults { records, bad_lines })
}

/// Writes a game's record in place of its old one (or appends it); `None` takes it out.
pub(super) fn update(
    backend: &dyn Backend,
    path: &Path,
    game_id: &str,
    record: Option<&PyramidResult>,
) -> Result<(), String> {
    update_line(backend, path, game_id, record, |r: &PyramidResult| {
        r.game_id.as_str()
    })
}

/// What to play next, from the last result at this level and mix (P28: a level 4 victory
/// says it is time to move up).
pub fn next_level(level: Level, verdict: Verdict) -> Option<Level> {
    match verdict {
        Verdict::Victory(4) => Level::ALL.iter().copied().find(|l| *l > level),
        _ => None,
    }
}
