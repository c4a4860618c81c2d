//! Helpers shared by the black-box tests: games with stacked piles and whole rounds.
#![allow(dead_code)]

pub mod coop_rules;
pub mod duel_rules;
pub mod pyramid_rules;
pub mod states;
pub mod ui;

use std::path::PathBuf;

/// The app at `size` with `game` opened from a file `name` in a fresh folder for `tag`, its
/// data folder inside: (the harness after a frame, the folder). The game's id is "test".
pub fn opened<G: coop_automa::engine::ModeGame + serde::Serialize>(
    tag: &str,
    name: &str,
    game: &G,
    size: [f32; 2],
) -> (
    egui_kittest::Harness<'static, coop_automa::app::App>,
    PathBuf,
) {
    let dir = temp_dir(tag);
    let file = dir.join(name);
    std::fs::write(
        &file,
        coop_automa::store::to_ron(game, "test", None, 0).unwrap(),
    )
    .unwrap();
    let options = coop_automa::app::Options {
        data_dir: Some(dir.join("data")),
        open: Some(file),
        ..coop_automa::app::Options::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| coop_automa::app::App::new(&options, std::time::Instant::now()));
    h.run();
    (h, dir)
}

/// A fresh, empty folder for one test (tests never touch the user's own data folder), in the
/// target folder's own `tmp` (cargo's place for tests' files: a clean clone's run leaves
/// nothing in the system's /tmp, where one run left 396 folders).
pub fn temp_dir(tag: &str) -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "coop-automa-test-{tag}-{}-{nanos}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

// The coop's games with stacked piles and whole rounds: the one file the coop's rules tests
// (`crates/coop/tests/rules`) use too, compiled here by its path.
#[path = "../../../crates/coop/tests/rules/common.rs"]
mod coop_shared;
pub use coop_shared::*;

/// What the store reads of a game of any mode (Resume, the saves list, file names), through
/// the mode's own `ModeGame` and through `AnyGame`, which must agree.
pub fn mode_view<G>(g: &G) -> String
where
    G: coop_automa::store::ModeGame + Clone + Into<coop_automa::store::AnyGame>,
{
    use coop_automa::store::ModeGame;
    let view = |m: &dyn ModeGame| {
        format!(
            "{} v{} seed {:x}, {} actions, over {}, finished {}",
            m.mode(),
            m.rules_version(),
            m.seed(),
            m.actions_played(),
            m.is_over(),
            m.is_finished(),
        )
    };
    let own = view(g);
    assert_eq!(own, view(&g.clone().into()), "AnyGame agrees");
    // The lists' words, as the app says them of the game in any mode.
    let (title, progress, who) = coop_automa::app::game_words(&g.clone().into());
    format!(
        "{own}: {title} / {progress} / {}",
        who.unwrap_or_else(|| "solo".into())
    )
}

/// A `AnyGame` equals the game it holds, and not another game of its mode.
pub fn any_game_equals_only_its_own<G>(g: &G, other: &G)
where
    G: Clone + PartialEq + Into<coop_automa::store::AnyGame>,
    coop_automa::store::AnyGame: PartialEq<G>,
{
    assert!(g != other, "two different games");
    let table: coop_automa::store::AnyGame = g.clone().into();
    assert!(table == *g);
    assert!(table != *other);
}

/// A fresh app at `size` speaking `lang` ("en", "pt-BR"), with an empty data folder for
/// `tag`, after its first frame.
pub fn fresh_in(
    tag: &str,
    size: [f32; 2],
    lang: &str,
) -> egui_kittest::Harness<'static, coop_automa::app::App> {
    fresh_zoomed(tag, size, lang, 1.0)
}

/// `fresh_in` at the table's text size `zoom` (0.75 the smallest, 2 the largest).
pub fn fresh_zoomed(
    tag: &str,
    size: [f32; 2],
    lang: &str,
    zoom: f32,
) -> egui_kittest::Harness<'static, coop_automa::app::App> {
    let options = coop_automa::app::Options {
        data_dir: Some(temp_dir(tag)),
        ..coop_automa::app::Options::default()
    };
    let settings = coop_automa::app::Settings {
        lang: lang.into(),
        zoom,
        ..coop_automa::app::Settings::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| {
            coop_automa::app::App::with_settings(&options, std::time::Instant::now(), settings)
        });
    h.run();
    h
}

