//! The coop's screen at the table (issue 13): everything important inside the window at
//! every size and zoom, every sentence true to the state, revealed cards shown large,
//! dialogs that fit and close, notices that move nothing, and Resume entries that say what
//! they are. Driven through accessible labels, like tests/all/ui/.

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

mod dialogs;
mod in_view;

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
        .table()
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
        Msg::apply(coop_automa::modes::coop::Action::ReturnState {
            seat: coop_automa::modes::coop::Seat::First,
        }),
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
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_some(),
        "the verdict stays on screen"
    );
}

#[test]
fn the_log_and_undo_name_the_player_who_took_a_card_during_their_turn() {
    let (h, _dir) = harness_with([1280.0, 800.0], &states::no_duchies_left());
    see(&h, "Alex took a Duchy (1 left).");
    see(&h, "Alex took a Duchy (0 left).");
    not_see(&h, "A player took");
    h.get_by_label("Undo: Alex took a Duchy");
}
