//! A check box a finger hits: a finger tall (`theme::finger`), its box larger than egui's, its
//! words beside it at body size unless the caller sized them. The same in every mode.

use super::super::theme;
use eframe::egui;

/// The box's side, in points.
const BOX: f32 = 26.0;

/// A check box for `value` with `words`; its response's `changed()` says it was toggled.
pub(in crate::app) fn check(
    ui: &mut egui::Ui,
    value: &mut bool,
    words: impl Into<egui::WidgetText>,
) -> egui::Response {
    ui.scope(|ui| {
        let finger = theme::finger(ui.ctx());
        let spacing = ui.spacing_mut();
        spacing.interact_size.y = finger;
        spacing.icon_width = BOX;
        spacing.icon_width_inner = BOX * 0.55;
        spacing.icon_spacing = 10.0;
        ui.add(egui::Checkbox::new(value, words))
    })
    .inner
}
