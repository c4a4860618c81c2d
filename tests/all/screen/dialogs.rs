//! The coop's dialogs: they fit the window, close with Esc, their button or Close, one at a
//! time; Resume's entries say what they are, and one can be forgotten.

use super::*;

/// The button labelled exactly `label` (a dialog's title may carry the same words).
fn button<'h>(h: &'h Harness<'_, App>, label: &'h str) -> egui_kittest::Node<'h> {
    h.get_by(|n| n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some(label))
}

/// Saves a named game through the app and goes back to the setup screen.
fn with_a_named_save(h: &mut Harness<'_, App>, name: &str) {
    let ctx = h.ctx.clone();
    let setup = coop_automa::app::SetupForm::default().to_setup().unwrap();
    h.state_mut().handle(Msg::start(setup), &ctx);
    h.run();
    h.get_by_label("End Alex's turn").click();
    h.run();
    // (In the Menu of a short window: the message its button sends.)
    h.state_mut()
        .handle(Msg::ask(coop_automa::app::LibraryAsk::OpenSaveAs), &ctx);
    h.run();
    // The name field has the keyboard at once: typing goes into it.
    h.get_by_label("Name of the saved game").type_text(name);
    h.run();
    assert!(
        h.get_by_label("Name of the saved game").is_focused(),
        "Save as focuses its field"
    );
    h.key_press(egui::Key::Enter);
    h.run();
    see(h, &format!("Saved as \"{name}\""));
    h.state_mut().handle(Msg::ConfirmNewGame, &ctx);
    h.run();
}

#[test]
fn the_saved_games_dialog_fits_and_closes_with_esc_its_button_or_close() {
    let (mut h, _dir) = app_at([1024.0, 600.0]);
    with_a_named_save(&mut h, "A rather long name for a game");
    // At 1024 points the top row folds its tools into the Menu (they would leave no room for
    // what just happened): the list is opened from there, and the tool is under the dialog.
    let open = |h: &mut Harness<'_, App>| {
        if h.query_by_label("Saved games").is_none() {
            button(h, "Menu").click();
            h.run();
        }
        button(h, "Saved games").click();
        h.run();
    };
    let folded = h.query_by_label("Saved games").is_none();
    for close in ["Escape", "the button", "Close"] {
        if close == "the button" && folded {
            continue;
        }
        open(&mut h);
        h.get_by_label("Open A rather long name for a game");
        inside(&h, "Close", "the saved games list");
        inside(
            &h,
            "Delete A rather long name for a game",
            "the saved games list",
        );
        match close {
            "Escape" => h.key_press(egui::Key::Escape),
            "the button" => button(&h, "Saved games").click(),
            _ => h.get_by_label("Close").click(),
        }
        h.run();
        assert!(
            h.query_by_label("Open A rather long name for a game")
                .is_none(),
            "closed by {close}"
        );
    }
    // After a delete, Close is still there.
    open(&mut h);
    h.get_by_label("Delete A rather long name for a game")
        .click();
    h.run();
    h.get_by_label("Yes, delete A rather long name for a game")
        .click();
    h.run();
    inside(&h, "Close", "the list after a delete");
}

#[test]
fn the_help_and_save_as_dialogs_close_with_esc() {
    let (mut h, _dir) = harness_with([1024.0, 600.0], &states::no_duchies_left());
    h.key_press(egui::Key::F1);
    h.run();
    h.get_by_label("Keys");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("Keys").is_none());
    let ctx = h.ctx.clone();
    h.state_mut()
        .handle(Msg::ask(coop_automa::app::LibraryAsk::OpenSaveAs), &ctx);
    h.run();
    h.get_by_label("Name of the saved game");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("Name of the saved game").is_none());
}

#[test]
fn resume_entries_say_what_they_are_and_one_can_be_forgotten() {
    let dir = common::temp_dir("resume-kinds");
    let options = Options {
        data_dir: Some(dir.clone()),
        ..Options::default()
    };
    let build = |options: &Options| {
        let options = options.clone();
        let mut h = HarnessBuilder::default()
            .with_size([1280.0, 800.0])
            .build_eframe(move |_cc| App::new(&options, Instant::now()));
        h.run();
        h
    };
    let mut h = build(&options);
    let ctx = h.ctx.clone();
    let mut setup = coop_automa::app::SetupForm {
        names: ["Ann".into(), "Ben".into()],
        ..Default::default()
    };
    h.state_mut()
        .handle(Msg::start(setup.to_setup().unwrap()), &ctx);
    h.run();
    h.get_by_label("End Ann's turn").click();
    h.run();
    // Left for a new game: it is offered as left, and the question said so.
    h.get_by_label("New game").click();
    h.run();
    see(
        &h,
        "It stays saved: the start screen offers it under Resume",
    );
    h.get_by_label("Leave it: new game").click();
    h.run();
    see(&h, "(left unfinished)");
    // A second game, in progress when the app stops.
    setup.names = ["Cat".into(), "Dan".into()];
    h.state_mut()
        .handle(Msg::start(setup.to_setup().unwrap()), &ctx);
    h.run();
    h.get_by_label("End Cat's turn").click();
    h.run();
    drop(h);
    let mut h = build(&options);
    let entries: Vec<String> = h
        .query_all_by_label_contains("Resume: ")
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert_eq!(entries.len(), 2, "{entries:?}");
    assert!(entries[0].contains("Cat and Dan") && entries[0].ends_with("(in progress)"));
    assert!(entries[1].contains("Ann and Ben") && entries[1].ends_with("(left unfinished)"));
    // Both entries are the same size.
    let heights: Vec<f32> = h
        .query_all_by_label_contains("Resume: ")
        .map(|n| n.rect().height())
        .collect();
    assert!((heights[0] - heights[1]).abs() < 0.5, "{heights:?}");
    // Forget the left one: asked once more, then gone from the list, its file kept.
    h.query_all_by_label("Forget")
        .nth(1)
        .expect("a Forget button per entry")
        .scroll_to_me();
    h.run();
    let forget = h
        .query_all_by_label("Forget")
        .nth(1)
        .expect("a Forget button per entry");
    assert!(
        forget.rect().height() >= 44.0,
        "Forget is a 44-point target"
    );
    forget.click();
    h.run();
    h.get_by_label("Yes, forget it").click();
    h.run();
    assert!(
        h.query_all_by_label_contains("Ann and Ben")
            .next()
            .is_none()
    );
    let forgotten = std::fs::read_dir(dir.join("games").join("forgotten"))
        .unwrap()
        .count();
    assert_eq!(forgotten, 1, "the file is kept");
}

