//! The edges of a backup and its restore, each read on both sides: the limits at exactly
//! their figure and one over, a results line already naming a table, names taken by the
//! restore itself, a save that holds a game's very text, a log that was there empty, the
//! budget of each step, and the backup file written on the desktop.

use super::*;
use coop_automa_store::{BackupFile, MAX_BACKUP_BYTES, MAX_BACKUP_FILES, RestorePlan};

/// A backup of a data folder holding these files, made by the table named `table`.
fn backup_of(files: &[(&str, &str)], table: &str) -> Backup {
    let (from, memory) = store();
    for (path, text) in files {
        write(&memory, path, text);
    }
    from.backup(table).unwrap()
}

fn added(plan: &RestorePlan) -> Vec<&str> {
    plan.files.iter().map(|f| f.path.as_str()).collect()
}

/// docs/backup-format.md: "larger than 100 MB" is refused; 100 MB itself is read.
#[test]
fn a_backup_of_exactly_100_mb_is_read_and_one_byte_more_is_refused() {
    assert_eq!(MAX_BACKUP_BYTES, 100 * 1024 * 1024);
    let text = Store::backup_text(&backup_of(&[("games/g.ron", "(game: 1)")], "")).unwrap();
    let mut bytes = text.into_bytes();
    bytes.resize(104_857_600, b' ');
    let read = Store::parse_backup(&bytes).expect("100 MB exactly is read");
    assert_eq!(read.files.len(), 1);
    bytes.push(b' ');
    assert_eq!(
        Store::parse_backup(&bytes).unwrap_err(),
        BackupFault::TooLarge {
            bytes: 104_857_601,
            max_bytes: 104_857_600
        }
    );
}

/// docs/backup-format.md: "more than 200,000 files" is refused; 200,000 are read.
#[test]
fn a_backup_of_exactly_200_000_files_is_read_and_one_more_is_refused() {
    assert_eq!(MAX_BACKUP_FILES, 200_000);
    let mut backup = backup_of(&[], "");
    backup.files = (0..200_000)
        .map(|i| BackupFile {
            path: format!("saves/{i}.ron"),
            text: String::new(),
        })
        .collect();
    let text = Store::backup_text(&backup).unwrap();
    assert_eq!(
        Store::parse_backup(text.as_bytes()).unwrap().files.len(),
        200_000
    );
    backup.files.push(BackupFile {
        path: "saves/one-more.ron".into(),
        text: String::new(),
    });
    let text = Store::backup_text(&backup).unwrap();
    assert_eq!(
        Store::parse_backup(text.as_bytes()).unwrap_err(),
        BackupFault::TooManyFiles {
            files: 200_001,
            max: 200_000
        }
    );
}

/// A large file is told to be a backup from its first fields: both of them, in any layout.
#[test]
fn a_file_looks_like_a_backup_only_with_both_its_first_fields() {
    let text = Store::backup_text(&backup_of(&[("saves/s.ron", "(save: 1)")], "")).unwrap();
    assert!(Store::looks_like_backup(text.as_bytes()), "{text}");
    let spread = "(\n  app : \"coop-automa\" ,\n  kind:\t\"backup\",\n)";
    assert!(Store::looks_like_backup(spread.as_bytes()));
    for not in [
        "(app: \"coop-automa\", kind: \"save\")",
        "(app: \"another\", kind: \"backup\")",
        "(kind: \"backup\")",
        "(app: \"coop-automa\")",
        "",
    ] {
        assert!(!Store::looks_like_backup(not.as_bytes()), "{not}");
    }
    // Read from the first 4 KB only: fields further on are not looked for.
    let late = format!(
        "({}app: \"coop-automa\", kind: \"backup\")",
        " ".repeat(4096)
    );
    assert!(!Store::looks_like_backup(late.as_bytes()));
}

