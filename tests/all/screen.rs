//! The coop's screen at the table (issue 13): everything important inside the window at
//! every size and zoom, every sentence true to the state, revealed cards shown large,
//! dialogs that fit and close, notices that move nothing, and Resume entries that say what
//! they are. Driven through accessible labels, like tests/ui.rs.

use crate::common;
use coop_automa::modes::coop::CoopSession;
use coop_automa::store::ModeGame;

use common::states;
use coop_automa::app::coop::labels::{primary_label, step_label};
use coop_automa::app::{App, Msg, Options};
use coop_automa::modes::coop::{Game, Phase};
use eframe::egui;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, HarnessBuilder};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The app at `size` with `game` opened from a file in a fresh data folder.
fn harness_with(size: [f32; 2], game: &Game) -> (Harness<'static, App>, PathBuf) {
    common::opened("screen", "state.ron", game, size)
}

fn app_at(size: [f32; 2]) -> (Harness<'static, App>, PathBuf) {
    let dir = common::temp_dir("screen-app");
    let options = Options {
        data_dir: Some(dir.clone()),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    (h, dir)
}

/// Sets the table's zoom to one of its steps (from 1, by the keys).
fn zoom(h: &mut Harness<'_, App>, user_zoom: f32) {
    let (key, presses) = match user_zoom {
        z if z < 0.8 => (egui::Key::Minus, 2),
        z if z > 1.9 => (egui::Key::Plus, 5),
        _ => (egui::Key::Plus, 0),
    };
    for _ in 0..presses {
        h.key_press_modifiers(egui::Modifiers::COMMAND, key);
        h.run();
    }
    h.run();
}

fn game<'h>(h: &'h Harness<'_, App>) -> &'h Game {
    h.state()
        .game::<coop_automa::modes::coop::Coop>()
        .expect("a game is on the table")
}

fn see(h: &Harness<'_, App>, text: &str) {
    assert!(
        h.query_all_by_label_contains(text).next().is_some(),
        "nothing on screen says {text:?}"
    );
}

fn not_see(h: &Harness<'_, App>, text: &str) {
    assert!(
        h.query_all_by_label_contains(text).next().is_none(),
        "the screen says {text:?}"
    );
}

/// The button labelled exactly `label` (a dialog's title may carry the same words).
fn button<'h>(h: &'h Harness<'_, App>, label: &'h str) -> egui_kittest::Node<'h> {
    h.get_by(|n| n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some(label))
}

/// Asserts that the widget labelled exactly `label` lies wholly inside the window.
fn inside(h: &Harness<'_, App>, label: &str, what: &str) {
    let window = h.ctx.content_rect().expand(0.5);
    let node = h
        .query_all_by_label(label)
        .next()
        .unwrap_or_else(|| panic!("{what}: nothing is labelled {label:?}"));
    let rect = node.rect();
    assert!(
        window.contains_rect(rect),
        "{what}: {label:?} at {rect:?} is not inside the window {window:?}"
    );
}

/// Whether a widget whose label contains `part` lies wholly inside the window.
fn is_inside(h: &Harness<'_, App>, part: &str) -> bool {
    let window = h.ctx.content_rect().expand(0.5);
    h.query_all_by_label_contains(part)
        .any(|n| window.contains_rect(n.rect()))
}

/// Asserts that the widget whose label contains `part` lies wholly inside the window.
fn inside_containing(h: &Harness<'_, App>, part: &str, what: &str) {
    let window = h.ctx.content_rect().expand(0.5);
    let node = h
        .query_all_by_label_contains(part)
        .next()
        .unwrap_or_else(|| panic!("{what}: nothing says {part:?}"));
    let rect = node.rect();
    assert!(
        window.contains_rect(rect),
        "{what}: {part:?} at {rect:?} is not inside the window {window:?}"
    );
}

const SIZES: [[f32; 2]; 3] = [[1024.0, 600.0], [1920.0, 1080.0], [768.0, 1024.0]];
const ZOOMS: [f32; 3] = [0.75, 1.0, 2.0];

