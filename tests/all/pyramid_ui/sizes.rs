//! The pyramid in every phase and window: it keeps its place and size, the big button and the
//! steppers stay in view, the whole pyramid shows on a laptop and a TV at the largest text.

use super::*;

/// The pyramid never moves or changes size under a finger: before turn 1, in a turn, while
/// the AI picks, between turns (the tools' band and the counts keep one height), and the
/// counts stay whole in view at 1024x600.
#[test]
fn the_pyramid_keeps_its_place_and_size_in_every_phase() {
    let mut h = harness_sized(&common::temp_dir("pyr-still"), [1024.0, 600.0]);
    deal(&mut h);
    let tile = |h: &Harness<'_, App>, place: Place| {
        h.get_by(|n| {
            n.label()
                .is_some_and(|l| l.starts_with(&format!("{}: ", place.name())))
        })
        .rect()
    };
    let all = |h: &Harness<'_, App>| Place::ALL.map(|p| tile(h, p));
    let dealt = all(&h);
    let mut seen = vec![("before turn 1", all(&h))];
    click(&mut h, "Start turn 1");
    seen.push(("in turn 1", all(&h)));
    // The reactions' column scrolled to the buy (at 1024x600 the buys are below its fold);
    // the tiles are tapped where they are: the test's `click` scrolls first, which a finger
    // does not.
    h.get_by_label("Buy Platinum ($9)").scroll_to_me();
    h.run();
    h.get_by_label("Buy Platinum ($9)").click();
    h.run();
    assert!(game(&h).owed().0 > 0, "the AI owes a pick");
    seen.push(("while the AI picks", all(&h)));
    for _ in 0..30 {
        let Some(&place) = game(&h).choosable().first() else {
            break;
        };
        let label = tile_label(game(&h), place);
        h.get_by_label(&label).click();
        h.run();
    }
    h.get_by_label("End turn 1 (0 piles empty)").click();
    h.run();
    seen.push(("between turns", all(&h)));
    for (when, rects) in seen {
        for (a, b) in dealt.iter().zip(rects) {
            assert!(
                (a.min - b.min).length() < 0.5 && (a.size() - b.size()).length() < 0.5,
                "{when}: a tile moved from {a:?} to {b:?}"
            );
        }
    }
    let window = h.ctx.content_rect();
    for label in ["in the AI's deck", "trashed"] {
        let r = h.get_by_label(label).rect();
        assert!(window.contains_rect(r), "{label:?} at {r:?} is cut off");
    }
}

/// A tooltip open when a dialog opens goes: the help is read whole, with nothing of the screen
/// beneath drawn over it.
#[test]
fn the_help_hides_the_tooltip_of_the_button_under_the_pointer() {
    let dir = common::temp_dir("pyr-tooltip");
    let options = Options {
        data_dir: Some(dir.clone()),
        open: Some(std::path::PathBuf::from("saves/pyramid-turn-3.ron")),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1024.0, 600.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    let tip = "The 4th Action card played this turn";
    h.get_by_label("4th Action played: AI scores 1").hover();
    for _ in 0..8 {
        h.step();
    }
    assert!(
        h.query_all_by_label_contains(tip).next().is_some(),
        "the tooltip shows while the pointer rests on the button"
    );
    h.key_press(egui::Key::F1);
    for _ in 0..4 {
        h.step();
    }
    see(&h, "Close help");
    assert!(
        h.query_all_by_label_contains(tip).next().is_none(),
        "the tooltip is drawn over the help"
    );
}

#[test]
fn the_pyramid_screens_keep_the_big_button_in_a_small_window_zoomed_in() {
    let mut h = harness_sized(&common::temp_dir("pyr-small"), [1024.0, 600.0]);
    for _ in 0..5 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
        h.run();
    }
    deal(&mut h);
    let window = h.ctx.content_rect();
    let inside = |h: &Harness<'_, App>, label: &str| {
        let node = h.get_by_label(label);
        let r = node.rect();
        assert!(
            window.contains_rect(r),
            "{label:?} at {r:?} is not inside the window {window:?}"
        );
    };
    inside(&h, "Start turn 1");
    click(&mut h, "Start turn 1");
    inside(&h, "End turn 1 (0 piles empty)");
    inside(&h, "One empty pile more");
}

#[test]
fn the_buy_steppers_stay_inside_their_column_at_1280x800() {
    let mut h = harness_in(&common::temp_dir("pyr-steppers"));
    deal(&mut h);
    click(&mut h, "Start turn 1");
    let window = h.ctx.content_rect();
    for label in [
        "Gold overpaid: $1 more",
        "Platinum overpaid: $1 more",
        "Victory kingdom card's cost: $1 more",
        "Victory kingdom card overpaid: $1 more",
    ] {
        let r = h.get_by_label(label).rect();
        assert!(
            window.contains_rect(r),
            "{label:?} at {r:?} is cut by the window's edge {window:?}"
        );
    }
}

/// Issue 42: all six places whole in their column's view, where a laptop at its normal text
/// and a TV and 1280x800 at their largest show the pyramid beside the reactions (the
/// bottom row was cut by the "More below" strip: the room kept for it was a finger, the strip
/// is a finger and its gaps).
#[test]
fn the_whole_pyramid_is_in_view_on_a_laptop_and_a_tv_at_its_largest_text() {
    for (size, larger) in [
        ([1024.0, 600.0], 0),
        ([1280.0, 800.0], 0),
        ([1280.0, 800.0], 8),
        ([1920.0, 1080.0], 8),
    ] {
        let h = common::ui::save_at("pyr-whole", "pyramid-turn-3.ron", size, larger);
        let places: Vec<_> = coop_automa::app::seen::marks(&h.ctx)
            .into_iter()
            .filter(|m| m.what == "answer" && Place::ALL.iter().any(|p| p.name() == m.text))
            .collect();
        assert_eq!(places.len(), 6, "{size:?} +{larger}: six places drawn");
        for place in places {
            assert!(
                place.whole,
                "{size:?} +{larger}: {} is cut at {:?}",
                place.text, place.rect
            );
        }
    }
}
