//! Duel benchmark: plays random complete games (2-4 players, Duel-only and mixed) and reports
//! actions and games per second, how games ended, and the apply time of one action late in a
//! game. Run with `cargo bench --bench duel` (or `cargo test --bench duel` for a debug build).
//! Figures, not assertions.

use coop_automa::modes::duel::DuelSession;
use coop_automa::modes::duel::{DuelGame, Ending, GameRng, Kingdom, Setup, random_action};
use coop_automa::store::ModeGame;
use std::hint::black_box;
use std::time::{Duration, Instant};

const NAMES: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

struct Played {
    actions: u64,
    turns: u64,
    ending: Option<Ending>,
}

/// Plays one random game until it has an outcome; a cap keeps a runaway game finite.
fn random_game(seed: u64, rng: &mut GameRng) -> Played {
    let n = 2 + rng.below(3);
    let kingdom = if rng.below(4) == 0 {
        Kingdom::Mixed
    } else {
        Kingdom::DuelOnly
    };
    let setup = Setup::new(&NAMES[..n], kingdom, Some(seed)).with_starting_vp(rng.below(6) as u8);
    let mut game = DuelGame::new(setup).expect("a legal setup");
    let mut actions = 0u64;
    while game.outcome().is_none() && actions < 5_000 {
        let Some(action) = random_action(&game, rng) else {
            break;
        };
        game.apply(action).expect("random_action is legal");
        actions += 1;
    }
    Played {
        actions,
        turns: (0..n as u8).map(|p| u64::from(game.turns(p))).sum(),
        ending: game.ending(),
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    // `-- --games N`: exactly N games and nothing else (for a profiler).
    let args: Vec<String> = std::env::args().collect();
    let fixed_games: Option<u64> = args
        .iter()
        .position(|a| a == "--games")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok());
    let mut rng = GameRng::from_seed(1);
    let (mut actions, mut turns, mut games) = (0u64, 0u64, 0u64);
    let (mut last_player, mut piles, mut unfinished) = (0u64, 0u64, 0u64);
    let start = Instant::now();
    while match fixed_games {
        Some(n) => games < n,
        None => start.elapsed() < Duration::from_secs(3),
    } {
        let played = random_game(games, &mut rng);
        actions += played.actions;
        turns += played.turns;
        games += 1;
        match played.ending {
            Some(Ending::LastPlayer { .. }) => last_player += 1,
            Some(Ending::Piles { .. }) => piles += 1,
            None => unfinished += 1,
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!("duel: {games} random complete games in {secs:.2} s");
    println!(
        "duel: {:.0} actions/s, {:.0} games/s, {:.1} actions and {:.1} turns per game",
        actions as f64 / secs,
        games as f64 / secs,
        actions as f64 / games as f64,
        turns as f64 / games as f64
    );
    println!(
        "duel: ended with one player left (D7.4) {last_player}, by piles (D10.2) {piles}, unfinished {unfinished}"
    );
    if fixed_games.is_some() {
        return;
    }

    // The last action of a long 4-player game, undone and applied again: the cost of one action
    // with its undo snapshot.
    let mut rng = GameRng::from_seed(99);
    let setup = Setup::new(&NAMES, Kingdom::DuelOnly, Some(5)).with_starting_vp(20);
    let mut game = DuelGame::new(setup).expect("legal");
    while game.actions_applied() < 200 {
        let Some(action) = random_action(&game, &mut rng) else {
            break;
        };
        let mut next = game.clone();
        next.apply(action).expect("legal");
        if next.is_over() {
            break;
        }
        game = next;
    }
    let action = game.undo_action().expect("an action");
    game.undo().expect("undo");
    let mut times = Vec::new();
    for _ in 0..20_000 {
        let t = Instant::now();
        black_box(game.apply(action).expect("legal"));
        times.push(t.elapsed());
        game.undo().expect("undo");
    }
    times.sort();
    println!(
        "apply after {} actions: p50 {:?} p99 {:?}",
        game.actions_applied(),
        percentile(&times, 0.5),
        percentile(&times, 0.99)
    );
}
