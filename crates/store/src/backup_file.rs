//! What a backup is: its file's shape and limits, the kinds of file it holds, why one is
//! refused, and what a restore will add and did add (docs/backup-format.md).

use super::Detail;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The backup format this app writes (docs/backup-format.md).
pub const BACKUP_VERSION: u32 = 1;
/// What the `kind` field of a backup says (a save says nothing there).
pub const BACKUP_KIND: &str = "backup";
/// Far above 1,000 finished games of every mode, far below what would hurt a phone.
pub const MAX_BACKUP_BYTES: u64 = 100 * 1024 * 1024;
/// The most files a backup may hold.
pub const MAX_BACKUP_FILES: usize = 200_000;

/// The folders of a data folder whose `.ron` files a backup holds.
pub(super) const GAME_DIRS: [&str; 3] = ["games", "games/left", "games/forgotten"];
pub(super) const SAVES_DIR: &str = "saves";
/// The settings' file, in the data folder.
pub const SETTINGS_FILE: &str = "settings.ron";

/// A whole data folder as one file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Backup {
    /// Always "coop-automa".
    pub app: String,
    /// Always "backup".
    pub kind: String,
    pub version: u32,
    /// When it was made, seconds since 1970 (UTC).
    pub made_at: i64,
    /// The name of the table that made it (each of its own results lines names it too);
    /// empty in a backup of a table with no name.
    #[serde(default)]
    pub table: String,
    /// Every file, by its place in the data folder ("games/left/x.ron", "results.ron").
    pub files: Vec<BackupFile>,
}

/// One file of a backup: where it goes and its text, as it was.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupFile {
    pub path: String,
    pub text: String,
}

/// What a file of a data folder is, by its place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Game,
    Save,
    /// A results log: one record a line.
    Results,
    Settings,
}

impl FileKind {
    /// The kind of a file at `path` (relative to the data folder), or `None` for a place a
    /// backup does not hold (so a hand-edited backup cannot write anywhere else).
    pub fn of(path: &str) -> Option<FileKind> {
        let (dir, name) = path.rsplit_once('/').unwrap_or(("", path));
        let plain = !name.is_empty()
            && name.ends_with(".ron")
            && !name.starts_with('.')
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | ' ' | '(' | ')'));
        if !plain {
            return None;
        }
        match dir {
            "" if name == SETTINGS_FILE => Some(FileKind::Settings),
            "" if name.starts_with("results") => Some(FileKind::Results),
            d if GAME_DIRS.contains(&d) => Some(FileKind::Game),
            SAVES_DIR => Some(FileKind::Save),
            _ => None,
        }
    }
}

/// Why a backup was refused; nothing here changed. The app words it.
#[derive(Debug, Clone, PartialEq)]
pub enum BackupFault {
    TooLarge {
        bytes: u64,
        max_bytes: u64,
    },
    NotText,
    /// Not a backup of this app (another file, damaged or cut short): the reader's words.
    Unreadable {
        detail: String,
    },
    /// Another program's file, or a save rather than a backup.
    NotABackup,
    NewerVersion {
        version: u32,
        max: u32,
    },
    TooManyFiles {
        files: usize,
        max: usize,
    },
    /// A file of the backup would go where a backup never puts one.
    BadPlace {
        path: String,
    },
    /// A file of the backup could not be read here (the data folder's storage refused).
    NotRead {
        detail: Box<Detail>,
    },
    /// Writing here failed part way: what was written stays listed in the restore's record.
    NotWritten {
        detail: Box<Detail>,
    },
    /// No file name was typed for the backup.
    NoName,
    /// The file typed for the backup is there already: never written over.
    Exists {
        file: PathBuf,
    },
}

impl BackupFault {
    /// A read of the data folder failed: the store's finding, for the app to word.
    pub fn not_read(e: &std::io::Error) -> BackupFault {
        BackupFault::NotRead {
            detail: Box::new(Detail::of(e)),
        }
    }

    /// A write failed: the store's finding, for the app to word.
    pub fn not_written(e: &std::io::Error) -> BackupFault {
        BackupFault::NotWritten {
            detail: Box::new(Detail::of(e)),
        }
    }

    /// Not written, in the words of what refused it (the writer that makes the text, the
    /// browser that refused the download).
    pub fn not_written_in_words(words: String) -> BackupFault {
        BackupFault::NotWritten {
            detail: Box::new(Detail::System(words)),
        }
    }
}

/// What a restore will add, before anything is written.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RestorePlan {
    /// New files: their place and text.
    pub files: Vec<BackupFile>,
    /// Result lines to add, per log file.
    pub lines: BTreeMap<String, Vec<String>>,
    /// Games and saves of the backup already here, identical.
    pub files_here: usize,
    /// Result lines already here.
    pub lines_here: usize,
    /// Games and saves whose name is here with other contents: added beside, never over.
    pub beside: usize,
    /// Result lines of a game whose result here differs: the one here is kept.
    pub results_differ: usize,
    /// Lines of a results log that do not read as results of its mode: left out (every
    /// Results screen would say it cannot read them).
    pub not_results: usize,
}

impl RestorePlan {
    /// Whether it adds nothing.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty() && self.lines.is_empty()
    }

    /// How many files of `kind` it adds.
    pub fn count(&self, kind: FileKind) -> usize {
        self.files
            .iter()
            .filter(|f| FileKind::of(&f.path) == Some(kind))
            .count()
    }

    /// How many result lines it adds.
    pub fn result_lines(&self) -> usize {
        self.lines.values().map(Vec::len).sum()
    }
}

/// What a restore added, to take it back out.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Restored {
    /// The files it made, each with the stamp of its write (see `Backend::stamp`).
    pub files: Vec<(String, Option<u64>)>,
    /// The lines it added, per log file.
    pub lines: BTreeMap<String, Vec<String>>,
    /// The logs it made (there was none here).
    pub made_logs: Vec<String>,
}

impl Restored {
    /// How many files of `kind` it wrote.
    pub fn count(&self, kind: FileKind) -> usize {
        self.files
            .iter()
            .filter(|(path, _)| FileKind::of(path) == Some(kind))
            .count()
    }

    /// How many result lines it wrote.
    pub fn result_lines(&self) -> usize {
        self.lines.values().map(Vec::len).sum()
    }

    /// Whether it wrote all `plan` adds (a restore stopped by a fault wrote less).
    pub fn whole(&self, plan: &RestorePlan) -> bool {
        self.files.len() == plan.files.len() && self.result_lines() == plan.result_lines()
    }
}
