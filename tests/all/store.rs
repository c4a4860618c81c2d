//! Saves on disk: atomic writes, the versioned format, example games, named saves, resume,
//! and every kind of bad file refused with a message while the file stays as it was.

use crate::common;
use coop_automa::modes::coop::CoopSession;
use coop_automa::store::ModeGame;

use common::temp_dir;
use coop_automa::app::store_words;
use coop_automa::modes::coop::{Action, Game, Kingdom, Phase, Setup};
use coop_automa::store::{self, FORMAT_VERSION, Saved, Store, Summary, load, parse, write_atomic};
use std::path::{Path, PathBuf};

fn first_game(seed: u64) -> Game {
    let mut s = Setup::recommended(["Alex", "Bea"], Kingdom::find("First Game").unwrap());
    s.seed = Some(seed);
    Game::new(s).unwrap()
}

fn played(seed: u64, actions: usize) -> Game {
    let mut g = first_game(seed);
    for _ in 0..actions {
        let a = g.primary_action().unwrap();
        g.apply(a).unwrap();
    }
    g
}

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(name)
}

#[test]
fn atomic_write_replaces_the_file_and_leaves_no_temporary_behind() {
    let dir = temp_dir("atomic");
    let path = dir.join("a.ron");
    write_atomic(&path, b"one").unwrap();
    write_atomic(&path, b"two").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"two");
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("a.ron")]);
}

#[test]
fn a_save_round_trips_with_its_undo_history_and_future_draws() {
    let mut g = played(3, 40);
    let text = Saved::new(&g, "id", None, 100).to_ron().unwrap();
    let loaded = parse::<Game>(text.as_bytes()).unwrap();
    assert_eq!(loaded.version, FORMAT_VERSION);
    let mut h = loaded.game;
    assert_eq!(h, g);
    for _ in 0..30 {
        let a = g.primary_action().unwrap();
        assert_eq!(g.apply(a), h.apply(a));
    }
    while g.undo().is_ok() {
        h.undo().unwrap();
    }
    assert_eq!(h, g);
    assert_eq!(h.actions_applied(), 0);
}

#[test]
fn the_example_games_open() {
    let s = load::<Game>(&example("first-game-round-7.ron")).unwrap();
    assert_eq!(s.game.round(), 7);
    assert_eq!(s.game.setup().kingdom.as_deref(), Some("First Game"));
    assert_eq!(s.name.as_deref(), Some("First Game, round 7"));

    let mut s = load::<Game>(&example("one-step-from-the-end.ron")).unwrap();
    assert_eq!(s.game.phase(), Phase::AutomaDue);
    s.game.apply(Action::AutomaStep).unwrap();
    assert!(s.game.is_over(), "one step from the end");

    let s = load::<Game>(&example("finished-with-score.ron")).unwrap();
    let score = s.game.score().expect("scored");
    assert_eq!(score.players[0].points, 29);
    assert!(s.game.is_over());
}

#[test]
fn a_version_0_file_a_bare_game_is_migrated() {
    let g = played(5, 12);
    let bare = ron::to_string(&g).unwrap();
    let s = parse::<Game>(bare.as_bytes()).unwrap();
    assert_eq!(s.version, FORMAT_VERSION);
    assert_eq!(s.game, g);
    assert_eq!(s.saved_at, 0);
}

