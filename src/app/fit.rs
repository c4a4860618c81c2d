//! Text that fits: the largest size, up to a maximum, at which a line fits a width.

use eframe::egui;

/// The width of `text` on one line at `size`.
pub fn text_width(ui: &egui::Ui, text: &str, size: f32) -> f32 {
    ui.painter()
        .layout_no_wrap(
            text.to_owned(),
            egui::FontId::proportional(size),
            egui::Color32::WHITE,
        )
        .size()
        .x
}

/// The largest font size up to `max` at which `text` fits in `width` points on one line.
pub fn size_to_fit(ui: &egui::Ui, text: &str, max: f32, width: f32) -> f32 {
    let needed = text_width(ui, text, max);
    if needed <= width || needed <= 0.0 {
        max
    } else {
        (max * width / needed).floor().max(1.0)
    }
}
