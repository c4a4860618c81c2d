//! Issue 61: a way out at the storage's limit. In Games, "Make room" keeps only the results of
//! the finished games of more than a chosen number of months ago: asked first, with a backup
//! offered; their results stay (in Results, and with them the BG Stats link), their moves go;
//! every other game stays as it was, and the notice says what was done and what was kept.

use crate::common;

use chrono::{Local, Months, TimeZone};
use common::ui::{click, clickable, see};
use coop_automa::app::{App, Options};
use coop_automa::modes::coop::{self, CoopResult};
use coop_automa::modes::duel::{self, DuelGame, DuelResult};
use coop_automa::modes::pyramid::{self, PyramidGame, PyramidResult};
use coop_automa::store::{self, GameResult, ModeGame, Saved, Store, write_atomic};
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, HarnessBuilder};
use std::path::{Path, PathBuf};
use std::time::Instant;

const DAY: i64 = 86_400;

fn coop_game(seed: u64) -> coop::Game {
    let kingdom = &coop::Kingdom::recommended()[0];
    let mut setup = coop::Setup::recommended(["Alex", "Bea"], kingdom);
    setup.seed = Some(seed);
    let mut game = coop::Game::new(setup).unwrap();
    let mut rng = coop_automa::engine::GameRng::from_seed(seed);
    while !game.is_finished() {
        let _ = game.apply(coop::random_action(&game, &mut rng));
    }
    game
}

fn pyramid_game(seed: u64) -> PyramidGame {
    let setup = pyramid::Setup::new(pyramid::Level::ALL[0], pyramid::Mix::A, Some(seed));
    let mut game = PyramidGame::new(setup).unwrap();
    let mut rng = coop_automa::engine::GameRng::from_seed(seed);
    while let Some(action) = (!game.is_finished())
        .then(|| pyramid::random_action(&game, &mut rng))
        .flatten()
    {
        let _ = game.apply(action);
    }
    game
}

fn duel_game(seed: u64) -> DuelGame {
    let setup = duel::Setup::new(&["Alex", "Bea"], duel::Kingdom::DuelOnly, Some(seed));
    let mut game = DuelGame::new(setup).unwrap();
    let mut rng = coop_automa::engine::GameRng::from_seed(seed);
    while let Some(action) = (!game.is_finished())
        .then(|| duel::random_action(&game, &mut rng))
        .flatten()
    {
        let _ = game.apply(action);
    }
    game
}

/// Writes `game` as the autosave `name`, written `saved_at`, under the id `id`.
fn put<G: ModeGame + serde::Serialize + Clone>(
    dir: &Path,
    name: &str,
    game: &G,
    id: &str,
    saved_at: i64,
) -> PathBuf {
    let path = dir.join("games").join(name);
    let text = Saved::new(game, id, None, saved_at).to_ron().unwrap();
    std::fs::create_dir_all(dir.join("games")).unwrap();
    write_atomic(&path, text.as_bytes()).unwrap();
    path
}

fn record<R: GameResult + serde::Serialize>(s: &Store, record: Option<R>) {
    let record = record.expect("a finished game has a result");
    s.update_log(record.game_id(), Some(&record)).unwrap();
}

/// The app in English at 1280 × 800 on the data folder `dir`, its first frame drawn.
fn app(dir: &Path) -> Harness<'static, App> {
    let mut h = common::ui::app_in("en", dir);
    h.run();
    h
}

/// The date a fold of `months` months reaches back to, as the list says it: the table's
/// midnight that many months before today.
fn date_back(months: u32) -> String {
    let day = Local::now()
        .date_naive()
        .checked_sub_months(Months::new(months))
        .unwrap();
    let midnight = Local
        .from_local_datetime(&day.and_hms_opt(0, 0, 0).unwrap())
        .earliest()
        .unwrap();
    midnight.format("%-d %b %Y").to_string()
}

/// Lets a button that just appeared stand still long enough to take a tap (settle.rs: the
/// harness's clock moves a sixtieth of a second a step).
fn settle(h: &mut Harness<'_, App>) {
    for _ in 0..40 {
        h.step();
    }
}

