//! A backup of a whole data folder as one file, and its restore into any data folder: every
//! game, save, results log and the settings, each file as the text it is, mode-blind
//! (docs/backup-format.md). A restore only adds: what is here already is skipped (a game is
//! known by its id, `same_game`), a game played on since goes beside the one here, and what
//! it added can be taken back out.

use super::backend::Backend;
use super::backup_file::{
    BACKUP_KIND, BACKUP_VERSION, Backup, BackupFault, BackupFile, FileKind, GAME_DIRS,
    MAX_BACKUP_BYTES, MAX_BACKUP_FILES, RestorePlan, Restored, SAVES_DIR,
};
use super::restore::{Restoring, apply, undo};
use super::same_game::{game_id_in, game_id_of, game_ids, same_game};
use super::saved::APP_NAME;
use serde::Deserialize;
use std::collections::btree_map::Entry;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Whether a line of the results log named as given ("results.ron", "results-pyramid.ron")
/// reads as a result of that log's mode; `None` for a log of no mode the app knows (its
/// lines are carried as they are). The app answers: the store knows no mode.
pub type ReadsAsResult = fn(log: &str, line: &str) -> Option<bool>;

/// The store's side: what the app calls.
impl<A: super::Games> super::Store<A> {
    /// Everything in the data folder as one backup (games, saves, results, settings), made
    /// by the table named `table` (its own results lines are given that name).
    pub fn backup(&self, table: &str) -> Result<Backup, BackupFault> {
        make(self.backend.as_ref(), &self.dir, super::now(), table)
    }

    /// Writes a backup's text to the file typed, never over another (desktop).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn write_backup(typed: &str, text: &str) -> Result<PathBuf, BackupFault> {
        write_to(typed, text)
    }

    /// A backup's text (RON a person can read: docs/backup-format.md).
    pub fn backup_text(backup: &Backup) -> Result<String, String> {
        to_text(backup)
    }

    /// Reads a backup's bytes, or says why they are not a backup this app can restore.
    pub fn parse_backup(bytes: &[u8]) -> Result<Backup, BackupFault> {
        parse(bytes)
    }

    /// Whether these bytes begin as a backup of this app does (its first fields), read
    /// without reading the rest: a large one is then read on a thread of its own.
    pub fn looks_like_backup(bytes: &[u8]) -> bool {
        let head = &bytes[..bytes.len().min(4096)];
        let text: String = String::from_utf8_lossy(head)
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        text.contains(&format!("kind:\"{BACKUP_KIND}\""))
            && text.contains(&format!("app:\"{APP_NAME}\""))
    }

    /// Reads a backup and plans its restore here: what a thread does for a large one.
    pub fn read_backup(
        &self,
        bytes: &[u8],
        reads_as_result: ReadsAsResult,
    ) -> Result<(Backup, RestorePlan), BackupFault> {
        let backup = parse(bytes)?;
        let plan = self.plan_restore(&backup, reads_as_result)?;
        Ok((backup, plan))
    }

    /// What restoring `backup` here would add, before anything is written; a results line
    /// is added only if `reads_as_result` does not say it is none.
    pub fn plan_restore(
        &self,
        backup: &Backup,
        reads_as_result: ReadsAsResult,
    ) -> Result<RestorePlan, BackupFault> {
        plan(self.backend.as_ref(), &self.dir, backup, reads_as_result)
    }

    /// Adds what `plan` adds; what was added, to take it back out (also when it failed part
    /// way: the fault comes with what was written).
    pub fn restore(&self, plan: &RestorePlan) -> Result<Restored, (BackupFault, Restored)> {
        apply(self.backend.as_ref(), &self.dir, plan)
    }

    /// How many results the data folder's logs hold, of every mode (one line a finished
    /// game): the reminder to back up counts them.
    pub fn results_count(&self) -> usize {
        self.backend
            .newest_first(&self.dir)
            .iter()
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| FileKind::of(n) == Some(FileKind::Results))
            })
            .filter_map(|p| self.backend.read(p).ok().flatten())
            .map(|bytes| {
                bytes
                    .split(|b| *b == b'\n')
                    .filter(|l| !l.iter().all(u8::is_ascii_whitespace))
                    .count()
            })
            .sum()
    }

    /// Writes up to `budget` more files of a restore under way; true once all are written.
    pub fn restore_step(
        &self,
        restoring: &mut Restoring,
        budget: usize,
    ) -> Result<bool, BackupFault> {
        restoring.step(self.backend.as_ref(), &self.dir, budget)
    }

    /// Takes a restore back out (a file changed since it was restored stays).
    pub fn undo_restore(&self, restored: &Restored) -> Result<(), BackupFault> {
        undo(self.backend.as_ref(), &self.dir, restored)
    }
}

