//! The backup's words: what a backup holds, counted, and why one was refused.

use super::super::i18n::t;
use crate::store::{Backup, BackupFault, FileKind};

/// What a backup holds, counted for the table: games, saves, result lines.
pub fn counts(backup: &Backup) -> (usize, usize, usize) {
    let of = |kind| {
        backup
            .files
            .iter()
            .filter(|f| FileKind::of(&f.path) == Some(kind))
            .count()
    };
    let lines = backup
        .files
        .iter()
        .filter(|f| FileKind::of(&f.path) == Some(FileKind::Results))
        .map(|f| f.text.lines().filter(|l| !l.trim().is_empty()).count())
        .sum();
    (of(FileKind::Game), of(FileKind::Save), lines)
}

/// Why a backup was refused, in the table's language.
pub fn fault_words(fault: &BackupFault) -> String {
    match fault {
        BackupFault::TooLarge { bytes, max_bytes } => t!(
            "backup-too-large",
            mb = (*bytes / 1_000_000).to_string(),
            max = (*max_bytes / 1_000_000).to_string()
        ),
        BackupFault::NotText => t!("backup-not-text"),
        BackupFault::Unreadable { detail } => t!("backup-unreadable", detail = detail.as_str()),
        BackupFault::NotABackup => t!("backup-not-a-backup"),
        BackupFault::NewerVersion { version, max } => {
            t!("backup-newer", version = version, max = max)
        }
        BackupFault::TooManyFiles { files, max } => {
            t!("backup-too-many", files = files, max = max)
        }
        BackupFault::BadPlace { path } => t!("backup-bad-place", path = path.as_str()),
        BackupFault::NotRead { detail } => t!("backup-not-read", detail = detail.as_str()),
        BackupFault::NotWritten { detail } => t!("backup-not-written", detail = detail.as_str()),
        BackupFault::NoName => t!("backup-no-name"),
        BackupFault::Exists { file } => {
            t!("backup-exists", file = file.display().to_string())
        }
    }
}
