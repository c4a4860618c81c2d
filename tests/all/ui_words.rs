//! Issue 13's words and marks on screen, driven through the accessible labels: the setup
//! screen's list and checklist, the results plot's marks.

use crate::common;

use coop_automa::app::{App, Options};
use coop_automa::modes::coop::{CoopResult, PlayerResult};
use coop_automa::store::{mode_results_path, record_result};
use eframe::egui;
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, HarnessBuilder};
use std::time::{Duration, Instant};

fn harness_in(dir: &std::path::Path) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()))
}

/// Clicks the button or list item labelled `label`, scrolling it into view first.
fn click(h: &mut Harness<'_, App>, label: &str) {
    let clickable = |role| {
        matches!(
            role,
            egui::accesskit::Role::Button
                | egui::accesskit::Role::CheckBox
                | egui::accesskit::Role::ListBoxOption
        )
    };
    h.get_by(|n| n.label().as_deref() == Some(label) && clickable(n.role()))
        .scroll_to_me();
    h.run();
    h.get_by(|n| n.label().as_deref() == Some(label) && clickable(n.role()))
        .click();
    h.run();
}

/// The screen rectangle of the (first) button or list item whose label starts with `start`.
fn item_rect(h: &Harness<'_, App>, start: &str) -> egui::Rect {
    h.get_by(|n| {
        matches!(
            n.role(),
            egui::accesskit::Role::Button | egui::accesskit::Role::ListBoxOption
        ) && n.label().is_some_and(|l| l.starts_with(start))
    })
    .rect()
}

#[test]
fn custom_kingdom_is_first_in_the_kingdom_list() {
    let mut h = harness_in(&common::temp_dir("words-custom"));
    h.run();
    let custom = item_rect(&h, "Custom kingdom");
    let first_game = item_rect(&h, "First Game");
    assert!(
        custom.top() < first_game.top(),
        "Custom kingdom at {custom:?}, First Game at {first_game:?}"
    );
}

/// A justified column gives every line the column's whole width and stretches a short line
/// letter by letter ("P u t  2  D e l u d e d"); left-aligned lines are as wide as their text.
#[test]
fn the_setup_checklist_is_left_aligned_not_justified() {
    let mut h = harness_in(&common::temp_dir("words-checklist"));
    h.run();
    // A label's text is its accessible value.
    let lines: Vec<egui::Rect> = h
        .query_all_by(|n| {
            n.role() == egui::accesskit::Role::Label
                && n.value().is_some_and(|l| l.starts_with("• "))
        })
        .map(|n| n.rect())
        .collect();
    assert!(lines.len() >= 5, "the checklist has {} lines", lines.len());
    let left = lines.iter().map(|r| r.left()).fold(f32::MAX, f32::min);
    for r in &lines {
        assert!(
            (r.left() - left).abs() < 1.0,
            "every line starts at the left: {r:?}"
        );
    }
    let widest = lines.iter().map(|r| r.width()).fold(0.0, f32::max);
    let narrowest = lines.iter().map(|r| r.width()).fold(f32::MAX, f32::min);
    assert!(
        widest - narrowest > 10.0,
        "every line is {widest} wide: the column is justified"
    );
}

fn lost_game() -> CoopResult {
    let player = |name: &str, points: i32| PlayerResult {
        name: name.into(),
        points,
        states: Vec::new(),
        total: points,
    };
    CoopResult {
        game_id: "lost".into(),
        date: 1_700_000_000,
        kingdom: Some("First Game".into()),
        provinces: 12,
        duchies: 4,
        colonies: false,
        fleet: false,
        shared_hexes: false,
        rounds: 14,
        ended: "the Province pile is empty".into(),
        players: [player("Alex", 20), player("Bea", 10)],
        automa_duchies: 4,
        automa_provinces: 2,
        automa_colonies: 0,
        automa_tokens: 3,
        automa_score: 33,
        humans_score: 30,
        humans_win: false,
        table: String::new(),
    }
}

/// The only point of a one-game log is not under a legend box, and what the caption says
/// is how the point is drawn (a lost game: a red cross, not a dot).
#[test]
fn the_results_plot_has_a_caption_of_its_marks_and_no_legend_over_them() {
    let dir = common::temp_dir("words-results");
    record_result(&mode_results_path::<CoopResult>(&dir), &lost_game()).unwrap();
    let mut h = harness_in(&dir);
    click(&mut h, "Results");
    // The log is read in the background: wait for it (on a busy machine too); the plots are
    // under "Figures".
    let deadline = Instant::now() + Duration::from_secs(60);
    while h.query_by_label("Figures").is_none() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
        h.run();
    }
    click(&mut h, "Figures");
    h.get_by_label("Green dots: games won. Red crosses: games lost (a tie is a loss).");
    // egui_plot's legend draws each entry as a check box named after its series.
    for series in ["won", "lost"] {
        assert!(
            h.query_by(|n| n.role() == egui::accesskit::Role::CheckBox
                && n.label().as_deref() == Some(series))
                .is_none(),
            "a legend entry {series:?} covers the plot"
        );
    }
}

/// The help of every other mode never speaks of an automa: only the coop has one.
#[test]
fn only_the_coops_help_speaks_of_the_automa() {
    use coop_automa::app::ModeId;
    coop_automa::app::i18n::set(coop_automa::app::i18n::Lang::En, None);
    let coop = ModeId::Coop;
    for &mode in ModeId::ALL.iter().filter(|m| **m != coop) {
        for command in mode.commands() {
            let words = command.tooltip_in(&mode.primary_help());
            assert!(!words.contains("automa"), "{mode:?}: {command:?}: {words}");
        }
    }
    assert!(
        coop.commands()
            .any(|c| c.tooltip_in(&coop.primary_help()).contains("automa"))
    );
}
