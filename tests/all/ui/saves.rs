//! Saves, results and restarts through the UI: every action on disk, an unwritable folder,
//! Save as and Open, the results screen and the ladder, a scored game opened again, and the
//! settings back after a restart.

use super::*;

/// Clicks the button whose label contains `part` (for labels with a time in them).
fn click_containing(h: &mut Harness<'_, App>, part: &str) {
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::Button && n.label().is_some_and(|l| l.contains(part))
    })
    .click();
    h.run();
}

#[test]
fn every_action_is_on_disk_and_a_restart_offers_resume_with_its_history() {
    let dir = common::temp_dir("resume");
    let mut h = harness_in(&dir);
    start_first_game(&mut h);
    click(&mut h, "End Alex's turn");
    click(&mut h, "Attack played (automa −1 point)");
    let path = h
        .state()
        .table()
        .slot()
        .expect("an autosave file")
        .to_owned();
    assert!(path.starts_with(&dir));
    let saved = coop_automa::store::load::<coop_automa::modes::coop::Game>(&path).unwrap();
    assert_eq!(&saved.game, game(&h), "the file holds the game on screen");
    assert!(h.state().table().save_problem().is_none());
    drop(h);

    // The app starts again: the unfinished game is offered first.
    let mut h = harness_in(&dir);
    h.run();
    see(
        &h,
        "Resume: Coop, First Game, round 1, Alex and Bea, saved ",
    );
    click_containing(&mut h, "Resume: Coop, First Game");
    assert_eq!(game(&h).tokens(), 1);
    assert_eq!(h.state().table().slot(), Some(path.as_path()));
    // Undo still reaches back to the first action.
    click(&mut h, "Undo: Attack played");
    click(&mut h, "Undo: End Alex's turn");
    assert_eq!(game(&h).actions_applied(), 0);
    assert_eq!(
        coop_automa::store::load::<coop_automa::modes::coop::Game>(&path)
            .unwrap()
            .game
            .actions_applied(),
        0,
        "undo is saved too"
    );
}

#[test]
fn a_data_folder_that_cannot_be_written_is_said_plainly_and_play_goes_on() {
    let dir = common::temp_dir("blocked");
    // A file where the data folder's "games" folder should be: nothing can be saved.
    std::fs::write(dir.join("games"), "in the way").unwrap();
    let mut h = harness_in(&dir);
    start_first_game(&mut h);
    click(&mut h, "End Alex's turn");
    assert_eq!(game(&h).current_seat(), Some(Seat::Second), "play goes on");
    see(&h, "Not saved: the folder");
    see(&h, "saving is tried again after the next action");
    // Leaving the unsaved game asks first, and says why.
    click(&mut h, "New game");
    h.get_by_label("Leave this game?");
    click(&mut h, "Keep playing");
    // The obstacle goes away: the next action is saved and the warning disappears.
    std::fs::remove_file(dir.join("games")).unwrap();
    click(&mut h, "End Bea's turn");
    assert!(h.state().table().save_problem().is_none());
    assert!(h.query_all_by_label_contains("Not saved").next().is_none());
}

#[test]
fn save_as_then_open_and_delete_from_the_list() {
    let dir = common::temp_dir("named");
    let mut h = harness_in(&dir);
    start_first_game(&mut h);
    click(&mut h, "End Alex's turn");
    click(&mut h, "Save as");
    type_into(&mut h, "Name of the saved game", "Tuesday/night");
    click(&mut h, "Save");
    see(&h, "not '/'");
    type_into(&mut h, "Name of the saved game", "Tuesday night");
    click(&mut h, "Save");
    see(&h, "Saved as \"Tuesday night\"");
    click(&mut h, "End Bea's turn");
    click(&mut h, "New game");
    click(&mut h, "Leave it: new game");
    click(&mut h, "Saved games");
    see(&h, "Coop, First Game, round 1, Alex and Bea");
    click(&mut h, "Open Tuesday night");
    assert_eq!(
        game(&h).current_seat(),
        Some(Seat::Second),
        "the saved moment"
    );
    click(&mut h, "New game");
    click(&mut h, "Leave it: new game");
    click(&mut h, "Saved games");
    click(&mut h, "Delete Tuesday night");
    click(&mut h, "Yes, delete Tuesday night");
    see(&h, "No saved games yet");
    assert_eq!(std::fs::read_dir(dir.join("saves")).unwrap().count(), 0);
}