/// The reminder to back up counts the results of every mode's log, one a line, blank lines
/// and other files apart.
#[test]
fn the_results_counted_are_the_lines_of_every_log_and_nothing_else() {
    let (here, memory) = store();
    assert_eq!(here.results_count(), 0);
    write(
        &memory,
        "results.ron",
        "(game_id:\"a\")\n\n   \n(game_id:\"b\")\n",
    );
    assert_eq!(here.results_count(), 2);
    write(&memory, "results-duel.ron", "(game_id:\"c\")");
    write(&memory, "settings.ron", "(a: 1)\n(b: 2)\n");
    write(&memory, "games/g.ron", "(game_id:\"d\")\n");
    write(&memory, "saves/s.ron", "(game_id:\"e\")\n");
    assert_eq!(here.results_count(), 3);
}

/// A results line that already names its table (pooled from a friend) keeps that name in
/// this table's backup; a line naming none is given this table's.
#[test]
fn a_results_line_naming_a_table_keeps_it_and_one_naming_none_is_named() {
    let log = "(game_id:\"mine\",points:3)\n(table:\"Bob\",game_id:\"theirs\",points:4)\n";
    let backup = backup_of(&[("results.ron", log)], "Ann");
    assert_eq!(
        backup.files[0].text,
        "(table:\"Ann\",game_id:\"mine\",points:3)\n(table:\"Bob\",game_id:\"theirs\",points:4)\n"
    );
    // Unnamed, every line as it is.
    assert_eq!(backup_of(&[("results.ron", log)], "").files[0].text, log);
}

/// A named table's result of a game that differs from the one here is told apart, not
/// counted as here already.
#[test]
fn another_named_tables_result_of_a_game_here_differs() {
    let (other, theirs) = store();
    write(&theirs, "results.ron", "(game_id:\"g\",points:2)\n");
    let backup = other.backup("Bob").unwrap();
    let (here, memory) = store();
    write(&memory, "results.ron", "(game_id:\"g\",points:5)\n");
    let plan = here.plan_restore(&backup, |_, _| None).unwrap();
    assert_eq!((plan.lines_here, plan.results_differ), (0, 1));
    assert_eq!(plan.result_lines(), 0);
}

/// A save holding a game's very text (saved by name from the game in play) is a save: it is
/// added to the saves, not taken for the game here.
#[test]
fn a_save_with_the_text_of_a_game_here_is_added_to_the_saves() {
    let game = "(game_id: \"g1\", game: (actions: []))";
    let backup = backup_of(&[("saves/named.ron", game)], "");
    let (here, memory) = store();
    write(&memory, "games/g.ron", game);
    let plan = here.plan_restore(&backup, |_, _| None).unwrap();
    assert_eq!(added(&plan), ["saves/named.ron"]);
    assert_eq!((plan.files_here, plan.beside), (0, 0));
}

/// Beside a game here: "-restored", then "-2" when that name is taken, by a file here or by
/// one this restore writes; a "-restored" file here with these very contents is this game.
#[test]
fn a_game_beside_takes_the_next_free_restored_name() {
    // Taken by the restore itself: the backup holds a "-restored" file of its own.
    let backup = backup_of(
        &[
            ("games/g-restored.ron", "(game: 0)"),
            ("games/g.ron", "(game: 1)"),
        ],
        "",
    );
    let (here, memory) = store();
    write(&memory, "games/g.ron", "(game: 2)");
    let plan = here.plan_restore(&backup, |_, _| None).unwrap();
    assert_eq!(
        added(&plan),
        ["games/g-restored.ron", "games/g-restored-2.ron"]
    );
    assert_eq!((plan.files_here, plan.beside), (0, 1));

    // Taken by a file here with other contents.
    let backup = backup_of(&[("games/g.ron", "(game: 1)")], "");
    let (here, memory) = store();
    write(&memory, "games/g.ron", "(game: 2)");
    write(&memory, "games/g-restored.ron", "(game: 3)");
    let plan = here.plan_restore(&backup, |_, _| None).unwrap();
    assert_eq!(added(&plan), ["games/g-restored-2.ron"]);
    assert_eq!((plan.files_here, plan.beside), (0, 1));

    // Restored before: there with these contents.
    write(&memory, "games/g-restored-2.ron", "(game: 1)");
    let plan = here.plan_restore(&backup, |_, _| None).unwrap();
    assert!(added(&plan).is_empty());
    assert_eq!((plan.files_here, plan.beside), (1, 0));
}

