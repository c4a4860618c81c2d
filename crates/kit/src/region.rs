//! Scrolling regions clipped to a rectangle, that show when more lies below.

use crate::scroll;

/// A scrolling column inside `rect`, clipped to it, that shows when more lies below.
pub fn region(ui: &mut egui::Ui, rect: egui::Rect, id: &str, add: impl FnOnce(&mut egui::Ui)) {
    clipped(ui, rect, id, false, &mut super::once(add));
}

/// The same, its scroll bar's room always kept: the content's width never changes.
pub fn steady_region(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    id: &str,
    add: impl FnOnce(&mut egui::Ui),
) {
    clipped(ui, rect, id, true, &mut super::once(add));
}

/// The column in `rect`; its contents behind a reference, so this is compiled once.
fn clipped(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    id: &str,
    steady: bool,
    add: &mut dyn FnMut(&mut egui::Ui),
) {
    ui.scope_builder(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
        |ui| {
            ui.set_clip_rect(rect.intersect(ui.clip_rect()));
            if steady {
                scroll::steady_column(ui, id, |ui| add(ui));
            } else {
                scroll::column(ui, id, |ui| add(ui));
            }
        },
    );
}
