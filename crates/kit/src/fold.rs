//! A part of a screen folded behind its title (the log, the discard pile, a chart): one tap on
//! the title opens or closes it, the same in every mode. Unlike egui's collapsing header,
//! whose title never wraps and so widens the whole column past a phone's edge, the title
//! wraps at word boundaries.

use egui::{
    self, RichText, Sense, TextStyle, TextWrapMode, WidgetInfo, WidgetText,
    collapsing_header::{CollapsingState, paint_default_icon},
};

/// Draws `title` with its arrow and, when open, `body` under it; `None` while folded. The
/// open state is kept per `id_salt`.
pub fn fold<R>(
    ui: &mut egui::Ui,
    id_salt: &str,
    title: RichText,
    default_open: bool,
    body: impl FnOnce(&mut egui::Ui) -> R,
) -> Option<R> {
    // The fold's own code once for every fold: the body behind a reference.
    let (mut body, mut out) = (Some(body), None);
    fold_dyn(ui, id_salt, title, default_open, &mut |ui| {
        out = body.take().map(|body| body(ui));
    });
    out
}

fn fold_dyn(
    ui: &mut egui::Ui,
    id_salt: &str,
    title: RichText,
    default_open: bool,
    body: &mut dyn FnMut(&mut egui::Ui),
) {
    let id = ui.make_persistent_id(id_salt);
    let mut state = CollapsingState::load_with_default_open(ui.ctx(), id, default_open);
    let padding = ui.spacing().button_padding;
    let indent = ui.spacing().indent;
    let width = ui.available_width();
    let galley = WidgetText::from(title).into_galley(
        ui,
        Some(TextWrapMode::Wrap),
        (width - indent - padding.x).max(40.0),
        TextStyle::Button,
    );
    let size = egui::vec2(width, galley.size().y + 2.0 * padding.y).max(ui.spacing().interact_size);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    // One control for assistive technology, named by its title, as egui's header is.
    response
        .widget_info(|| WidgetInfo::labeled(egui::Role::DisclosureTriangle, true, galley.text()));
    super::seen::mark(ui, "fold", galley.text(), &response);
    if response.clicked() {
        state.toggle(ui);
    }
    if ui.is_rect_visible(rect) {
        let text_color = ui.style().interact(&response).text_color();
        let mut icon = response.clone();
        icon.rect = egui::Rect::from_center_size(
            egui::pos2(rect.left() + indent / 2.0, rect.center().y),
            egui::vec2(indent * 0.6, indent * 0.6),
        );
        paint_default_icon(ui, state.openness(ui.ctx()), &icon);
        let text_pos = egui::pos2(
            rect.left() + indent,
            rect.center().y - galley.size().y / 2.0,
        );
        ui.painter().galley(text_pos, galley, text_color);
    }
    state.show_body_indented(&response, ui, |ui| body(ui));
}
