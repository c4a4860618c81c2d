//! Pyramid benchmark: plays random complete games (every level and mix) and reports actions
//! and games per second, how games ended, and the apply time of one action late in a game.
//! Run with `cargo bench --bench pyramid`. Figures, not assertions.

use coop_automa::modes::pyramid::PyramidSession;
use coop_automa::modes::pyramid::{
    Ending, GameRng, Level, MASTER_COLONIES, Mix, PyramidGame, Setup, random_action,
};
use coop_automa::store::ModeGame;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Plays one random game until it is scored or lost; returns (actions applied, turns).
fn random_game(seed: u64, mixes: &[Mix], rng: &mut GameRng) -> (u64, u32, Option<Ending>) {
    let mix = mixes[rng.below(mixes.len())];
    let mut level = Level::ALL[rng.below(5)];
    if level == Level::Master && mix.colonies < MASTER_COLONIES {
        level = Level::Expert;
    }
    let mut game = PyramidGame::new(Setup::new(level, mix, Some(seed))).expect("a legal setup");
    let mut actions = 0u64;
    while game.final_score().is_none() {
        let Some(action) = random_action(&game, rng) else {
            break;
        };
        game.apply(action).expect("random_action is legal");
        actions += 1;
    }
    (actions, game.turn(), game.ending())
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
    let mixes = Mix::all_legal();
    let mut rng = GameRng::from_seed(1);
    let (mut actions, mut turns, mut games) = (0u64, 0u64, 0u64);
    let (mut by_piles, mut by_pyramid, mut no_buy) = (0u64, 0u64, 0u64);
    let start = Instant::now();
    while match fixed_games {
        Some(n) => games < n,
        None => start.elapsed() < Duration::from_secs(3),
    } {
        let (a, t, ending) = random_game(games, &mixes, &mut rng);
        actions += a;
        turns += u64::from(t);
        games += 1;
        match ending {
            Some(Ending::NoBuyPossible) => no_buy += 1,
            Some(Ending::EndOfTurn {
                by_piles: p,
                by_pyramid: y,
                ..
            }) => {
                by_piles += u64::from(p);
                by_pyramid += u64::from(y);
            }
            None => {}
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!("pyramid: {games} random complete games in {secs:.2} s");
    println!(
        "pyramid: {:.0} actions/s, {:.0} games/s, {:.1} actions and {:.1} turns per game",
        actions as f64 / secs,
        games as f64 / secs,
        actions as f64 / games as f64,
        turns as f64 / games as f64
    );
    println!(
        "pyramid: ended by empty piles (P23) {by_piles}, empty pyramid and deck (P24) {by_pyramid}, no buy possible (P25) {no_buy}"
    );
    if fixed_games.is_some() {
        return;
    }

    // The last action of a game played to turn 10 or more, undone and applied again: the
    // cost of one action with its undo snapshot late in a game.
    let mut rng = GameRng::from_seed(99);
    let mut game = PyramidGame::new(Setup::new(Level::Expert, Mix::B, Some(5))).expect("legal");
    while game.turn() < 10 || game.actions_applied() < 50 {
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
        "apply at turn {} ({} actions in the history): p50 {:?} p99 {:?}",
        game.turn(),
        game.actions_applied(),
        percentile(&times, 0.5),
        percentile(&times, 0.99)
    );
}
