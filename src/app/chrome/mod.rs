//! The app's frame around every mode's table, the same in each: the top row of tools and the
//! language menu, the bottom bar with the big button and undo, and the app's own dialogs
//! (close, a game open elsewhere, help, a question, a new game). Built from the kit; it says
//! what was pressed as the app's messages.

pub(super) use coop_automa_seam::bar;
pub(super) mod dialog;
pub(super) mod language;
pub(super) mod tools;

use eframe::egui;

/// The height a menu leaves free in the window: the popup frame's margins and the gap it
/// keeps from the window's edges, and a little more.
const MENU_MARGINS: f32 = 40.0;

/// A menu of the top row, `label` on its button, marked for the tests as a tool. One function
/// for every menu: egui's menu code is compiled once per closure type it is given, 12 KB of
/// the web page each time, so the contents come behind a reference.
///
/// A menu taller than the window scrolls (by a finger's drag or the bar) instead of running
/// off its bottom: the popup is kept inside the window, so its height is the window's less
/// the margins the popup's frame and the window's edge take.
fn menu(ui: &mut egui::Ui, label: &str, contents: &mut dyn FnMut(&mut egui::Ui)) -> egui::Response {
    let tall_id = egui::Id::unique(("menu-taller-than-the-window", label));
    let menu = ui
        .menu_button(label, |ui| {
            let room = (ui.ctx().content_rect().height() - MENU_MARGINS).max(120.0);
            // A menu that fits is drawn as it is; one taller than the room (found last frame)
            // in a scroll area as tall as the room.
            let tall = ui.data(|d| d.get_temp::<bool>(tall_id)).unwrap_or(false);
            let height = if tall {
                let area = egui::ScrollArea::vertical().max_height(room);
                super::kit::quiet_moves::scrolled(area, ui, |ui| contents(ui))
                    .content_size
                    .y
            } else {
                let top = ui.min_rect().top();
                contents(ui);
                ui.min_rect().bottom() - top
            };
            if (height > room) != tall {
                ui.data_mut(|d| d.insert_temp(tall_id, height > room));
                ui.ctx()
                    .request_discard("a menu found whether it fits the window");
            }
        })
        .response;
    super::kit::seen::mark(ui, "tool", label, &menu);
    menu
}
