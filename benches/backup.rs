//! Backup benchmark (issue 34): a data folder with 1,000 finished games of each mode (their
//! autosaves in `games/` and their results lines), backed up as one file, read back and
//! restored into an empty folder on disk. Reports the backup's size and the times.
//! Run with `cargo bench --bench backup`. Figures, not assertions.
//!
//! The games are 40 random complete games of each mode, each written 25 times under its own
//! game id (a backup reads no game, so its cost is the bytes, not which game they hold).

use coop_automa::modes::coop::CoopSession;
use coop_automa::modes::pyramid::PyramidSession;
use coop_automa::modes::{coop, duel, pyramid};
use coop_automa::store::{GameResult, ModeGame, Store};
use std::path::Path;
use std::time::{Duration, Instant};

const PER_MODE: usize = 1_000;
const DISTINCT: usize = 40;

fn coop_game(seed: u64) -> coop::Game {
    let mut setup = coop::Setup::custom(["Alex", "Bea"], 12, (seed % 8) as u8);
    setup.seed = Some(seed);
    let mut game = coop::Game::new(setup).expect("a legal setup");
    while let Some(action) = game.primary_action() {
        game.apply(action).expect("legal");
    }
    let points = [20 + (seed % 30) as i32, 15 + (seed % 25) as i32];
    game.apply(coop::Action::FinalPoints { points })
        .expect("scored");
    game
}

fn pyramid_game(seed: u64, rng: &mut coop::GameRng) -> pyramid::PyramidGame {
    let setup = pyramid::Setup::new(pyramid::Level::Normal, pyramid::Mix::A, Some(seed));
    let mut game = pyramid::PyramidGame::new(setup).expect("a legal setup");
    while game.final_score().is_none() && game.verdict().is_none() {
        let Some(action) = pyramid::random_action(&game, rng) else {
            break;
        };
        game.apply(action).expect("legal");
    }
    game
}

fn duel_game(seed: u64, rng: &mut coop::GameRng) -> duel::DuelGame {
    let setup = duel::Setup::new(&["Ann", "Ben", "Cy"], duel::Kingdom::DuelOnly, Some(seed));
    let mut game = duel::DuelGame::new(setup).expect("a legal setup");
    let mut n = 0;
    while game.outcome().is_none() && n < 5_000 {
        let Some(action) = duel::random_action(&game, rng) else {
            break;
        };
        game.apply(action).expect("legal");
        n += 1;
    }
    game
}

/// Writes `games` into the store, each 25 times under its own id, with its result.
fn write_mode<G, R>(store: &Store, games: &[G])
where
    G: ModeGame + serde::Serialize,
    R: GameResult<Rules = <G as Owned>::Rules>,
    G: Owned,
{
    for i in 0..PER_MODE {
        let game = &games[i % games.len()];
        let id = format!("{}-bench-{i:05}", game.mode());
        let slot = store.new_slot(game);
        store.autosave(game, &slot, &id).expect("written");
        if let Some(record) = R::of(game.session(), &id, 1_795_000_000 + i as i64) {
            store.update_log(&id, Some(&record)).expect("recorded");
        }
    }
}

/// A mode's game as the engine's session (every mode's game is one).
trait Owned {
    type Rules: coop_automa::engine::Rules;
    fn session(&self) -> &coop_automa::engine::Session<Self::Rules>;
}

impl<R: coop_automa::engine::Rules> Owned for coop_automa::engine::Session<R> {
    type Rules = R;
    fn session(&self) -> &coop_automa::engine::Session<R> {
        self
    }
}

fn folder_bytes(dir: &Path) -> u64 {
    let mut total = 0;
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let meta = entry.metadata().expect("metadata");
        total += if meta.is_dir() {
            folder_bytes(&entry.path())
        } else {
            meta.len()
        };
    }
    total
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1000.0)
}