#[test]
fn a_finished_game_is_on_the_results_screen_and_the_ladder_suggests_the_next_counts() {
    let dir = common::temp_dir("results");
    let mut h = harness_in(&dir);
    start_first_game(&mut h);
    for _ in 0..3 {
        click(&mut h, "Another supply pile is empty");
    }
    click(&mut h, "End Alex's turn");
    type_into(&mut h, "Alex's points", "20");
    type_into(&mut h, "Bea's points", "15");
    click(&mut h, "Enter final points");
    h.get_by_label("WIN");
    // Entered again after an undo: one record, with the new points.
    click(&mut h, "Undo: Final points: Alex 20, Bea 15");
    type_into(&mut h, "Alex's points", "21");
    click(&mut h, "Enter final points");
    let results = coop_automa::store::read_results::<coop_automa::modes::coop::CoopResult>(
        &dir.join("results.ron"),
    )
    .unwrap();
    assert_eq!(results.records.len(), 1);
    assert_eq!(results.records[0].players[0].points, 21);

    click(&mut h, "Results");
    // The newest game first, its figures under their own tab.
    see(&h, "Games, newest first");
    see(&h, "36 / 0");
    click(&mut h, "Figures");
    h.get_by_label("By kingdom");
    h.get_by_label("Win rate per kingdom");
    // A win at 12/4: one step harder next.
    see(&h, "12/5 (after a win)");
    click(&mut h, "Back");
    common::ui::click_big(&mut h, "New game");
    see(&h, "Your results: next 12/5 (after a win)");
    click(&mut h, "Use 12 Provinces, 5 Duchies");
    see(&h, "Playing at 12 Provinces, 5 Duchies");
    click(&mut h, "Start the game");
    assert_eq!(game(&h).setup().duchies, 5);
    assert_eq!(game(&h).setup().kingdom.as_deref(), Some("First Game"));
}

#[test]
fn opening_a_scored_game_adds_no_result_and_keys_do_not_reach_a_covered_game() {
    let dir = common::temp_dir("reopen");
    let saves = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let options = Options {
        data_dir: Some(dir.clone()),
        open: Some(saves.join("finished-with-score.ron")),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    assert!(game(&h).score().is_some());
    let results = dir.join("results.ron");
    assert!(
        !results.exists(),
        "looking at a finished game records nothing"
    );
    // Undo and enter the points again: one record, under the game's own id.
    click(&mut h, "Undo: Final points: Alex 29, Bea 24");
    type_into(&mut h, "Alex's points", "30");
    type_into(&mut h, "Bea's points", "24");
    click(&mut h, "Enter final points");
    let r =
        coop_automa::store::read_results::<coop_automa::modes::coop::CoopResult>(&results).unwrap();
    assert_eq!(r.records.len(), 1);
    assert_eq!(r.records[0].game_id, "example-finished-with-score");
    // Opened again from the file: still one record after the points are entered again.
    let ctx = h.ctx.clone();
    h.state_mut().handle(
        coop_automa::app::Msg::ask(coop_automa::app::LibraryAsk::OpenFile(
            saves.join("finished-with-score.ron"),
        )),
        &ctx,
    );
    h.run();
    click(&mut h, "Undo: Final points: Alex 29, Bea 24");
    type_into(&mut h, "Alex's points", "31");
    type_into(&mut h, "Bea's points", "24");
    click(&mut h, "Enter final points");
    let r =
        coop_automa::store::read_results::<coop_automa::modes::coop::CoopResult>(&results).unwrap();
    assert_eq!(r.records.len(), 1, "the same game, never counted twice");
    assert_eq!(r.records[0].players[0].points, 31);

    // With the Results screen over the game, Space and Ctrl+Z do nothing to it.
    click(&mut h, "Results");
    let before = game(&h).clone();
    h.key_press(egui::Key::Space);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(game(&h), &before);
}

#[test]
fn the_theme_the_zoom_and_the_names_come_back_after_a_restart() {
    use coop_automa::app::Settings;
    let dir = common::temp_dir("settings");
    let options = Options {
        data_dir: Some(dir),
        ..Options::default()
    };
    let kept = Settings {
        dark: false,
        zoom: 1.15,
        names: ["Alex".into(), "Bea".into()],
        ..Settings::default()
    };
    let start = kept.clone();
    let mut h = HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::with_settings(&options, Instant::now(), start));
    h.run();
    assert_eq!(
        h.get_by_label("Player 1 name").value().as_deref(),
        Some("Alex")
    );
    assert_eq!(h.ctx.theme(), egui::Theme::Light);
    assert_eq!(h.state().settings(), kept);
    // A new zoom step and new names are what the next start finds.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    h.run();
    type_into(&mut h, "Player 2 name", "Cy");
    click(&mut h, "Start the game");
    let now = h.state().settings();
    // (1.3: the largest step 1280 x 800 holds, 600 points tall.)
    assert_eq!(now.zoom, 1.3);
    assert_eq!(now.names, ["Alex".to_owned(), "Cy".to_owned()]);
}