/// Writes a backup's text to the file typed ("~/" is the home folder; ".ron" is added to a
/// name without it), never over a file that is there. Returns the file written.
#[cfg(not(target_arch = "wasm32"))]
pub fn write_to(typed: &str, text: &str) -> Result<PathBuf, BackupFault> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Err(BackupFault::NoName);
    }
    let typed = if typed.ends_with(".ron") {
        typed.to_owned()
    } else {
        format!("{typed}.ron")
    };
    let home = directories::BaseDirs::new().map(|b| b.home_dir().to_owned());
    let path = super::results::export_target(&typed, home.as_deref());
    if path.exists() {
        return Err(BackupFault::Exists { file: path });
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| BackupFault::not_written(&e))?;
    }
    super::atomic::write_atomic(&path, text.as_bytes())
        .map_err(|e| BackupFault::not_written(&e))?;
    Ok(path)
}

/// Everything in the data folder `dir` a backup holds, as one backup made `now` by the table
/// named `table`: each results line of this table's own (one naming no table) names it, so
/// pooled with another table's they stay apart.
pub fn make(
    backend: &dyn Backend,
    dir: &Path,
    now: i64,
    table: &str,
) -> Result<Backup, BackupFault> {
    let mut files = Vec::new();
    let mut add = |rel: String| -> Result<(), BackupFault> {
        let bytes = backend
            .read(&dir.join(&rel))
            .map_err(|e| BackupFault::not_read(&e))?;
        if let Some(bytes) = bytes {
            // A file that is not text is kept here as it is and left out (no game is).
            if let Ok(mut text) = String::from_utf8(bytes) {
                if !table.is_empty() && FileKind::of(&rel) == Some(FileKind::Results) {
                    text = text
                        .lines()
                        .map(|line| with_table(line, table) + "\n")
                        .collect();
                }
                files.push(BackupFile { path: rel, text });
            }
        }
        Ok(())
    };
    for sub in GAME_DIRS.into_iter().chain([SAVES_DIR]) {
        for path in sorted(backend.newest_first(&dir.join(sub))) {
            if let Some(name) = path.file_name().and_then(|n| n.to_str()) {
                add(format!("{sub}/{name}"))?;
            }
        }
    }
    for path in sorted(backend.newest_first(dir)) {
        if let Some(name) = path.file_name().and_then(|n| n.to_str()) {
            let rel = name.to_owned();
            if matches!(
                FileKind::of(&rel),
                Some(FileKind::Results | FileKind::Settings)
            ) {
                add(rel)?;
            }
        }
    }
    Ok(Backup {
        app: APP_NAME.to_owned(),
        kind: BACKUP_KIND.to_owned(),
        version: BACKUP_VERSION,
        made_at: now,
        table: table.to_owned(),
        files,
    })
}

fn sorted(mut paths: Vec<PathBuf>) -> Vec<PathBuf> {
    coop_automa_engine::sort::sort(&mut paths);
    paths
}

/// The backup's text: RON a person can read.
pub fn to_text(backup: &Backup) -> Result<String, String> {
    let pretty = coop_automa_ron::PrettyConfig::new()
        .depth_limit(3)
        .struct_names(false);
    coop_automa_ron::to_string_pretty(backup, pretty).map_err(|e| e.to_string())
}

