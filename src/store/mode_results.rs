//! A mode's results log: one line of RON per finished game in `results-<mode>.ron`, beside the
//! coop's `results.ron`. A game's line is replaced when its end is entered again and taken out
//! when it is undone; a line that cannot be read is kept as it is. What a record holds and
//! what the table reads from the records are the mode's (`GameResult`).

use super::backend::Backend;
use super::fault::ResultsFault;
use super::results::{BadLine, read_lines, update_line};
use crate::engine::{GameResult, Rules};
use std::path::{Path, PathBuf};

/// A mode's results log as read: the records, and the lines that could not be read.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultsLog<R> {
    pub records: Vec<R>,
    pub bad_lines: Vec<BadLine>,
}

impl<R> Default for ResultsLog<R> {
    fn default() -> Self {
        ResultsLog {
            records: Vec::new(),
            bad_lines: Vec::new(),
        }
    }
}

impl<R: GameResult> ResultsLog<R> {
    /// The log in step with a game's record: its old line out, the new one (if any) in.
    pub fn changed(&mut self, game_id: &str, record: Option<R>) {
        self.records.retain(|r| r.game_id() != game_id);
        self.records.extend(record);
    }
}

/// The results file of the records `R` in a data folder: `results-pyramid.ron`.
pub fn mode_results_path<R: GameResult>(data_dir: &Path) -> PathBuf {
    data_dir.join(format!("results-{}.ron", R::Rules::MODE))
}

/// Reads the log through a backend; a missing file is an empty log.
pub(super) fn read<R: GameResult>(
    backend: &dyn Backend,
    path: &Path,
) -> Result<ResultsLog<R>, ResultsFault> {
    let (records, bad_lines) = read_lines(backend, path)?;
    Ok(ResultsLog { records, bad_lines })
}

/// Writes a game's record in place of its old one (or appends it); `None` takes it out.
pub(super) fn update<R: GameResult>(
    backend: &dyn Backend,
    path: &Path,
    game_id: &str,
    record: Option<&R>,
) -> Result<(), ResultsFault> {
    update_line(backend, path, game_id, record, |r: &R| r.game_id())
}
