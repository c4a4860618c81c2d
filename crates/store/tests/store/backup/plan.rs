//! What a backup holds and what a restore plans: new, here, beside; a game found by its id
//! under another name; each table named on its own results lines; and every file that is not
//! a backup this app can read refused, nothing changed.

use super::*;

/// The summary's figures: a game here with the same name and other contents is kept beside
/// it; a result here wins over the backup's of the same game; identical ones are counted.
#[test]
fn the_plan_counts_what_is_new_what_is_here_and_what_goes_beside() {
    let (from, from_files) = store();
    write_all(
        &from_files,
        &[
            ("games/g1.ron", "(game: 1)"),
            ("games/g2.ron", "(game: 2)"),
            ("games/left/g3.ron", "(game: 3)"),
            ("saves/s1.ron", "(save: 1)"),
            (
                "results.ron",
                "(game_id:\"g1\",date:1)\n(game_id:\"g2\",date:2)\n(game_id:\"g9\",date:9)\n",
            ),
            ("settings.ron", "(zoom: 2.0)"),
        ],
    );
    let backup = from.backup("").unwrap();
    assert_eq!(backup.files.len(), 6);

    let (here, memory) = store();
    write(&memory, "games/g1.ron", "(game: 1)");
    // g2 was played on here since: the backup's copy goes beside it.
    write(&memory, "games/g2.ron", "(game: 2, more)");
    // g3 is forgotten here now, the same game: nothing to add.
    write_all(
        &memory,
        &[
            ("games/forgotten/g3.ron", "(game: 3)"),
            (
                "results.ron",
                "(game_id:\"g1\",date:1)\n(game_id:\"g2\",date:5)\n",
            ),
            ("settings.ron", "(zoom: 1.0)"),
        ],
    );
    let plan = here.plan_restore(&backup, |_, _| None).unwrap();
    assert_eq!(plan.count(FileKind::Game), 1, "g2 beside");
    assert_eq!(plan.count(FileKind::Save), 1);
    assert_eq!(plan.count(FileKind::Settings), 0, "the settings here stay");
    assert_eq!(plan.result_lines(), 1, "g9 only");
    assert_eq!((plan.files_here, plan.beside), (2, 1));
    assert_eq!((plan.lines_here, plan.results_differ), (1, 1));
    let restored = here.restore(&plan).unwrap();
    let now = files(&memory);
    assert_eq!(now["games/g2.ron"], "(game: 2, more)");
    assert_eq!(now["games/g2-restored.ron"], "(game: 2)");
    assert_eq!(now["settings.ron"], "(zoom: 1.0)");
    assert_eq!(
        now["results.ron"],
        "(game_id:\"g1\",date:1)\n(game_id:\"g2\",date:5)\n(game_id:\"g9\",date:9)\n"
    );
    // A game restored and then played on is the table's: taking the restore back out keeps it.
    write(&memory, "saves/s1.ron", "(save: 1, renamed)");
    here.undo_restore(&restored).unwrap();
    let after = files(&memory);
    assert!(!after.contains_key("games/g2-restored.ron"));
    assert_eq!(after["saves/s1.ron"], "(save: 1, renamed)");
    assert_eq!(
        after["results.ron"],
        "(game_id:\"g1\",date:1)\n(game_id:\"g2\",date:5)\n"
    );
}

