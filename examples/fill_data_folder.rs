//! Fills a data folder with finished games of every mode, as years of play leave it: each game
//! played to its end by the modes' own random tables, written in the store's own format with
//! its result in its mode's log. For the 10,000-game measurements and the browser test (issue
//! 61). Reproducible: fixed seeds, one game started every 8¾ hours from 2017-01-01 (ten
//! thousand games reach late 2026: a table of ten years, most of them old enough to fold).
//! `cargo run --release --example fill_data_folder -- DIR [GAMES]` (10,000 by default);
//! `… -- DIR --time` writes nothing and times what the app reads of that folder: the start's
//! search for games to resume, the list of every game and its first page; `… -- DIR --fold`
//! folds the games of more than a year ago into their results and times it.

use coop_automa::modes::coop::{self, CoopResult};
use coop_automa::modes::duel::{self, DuelGame, DuelResult};
use coop_automa::modes::pyramid::{self, PyramidGame, PyramidResult};
use coop_automa::store::{GameResult, ModeGame, Saved, mode_results_path, write_atomic};
use std::path::Path;

/// 2017-01-01 00:00 UTC.
const FIRST: i64 = 1_483_228_800;
/// Games played of each mode before they repeat (under new ids and dates).
const DISTINCT: usize = 24;

fn coop_game(seed: u64) -> coop::Game {
    let kingdoms = coop::Kingdom::recommended();
    let kingdom = &kingdoms[seed as usize % kingdoms.len()];
    let mut setup = coop::Setup::recommended(["Alex", "Bea"], kingdom);
    setup.seed = Some(seed);
    let mut game = coop::Game::new(setup).expect("valid setup");
    let mut rng = coop_automa::engine::GameRng::from_seed(seed);
    while !game.is_finished() {
        // A refused action (a Province when none is left) is one a table would not enter.
        let _ = game.apply(coop::random_action(&game, &mut rng));
    }
    game
}

fn pyramid_game(seed: u64) -> PyramidGame {
    let level = pyramid::Level::ALL[seed as usize % 4];
    let setup = pyramid::Setup::new(level, pyramid::Mix::A, Some(seed));
    let mut game = PyramidGame::new(setup).expect("valid setup");
    let mut rng = coop_automa::engine::GameRng::from_seed(seed);
    while !game.is_finished() {
        let Some(action) = pyramid::random_action(&game, &mut rng) else {
            break;
        };
        let _ = game.apply(action);
    }
    game
}

fn duel_game(seed: u64) -> DuelGame {
    let names: &[&str] = match seed % 3 {
        0 => &["Alex", "Bea"],
        1 => &["Alex", "Bea", "Cam"],
        _ => &["Alex", "Bea", "Cam", "Dee"],
    };
    let setup = duel::Setup::new(names, duel::Kingdom::DuelOnly, Some(seed));
    let mut game = DuelGame::new(setup).expect("valid setup");
    let mut rng = coop_automa::engine::GameRng::from_seed(seed);
    while !game.is_finished() {
        let Some(action) = duel::random_action(&game, &mut rng) else {
            break;
        };
        let _ = game.apply(action);
    }
    game
}

/// The games of one mode and their log, written; how many bytes of games.
fn write_mode<G: ModeGame + serde::Serialize + Clone + HasResult>(
    dir: &Path,
    games: &[G],
    numbers: &[usize],
) -> usize {
    let mut log = String::new();
    let mut bytes = 0;
    for &n in numbers {
        let game = &games[n % games.len()];
        let started = FIRST + n as i64 * 31_500;
        let id = format!("filled-{n:05}");
        let ended = started + 3_600;
        let save = Saved::new(game, &id, None, ended);
        let text = save.to_ron().expect("serializes");
        let stamp = chrono_stamp(started);
        let path = dir
            .join("games")
            .join(format!("{stamp}-{:04x}.ron", n & 0xFFFF));
        write_atomic(&path, text.as_bytes()).expect("written");
        bytes += text.len();
        if let Some(record) = G::result(game, &id, ended) {
            log.push_str(&ron::to_string(&record).expect("serializes"));
            log.push('\n');
        }
    }
    if !log.is_empty() {
        std::fs::write(mode_results_path::<G::Result>(dir), log).expect("log written");
    }
    bytes
}

/// A mode's game and its result type.
trait HasResult {
    type Result: GameResult + serde::Serialize;
    fn result(&self, id: &str, date: i64) -> Option<Self::Result>;
}

impl HasResult for coop::Game {
    type Result = CoopResult;
    fn result(&self, id: &str, date: i64) -> Option<CoopResult> {
        CoopResult::of(self, id, date)
    }
}

