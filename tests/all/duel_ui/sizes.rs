//! The Duel in a small window zoomed in, on an upright tablet, and at the largest text in a
//! short window.

use super::*;

#[test]
fn the_duel_fits_a_small_window_zoomed_in_and_an_upright_tablet() {
    for size in [[1024.0, 600.0], [800.0, 1280.0], [1920.0, 1080.0]] {
        let dir = common::temp_dir("duel-ui-9");
        let mut h = harness_sized(&dir, size);
        if size[1] < 700.0 {
            for _ in 0..5 {
                h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
                h.run();
            }
        }
        start(&mut h);
        let window = h.ctx.content_rect();
        for label in [
            "End Alex's turn 1",
            "Alex draws a curse",
            "Bea draws a curse",
            "Cam draws a curse",
        ] {
            let rect = h.get_by_label(label).rect();
            assert!(
                window.contains_rect(rect),
                "{label} at {rect:?} is outside {size:?}"
            );
            assert!(rect.height() >= 44.0, "{label} is a 44-point target");
        }
    }
}

/// At the largest text size a laptop's 1024×600 and a TV's 1920×1080 are 600 points tall
/// (issue 42; 400 before, where the Duel became one column): the cards keep their name, life
/// and unit clear of "Draw a curse" (a fixed share squeezed them under it), "More below"
/// covers no Draw, and the changes' Attack is reached (by the tab where it is below).
#[test]
fn the_duel_at_the_largest_text_in_a_short_window_keeps_every_card_whole() {
    for size in [[1024.0, 600.0], [1920.0, 1080.0]] {
        let dir = common::temp_dir("duel-ui-short");
        let mut h = harness_sized(&dir, size);
        h.run();
        for _ in 0..coop_automa::app::ZOOM_STEPS.len() {
            h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
            h.run();
        }
        assert!(
            (h.ctx.content_rect().height() - 600.0).abs() < 1.0,
            "600 points tall at {size:?}"
        );
        start(&mut h);
        click(&mut h, "Alex draws a curse");
        let window = h.ctx.content_rect();
        let draws: Vec<egui::Rect> = ["Alex", "Bea", "Cam"]
            .iter()
            .map(|name| h.get_by_label(&format!("{name} draws a curse")).rect())
            .collect();
        let tabs: Vec<egui::Rect> = h
            .query_all_by_label("More below: scroll down")
            .map(|t| t.rect())
            .collect();
        for (i, name) in ["Alex", "Bea", "Cam"].iter().enumerate() {
            let draw = draws[i];
            assert!(
                window.contains_rect(draw),
                "{name}'s Draw in view at {size:?}"
            );
            assert!(
                tabs.iter().all(|t| !t.intersects(draw)),
                "More below covers {name}'s Draw"
            );
            let card = h.get_by_label(name).rect();
            assert!(window.contains_rect(card), "{name} in view at {size:?}");
            assert!(
                !card.intersects(draw),
                "{name}'s name under Draw at {size:?}"
            );
        }
        for unit in h.query_all_by_label("life points") {
            let r = unit.rect();
            assert!(
                draws.iter().all(|d| !d.intersects(r)),
                "a life points line under Draw at {size:?}"
            );
        }
        // Alex's card to take is in view, above the tab's fade.
        let take = h
            .query_all_by_label_contains("Take:")
            .map(|n| n.rect())
            .find(|r| r.min.x < draws[0].max.x)
            .expect("Alex's card to take");
        assert!(
            window.contains_rect(take) && tabs.iter().all(|t| !t.intersects(take)),
            "the card to take is in view at {size:?}: {take:?} under {tabs:?}"
        );
        // The changes, below the cards, are reached by the tab and answer.
        for _ in 0..6 {
            if h.query_all_by_label("More below: scroll down")
                .next()
                .is_none()
            {
                break;
            }
            let below = h
                .query_all_by_label("More below: scroll down")
                .map(|t| t.rect())
                .collect::<Vec<_>>();
            if attack_button(&h)
                .is_some_and(|a| window.contains_rect(a) && below.iter().all(|t| a.max.y < t.min.y))
            {
                break;
            }
            h.query_all_by_label("More below: scroll down")
                .last()
                .unwrap()
                .click();
            h.run();
        }
        let attack = attack_button(&h).expect("the Attack button");
        assert!(window.contains_rect(attack), "Attack reached at {size:?}");
        assert!(attack.height() >= 44.0);
        click(&mut h, "Attack");
        see(&h, "Alex attacks with");
    }
}

/// The changes' Attack button (the log's heading may say "Attack" too).
fn attack_button(h: &Harness<'_, App>) -> Option<egui::Rect> {
    h.query_all_by_label("Attack")
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
        .map(|n| n.rect())
}
