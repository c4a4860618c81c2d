//! Issue 34: a restore killed at any moment. A separate process restores a backup into a
//! data folder that has games and results of its own, a file at a time, and is killed with
//! SIGKILL at random moments: every file is then as it was or whole as the backup has it
//! (the results log: its lines as they were, or those and every line the backup adds), the
//! files it reported written are there, and the backup file is untouched.

use coop_automa::modes::coop::GameRng;
use coop_automa::store::{Backup, BackupFile, Store};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

const KILLS: u64 = 60;
const GAMES: usize = 120;

/// Every file under `dir` but the writes' temporary files (named with a dot first).
fn files(dir: &Path) -> BTreeMap<String, String> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<String, String>) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() {
                walk(root, &path, out);
            } else if !name.starts_with('.') {
                let rel = path
                    .strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                out.insert(rel, std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

const OWN_LOG: &str = "(game_id:\"here-1\",date:1)\n(game_id:\"here-2\",date:2)\n";

/// The folder before the restore: a game and a results log of its own.
fn fill(dir: &Path) {
    std::fs::create_dir_all(dir.join("games")).unwrap();
    std::fs::write(dir.join("games/mine.ron"), "(game: \"mine\")").unwrap();
    std::fs::write(dir.join("results.ron"), OWN_LOG).unwrap();
}

fn backup() -> Backup {
    let mut files: Vec<BackupFile> = (0..GAMES)
        .map(|i| BackupFile {
            path: format!("games/g{i:03}.ron"),
            text: format!("(game: {i}, text: {:?})", "y".repeat(2000)),
        })
        .collect();
    let lines: String = (0..40)
        .map(|i| format!("(table:\"Bob\",game_id:\"bob-{i}\",date:{i})\n"))
        .collect();
    files.push(BackupFile {
        path: "results.ron".into(),
        text: lines,
    });
    Backup {
        app: "coop-automa".into(),
        kind: "backup".into(),
        version: 1,
        made_at: 1_795_000_000,
        table: "Bob".into(),
        files,
    }
}

#[test]
fn a_restore_killed_at_any_moment_leaves_every_file_as_it_was_or_whole() {
    let writer = env!("CARGO_BIN_EXE_coop-automa-kill-writer");
    let base =
        std::env::temp_dir().join(format!("coop-automa-kill-restore-{}", std::process::id()));
    std::fs::create_dir_all(&base).unwrap();
    let backup = backup();
    let backup_file = base.join("bob.ron");
    let text = Store::backup_text(&backup).unwrap();
    std::fs::write(&backup_file, &text).unwrap();
    let whole: BTreeMap<String, String> = backup
        .files
        .iter()
        .map(|f| (f.path.clone(), f.text.clone()))
        .collect();
    let full_log = format!("{OWN_LOG}{}", whole["results.ron"]);
    let mut delays = GameRng::from_seed(34);
    let (mut none, mut part, mut all) = (0, 0, 0);
    for kill in 0..KILLS {
        let dir: PathBuf = base.join(kill.to_string());
        fill(&dir);
        let mut child = Command::new(writer)
            .arg("restore")
            .arg(&dir)
            .arg(&backup_file)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the writer starts");
        // How far the kill comes is chosen by the writer's reported files, not by the clock
        // (on a busy machine a writer killed after a random few milliseconds had not begun,
        // and no kill landed part way); a delay of up to 2 ms after the report puts the kill
        // anywhere in the file that follows. Target 0 kills it before it reports anything.
        let target = delays.below(GAMES + 2);
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut out = String::new();
        while out.lines().count() < target {
            match stdout.read_line(&mut out) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
        }
        std::thread::sleep(Duration::from_micros(delays.below(2_000) as u64));
        let _ = child.kill(); // SIGKILL on Unix
        let _ = child.wait().unwrap();
        stdout.read_to_string(&mut out).unwrap();
        let reported = out
            .lines()
            .filter_map(|l| l.parse::<usize>().ok())
            .max()
            .unwrap_or(0);
        let found = files(&dir);
        assert_eq!(found["games/mine.ron"], "(game: \"mine\")", "kill {kill}");
        let log = &found["results.ron"];
        assert!(
            log == OWN_LOG || *log == full_log,
            "kill {kill}: the log half written: {log:?}"
        );
        let mut restored = 0;
        for (path, text) in &found {
            if path == "games/mine.ron" || path == "results.ron" {
                continue;
            }
            assert_eq!(Some(text), whole.get(path), "kill {kill}: {path} not whole");
            restored += 1;
        }
        // The games are written first, in the backup's order, then the log.
        assert!(
            restored >= reported.min(GAMES),
            "kill {kill}: {reported} reported, {restored} there"
        );
        if *log == full_log {
            assert_eq!(restored, GAMES, "kill {kill}: the log comes last");
        }
        match restored {
            0 => none += 1,
            GAMES => all += 1,
            _ => part += 1,
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert_eq!(
        std::fs::read_to_string(&backup_file).unwrap(),
        text,
        "the backup untouched"
    );
    eprintln!(
        "{KILLS} kills: {none} before the first file, {part} part way, {all} after the last game"
    );
    assert!(
        part >= KILLS / 10,
        "kills land part way: {none}/{part}/{all}"
    );
    let _ = std::fs::remove_dir_all(&base);
}