#[test]
fn a_left_game_taken_up_again_is_in_progress_again() {
    let dir = common::temp_dir("take-up");
    let options = Options {
        data_dir: Some(dir.clone()),
        ..Options::default()
    };
    let build = |options: &Options| {
        let options = options.clone();
        let mut h = HarnessBuilder::default()
            .with_size([1280.0, 800.0])
            .build_eframe(move |_cc| App::new(&options, Instant::now()));
        h.run();
        h
    };
    let mut h = build(&options);
    let ctx = h.ctx.clone();
    let setup = coop_automa::app::SetupForm::default().to_setup().unwrap();
    h.state_mut().handle(Msg::start(setup), &ctx);
    h.run();
    h.get_by_label("End Alex's turn").click();
    h.run();
    h.state_mut().handle(Msg::ConfirmNewGame, &ctx);
    h.run();
    let entry = h
        .query_all_by_label_contains("(left unfinished)")
        .next()
        .expect("offered as left")
        .accesskit_node()
        .label()
        .unwrap();
    h.get_by_label(&entry).click();
    h.run();
    let slot = h.state().table().slot().unwrap().to_owned();
    assert_eq!(slot.parent(), Some(dir.join("games").as_path()));
    h.get_by_label("End Bea's turn").click();
    h.run();
    drop(h);
    let h = build(&options);
    see(&h, "(in progress)");
    not_see(&h, "(left unfinished)");
}

#[test]
fn one_dialog_at_a_time() {
    let (mut h, _dir) = harness_with([1280.0, 800.0], &states::no_duchies_left());
    let ctx = h.ctx.clone();
    h.state_mut()
        .handle(Msg::ask(coop_automa::app::LibraryAsk::OpenSaveAs), &ctx);
    h.run();
    h.get_by_label("Name of the saved game");
    h.key_press(egui::Key::F1);
    h.run();
    h.get_by_label("Keys");
    assert!(
        h.query_by_label("Name of the saved game").is_none(),
        "Help took the place of Save as"
    );
    h.state_mut().handle(Msg::NewGame, &ctx);
    h.run();
    h.get_by_label("Leave this game?");
    assert!(h.query_by_label("Keys").is_none());
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("Leave this game?").is_none());
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_some(),
        "Esc keeps the game"
    );
}

#[test]
fn exporting_one_result_says_1_result() {
    let saves = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let dir = common::temp_dir("export-one");
    let options = Options {
        data_dir: Some(dir.clone()),
        open: Some(saves.join("finished-with-score.ron")),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    // Points entered again: one game in the log.
    h.get_by_label("Undo: Final points: Alex 29, Bea 24")
        .click();
    h.run();
    for (field, points) in [("Alex's points", "30"), ("Bea's points", "24")] {
        h.get_by_label(field).click();
        h.run();
        h.get_by_label(field).type_text(points);
        h.run();
    }
    h.get_by_label("Enter final points").click();
    h.run();
    button(&h, "Results").click();
    h.run();
    let csv = dir.join("one.csv");
    h.get_by_label("Export to CSV file").click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label("Export to CSV file")
        .type_text(&csv.display().to_string());
    h.run();
    button(&h, "Export").click();
    h.run();
    see(&h, "Exported 1 result to");
    not_see(&h, "1 results");
    assert!(csv.exists());
}

#[test]
fn every_dialog_keeps_its_buttons_in_the_window_at_1024x600_zoom_2() {
    let (mut h, _dir) = harness_with([1024.0, 600.0], &states::no_duchies_left());
    zoom(&mut h, 2.0);
    let ctx = h.ctx.clone();
    h.key_press(egui::Key::F1);
    h.run();
    inside(&h, "Close help", "help at zoom 2");
    h.key_press(egui::Key::Escape);
    h.run();
    h.state_mut()
        .handle(Msg::ask(coop_automa::app::LibraryAsk::OpenSaveAs), &ctx);
    h.run();
    inside(&h, "Name of the saved game", "save as at zoom 2");
    inside(&h, "Save", "save as at zoom 2");
    inside(&h, "Cancel", "save as at zoom 2");
    h.key_press(egui::Key::Escape);
    h.run();
    h.state_mut().handle(Msg::NewGame, &ctx);
    h.run();
    inside(&h, "Keep playing", "leave at zoom 2");
    inside(&h, "Leave it: new game", "leave at zoom 2");
    h.state_mut().handle(Msg::ConfirmNewGame, &ctx);
    h.run();
    zoom(&mut h, 2.0);
    h.state_mut()
        .handle(Msg::ask(coop_automa::app::LibraryAsk::ShowSaves), &ctx);
    h.run();
    inside(&h, "Close", "saved games at zoom 2");
}