/// Each step writes at most its budget of files and logs, and says it is done only at the
/// last; a log that was there empty is still there after the restore is taken out.
#[test]
fn a_restore_steps_by_its_budget_and_taken_out_leaves_a_log_that_was_there() {
    let backup = backup_of(
        &[
            ("games/a.ron", "(game: 1)"),
            ("saves/b.ron", "(save: 1)"),
            ("results.ron", "(game_id:\"x\")\n"),
            ("results-duel.ron", "(game_id:\"y\")\n"),
        ],
        "",
    );
    let (here, memory) = store();
    write(&memory, "results.ron", "");
    let mut restoring = Restoring::new(here.plan_restore(&backup, |_, _| None).unwrap());
    assert_eq!(restoring.total(), 4);
    for written in 1..=4 {
        assert!(!restoring.is_done());
        let done = here.restore_step(&mut restoring, 1).unwrap();
        assert_eq!(restoring.written(), written);
        assert_eq!(done, written == 4, "step {written}");
    }
    assert!(restoring.is_done());
    assert_eq!(files(&memory)["results.ron"], "(game_id:\"x\")\n");
    here.undo_restore(restoring.done()).unwrap();
    let after = files(&memory);
    assert_eq!(
        after.get("results.ron").map(String::as_str),
        Some(""),
        "it was there"
    );
    assert!(
        !after.contains_key("results-duel.ron"),
        "the restore made it"
    );
    assert!(!after.contains_key("games/a.ron"));
}

/// A log the restore made stays when a result came into it since: only the restored lines go.
#[test]
fn a_log_made_by_a_restore_keeps_a_result_written_since() {
    let backup = backup_of(&[("results-duel.ron", "(game_id:\"y\")\n")], "");
    let (here, memory) = store();
    let restored = restore(&here, &backup);
    assert_eq!(restored.made_logs, ["results-duel.ron"]);
    write(
        &memory,
        "results-duel.ron",
        "(game_id:\"y\")\n(game_id:\"z\")\n",
    );
    here.undo_restore(&restored).unwrap();
    assert_eq!(files(&memory)["results-duel.ron"], "(game_id:\"z\")\n");
}

/// The desktop's backup file: ".ron" added, the file holding the text, never over a file,
/// and a blank name refused.
#[test]
fn a_backup_file_is_written_where_typed_and_never_over_another() {
    let dir = std::env::temp_dir().join(format!("coop-automa-store-backup-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let typed = dir.join("sub").join("table");
    let path = Store::write_backup(typed.to_str().unwrap(), "(backup)").unwrap();
    assert_eq!(path, dir.join("sub").join("table.ron"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "(backup)");
    let again = Store::write_backup(path.to_str().unwrap(), "(other)");
    assert_eq!(again, Err(BackupFault::Exists { file: path.clone() }));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "(backup)");
    assert_eq!(
        Store::write_backup("  ", "(backup)"),
        Err(BackupFault::NoName)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Issue 61: a backup saved again by an editor that writes UTF-8's byte-order mark is read as
/// the same backup (RON's reader stopped at the mark).
#[test]
fn a_backup_with_a_byte_order_mark_reads_as_without() {
    let backup = backup_of(
        &[("games/g.ron", "(game: 1)"), ("saves/s.ron", "(s: 2)")],
        "T",
    );
    let text = Store::backup_text(&backup).unwrap();
    let plain = Store::parse_backup(text.as_bytes()).unwrap();
    let marked = Store::parse_backup(format!("\u{feff}{text}").as_bytes()).unwrap();
    assert_eq!(marked.files, plain.files);
    assert_eq!(marked.files.len(), 2);
}
