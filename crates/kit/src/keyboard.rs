//! Whether this table has a keyboard: key hints ("Space", "F1") and the Help's keys are
//! shown only then, since they mean nothing to fingers. The app says so at its first frame
//! (a desktop window has one; a web page where its main pointer is fine) and again at the
//! first key pressed outside a text field; until it says, a keyboard is assumed.

fn slot() -> egui::Id {
    egui::Id::unique("keyboard-used")
}

/// Whether key hints are shown.
pub fn used(ctx: &egui::Context) -> bool {
    known(ctx).unwrap_or(true)
}

/// Whether the app has said if there is a keyboard, and what.
pub fn known(ctx: &egui::Context) -> Option<bool> {
    ctx.data(|d| d.get_temp::<bool>(slot()))
}

/// Says whether this table has a keyboard, until it is said again.
pub fn set(ctx: &egui::Context, used: bool) {
    ctx.data_mut(|d| d.insert_temp(slot(), used));
}