/// Every kind of bad file, what the message must say, and that the file is left untouched.
#[test]
fn bad_files_are_refused_with_a_message_and_left_as_they_were() {
    let dir = temp_dir("bad");
    let good = Saved::new(&played(9, 20), "id", None, 100)
        .to_ron()
        .unwrap();
    let silver13 = {
        // 13 Silvers: one Copper of the treasure pile turned into a Silver.
        let g = first_game(9);
        let text = Saved::new(&g, "id", None, 100).to_ron().unwrap();
        text.replacen("Copper", "Silver", 1)
    };
    let newer = good.replacen(&format!("version: {FORMAT_VERSION}"), "version: 3", 1);
    let unknown_mode = good.replacen("mode: \"coop\"", "mode: \"chess\"", 1);
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty.ron", Vec::new(), "it is empty"),
        ("blank.ron", b"  \n\n ".to_vec(), "it is empty"),
        (
            "truncated.ron",
            good.as_bytes()[..good.len() / 2].to_vec(),
            "cannot be read as a saved game",
        ),
        (
            "garbage.ron",
            b"\x13\x37 this is not RON at all {{{".to_vec(),
            "cannot be read as a saved game",
        ),
        (
            "latin1.ron",
            vec![b'(', 0xE9, 0xFF, b')'],
            "not text (not UTF-8)",
        ),
        (
            "shape.ron",
            b"[1, 2, 3]".to_vec(),
            "cannot be read as a saved game",
        ),
        (
            "other.ron",
            b"(app: \"other-tool\", version: 1, data: [])".to_vec(),
            "belongs to another program (\"other-tool\")",
        ),
        (
            "otherron.ron",
            b"(window: (width: 800), theme: \"dark\")".to_vec(),
            "is RON, but not a coop-automa save",
        ),
        (
            "newer.ron",
            newer.into_bytes(),
            "newer coop-automa (format version 3)",
        ),
        (
            "chess.ron",
            unknown_mode.into_bytes(),
            "a game of the table mode \"chess\", which this coop-automa does not know",
        ),
        (
            "silver13.ron",
            silver13.into_bytes(),
            "not 5 Coppers and 7 Silvers",
        ),
        (
            "tokens11.ron",
            good.replacen(
                "actions: [",
                &format!("actions: [{}", "AttackPlayed,".repeat(11)),
                1,
            )
            .into_bytes(),
            "cannot be played: All 10 tokens",
        ),
    ];
    for (name, bytes, says) in &cases {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        let before = std::fs::metadata(&path).unwrap().modified().unwrap();
        let err = match load::<Game>(&path) {
            Ok(_) => panic!("{name} was accepted"),
            Err(e) => e,
        };
        let text = store_words::load_error(&err);
        println!("{name}: {text}");
        assert!(text.contains(name), "the message names the file: {text}");
        assert!(text.contains(says), "{name}: {text}");
        assert!(text.contains("left as it is"), "{text}");
        if *says == "cannot be read as a saved game" {
            // Plain words first, the parser's detail last and in parentheses.
            let plain = format!(
                "{} cannot be read as a saved game: it may be damaged, cut short, or not a coop-automa file. The file was left as it is. (detail: ",
                path.display()
            );
            assert!(text.starts_with(&plain), "{name}: {text}");
            assert!(text.ends_with(')'), "{name}: {text}");
        } else {
            assert!(!text.contains("detail:"), "{name}: {text}");
        }
        assert_eq!(&std::fs::read(&path).unwrap(), bytes, "{name} changed");
        assert_eq!(
            std::fs::metadata(&path).unwrap().modified().unwrap(),
            before
        );
    }
    // A save has no round to say 0: rounds come from the actions. An action that does not
    // fit the game is named.
    let bad = good.replacen("actions: [", "actions: [FinalPoints(points:(30,20)),", 1);
    let path = dir.join("points-too-early.ron");
    std::fs::write(&path, &bad).unwrap();
    let err = store_words::load_error(&load::<Game>(&path).unwrap_err());
    assert!(err.contains("action 1 (Final points"), "{err}");
    assert!(err.contains("The game is not over yet"), "{err}");
    // A 50 MB file is refused by its size, without being read.
    let big = dir.join("big.ron");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(50 * 1024 * 1024).unwrap();
    let err = store_words::load_error(&load::<Game>(&big).unwrap_err());
    assert!(
        err.contains("50 MB") && err.contains("not a coop-automa save"),
        "{err}"
    );
    assert_eq!(std::fs::metadata(&big).unwrap().len(), 50 * 1024 * 1024);
    // A file that is not there is not "left as it is": the message says what to check.
    let missing = dir.join("missing.ron");
    assert_eq!(
        store_words::load_error(&load::<Game>(&missing).unwrap_err()),
        format!(
            "There is no such file as {}: check the file's name and the folder it is in.",
            missing.display()
        )
    );
    // A folder.
    assert!(store_words::load_error(&load::<Game>(&dir).unwrap_err()).contains("not a file"));
}

