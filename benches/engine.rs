//! Engine benchmark: plays random complete games and reports automa steps per second, then
//! times a RON save and load of a 60-round game with its whole undo history.
//! Run with `cargo bench --bench engine`. Figures, not assertions.

use coop_automa::modes::coop::CoopSession;
use coop_automa::modes::coop::{Action, Game, GameRng, Setup, random_action};
use coop_automa::store::ModeGame;
use coop_automa::store::{Autosaved, Store};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Plays one random game to its end; returns (automa steps, actions applied).
fn random_game(seed: u64, rng: &mut GameRng) -> (u64, u64) {
    let mut setup = Setup::custom(["Alex", "Bea"], 12, 1 + rng.below(10) as u8);
    setup.seed = Some(seed);
    setup.colonies = rng.below(4) == 0;
    let mut game = Game::new(setup).expect("valid setup");
    let (mut steps, mut actions) = (0u64, 0u64);
    while game.score().is_none() {
        let action = random_action(&game, rng);
        if game.apply(action).is_ok() {
            actions += 1;
            if action == Action::AutomaStep {
                steps += 1;
            }
        }
    }
    (steps, actions)
}

/// A game with Colonies that lasts exactly 60 rounds, with its whole history.
fn sixty_round_game() -> Game {
    let mut setup = Setup::custom(["Alex", "Bea"], 12, 10);
    setup.colonies = true;
    setup.seed = Some(60);
    let mut game = Game::new(setup).expect("valid setup");
    while let Some(action) = game.primary_action() {
        if game.round().is_multiple_of(5) && action == Action::EndTurn {
            let _ = game.apply(Action::AttackPlayed);
        }
        game.apply(action).expect("legal");
    }
    game
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

fn main() {
    // Engine: random complete games for about two seconds.
    // `-- --games N`: exactly N games and nothing else (for a profiler such as callgrind).
    let args: Vec<String> = std::env::args().collect();
    let fixed_games: Option<u64> = args
        .iter()
        .position(|a| a == "--games")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok());
    let mut rng = GameRng::from_seed(1);
    let (mut steps, mut actions, mut games) = (0u64, 0u64, 0u64);
    let start = Instant::now();
    while match fixed_games {
        Some(n) => games < n,
        None => start.elapsed() < Duration::from_secs(2),
    } {
        let (s, a) = random_game(games, &mut rng);
        steps += s;
        actions += a;
        games += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("engine: {games} random complete games in {secs:.2} s");
    println!(
        "engine: {:.0} automa steps/s, {:.0} actions/s, {:.1} rounds per game",
        steps as f64 / secs,
        actions as f64 / secs,
        steps as f64 / games as f64
    );

    if fixed_games.is_some() {
        return;
    }

    // Save and load of a 60-round game with its undo history.
    let game = sixty_round_game();
    println!(
        "save: 60-round game, round {}, {} actions in its history",
        game.round(),
        game.actions_applied()
    );
    let mut save_times = Vec::new();
    let mut load_times = Vec::new();
    let mut bytes = 0;
    for _ in 0..200 {
        let t = Instant::now();
        let text = ron::to_string(black_box(&game)).expect("serializes");
        save_times.push(t.elapsed());
        bytes = text.len();
        let t = Instant::now();
        let loaded: Game = ron::from_str(black_box(&text)).expect("loads");
        load_times.push(t.elapsed());
        assert_eq!(loaded, game);
    }
    save_times.sort();
    load_times.sort();
    println!(
        "save: {bytes} bytes of RON; to_string p50 {:?} p99 {:?}; from_str p50 {:?} p99 {:?}",
        percentile(&save_times, 0.5),
        percentile(&save_times, 0.99),
        percentile(&load_times, 0.5),
        percentile(&load_times, 0.99)
    );

    // One autosave of that game, as the app does after every action: RON, temporary file,
    // sync_all, rename, sync of the folder.
    let dir = std::env::temp_dir().join(format!("coop-automa-bench-{}", std::process::id()));
    let store = Store::new(dir.clone());
    let slot = store.new_slot(&game);
    let mut times = Vec::new();
    for _ in 0..500 {
        let t = Instant::now();
        store
            .autosave(black_box(&game), &slot, "bench")
            .expect("saved");
        times.push(t.elapsed());
    }
    times.sort();
    println!(
        "autosave: 60-round game, 500 saves: p50 {:?} p99 {:?} max {:?}",
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times[times.len() - 1]
    );

    // Apply alone at round 60: the last action of the game (the automa's step), undone
    // and applied again.
    let mut game = game;
    game.undo().expect("an action to undo");
    let action = game.redo_action().expect("the undone action");
    let mut times = Vec::new();
    for _ in 0..10_000 {
        let t = Instant::now();
        black_box(game.apply(action).expect("legal"));
        times.push(t.elapsed());
        game.undo().expect("undo");
    }
    times.sort();
    println!(
        "apply at round 60: p50 {:?} p99 {:?}",
        percentile(&times, 0.5),
        percentile(&times, 0.99)
    );

    // Apply + autosave at round 60, as the app does after every action: the autosave checked
    // against another window's write (issue 25: the file's stamp read, then the stamp of the
    // bytes written). Then the same after the table's question before a press that could end
    // the game (issue 23): the action tried on a copy of the whole game first.
    let mut seen = store.stamp(&slot);
    for (label, ask_first) in [
        ("apply+autosave", false),
        ("copy+try, apply+autosave", true),
    ] {
        let mut times = Vec::new();
        for _ in 0..500 {
            let t = Instant::now();
            if ask_first {
                let mut trial = game.clone();
                black_box(trial.apply(action).is_ok() && trial.is_over());
            }
            game.apply(action).expect("legal");
            match store
                .autosave_unless_moved(&game, &slot, "bench", seen)
                .expect("saved")
            {
                Autosaved::Written(stamp) => seen = stamp,
                Autosaved::Moved => panic!("no other window writes here"),
            }
            times.push(t.elapsed());
            game.undo().expect("undo");
        }
        times.sort();
        println!(
            "{label} at round 60: p50 {:?} p99 {:?}",
            percentile(&times, 0.5),
            percentile(&times, 0.99)
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}