#[test]
fn the_big_button_the_supply_the_step_and_the_card_are_inside_the_window_at_every_size_and_zoom() {
    let cases = [
        ("a turn", states::no_duchies_left()),
        ("a Hex being resolved", states::locusts()),
        ("a Silver being resolved", states::silver_took_province()),
        ("the Fleet round", states::fleet_round()),
        ("the end", states::fleet_over()),
    ];
    for (state, g) in &cases {
        for size in SIZES {
            for z in ZOOMS {
                let (mut h, _dir) = harness_with(size, g);
                zoom(&mut h, z);
                let what = format!("{state} at {}x{} zoom {z}", size[0], size[1]);
                let game = game(&h).clone();
                inside(&h, &primary_label(&game), &what);
                inside_containing(&h, "Undo: ", &what);
                inside_containing(&h, "Redo", &what);
                if game.is_over() {
                    inside(&h, "Alex's points", &what);
                    inside(&h, "Bea's points", &what);
                    continue;
                }
                inside(&h, &step_label(&game), &what);
                let took = match game.current_seat() {
                    Some(seat) => format!("{} took a Province", game.name(seat)),
                    None => "A Province was taken".to_owned(),
                };
                inside(&h, &took, &what);
                inside(&h, "Put a Province back", &what);
                inside(&h, "Put a Duchy back", &what);
                inside(&h, "Another supply pile is empty", &what);
                inside(&h, "A pile counted empty is not", &what);
                if matches!(game.phase(), Phase::Resolving(_)) {
                    // The card resolved is in view large: the card itself, or, in a narrow
                    // column where the prompt comes first to keep its questions in view, the
                    // prompt's title that names it ("Hex: Locusts", "Silver: pass a card").
                    let card = is_inside(&h, "Revealed card: ");
                    let title = ["Hex: ", "Silver: ", "Copper: "]
                        .iter()
                        .any(|t| is_inside(&h, t));
                    assert!(card || title, "{what}: the card resolved is not in view");
                }
            }
        }
    }
}

/// R3: the face-down counts under the automa's card are whole in view, never under a column's
/// "More below" tab, when the step is due (the card face down, as large as fits).
#[test]
fn the_face_down_counts_stand_clear_of_the_more_below_tab_r3() {
    let mut g = states::no_duchies_left();
    g.apply(coop_automa::modes::coop::Action::EndTurn).unwrap();
    g.apply(coop_automa::modes::coop::Action::EndTurn).unwrap();
    assert_eq!(g.phase(), Phase::AutomaDue);
    for size in [[1024.0, 600.0], [1920.0, 1080.0]] {
        let (h, _dir) = harness_with(size, &g);
        let what = format!("{}x{}", size[0], size[1]);
        inside_containing(&h, "Face down: ", &what);
        let counts = h
            .query_all_by_label_contains("Face down: ")
            .next()
            .unwrap()
            .rect();
        for tab in h.query_all_by_label("More below: scroll down") {
            assert!(
                !tab.rect().intersects(counts),
                "{what}: the tab at {:?} covers the counts at {counts:?}",
                tab.rect()
            );
        }
    }
}

#[test]
fn the_step_line_says_what_the_automa_will_take_now_r13_2() {
    let (h, _dir) = harness_with([1280.0, 800.0], &states::no_duchies_left());
    h.get_by_label("End of round 2: Copper or Silver, then it takes a Province");
    see(&h, "It will take a Province (12 left now).");
    not_see(&h, "and a Duchy");
}

#[test]
fn the_step_line_in_the_fleet_round_agrees_with_the_supply_r18() {
    let (h, _dir) = harness_with([1280.0, 800.0], &states::fleet_round());
    h.get_by_label(
        "Fleet round 6, then the automa's last step: Copper or Silver; there is nothing left for it to take",
    );
    not_see(&h, "and a Duchy");
    not_see(&h, "takes a Duchy");
}

#[test]
fn the_step_line_says_the_game_ends_with_this_turn_r16() {
    let (h, _dir) = harness_with([1280.0, 800.0], &states::ends_this_turn());
    h.get_by_label("The game ends when this turn ends: the Province pile is empty");
    not_see(&h, "End of round 11");
}

