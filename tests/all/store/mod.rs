//! Saves on disk: atomic writes, the versioned format, example games, named saves, resume,
//! and every kind of bad file refused with a message while the file stays as it was.

use crate::common;
use coop_automa::modes::coop::CoopSession;
use coop_automa::store::ModeGame;

use common::temp_dir;
use coop_automa::app::{load_words, store_words};
use coop_automa::modes::coop::{Action, Game, Kingdom, Phase, Setup};
use coop_automa::store::{self, FORMAT_VERSION, Saved, Store, Summary, load, parse, write_atomic};
use std::path::{Path, PathBuf};

mod folder;
mod own_cards;
mod ron_read;

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
        let text = load_words::load_error(&err);
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
    let err = load_words::load_error(&load::<Game>(&path).unwrap_err());
    assert!(err.contains("action 1 (Final points"), "{err}");
    assert!(err.contains("The game is not over yet"), "{err}");
    // A 50 MB file is refused by its size, without being read.
    let big = dir.join("big.ron");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(50 * 1024 * 1024).unwrap();
    let err = load_words::load_error(&load::<Game>(&big).unwrap_err());
    assert!(
        err.contains("50 MB") && err.contains("not a coop-automa save"),
        "{err}"
    );
    assert_eq!(std::fs::metadata(&big).unwrap().len(), 50 * 1024 * 1024);
    // A file that is not there is not "left as it is": the message says what to check.
    let missing = dir.join("missing.ron");
    assert_eq!(
        load_words::load_error(&load::<Game>(&missing).unwrap_err()),
        format!(
            "There is no such file as {}: check the file's name and the folder it is in.",
            missing.display()
        )
    );
    // A folder.
    assert!(load_words::load_error(&load::<Game>(&dir).unwrap_err()).contains("not a file"));
}

#[test]
fn a_save_from_newer_rules_is_refused() {
    let text = Saved::new(&played(1, 4), "id", None, 1)
        .to_ron()
        .unwrap()
        .replacen("rules: 1", "rules: 2", 1);
    let err = load_words::fault(&parse::<Game>(text.as_bytes()).unwrap_err());
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
    common::any_game_equals_only_its_own(&g, &played(0xC0FFEE, 4));
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
    let err = load_words::load_error(&load::<Game>(&path).unwrap_err());
    assert!(
        err.contains("it is 8 MB, far larger than any saved game (at most 8 MB)"),
        "{err}"
    );
    let err = load_words::fault(&parse::<Game>(&text).unwrap_err());
    assert!(
        err.contains("it is 8 MB, far larger than any saved game"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(dir);
}
