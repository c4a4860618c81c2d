//! Issue 60: what undo just did, in the top row, cut short where a phone at the largest text
//! leaves it a sliver: a tap opens the whole text, in both languages.

use crate::common;

use coop_automa::app::{App, ModeAction, ModeSetup, Msg};
use coop_automa::modes::coop;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn phone(lang: &str) -> Harness<'static, App> {
    common::fresh_zoomed("info-line", [390.0, 844.0], lang, 2.0)
}

#[test]
fn an_undo_cut_short_in_the_top_row_opens_whole_at_a_tap() {
    for (lang, undone) in [("en", "Undone: "), ("pt-BR", "Desfeito: ")] {
        let mut h = phone(lang);
        let setup = common::setup(8, 0);
        common::send(&mut h, Msg::Start(ModeSetup::from(setup)));
        common::send(
            &mut h,
            Msg::Apply(ModeAction::from(coop::Action::Supply {
                pile: coop::SupplyPile::Province,
                change: coop::Change::Take,
            })),
        );
        common::send(&mut h, Msg::Undo);
        let cut = coop_automa::app::painted::painted(&h.ctx)
            .into_iter()
            .find(|p| p.text.starts_with(undone))
            .unwrap_or_else(|| panic!("{lang}: no {undone:?} in the top row"));
        let undone = cut.text.as_str();
        if !cut.elided {
            // Whole in the row (English, on two lines): nothing to open.
            assert_ne!(lang, "pt-BR", "the top row has the room now: {cut:?}");
            continue;
        }
        assert_eq!(h.query_all_by_label(undone).count(), 1, "{lang}");
        h.get_by_label(undone).click();
        h.run();
        // The finger lifted: no pointer hovers (a tooltip would be gone with it).
        h.event(egui::Event::PointerGone);
        h.run();
        assert!(
            h.query_all_by_label(undone).count() > 1,
            "{lang}: the tap opened the whole text under the row"
        );
    }
}
