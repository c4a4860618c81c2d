//! Issue 61: making room for years more. Finished games written before a date are folded into
//! their results: the file of a game whose result the results hold goes, every other file
//! stays as it was (not finished, written on or after the date, no result, no id, another
//! mode's result, a file the folder refuses to delete).

use crate::Store;
use coop_automa_store::{Backend, Folded, Memory, ReadOnly, Recorded, finished_before};
use std::path::{Path, PathBuf};
use std::sync::Arc;

const DIR: &str = "/data";
/// The fold's date: 2025-12-06 00:00 UTC.
const BEFORE: i64 = 1_764_979_200;

fn head(mode: &str, id: &str, saved_at: i64, finished: Option<bool>) -> String {
    let finished = finished.map_or(String::new(), |f| format!("  finished: {f},\n"));
    format!(
        "(\n  app: \"coop-automa\",\n  version: 2,\n  mode: \"{mode}\",\n  rules: 1,\n  saved_at: {saved_at},\n  game_id: \"{id}\",\n  name: None,\n{finished}  game: (moves: [1, 2, 3]),\n)\n"
    )
}

fn put(memory: &Memory, name: &str, text: &str) -> PathBuf {
    let path = Path::new(DIR).join("games").join(name);
    memory.write(&path, text.as_bytes()).unwrap();
    path
}

fn recorded(pairs: &[(&'static str, &str)]) -> Recorded {
    let mut held = Recorded::new();
    for (mode, id) in pairs {
        held.entry(mode).or_default().insert((*id).to_owned());
    }
    held
}

#[test]
fn only_finished_games_written_before_the_date_whose_results_are_held_go() {
    let memory = Arc::new(Memory::default());
    let store = Store::with_backend(PathBuf::from(DIR), memory.clone());
    let cases = [
        // (file, its text, folded)
        ("a.ron", head("coop", "a", BEFORE - 1, Some(true)), true),
        (
            "b.ron",
            head("duel", "b", BEFORE - 86_400, Some(true)),
            true,
        ),
        // The edge: written at the date's very moment is not before it.
        ("c.ron", head("coop", "c", BEFORE, Some(true)), false),
        ("d.ron", head("coop", "d", BEFORE - 1, Some(false)), false),
        // Its result is not held; the same id held by another mode is not its result.
        ("e.ron", head("coop", "e", BEFORE - 1, Some(true)), false),
        ("f.ron", head("coop", "f", BEFORE - 1, Some(true)), false),
        // The oldest files have no id to find a result by.
        ("g.ron", head("coop", "", BEFORE - 1, Some(true)), false),
        // A head that does not say: read whole, and this one is no game this store reads.
        ("h.ron", head("coop", "h", BEFORE - 1, None), false),
    ];
    let paths: Vec<PathBuf> = cases
        .iter()
        .map(|(name, text, _)| put(&memory, name, text))
        .collect();
    let held = recorded(&[
        ("coop", "a"),
        ("duel", "b"),
        ("coop", "c"),
        ("coop", "d"),
        ("pyramid", "f"),
        ("coop", "g"),
        ("coop", "h"),
    ]);
    let (shelved, problems) = store.shelved_games();
    assert!(problems.is_empty(), "{problems:?}");
    // What the form counts: every game a fold looks at (the one whose head does not say too).
    assert_eq!(finished_before(&shelved, BEFORE).count(), 6);
    let done = store.fold(&shelved, BEFORE, &held);
    assert_eq!(
        done,
        Folded {
            folded: 2,
            kept: 4,
            faults: Vec::new()
        }
    );
    for ((name, text, folded), path) in cases.iter().zip(&paths) {
        match memory.read(path).unwrap() {
            None => assert!(folded, "{name} went"),
            Some(bytes) => {
                assert!(!folded, "{name} stayed");
                assert_eq!(bytes, text.as_bytes(), "{name} unchanged");
            }
        }
    }
    // Folded again: nothing more to take.
    let (shelved, _) = store.shelved_games();
    assert_eq!(store.fold(&shelved, BEFORE, &held).folded, 0);
}

#[test]
fn a_folder_that_refuses_to_delete_keeps_every_file_and_says_each() {
    let memory = Memory::default();
    put(&memory, "a.ron", &head("coop", "a", BEFORE - 1, Some(true)));
    put(&memory, "b.ron", &head("coop", "b", BEFORE - 1, Some(true)));
    let store = Store::with_backend(PathBuf::from(DIR), Arc::new(ReadOnly(memory)));
    let (shelved, _) = store.shelved_games();
    let done = store.fold(&shelved, BEFORE, &recorded(&[("coop", "a"), ("coop", "b")]));
    assert_eq!((done.folded, done.kept), (0, 0));
    let refused: Vec<_> = done.faults.iter().map(|e| format!("{:?}", e.0)).collect();
    assert_eq!(refused.len(), 2, "{refused:?}");
    assert!(
        refused.iter().any(|f| f.contains("a.ron")) && refused.iter().any(|f| f.contains("b.ron"))
    );
    let (shelved, _) = store.shelved_games();
    assert_eq!(shelved.len(), 2);
}
