//! Issue 34: a whole data folder backed up as one file and restored anywhere. Properties over
//! random data folders (in memory): backup → restore into an empty folder gives the same
//! games, saves, results and settings; restoring into the same folder adds nothing; restoring
//! two tables' backups in either order gives the same folder; a restore taken back out leaves
//! the folder as it was. And every way a file is refused, with nothing changed.

use coop_automa::store::{Backend, Backup, BackupFault, FileKind, Memory, Restoring, Store};
use proptest::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

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
            games,
            saves,
            // Game ids are the table's own (two tables never share one).
            results: results
                .into_iter()
                .map(|(id, (log, points))| (log, format!("{table}-{id}"), points))
                .collect(),
            settings,
        })
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

fn restore(store: &Store, backup: &Backup) -> coop_automa::store::Restored {
    let plan = store.plan_restore(backup).unwrap();
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
        let plan = here.plan_restore(&own).unwrap();
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
        let again = here.plan_restore(&theirs).unwrap();
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
        let plan = steps.plan_restore(&backup).unwrap();
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
        let mut first = Restoring::new(one.plan_restore(&backup).unwrap());
        let mut second = Restoring::new(two.plan_restore(&backup).unwrap());
        let (mut done_one, mut done_two) = (false, false);
        while !(done_one && done_two) {
            done_one = done_one || one.restore_step(&mut first, budget).unwrap();
            done_two = done_two || two.restore_step(&mut second, budget).unwrap();
        }
        prop_assert_eq!(files(&memory), files(&once_files));
        let added = |r: &Restoring| r.done().files.len()
            + r.done().lines.values().map(Vec::len).sum::<usize>();
        let plan = once.plan_restore(&backup).unwrap();
        prop_assert!(plan.is_empty());
        let (_, fresh) = store();
        fill(&fresh, &here);
        let whole = Store::with_backend(PathBuf::from(DIR), fresh.clone())
            .plan_restore(&backup)
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

/// The summary's figures: a game here with the same name and other contents is kept beside
/// it; a result here wins over the backup's of the same game; identical ones are counted.
#[test]
fn the_plan_counts_what_is_new_what_is_here_and_what_goes_beside() {
    let (from, from_files) = store();
    write(&from_files, "games/g1.ron", "(game: 1)");
    write(&from_files, "games/g2.ron", "(game: 2)");
    write(&from_files, "games/left/g3.ron", "(game: 3)");
    write(&from_files, "saves/s1.ron", "(save: 1)");
    write(
        &from_files,
        "results.ron",
        "(game_id:\"g1\",date:1)\n(game_id:\"g2\",date:2)\n(game_id:\"g9\",date:9)\n",
    );
    write(&from_files, "settings.ron", "(zoom: 2.0)");
    let backup = from.backup("").unwrap();
    assert_eq!(backup.files.len(), 6);

    let (here, memory) = store();
    write(&memory, "games/g1.ron", "(game: 1)");
    // g2 was played on here since: the backup's copy goes beside it.
    write(&memory, "games/g2.ron", "(game: 2, more)");
    // g3 is forgotten here now, the same game: nothing to add.
    write(&memory, "games/forgotten/g3.ron", "(game: 3)");
    write(
        &memory,
        "results.ron",
        "(game_id:\"g1\",date:1)\n(game_id:\"g2\",date:5)\n",
    );
    write(&memory, "settings.ron", "(zoom: 1.0)");
    let plan = here.plan_restore(&backup).unwrap();
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
    let plan = here.plan_restore(&backup).unwrap();
    let added: Vec<&str> = plan.files.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(added, ["games/b.ron", "games/c.ron", "games/d.ron"]);
    assert_eq!(plan.files_here, 1, "a is here already");
    assert_eq!(plan.beside, 1, "b was played on here");
    // The same name with the same game saved at another time is the same game too.
    let (again, memory) = store();
    write(&memory, "games/a.ron", &game("id-a", 999, "EndTurn"));
    let plan = again.plan_restore(&backup).unwrap();
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
    let big = vec![b' '; coop_automa::store::MAX_BACKUP_BYTES as usize + 1];
    assert!(matches!(refused(&big), BackupFault::TooLarge { .. }));
    // One byte under the bound is read (and refused only for what it is).
    let under = vec![b' '; 1024];
    assert!(matches!(refused(&under), BackupFault::Unreadable { .. }));
}

#[test]
fn a_backup_holds_only_the_folders_a_backup_holds() {
    let (from, memory) = store();
    write(&memory, "games/a.ron", "1");
    write(&memory, "games/left/b.ron", "2");
    write(&memory, "games/forgotten/c.ron", "3");
    write(&memory, "saves/d.ron", "4");
    write(&memory, "results-duel.ron", "5");
    write(&memory, "settings.ron", "6");
    write(&memory, "backups/old.ron", "7");
    write(&memory, "elsewhere.ron", "8");
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

/// Issue 34, pooled results: a backup names its table on each of the table's own results
/// lines (a line naming one already keeps it), and the records read back know their table;
/// the settings, games and saves are carried as they are.
#[test]
fn a_backup_names_its_table_on_each_of_its_own_results_lines() {
    use coop_automa::engine::GameResult;
    use coop_automa::modes::coop::{CoopResult, PlayerResult};
    let (from, memory) = store();
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
