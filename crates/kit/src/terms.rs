//! A score told term by term: each line's words on the left, wrapping in the room the figure
//! leaves, its figure on the right in a column of its own, so no figure is pushed past the
//! edge by long words (a phone at the largest text: "Total do automa (no mínimo 0)" left
//! the automa's rows without their numbers).

use crate::theme;
use egui::{self, RichText};

/// The figures' column: wide enough for the widest of `figures` at the body size.
pub fn figure_width(ui: &egui::Ui, figures: &[String]) -> f32 {
    figures
        .iter()
        .map(|f| crate::fit::text_width(ui, f, theme::BODY) * 1.1)
        .fold(48.0, f32::max)
}

/// One term: `words` and `figure`, in bold with `strong` (a total).
pub fn term(ui: &mut egui::Ui, words: &str, figure: &str, strong: bool, figures: f32) {
    let width = ui.available_width();
    let gap = ui.spacing().item_spacing.x;
    let rich = |text: &str| {
        let text = RichText::new(text).size(theme::BODY);
        if strong { text.strong() } else { text }
    };
    ui.horizontal_top(|ui| {
        let room = (width - figures - gap).max(40.0);
        ui.allocate_ui_with_layout(
            egui::vec2(room, 0.0),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_width(room);
                ui.add(egui::Label::new(rich(words)).wrap());
            },
        );
        ui.allocate_ui_with_layout(
            egui::vec2(figures, 0.0),
            egui::Layout::top_down(egui::Align::Max),
            |ui| {
                ui.set_width(figures);
                ui.add(egui::Label::new(rich(figure)).extend());
            },
        );
    });
}
