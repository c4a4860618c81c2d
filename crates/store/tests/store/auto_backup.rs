//! Issue 34: the desktop's automatic backups. At start, when the newest is a day old or more
//! and something changed since, a dated backup of the whole data folder in `backups/`; the
//! last 14 kept; nothing but its own dated files is ever removed.

use crate::Store;
use coop_automa_store::{AUTO_BACKUPS_KEPT, AutoBackup, Backend, Memory};
use std::path::{Path, PathBuf};
use std::sync::Arc;

const DIR: &str = "/data";
const DAY: i64 = 24 * 60 * 60;
/// 2026-11-26 12:00 UTC.
const START: i64 = 1_795_694_400;

fn store() -> (Store, Arc<Memory>) {
    let memory = Arc::new(Memory::default());
    (
        Store::with_backend(PathBuf::from(DIR), memory.clone()),
        memory,
    )
}

fn write(memory: &Memory, rel: &str, text: &str) {
    memory
        .write(&Path::new(DIR).join(rel), text.as_bytes())
        .unwrap();
}

/// The automatic backups' names, oldest first.
fn backups(memory: &Memory) -> Vec<String> {
    let mut names: Vec<String> = memory
        .newest_first(&Path::new(DIR).join("backups"))
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn the_first_start_with_something_to_keep_backs_it_up_and_an_empty_folder_is_left_alone() {
    let (s, memory) = store();
    assert_eq!(s.auto_backup_at("", START).unwrap(), AutoBackup::Unchanged);
    assert!(backups(&memory).is_empty(), "nothing to back up");
    write(&memory, "games/g1.ron", "(game: 1)");
    write(&memory, "results.ron", "(game_id:\"g0\",date:1)\n");
    let AutoBackup::Written(path) = s.auto_backup_at("Ann", START).unwrap() else {
        panic!("written")
    };
    assert_eq!(
        path,
        Path::new(DIR).join("backups/backup-20261126-120000.ron")
    );
    // A backup like any other: it restores the game and the named result elsewhere.
    let bytes = memory.read(&path).unwrap().unwrap();
    let backup = Store::parse_backup(&bytes).unwrap();
    assert_eq!(backup.made_at, START);
    assert_eq!(backup.table, "Ann");
    let paths: Vec<&str> = backup.files.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(paths, ["games/g1.ron", "results.ron"]);
    assert_eq!(
        backup.files[1].text,
        "(table:\"Ann\",game_id:\"g0\",date:1)\n"
    );
}

#[test]
fn a_backup_is_made_only_a_day_after_the_newest_and_only_after_a_change() {
    let (s, memory) = store();
    write(&memory, "games/g1.ron", "(game: 1)");
    assert!(matches!(
        s.auto_backup_at("", START).unwrap(),
        AutoBackup::Written(_)
    ));
    // An hour later, a game changed: the newest is still recent.
    write(&memory, "games/g1.ron", "(game: 2)");
    assert_eq!(
        s.auto_backup_at("", START + 3600).unwrap(),
        AutoBackup::Recent
    );
    // Just under a day: still recent; a day on: written.
    assert_eq!(
        s.auto_backup_at("", START + DAY - 1).unwrap(),
        AutoBackup::Recent
    );
    assert!(matches!(
        s.auto_backup_at("", START + DAY).unwrap(),
        AutoBackup::Written(_)
    ));
    // Two days on, nothing changed since: none.
    assert_eq!(
        s.auto_backup_at("", START + 3 * DAY).unwrap(),
        AutoBackup::Unchanged
    );
    assert_eq!(backups(&memory).len(), 2);
    // The newest cut short: it cannot say when it was made, so a backup is made again (the
    // damaged one kept, as every file not read is).
    let newest = backups(&memory).pop().unwrap();
    write(
        &memory,
        &format!("backups/{newest}"),
        "(app: \"coop-automa\", kind: \"bac",
    );
    assert!(matches!(
        s.auto_backup_at("", START + 3 * DAY).unwrap(),
        AutoBackup::Written(_)
    ));
    assert_eq!(backups(&memory).len(), 3);
}

#[test]
fn the_last_fourteen_are_kept_and_nothing_else_in_the_folder_is_touched() {
    let (s, memory) = store();
    // A file of the table's own in the folder.
    write(&memory, "backups/before-the-move.ron", "mine");
    for day in 0..20 {
        write(&memory, "games/g1.ron", &format!("(game: {day})"));
        let now = START + day * DAY;
        assert!(
            matches!(s.auto_backup_at("", now).unwrap(), AutoBackup::Written(_)),
            "day {day}"
        );
    }
    let names = backups(&memory);
    let ours: Vec<&String> = names.iter().filter(|n| n.starts_with("backup-")).collect();
    assert_eq!(ours.len(), AUTO_BACKUPS_KEPT);
    assert_eq!(ours[0], "backup-20261202-120000.ron", "days 6 to 19 kept");
    assert_eq!(ours[13], "backup-20261215-120000.ron");
    assert!(names.contains(&"before-the-move.ron".to_owned()));
}