/// A fresh app at `size` with an empty data folder for `tag`, after its first frame.
pub fn fresh(tag: &str, size: [f32; 2]) -> egui_kittest::Harness<'static, coop_automa::app::App> {
    let options = coop_automa::app::Options {
        data_dir: Some(temp_dir(tag)),
        ..coop_automa::app::Options::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| coop_automa::app::App::new(&options, std::time::Instant::now()));
    h.run();
    h
}

/// Hands `msg` to the app as a press would, then draws a frame.
pub fn send(h: &mut egui_kittest::Harness<'_, coop_automa::app::App>, msg: coop_automa::app::Msg) {
    let ctx = h.ctx.clone();
    h.state_mut().handle(msg, &ctx);
    h.run();
}

/// Every label and value on screen in the order drawn (a wrapped label's pieces left out).
pub fn texts(h: &egui_kittest::Harness<'_, coop_automa::app::App>) -> Vec<String> {
    use egui_kittest::kittest::{NodeT, Queryable};
    h.query_all_by(|_| true)
        .filter(|n| n.accesskit_node().role() != eframe::egui::accesskit::Role::TextRun)
        .flat_map(|n| {
            let n = n.accesskit_node();
            [n.label(), n.value()]
        })
        .flatten()
        .collect()
}

/// The first rule number in `text`: R, P or D after a non-letter, then digits ("R15",
/// "(P18)", "D8.3"), never part of a word ("Duel", "M1", "Round 3"); a full stop after it
/// ends the sentence, not the number.
pub fn rule_number(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    for i in 0..chars.len() {
        let starts = matches!(chars[i], 'R' | 'P' | 'D')
            && (i == 0 || !chars[i - 1].is_alphanumeric())
            && chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if !starts {
            continue;
        }
        let mut j = i + 1;
        while chars.get(j).is_some_and(|c| {
            c.is_ascii_digit() || *c == '.' && chars.get(j + 1).is_some_and(char::is_ascii_digit)
        }) {
            j += 1;
        }
        if chars.get(j).is_none_or(|c| !c.is_alphanumeric()) {
            return Some(chars[i..j].iter().collect());
        }
    }
    None
}

/// A game of each mode to start: the coop (First Game's counts), the pyramid (Normal, mix A)
/// and a Duel between `duel_players`, each with a seed.
pub fn one_of_each_mode(duel_players: &[&str]) -> [coop_automa::app::Carried; 3] {
    use coop_automa::app::Carried;
    use coop_automa::modes::{duel, pyramid};
    [
        Carried::new(setup(12, 4)),
        Carried::new(pyramid::Setup::new(
            pyramid::Level::Normal,
            pyramid::Mix::A,
            Some(2),
        )),
        Carried::new(duel::Setup::new(
            duel_players,
            duel::Kingdom::DuelOnly,
            Some(3),
        )),
    ]
}

/// A CSV text as its header and its rows, every cell as text.
pub fn csv_table(text: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header = reader
        .headers()
        .expect("a header")
        .iter()
        .map(str::to_owned)
        .collect();
    let rows = reader
        .records()
        .map(|r| r.expect("a row").iter().map(str::to_owned).collect())
        .collect();
    (header, rows)
}

/// The source folders of the app's half, relative to the root: the app's own (`src`), the
/// words, the kit, the seam and every mode's screens (`crates/<mode>-screens/src`), found
/// by their names, so a mode's screens moved into a crate are read as they were in `src`.
pub fn app_half_dirs() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs: Vec<String> = [
        "src",
        "crates/words/src",
        "crates/kit/src",
        "crates/seam/src",
    ]
    .map(str::to_owned)
    .to_vec();
    let mut screens: Vec<String> = std::fs::read_dir(root.join("crates"))
        .expect("crates/")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with("-screens"))
        .map(|name| format!("crates/{name}/src"))
        .collect();
    screens.sort();
    dirs.extend(screens);
    dirs
}

/// Every file below `dir` of the crate (its path and text), for the tests that read the
/// sources as text.
pub fn source_files(dir: &str) -> Vec<(PathBuf, String)> {
    fn walk(dir: &std::path::Path, found: &mut Vec<(PathBuf, String)>) {
        for entry in std::fs::read_dir(dir).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(&path, found);
            } else {
                let text = std::fs::read_to_string(&path).expect("a source file");
                found.push((path, text));
            }
        }
    }
    let mut found = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir),
        &mut found,
    );
    found
}
