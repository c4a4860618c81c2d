//! Issue 34: a whole data folder backed up as one file and restored anywhere. Properties over
//! random data folders (in memory): backup → restore into an empty folder gives the same
//! games, saves, results and settings; restoring into the same folder adds nothing; restoring
//! two tables' backups in either order gives the same folder; a restore taken back out leaves
//! the folder as it was. And every way a file is refused, with nothing changed.

use crate::Store;
use coop_automa_store::{Backend, Backup, BackupFault, FileKind, Memory, Restoring};
use proptest::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

mod edges;
mod plan;

const DIR: &str = "/data";

/// A store over a fresh memory backend, and the backend to look into.
fn store() -> (Store, Arc<Memory>) {
    let memory = Arc::new(Memory::default());
    (
        Store::with_backend(PathBuf::from(DIR), memory.clone()),
        memory,
    )
}

/// Every file of the folder: its place and text.
fn files(memory: &Memory) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for sub in ["", "games", "games/left", "games/forgotten", "saves"] {
        let dir = Path::new(DIR).join(sub);
        for path in memory.newest_first(&dir) {
            let rel = path
                .strip_prefix(DIR)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            let text = String::from_utf8(memory.read(&path).unwrap().unwrap()).unwrap();
            out.insert(rel, text);
        }
    }
    out
}

/// Each `(path, text)` written in the data folder.
fn write_all(memory: &Memory, files: &[(&str, &str)]) {
    for (rel, text) in files {
        write(memory, rel, text);
    }
}

fn write(memory: &Memory, rel: &str, text: &str) {
    memory
        .write(&Path::new(DIR).join(rel), text.as_bytes())
        .unwrap();
}

/// A data folder's contents: games in each game folder, saves, results lines, settings.
#[derive(Debug, Clone)]
struct Folder {
    games: Vec<(usize, String, String)>,
    saves: Vec<(String, String)>,
    results: Vec<(usize, String, i64)>,
    settings: Option<String>,
}

const GAME_DIRS: [&str; 3] = ["games", "games/left", "games/forgotten"];
const LOGS: [&str; 3] = ["results.ron", "results-pyramid.ron", "results-duel.ron"];

fn folder(table: &'static str) -> impl Strategy<Value = Folder> {
    let name = "[a-c]{1,2}";
    let text = "[a-z ]{0,12}";
    (
        prop::collection::vec((0..3usize, name, text), 0..6),
        prop::collection::vec((name, text), 0..4),
        prop::collection::btree_map("[a-e]{1,3}", (0..3usize, -5i64..50), 0..6),
        prop::option::of(text),
    )
        .prop_map(move |(games, saves, results, settings)| Folder {
            // A game is one file on one shelf: the app moves it between them, never copies
            // it, so a folder holds a name once (the last one written here).
            games: one_shelf_a_name(games),
            saves,
            // Game ids are the table's own (two tables never share one).
            results: results
                .into_iter()
                .map(|(id, (log, points))| (log, format!("{table}-{id}"), points))
                .collect(),
            settings,
        })
}

/// Keeps, of games of one name on several shelves, the last.
fn one_shelf_a_name(games: Vec<(usize, String, String)>) -> Vec<(usize, String, String)> {
    let mut kept: Vec<(usize, String, String)> = Vec::new();
    for game in games.into_iter().rev() {
        if !kept.iter().any(|k| k.1 == game.1) {
            kept.push(game);
        }
    }
    kept.reverse();
    kept
}

/// Writes a folder into `memory`: a later file of one name takes the place of an earlier.
fn fill(memory: &Memory, f: &Folder) {
    for (dir, name, text) in &f.games {
        write(
            memory,
            &format!("{}/{name}.ron", GAME_DIRS[*dir]),
            &format!("(game: {text:?})"),
        );
    }
    for (name, text) in &f.saves {
        write(
            memory,
            &format!("saves/{name}.ron"),
            &format!("(save: {text:?})"),
        );
    }
    let mut logs: BTreeMap<usize, String> = BTreeMap::new();
    for (log, id, points) in &f.results {
        let line = format!("(game_id:{id:?},date:{points},points:{points})\n");
        logs.entry(*log).or_default().push_str(&line);
    }
    for (log, text) in logs {
        write(memory, LOGS[log], &text);
    }
    if let Some(s) = &f.settings {
        write(memory, "settings.ron", &format!("(zoom: {:?})", s));
    }
}

