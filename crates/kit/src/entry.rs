//! A number entry, the same in every mode: Enter in its field does what its button does, and
//! its error sits in a line under it, its room kept when empty, so an error never covers the
//! field and never moves what is below it.

use crate::theme;
use egui::{self, RichText};

/// The error about what was typed, or an empty line of the same height.
pub fn error_line(ui: &mut egui::Ui, error: Option<&str>) {
    let color = theme::warn_color(ui.visuals().dark_mode);
    let text = RichText::new(error.unwrap_or(" "))
        .size(theme::BODY)
        .strong()
        .color(color);
    ui.add(egui::Label::new(text).wrap());
}

/// Whether Enter was pressed in this field: it does what the entry's button does.
pub fn submitted(ui: &egui::Ui, field: &egui::Response) -> bool {
    field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
}

/// The entry's button, `text` on it and `label` for a screen reader (what it does, to whom):
/// true when it is tapped, or when Enter is pressed in `field`.
pub fn enter_button(ui: &mut egui::Ui, text: &str, label: &str, field: &egui::Response) -> bool {
    let response = ui.add(
        egui::Button::new(RichText::new(text).size(theme::BODY))
            .min_size(theme::finger_square(ui.ctx())),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label));
    response.clicked() || submitted(ui, field)
}

/// A one-line field, the same in every mode: a finger tall (the style's `interact_size`), its
/// text in the middle of its height, not stuck to its top.
pub fn line(text: &mut dyn egui::TextBuffer) -> egui::TextEdit<'_> {
    egui::TextEdit::singleline(text).align(egui::Align2::LEFT_CENTER)
}
