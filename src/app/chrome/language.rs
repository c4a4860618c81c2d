//! The language picker: the language of the sentences and, apart from it, the language the
//! table's cards are printed in. Each language is listed by its own name, so a table lost in
//! a language it does not read still finds its own. Switching changes no game.

use super::super::i18n::{self, Lang, t};
use super::super::msg::Msg;
use super::super::prefs::Pref;
use eframe::egui;

/// The width of the language button in points: in full ("Language: English"), or `short`.
pub(in crate::app) fn button_width(ui: &egui::Ui, short: bool) -> f32 {
    let text = if short {
        i18n::lang().own_name().to_owned()
    } else {
        t!("language-button", language = i18n::lang().own_name())
    };
    super::super::fit::button_width(ui, text)
}

/// A button naming the language now (`short`: its own name alone, for a narrow row); it
/// opens the choice of both languages.
pub(in crate::app) fn language_menu(ui: &mut egui::Ui, msgs: &mut Vec<Msg>, short: bool) {
    let now = i18n::lang();
    let label = if short {
        now.own_name().to_owned()
    } else {
        t!("language-button", language = now.own_name())
    };
    super::menu(ui, &label, &mut |ui| choices(ui, msgs));
}

/// Both choices, the sentences' language and the cards', each language by its own name: in
/// the language button's menu, or inline in a folded Menu (a menu within a menu closes
/// under a finger: it opens on the pointer's hover, which a tap's end takes away).
pub(in crate::app) fn choices(ui: &mut egui::Ui, msgs: &mut Vec<Msg>) {
    let now = i18n::lang();
    let cards = i18n::card_choice();
    ui.label(egui::RichText::new(t!("language-label")).strong())
        .on_hover_text(t!("language-tooltip"));
    for lang in Lang::OFFERED {
        let r = ui.selectable_label(lang == now, lang.own_name());
        super::super::kit::seen::mark_chosen(ui, "tool", lang.own_name(), &r, lang == now);
        if r.clicked() && lang != now {
            msgs.push(Msg::ask(Pref::Lang(lang)));
        }
    }
    ui.separator();
    ui.label(egui::RichText::new(t!("card-language-label")).strong())
        .on_hover_text(t!("card-language-tooltip"));
    // The cards' choices are marked "cards": their names are the sentences' too.
    let follow = t!("card-language-follow");
    let r = ui.selectable_label(cards.is_none(), &follow);
    super::super::kit::seen::mark_chosen(ui, "cards", &follow, &r, cards.is_none());
    if r.clicked() && cards.is_some() {
        msgs.push(Msg::ask(Pref::CardLang(None)));
    }
    for lang in Lang::OFFERED {
        let r = ui.selectable_label(cards == Some(lang), lang.own_name());
        super::super::kit::seen::mark_chosen(ui, "cards", lang.own_name(), &r, cards == Some(lang));
        if r.clicked() && cards != Some(lang) {
            msgs.push(Msg::ask(Pref::CardLang(Some(lang))));
        }
    }
    // Which names the choice changes, in sight (a tooltip is out of reach on a phone),
    // left-aligned (a menu's justified layout stretched its words).
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.add(egui::Label::new(egui::RichText::new(t!("card-language-scope")).weak()).wrap());
    });
}