#[test]
fn resume_offers_unfinished_games_newest_first_and_skips_broken_files() {
    let dir = temp_dir("resume");
    let store = Store::new(dir.clone());
    assert!(store.find_resume().0.is_empty());
    let old = played(1, 10);
    let slot_old = store.new_slot(&old);
    store.autosave(&old, &slot_old, "old").unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    let newer = played(2, 20);
    let slot_new = store.new_slot(&newer);
    assert_ne!(slot_old, slot_new);
    store.autosave(&newer, &slot_new, "new").unwrap();
    let (found, problems) = store.find_resume();
    let paths: Vec<_> = found.iter().map(|(p, _)| p.clone()).collect();
    assert_eq!(paths, [slot_new.clone(), slot_old.clone()]);
    assert_eq!(found[0].1.game, newer);
    assert_eq!(found[0].1.game_id, "new", "the game keeps its id");
    assert!(problems.is_empty());
    // A broken newest file is named, kept, and the others are still offered.
    std::thread::sleep(std::time::Duration::from_millis(20));
    let broken = dir.join("games").join("zz-broken.ron");
    std::fs::write(&broken, "(app: \"coop-automa\", version: 1, game: (").unwrap();
    let (found, problems) = store.find_resume();
    assert_eq!(found[0].0, slot_new);
    assert_eq!(problems.len(), 1);
    assert!(store_words::load_error(&problems[0]).contains("zz-broken.ron"));
    assert!(broken.exists());
    // A new game never gets the broken file's name.
    let slot = store.new_slot(&newer);
    assert!(!slot.exists());
}

#[test]
fn a_newer_finished_game_does_not_hide_an_unfinished_one_and_one_just_started_is_offered() {
    let dir = temp_dir("finished");
    let store = Store::new(dir);
    let unfinished = played(7, 15);
    store
        .autosave(&unfinished, &store.new_slot(&unfinished), "long game")
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    // A scored game and a game with no action, both newer.
    let mut scored = first_game(4);
    for _ in 0..3 {
        scored
            .apply(Action::OtherEmptyPile {
                change: coop_automa::modes::coop::Change::Take,
            })
            .unwrap();
    }
    scored.apply(Action::EndTurn).unwrap();
    scored
        .apply(Action::FinalPoints { points: [10, 10] })
        .unwrap();
    store
        .autosave(&scored, &store.new_slot(&scored), "scored")
        .unwrap();
    let empty = first_game(5);
    store
        .autosave(&empty, &store.new_slot(&empty), "empty")
        .unwrap();
    // The game just started is on the table too (decisions.md: every game is saved from
    // "Start"); the scored one is not offered.
    let (found, _) = store.find_resume();
    let ids: Vec<&str> = found.iter().map(|(_, s)| s.game_id.as_str()).collect();
    assert_eq!(ids, ["empty", "long game"]);
}

#[test]
fn a_game_over_but_not_yet_scored_is_offered() {
    // The game ended; the app closed while the players counted their points.
    let dir = temp_dir("over");
    let store = Store::new(dir);
    let mut g = first_game(4);
    for _ in 0..3 {
        g.apply(Action::OtherEmptyPile {
            change: coop_automa::modes::coop::Change::Take,
        })
        .unwrap();
    }
    g.apply(Action::EndTurn).unwrap();
    assert!(g.is_over() && g.score().is_none());
    let slot = store.new_slot(&g);
    store.autosave(&g, &slot, "over").unwrap();
    let (found, _) = store.find_resume();
    assert_eq!(found.len(), 1);
    let summary = Summary::from_save(&found[0].0, &found[0].1);
    assert_eq!(summary.status, store::GameStatus::OverUnscored);
    assert!(summary.over);
}

