//! The store through its `Backend` trait: the same games, Resume, named saves and results
//! with the files in memory (the shape browser storage takes) as on disk, and nothing written
//! to the disk.

use coop_automa::engine::ModeGame;
use coop_automa::modes::coop::CoopResult;
use coop_automa::modes::coop::CoopSession;
use coop_automa::modes::coop::{Action, Game, Setup};
use coop_automa::store::{Backend, Files, GameResult, GameStatus, Memory, Store, Summary};
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn game(seed: u64, actions: usize) -> Game {
    let mut setup = Setup::custom(["Alex", "Bea"], 12, 4);
    setup.seed = Some(seed);
    let mut g = Game::new(setup).unwrap();
    for _ in 0..actions {
        let a = g.primary_action().unwrap();
        g.apply(a).unwrap();
    }
    g
}

fn memory_store() -> (Store, Arc<Memory>) {
    let memory = Arc::new(Memory::default());
    let dir = PathBuf::from("/nowhere/coop-automa-memory");
    (Store::with_backend(dir, memory.clone()), memory)
}

/// Autosaves, Resume, leaving, taking up, forgetting and named saves, the same through any
/// backend. The second game's file name sorts before the first's: Resume's "newest first"
/// must come from the write order, not from the names.
fn a_store_lifecycle(store: &Store, backend: &dyn Backend) {
    // The layout the data folder promises (docs): games/, games/left/, games/forgotten/.
    let games = store.dir().join("games");
    // What is not a save is never offered nor reported: a note, an unfinished temporary.
    backend
        .write(&games.join("notes.txt"), b"not a game")
        .unwrap();
    backend
        .write(&games.join(".game.ron.tmp-12"), b"(half")
        .unwrap();

    let first = game(2, 3);
    let slot = store.new_slot(&first);
    store.autosave(&first, &slot, "one").unwrap();
    assert!(backend.exists(&slot));
    assert_eq!(store.load(&slot).unwrap().game, first);

    // A second game, then Resume lists both, the newest first.
    std::thread::sleep(std::time::Duration::from_millis(20));
    let second = game(1, 5);
    assert_ne!(
        store.new_slot(&second),
        slot,
        "a new game never takes an old one's file"
    );
    // Its file named as a game started earlier would be (a name is the time to the second:
    // the two may fall in different seconds, so the name is not left to the clock).
    let slot2 = games.join("2000-01-01_00-00-00-0001.ron");
    assert!(slot2 < slot, "the second game's name sorts first");
    store.autosave(&second, &slot2, "two").unwrap();
    let (found, problems) = store.find_resume();
    assert!(problems.is_empty(), "{problems:?}");
    let ids: Vec<&str> = found.iter().map(|(_, s)| s.game_id.as_str()).collect();
    assert_eq!(ids, ["two", "one"]);

    // Left: the file moves to games/left and Resume says so; taken up, it moves back.
    let left = store.leave(&slot).unwrap();
    assert_eq!(left, games.join("left").join(slot.file_name().unwrap()));
    assert!(backend.exists(&left) && !backend.exists(&slot));
    let (found, _) = store.find_resume();
    let status: Vec<(&str, GameStatus)> = found
        .iter()
        .map(|(p, s)| (s.game_id.as_str(), Summary::from_save(p, s).status))
        .collect();
    assert_eq!(
        status,
        [("two", GameStatus::InProgress), ("one", GameStatus::Left)]
    );
    let back = store.take_up(&left).unwrap();
    assert_eq!(back, slot);
    assert!(backend.exists(&slot) && !backend.exists(&left));
    // Forgotten: kept in games/forgotten, no longer offered.
    let kept = store.forget(&slot2).unwrap();
    assert_eq!(
        kept,
        games.join("forgotten").join(slot2.file_name().unwrap())
    );
    assert!(backend.exists(&kept) && !backend.exists(&slot2));
    assert_eq!(store.load(&kept).unwrap().game, second);
    assert_eq!(store.find_resume().0.len(), 1);

    // Named saves: never over another, listed, deleted.
    let named = store.save_as(&first, "one", "Tuesday night").unwrap();
    assert!(store.save_as(&first, "one", "Tuesday night").is_err());
    let (list, _) = store.list_saves();
    assert_eq!(list[0].name.as_deref(), Some("Tuesday night"));
    store.delete_save(&named).unwrap();
    assert!(store.list_saves().0.is_empty());
}

#[test]
fn games_resume_and_named_saves_live_in_the_backend_alone() {
    let (store, memory) = memory_store();
    a_store_lifecycle(&store, memory.as_ref());
    assert!(!Path::new("/nowhere").exists(), "nothing on disk");
}