#[test]
fn a_shared_hex_is_shown_large_with_its_effect_r20_r23() {
    let (h, _dir) = harness_with([1280.0, 800.0], &states::shared_hex_received());
    h.get_by_label("Alex receives Misery");
    let misery = coop_automa::modes::coop::Hex::Misery;
    see(&h, &coop_automa::app::coop::words::hex_summary(misery));
    see(&h, &coop_automa::app::coop::words::hex_details(misery));
}

#[test]
fn locusts_coop_rule_is_on_screen_with_the_hex_r22() {
    let (h, _dir) = harness_with([1280.0, 800.0], &states::locusts());
    h.get_by_label("Hex: Locusts");
    see(
        &h,
        "Coop rule: a Victory card it would trash may go to your discard pile instead",
    );
}

#[test]
fn the_last_card_of_the_fleet_round_is_shown_at_game_over_r18_r13_3() {
    let (h, _dir) = harness_with([1280.0, 800.0], &states::fleet_over());
    h.get_by_label("The automa's last step");
    see(&h, "Revealed card: Silver");
    see(&h, "the Silver has no effect");
    // R13.3: the card itself says it, where the eye is.
    see(&h, ": no effect)");
}

#[test]
fn notices_move_no_button() {
    let (mut h, _dir) = harness_with([1024.0, 600.0], &states::no_duchies_left());
    let rects = |h: &Harness<'_, App>| {
        [
            "End Alex's turn",
            "Put a Province back",
            "Alex took a Province",
        ]
        .map(|l| h.get_by_label(l).rect())
    };
    let ctx = h.ctx.clone();
    h.state_mut().handle(Msg::DismissNotice, &ctx);
    h.run();
    let before = rects(&h);
    // An undo notice, then a refusal: both float, nothing moves.
    h.get_by_label("Attack played (automa −1 point)").click();
    h.run();
    h.get_by_label("Undo: Attack played").click();
    h.run();
    see(&h, "Undone: Attack played");
    assert_eq!(rects(&h), before, "after an undo notice");
    let ctx = h.ctx.clone();
    h.state_mut().handle(
        Msg::Apply(
            coop_automa::modes::coop::Action::ReturnState {
                seat: coop_automa::modes::coop::Seat::First,
            }
            .into(),
        ),
        &ctx,
    );
    h.run();
    h.get_by_label("Dismiss");
    assert_eq!(rects(&h), before, "after a refusal");
}

