//! The app's frame around every mode's table, the same in each: the top row of tools and the
//! language menu, the bottom bar with the big button and undo, and the app's own dialogs
//! (close, a game open elsewhere, help, a question, a new game). Built from the kit; it says
//! what was pressed as the app's messages.

pub(super) mod bar;
pub(super) mod dialog;
pub(super) mod language;
pub(super) mod tools;

use eframe::egui;

/// A menu of the top row, `label` on its button, marked for the tests as a tool. One function
/// for every menu: egui's menu code is compiled once per closure type it is given, 12 KB of
/// the web page each time, so the contents come behind a reference.
fn menu(ui: &mut egui::Ui, label: &str, contents: &mut dyn FnMut(&mut egui::Ui)) -> egui::Response {
    let menu = ui.menu_button(label, |ui| contents(ui)).response;
    super::kit::seen::mark(ui, "tool", label, &menu);
    menu
}
