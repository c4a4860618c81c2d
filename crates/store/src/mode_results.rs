//! A mode's results log: one line of RON per finished game in `results-<mode>.ron` (the
//! coop's is `results.ron`). A game's line is replaced when its end is entered again and taken out
//! when it is undone; a line that cannot be read is kept as it is. What a record holds and
//! what the table reads from the records are the mode's (`GameResult`).

use super::backend::{Backend, Files};
use super::fault::ResultsFault;
use super::results::{BadLine, read_lines, update_line};
use crate::engine::GameResult;
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

/// The results file of the records `R` in a data folder: `results-pyramid.ron`, the coop's
/// `results.ron` (`GameResult::log_name`).
pub fn mode_results_path<R: GameResult>(data_dir: &Path) -> PathBuf {
    data_dir.join(R::log_name())
}

/// Reads a results log; a missing file is an empty log. Only a file that cannot be read at
/// all (permissions, a folder) is an error.
pub fn read_results<R: GameResult>(path: &Path) -> Result<ResultsLog<R>, ResultsFault> {
    read(&Files, path)
}

/// Adds a game's result to a log, or replaces the one with the same game id. Every other
/// line, even one that cannot be read, is written back exactly as it was.
pub fn record_result<R: GameResult>(path: &Path, record: &R) -> Result<(), ResultsFault> {
    update(&Files, path, record.game_id(), Some(record))
}

/// Takes a game's result out of a log (its end was undone); other lines stay as they were.
pub fn remove_result<R: GameResult>(path: &Path, game_id: &str) -> Result<(), ResultsFault> {
    update::<R>(&Files, path, game_id, None)
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
