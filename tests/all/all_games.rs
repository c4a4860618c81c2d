//! Issue 34: every game within reach. Resume offers three; "Games" lists every game of the
//! data folder (in play, over, left, forgotten, finished; by mode, newest first), and any of
//! them opens (a forgotten one comes back among the games in play) or is forgotten.

use crate::common;

use common::ui::{click, clickable, see};
use coop_automa::app::{App, Options};
use coop_automa::modes::coop::{Coop, Game};
use coop_automa::modes::duel::DuelGame;
use coop_automa::modes::pyramid::PyramidGame;
use coop_automa::store::{self, ModeGame, Store};
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, HarnessBuilder};
use std::path::Path;
use std::time::Instant;

fn example<G>(name: &str) -> G
where
    G: TryFrom<store::AnyGame, Error = store::Fault>,
{
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(name);
    store::load::<G>(&path).expect("the example loads").game
}

/// Writes `game` as a new autosave; returns its file.
fn put<G: ModeGame + serde::Serialize>(s: &Store, game: &G, id: &str) -> std::path::PathBuf {
    let slot = s.new_slot(game);
    s.autosave(game, &slot, id).unwrap();
    slot
}

fn app(dir: &Path) -> Harness<'static, App> {
    app_sized(dir, [1280.0, 800.0])
}

fn app_sized(dir: &Path, size: [f32; 2]) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    h
}

/// A node's words: a label's are its value.
fn words_of(n: &egui_kittest::kittest::AccessKitNode<'_>) -> String {
    n.label()
        .or_else(|| n.value())
        .unwrap_or_default()
        .to_string()
}

/// Presses the button `button` on the row whose words contain `row`.
fn press_on_row(h: &mut Harness<'_, App>, row: &str, button: &str) {
    let words = h
        .query_all_by(|n| words_of(n).contains(row) && !clickable(n.role()))
        .next()
        .unwrap_or_else(|| panic!("no row says {row:?}"))
        .rect();
    h.query_all_by_label(button)
        .filter(|n| n.rect().min.y >= words.max.y - 1.0)
        .min_by(|a, b| a.rect().min.y.total_cmp(&b.rect().min.y))
        .unwrap_or_else(|| panic!("no {button:?} under {row:?}"))
        .click();
    h.run();
}

