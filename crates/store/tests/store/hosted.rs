//! Issue 63: what a host keeps beside each game it serves (its order of steps), as text in
//! `hosted/<game id>.ron`: written whole, read back, and never at a path a game id could
//! lead out of that folder.

use crate::Store;
use coop_automa_store::{Backend, HOSTED_DIR, Memory, Problem, SaveError};
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[test]
fn a_hosts_note_is_kept_by_its_game_id_and_read_back() {
    let memory = Arc::new(Memory::default());
    let store = Store::with_backend(PathBuf::from("/data"), memory.clone());
    assert_eq!(store.hosted("20261206T101500-ab12"), None, "none kept yet");
    store
        .keep_hosted("20261206T101500-ab12", "(steps: [])")
        .unwrap();
    store
        .keep_hosted("20261206T101500-ab12", "(steps: [Undo])")
        .unwrap();
    assert_eq!(
        store.hosted("20261206T101500-ab12").as_deref(),
        Some("(steps: [Undo])")
    );
    let file = Path::new("/data")
        .join(HOSTED_DIR)
        .join("20261206T101500-ab12.ron");
    assert_eq!(
        memory.read(&file).unwrap(),
        Some(b"(steps: [Undo])".to_vec())
    );
    assert_eq!(store.hosted("g_2"), None, "another game's is its own");
}

#[test]
fn a_game_id_that_cannot_name_a_file_is_refused_and_nothing_is_written() {
    let memory = Arc::new(Memory::default());
    let store = Store::with_backend(PathBuf::from("/data"), memory.clone());
    for id in ["", "../settings", "a/b", "a.b", "games\\x", "é"] {
        assert_eq!(
            store.keep_hosted(id, "x"),
            Err(SaveError(Problem::NotAGameId { id: id.to_owned() })),
            "{id:?}"
        );
        assert_eq!(store.hosted(id), None, "{id:?}");
    }
    for dir in ["/", "/data", "/data/hosted", "/data/games"] {
        assert!(
            memory.newest_first(Path::new(dir)).is_empty(),
            "nothing in {dir}"
        );
    }
}
