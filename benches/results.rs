//! Results log benchmark: a data folder with 10,000 recorded games (about 4 MB of RON) beside
//! an empty one. Times the app's start to its first frame with each, how long the log takes to
//! arrive from its reading thread, and the Results screen's frames (the egui work of a frame,
//! through egui_kittest: layout and tessellation, no GPU).
//! Run with `cargo bench --bench results`. Figures, not assertions.

use coop_automa::app::{App, Msg, Options};
use coop_automa::modes::coop::CoopResult;
use coop_automa::modes::coop::CoopSession;
use coop_automa::modes::coop::{Action, Game, Kingdom, Setup};
use coop_automa::store::{GameResult, mode_results_path};
use egui_kittest::{Harness, HarnessBuilder};
use std::time::{Duration, Instant};

const GAMES: usize = 10_000;

/// A scored game to copy the records from.
fn scored_game(points: [i32; 2]) -> Game {
    let mut setup = Setup::custom(["Alex", "Bea"], 12, 4);
    setup.seed = Some(9);
    let mut game = Game::new(setup).expect("valid setup");
    while let Some(action) = game.primary_action() {
        game.apply(action).expect("legal");
    }
    game.apply(Action::FinalPoints { points }).expect("scored");
    game
}

/// A results file of `n` games over the 15 kingdoms and custom ones, a year of dates.
fn write_log(dir: &std::path::Path, n: usize) {
    let won = CoopResult::of(&scored_game([90, 80]), "x", 0).expect("scored");
    let lost = CoopResult::of(&scored_game([3, 2]), "x", 0).expect("scored");
    let kingdoms = Kingdom::recommended();
    let mut text = String::new();
    for i in 0..n {
        let mut r = if i % 3 == 0 {
            lost.clone()
        } else {
            won.clone()
        };
        r.game_id = format!("bench-{i}");
        r.date = 1_760_000_000 + (i as i64) * 3_100;
        r.kingdom = kingdoms.get(i % 16).map(|k| k.name.clone());
        r.duchies = (i % 10) as u8;
        text.push_str(&ron::to_string(&r).expect("serializes"));
        text.push('\n');
    }
    std::fs::create_dir_all(dir).expect("folder");
    std::fs::write(mode_results_path::<CoopResult>(dir), text).expect("written");
}

fn app(dir: &std::path::Path) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()))
}

fn percentile(mut times: Vec<Duration>, p: f64) -> Duration {
    times.sort();
    times[((times.len() - 1) as f64 * p).round() as usize]
}

/// Start to first frame, median of `runs`.
fn start_up(dir: &std::path::Path, runs: usize) -> Duration {
    let times = (0..runs)
        .map(|_| {
            let t = Instant::now();
            let mut h = app(dir);
            h.step();
            t.elapsed()
        })
        .collect();
    percentile(times, 0.5)
}

fn main() {
    let base =
        std::env::temp_dir().join(format!("coop-automa-bench-results-{}", std::process::id()));
    let empty = base.join("empty");
    let full = base.join("full");
    std::fs::create_dir_all(&empty).expect("folder");
    write_log(&full, GAMES);
    let bytes = std::fs::metadata(mode_results_path::<CoopResult>(&full))
        .map(|m| m.len())
        .unwrap_or(0);
    println!(
        "results: {GAMES} games, {:.1} MB of RON",
        bytes as f64 / 1e6
    );

    // Alternating, so both see the same machine.
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for _ in 0..10 {
        a.push(start_up(&empty, 1));
        b.push(start_up(&full, 1));
    }
    let (a, b) = (percentile(a, 0.5), percentile(b, 0.5));
    println!(
        "start to first frame: empty log {a:?}, {GAMES} games {b:?}: {:.2}x",
        b.as_secs_f64() / a.as_secs_f64()
    );

    // How long the log takes to arrive from its thread (frames keep coming while it loads).
    let t = Instant::now();
    let mut h = app(&full);
    h.step();
    while h.state_mut().results_loading() {
        std::thread::sleep(Duration::from_millis(1));
        h.step();
    }
    println!("the log is in memory {:?} after start", t.elapsed());

    // The Results screen, frame by frame.
    let ctx = h.ctx.clone();
    h.state_mut()
        .handle(Msg::ask(coop_automa::app::ResultsAsk::Show), &ctx);
    h.step();
    let frames: Vec<Duration> = (0..60)
        .map(|_| {
            let t = Instant::now();
            h.step();
            t.elapsed()
        })
        .collect();
    println!(
        "Results screen frame with {GAMES} games: p50 {:?} p99 {:?} max {:?}",
        percentile(frames.clone(), 0.5),
        percentile(frames.clone(), 0.99),
        percentile(frames, 1.0)
    );
    // KEEP_RESULTS_DIR=1 keeps the data folders, to look at the screen with the real app.
    if std::env::var_os("KEEP_RESULTS_DIR").is_some() {
        println!("kept: {}", full.display());
    } else {
        let _ = std::fs::remove_dir_all(&base);
    }
}
