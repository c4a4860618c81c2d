//! A helper for the kill test (`tests/all/kill.rs`), not for players: plays a game chosen by SEED
//! from a start the seed chooses (new, late, or near the end: `kill_test_start`) with
//! random actions and undos, autosaving after each into DIR/games/kill.ron like the app,
//! and prints the number of each step once its save is on disk.
//! `coop-automa-kill-writer DIR SEED`
//!
//! Or restores a backup file into DIR one file at a time, as the app writes a large one, and
//! prints how many files are written after each (`tests/all/kill_restore.rs`).
//! `coop-automa-kill-writer restore DIR BACKUP`

use coop_automa::modes::coop::{Game, GameRng, kill_test_start, random_action};
use coop_automa::store::Store;
use std::io::Write;
use std::path::PathBuf;

/// One step of the script: the random action, or an undo one time in ten.
pub fn main() {
    if std::env::args().nth(1).as_deref() == Some("restore") {
        restore(std::env::args().skip(2).collect());
        return;
    }
    let mut args = std::env::args().skip(1);
    let (Some(dir), Some(seed)) = (args.next(), args.next().and_then(|s| s.parse::<u64>().ok()))
    else {
        eprintln!("usage: coop-automa-kill-writer DIR SEED");
        std::process::exit(2);
    };
    let store = Store::new(PathBuf::from(dir));
    let mut game = kill_test_start(seed);
    let slot = store.dir().join("games").join("kill.ron");
    let mut rng = GameRng::from_seed(seed);
    let mut out = std::io::stdout().lock();
    for step in 1..=400u32 {
        if !script_step(&mut game, &mut rng) {
            continue;
        }
        if let Err(e) = store.autosave(&game, &slot, "kill-test") {
            eprintln!("{}", coop_automa::app::store_words::problem(&e.0));
            std::process::exit(1);
        }
        // The step is on disk: say so.
        let _ = writeln!(out, "{step}");
        let _ = out.flush();
    }
}

/// The script shared with the test: returns whether the game changed.
fn script_step(game: &mut Game, rng: &mut GameRng) -> bool {
    if rng.below(10) == 0 {
        return game.undo().is_ok();
    }
    let action = random_action(game, rng);
    game.apply(action).is_ok()
}

/// Restores the backup file into the data folder, a file a step, saying each step's count.
fn restore(args: Vec<String>) {
    let [dir, backup] = args.as_slice() else {
        eprintln!("usage: coop-automa-kill-writer restore DIR BACKUP");
        std::process::exit(2);
    };
    let store = Store::new(PathBuf::from(dir));
    let bytes = std::fs::read(backup).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(1)
    });
    let read = Store::parse_backup(&bytes).unwrap_or_else(|e| {
        eprintln!("{e:?}");
        std::process::exit(1)
    });
    let plan = store.plan_restore(&read, |_, _| None).unwrap_or_else(|e| {
        eprintln!("{e:?}");
        std::process::exit(1)
    });
    let mut restoring = coop_automa::store::Restoring::new(plan);
    let mut out = std::io::stdout().lock();
    loop {
        let done = store.restore_step(&mut restoring, 1).unwrap_or_else(|e| {
            eprintln!("{e:?}");
            std::process::exit(1)
        });
        let _ = writeln!(out, "{}", restoring.written());
        let _ = out.flush();
        if done {
            break;
        }
    }
}
