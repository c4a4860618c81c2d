//! Issue 61: a path given to open that is no regular file (a device that reads without end,
//! a pipe that waits for a writer) is named as not a file at once, and the app starts: it was
//! read before anything looked at what it was (`/dev/zero`: 1.6 GB of memory in 6 s, no
//! window; a pipe: no window at all).

use crate::common;

use coop_automa::app::{App, Options};
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

/// Starts the app with `path` to open, on a thread of its own; the texts of its first
/// screen. A start that hangs is a failure, not a wait: the watchdog is far above the
/// microseconds the refusal takes.
fn started_with(path: PathBuf) -> Vec<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let options = Options {
            data_dir: Some(common::temp_dir("open-special")),
            open: Some(path),
            ..Options::default()
        };
        let mut h = egui_kittest::HarnessBuilder::default()
            .with_size([1280.0, 800.0])
            .build_eframe(move |_cc| App::new(&options, std::time::Instant::now()));
        h.run();
        let _ = tx.send(common::texts(&h));
    });
    rx.recv_timeout(Duration::from_secs(120))
        .expect("the app did not start: it is reading what it was given")
}

#[cfg(unix)]
#[test]
fn a_device_or_a_pipe_given_to_open_is_named_not_a_file() {
    let fifo = common::temp_dir("open-special-fifo").join("a-pipe.ron");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    for path in [PathBuf::from("/dev/zero"), fifo] {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let texts = started_with(path);
        assert!(
            texts
                .iter()
                .any(|t| t.contains(&name) && t.contains("it is not a file")),
            "{name}: {texts:?}"
        );
    }
}

/// Issue 61: a hand-edited coop save whose player names hold a newline and an emoji opens;
/// the names are drawn on one line ("Al ex"), the emoji as a "?", never a blank or a broken
/// line. (The Duel refuses a control character in a name: its rules check the setup.)
#[test]
fn names_with_a_newline_or_an_emoji_are_drawn_on_one_line_and_seen() {
    let example =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/first-game-round-7.ron");
    let emoji: String = char::from_u32(0x1F600).into_iter().collect();
    let text = std::fs::read_to_string(example)
        .unwrap()
        .replace("\"Alex\"", "\"Al\\nex\"")
        .replace("\"Bea\"", &format!("\"Bea{emoji}\""));
    assert!(
        text.contains("Al\\nex"),
        "the save holds the newline escaped"
    );
    let file = common::temp_dir("odd-names").join("odd.ron");
    std::fs::write(&file, text).unwrap();
    let texts = started_with(file);
    assert!(texts.iter().any(|t| t.contains("Al ex")), "{texts:?}");
    assert!(texts.iter().any(|t| t.contains("Bea?")), "{texts:?}");
    assert!(
        texts
            .iter()
            .all(|t| !t.contains('\n') && !t.contains(&emoji)),
        "{texts:?}"
    );
}