#[test]
fn space_on_the_verdict_does_not_start_a_new_game() {
    let saves = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let dir = common::temp_dir("verdict");
    let options = Options {
        data_dir: Some(dir),
        open: Some(saves.join("finished-with-score.ron")),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    assert!(game(&h).score().is_some());
    h.key_press(egui::Key::Space);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(
        h.state().game::<coop_automa::modes::coop::Coop>().is_some(),
        "the verdict stays on screen"
    );
}

/// Saves a named game through the app and goes back to the setup screen.
fn with_a_named_save(h: &mut Harness<'_, App>, name: &str) {
    let ctx = h.ctx.clone();
    let setup = coop_automa::app::SetupForm::default().to_setup().unwrap();
    h.state_mut().handle(Msg::Start(setup.into()), &ctx);
    h.run();
    h.get_by_label("End Alex's turn").click();
    h.run();
    // (In the Menu of a short window: the message its button sends.)
    h.state_mut()
        .handle(Msg::Library(coop_automa::app::LibraryAsk::OpenSaveAs), &ctx);
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
        .handle(Msg::Library(coop_automa::app::LibraryAsk::OpenSaveAs), &ctx);
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
        .handle(Msg::Start(setup.to_setup().unwrap().into()), &ctx);
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
        .handle(Msg::Start(setup.to_setup().unwrap().into()), &ctx);
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
    h.state_mut().handle(Msg::Start(setup.into()), &ctx);
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
    let slot = h.state().autosave_path().unwrap().to_owned();
    assert_eq!(slot.parent(), Some(dir.join("games").as_path()));
    h.get_by_label("End Bea's turn").click();
    h.run();
    drop(h);
    let h = build(&options);
    see(&h, "(in progress)");
    not_see(&h, "(left unfinished)");
}

#[test]
fn the_log_and_undo_name_the_player_who_took_a_card_during_their_turn() {
    let (h, _dir) = harness_with([1280.0, 800.0], &states::no_duchies_left());
    see(&h, "Alex took a Duchy (1 left).");
    see(&h, "Alex took a Duchy (0 left).");
    not_see(&h, "A player took");
    h.get_by_label("Undo: Alex took a Duchy");
}

#[test]
fn one_dialog_at_a_time() {
    let (mut h, _dir) = harness_with([1280.0, 800.0], &states::no_duchies_left());
    let ctx = h.ctx.clone();
    h.state_mut()
        .handle(Msg::Library(coop_automa::app::LibraryAsk::OpenSaveAs), &ctx);
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
        h.state().game::<coop_automa::modes::coop::Coop>().is_some(),
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
        .handle(Msg::Library(coop_automa::app::LibraryAsk::OpenSaveAs), &ctx);
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
        .handle(Msg::Library(coop_automa::app::LibraryAsk::ShowSaves), &ctx);
    h.run();
    inside(&h, "Close", "saved games at zoom 2");
}

#[test]
fn the_setup_and_results_screens_fit_at_1024x600_zoom_2() {
    let (mut h, _dir) = app_at([1024.0, 600.0]);
    zoom(&mut h, 2.0);
    inside(&h, "Start the game", "setup at zoom 2");
    inside(&h, "Player 1 name", "setup at zoom 2");
    let field = h.get_by_label("Player 1 name").rect();
    assert!(
        field.width() > 150.0,
        "the name field keeps its width: {field:?}"
    );
    let ctx = h.ctx.clone();
    h.state_mut()
        .handle(Msg::Results(coop_automa::app::ResultsAsk::Show), &ctx);
    h.run();
    inside(&h, "Back", "results at zoom 2");
    inside(&h, "Export to CSV file", "results at zoom 2");
    inside(&h, "Export", "results at zoom 2");
}

#[test]
fn more_below_shows_when_a_column_is_cut_and_scrolls_it_on() {
    // A short window at its largest text (issue 42: 1024 x 600 holds no larger than its own).
    let (mut h, _dir) = harness_with([1024.0, 600.0], &states::locusts());
    zoom(&mut h, 2.0);
    let tab = h
        .query_all_by_label("More below: scroll down")
        .next()
        .expect("a column is cut: it says so");
    let tab_rect = tab.rect();
    assert!(h.ctx.content_rect().contains_rect(tab_rect));
    // A line of the column the tab is under: the lowest one above it.
    let in_column = |r: egui::Rect| {
        (r.center().x - tab_rect.center().x).abs() < 120.0 && r.bottom() < tab_rect.top()
    };
    let line = h
        .query_all_by(|n| n.label().or(n.value()).is_some())
        .filter(|n| in_column(n.rect()))
        .max_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .expect("a line in the column");
    let node = line.accesskit_node();
    let (text, before) = (node.label().or(node.value()).unwrap(), line.rect());
    tab.click();
    h.run();
    h.run();
    let after = h
        .query_all_by(|n| n.label().or(n.value()).as_deref() == Some(text.as_str()))
        .next()
        .expect("the line is still there")
        .rect();
    assert!(
        after.top() < before.top() - 20.0,
        "the column scrolled on: {text:?} {before:?} -> {after:?}"
    );
}

/// The mode tabs never move when games wait under Resume, and "Yes, forget it" never sits
/// where "Forget" was pressed.
#[test]
fn the_mode_tabs_stay_put_and_forget_is_answered_away_from_the_finger() {
    use coop_automa::app::ModeAction;
    let dir = common::temp_dir("tabs-stay");
    let options = Options {
        data_dir: Some(dir.clone()),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1024.0, 600.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    let tab = "Duel: 2 to 4 players, life points";
    let empty = h.get_by_label(tab).rect();
    let ctx = h.ctx.clone();
    for names in [["Ann", "Ben"], ["Cat", "Dan"], ["Eve", "Fay"]] {
        let form = coop_automa::app::SetupForm {
            names: names.map(String::from),
            ..Default::default()
        };
        h.state_mut()
            .handle(Msg::Start(form.to_setup().unwrap().into()), &ctx);
        h.run();
        h.state_mut().handle(
            Msg::Apply(ModeAction::from(coop_automa::modes::coop::Action::EndTurn)),
            &ctx,
        );
        h.state_mut().handle(Msg::NewGame, &ctx);
        h.state_mut().handle(Msg::ConfirmNewGame, &ctx);
        h.run();
        assert_eq!(h.get_by_label(tab).rect(), empty, "the tab moved");
    }
    assert_eq!(h.query_all_by_label_contains("Resume: ").count(), 3);
    let forget = h.query_all_by_label("Forget").next().unwrap().rect();
    h.query_all_by_label("Forget").next().unwrap().click();
    h.run();
    let yes = h.get_by_label("Yes, forget it").rect();
    assert!(
        !yes.intersects(forget),
        "{yes:?} is where Forget was, {forget:?}"
    );
    assert_eq!(h.get_by_label(tab).rect(), empty);
}

/// A fresh table offers the same names in the same seats in every mode.
#[test]
fn every_mode_offers_the_same_names_in_the_same_seats() {
    use coop_automa::app::ModeId;
    let options = Options {
        data_dir: Some(common::temp_dir("same-names")),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1024.0, 600.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    let value = |h: &Harness<'_, App>, label: &str| h.get_by_label(label).value();
    assert_eq!(value(&h, "Player 1 name").as_deref(), Some("Alex"));
    assert_eq!(value(&h, "Player 2 name").as_deref(), Some("Bea"));
    let ctx = h.ctx.clone();
    h.state_mut().handle(Msg::ChooseMode(ModeId::Duel), &ctx);
    h.run();
    assert_eq!(value(&h, "Player 1's name").as_deref(), Some("Alex"));
    assert_eq!(value(&h, "Player 2's name").as_deref(), Some("Bea"));
    assert_eq!(value(&h, "Player 3's name").as_deref(), Some("Cam"));
    h.get_by_label("Add a player").click();
    h.run();
    assert_eq!(value(&h, "Player 4's name").as_deref(), Some("Dee"));
}

/// In every mode the start button stands where the big button will be, the same size: one
/// place to look and to tap, from the setup to the end.
#[test]
fn the_start_button_stands_where_the_big_button_will_be_in_every_mode() {
    use coop_automa::app::ModeId;
    for size in [[1024.0, 600.0], [1920.0, 1080.0], [390.0, 844.0]] {
        let options = Options {
            data_dir: Some(common::temp_dir("start-place")),
            ..Options::default()
        };
        let mut h = HarnessBuilder::default()
            .with_size(size)
            .build_eframe(move |_cc| App::new(&options, Instant::now()));
        h.run();
        let ctx = h.ctx.clone();
        for (mode, start, big) in [
            (ModeId::Coop, "Start the game", "End Alex's turn"),
            (ModeId::Pyramid, "Deal the pyramid", "Start turn 1"),
            (ModeId::Duel, "Start the Duel", "End Alex's turn 1"),
        ] {
            h.state_mut().handle(Msg::ChooseMode(mode), &ctx);
            h.run();
            let before = h.get_by_label(start).rect();
            h.get_by_label(start).click();
            h.run();
            let after = h.get_by_label(big).rect();
            assert!(
                (before.min - after.min).length() < 1.0
                    && (before.size() - after.size()).length() < 1.0,
                "{size:?} {mode:?}: {start} at {before:?}, {big} at {after:?}"
            );
            h.state_mut().handle(Msg::NewGame, &ctx);
            h.state_mut().handle(Msg::ConfirmNewGame, &ctx);
            h.run();
        }
    }
}

/// Issue 33: the revealed card keeps its size while its column scrolls (on a phone it
/// shrank as the page went down, so what was below jumped under the finger), at a phone's
/// size and a laptop's.
#[test]
fn the_revealed_card_keeps_its_size_while_the_page_scrolls() {
    for size in [[390.0, 844.0], [1024.0, 600.0]] {
        let (mut h, _dir) = harness_with(size, &states::silver_took_province());
        let card = |h: &Harness<'_, App>| {
            h.query_all_by_label_contains("Revealed card: ")
                .next()
                .expect("the revealed card")
                .rect()
        };
        let before = card(&h);
        // The card's column scrolled down to what ends it (the States on a laptop, the
        // supply's last button on a phone).
        let end = if size[0] < 600.0 {
            "Another supply pile is empty"
        } else {
            "Discard pile (1)"
        };
        h.get_by_label(end).scroll_to_me();
        h.run();
        h.run();
        let after = card(&h);
        assert!(
            after.top() < before.top() - 20.0,
            "{size:?}: the page did not scroll ({before:?} then {after:?})"
        );
        assert!(
            (after.width() - before.width()).abs() < 0.5
                && (after.height() - before.height()).abs() < 0.5,
            "{size:?}: the card changed size while scrolling: {before:?} then {after:?}"
        );
    }
}

/// A coop game in round 3 with both turns ended: the automa's step reveals a Hex.
fn hex_due() -> Game {
    let mut g = common::stacked(
        common::setup(8, 0),
        &[],
        &[coop_automa::modes::coop::Hex::Locusts],
    );
    common::play_to_round(&mut g, 3);
    common::both_turns(&mut g);
    assert_eq!(g.phase(), Phase::AutomaDue);
    g
}

/// Scrolls every scrolling column under the pointer at `at` to its end, by the wheel.
fn scroll_down(h: &mut Harness<'_, App>, at: egui::Pos2) {
    h.event(egui::Event::PointerMoved(at));
    for _ in 0..6 {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -2000.0),
            modifiers: egui::Modifiers::NONE,
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
        });
        h.run_steps(8);
    }
}