#[test]
fn one_app_at_a_time_writes_a_data_folder() {
    let dir = temp_dir("lock");
    let store = Store::new(dir.clone());
    let held = store.lock().unwrap();
    let err = store_words::problem(&Store::new(dir.clone()).lock().unwrap_err());
    assert!(
        err.contains("another coop-automa is using the data folder"),
        "{err}"
    );
    drop(held);
    assert!(
        Store::new(dir).lock().is_ok(),
        "free again once the first app is gone"
    );
}

#[test]
fn named_saves_list_newest_first_and_never_replace_each_other() {
    let dir = temp_dir("named");
    let store = Store::new(dir.clone());
    let a = played(1, 5);
    let b = played(2, 9);
    store.save_as(&a, "a", "First try").unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1100));
    store.save_as(&b, "b", "Second try").unwrap();
    let err = store_words::problem(&store.save_as(&b, "b", "first TRY").unwrap_err().0);
    assert!(err.contains("exists already"), "{err}");
    for bad in ["", "   ", "../escape", "a:b", &"x".repeat(41)] {
        assert!(store.save_as(&b, "b", bad).is_err(), "{bad:?}");
    }
    let (list, problems) = store.list_saves();
    assert!(problems.is_empty());
    let names: Vec<_> = list.iter().map(|s| s.name.clone().unwrap()).collect();
    assert_eq!(names, ["Second try", "First try"]);
    assert!(coop_automa::app::summary_words(&list[0]).starts_with("Coop, First Game, round "));
    store.delete_save(&list[1].path).unwrap();
    assert_eq!(store.list_saves().0.len(), 1);
    // Only files of the saves folder can be deleted.
    let outside = dir.join("keep.ron");
    std::fs::write(&outside, "x").unwrap();
    assert!(store.delete_save(&outside).is_err());
    assert!(outside.exists());
}

#[test]
fn an_unwritable_data_folder_gives_a_plain_message() {
    let dir = temp_dir("unwritable");
    std::fs::write(dir.join("not-a-folder"), "x").unwrap();
    let store = Store::new(dir.join("not-a-folder").join("data"));
    let g = first_game(1);
    let err = store_words::problem(&store.autosave(&g, &store.new_slot(&g), "id").unwrap_err().0);
    assert!(err.starts_with("Not saved:"), "{err}");
    assert!(err.contains("tried again"), "{err}");
}

/// The flag wins; the environment variable is checked by scripts/smoke.sh on the real binary
/// (a test cannot set it: changing the environment of a running test is not safe).
#[test]
fn the_data_folder_comes_from_the_flag_first() {
    let flag = PathBuf::from("/tmp/from-flag");
    assert_eq!(store::data_dir(Some(flag.clone())), Some(flag));
    // Without either, the user's own data folder for the app (when the variable is unset,
    // as on CI; scripts/smoke.sh checks the variable).
    if std::env::var_os(store::DATA_DIR_ENV).is_none() {
        let own = store::data_dir(None).expect("a user data folder");
        assert!(own.is_absolute() && own.ends_with("coop-automa"), "{own:?}");
    }
}

/// An autosave is named by its start time and its seed's last four hex digits
/// (docs/save-format.md), so a table can tell its games apart in the folder.
#[test]
fn an_autosave_is_named_by_its_start_time_and_seed() {
    let dir = temp_dir("slot-name");
    let store = Store::new(dir.clone());
    let slot = store.new_slot(&first_game(0x1_2345));
    let name = slot.file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.ends_with("-2345.ron"), "{name}");
    assert_eq!(slot.parent(), Some(dir.join("games").as_path()));
    // The same game started twice in one second: the second name gets "-1", then "-2".
    let g = first_game(0x1_2345);
    let taken = |n: usize| {
        for _ in 0..5 {
            let first = store.new_slot(&g);
            store.autosave(&g, &first, "a").unwrap();
            let mut names = vec![first.clone()];
            for _ in 0..n {
                let next = store.new_slot(&g);
                store.autosave(&g, &next, "b").unwrap();
                names.push(next);
            }
            let stem = first.file_stem().unwrap().to_string_lossy().into_owned();
            let same_second = names
                .iter()
                .all(|p| p.file_name().unwrap().to_string_lossy().starts_with(&stem));
            if same_second {
                return names;
            }
        }
        panic!("five tries crossed a second each");
    };
    let names = taken(2);
    let stem = names[0].file_stem().unwrap().to_string_lossy().into_owned();
    assert_eq!(names[1], dir.join("games").join(format!("{stem}-1.ron")));
    assert_eq!(names[2], dir.join("games").join(format!("{stem}-2.ron")));
}