/// Issue 42: a game is matched by its id, whatever its file is called here. The same game
/// under another name (a copy opened from a download, written again at another time) is here
/// already; the same id with a game played on since goes beside, as a same-named file does;
/// a game with no id is matched by name only.
#[test]
fn a_game_here_under_another_name_is_found_by_its_id() {
    let game = |id: &str, saved_at: u32, actions: &str| {
        format!(
            "(\n  app: \"coop-automa\",\n  version: 2,\n  mode: \"coop\",\n  saved_at: {saved_at},\n  game_id: \"{id}\",\n  name: None,\n  game: (actions: [{actions}]),\n)\n"
        )
    };
    let (from, from_files) = store();
    write(&from_files, "games/a.ron", &game("id-a", 100, "EndTurn"));
    write(&from_files, "games/b.ron", &game("id-b", 100, "EndTurn"));
    write(&from_files, "games/c.ron", &game("id-c", 100, "EndTurn"));
    write(&from_files, "games/d.ron", &game("", 100, "EndTurn"));
    let backup = from.backup("").unwrap();

    let (here, memory) = store();
    // a: the same game, opened here from a download: another name, saved again later.
    write(
        &memory,
        "games/downloaded.ron",
        &game("id-a", 200, "EndTurn"),
    );
    // b: the same game left here under another name, played on since.
    write(
        &memory,
        "games/left/other.ron",
        &game("id-b", 300, "EndTurn, EndTurn"),
    );
    // d: no id here either, another name: not the same file.
    write(&memory, "games/e.ron", &game("", 100, "EndTurn"));
    let plan = here.plan_restore(&backup, |_, _| None).unwrap();
    let added: Vec<&str> = plan.files.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(added, ["games/b.ron", "games/c.ron", "games/d.ron"]);
    assert_eq!(plan.files_here, 1, "a is here already");
    assert_eq!(plan.beside, 1, "b was played on here");
    // The same name with the same game saved at another time is the same game too.
    let (again, memory) = store();
    write(&memory, "games/a.ron", &game("id-a", 999, "EndTurn"));
    let plan = again.plan_restore(&backup, |_, _| None).unwrap();
    assert_eq!((plan.files_here, plan.beside), (1, 0));
    assert_eq!(plan.count(FileKind::Game), 3);
}

/// Refused with the reason, the folder untouched: not a backup, cut short, damaged, newer, a
/// file aimed outside the data folder, too large.
#[test]
fn a_file_that_is_not_a_backup_this_app_can_read_is_refused_and_changes_nothing() {
    let (from, from_files) = store();
    write(&from_files, "games/g1.ron", "(game: 1)");
    let text = Store::backup_text(&from.backup("").unwrap()).unwrap();
    let refused = |bytes: &[u8]| Store::parse_backup(bytes).unwrap_err();
    assert!(matches!(
        refused(&text.as_bytes()[..text.len() / 2]),
        BackupFault::Unreadable { .. }
    ));
    assert_eq!(refused(&[0xff, 0xfe, b'(']), BackupFault::NotText);
    assert_eq!(
        refused(b"(app: \"coop-automa\", version: 2, mode: \"coop\")"),
        BackupFault::NotABackup,
        "a save is not a backup"
    );
    assert_eq!(
        refused(b"(app: \"other\", kind: \"backup\")"),
        BackupFault::NotABackup
    );
    let newer = text.replacen("version: 1", "version: 9", 1);
    assert_eq!(
        refused(newer.as_bytes()),
        BackupFault::NewerVersion { version: 9, max: 1 }
    );
    for place in [
        "../escape.ron",
        "games/../../x.ron",
        "/etc/x.ron",
        "games/x.txt",
        "other/x.ron",
    ] {
        let bad = text.replacen("games/g1.ron", place, 1);
        assert_eq!(
            refused(bad.as_bytes()),
            BackupFault::BadPlace {
                path: place.to_owned()
            },
            "{place}"
        );
    }
    let big = vec![b' '; coop_automa_store::MAX_BACKUP_BYTES as usize + 1];
    assert!(matches!(refused(&big), BackupFault::TooLarge { .. }));
    // A small file is read (and refused only for what it is).
    let under = vec![b' '; 1024];
    assert!(matches!(refused(&under), BackupFault::Unreadable { .. }));
}

