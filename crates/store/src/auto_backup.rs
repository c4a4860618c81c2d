//! The desktop's automatic backups: at start, when the newest is more than a day old and
//! something changed since, a dated backup of the whole data folder in its `backups/`; the
//! last 14 kept. Mode-blind like every backup; only files named as these are ever removed.

use super::backend::Backend;
use super::backup::{make, parse, to_text};
use super::backup_file::{Backup, BackupFault};
use std::path::{Path, PathBuf};

/// The data folder's subfolder of automatic backups.
pub const AUTO_BACKUP_DIR: &str = "backups";
/// How many automatic backups are kept.
pub const AUTO_BACKUPS_KEPT: usize = 14;
/// A backup younger than this is new enough (seconds).
const DAY: i64 = 24 * 60 * 60;
/// Every automatic backup's name starts so (then its date, made sortable).
const PREFIX: &str = "backup-";

/// What an automatic backup at start did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AutoBackup {
    /// Written, under this name.
    Written(PathBuf),
    /// The newest is less than a day old.
    Recent,
    /// Nothing changed since the newest (or there is nothing to back up).
    Unchanged,
}

/// An automatic backup's file name for `now`: "backup-20261126-231500.ron" (UTC), so names
/// sort as dates do.
fn name_for(now: i64) -> String {
    let when = chrono::DateTime::from_timestamp(now, 0)
        .map(|d| d.format("%Y%m%d-%H%M%S").to_string())
        .unwrap_or_else(|| now.to_string());
    format!("{PREFIX}{when}.ron")
}

fn is_ours(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with(PREFIX) && n.ends_with(".ron"))
}

/// The automatic backups in `dir`'s backups folder, newest (by name: its date) first.
fn ours(backend: &dyn Backend, dir: &Path) -> Vec<PathBuf> {
    let mut list: Vec<PathBuf> = backend
        .newest_first(&dir.join(AUTO_BACKUP_DIR))
        .into_iter()
        .filter(|p| is_ours(p))
        .collect();
    coop_automa_engine::sort::sort(&mut list);
    list.reverse();
    list
}

/// At start: a dated backup of the data folder `dir` when the newest is a day old or more
/// (or there is none, or it cannot be read) and something changed since; then only the last
/// `AUTO_BACKUPS_KEPT` are kept.
pub fn auto_backup(
    backend: &dyn Backend,
    dir: &Path,
    table: &str,
    now: i64,
) -> Result<AutoBackup, BackupFault> {
    let existing = ours(backend, dir);
    let newest: Option<Backup> = existing.first().and_then(|p| {
        let bytes = backend.read(p).ok()??;
        parse(&bytes).ok()
    });
    if let Some(newest) = &newest
        && now - newest.made_at < DAY
    {
        return Ok(AutoBackup::Recent);
    }
    let backup = make(backend, dir, now, table)?;
    let unchanged = match &newest {
        Some(newest) => newest.files == backup.files,
        None => backup.files.is_empty(),
    };
    if unchanged {
        return Ok(AutoBackup::Unchanged);
    }
    let text = to_text(&backup).map_err(BackupFault::not_written_in_words)?;
    let path = dir.join(AUTO_BACKUP_DIR).join(name_for(now));
    if backend.exists(&path) {
        return Ok(AutoBackup::Recent);
    }
    backend
        .write(&path, text.as_bytes())
        .map_err(|e| BackupFault::not_written(&e))?;
    // The oldest beyond the last 14 go (this one among the 14).
    for old in ours(backend, dir).into_iter().skip(AUTO_BACKUPS_KEPT) {
        backend
            .remove(&old)
            .map_err(|e| BackupFault::not_written(&e))?;
    }
    Ok(AutoBackup::Written(path))
}

/// The store's side: what the app calls at start (desktop).
impl<A: super::Games> super::Store<A> {
    /// A dated backup in the data folder's `backups/` if the newest is a day old and
    /// something changed since (see `auto_backup`).
    pub fn auto_backup(&self, table: &str) -> Result<AutoBackup, BackupFault> {
        auto_backup(self.backend.as_ref(), &self.dir, table, super::now())
    }

    /// The same at a given time (tests).
    pub fn auto_backup_at(&self, table: &str, now: i64) -> Result<AutoBackup, BackupFault> {
        auto_backup(self.backend.as_ref(), &self.dir, table, now)
    }
}