/// What the table must do now (the last question drawn: a Hex's instruction) whole in view,
/// and every question ("Hex: Locusts" too) where the column holds them all.
fn questions_in_view(h: &Harness<'_, App>, when: &str) {
    let marks = coop_automa::app::seen::marks(&h.ctx);
    let questions: Vec<_> = marks.iter().filter(|m| m.what == "question").collect();
    let last = questions.last().expect("a question is asked");
    assert!(
        last.whole,
        "{when}: {:?} is out of view at {:?}",
        last.text, last.rect
    );
    let span = questions
        .iter()
        .map(|q| q.rect)
        .reduce(|a, b| a.union(b))
        .unwrap();
    if span.height() < 0.5 * h.ctx.content_rect().height() {
        for q in &questions {
            assert!(
                q.whole,
                "{when}: {:?} is out of view at {:?}",
                q.text, q.rect
            );
        }
    }
}

/// Issue 42: a Hex revealed at a TV's largest text, and on a phone whose page was scrolled
/// to its end, has its title and its instruction in view (they were below the fold, or
/// above the view).
#[test]
fn a_hex_revealed_is_in_view_on_a_tv_at_the_largest_text_and_on_a_scrolled_phone() {
    for (size, user_zoom) in [
        ([1920.0, 1080.0], 2.0),
        ([390.0, 844.0], 1.0),
        ([1024.0, 600.0], 2.0),
    ] {
        let (mut h, _dir) = harness_with(size, &hex_due());
        zoom(&mut h, user_zoom);
        let middle = h.ctx.content_rect().center();
        scroll_down(&mut h, middle);
        let ctx = h.ctx.clone();
        h.state_mut().handle(
            Msg::Apply(coop_automa::modes::coop::Action::AutomaStep.into()),
            &ctx,
        );
        h.run();
        questions_in_view(&h, &format!("at {size:?}, text size {user_zoom}"));
    }
}