/// The games and saves by their text with their count, whatever their names: two restores in
/// other orders may give a copy kept beside another name.
fn contents(files: &BTreeMap<String, String>) -> BTreeMap<(String, String), usize> {
    let mut out = BTreeMap::new();
    for (path, text) in files {
        let key = match FileKind::of(path) {
            // A game both backups hold in different folders (in progress in one, forgotten
            // in the other) stays in the folder of the first restored: nothing here moves.
            Some(FileKind::Game) => ("a game".to_owned(), text.clone()),
            Some(FileKind::Save) => ("saves".to_owned(), text.clone()),
            Some(FileKind::Results) => {
                // A log's lines as a set: their order is the order they came in.
                let mut lines: Vec<&str> = text.lines().collect();
                lines.sort();
                (path.clone(), lines.join("\n"))
            }
            _ => (path.clone(), text.clone()),
        };
        *out.entry(key).or_default() += 1;
    }
    out
}

fn restore(store: &Store, backup: &Backup) -> coop_automa_store::Restored {
    let plan = store.plan_restore(backup, |_, _| None).unwrap();
    store.restore(&plan).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn a_backup_restored_into_an_empty_folder_gives_the_same_folder(f in folder("a")) {
        let (from, from_files) = store();
        fill(&from_files, &f);
        let backup = from.backup("").unwrap();
        // Through its text, as a file carries it.
        let text = Store::backup_text(&backup).unwrap();
        let read = Store::parse_backup(text.as_bytes()).unwrap();
        prop_assert_eq!(&read, &backup);
        let (to, to_files) = store();
        restore(&to, &read);
        prop_assert_eq!(files(&to_files), files(&from_files));
    }

    #[test]
    fn restoring_a_folder_s_own_backup_adds_nothing_and_twice_changes_nothing(
        f in folder("a"), g in folder("b")
    ) {
        let (here, memory) = store();
        fill(&memory, &f);
        // Named by the table: its own lines come back naming it, and are still its own.
        let own = here.backup("Ann").unwrap();
        let plan = here.plan_restore(&own, |_, _| None).unwrap();
        prop_assert!(plan.is_empty(), "{:?}", plan);
        // Every line is this table's own, here already: none "differs".
        prop_assert_eq!(plan.results_differ, 0);
        prop_assert_eq!(plan.lines_here, f.results.len());
        // Another table's backup restored twice: the second time adds nothing.
        let (other, other_files) = store();
        fill(&other_files, &g);
        let theirs = other.backup("Bob").unwrap();
        restore(&here, &theirs);
        let after_once = files(&memory);
        let again = here.plan_restore(&theirs, |_, _| None).unwrap();
        prop_assert!(again.is_empty(), "{:?}", again);
        restore(&here, &theirs);
        prop_assert_eq!(files(&memory), after_once);
    }

    #[test]
    fn two_tables_restored_in_either_order_give_the_same_folder(
        here in folder("h"), a in folder("a"), b in folder("b")
    ) {
        let backup_of = |f: &Folder, table: &str| {
            let (s, m) = store();
            fill(&m, f);
            s.backup(table).unwrap()
        };
        let (ba, bb) = (backup_of(&a, "Ann"), backup_of(&b, "Bob"));
        // The table's own settings are there (a device with the app): no backup's replaces
        // them, in either order.
        let mut here = here;
        here.settings.get_or_insert_with(String::new);
        let (one, one_files) = store();
        fill(&one_files, &here);
        restore(&one, &ba);
        restore(&one, &bb);
        let (two, two_files) = store();
        fill(&two_files, &here);
        restore(&two, &bb);
        restore(&two, &ba);
        prop_assert_eq!(contents(&files(&one_files)), contents(&files(&two_files)));
    }

    #[test]
    fn a_restore_written_a_few_files_at_a_time_gives_what_one_written_at_once_gives(
        here in folder("h"), a in folder("a"), budget in 1usize..4
    ) {
        let (s, m) = store();
        fill(&m, &a);
        let backup = s.backup("Ann").unwrap();
        let (whole, whole_files) = store();
        fill(&whole_files, &here);
        let at_once = restore(&whole, &backup);
        let (steps, step_files) = store();
        fill(&step_files, &here);
        let plan = steps.plan_restore(&backup, |_, _| None).unwrap();
        let mut restoring = Restoring::new(plan);
        let total = restoring.total();
        let mut frames = 0;
        while !steps.restore_step(&mut restoring, budget).unwrap() {
            frames += 1;
            prop_assert_eq!(restoring.written(), frames * budget);
        }
        prop_assert!(restoring.is_done());
        prop_assert!(frames <= total / budget);
        prop_assert_eq!(files(&step_files), files(&whole_files));
        prop_assert_eq!(restoring.done(), &at_once);
    }

    /// Two windows of one page restoring one backup at once (both planned before either
    /// wrote, then their steps taking turns): it is added once, never twice, and what each
    /// says it added is what it wrote.
    #[test]
    fn two_windows_restoring_one_backup_at_once_add_it_once(
        here in folder("h"), a in folder("a"), budget in 1usize..3
    ) {
        let (s, m) = store();
        fill(&m, &a);
        let backup = s.backup("Bob").unwrap();
        let (once, once_files) = store();
        fill(&once_files, &here);
        restore(&once, &backup);
        // Two stores over one storage: two windows.
        let memory = Arc::new(Memory::default());
        fill(&memory, &here);
        let one = Store::with_backend(PathBuf::from(DIR), memory.clone());
        let two = Store::with_backend(PathBuf::from(DIR), memory.clone());
        let mut first = Restoring::new(one.plan_restore(&backup, |_, _| None).unwrap());
        let mut second = Restoring::new(two.plan_restore(&backup, |_, _| None).unwrap());
        let (mut done_one, mut done_two) = (false, false);
        // Each is done within as many steps as it has files (a restore that never says it
        // is done fails here, not by the clock).
        let mut rounds = 0;
        while !(done_one && done_two) {
            done_one = done_one || one.restore_step(&mut first, budget).unwrap();
            done_two = done_two || two.restore_step(&mut second, budget).unwrap();
            rounds += 1;
            prop_assert!(rounds <= first.total().max(second.total()) + 1, "never done");
        }
        prop_assert_eq!(files(&memory), files(&once_files));
        let added = |r: &Restoring| r.done().files.len()
            + r.done().lines.values().map(Vec::len).sum::<usize>();
        let plan = once.plan_restore(&backup, |_, _| None).unwrap();
        prop_assert!(plan.is_empty());
        let (_, fresh) = store();
        fill(&fresh, &here);
        let whole = Store::with_backend(PathBuf::from(DIR), fresh.clone())
            .plan_restore(&backup, |_, _| None)
            .unwrap();
        prop_assert_eq!(
            added(&first) + added(&second),
            whole.files.len() + whole.result_lines()
        );
    }

    #[test]
    fn a_restore_taken_back_out_leaves_the_folder_as_it_was(
        here in folder("h"), a in folder("a")
    ) {
        let (s, m) = store();
        fill(&m, &a);
        let backup = s.backup("").unwrap();
        let (to, to_files) = store();
        fill(&to_files, &here);
        let before = files(&to_files);
        let restored = restore(&to, &backup);
        to.undo_restore(&restored).unwrap();
        prop_assert_eq!(files(&to_files), before);
    }
}
