//! Issue 33: the table chooses its text size by touch, from the top row or the phone's Menu,
//! on the start screen and in a game of every mode: larger, smaller, normal, in the zoom's
//! steps, kept in the settings for the next start.

mod common;

use common::ui::click;
use coop_automa::app::{App, Msg, Options, Settings};
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, HarnessBuilder};

fn app(size: [f32; 2], settings: Settings) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(common::temp_dir("text-size")),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::with_settings(&options, std::time::Instant::now(), settings));
    h.run();
    h
}

/// Opens the text size menu (through the Menu on a phone or a short window) and presses
/// `what`.
fn text_size(h: &mut Harness<'_, App>, what: &str, menu: bool) {
    // A wide window at a larger text size folds its tools into the Menu too.
    if menu || h.query_by_label("Text size").is_none() {
        click(h, "Menu");
    }
    click(h, "Text size");
    click(h, what);
    // A frame for the new zoom to take.
    h.run();
}

#[test]
fn the_text_size_changes_by_touch_and_is_kept() {
    for (size, phone) in [([1280.0, 800.0], false), ([390.0, 844.0], true)] {
        let mut h = app(size, Settings::default());
        let before = h.ctx.zoom_factor();
        text_size(&mut h, "Zoom in", phone);
        assert_eq!(h.state().settings().zoom, 1.15, "{size:?}: one step larger");
        let after = h.ctx.zoom_factor();
        assert!(
            (after / before - 1.15).abs() < 0.01,
            "{size:?}: everything 15% larger ({before} to {after})"
        );
        text_size(&mut h, "Zoom in", phone);
        assert_eq!(h.state().settings().zoom, 1.3);
        // The next start keeps it.
        let kept = h.state().settings();
        drop(h);
        let mut h = app(size, kept);
        assert_eq!(h.state().settings().zoom, 1.3);
        text_size(&mut h, "Zoom out", phone);
        assert_eq!(h.state().settings().zoom, 1.15);
        text_size(&mut h, "Normal size", phone);
        assert_eq!(h.state().settings().zoom, 1.0);
        text_size(&mut h, "Zoom out", phone);
        assert_eq!(h.state().settings().zoom, 0.85, "{size:?}: smaller too");
    }
}

#[test]
fn the_text_size_is_in_reach_in_a_game_of_every_mode() {
    let setups = common::one_of_each_mode(&["Ann", "Ben"]);
    for setup in setups {
        // A short window (1024 x 600 at its full text size) and a phone fold the tools into
        // the Menu; 1280 x 800 has them in the top row.
        for (size, menu) in [
            ([1280.0, 800.0], false),
            ([1024.0, 600.0], true),
            ([390.0, 844.0], true),
        ] {
            let mut h = app(size, Settings::default());
            common::send(&mut h, Msg::Start(setup.clone()));
            text_size(&mut h, "Zoom in", menu);
            assert_eq!(h.state().settings().zoom, 1.15, "{size:?} {setup:?}");
        }
    }
}