/// Issue 42: on a phone whose page was scrolled down to the log, the game's end brings the
/// fields to enter the points in into view (the page stayed on the log).
#[test]
fn the_points_fields_come_into_view_when_the_game_ends_on_a_scrolled_phone() {
    let (mut h, _dir) = harness_with([390.0, 844.0], &states::ends_this_turn());
    let middle = h.ctx.content_rect().center();
    scroll_down(&mut h, middle);
    let ctx = h.ctx.clone();
    h.state_mut().handle(
        Msg::Apply(coop_automa::modes::coop::Action::EndTurn.into()),
        &ctx,
    );
    h.run();
    assert!(
        h.state()
            .game::<coop_automa::modes::coop::Coop>()
            .unwrap()
            .is_over()
    );
    let window = h.ctx.content_rect();
    let fields: Vec<_> = h
        .query_all_by(|n| n.role() == egui::accesskit::Role::TextInput)
        .map(|n| n.rect())
        .collect();
    assert_eq!(fields.len(), 2, "both players' fields: {fields:?}");
    for f in fields {
        assert!(
            window.contains_rect(f),
            "a points field at {f:?} is out of the window {window:?}"
        );
    }
}

/// Issue 42: one scroll per phone screen. A drag (here the wheel) over the log moves the
/// page: the log scrolled within itself took the page's drag, so the finger could not get
/// back up.
#[test]
fn on_a_phone_the_log_scrolls_with_the_page_not_by_itself() {
    let (mut h, _dir) = harness_with([390.0, 844.0], &states::long_game());
    let middle = h.ctx.content_rect().center();
    scroll_down(&mut h, middle);
    let title = |h: &Harness<'_, App>| h.get_by_label("Log").rect();
    let before = title(&h);
    let line = h
        .query_all_by(|n| n.role() == egui::accesskit::Role::Label)
        .map(|n| n.rect())
        .rfind(|r| r.top() > before.bottom() && r.bottom() < h.ctx.content_rect().bottom() - 120.0)
        .expect("a line of the log in view");
    h.event(egui::Event::PointerMoved(line.center()));
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, 200.0),
        modifiers: egui::Modifiers::NONE,
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Wheel,
    });
    h.run_steps(8);
    let after = title(&h);
    assert!(
        after.top() > before.top() + 100.0,
        "the page moved down under the finger: the log's title {before:?} -> {after:?}"
    );
}

