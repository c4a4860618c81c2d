//! The coop's screen, second pass (issue 13's leftovers): a refusal of the points typed goes
//! as soon as they change, Esc leaves the Results screen, the empty piles are counted in
//! words.

use crate::common;
use coop_automa::modes::coop::CoopSession;

use common::states;
use coop_automa::app::{App, Options};
use eframe::egui;
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, HarnessBuilder};
use std::path::Path;
use std::time::Instant;

fn opened(file: &Path, size: [f32; 2]) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(common::temp_dir("second-pass")),
        open: Some(file.to_owned()),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    h
}

fn example(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(name)
}

fn says(h: &Harness<'_, App>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn r19_a_refusal_of_the_points_goes_when_they_are_typed_again() {
    let mut h = opened(&example("finished-with-score.ron"), [1280.0, 800.0]);
    h.get_by_label("Undo: Final points: Alex 29, Bea 24")
        .click();
    h.run();
    h.get_by_label("Enter final points").click();
    h.run();
    assert!(
        says(&h, "Type Alex's points first."),
        "refused, and said why"
    );
    h.get_by_label("Alex's points").click();
    h.run();
    h.get_by_label("Alex's points").type_text("3");
    h.run();
    assert!(
        !says(&h, "Type Alex's points first."),
        "the old refusal is gone once the points change"
    );
}

#[test]
fn esc_leaves_the_results_screen() {
    let mut h = opened(&example("first-game-round-7.ron"), [1280.0, 800.0]);
    h.get_by_label("Results").click();
    h.run();
    assert!(
        h.query_by_label("Back").is_some(),
        "the Results screen is open"
    );
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("Back").is_none(), "Esc left it");
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_some(),
        "back to the game"
    );
}

#[test]
fn r16_the_empty_piles_are_counted_in_words() {
    let h = opened(&example("first-game-round-7.ron"), [1280.0, 800.0]);
    assert!(says(&h, "0 supply piles empty (3 end the game)"));
    assert!(!says(&h, "of 3"));
}

#[test]
fn r14_a_player_who_blocked_the_hex_is_a_tick_whose_words_and_width_never_change() {
    let dir = common::temp_dir("blocked");
    let file = dir.join("locusts.ron");
    std::fs::write(
        &file,
        coop_automa::store::to_ron(&states::locusts(), "blocked", None, 0).unwrap(),
    )
    .unwrap();
    let mut h = opened(&file, [1280.0, 800.0]);
    let label = "Bea blocked it (Moat, Lighthouse)";
    let before = h.get_by_label(label).rect();
    h.get_by_label(label).click();
    h.run();
    let game = h
        .state()
        .table()
        .game::<coop_automa::modes::coop::Coop>()
        .unwrap();
    let coop_automa::modes::coop::Phase::Resolving(_) = game.phase() else {
        panic!("still resolving the Hex")
    };
    let after = h.get_by_label(label).rect();
    assert_eq!(
        before.width(),
        after.width(),
        "the tick does not move anything"
    );
    assert_eq!(before.min, after.min);
    let game = h
        .state()
        .table()
        .game::<coop_automa::modes::coop::Coop>()
        .unwrap();
    assert!(
        coop_automa::app::coop::words::step_words(game, true).is_some_and(|l| l.contains("Bea"))
    );
}

/// The Hex's box speaks to the players it reaches: both, the one who did not block it, or
/// nobody; the line under it waits for them alone.
#[test]
fn r14_the_hex_box_names_only_the_players_it_reaches() {
    let dir = common::temp_dir("blocked-words");
    let file = dir.join("locusts.ron");
    std::fs::write(
        &file,
        coop_automa::store::to_ron(&states::locusts(), "blocked-words", None, 0).unwrap(),
    )
    .unwrap();
    let mut h = opened(&file, [1280.0, 800.0]);
    let starts = |h: &Harness<'_, App>, start: &str| {
        h.query_all_by(|n| {
            [n.label(), n.value()]
                .into_iter()
                .flatten()
                .any(|text| text.starts_with(start))
        })
        .next()
        .is_some()
    };
    assert!(starts(&h, "Each player: "));
    assert!(says(&h, "When both players have followed it, press"));
    h.get_by_label("Bea blocked it (Moat, Lighthouse)").click();
    h.run();
    assert!(!starts(&h, "Each player: "), "Bea blocked it");
    assert!(starts(&h, "Alex only: "));
    assert!(!starts(&h, "Bea only: "));
    assert!(says(&h, "When Alex has followed it, press"));
    assert!(!says(&h, "When both players"));
    h.get_by_label("Alex blocked it (Moat, Lighthouse)").click();
    h.run();
    assert!(says(&h, "Nobody follows it: both players blocked it."));
    assert!(!starts(&h, "Alex only: "));
    assert!(!starts(&h, "Each player: "));
}

#[test]
fn r19_the_score_has_no_token_line_when_the_automa_has_no_token() {
    use coop_automa::modes::coop::Action;
    let mut game = states::ends_this_turn();
    while let Some(action) = game.primary_action() {
        game.apply(action).unwrap();
    }
    game.apply(Action::FinalPoints { points: [40, 35] })
        .unwrap();
    assert_eq!(game.tokens(), 0, "no Attack was played");
    let dir = common::temp_dir("no-tokens");
    let file = dir.join("over.ron");
    std::fs::write(
        &file,
        coop_automa::store::to_ron(&game, "no-tokens", None, 0).unwrap(),
    )
    .unwrap();
    let h = opened(&file, [1280.0, 800.0]);
    assert!(says(&h, "Automa's total"), "the score is on screen");
    assert!(!says(&h, "0 tokens"), "no '0 tokens × −1' line");
}

#[test]
fn r14_at_1024x600_zoomed_in_the_hex_questions_are_in_the_window() {
    let dir = common::temp_dir("hex-small");
    let file = dir.join("locusts.ron");
    std::fs::write(
        &file,
        coop_automa::store::to_ron(&states::locusts(), "hex-small", None, 0).unwrap(),
    )
    .unwrap();
    let mut h = opened(&file, [1024.0, 600.0]);
    for _ in 0..5 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
        h.run();
    }
    let window = h.ctx.content_rect();
    for label in [
        "Alex blocked it (Moat, Lighthouse)",
        "Bea blocked it (Moat, Lighthouse)",
    ] {
        let r = h.get_by_label(label).rect();
        assert!(
            window.contains_rect(r),
            "{label:?} at {r:?} is outside the window {window:?}"
        );
    }
}

#[test]
fn r5_the_setup_checklist_of_a_ready_kingdom_starts_in_view() {
    let dir = common::temp_dir("setup-view");
    let options = Options {
        data_dir: Some(dir),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1024.0, 600.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    let window = h.ctx.content_rect();
    let heading = h.get_by_label("Set up the table").rect();
    assert!(
        window.contains_rect(heading),
        "the checklist's heading at {heading:?} is below the fold of {window:?}"
    );
}