#[test]
fn a_backup_holds_only_the_folders_a_backup_holds() {
    let (from, memory) = store();
    write_all(
        &memory,
        &[
            ("games/a.ron", "1"),
            ("games/left/b.ron", "2"),
            ("games/forgotten/c.ron", "3"),
            ("saves/d.ron", "4"),
            ("results-duel.ron", "5"),
            ("settings.ron", "6"),
            ("backups/old.ron", "7"),
            ("elsewhere.ron", "8"),
        ],
    );
    let backup = from.backup("").unwrap();
    let paths: Vec<&str> = backup.files.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "games/a.ron",
            "games/left/b.ron",
            "games/forgotten/c.ron",
            "saves/d.ron",
            "results-duel.ron",
            "settings.ron"
        ]
    );
}

/// Issue 61: a place named twice in one backup with the same game (a hand-edited backup) is
/// added once, and no copy goes "beside" a game that was never played on here; one game in
/// two places of a folder stays in both (a restore gives the folder back).
#[test]
fn the_same_game_twice_in_a_backup_is_added_once() {
    let (from, from_files) = store();
    write_all(
        &from_files,
        &[
            ("games/g1.ron", "(game: 1)"),
            ("games/left/g1.ron", "(game: 1)"),
            ("saves/s1.ron", "(save: 1)"),
        ],
    );
    let mut backup = from.backup("").unwrap();
    let again: Vec<_> = backup.files.clone();
    backup.files.extend(again);
    assert_eq!(backup.files.len(), 6);
    let (here, memory) = store();
    let plan = here.plan_restore(&backup, |_, _| None).unwrap();
    assert_eq!(plan.count(FileKind::Game), 2, "{:?}", plan.files);
    assert_eq!(plan.count(FileKind::Save), 1, "{:?}", plan.files);
    assert_eq!(plan.beside, 0, "nothing was played on here");
    here.restore(&plan).unwrap();
    let now = files(&memory);
    let games: Vec<&String> = now.keys().filter(|k| k.starts_with("games/")).collect();
    assert_eq!(games, ["games/g1.ron", "games/left/g1.ron"], "{now:?}");
    // Two saves of one game under two names are two saves.
    let (from, from_files) = store();
    write_all(
        &from_files,
        &[("saves/a.ron", "(save: 1)"), ("saves/b.ron", "(save: 1)")],
    );
    let backup = from.backup("").unwrap();
    let (here, _) = store();
    let plan = here.plan_restore(&backup, |_, _| None).unwrap();
    assert_eq!(plan.count(FileKind::Save), 2);
}

/// Issue 61: a results line the app does not read as a result of its log's mode is left out
/// and counted (every Results screen would say it could not be read); a log of no mode the
/// app knows is carried as it is; the reader is asked with the log's name.
#[test]
fn a_results_line_that_is_no_result_is_left_out_and_counted() {
    let (from, from_files) = store();
    write_all(
        &from_files,
        &[
            (
                "results.ron",
                "(game_id:\"g1\",date:1)\nnot a result\n(game_id:\"g2\",date:2)\n(other:1)\n",
            ),
            ("results-future.ron", "anything\n"),
        ],
    );
    let backup = from.backup("").unwrap();
    let (here, memory) = store();
    fn reads(log: &str, line: &str) -> Option<bool> {
        (log == "results.ron").then(|| line.contains("game_id"))
    }
    let plan = here.plan_restore(&backup, reads).unwrap();
    assert_eq!(plan.not_results, 2);
    assert_eq!(plan.lines["results.ron"].len(), 2);
    assert_eq!(plan.lines["results-future.ron"], ["anything"]);
    here.restore(&plan).unwrap();
    assert_eq!(
        files(&memory)["results.ron"],
        "(game_id:\"g1\",date:1)\n(game_id:\"g2\",date:2)\n"
    );
    // Every line a result: none counted.
    let plan = store().0.plan_restore(&backup, |_, _| Some(true)).unwrap();
    assert_eq!(plan.not_results, 0);
}
