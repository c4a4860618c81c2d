//! Issue 34: every ten finished games, once, the table is reminded to keep a backup
//! elsewhere; "Later" closes it until ten more, "Back up now" opens the backup.

use crate::common;

use common::ui::{click, see};
use coop_automa::app::{App, Options};
use coop_automa::modes::coop::{CoopResult, Game};
use coop_automa::store::{self, GameResult, Store};
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, HarnessBuilder};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A data folder with `before` finished games' results, and the app on a finished game whose
/// points are taken back (so entering them finishes it again).
fn table(name: &str, before: usize) -> (Harness<'static, App>, PathBuf) {
    let dir = common::temp_dir(name);
    let saves = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let done = store::load::<Game>(&saves.join("finished-with-score.ron"))
        .unwrap()
        .game;
    let s = Store::new(dir.clone());
    for i in 0..before {
        let id = format!("earlier-{i}");
        let record = CoopResult::of(&done, &id, 1_795_000_000 + i as i64).unwrap();
        s.update_log(&id, Some(&record)).unwrap();
    }
    let options = Options {
        data_dir: Some(dir.clone()),
        open: Some(saves.join("finished-with-score.ron")),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    click(&mut h, "Undo: Final points: Alex 29, Bea 24");
    (h, dir)
}

fn enter_points(h: &mut Harness<'_, App>) {
    for (field, points) in [("Alex's points", "29"), ("Bea's points", "24")] {
        common::ui::type_into(h, field, points);
    }
    click(h, "Enter final points");
}

#[test]
fn the_tenth_finished_game_reminds_once_and_the_ninth_does_not() {
    // Nine finished: no reminder.
    let (mut h, dir) = table("remind-9", 8);
    enter_points(&mut h);
    assert!(h.query_by_label("Time for a backup").is_none());
    let _ = std::fs::remove_dir_all(dir);

    // The tenth: reminded, once.
    let (mut h, dir) = table("remind-10", 9);
    enter_points(&mut h);
    see(&h, "Time for a backup");
    see(&h, "10 games finished here.");
    click(&mut h, "Later");
    assert!(h.query_by_label("Time for a backup").is_none());
    assert_eq!(h.state().settings().backup_reminded_at, 10);
    // The same tenth game's points entered again: not reminded twice.
    click(&mut h, "Undo: Final points: Alex 29, Bea 24");
    enter_points(&mut h);
    assert!(h.query_by_label("Time for a backup").is_none());
    // "Back up now" opens the backup.
    let _ = std::fs::remove_dir_all(dir);
    let (mut h, dir) = table("remind-now", 9);
    enter_points(&mut h);
    click(&mut h, "Back up now");
    see(&h, "Back up everything");
    let _ = std::fs::remove_dir_all(dir);
}