fn lines(path: &Path) -> usize {
    std::fs::read_to_string(path).map_or(0, |t| t.lines().count())
}

#[test]
fn old_finished_games_keep_only_their_results_once_the_table_says_yes() {
    let dir = common::temp_dir("fold-games");
    let s = Store::new(dir.clone());
    let now = store::now();
    let old = now - 400 * DAY;
    let (c, p, d) = (coop_game(7), pyramid_game(8), duel_game(9));
    // Folded: finished over a year ago, every mode, results held.
    let folded = [
        put(&dir, "coop-old.ron", &c, "c-old", old),
        put(&dir, "pyramid-old.ron", &p, "p-old", old),
        put(&dir, "duel-old.ron", &d, "d-old", old - DAY),
    ];
    record(&s, CoopResult::of(&c, "c-old", old));
    record(&s, PyramidResult::of(&p, "p-old", old));
    record(&s, DuelResult::of(&d, "d-old", old - DAY));
    // Kept: finished long ago without a result; finished twenty days ago; unfinished and old.
    let kept = [
        put(&dir, "coop-unrecorded.ron", &c, "c-unrecorded", old),
        put(&dir, "coop-new.ron", &c, "c-new", now - 20 * DAY),
        put(
            &dir,
            "coop-playing.ron",
            &coop::Game::new(coop::Setup::recommended(
                ["Alex", "Bea"],
                &coop::Kingdom::recommended()[0],
            ))
            .unwrap(),
            "c-playing",
            old,
        ),
    ];
    record(&s, CoopResult::of(&c, "c-new", now - 20 * DAY));
    let logs = [
        dir.join(CoopResult::log_name()),
        dir.join(PyramidResult::log_name()),
        dir.join(DuelResult::log_name()),
    ];
    let logged: Vec<usize> = logs.iter().map(|l| lines(l)).collect();
    assert_eq!(logged, [2, 1, 1]);

    let mut h = app(&dir);
    click(&mut h, "Games");
    see(&h, "6 games kept here");
    click(&mut h, "Make room: keep only the results of old games");
    see(&h, "Keep whole the games finished in the last (months)");
    let year = date_back(12);
    let ask = format!("Keep only the results of the 4 games finished before {year}");
    settle(&mut h);
    click(&mut h, &ask);
    // Asked first, a backup offered; nothing gone yet.
    see(&h, &format!("{ask}? Their moves go for good."));
    assert!(h.query_by_label("Back up first").is_some());
    assert!(folded.iter().all(|f| f.is_file()));
    // "Keep them whole" takes the question back.
    click(&mut h, "Keep them whole");
    assert!(h.query_by_label("Yes, keep only their results").is_none());
    settle(&mut h);
    click(&mut h, &ask);
    settle(&mut h);
    click(&mut h, "Yes, keep only their results");

    for f in &folded {
        assert!(!f.exists(), "{} folded", f.display());
    }
    for k in &kept {
        assert!(k.is_file(), "{} kept", k.display());
    }
    let after: Vec<usize> = logs.iter().map(|l| lines(l)).collect();
    assert_eq!(after, logged, "every result stays");
    see(
        &h,
        "Kept only the results of 3 games: their moves are gone, their results stay in Results.",
    );
    see(&h, "1 game was kept whole: Results holds no result of it.");
    see(&h, "3 games kept here");
    // The one left of that age has no result to keep: the form still counts it.
    see(
        &h,
        &format!("Keep only the result of the 1 game finished before {year}"),
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_months_reach_from_one_to_ten_years_and_the_count_follows() {
    let dir = common::temp_dir("fold-months");
    let c = coop_game(7);
    let now = store::now();
    // Finished 45 days ago: more than one month ago, not more than two.
    put(&dir, "coop.ron", &c, "c", now - 45 * DAY);
    let mut h = app(&dir);
    click(&mut h, "Games");
    click(&mut h, "Make room: keep only the results of old games");
    see(
        &h,
        &format!("No finished game from before {}.", date_back(12)),
    );
    let enabled = |h: &Harness<'_, App>, label: &str| {
        !h.get_by(|n| n.label().as_deref() == Some(label) && clickable(n.role()))
            .accesskit_node()
            .is_disabled()
    };
    assert!(enabled(&h, "One month less") && enabled(&h, "One month more"));
    for _ in 0..11 {
        click(&mut h, "One month less");
    }
    assert!(!enabled(&h, "One month less"), "one month at least");
    see(
        &h,
        &format!(
            "Keep only the result of the 1 game finished before {}",
            date_back(1)
        ),
    );
    click(&mut h, "One month more");
    see(
        &h,
        &format!("No finished game from before {}.", date_back(2)),
    );
    for _ in 0..118 {
        click(&mut h, "One month more");
    }
    assert!(!enabled(&h, "One month more"), "ten years at most");
    see(
        &h,
        &format!("No finished game from before {}.", date_back(120)),
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A dialog opened again opens at its top, where "Make room" is, wherever the table left it
/// (egui keeps a column's offset, on the web even across a reload).
#[test]
fn games_opens_at_its_top_again_wherever_it_was_left() {
    let dir = common::temp_dir("fold-top");
    let c = coop_game(7);
    let now = store::now();
    for n in 0..25 {
        put(
            &dir,
            &format!("coop-{n:02}.ron"),
            &c,
            &format!("c{n}"),
            now - n * DAY,
        );
    }
    let mut h = app(&dir);
    let room = "Make room: keep only the results of old games";
    let in_view = |h: &Harness<'_, App>| {
        let r = h.get_by_label(room).rect();
        r.min.y >= 0.0 && r.max.y <= 800.0
    };
    click(&mut h, "Games");
    assert!(in_view(&h), "at its top when first opened");
    click(&mut h, "Show 5 more (20 of 25 shown)");
    assert!(!in_view(&h), "scrolled to the list's end");
    click(&mut h, "Close");
    click(&mut h, "Games");
    assert!(in_view(&h), "at its top when opened again");
    let _ = std::fs::remove_dir_all(dir);
}

/// On a phone in Portuguese at the largest text, the fold's question and its three answers
/// stand whole, one under another, each as wide as its words need (side by side, "Sim, manter
/// só os resultados" was squeezed to a letter a line).
#[test]
fn the_folds_answers_stand_whole_on_a_phone_in_portuguese_at_the_largest_text() {
    use coop_automa::app::Settings;
    let dir = common::temp_dir("fold-phone");
    let c = coop_game(7);
    put(&dir, "coop.ron", &c, "c", store::now() - 400 * DAY);
    let options = Options {
        data_dir: Some(dir.clone()),
        ..Options::default()
    };
    let settings = Settings {
        lang: "pt-BR".into(),
        zoom: 2.0,
        ..Settings::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([390.0, 844.0])
        .build_eframe(move |_cc| App::with_settings(&options, Instant::now(), settings.clone()));
    h.run();
    click(&mut h, "Menu");
    click(&mut h, "Partidas");
    click(
        &mut h,
        "Abrir espaço: manter só os resultados das partidas antigas",
    );
    settle(&mut h);
    let ask = h
        .query_all_by(|n| {
            n.label()
                .is_some_and(|l| l.starts_with("Manter só o resultado da partida"))
        })
        .next()
        .expect("the fold's button")
        .accesskit_node()
        .label()
        .unwrap_or_default();
    click(&mut h, &ask);
    for answer in [
        "Fazer cópia de segurança antes",
        "Sim, manter só o resultado",
        "Manter inteiras",
    ] {
        let r = h.get_by_label(answer).rect();
        let zoom = h.ctx.zoom_factor();
        // Wide enough for its longest word at least, never a letter a line.
        assert!(r.width() * zoom >= 150.0, "{answer}: {r:?}");
        assert!(r.height() * zoom < 200.0, "{answer} on a few lines: {r:?}");
    }
    let _ = std::fs::remove_dir_all(dir);
}