fn main() {
    let base =
        std::env::temp_dir().join(format!("coop-automa-bench-backup-{}", std::process::id()));
    let (from_dir, to_dir) = (base.join("from"), base.join("to"));
    let from = Store::new(from_dir.clone());
    let mut rng = coop::GameRng::from_seed(7);
    let coops: Vec<_> = (0..DISTINCT as u64).map(coop_game).collect();
    let pyramids: Vec<_> = (0..DISTINCT as u64)
        .map(|s| pyramid_game(s, &mut rng))
        .collect();
    let duels: Vec<_> = (0..DISTINCT as u64)
        .map(|s| duel_game(s, &mut rng))
        .collect();
    write_mode::<_, coop::CoopResult>(&from, &coops);
    write_mode::<_, pyramid::PyramidResult>(&from, &pyramids);
    write_mode::<_, duel::DuelResult>(&from, &duels);
    println!(
        "data folder: {} files, {:.1} MB",
        3 * PER_MODE + 3,
        folder_bytes(&from_dir) as f64 / 1e6
    );

    let start = Instant::now();
    let backup = from.backup("Ann's kitchen").expect("backed up");
    let text = Store::backup_text(&backup).expect("written as text");
    let made = start.elapsed();
    println!(
        "backup of {} files: {:.1} MB, made in {}",
        backup.files.len(),
        text.len() as f64 / 1e6,
        ms(made)
    );

    let start = Instant::now();
    let read = Store::parse_backup(text.as_bytes()).expect("read back");
    let parsed = start.elapsed();
    let to = Store::new(to_dir.clone());
    let start = Instant::now();
    let plan = to.plan_restore(&read, |_, _| None).expect("planned");
    let planned = start.elapsed();
    let start = Instant::now();
    to.restore(&plan).expect("restored");
    let restored = start.elapsed();
    println!(
        "restore into an empty folder: read {}, plan {}, write {} ({} files, {} result lines)",
        ms(parsed),
        ms(planned),
        ms(restored),
        plan.files.len(),
        plan.result_lines()
    );
    let start = Instant::now();
    let again = to.plan_restore(&read, |_, _| None).expect("planned");
    println!(
        "the same backup again: plan {} (adds {} files, {} lines)",
        ms(start.elapsed()),
        again.files.len(),
        again.result_lines()
    );
    large(&base.join("large"));
    let _ = std::fs::remove_dir_all(&base);
}

/// The largest case: a backup of 100,000 entries, 50 MB, read and planned against an
/// empty folder on disk (what opening it costs before the dialog shows), then written.
fn large(dir: &Path) {
    const ENTRIES: usize = 100_000;
    let text = "x".repeat(480);
    let backup = coop_automa::store::Backup {
        app: "coop-automa".into(),
        kind: "backup".into(),
        version: 1,
        made_at: 1_795_000_000,
        table: "Bob".into(),
        files: (0..ENTRIES)
            .map(|i| coop_automa::store::BackupFile {
                path: format!("games/forgotten/g{i:06}.ron"),
                text: format!("(game: {i}, text: {text:?})"),
            })
            .collect(),
    };
    let text = Store::backup_text(&backup).expect("written as text");
    let to = Store::new(dir.to_owned());
    let start = Instant::now();
    let read = Store::parse_backup(text.as_bytes()).expect("read back");
    let parsed = start.elapsed();
    let start = Instant::now();
    let plan = to.plan_restore(&read, |_, _| None).expect("planned");
    let planned = start.elapsed();
    let start = Instant::now();
    let mut restoring = coop_automa::store::Restoring::new(plan);
    let mut frames = 0;
    let mut longest = Duration::ZERO;
    loop {
        let frame = Instant::now();
        let done = to.restore_step(&mut restoring, 16).expect("written");
        longest = longest.max(frame.elapsed());
        frames += 1;
        if done {
            break;
        }
    }
    println!(
        "large backup: {} entries, {:.1} MB: read {}, planned {}; written in {} ({} steps of 16 files, the longest {})",
        ENTRIES,
        text.len() as f64 / 1e6,
        ms(parsed),
        ms(planned),
        ms(start.elapsed()),
        frames,
        ms(longest)
    );
}
