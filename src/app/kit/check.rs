//! A check box a finger hits: 44 points tall, its box larger than egui's, its words beside it
//! at body size. The same in every mode.

use super::super::theme;
use eframe::egui::{self, RichText};

/// The box's side, in points.
const BOX: f32 = 26.0;

/// A check box for `value` with `words`; its response's `changed()` says it was toggled.
pub(in crate::app) fn check(ui: &mut egui::Ui, value: &mut bool, words: &str) -> egui::Response {
    ui.scope(|ui| {
        let spacing = ui.spacing_mut();
        spacing.interact_size.y = 44.0;
        spacing.icon_width = BOX;
        spacing.icon_width_inner = BOX * 0.55;
        spacing.icon_spacing = 10.0;
        ui.add(egui::Checkbox::new(
            value,
            RichText::new(words).size(theme::BODY),
        ))
    })
    .inner
}