#[test]
fn games_resume_and_named_saves_on_disk_as_in_memory() {
    let dir = std::env::temp_dir().join(format!("coop-automa-files-{}", std::process::id()));
    let store = Store::new(dir.clone());
    a_store_lifecycle(&store, &Files);
    assert!(dir.join("games").join("forgotten").is_dir());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_file_in_the_backend_is_named_and_kept() {
    let (store, memory) = memory_store();
    let path = PathBuf::from("/nowhere/coop-automa-memory/games/broken.ron");
    memory
        .write(&path, b"(app: \"coop-automa\", version: 2, game: (")
        .unwrap();
    let (found, problems) = store.find_resume();
    assert!(found.is_empty());
    assert_eq!(problems.len(), 1);
    assert!(
        coop_automa::app::load_words::load_error(&problems[0])
            .contains("cannot be read as a saved game")
    );
    assert_eq!(
        memory.read(&path).unwrap().unwrap(),
        b"(app: \"coop-automa\", version: 2, game: (".to_vec(),
        "left as it was"
    );
}

#[test]
fn results_are_recorded_replaced_and_removed_in_the_backend() {
    let (store, _memory) = memory_store();
    assert!(store.read_log::<CoopResult>().unwrap().records.is_empty());
    let mut g = game(3, 0);
    while let Some(a) = g.primary_action() {
        g.apply(a).unwrap();
    }
    g.apply(Action::FinalPoints { points: [30, 20] }).unwrap();
    let record = CoopResult::of(&g, "game-3", 100).unwrap();
    store.update_log("game-3", Some(&record)).unwrap();
    let mut again = record.clone();
    again.date = 200;
    store.update_log("game-3", Some(&again)).unwrap();
    let results = store.read_log::<CoopResult>().unwrap();
    assert_eq!(results.records.len(), 1, "the same game once");
    assert_eq!(results.records[0].date, 200);
    store.update_log::<CoopResult>("game-3", None).unwrap();
    assert!(store.read_log::<CoopResult>().unwrap().records.is_empty());
}

/// A file that is there but cannot be read is an error, never "no file": the store would
/// otherwise start afresh and write over it (a file we cannot read is kept).
#[test]
fn a_read_that_fails_is_an_error_and_only_a_missing_file_is_none() {
    let dir = std::env::temp_dir().join(format!("coop-automa-read-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    assert!(Files.read(&dir).is_err(), "a folder where a file should be");
    assert_eq!(Files.read(&dir.join("absent.ron")).unwrap(), None);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two windows on one storage (issue 25): window A opens a game, window B opens the same file
/// and plays on; A's next write must not put its older game over B's. Then both are kept.
fn two_windows_never_overwrite_each_other(store_a: &Store, store_b: &Store) {
    let slot = store_a.new_slot(&game(5, 0));
    // A starts the game: the file is new.
    let first = game(5, 3);
    let stamp_a = match store_a
        .autosave_unless_moved(&first, &slot, "g", None)
        .unwrap()
    {
        coop_automa::store::Autosaved::Written(stamp) => stamp,
        moved => panic!("a new file was said to be moved: {moved:?}"),
    };
    assert!(stamp_a.is_some());
    // B reads it (the stamp first), plays two more actions and writes.
    let seen_b = store_b.stamp(&slot);
    assert_eq!(seen_b, stamp_a, "both windows see the same write");
    let loaded = store_b.load(&slot).unwrap();
    assert_eq!(loaded.game.actions_played(), 3);
    let later = game(5, 5);
    let written = store_b
        .autosave_unless_moved(&later, &slot, "g", seen_b)
        .unwrap();
    assert!(matches!(written, coop_automa::store::Autosaved::Written(s) if s != seen_b));
    // A, still on its 3 actions, plays one more: nothing is written over B's five.
    let older = game(5, 4);
    assert_eq!(
        store_a
            .autosave_unless_moved(&older, &slot, "g", stamp_a)
            .unwrap(),
        coop_automa::store::Autosaved::Moved
    );
    assert_eq!(store_a.load(&slot).unwrap().game.actions_played(), 5);
    // A file that appeared where a window expected none is not overwritten either.
    assert_eq!(
        store_a
            .autosave_unless_moved(&older, &slot, "g", None)
            .unwrap(),
        coop_automa::store::Autosaved::Moved
    );
}

/// Two stores ("windows") on one storage in memory, as two tabs share the browser's.
fn two_windows_in_memory(name: &str) -> (Store, Store) {
    let memory = Arc::new(Memory::default());
    let dir = PathBuf::from("/nowhere").join(name);
    let a = Store::with_backend(dir.clone(), memory.clone());
    (a, Store::with_backend(dir, memory))
}

#[test]
fn two_windows_on_one_storage_never_overwrite_each_others_game() {
    let (a, b) = two_windows_in_memory("coop-automa-two-windows");
    two_windows_never_overwrite_each_other(&a, &b);
}

#[test]
fn two_windows_on_one_folder_never_overwrite_each_others_game() {
    let dir = std::env::temp_dir().join(format!("coop-automa-two-windows-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let a = Store::with_backend(dir.clone(), Arc::new(Files));
    let b = Store::with_backend(dir.clone(), Arc::new(Files));
    two_windows_never_overwrite_each_other(&a, &b);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two windows each finishing a game (issue 25): each result is written after reading the
/// log again, so both stay (the other modes' logs are written by the same read-then-write);
/// taking one out (its points undone in one window) leaves the other window's.
#[test]
fn two_windows_finishing_two_games_keep_both_results() {
    let (a, b) = two_windows_in_memory("coop-automa-two-results");
    let finished = |seed: u64, points: [i32; 2]| {
        let mut g = game(seed, 0);
        while let Some(action) = g.primary_action() {
            g.apply(action).unwrap();
        }
        g.apply(Action::FinalPoints { points }).unwrap();
        g
    };
    // Both windows have read the (empty) log before either writes.
    assert!(a.read_log::<CoopResult>().unwrap().records.is_empty());
    assert!(b.read_log::<CoopResult>().unwrap().records.is_empty());
    let first = CoopResult::of(&finished(3, [30, 20]), "game-a", 100).unwrap();
    let second = CoopResult::of(&finished(4, [40, 10]), "game-b", 101).unwrap();
    a.update_log("game-a", Some(&first)).unwrap();
    b.update_log("game-b", Some(&second)).unwrap();
    let ids = |store: &Store| -> Vec<String> {
        let records = store.read_log::<CoopResult>().unwrap().records;
        records.into_iter().map(|r| r.game_id).collect()
    };
    assert_eq!(ids(&a), ["game-a", "game-b"]);
    a.update_log::<CoopResult>("game-a", None).unwrap();
    assert_eq!(ids(&b), ["game-b"]);
}
