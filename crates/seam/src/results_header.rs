//! The top of every mode's Results screen, the same in each.

use crate::i18n::t;
use crate::msg::Msg;
use crate::results_ask::Ask as ResultsAsk;
use crate::theme;
use egui::{self, RichText};

/// The top of every mode's Results screen: its title, large, and "Back" on the right (Esc
/// does the same).
pub fn results_header(ui: &mut egui::Ui, title: &str, msgs: &mut Vec<Msg>) {
    // A short window keeps its room for the figures and the games.
    let short = ui.ctx().content_rect().height() < 620.0;
    let size = if short {
        theme::HEADING
    } else {
        theme::HUGE * 0.8
    };
    // Back keeps its place at the right; the title wraps in what is left (a phone).
    egui::Sides::new()
        .shrink_left()
        .wrap_mode(egui::TextWrapMode::Wrap)
        .show(
            ui,
            |ui| {
                ui.add(egui::Label::new(RichText::new(title).size(size).strong()).wrap());
            },
            |ui| {
                let back = t!("back");
                let button = ui
                    .add(egui::Button::new(RichText::new(&back).size(theme::BODY)))
                    .on_hover_text(t!("results-back-tooltip"));
                crate::kit::seen::mark(ui, "tool", &back, &button);
                if button.clicked() {
                    msgs.push(Msg::ask(ResultsAsk::Close));
                }
            },
        );
}
