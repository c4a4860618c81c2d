//! Issue 43: the store reads RON through its own reader (`coop_automa_ron::read`). Every file the app
//! ever wrote must read as RON's reader reads it: saves of the three modes played far (random
//! actions, a redo branch), the results lines, the older data folder's files, and those texts
//! damaged. Compared value for value (each written back by RON), and refused where RON refuses.

use coop_automa::engine::Rules;
use coop_automa::modes::{coop, duel, pyramid};
use coop_automa::store::{ModeGame, Saved};
use coop_automa_ron as ron_read;
use proptest::prelude::*;
use serde::de::DeserializeOwned;
use std::path::Path;
use std::sync::OnceLock;

/// Both readers on `text` as a `T`: `Some(true)` read alike, `Some(false)` both refused,
/// `None` they differ (the two results, for the message, in `differs`).
fn compare<T: DeserializeOwned + serde::Serialize>(text: &str, differs: &mut Vec<String>) -> bool {
    let ours = ron_read::from_str::<T>(text).map(|v| ron::to_string(&v).unwrap());
    let rons = ron::from_str::<T>(text).map(|v| ron::to_string(&v).unwrap());
    match (&ours, &rons) {
        (Ok(a), Ok(b)) if a == b => true,
        (Err(_), Err(_)) => false,
        _ => {
            differs.push(format!(
                "{}\n  ours: {ours:?}\n  RON:  {rons:?}",
                text.chars().take(300).collect::<String>()
            ));
            false
        }
    }
}

type SavedOf<R> = Saved<<R as Rules>::Saved>;

/// `text` as a save of each mode and as a results line of each mode: how many types read it.
fn read_alike(text: &str, differs: &mut Vec<String>) -> usize {
    [
        compare::<SavedOf<coop::Coop>>(text, differs),
        compare::<SavedOf<pyramid::Pyramid>>(text, differs),
        compare::<SavedOf<duel::Duel>>(text, differs),
        compare::<coop::CoopResult>(text, differs),
        compare::<pyramid::PyramidResult>(text, differs),
        compare::<duel::DuelResult>(text, differs),
    ]
    .into_iter()
    .filter(|&read| read)
    .count()
}

fn coop_game(seed: u64, steps: usize) -> coop::Game {
    let kingdom = coop::Kingdom::find("First Game").unwrap();
    let mut s = coop::Setup::recommended(["Alex", "Bea \"B\" \u{e9}"], kingdom);
    s.seed = Some(seed);
    s.fleet = seed.is_multiple_of(2);
    s.shared_hexes = seed.is_multiple_of(3);
    let mut g = coop::Game::new(s).unwrap();
    let mut rng = coop::GameRng::from_seed(seed);
    for _ in 0..steps {
        let _ = g.apply(coop::random_action(&g, &mut rng));
    }
    let _ = g.undo();
    g
}

fn pyramid_game(seed: u64, steps: usize) -> pyramid::PyramidGame {
    let level = [pyramid::Level::Easy, pyramid::Level::Expert][seed as usize % 2];
    let mix = [pyramid::Mix::A, pyramid::Mix::B][seed as usize / 2 % 2];
    let mut g = pyramid::PyramidGame::new(pyramid::Setup::new(level, mix, Some(seed))).unwrap();
    let mut rng = pyramid::GameRng::from_seed(seed);
    for _ in 0..steps {
        match pyramid::random_action(&g, &mut rng) {
            Some(action) => _ = g.apply(action),
            None => break,
        }
    }
    let _ = g.undo();
    g
}

fn duel_game(seed: u64, steps: usize) -> duel::DuelGame {
    let names: &[&str] = [&["Ann", "Ben"][..], &["Ann", "Ben", "Cy", "Dee"][..]][seed as usize % 2];
    let kingdom = duel::Kingdom::DuelOnly;
    let mut g = duel::DuelGame::new(duel::Setup::new(names, kingdom, Some(seed))).unwrap();
    let mut rng = duel::GameRng::from_seed(seed);
    for _ in 0..steps {
        match duel::random_action(&g, &mut rng) {
            Some(action) => _ = g.apply(action),
            None => break,
        }
    }
    let _ = g.undo();
    g
}

fn saved<G: ModeGame + serde::Serialize + Clone>(game: &G, seed: u64) -> String {
    Saved::new(
        game,
        &format!("id-{seed}"),
        Some(format!("game {seed}")),
        1_764_000_000,
    )
    .to_ron()
    .unwrap()
}

fn ron_files(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            ron_files(&path, found);
        } else if path.extension().is_some_and(|x| x == "ron") {
            found.push(path);
        }
    }
}

/// Saves of every mode, short and long, and each mode's results line of a finished game.
fn texts() -> &'static Vec<String> {
    static TEXTS: OnceLock<Vec<String>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        let mut texts = Vec::new();
        for seed in 0..6 {
            for steps in [0, 40, 400] {
                texts.push(saved(&coop_game(seed, steps), seed));
                texts.push(saved(&pyramid_game(seed, steps), seed));
                texts.push(saved(&duel_game(seed, steps), seed));
            }
        }
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        ron_files(&root.join("tests/fixtures"), &mut files);
        ron_files(&root.join("saves"), &mut files);
        assert!(files.len() >= 15, "{files:?}");
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            texts.extend(text.lines().map(str::to_owned));
            texts.push(text);
        }
        texts
    })
}

/// Every save and results line the app writes or wrote reads as RON reads it, and each reads
/// as one of the six types (a save as its mode's save, a line as its mode's result).
#[test]
fn every_file_the_app_wrote_reads_as_rons_reader_reads_it() {
    let mut differs = Vec::new();
    let mut read = 0;
    for text in texts() {
        let alike = read_alike(text, &mut differs);
        read += usize::from(alike > 0);
    }
    assert!(differs.is_empty(), "{}", differs.join("\n"));
    // Whole files and their lines: every save (3 modes × 18), every results line.
    assert!(read >= 54 + 6, "{read} of {} texts read", texts().len());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// A save cut, changed or grown anywhere reads as RON reads it (or is refused by both).
    #[test]
    fn a_damaged_file_reads_as_rons_reader_reads_it(
        which in any::<prop::sample::Index>(),
        at in any::<prop::sample::Index>(),
        byte in prop::sample::select(b"()[]{},:\"' \n0123456789-+._aSzN/*\\r#".to_vec()),
        how in 0..4u8,
    ) {
        let texts = texts();
        let mut text = texts[which.index(texts.len())].clone().into_bytes();
        let i = at.index(text.len().max(1)).min(text.len());
        match how {
            0 => text.truncate(i),
            1 if i < text.len() => text[i] = byte,
            2 => text.insert(i, byte),
            _ if i < text.len() => { text.remove(i); }
            _ => {}
        }
        let Ok(text) = String::from_utf8(text) else { return Ok(()) };
        let mut differs = Vec::new();
        read_alike(&text, &mut differs);
        prop_assert!(differs.is_empty(), "{}", differs.join("\n"));
    }
}
