//! The steppers' "−" and "+" buttons, the same in every mode.

/// A "−" or "+" button, 44 points square, whose accessible label says what it does ("One
/// empty pile more"), as its tooltip does.
pub(in crate::app) fn step_button(
    ui: &mut eframe::egui::Ui,
    text: &str,
    enabled: bool,
    meaning: &str,
) -> eframe::egui::Response {
    use eframe::egui;
    let response = ui
        .add_enabled(
            enabled,
            egui::Button::new(egui::RichText::new(text).size(super::super::theme::BODY))
                .min_size(egui::vec2(44.0, 44.0)),
        )
        .on_hover_text(meaning);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, meaning));
    response
}