/// A new game's id is never another's, even for the same game started twice in a second,
/// and names its seed (results and saves find their game by it).
#[test]
fn a_new_game_id_is_unique_and_names_the_seed() {
    let g = first_game(0xBEEF);
    let ids: std::collections::BTreeSet<String> = (0..50).map(|_| store::new_game_id(&g)).collect();
    assert_eq!(ids.len(), 50);
    assert!(
        ids.iter().all(|id| id.contains("000000000000beef")),
        "{ids:?}"
    );
}

#[test]
fn a_save_from_newer_rules_is_refused() {
    let text = Saved::new(&played(1, 4), "id", None, 1)
        .to_ron()
        .unwrap()
        .replacen("rules: 1", "rules: 2", 1);
    let err = store_words::fault(&parse::<Game>(text.as_bytes()).unwrap_err());
    assert!(err.contains("newer rules (rules version 2)"), "{err}");
}

#[test]
fn a_save_is_written_as_version_2_with_its_mode_and_version_1_saves_still_open() {
    let g = played(2, 10);
    let text = Saved::new(&g, "id", None, 5).to_ron().unwrap();
    assert!(text.contains("version: 2,"), "{text}");
    assert!(text.contains("mode: \"coop\","), "{text}");
    // The same game in format 1: no mode field, read as a coop game.
    // One field a line, two spaces a level, the game's parts each on one line (two levels
    // deep at most), so a person can read and compare saves.
    assert!(text.lines().any(|l| l == "  mode: \"coop\","), "{text}");
    assert!(text.lines().all(|l| !l.starts_with("      ")), "{text}");
    let v1 = text
        .replacen("version: 2,", "version: 1,", 1)
        .replacen("  mode: \"coop\",\n", "", 1)
        .replacen("  rules: 1,\n", "", 1);
    assert!(!v1.contains("mode:") && !v1.contains("rules:"));
    let loaded = parse::<Game>(v1.as_bytes()).unwrap();
    assert_eq!(loaded.mode, "coop");
    assert_eq!(
        loaded.rules, 1,
        "a file without rules was played under the first"
    );
    assert_eq!(loaded.game, g);
    // The example saves are format 1 files.
    let example = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/first-game-round-7.ron"),
    )
    .unwrap();
    assert!(example.contains("version: 1,"));
    assert_eq!(parse::<Game>(example.as_bytes()).unwrap().mode, "coop");
}

/// A save's time as the table reads it: the time alone today, the date and time before
/// today, and "at an unknown time" when the file has none (0); the clock is the real one.
#[test]
fn a_save_time_reads_as_the_time_today_and_the_date_before() {
    let now = store::now();
    let clock = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    assert!(
        (now - clock).abs() <= 1,
        "now() is the clock: {now} vs {clock}"
    );
    use coop_automa::app::i18n::{Lang, date_time, set, time_of_day};
    set(Lang::En, None);
    let today = time_of_day(now);
    assert!(
        today.len() == 5 && today.as_bytes()[2] == b':',
        "today is HH:MM: {today}"
    );
    let before = now - 2 * 86_400;
    assert_eq!(time_of_day(before), date_time(before));
    // 22 Nov 2026 08:00 UTC is in November 2026 in every time zone.
    let full = date_time(1_795_262_400);
    assert!(
        full.contains(" Nov 2026 ") && full.ends_with(":00"),
        "{full}"
    );
    assert_eq!(time_of_day(0), "at an unknown time");
    assert_eq!(date_time(0), "at an unknown time");
}