/// Reads a backup's bytes; refused with the reason when they are not one this app can read.
pub fn parse(bytes: &[u8]) -> Result<Backup, BackupFault> {
    if bytes.len() as u64 > MAX_BACKUP_BYTES {
        return Err(BackupFault::TooLarge {
            bytes: bytes.len() as u64,
            max_bytes: MAX_BACKUP_BYTES,
        });
    }
    let text =
        super::save::without_bom(std::str::from_utf8(bytes).map_err(|_| BackupFault::NotText)?);
    /// The fields that say what a file is, read before the rest.
    #[derive(Deserialize)]
    struct Probe {
        #[serde(default)]
        app: String,
        #[serde(default)]
        kind: String,
        #[serde(default)]
        version: u32,
    }
    let probe: Probe = coop_automa_ron::from_str(text).map_err(|e| BackupFault::Unreadable {
        detail: e.to_string(),
    })?;
    if probe.app != APP_NAME || probe.kind != BACKUP_KIND {
        return Err(BackupFault::NotABackup);
    }
    if probe.version > BACKUP_VERSION {
        return Err(BackupFault::NewerVersion {
            version: probe.version,
            max: BACKUP_VERSION,
        });
    }
    let backup: Backup = coop_automa_ron::from_str(text).map_err(|e| BackupFault::Unreadable {
        detail: e.to_string(),
    })?;
    if backup.files.len() > MAX_BACKUP_FILES {
        return Err(BackupFault::TooManyFiles {
            files: backup.files.len(),
            max: MAX_BACKUP_FILES,
        });
    }
    if let Some(bad) = backup
        .files
        .iter()
        .find(|f| FileKind::of(&f.path).is_none())
    {
        return Err(BackupFault::BadPlace {
            path: bad.path.clone(),
        });
    }
    Ok(backup)
}

