//! A check box a finger hits, the same in every mode: a finger tall and its box 26 points
//! (the theme's `interact_size` follows `theme::finger`, its `icon_width` is 26), its words
//! beside it at body size unless the caller sized them. Noted for the web build's tests as a
//! "check", chosen when ticked.

/// A check box for `value` with `words`; its response's `changed()` says it was toggled.
pub fn check(
    ui: &mut egui::Ui,
    value: &mut bool,
    words: impl Into<egui::WidgetText>,
) -> egui::Response {
    let words: egui::WidgetText = words.into();
    let text = words.text().to_owned();
    let response = ui.add(egui::Checkbox::new(value, words));
    super::seen::mark_chosen(ui, "check", &text, &response, *value);
    response
}