/// Leaving and forgetting move a game's file within `games/`, never over another: the same
/// name left three times becomes `x`, `x-1`, `x-2`; a left game can be forgotten; a file
/// outside `games/` is refused and stays where it is.
#[test]
fn left_and_forgotten_games_never_replace_each_other_and_stay_in_games() {
    let dir = temp_dir("moves");
    let store = Store::new(dir.clone());
    let g = played(1, 4);
    let slot = store.new_slot(&g);
    let stem = slot.file_stem().unwrap().to_string_lossy().into_owned();
    let left_dir = dir.join("games").join("left");
    let mut left = Vec::new();
    for _ in 0..3 {
        store.autosave(&g, &slot, "x").unwrap();
        left.push(store.leave(&slot).unwrap());
    }
    assert_eq!(
        left,
        [
            left_dir.join(format!("{stem}.ron")),
            left_dir.join(format!("{stem}-1.ron")),
            left_dir.join(format!("{stem}-2.ron")),
        ]
    );
    let forgotten = store.forget(&left[2]).unwrap();
    assert_eq!(
        forgotten,
        dir.join("games/forgotten").join(format!("{stem}-2.ron"))
    );
    assert!(forgotten.exists() && !left[2].exists());
    let outside = dir.join("elsewhere.ron");
    std::fs::write(&outside, "not one of the games").unwrap();
    let err = store_words::problem(&store.leave(&outside).unwrap_err().0);
    assert!(err.contains("not one of this data folder's games"), "{err}");
    assert!(outside.exists());
}

/// A save's name may be 40 characters long, not 41 (the message says so).
#[test]
fn a_save_name_of_40_characters_is_taken_and_41_is_refused() {
    let dir = temp_dir("name-length");
    let store = Store::new(dir);
    let g = played(2, 3);
    let forty = "a".repeat(40);
    assert!(store.save_as(&g, "id", &forty).is_ok());
    let err = store_words::problem(&store.save_as(&g, "id", &"b".repeat(41)).unwrap_err().0);
    assert!(err.contains("longer than 40"), "{err}");
}

/// What Resume and the saves list read of a coop game, fresh and over but not scored.
#[test]
fn a_coop_game_is_read_by_its_kingdom_round_and_players() {
    let mut g = played(0xC0FFEE, 3);
    common::table_game_equals_only_its_own(&g, &played(0xC0FFEE, 4));
    assert_eq!(
        common::mode_view(&g),
        "coop v1 seed c0ffee, 3 actions, over false, finished false: Coop, First Game / round 2 / Alex and Bea"
    );
    for _ in 0..3 {
        g.apply(Action::OtherEmptyPile {
            change: coop_automa::modes::coop::Change::Take,
        })
        .unwrap();
    }
    g.apply(Action::EndTurn).unwrap();
    assert_eq!(
        common::mode_view(&g),
        "coop v1 seed c0ffee, 7 actions, over true, finished false: Coop, First Game / round 2 / Alex and Bea"
    );
}

/// A save may be 8 MiB long (far above any real one, padded here with spaces), not a byte
/// more: bigger files are refused before they are read, from the file and from bytes.
#[test]
fn a_save_of_8_mib_opens_and_one_byte_more_is_refused() {
    let dir = temp_dir("size");
    let mut text = Saved::new(&played(3, 5), "id", None, 5)
        .to_ron()
        .unwrap()
        .into_bytes();
    let max = 8 * 1024 * 1024;
    assert_eq!(store::MAX_SAVE_BYTES, max as u64);
    text.resize(max, b' ');
    let path = dir.join("big.ron");
    std::fs::write(&path, &text).unwrap();
    assert!(load::<Game>(&path).is_ok());
    assert!(parse::<Game>(&text).is_ok());
    text.push(b' ');
    std::fs::write(&path, &text).unwrap();
    let err = store_words::load_error(&load::<Game>(&path).unwrap_err());
    assert!(
        err.contains("it is 8 MB, far larger than any saved game (at most 8 MB)"),
        "{err}"
    );
    let err = store_words::fault(&parse::<Game>(&text).unwrap_err());
    assert!(
        err.contains("it is 8 MB, far larger than any saved game"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(dir);
}
