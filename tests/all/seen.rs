//! Issue 33: what the browser tests read to play by touch (`kit::seen`, the page's
//! `coopAutomaSeen()`): every mode notes its step line and big button, whole and in view, on
//! a phone and a small laptop; the pyramid its six tiles; the Duel's battle dialog its
//! question, answers, title and buttons. A mark cut by its column says so.

use crate::common;

use coop_automa::app::{Msg, seen};
use eframe::egui;
use egui_kittest::kittest::Queryable;

const SIZES: [[f32; 2]; 2] = [[390.0, 844.0], [1024.0, 600.0]];

fn kinds(ctx: &egui::Context, what: &str) -> Vec<seen::Seen> {
    seen::marks(ctx)
        .into_iter()
        .filter(|s| s.what == what)
        .collect()
}

#[test]
fn every_mode_notes_its_step_line_and_big_button_whole() {
    for size in SIZES {
        for setup in common::one_of_each_mode(&["Ann", "Ben", "Cat"]) {
            let mut h = common::fresh("seen", size);
            common::send(&mut h, Msg::Start(setup.clone()));
            for what in ["step", "big"] {
                let marks = kinds(&h.ctx, what);
                assert_eq!(marks.len(), 1, "{size:?} {setup:?}: {what} {marks:?}");
                assert!(marks[0].whole, "{size:?} {setup:?}: {marks:?}");
                assert!(!marks[0].text.is_empty());
            }
            // The report gives each in CSS pixels, its words last.
            let report = seen::report(&h.ctx);
            let big = report
                .lines()
                .find(|l| l.starts_with("big\t"))
                .expect("the big button in the report");
            let fields: Vec<&str> = big.split('\t').collect();
            assert_eq!(fields.len(), 8, "{big}");
            assert_eq!(fields[5], "whole");
            // Ready for a tap, or not yet (drawn faded, `settle`): never greyed at the start.
            assert!(["on", "wait"].contains(&fields[6]), "{big}");
            let right = fields[1].parse::<f32>().unwrap() + fields[3].parse::<f32>().unwrap();
            assert!(right <= size[0] + 0.5, "{big} runs past {size:?}");
        }
    }
}

#[test]
fn the_pyramid_notes_its_six_tiles() {
    let mut h = common::fresh("seen-pyramid", [390.0, 844.0]);
    let [_, pyramid, _] = common::one_of_each_mode(&["Ann", "Ben"]);
    common::send(&mut h, Msg::Start(pyramid));
    let tiles: Vec<String> = kinds(&h.ctx, "answer")
        .into_iter()
        .map(|s| s.text)
        .collect();
    assert_eq!(tiles, ["B1", "B2", "B3", "M1", "M2", "T"]);
}

#[test]
fn the_battle_dialog_notes_its_question_answers_and_buttons() {
    let mut h = common::fresh("seen-duel", [390.0, 844.0]);
    let [_, _, duel] = common::one_of_each_mode(&["Ann", "Ben", "Cat"]);
    common::send(&mut h, Msg::Start(duel));
    common::ui::click(&mut h, "Attack");
    let titles = kinds(&h.ctx, "title");
    assert_eq!(titles.len(), 1, "{titles:?}");
    let buttons: Vec<String> = kinds(&h.ctx, "button")
        .into_iter()
        .map(|s| s.text)
        .collect();
    assert_eq!(buttons.len(), 3, "Cancel, Back, Next: {buttons:?}");
    assert!(kinds(&h.ctx, "question")[0].text.starts_with("Ann attacks"));
    let answers: Vec<String> = kinds(&h.ctx, "answer")
        .into_iter()
        .map(|s| s.text)
        .collect();
    for strength in ["2", "5", "9"] {
        assert!(answers.iter().any(|a| a == strength), "{answers:?}");
    }
    // Each whole: the dialog's body scrolls inside it, its buttons pinned under it.
    for s in kinds(&h.ctx, "title")
        .into_iter()
        .chain(kinds(&h.ctx, "button"))
    {
        assert!(s.whole, "{s:?}");
    }
    // Issue 42: the state of each, for a test to tap only what takes a tap and to see a tap
    // taken: Back greyed on the first page, Next greyed until an answer is chosen; the
    // answer chosen, then Next on.
    let state = |h: &egui_kittest::Harness<'_, coop_automa::app::App>, what: &str, text: &str| {
        kinds(&h.ctx, what)
            .into_iter()
            .find(|s| s.text == text)
            .map(|s| s.state)
    };
    assert_eq!(state(&h, "button", "Back"), Some("off"));
    assert_eq!(state(&h, "button", "Next: Ben"), Some("off"));
    assert_eq!(state(&h, "answer", "5"), Some("on"));
    common::ui::click(&mut h, "Attacker's Warrior: strength 5");
    assert_eq!(state(&h, "answer", "5"), Some("chosen"));
    assert_eq!(state(&h, "answer", "6"), Some("on"));
    assert!(matches!(
        state(&h, "button", "Next: Ben"),
        Some("on" | "wait")
    ));
}

/// Issue 42: a button whose words just changed is not ready for a tap (`settle`): it is drawn
/// faded and marked "wait", and lights up by itself, with no tap, once it has stood still.
#[test]
fn the_big_button_is_not_ready_while_its_words_are_new_and_lights_up_by_itself() {
    let options = coop_automa::app::Options {
        data_dir: Some(common::temp_dir("seen-wait")),
        ..coop_automa::app::Options::default()
    };
    // A frame every 50 ms.
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size([1024.0, 600.0])
        .with_step_dt(0.05)
        .build_eframe(move |_cc| coop_automa::app::App::new(&options, std::time::Instant::now()));
    h.run();
    let [coop, _, _] = common::one_of_each_mode(&["Ann", "Ben"]);
    common::send(&mut h, Msg::Start(coop));
    let big =
        |h: &egui_kittest::Harness<'_, coop_automa::app::App>| kinds(&h.ctx, "big")[0].clone();
    for _ in 0..12 {
        h.step();
    }
    assert_eq!(big(&h).state, "on", "{:?}", big(&h));
    // Its words change: not ready.
    h.get_by_label("End Alex's turn").click();
    h.step();
    h.step();
    assert_ne!(big(&h).text, "End Alex's turn");
    assert_eq!(big(&h).state, "wait", "{:?}", big(&h));
    // Frames go by with no tap and no pointer (the web build's phone test checks that the
    // app asks for the frame in which it is ready: its taps wait for "on").
    let mut frames = 0;
    while big(&h).state == "wait" && frames < 30 {
        h.step();
        frames += 1;
    }
    assert_eq!(big(&h).state, "on", "after {frames} frames");
}

/// Issue 42: the first frame of each mode's table, and of each step after a tap, shows the
/// step line and the big button whole (a phone's browser read the step line cut in a frame
/// where a panel was still finding its height): each frame drawn is checked, not only the
/// last one.
#[test]
fn every_frame_shows_the_step_line_and_big_button_whole() {
    for size in SIZES {
        for setup in common::one_of_each_mode(&["Ann", "Ben", "Cat"]) {
            let mut h = common::fresh("seen-first", size);
            let ctx = h.ctx.clone();
            h.state_mut().handle(Msg::Start(setup.clone()), &ctx);
            for frame in 0..6 {
                h.step();
                for what in ["step", "big"] {
                    for m in kinds(&h.ctx, what) {
                        assert!(m.whole, "{size:?} {setup:?}, frame {frame}: {m:?}");
                    }
                }
            }
        }
    }
}
