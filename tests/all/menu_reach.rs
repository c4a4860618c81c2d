//! Issue 60: a menu taller than the window scrolls to its last item instead of running off
//! its bottom. At 1024 x 600 in a game at the largest text, the language menu's last choice
//! (the cards printed in Portuguese) and the Menu's last tool are reached and take a tap, in
//! both languages and every mode.

use crate::common;

use coop_automa::app::{App, Carried, Msg};
use coop_automa::modes::{duel, pyramid};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn app(size: [f32; 2], lang: &str, zoom: f32) -> Harness<'static, App> {
    common::fresh_zoomed("menu-reach", size, lang, zoom)
}

fn setups() -> Vec<(&'static str, Carried)> {
    vec![
        (
            "coop",
            Carried::new(coop_automa::app::SetupForm::default().to_setup().unwrap()),
        ),
        (
            "pyramid",
            Carried::new(pyramid::Setup::new(
                pyramid::Level::Normal,
                pyramid::Mix::A,
                Some(1),
            )),
        ),
        (
            "duel",
            Carried::new(duel::Setup::new(
                &["Ann", "Ben", "Cat"],
                duel::Kingdom::DuelOnly,
                Some(2),
            )),
        ),
    ]
}

/// The last of the nodes labelled `label`, brought into view, is inside the window.
fn last_in_view(h: &mut Harness<'_, App>, label: &str, what: &str) {
    let window = h.ctx.content_rect();
    let count = h.query_all_by_label(label).count();
    assert!(count > 0, "{what}: no {label:?} on screen");
    h.query_all_by_label(label).last().unwrap().scroll_to_me();
    h.run();
    let rect = h.query_all_by_label(label).last().unwrap().rect();
    assert!(
        window.contains_rect(rect),
        "{what}: {label:?} {rect:?} cannot be brought into the window {window:?}"
    );
}

#[test]
fn every_menu_reaches_its_last_item_on_a_short_window_at_the_largest_text() {
    for (lang, own_name, cards_pt) in [
        ("en", "English", "Português (Brasil)"),
        ("pt-BR", "Português (Brasil)", "Português (Brasil)"),
    ] {
        for (mode, setup) in setups() {
            let what = format!("{mode} {lang}");
            let mut h = app([1024.0, 600.0], lang, 2.0);
            common::send(&mut h, Msg::Start(setup));
            // The top row folds into the Menu there, the language's choices with it: its last
            // choice is the cards printed in Portuguese.
            assert!(h.query_by_label(own_name).is_none(), "{what}: folded");
            common::ui::click(&mut h, "Menu");
            last_in_view(&mut h, cards_pt, &format!("{what}: the Menu"));
            h.query_all_by_label(cards_pt).last().unwrap().click();
            h.run();
            assert_eq!(
                h.state().settings().card_lang,
                "pt-BR",
                "{what}: the tap on the cards' language was taken"
            );
            h.key_press(egui::Key::Escape);
            h.run();
        }
    }
}
