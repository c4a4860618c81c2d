//! A restore's writing, a few files at a time (a large backup over several frames), and its
//! undoing: what `backup.rs` planned, written into the data folder. Each file is written
//! atomically; a log is read again as it is when its lines are added (another window may be
//! restoring the same backup).

use super::backend::Backend;
use super::backup_file::{BackupFault, RestorePlan, Restored};
use super::same_game::game_id_of;
use std::collections::BTreeSet;
use std::path::Path;

/// Writes what `plan` adds, each file atomically: the logs keep every line they had, byte
/// for byte, with the new lines after them. Returns what was added, to take it back out.
/// A failure part way leaves each file as it was or fully written; what was written is in
/// the fault's record (`Restored` so far) for the table to take back out.
pub fn apply(
    backend: &dyn Backend,
    dir: &Path,
    plan: &RestorePlan,
) -> Result<Restored, (BackupFault, Restored)> {
    let mut restoring = Restoring::new(plan.clone());
    match restoring.step(backend, dir, usize::MAX) {
        Ok(_) => Ok(restoring.done),
        Err(e) => Err((e, restoring.done)),
    }
}

/// A restore under way, written a few files at a time so the screen never waits long for
/// a large backup (the app writes some each frame and shows how far it got).
#[derive(Debug, Clone, PartialEq)]
pub struct Restoring {
    plan: RestorePlan,
    /// The next file of the plan to write, then the next log.
    file: usize,
    log: usize,
    done: Restored,
}

impl Restoring {
    pub fn new(plan: RestorePlan) -> Restoring {
        Restoring {
            plan,
            file: 0,
            log: 0,
            done: Restored::default(),
        }
    }

    /// Files to write in all (each results log counts as one).
    pub fn total(&self) -> usize {
        self.plan.files.len() + self.plan.lines.len()
    }

    /// Files written (or found there and left) so far.
    pub fn written(&self) -> usize {
        self.file + self.log
    }

    /// Whether everything is written.
    pub fn is_done(&self) -> bool {
        self.written() >= self.total()
    }

    /// What was added so far, to take it back out.
    pub fn done(&self) -> &Restored {
        &self.done
    }

    /// Writes up to `budget` more files; true once all are written. After a failure, what
    /// was written is in `done` (and the rest is not written).
    pub fn step(
        &mut self,
        backend: &dyn Backend,
        dir: &Path,
        budget: usize,
    ) -> Result<bool, BackupFault> {
        let failed = |e: std::io::Error| BackupFault::not_written(&e);
        let mut left = budget;
        while left > 0 && self.file < self.plan.files.len() {
            let file = &self.plan.files[self.file];
            let path = dir.join(&file.path);
            // Never over a file: one that appeared since the plan was made stays as it is.
            if !backend.exists(&path) {
                backend.write(&path, file.text.as_bytes()).map_err(failed)?;
                let stamp = backend.written_stamp(&path, file.text.as_bytes());
                self.done.files.push((file.path.clone(), stamp));
            }
            self.file += 1;
            left -= 1;
        }
        while left > 0 && self.log < self.plan.lines.len() {
            let Some((log, lines)) = self.plan.lines.iter().nth(self.log) else {
                break;
            };
            let path = dir.join(log);
            let mut bytes = backend.read(&path).map_err(failed)?.unwrap_or_default();
            let made = bytes.is_empty() && !backend.exists(&path);
            // Read again as it is now: another window restoring the same backup may have
            // added these lines since the plan (each result is added once, never twice).
            let here = String::from_utf8_lossy(&bytes).into_owned();
            let here_lines: BTreeSet<&str> = here.lines().collect();
            let here_ids: BTreeSet<String> = here.lines().filter_map(game_id_of).collect();
            let new: Vec<String> = lines
                .iter()
                .filter(|l| !here_lines.contains(l.as_str()))
                .filter(|l| game_id_of(l).is_none_or(|id| !here_ids.contains(&id)))
                .cloned()
                .collect();
            if !new.is_empty() {
                if !bytes.is_empty() && !bytes.ends_with(b"\n") {
                    bytes.push(b'\n');
                }
                for line in &new {
                    bytes.extend_from_slice(line.as_bytes());
                    bytes.push(b'\n');
                }
                backend.write(&path, &bytes).map_err(failed)?;
                if made {
                    self.done.made_logs.push(log.clone());
                }
                self.done.lines.insert(log.clone(), new);
            }
            self.log += 1;
            left -= 1;
        }
        Ok(self.is_done())
    }
}

/// Takes a restore back out: the files it made (unless changed since: a game played on after
/// the restore is the table's now) and the lines it added (each once). Everything else stays
/// as it is.
pub fn undo(backend: &dyn Backend, dir: &Path, restored: &Restored) -> Result<(), BackupFault> {
    let failed = |e: std::io::Error| BackupFault::not_written(&e);
    for (rel, stamp) in &restored.files {
        let path = dir.join(rel);
        if backend.exists(&path) && backend.stamp(&path) == *stamp {
            backend.remove(&path).map_err(failed)?;
        }
    }
    for (log, lines) in &restored.lines {
        let path = dir.join(log);
        let Some(old) = backend.read(&path).map_err(failed)? else {
            continue;
        };
        let mut remove: Vec<&str> = lines.iter().map(String::as_str).collect();
        let mut out: Vec<u8> = Vec::with_capacity(old.len());
        for line in old.split(|b| *b == b'\n') {
            if line.is_empty() {
                continue;
            }
            let text = std::str::from_utf8(line).ok();
            if let Some(i) = text.and_then(|t| remove.iter().position(|r| *r == t)) {
                remove.swap_remove(i);
                continue;
            }
            out.extend_from_slice(line);
            out.push(b'\n');
        }
        // A log the restore made goes with its lines (unless other lines came since).
        if out.is_empty() && restored.made_logs.contains(log) {
            backend.remove(&path).map_err(failed)?;
        } else {
            backend.write(&path, &out).map_err(failed)?;
        }
    }
    Ok(())
}
