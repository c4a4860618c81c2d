//! A phone held upright (issue 11): 390 x 844 points, the size of a common phone's browser
//! window. Every mode's screen is one column at a readable zoom, the big button and the
//! buttons a turn needs are inside the window and at least 44 points tall, and the start
//! screen's Start button too.

mod common;

use coop_automa::app::{App, Options};
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, HarnessBuilder};
use std::path::PathBuf;
use std::time::Instant;

const PHONE: [f32; 2] = [390.0, 844.0];

fn phone(tag: &str, open: Option<&str>) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(common::temp_dir(tag)),
        open: open.map(|f| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(f)),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size(PHONE)
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    // The zoom settles over the first frames.
    for _ in 0..4 {
        h.run();
    }
    h
}

/// The node whose label starts with `start`, inside the window and a 44-point target.
fn reachable(h: &Harness<'_, App>, start: &str) {
    let window = h.ctx.content_rect();
    let node = h.get_by(|n| n.label().is_some_and(|l| l.starts_with(start)));
    let r = node.rect();
    assert!(
        window.contains_rect(r),
        "{start:?} at {r:?} is outside the phone's window {window:?}"
    );
    assert!(
        r.height() >= 44.0,
        "{start:?} is {} points tall",
        r.height()
    );
}

/// The zoom a phone's window gets: body text (22 points at zoom 1) at least 17 pixels.
/// (Asked of the fit itself: the test harness keeps its window's size in points, so its
/// zoom follows the frames' history rather than the window.)
fn readable(_h: &Harness<'_, App>) {
    let zoom = coop_automa::app::fit_zoom(PHONE.into(), 1.0);
    assert!(
        zoom >= 0.8,
        "a phone draws at zoom {zoom}: the text is too small"
    );
}

#[test]
fn the_coop_on_a_phone_is_one_column_with_the_big_button_in_reach() {
    let h = phone("phone-coop", Some("saves/first-game-round-7.ron"));
    readable(&h);
    reachable(&h, "End Alex's turn");
    reachable(&h, "Undo");
    // One column: the automa's points and the prompt's heading one above the other, at the
    // same left edge (three columns would put them side by side).
    let automa = h.get_by_label("Automa").rect();
    let prompt = h.get_by_label("During the turn").rect();
    assert!(prompt.min.y > automa.max.y, "{automa:?} {prompt:?}");
    assert!(
        (prompt.min.x - automa.min.x).abs() < 30.0,
        "{automa:?} {prompt:?}"
    );
    // The supply too (two columns would put it beside them).
    let supply = h.get_by_label("Supply").rect();
    assert!(supply.min.y > prompt.max.y, "{prompt:?} {supply:?}");
    assert!(
        (supply.min.x - automa.min.x).abs() < 30.0,
        "{automa:?} {supply:?}"
    );
}

#[test]
fn the_pyramid_on_a_phone_keeps_its_big_button_in_reach() {
    let h = phone("phone-pyr", Some("saves/pyramid-turn-3.ron"));
    readable(&h);
    reachable(&h, "End turn 3");
}

#[test]
fn the_duel_on_a_phone_keeps_draws_end_turn_and_the_supply_report_in_reach() {
    let mut h = phone("phone-duel", Some("saves/duel-cams-turn.ron"));
    readable(&h);
    for label in [
        "End Cam's turn 1",
        "Alex draws a curse",
        "Bea draws a curse",
        "Cam draws a curse",
    ] {
        reachable(&h, label);
    }
    // The report's switch moves atop the changes, and still goes with End turn.
    h.get_by_label("Province pile empty").click();
    h.run();
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with("End Cam's turn 1")))
        .click();
    h.run();
    assert!(
        h.state()
            .game::<coop_automa::modes::duel::Duel>()
            .unwrap()
            .is_over()
    );
}

#[test]
fn the_start_screen_on_a_phone_keeps_start_in_reach() {
    let mut h = phone("phone-start", None);
    readable(&h);
    reachable(&h, "Start the game");
    h.get_by_label("Duel: 2 to 4 players, life points").click();
    h.run();
    h.run();
    reachable(&h, "Start the Duel");
}

/// The coop's score at the end, term by term: every figure inside the phone's width (the
/// two columns stand one under the other), the automa's total whole.
#[test]
fn r19_the_coop_score_is_whole_on_a_phone() {
    let h = phone("phone-score", Some("saves/finished-with-score.ron"));
    let window = h.ctx.content_rect();
    for text in [
        "Players' total",
        "Automa's total (at least 0)",
        "2 Provinces × 6",
    ] {
        let nodes: Vec<_> = h
            .query_all_by(|n| {
                [n.label(), n.value()]
                    .into_iter()
                    .flatten()
                    .any(|t| t == text)
            })
            .collect();
        assert!(!nodes.is_empty(), "{text:?} is not on screen");
        for node in nodes {
            let r = node.rect();
            assert!(
                r.max.x <= window.max.x + 0.5 && r.min.x >= window.min.x - 0.5,
                "{text:?} at {r:?} leaves the window {window:?}"
            );
        }
    }
}

/// On a phone the players are rows with "Draw a curse" at the right: what each row says
/// beside the big number (its unit, what was drawn last) stays inside the row, clear of the
/// draw buttons and of the next row. A label cut by the button or by the row's edge fails.
#[test]
fn the_duel_on_a_phone_keeps_each_rows_words_inside_it() {
    use egui_kittest::kittest::NodeT;
    let h = phone("phone-duel-rows", Some("saves/duel-cams-turn.ron"));
    let rect = |label: &str| h.get_by_label(label).rect();
    let names = ["Alex", "Bea", "Cam"];
    let draws: Vec<_> = names
        .iter()
        .map(|n| rect(&format!("{n} draws a curse")))
        .collect();
    let mut tops: Vec<f32> = names.iter().map(|n| rect(n).top()).collect();
    // Below the last row: the changes' heading.
    tops.push(
        h.get_by(|n| {
            n.role() == eframe::egui::accesskit::Role::Label
                && n.value().is_some_and(|v| v.starts_with("Changes for"))
        })
        .rect()
        .top(),
    );
    let mut seen = 0;
    for node in h.query_all_by(|n| n.role() == eframe::egui::accesskit::Role::Label) {
        let text = node.accesskit_node().value().unwrap_or_default();
        let r = node.rect();
        let Some(row) =
            (0..names.len()).find(|&i| r.center().y > tops[i] && r.center().y < tops[i + 1])
        else {
            continue;
        };
        seen += 1;
        for d in &draws {
            assert!(
                !r.intersects(*d),
                "{text:?} at {r:?} runs under a draw button at {d:?}"
            );
        }
        assert!(
            r.bottom() <= tops[row + 1] - 8.0,
            "{text:?} at {r:?} runs past {}'s row (the next starts at {})",
            names[row],
            tops[row + 1]
        );
    }
    // Each row: its unit and what was drawn or whose turn it is.
    assert!(seen >= 6, "only {seen} labels in the rows");
}