/// Issue 42: when the pyramid's AI scores, the cards to tap light up in view, on a phone lying
/// down and on a laptop whose column was scrolled away. (A TV at its largest text gives the
/// pyramid's column less height than the pyramid takes: left for the layout's own issue.)
#[test]
fn the_pyramid_s_lit_cards_are_in_view_when_the_ai_scores() {
    use coop_automa::modes::pyramid::{Action, Buy, Level, Mix, PyramidGame, Setup};
    for (size, user_zoom) in [([844.0, 390.0], 1.0), ([1280.0, 800.0], 1.0)] {
        let mut g = PyramidGame::new(Setup::new(Level::Normal, Mix::A, Some(5))).unwrap();
        g.apply(Action::StartTurn { outpost: false }).unwrap();
        let (mut h, _dir) = common::opened("pyramid-lit", "lit.ron", &g, size);
        zoom(&mut h, user_zoom);
        let middle = h.ctx.content_rect().center();
        scroll_down(&mut h, egui::pos2(middle.x * 0.5, middle.y));
        let ctx = h.ctx.clone();
        h.state_mut().handle(
            Msg::Apply(Action::Buy(Buy::Platinum { overpay: 0 }).into()),
            &ctx,
        );
        // (The lit cards fade in for half a second: `settle`.)
        h.run_steps(40);
        let marks = coop_automa::app::seen::marks(&h.ctx);
        let lit: Vec<_> = marks
            .iter()
            .filter(|m| m.what == "answer" && matches!(m.state, "on" | "wait"))
            .collect();
        assert!(!lit.is_empty(), "at {size:?}: the AI scores: {marks:?}");
        for m in lit {
            assert!(
                m.whole,
                "at {size:?}: the lit {:?} is out of view at {:?}",
                m.text, m.rect
            );
        }
    }
}

/// Issue 42: the last card revealed is read whole, at body size, however short the column:
/// at a TV's largest text it had shrunk with the room of the large card to a chip reading
/// "Si…".
#[test]
fn r3_the_last_card_revealed_reads_whole_in_a_short_column() {
    for (size, larger) in [
        ([1920.0, 1080.0], 8),
        ([1024.0, 600.0], 0),
        ([1280.0, 800.0], 0),
    ] {
        let h = common::ui::save_at("past-card", "first-game-round-7.ron", size, larger);
        let painted = coop_automa::app::painted::painted(&h.ctx);
        let card = painted
            .iter()
            .find(|p| p.text == "Silver")
            .unwrap_or_else(|| panic!("{size:?}: the last card is painted"));
        assert!(
            !card.elided && card.size >= 18.0,
            "{size:?} +{larger}: the last card reads {:?} at {} pt (cut: {})",
            card.text,
            card.size,
            card.elided
        );
    }
}
