//! A button whose words fit it: on as many lines as its height holds, broken between words
//! only (egui's own button breaks a word that is wider than it: "Cancela/r" on a phone), as
//! large as `max` where that fits, smaller down to the kit's floor, else cut short with the
//! whole words in a tooltip (`painted`).

use super::painted::{self, LEAST, Look};
use egui::{self, Sense, StrokeKind, WidgetInfo};

/// The largest size up to `max` at which every word of `words` fits `width` points (bold):
/// the size a row of buttons is measured at, so no word is broken.
pub fn word_size(ui: &egui::Ui, words: &str, max: f32, width: f32) -> f32 {
    crate::fit::word_size(ui, words, max, width, true).max(LEAST)
}

/// A button of `size` showing `words` (in bold with `bold`), from `max` down; greyed and
/// taking no tap in a disabled `ui` (`add_enabled_ui`), as egui's own.
pub fn words_button(
    ui: &mut egui::Ui,
    words: &str,
    size: egui::Vec2,
    max: f32,
    bold: bool,
) -> egui::Response {
    words_button_forms(ui, &[words], size, max, bold)
}

/// `words_button` with shorter forms of its words after the whole ones ("Undo" after
/// "Undo: Ann loses a 2-VP Victory card"): the first that fits whole is shown, the last cut
/// short only where none does. Its label is always the whole words.
pub fn words_button_forms(
    ui: &mut egui::Ui,
    forms: &[&str],
    size: egui::Vec2,
    max: f32,
    bold: bool,
) -> egui::Response {
    let words = forms.first().copied().unwrap_or_default();
    let enabled = ui.is_enabled();
    // Never under a finger's size on the glass, whatever room it was given.
    let size = size.max(crate::theme::finger_square(ui.ctx()));
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, words));
    if ui.is_rect_visible(rect) {
        let visuals = *ui.style().interact(&response);
        ui.painter().rect(
            rect.expand(visuals.expansion),
            visuals.corner_radius,
            visuals.weak_bg_fill,
            visuals.bg_stroke,
            StrokeKind::Inside,
        );
        let color = visuals.text_color();
        let padding = ui.spacing().button_padding;
        let look = Look {
            bold,
            ..Look::new(max, LEAST, color).wrapped()
        };
        let room = rect.shrink2(padding);
        if painted::first_whole(ui, room, forms, look).is_none() {
            painted::text_in(ui, room, forms.last().copied().unwrap_or(words), look);
        }
    }
    response
}

/// A button `width` wide and at least `least_height` tall, as tall as its words need at the
/// largest size up to `max` at which each word fits whole (regular weight).
pub fn tall_enough(
    ui: &mut egui::Ui,
    words: &str,
    width: f32,
    least_height: f32,
    max: f32,
) -> egui::Response {
    let padding = ui.spacing().button_padding;
    let room = width - 2.0 * padding.x;
    let size = crate::fit::word_size(ui, words, max, room, false).max(LEAST);
    let height = ui
        .painter()
        .layout(
            words.to_owned(),
            egui::FontId::proportional(size),
            egui::Color32::WHITE,
            room,
        )
        .size()
        .y
        + 2.0 * padding.y
        + 1.0;
    words_button(
        ui,
        words,
        egui::vec2(width, height.max(least_height)),
        size,
        false,
    )
}
