//! A save's head (issue 61): what its first lines say, read without its moves, so that years of
//! finished games are listed and passed over in a blink. The app's own files are read by their
//! lines before the game; any other way of writing the same fields is read whole; a file that
//! only a whole load can judge has no head.

use super::NoGame;
use coop_automa_store::{Head, head};

fn head_of(text: &str) -> Option<Head> {
    head::<NoGame>(text.as_bytes())
}

const OURS: &str = "(\n  app: \"coop-automa\",\n  version: 2,\n  mode: \"coop\",\n  rules: 1,\n  saved_at: 1704070800,\n  game_id: \"x\",\n  name: Some(\"Tuesday\"),\n  finished: true,\n  game: (not: [a, game]),\n)\n";

#[test]
fn the_apps_own_file_is_read_by_its_lines_before_the_game() {
    let expected = Head {
        mode: "coop".into(),
        saved_at: 1_704_070_800,
        finished: Some(true),
        game_id: "x".into(),
    };
    // The game is never read: here it is not even one.
    assert_eq!(head_of(OURS), Some(expected.clone()));
    assert_eq!(
        head_of(&OURS.replace("finished: true", "finished: false")),
        Some(Head {
            finished: Some(false),
            ..expected.clone()
        })
    );
    // A byte-order mark first, as some editors write.
    assert_eq!(head_of(&format!("\u{feff}{OURS}")), Some(expected));
}

#[test]
fn the_same_fields_written_otherwise_are_read_whole() {
    let one_line = "(app: \"coop-automa\", version: 2, mode: \"duel\", saved_at: 5, finished: false, game: (x: 1))";
    assert_eq!(
        head_of(one_line),
        Some(Head {
            mode: "duel".into(),
            saved_at: 5,
            finished: Some(false),
            game_id: String::new(),
        })
    );
}

#[test]
fn a_file_from_before_the_head_does_not_say_whether_it_is_finished() {
    let old = OURS.replace("  finished: true,\n", "");
    assert_eq!(head_of(&old).map(|h| h.finished), Some(None));
    // Version 1 named no mode: its games are the app's unnamed saves' mode.
    let v1 = old
        .replace("version: 2", "version: 1")
        .replace("  mode: \"coop\",\n", "");
    assert_eq!(head_of(&v1).map(|h| h.mode), Some("none".to_owned()));
}

#[test]
fn only_a_whole_load_judges_a_file_not_ours_newer_or_damaged() {
    for text in [
        OURS.replace("coop-automa", "another-app"),
        OURS.replace("version: 2", "version: 3"),
        OURS.replace("version: 2", "version: 0"),
        OURS.replace("finished: true", "finished: maybe"),
        "(setup: (players: (\"A\", \"B\")))".to_owned(),
        String::new(),
        "\u{0}\u{1}not text at all".to_owned(),
    ] {
        assert_eq!(head_of(&text), None, "{text:?}");
    }
    assert_eq!(head::<NoGame>(&[0xff, 0xfe, 0x00]), None, "not UTF-8");
}