#[test]
fn every_game_of_every_mode_is_in_the_list_and_any_opens_or_is_forgotten() {
    let dir = common::temp_dir("all-games");
    let s = Store::new(dir.clone());
    let coop: Game = example("first-game-round-7.ron");
    for id in ["c1", "c2", "c3"] {
        put(&s, &coop, id);
    }
    let left = put(&s, &coop, "c-left");
    s.leave(&left).unwrap();
    let forgotten = put(&s, &coop, "c-forgotten");
    s.forget(&forgotten).unwrap();
    put(&s, &example::<Game>("finished-with-score.ron"), "c-done");
    put(&s, &example::<PyramidGame>("pyramid-turn-3.ron"), "p1");
    put(&s, &example::<DuelGame>("duel-cams-turn.ron"), "d1");

    let mut h = app(&dir);
    // Resume offers three of the six unfinished games.
    let resume = h.query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Resume: ")));
    assert_eq!(resume.count(), 3);
    click(&mut h, "Games");
    see(&h, "8 games kept here");
    for standing in [
        "(in progress)",
        "(left unfinished)",
        "(forgotten)",
        "(finished)",
    ] {
        assert!(
            h.query_all_by(|n| words_of(n).contains(standing) && !clickable(n.role()))
                .next()
                .is_some(),
            "a game {standing}"
        );
    }
    // By mode in the list's order: the coop's, then the pyramid's, then the Duel's.
    let top = |words: &str| {
        h.query_all_by(|n| words_of(n).starts_with(words) && !clickable(n.role()))
            .map(|n| n.rect().min.y)
            .fold(f32::MAX, f32::min)
    };
    assert!(top("Coop") < top("Solo pyramid") && top("Solo pyramid") < top("Duel"));

    // The left game forgotten from the list: its file is kept, the list says so.
    press_on_row(&mut h, "(left unfinished)", "Forget");
    see(&h, "Forgotten: it is no longer offered.");
    assert!(
        h.query_all_by(|n| words_of(n).contains("(left unfinished)") && !clickable(n.role()))
            .next()
            .is_none()
    );
    assert_eq!(
        std::fs::read_dir(dir.join("games/forgotten"))
            .unwrap()
            .count(),
        2
    );

    // A forgotten game opened from the list: on the table, back among the games in play.
    press_on_row(&mut h, "(forgotten)", "Open");
    assert!(
        h.state().table().game::<Coop>().is_some(),
        "the game is on the table"
    );
    assert_eq!(
        std::fs::read_dir(dir.join("games/forgotten"))
            .unwrap()
            .count(),
        1
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// The start screen's Resume band is as tall as its games, up to a third of the window: with a
/// game of each mode in play, the three are seen whole above the setup at 1024×600 and 1280×800
/// (the band once stayed at a game and a half, and on a phone cut even the first in two); on a
/// phone the first is whole with its Forget. Nor is the band taller than its games.
#[test]
fn the_resume_band_shows_its_games_whole() {
    let dir = common::temp_dir("resume-band");
    let s = Store::new(dir.clone());
    put(&s, &example::<Game>("first-game-round-7.ron"), "c1");
    put(&s, &example::<PyramidGame>("pyramid-turn-3.ron"), "p1");
    put(&s, &example::<DuelGame>("duel-cams-turn.ron"), "d1");
    for (size, whole) in [
        ([1024.0, 600.0], 3),
        ([1280.0, 800.0], 3),
        ([390.0, 844.0], 1),
    ] {
        let h = app_sized(&dir, size);
        // The setup begins right under the band: the coop's "Players".
        let setup = h
            .query_all_by(|n| words_of(n) == "Players" && !clickable(n.role()))
            .map(|n| n.rect().min.y)
            .fold(f32::MAX, f32::min);
        assert!(
            setup < size[1],
            "{size:?}: the setup's Players is on screen"
        );
        let rows = |label: &str| -> Vec<f32> {
            let mut bottoms: Vec<f32> = h
                .query_all_by(|n| {
                    n.label().is_some_and(|l| l.starts_with(label)) && clickable(n.role())
                })
                .map(|n| n.rect().max.y)
                .collect();
            bottoms.sort_by(f32::total_cmp);
            bottoms
        };
        let resume = rows("Resume: ");
        let forget = rows("Forget");
        assert_eq!((resume.len(), forget.len()), (3, 3), "{size:?}");
        for bottom in resume[..whole].iter().chain(&forget[..whole]) {
            assert!(
                *bottom <= setup,
                "{size:?}: a game to resume ends at {bottom}, under the band's end {setup}"
            );
        }
        if whole == 3 {
            // Forget beside its game, not on a line of its own under it.
            let tops = |label: &str| -> Vec<(f32, f32)> {
                let mut tops: Vec<(f32, f32)> = h
                    .query_all_by(|n| {
                        n.label().is_some_and(|l| l.starts_with(label)) && clickable(n.role())
                    })
                    .map(|n| (n.rect().min.y, n.rect().min.x))
                    .collect();
                tops.sort_by(|a, b| a.0.total_cmp(&b.0));
                tops
            };
            for (game, forget) in tops("Resume: ").iter().zip(tops("Forget")) {
                assert!(
                    (game.0 - forget.0).abs() < 2.0 && forget.1 > game.1,
                    "{size:?}: Forget at {forget:?}, its game at {game:?}"
                );
            }
            let last = resume[2].max(forget[2]);
            assert!(
                setup - last < 40.0,
                "{size:?}: {} points of empty band under the last game",
                setup - last
            );
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// Issue 61: any game can go, to make room: a finished game is forgotten, then deleted for
/// good from the Forgotten shelf, asked twice (the first press only asks); its result stays in
/// Results. A game in play or left offers no delete.
#[test]
fn a_finished_game_forgotten_is_deleted_for_good_and_its_result_stays() {
    let dir = common::temp_dir("delete-forgotten");
    let s = Store::new(dir.clone());
    let done: Game = example("finished-with-score.ron");
    let slot = put(&s, &done, "c-done");
    let record = <coop_automa::modes::coop::CoopResult as store::GameResult>::of(
        &done,
        "c-done",
        1_795_000_000,
    )
    .unwrap();
    s.update_log("c-done", Some(&record)).unwrap();
    put(&s, &example::<Game>("first-game-round-7.ron"), "c-play");
    let mut h = app(&dir);
    click(&mut h, "Games");
    assert!(
        h.query_by_label("Delete for good").is_none(),
        "nothing forgotten: nothing to delete"
    );
    press_on_row(&mut h, "(finished)", "Forget");
    assert!(!slot.exists());
    // The first press asks; the second, in the same place, deletes.
    press_on_row(&mut h, "(forgotten)", "Delete for good");
    let forgotten = dir.join("games/forgotten");
    assert_eq!(
        std::fs::read_dir(&forgotten).unwrap().count(),
        1,
        "asked only"
    );
    // (A press on a button that changed under the finger less than half a second ago is not
    // taken, settle.rs: the harness's clock moves a sixtieth of a second a step.)
    for _ in 0..40 {
        h.step();
    }
    press_on_row(&mut h, "(forgotten)", "Yes, delete it for good");
    assert_eq!(std::fs::read_dir(&forgotten).unwrap().count(), 0, "deleted");
    see(&h, "Deleted for good: ");
    see(&h, "1 game kept here");
    assert!(h.query_by_label("Delete for good").is_none());
    // Its result stays.
    let log = store::read_results::<coop_automa::modes::coop::CoopResult>(&dir.join("results.ron"))
        .unwrap();
    assert_eq!(log.records.len(), 1);
    let _ = std::fs::remove_dir_all(dir);
}

/// Issue 61: years of finished games do not slow the start. A save says in its head whether the
/// game is finished, and Resume passes over a finished one without playing its moves: a file
/// whose head says finished and whose moves the rules refuse is not named at the start (the
/// list of every game, which plays the games it shows, names it). A file from before the head
/// said so is played, finished or not, as before.
#[test]
fn resume_passes_over_finished_games_by_their_head_unplayed() {
    let dir = common::temp_dir("resume-heads");
    let s = Store::new(dir.clone());
    let done: Game = example("finished-with-score.ron");
    let playing: Game = example("first-game-round-7.ron");
    let finished = put(&s, &done, "done");
    let text = std::fs::read_to_string(&finished).unwrap();
    assert!(text.contains("\n  finished: true,\n  game: ("), "{text}");
    // The same head, moves the rules refuse: a score entered before the game is over.
    let refused = text.replacen("actions: [", "actions: [FinalPoints(points: (1, 2)), ", 1);
    std::fs::write(dir.join("games/2020-01-01_00-00-00-0001.ron"), &refused).unwrap();
    // Files from before the head: one finished, one in play.
    let old = |game: &Game, name: &str| {
        let path = put(&s, game, name);
        let text = std::fs::read_to_string(&path).unwrap();
        let without = text
            .replace("\n  finished: true,", "")
            .replace("\n  finished: false,", "");
        assert_ne!(without, text);
        std::fs::write(&path, without).unwrap();
        path
    };
    let old_done = old(&done, "old-done");
    let old_playing = old(&playing, "old-playing");
    let in_play = put(&s, &playing, "playing");

    let (found, problems) = s.find_resume();
    let mut found: Vec<_> = found.into_iter().map(|(path, _)| path).collect();
    found.sort();
    let mut offered = vec![old_playing, in_play];
    offered.sort();
    assert_eq!(found, offered, "the two in play, old and new");
    assert_eq!(
        problems,
        vec![],
        "a finished game's moves are not played at the start"
    );

    let (listed, problems) = s.all_games();
    assert_eq!(listed.len(), 4, "every game that plays");
    assert!(
        listed
            .iter()
            .any(|g| g.summary.path == old_done && g.finished)
    );
    assert_eq!(
        problems.len(),
        1,
        "the refused one is named by the full list"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// Issue 61: the list of every game plays the games it shows, twenty at a time: with 45 games
/// it shows 20 and offers the next 20, then the last 5, then no more; a game forgotten on the
/// second page keeps the 40 shown.
#[test]
fn the_games_list_shows_twenty_more_at_a_press() {
    let dir = common::temp_dir("games-pages");
    let s = Store::new(dir.clone());
    let coop: Game = example("first-game-round-7.ron");
    for i in 0..45 {
        put(&s, &coop, &format!("c{i}"));
    }
    let mut h = app(&dir);
    click(&mut h, "Games");
    see(&h, "45 games kept here");
    let opens = |h: &Harness<'_, App>| h.query_all_by_label("Open").count();
    assert_eq!(opens(&h), 20);
    click(&mut h, "Show 20 more (20 of 45 shown)");
    assert_eq!(opens(&h), 40);
    // Forgotten from the list (the Forget beside its Open, not the Resume band's under the
    // dialog): the list is made again, as long as it was.
    h.query_all_by_label("Open").next().unwrap().scroll_to_me();
    h.run();
    let open = h.query_all_by_label("Open").next().unwrap().rect();
    h.query_all_by_label("Forget")
        .find(|n| {
            (n.rect().center().y - open.center().y).abs() < 2.0 && n.rect().min.x > open.max.x
        })
        .expect("a Forget beside the first Open")
        .click();
    h.run();
    see(&h, "Forgotten: it is no longer offered.");
    assert_eq!(opens(&h), 40);
    click(&mut h, "Show 5 more (40 of 45 shown)");
    assert_eq!(opens(&h), 45);
    assert!(
        h.query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Show ")))
            .next()
            .is_none(),
        "no more to show"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// Issue 61: a head is read from a file's first bytes only; a head longer than they are (an id
/// of 600 two-byte characters, cut in the middle of one) is read from the whole file, and the
/// game is listed and passed over by Resume as any other.
#[test]
fn a_head_longer_than_a_files_start_is_read_whole() {
    let dir = common::temp_dir("long-head");
    let s = Store::new(dir.clone());
    let done: Game = example("finished-with-score.ron");
    let playing: Game = example("first-game-round-7.ron");
    let long = "é".repeat(600);
    let finished = put(&s, &done, &long);
    let in_play = put(&s, &playing, &format!("{long}-2"));
    assert!(std::fs::read(&finished).unwrap().len() > store::HEAD_BYTES + 1_000);
    let (shelved, problems) = s.shelved_games();
    assert_eq!(problems, vec![]);
    let finished_of = |path: &Path| shelved.iter().find(|g| g.path == path).map(|g| g.finished);
    assert_eq!(finished_of(&finished), Some(Some(true)));
    assert_eq!(finished_of(&in_play), Some(Some(false)));
    let (found, problems) = s.find_resume();
    assert_eq!(problems, vec![]);
    assert_eq!(
        found.into_iter().map(|(p, _)| p).collect::<Vec<_>>(),
        vec![in_play]
    );
    let _ = std::fs::remove_dir_all(dir);
}
