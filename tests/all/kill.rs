//! The kill test: a separate process plays and autosaves; it is killed with SIGKILL at random
//! moments, and every time the save must load and hold exactly a game the script passed
//! through, lacking at most the step in flight.

use coop_automa::modes::coop::CoopSession;
use coop_automa::modes::coop::{Event, Game, GameRng, PileKind, kill_test_start, random_action};
use coop_automa::store::load;
use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};
use std::time::Duration;

const KILLS: u64 = 220;
/// The deepest save a kill waits for: the script's steps reach beyond it, so some writers
/// are killed deep in a game (past rebuilt piles) and some finish first (about 100 of 220).
const DEEPEST: usize = 240;

/// The writer's script replayed: the game after each step that changed it.
fn script(seed: u64, steps: usize) -> Vec<Game> {
    let mut game = kill_test_start(seed);
    let mut rng = GameRng::from_seed(seed);
    let mut games = vec![game.clone()];
    for _ in 0..400 {
        let changed = if rng.below(10) == 0 {
            game.undo().is_ok()
        } else {
            let action = random_action(&game, &mut rng);
            game.apply(action).is_ok()
        };
        if changed {
            games.push(game.clone());
            if games.len() > steps + 1 {
                break;
            }
        }
    }
    games
}

#[test]
fn killed_at_any_moment_the_save_loads_and_lacks_at_most_the_step_in_flight() {
    let writer = env!("CARGO_BIN_EXE_coop-automa-kill-writer");
    let base = std::env::temp_dir().join(format!("coop-automa-kill-{}", std::process::id()));
    let mut delays = GameRng::from_seed(2026);
    let (mut before_first, mut exact, mut one_more, mut finished) = (0, 0, 0, 0);
    // Saves that crossed a rebuilt face-down pile, and saves of a scored game.
    let (mut crossed, mut scored) = (0, 0);
    let mut deepest = 0;
    for seed in 0..KILLS {
        let dir = base.join(seed.to_string());
        let mut child = Command::new(writer)
            .arg(&dir)
            .arg(seed.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the writer starts");
        // How deep the kill comes is chosen by the writer's reported saves, not by the clock
        // (on a busy machine a writer killed after a few milliseconds had barely begun, and
        // too few saves crossed a rebuilt pile); a delay of up to 2 ms after the report puts
        // the kill anywhere in the save that follows.
        let target = delays.below(DEEPEST);
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut out = String::new();
        while out.lines().count() < target {
            match stdout.read_line(&mut out) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
        }
        std::thread::sleep(Duration::from_micros(delays.below(2_000) as u64));
        let _ = child.kill(); // SIGKILL on Unix
        let status = child.wait().unwrap();
        stdout.read_to_string(&mut out).unwrap();
        // Lines are whole once flushed; a cut last line is not a report.
        let reported: Vec<usize> = out.lines().filter_map(|l| l.parse().ok()).collect();
        let saves_reported = reported.len();
        let path = dir.join("games").join("kill.ron");
        if !path.exists() {
            assert_eq!(saves_reported, 0, "seed {seed}: a reported save is missing");
            before_first += 1;
            continue;
        }
        let save = load::<Game>(&path).unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
        let games = script(seed, saves_reported + 1);
        // games[0] is the new game, which is never saved: the n-th save is games[n]. The same
        // game can come twice (undo, then the same action), so compare at the two places.
        let k = if games.get(saves_reported) == Some(&save.game) {
            exact += 1;
            saves_reported
        } else if games.get(saves_reported + 1) == Some(&save.game) {
            one_more += 1;
            saves_reported + 1
        } else {
            panic!(
                "seed {seed}: the save is neither step {saves_reported} (the last reported) nor the one in flight"
            );
        };
        if status.success() {
            finished += 1;
        }
        let rebuilt = |g: &Game| {
            g.log()
                .flat_map(|(_, events)| events.iter())
                .filter(|e| {
                    matches!(
                        e,
                        Event::Reshuffled {
                            pile: PileKind::Treasure | PileKind::Hex,
                            ..
                        }
                    )
                })
                .count()
        };
        if rebuilt(&save.game) > rebuilt(&games[0]) {
            crossed += 1;
        }
        if save.game.score().is_some() {
            scored += 1;
        }
        deepest = deepest.max(k);
    }
    let _ = std::fs::remove_dir_all(&base);
    println!(
        "kill test: {KILLS} kills; {before_first} before the first save, {exact} with the last reported step, {one_more} with the step in flight also saved, {finished} writers had finished; deepest step {deepest}; {crossed} saves crossed a rebuilt pile, {scored} held a scored game"
    );
    assert!(
        crossed >= 10,
        "the writers must cross rebuilt piles: {crossed}"
    );
    assert!(scored >= 10, "the writers must finish games: {scored}");
    assert!(exact + one_more + before_first == KILLS as usize);
    assert!(exact + one_more >= 150, "most kills must land mid-game");
}
