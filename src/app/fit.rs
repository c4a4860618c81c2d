//! Text that fits: the largest size, up to a maximum, at which a line fits a width.

use eframe::egui;

/// The largest font size up to `max` at which `text` fits in `width` points on one line.
pub fn size_to_fit(ui: &egui::Ui, text: &str, max: f32, width: f32) -> f32 {
    let galley = ui.painter().layout_no_wrap(
        text.to_owned(),
        egui::FontId::proportional(max),
        egui::Color32::WHITE,
    );
    let needed = galley.size().x;
    if needed <= width || needed <= 0.0 {
        max
    } else {
        (max * width / needed).floor().max(1.0)
    }
}
