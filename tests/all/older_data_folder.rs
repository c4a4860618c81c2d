//! Issue 34: a data folder written by an older app (tests/fixtures/data-folder-9ffd56b, before
//! the store became mode-blind) opens unchanged: every game, save and result is read, Resume
//! and the list of every game offer its games, every Results screen has its results, no file
//! is rewritten, and a backup of it restores the same files.

use crate::common;

use common::ui::{click, see};
use coop_automa::app::App;
use coop_automa::modes::coop::CoopResult;
use coop_automa::modes::duel::DuelResult;
use coop_automa::modes::pyramid::PyramidResult;
use coop_automa::store::Store;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/data-folder-9ffd56b")
}

/// Every file under `dir` (but the README, the lock a running app holds and the automatic
/// backups), as bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            if rel == "README.md" || rel == "lock" || rel.starts_with("backups") {
                continue;
            }
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                out.insert(rel, std::fs::read(&path).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

/// A copy of the fixture to open (the fixture itself is never written).
fn copy() -> PathBuf {
    let dir = common::temp_dir("older-folder");
    for (rel, bytes) in files(&fixture()) {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    dir
}

#[test]
fn the_store_reads_every_game_save_and_result_of_the_older_folder() {
    let dir = copy();
    let store = Store::new(dir.clone());
    let coop = store.read_log::<CoopResult>().unwrap();
    let pyramid = store.read_log::<PyramidResult>().unwrap();
    let duel = store.read_log::<DuelResult>().unwrap();
    assert!(coop.bad_lines.is_empty() && pyramid.bad_lines.is_empty() && duel.bad_lines.is_empty());
    assert_eq!(coop.records.len(), 1);
    assert_eq!(coop.records[0].kingdom_name(), "Sleight of Hand");
    assert_eq!(coop.records[0].table, "", "this table's own");
    assert_eq!(pyramid.records.len(), 1);
    assert_eq!(duel.records.len(), 1);
    assert_eq!(duel.records[0].winners(), ["Cy"]);
    let (all, problems) = store.all_games();
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(all.len(), 8, "every game of every folder: {all:?}");
    assert_eq!(all.iter().filter(|g| g.finished).count(), 3);
    let (saves, problems) = store.list_saves();
    assert!(problems.is_empty());
    assert_eq!(saves.len(), 1);
    // Backed up and restored elsewhere: the same files, byte for byte.
    let backup = store.backup("").unwrap();
    let there = common::temp_dir("older-folder-there");
    let to = Store::new(there.clone());
    to.restore(&to.plan_restore(&backup, |_, _| None).unwrap())
        .unwrap();
    assert_eq!(files(&there), files(&fixture()));
    for d in [dir, there] {
        let _ = std::fs::remove_dir_all(d);
    }
}

fn app(dir: &Path) -> Harness<'static, App> {
    let mut h = common::ui::app_in("en", dir);
    h.run();
    h
}

#[test]
fn today_s_app_opens_the_older_folder_and_rewrites_none_of_its_files() {
    let dir = copy();
    let before = files(&dir);
    let mut h = app(&dir);
    see(&h, "Resume: Coop, First Game, round 7");
    for (tab, title, what) in [
        (
            "Coop: 2 players and the automa",
            "Results",
            "Sleight of Hand",
        ),
        ("Solo: the VP pyramid AI", "Results", "Normal"),
        ("Duel: 2 to 4 players, life points", "Results", "Cy"),
    ] {
        click(&mut h, tab);
        click(&mut h, title);
        let deadline = Instant::now() + Duration::from_secs(60);
        while common::texts(&h).iter().all(|t| !t.contains(what)) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
            h.run();
        }
        see(&h, what);
        click(&mut h, "Back");
    }
    click(&mut h, "Games");
    see(&h, "8 games");
    assert!(h.query_by_label_contains("could not").is_none());
    drop(h);
    let after = files(&dir);
    let changed: Vec<&String> = before
        .keys()
        .chain(after.keys())
        .filter(|k| before.get(*k) != after.get(*k))
        .collect();
    assert!(changed.is_empty(), "rewritten or added: {changed:?}");
    let _ = std::fs::remove_dir_all(dir);
}
