//! The backup's words: what a backup holds, counted, and why one was refused.

use super::super::file_words::detail;
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
        BackupFault::NotRead { detail: d } => t!("backup-not-read", detail = detail(d)),
        BackupFault::NotWritten { detail: d } => t!("backup-not-written", detail = detail(d)),
        BackupFault::NoName => t!("backup-no-name"),
        BackupFault::Exists { file } => {
            t!("backup-exists", file = file.display().to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Detail;
    use std::path::PathBuf;

    /// Every case of the store's `Detail`, each once: the match gives each its place, so a
    /// case added to `Detail` fails to compile here until it is listed.
    fn every_detail() -> Vec<Detail> {
        let file = || PathBuf::from("/data/games/g.ron");
        let system = || "disk on fire".to_owned();
        let all = vec![
            Detail::System(system()),
            Detail::FolderNotMade {
                dir: file(),
                system: system(),
            },
            Detail::FileNotWritten {
                file: file(),
                system: system(),
            },
            Detail::FileThere,
            Detail::NoFile,
            Detail::NoFileName,
            Detail::NoBrowserStorage,
            Detail::BrowserFull,
            Detail::CounterNotKept { system: system() },
            Detail::BytesMissing { file: file() },
            Detail::NotRead { system: system() },
            Detail::OnlyText,
            Detail::NotMoved { system: system() },
            Detail::NotDeleted { system: system() },
            Detail::ReadOnly,
        ];
        let place = |d: &Detail| match d {
            Detail::System(_) => 0,
            Detail::FolderNotMade { .. } => 1,
            Detail::FileNotWritten { .. } => 2,
            Detail::FileThere => 3,
            Detail::NoFile => 4,
            Detail::NoFileName => 5,
            Detail::NoBrowserStorage => 6,
            Detail::BrowserFull => 7,
            Detail::CounterNotKept { .. } => 8,
            Detail::BytesMissing { .. } => 9,
            Detail::NotRead { .. } => 10,
            Detail::OnlyText => 11,
            Detail::NotMoved { .. } => 12,
            Detail::NotDeleted { .. } => 13,
            Detail::ReadOnly => 14,
        };
        let places: Vec<usize> = all.iter().map(place).collect();
        assert_eq!(
            places,
            (0..15).collect::<Vec<_>>(),
            "each case once, in order"
        );
        all
    }

    /// A backup that could not read or write the data folder says why in the table's words:
    /// the store's finding worded as every other file problem is, never its code's name.
    #[test]
    fn a_backup_fault_words_the_stores_finding_in_every_case() {
        for lang in [crate::app::i18n::Lang::En, crate::app::i18n::Lang::PtBr] {
            crate::app::i18n::set(lang, None);
            for d in every_detail() {
                let code = format!("{d:?}");
                let name = code.split([' ', '(']).next().unwrap_or_default();
                for fault in [
                    BackupFault::NotRead {
                        detail: Box::new(d.clone()),
                    },
                    BackupFault::NotWritten {
                        detail: Box::new(d.clone()),
                    },
                ] {
                    let words = fault_words(&fault);
                    assert!(words.contains(&detail(&d)), "{lang:?} {code}: {words}");
                    assert!(!words.contains(name), "{lang:?}: {words} names {name}");
                    assert!(!words.contains('{'), "{lang:?}: {words}");
                }
            }
        }
    }

    /// Issue 61: every fault of a backup is told in words of its own, in both languages: a
    /// fault told with another's words (a failed read said as a failed write) fails here.
    /// The match lists each case once, so a new one fails to compile until it is here.
    #[test]
    fn every_backup_fault_has_words_of_its_own() {
        let detail = || Box::new(Detail::System("disk error".into()));
        let all = [
            BackupFault::TooLarge {
                bytes: 200_000_000,
                max_bytes: 100_000_000,
            },
            BackupFault::NotText,
            BackupFault::Unreadable {
                detail: "1:1".into(),
            },
            BackupFault::NotABackup,
            BackupFault::NewerVersion { version: 9, max: 1 },
            BackupFault::TooManyFiles {
                files: 300_000,
                max: 200_000,
            },
            BackupFault::BadPlace {
                path: "../x.ron".into(),
            },
            BackupFault::NotRead { detail: detail() },
            BackupFault::NotWritten { detail: detail() },
            BackupFault::NoName,
            BackupFault::Exists {
                file: PathBuf::from("/home/ann/b.ron"),
            },
        ];
        let place = |f: &BackupFault| match f {
            BackupFault::TooLarge { .. } => 0,
            BackupFault::NotText => 1,
            BackupFault::Unreadable { .. } => 2,
            BackupFault::NotABackup => 3,
            BackupFault::NewerVersion { .. } => 4,
            BackupFault::TooManyFiles { .. } => 5,
            BackupFault::BadPlace { .. } => 6,
            BackupFault::NotRead { .. } => 7,
            BackupFault::NotWritten { .. } => 8,
            BackupFault::NoName => 9,
            BackupFault::Exists { .. } => 10,
        };
        assert_eq!(
            all.iter().map(place).collect::<Vec<_>>(),
            (0..11).collect::<Vec<_>>()
        );
        for lang in [crate::app::i18n::Lang::En, crate::app::i18n::Lang::PtBr] {
            crate::app::i18n::set(lang, None);
            let words: Vec<String> = all.iter().map(fault_words).collect();
            let distinct: std::collections::BTreeSet<&String> = words.iter().collect();
            assert_eq!(distinct.len(), all.len(), "{lang:?}: {words:#?}");
        }
        crate::app::i18n::set(crate::app::i18n::Lang::En, None);
    }
}
