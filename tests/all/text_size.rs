//! Issue 33: the table chooses its text size by touch, from the top row or the phone's Menu,
//! on the start screen and in a game of every mode: larger, smaller, normal, in the zoom's
//! steps, kept in the settings for the next start.

use crate::common;

use common::ui::{click, clickable};
use coop_automa::app::{App, Msg, Options, Settings};
use eframe::egui;
use egui_kittest::kittest::{NodeT, Queryable};
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
    // A wide window at a larger text size folds its tools into the Menu too, where the text
    // size is a row of its own (issue 42: a menu within a menu closed under a finger).
    if menu || h.query_by_label("Text size").is_none() {
        click(h, "Menu");
    }
    if h.query_by_label(what).is_none() {
        click(h, "Text size");
    }
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
        // A short window (1024 x 600) and a phone fold the tools into the Menu; 1280 x 800
        // has them in the top row. A window 600 points tall holds no larger text than its
        // own (issue 42): there the text is made smaller.
        for (size, menu, press, zoom) in [
            ([1280.0, 800.0], false, "Zoom in", 1.15),
            ([1024.0, 600.0], true, "Zoom out", 0.85),
            ([390.0, 844.0], true, "Zoom in", 1.15),
        ] {
            let mut h = app(size, Settings::default());
            common::send(&mut h, Msg::Start(setup.clone()));
            text_size(&mut h, press, menu);
            assert_eq!(h.state().settings().zoom, zoom, "{size:?} {setup:?}");
        }
    }
}

/// Issue 42: every press of "Zoom in" or "Zoom out" makes the text larger or smaller, up to the
/// largest size the window holds and down to the smallest; there the button is greyed, on a
/// phone as on a small laptop and a TV, and a greyed button changes nothing.
#[test]
fn each_text_size_press_changes_the_text_and_the_ends_are_greyed() {
    for size in [[390.0, 844.0], [1024.0, 600.0], [1920.0, 1080.0]] {
        let mut h = app(size, Settings::default());
        let disabled = |h: &Harness<'_, App>, what: &str| {
            h.get_by(|n| n.label().as_deref() == Some(what) && clickable(n.role()))
                .accesskit_node()
                .is_disabled()
        };
        for (press, larger) in [("Zoom in", true), ("Zoom out", false)] {
            let mut presses = 0;
            loop {
                // Open, unless the menu stayed open after the last press.
                if h.query_by_label(press).is_none() {
                    if h.query_by_label("Text size").is_none() {
                        click(&mut h, "Menu");
                    }
                    if h.query_by_label(press).is_none() {
                        click(&mut h, "Text size");
                    }
                }
                if disabled(&h, press) {
                    break;
                }
                let before = h.ctx.zoom_factor();
                click(&mut h, press);
                h.run();
                let after = h.ctx.zoom_factor();
                assert!(
                    if larger {
                        after > before + 0.005
                    } else {
                        after < before - 0.005
                    },
                    "{size:?}: {press} changed the text ({before} to {after})"
                );
                presses += 1;
                assert!(presses < 10, "{size:?}: {press} never reaches its end");
            }
            // At the end: the greyed button takes no press.
            let zoom = h.state().settings().zoom;
            h.get_by(|n| n.label().as_deref() == Some(press) && clickable(n.role()))
                .click();
            h.run();
            assert_eq!(
                h.state().settings().zoom,
                zoom,
                "{size:?}: {press} at its end"
            );
            h.key_press(egui::Key::Escape);
            h.run();
            if larger {
                // Issue 42: a window lying down keeps a small laptop's 600 points of height,
                // so 1024 x 600 holds nothing larger than its own size.
                let grows = size != [1024.0, 600.0];
                assert_eq!(presses >= 1, grows, "{size:?}: the text can grow");
            } else {
                assert_eq!(zoom, 0.75, "{size:?}: down to the smallest step");
            }
        }
    }
}
