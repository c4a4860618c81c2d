//! Issue 60: what undo just did, in the top row, cut short where a phone at the largest text
//! leaves it a sliver: a tap opens the whole text, in both languages.

use crate::common;

use coop_automa::app::{App, Msg};
use coop_automa::modes::coop;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

fn phone(lang: &str) -> Harness<'static, App> {
    common::fresh_zoomed("info-line", [390.0, 844.0], lang, 2.0)
}

#[test]
fn an_undo_cut_short_in_the_top_row_opens_whole_at_a_tap() {
    for (lang, undone) in [("en", "Undone: "), ("pt-BR", "Desfeito: ")] {
        let mut h = phone(lang);
        let setup = common::setup(8, 0);
        common::send(&mut h, Msg::start(setup));
        common::send(
            &mut h,
            Msg::apply(coop::Action::Supply {
                pile: coop::SupplyPile::Province,
                change: coop::Change::Take,
            }),
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

/// Issue 60: a card too small for its summary (1024 x 600 at the largest text) shows a few
/// words of its own, and a tap on it opens the whole summary, which stays once the finger
/// lifts.
#[test]
fn a_card_too_small_for_its_summary_opens_it_at_a_tap() {
    for (lang, summary) in [
        ("en", "Copper: nothing more happens."),
        ("pt-BR", "Cobre: nada mais acontece."),
    ] {
        let mut h = common::fresh_zoomed("card-at-tap", [1024.0, 600.0], lang, 2.0);
        common::send(&mut h, Msg::start(common::setup(8, 0)));
        // Round 1 passes with no step; round 2's step reveals a Copper or a Silver.
        for action in [
            coop::Action::EndTurn,
            coop::Action::EndTurn,
            coop::Action::AutomaStep,
            coop::Action::AutomaDone,
            coop::Action::EndTurn,
            coop::Action::EndTurn,
            coop::Action::AutomaStep,
        ] {
            common::send(&mut h, Msg::apply(action));
        }
        let painted = coop_automa::app::painted::painted(&h.ctx);
        let silver = coop_automa::app::i18n::tr_args(
            "coop-silver-summary",
            &coop_automa::app::i18n::args([(
                "card",
                if lang == "en" { "Silver" } else { "Prata" }.into(),
            )]),
        );
        // The card: the one label that holds a summary and more (its name, its caption).
        let (whole, rect, revealed) = [summary.to_owned(), silver]
            .into_iter()
            .find_map(|s| {
                let found = h
                    .query_all_by(|n| {
                        // A painted card is read as a label whose words are its value.
                        n.value()
                            .or(n.label())
                            .is_some_and(|l| l != s && l.contains(&s))
                    })
                    .next()
                    .map(|n| {
                        let words = n.accesskit_node().value().or(n.accesskit_node().label());
                        (words.unwrap_or_default(), n.rect())
                    });
                found.map(|(label, rect)| (label, rect, s))
            })
            .unwrap_or_else(|| panic!("{lang}: no card on the table: {:?}", common::texts(&h)));
        // Its summary is not on its face at this size: a few words of its own are.
        let face: Vec<&str> = painted
            .iter()
            .filter(|p| rect.contains_rect(p.rect))
            .map(|p| p.text.as_str())
            .collect();
        assert!(
            !face.contains(&revealed.as_str()),
            "{lang}: the face holds its summary at this size: {face:?}"
        );
        h.get_by(|n| n.value().or(n.label()).is_some_and(|l| l == whole))
            .click();
        h.run();
        h.event(egui::Event::PointerGone);
        h.run();
        assert!(
            h.query_by_label(&revealed).is_some(),
            "{lang}: the tap opened {revealed:?}: {:?}",
            common::texts(&h)
        );
    }
}
