//! Issue 33, "back where you were": the game on the table when the app closed is on the table
//! again at the next start (the desktop keeps it in the settings; the web in the tab's session
//! storage, tested in web/tests/browser.mjs), in every mode; leaving it for the start screen
//! forgets it; a file that is not one of the data folder's games is never opened this way.

use crate::common;

use coop_automa::app::{App, Carried, Msg, Options, Settings};
use coop_automa::engine::GameRng;
use coop_automa::modes::{coop, duel, pyramid};
use egui_kittest::{Harness, HarnessBuilder};
use std::path::{Path, PathBuf};

fn app(dir: &Path, settings: Settings) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1024.0, 600.0])
        .build_eframe(move |_cc| App::with_settings(&options, std::time::Instant::now(), settings));
    h.run();
    h
}

/// The game on the table as its save text, whatever its mode.
fn on_table(h: &Harness<'_, App>) -> Option<String> {
    let app = h.state();
    app.table()
        .game::<coop::Coop>()
        .map(|g| ron::to_string(g).unwrap())
        .or_else(|| {
            app.table()
                .game::<pyramid::Pyramid>()
                .map(|g| ron::to_string(g).unwrap())
        })
        .or_else(|| {
            app.table()
                .game::<duel::Duel>()
                .map(|g| ron::to_string(g).unwrap())
        })
}

/// The next random action of the game on the table.
type Next = dyn Fn(&App, &mut GameRng) -> Option<Carried>;

/// Starts `setup`, plays `steps` random actions with `next`, and closes the app: the
/// settings it would keep, and the game it had on the table.
fn play_and_close(
    dir: &Path,
    setup: Carried,
    steps: usize,
    next: impl Fn(&App, &mut GameRng) -> Option<Carried>,
) -> (Settings, String) {
    let mut h = app(dir, Settings::default());
    common::send(&mut h, Msg::Start(setup));
    let mut rng = GameRng::from_seed(5);
    for _ in 0..steps {
        let Some(action) = next(h.state(), &mut rng) else {
            break;
        };
        common::send(&mut h, Msg::Apply(action));
        common::send(&mut h, Msg::Answer(true));
    }
    let settings = h.state().settings();
    let game = on_table(&h).expect("a game on the table");
    (settings, game)
}

#[test]
fn the_game_on_the_table_is_there_again_after_a_restart_in_every_mode() {
    let coop_setup = {
        let mut s = common::setup(12, 4);
        s.seed = Some(3);
        Carried::new(s)
    };
    let pyramid_setup = Carried::new(pyramid::Setup::new(
        pyramid::Level::Normal,
        pyramid::Mix::A,
        Some(4),
    ));
    let duel_setup = Carried::new(duel::Setup::new(
        &["Ann", "Ben"],
        duel::Kingdom::DuelOnly,
        Some(6),
    ));
    let cases: [(Carried, &Next); 3] = [
        (coop_setup, &|app, rng| {
            app.table()
                .game::<coop::Coop>()
                .map(|g| Carried::new(coop::random_action(g, rng)))
        }),
        (pyramid_setup, &|app, rng| {
            app.table()
                .game::<pyramid::Pyramid>()
                .and_then(|g| pyramid::random_action(g, rng))
                .map(Carried::new)
        }),
        (duel_setup, &|app, rng| {
            app.table()
                .game::<duel::Duel>()
                .and_then(|g| duel::random_action(g, rng))
                .map(Carried::new)
        }),
    ];
    for (setup, next) in cases {
        let dir = common::temp_dir("back-to-table");
        let (settings, before) = play_and_close(&dir, setup, 12, next);
        let games = dir.join("games");
        assert_eq!(
            Path::new(&settings.table).parent(),
            Some(games.as_path()),
            "the settings name the game's file: {settings:?}"
        );
        let mut again = app(&dir, settings);
        assert_eq!(
            on_table(&again).as_deref(),
            Some(before.as_str()),
            "the same game is on the table"
        );
        // Leaving it for the start screen forgets it: the next start is the start screen.
        common::send(&mut again, Msg::NewGame);
        common::send(&mut again, Msg::ConfirmNewGame);
        assert!(on_table(&again).is_none());
        let settings = again.state().settings();
        assert_eq!(settings.table, "", "nothing on the table");
        drop(again);
        assert!(on_table(&app(&dir, settings)).is_none());
    }
}

#[test]
fn only_a_game_of_the_data_folder_goes_back_on_the_table() {
    let dir = common::temp_dir("back-to-table-not");
    let (settings, _) = play_and_close(&dir, Carried::new(common::setup(12, 4)), 2, |app, rng| {
        app.table()
            .game::<coop::Coop>()
            .map(|g| Carried::new(coop::random_action(g, rng)))
    });
    let file = PathBuf::from(&settings.table);
    let text = std::fs::read(&file).unwrap();
    // A copy elsewhere, a game the table left, a file that is gone: the start screen.
    let elsewhere = dir.join("copy.ron");
    std::fs::write(&elsewhere, &text).unwrap();
    let left = dir.join("games").join("left");
    std::fs::create_dir_all(&left).unwrap();
    let left_file = left.join(file.file_name().unwrap());
    std::fs::write(&left_file, &text).unwrap();
    let gone = dir.join("games").join("gone.ron");
    for path in [&elsewhere, &left_file, &gone] {
        let settings = Settings {
            table: path.to_string_lossy().into_owned(),
            ..settings.clone()
        };
        assert!(
            on_table(&app(&dir, settings)).is_none(),
            "{} is not put on the table",
            path.display()
        );
    }
    // The game itself is.
    assert!(on_table(&app(&dir, settings)).is_some());
}