/// What restoring `backup` into the data folder `dir` would add. Reads only.
pub fn plan(
    backend: &dyn Backend,
    dir: &Path,
    backup: &Backup,
    reads_as_result: ReadsAsResult,
) -> Result<RestorePlan, BackupFault> {
    let read = |rel: &str| -> Result<Option<String>, BackupFault> {
        backend
            .read(&dir.join(rel))
            .map(|b| b.map(|b| String::from_utf8_lossy(&b).into_owned()))
            .map_err(|e| BackupFault::not_read(&e))
    };
    let mut plan = RestorePlan::default();
    // What each log holds here (and what this plan adds to it), by line and by game.
    let mut logs: BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> = BTreeMap::new();
    // Files this plan makes, so two files of one backup never take one name.
    let mut taken: BTreeSet<String> = BTreeSet::new();
    // The games here by their id, read once when a game of the backup first needs them.
    let mut ids_here: Option<BTreeMap<String, Vec<String>>> = None;
    // The games and saves this plan adds (their places and texts): a place named twice in
    // one backup with the same game is added once (a backup made by the app names each
    // place once; a folder may hold one game in two places, and keeps both).
    let mut adding: Vec<(String, String)> = Vec::new();
    for file in &backup.files {
        match FileKind::of(&file.path) {
            None => {
                return Err(BackupFault::BadPlace {
                    path: file.path.clone(),
                });
            }
            Some(FileKind::Settings) => {
                // The settings here are the table's: a backup's only where there are none.
                if read(&file.path)?.is_none() && taken.insert(file.path.clone()) {
                    plan.files.push(file.clone());
                }
            }
            Some(FileKind::Results) => {
                let (lines, ids) = match logs.entry(file.path.clone()) {
                    Entry::Occupied(log) => log.into_mut(),
                    Entry::Vacant(log) => {
                        let here = read(&file.path)?.unwrap_or_default();
                        let lines: BTreeSet<String> = here
                            .lines()
                            .filter(|l| !l.trim().is_empty())
                            .map(str::to_owned)
                            .collect();
                        let ids = lines.iter().filter_map(|l| game_id_of(l)).collect();
                        log.insert((lines, ids))
                    }
                };
                for line in file.text.lines().filter(|l| !l.trim().is_empty()) {
                    if reads_as_result(&file.path, line) == Some(false) {
                        plan.not_results += 1;
                        continue;
                    }
                    if lines.contains(line) {
                        plan.lines_here += 1;
                        continue;
                    }
                    let id = game_id_of(line);
                    if id.as_ref().is_some_and(|id| ids.contains(id)) {
                        // This table's own result, come back named (its own backup): the
                        // same result, not another.
                        let named_here = !backup.table.is_empty()
                            && lines
                                .iter()
                                .any(|here| with_table(here, &backup.table) == line);
                        if named_here {
                            plan.lines_here += 1;
                        } else {
                            plan.results_differ += 1;
                        }
                        continue;
                    }
                    lines.insert(line.to_owned());
                    ids.extend(id);
                    plan.lines
                        .entry(file.path.clone())
                        .or_default()
                        .push(line.to_owned());
                }
            }
            Some(kind @ (FileKind::Game | FileKind::Save)) => {
                // A game is the same game in any of the game folders (it may have been left
                // or forgotten here since the backup); a save only in the saves.
                let Some((dir_of, name)) = file.path.rsplit_once('/') else {
                    return Err(BackupFault::BadPlace {
                        path: file.path.clone(),
                    });
                };
                let places: Vec<String> = if kind == FileKind::Game {
                    GAME_DIRS.iter().map(|d| format!("{d}/{name}")).collect()
                } else {
                    vec![file.path.clone()]
                };
                let mut here_other = false;
                let mut identical = false;
                for place in &places {
                    match read(place)? {
                        Some(text) if same_game(&text, &file.text) => identical = true,
                        Some(_) => here_other = true,
                        None => {}
                    }
                }
                // The same game kept here under another name (a copy opened from a
                // download, say): found by its id, whatever its file is called.
                // Played on here since under another name: it goes beside that one.
                let mut played_on = false;
                if kind == FileKind::Game && !identical {
                    let ids = match &ids_here {
                        Some(ids) => ids,
                        None => ids_here.insert(game_ids(backend, dir)?),
                    };
                    if let Some(id) = game_id_in(&file.text)
                        && let Some(texts) = ids.get(id)
                    {
                        identical = texts.iter().any(|t| same_game(t, &file.text));
                        played_on = !identical;
                    }
                }
                // Twice in this backup, at one place: once.
                let twice = adding
                    .iter()
                    .any(|(place, text)| *place == file.path && same_game(text, &file.text));
                if identical || twice {
                    plan.files_here += 1;
                    continue;
                }
                adding.push((file.path.clone(), file.text.clone()));
                if !here_other && !taken.contains(&file.path) {
                    taken.insert(file.path.clone());
                    plan.files.push(file.clone());
                    plan.beside += usize::from(played_on);
                    continue;
                }
                // Beside the one here: "name-restored.ron", "name-restored-2.ron", …; one of
                // them already holding these very contents is this file, restored before.
                let stem = name.trim_end_matches(".ron");
                let mut n = 1;
                loop {
                    let candidate = if n == 1 {
                        format!("{dir_of}/{stem}-restored.ron")
                    } else {
                        format!("{dir_of}/{stem}-restored-{n}.ron")
                    };
                    if taken.contains(&candidate) {
                        n += 1;
                        continue;
                    }
                    match read(&candidate)? {
                        Some(text) if text == file.text => {
                            plan.files_here += 1;
                            break;
                        }
                        Some(_) => n += 1,
                        None => {
                            taken.insert(candidate.clone());
                            plan.beside += 1;
                            plan.files.push(BackupFile {
                                path: candidate,
                                text: file.text.clone(),
                            });
                            break;
                        }
                    }
                }
            }
        }
    }
    Ok(plan)
}

/// A results line naming the table `table`: as it is when it names one already (or cannot be
/// read, or `table` is empty); else with `table:"…"` first among its fields. Mode-blind: every
/// record is a RON struct with an optional `table`.
pub fn with_table(line: &str, table: &str) -> String {
    let names_none = || {
        coop_automa_ron::struct_fields(line)
            .is_some_and(|fields| !fields.iter().any(|(k, _)| k == "table"))
    };
    let body = line.trim_start().strip_prefix('(');
    match (body, coop_automa_ron::to_string(&table)) {
        (Some(body), Ok(name)) if !table.is_empty() && names_none() => {
            format!("(table:{name},{body}")
        }
        _ => line.to_owned(),
    }
}