impl HasResult for PyramidGame {
    type Result = PyramidResult;
    fn result(&self, id: &str, date: i64) -> Option<PyramidResult> {
        PyramidResult::of(self, id, date)
    }
}

impl HasResult for DuelGame {
    type Result = DuelResult;
    fn result(&self, id: &str, date: i64) -> Option<DuelResult> {
        DuelResult::of(self, id, date)
    }
}

/// "2024-01-01_10-00-00" for a time in seconds (UTC), as the store names a new game's file.
fn chrono_stamp(at: i64) -> String {
    let days = at.div_euclid(86_400);
    let secs = at.rem_euclid(86_400);
    // Civil date from days since 1970 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}_{:02}-{:02}-{:02}",
        secs / 3_600,
        secs / 60 % 60,
        secs % 60
    )
}

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: fill_data_folder DIR [GAMES]");
        std::process::exit(2);
    };
    let count = args.next();
    let dir = Path::new(&dir);
    if count.as_deref() == Some("--time") {
        time(dir);
        return;
    }
    if count.as_deref() == Some("--fold") {
        fold(dir);
        return;
    }
    let count: usize = count.map_or(10_000, |n| n.parse().expect("a number"));
    std::fs::create_dir_all(dir.join("games")).expect("the folder is made");
    let coops: Vec<_> = (0..DISTINCT as u64).map(|s| coop_game(100 + s)).collect();
    let pyramids: Vec<_> = (0..DISTINCT as u64)
        .map(|s| pyramid_game(200 + s))
        .collect();
    let duels: Vec<_> = (0..DISTINCT as u64).map(|s| duel_game(300 + s)).collect();
    // Six in ten coop games, a quarter pyramid, the rest Duel.
    let of = |m: usize| -> Vec<usize> {
        (0..count)
            .filter(|n| match n % 20 {
                0..=11 => m == 0,
                12..=16 => m == 1,
                _ => m == 2,
            })
            .collect()
    };
    let bytes = write_mode(dir, &coops, &of(0))
        + write_mode(dir, &pyramids, &of(1))
        + write_mode(dir, &duels, &of(2));
    println!(
        "{count} finished games in {} ({:.1} MB of games)",
        dir.display(),
        bytes as f64 / 1e6
    );
}

/// Times the store's reads of a filled folder, medians of five.
fn time(dir: &Path) {
    use std::time::{Duration, Instant};
    let store = coop_automa::store::Store::new(dir.to_owned());
    let median = |f: &dyn Fn()| -> Duration {
        let mut times: Vec<Duration> = (0..5)
            .map(|_| {
                let t = Instant::now();
                f();
                t.elapsed()
            })
            .collect();
        times.sort();
        times[2]
    };
    let (shelved, _) = store.shelved_games();
    println!("{} games", shelved.len());
    let resume = median(&|| drop(store.find_resume()));
    println!("games to resume (the start): {resume:?}");
    let list = median(&|| drop(store.shelved_games()));
    println!("every game by its head (Games): {list:?}");
    let page = median(&|| {
        for game in shelved.iter().take(20) {
            store.listed(game).expect("plays");
        }
    });
    println!("the first 20 played (Games' first page): {page:?}");
    let all = median(&|| drop(store.all_games()));
    println!("every game played (as before): {all:?}");
}

/// Folds the games finished before a year ago into their results, as Games' "Make room"
/// does (every mode's results read, the heads listed, the files deleted), and times it.
fn fold(dir: &Path) {
    use coop_automa::store::{Recorded, read_results};
    let start = std::time::Instant::now();
    let store = coop_automa::store::Store::new(dir.to_owned());
    let mut held = Recorded::new();
    held.insert("coop", ids::<CoopResult>(dir));
    held.insert("pyramid", ids::<PyramidResult>(dir));
    held.insert("duel", ids::<DuelResult>(dir));
    let read = start.elapsed();
    let (shelved, _) = store.shelved_games();
    let before = coop_automa::store::now() - 365 * 86_400;
    let done = store.fold(&shelved, before, &held);
    println!(
        "{} games folded, {} kept whole, {} faults: {:?} ({read:?} reading the results)",
        done.folded,
        done.kept,
        done.faults.len(),
        start.elapsed()
    );

    fn ids<R: GameResult>(dir: &Path) -> std::collections::HashSet<String> {
        let log = read_results::<R>(&mode_results_path::<R>(dir)).expect("results read");
        log.records.iter().map(|r| r.game_id().to_owned()).collect()
    }
}
