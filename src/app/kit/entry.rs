//! A number entry's error line: under its field, its room kept when empty, so an error never
//! covers the field and never moves what is below it.

use super::super::theme;
use eframe::egui::{self, RichText};

/// The error about what was typed, or an empty line of the same height.
pub(in crate::app) fn error_line(ui: &mut egui::Ui, error: Option<&str>) {
    let color = theme::warn_color(ui.visuals().dark_mode);
    let text = RichText::new(error.unwrap_or(" "))
        .size(theme::BODY)
        .strong()
        .color(color);
    ui.add(egui::Label::new(text).wrap());
}
