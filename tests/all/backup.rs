//! Issue 34, pooled results, with the coop's own record: the store's backup names its table on
//! each of the table's results lines whatever the mode's record holds. The store's other backup
//! tests are its own (`crates/store/tests/store`).

use coop_automa::store::{Backend, Memory, Store};
use std::path::{Path, PathBuf};
use std::sync::Arc;

const DIR: &str = "/data";

fn write(memory: &Memory, rel: &str, text: &str) {
    memory
        .write(&Path::new(DIR).join(rel), text.as_bytes())
        .unwrap();
}

/// Issue 34, pooled results: a backup names its table on each of the table's own results
/// lines (a line naming one already keeps it), and the records read back know their table;
/// the settings, games and saves are carried as they are.
#[test]
fn a_backup_names_its_table_on_each_of_its_own_results_lines() {
    use coop_automa::engine::GameResult;
    use coop_automa::modes::coop::{CoopResult, PlayerResult};
    let memory = Arc::new(Memory::default());
    let from = Store::with_backend(PathBuf::from(DIR), memory.clone());
    let player = |name: &str| PlayerResult {
        name: name.into(),
        points: 30,
        states: vec!["Deluded".into()],
        total: 28,
    };
    let own = CoopResult {
        game_id: "mine".into(),
        date: 1_795_000_000,
        kingdom: Some("First Game".into()),
        provinces: 12,
        duchies: 4,
        colonies: false,
        fleet: true,
        shared_hexes: false,
        rounds: 14,
        ended: "the Province pile is empty".into(),
        players: [player("Ann"), player("Bea")],
        automa_duchies: 4,
        automa_provinces: 2,
        automa_colonies: 0,
        automa_tokens: 3,
        automa_score: 33,
        humans_score: 56,
        humans_win: true,
        table: String::new(),
    };
    assert_eq!(own.table(), "");
    let mut theirs = CoopResult {
        game_id: "theirs".into(),
        ..own.clone()
    };
    theirs.table = "Bob \"the host\"".into();
    let log = format!(
        "{}\n{}\n",
        ron::to_string(&own).unwrap(),
        ron::to_string(&theirs).unwrap()
    );
    write(&memory, "results.ron", &log);
    write(&memory, "games/g.ron", "(game: \"(results:1)\")");
    let backup = from.backup("Ann's kitchen").unwrap();
    assert_eq!(backup.table, "Ann's kitchen");
    let text = &backup
        .files
        .iter()
        .find(|f| f.path == "results.ron")
        .unwrap()
        .text;
    let read: Vec<CoopResult> = text.lines().map(|l| ron::from_str(l).unwrap()).collect();
    let mut own_named = own.clone();
    own_named.table = "Ann's kitchen".into();
    assert_eq!(read, vec![own_named, theirs]);
    // Only results lines are named: a game is carried as it is.
    let game_file = backup
        .files
        .iter()
        .find(|f| f.path == "games/g.ron")
        .unwrap();
    assert_eq!(game_file.text, "(game: \"(results:1)\")");
    // With no name, every line as it is.
    let unnamed = from.backup("").unwrap();
    let text = &unnamed
        .files
        .iter()
        .find(|f| f.path == "results.ron")
        .unwrap()
        .text;
    assert_eq!(text, &log);
}
