//! What the table sets out before a game, the same in every mode: a title, then one bulleted
//! line a thing, left-aligned and wrapped at word boundaries.

use crate::theme;
use egui::{self, RichText};

/// The checklist under `title`, titled as a section of a setup screen.
pub fn checklist(ui: &mut egui::Ui, title: &str, lines: &[String]) {
    ui.add_space(12.0);
    ui.label(RichText::new(title).size(theme::HEADING * 0.8).strong());
    for line in lines {
        let text = RichText::new(format!("• {line}")).size(theme::SMALL);
        ui.add(egui::Label::new(text).wrap());
    }
}
