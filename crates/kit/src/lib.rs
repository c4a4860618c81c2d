//! The table kit: what every mode's screens use and no mode owns, so the same thing looks and
//! behaves the same in every mode.

mod check;
mod checklist;
pub mod dialog_frame;
pub mod entry;
pub mod face_down;
pub mod fit;
pub mod fold;
pub mod fonts;
pub mod in_view;
pub mod keyboard;
pub mod lines;
pub mod notice;
pub mod painted;
pub mod players;
pub mod scroll;
pub mod theme;
pub mod zoom;
// Its decision is tested on the desktop too; only the web build holds moves back.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub mod quiet_moves;
pub mod region;
pub mod seen;
pub mod settle;
mod square_code;
pub mod stepper;
pub mod tables;
pub mod terms;
pub mod verdict;
pub mod words_button;

pub use check::check;
pub use square_code::square_code;

/// `add` as a closure that may be called through a reference, once. The kit's containers take
/// their contents this way, so their own code is compiled once, not once per screen that uses
/// them (the web page carried a copy of the scrolling column for each of 27 screens).
pub fn once(add: impl FnOnce(&mut egui::Ui)) -> impl FnMut(&mut egui::Ui) {
    let mut add = Some(add);
    move |ui| {
        if let Some(add) = add.take() {
            add(ui);
        }
    }
}
pub use checklist::checklist;
pub use region::{region, steady_region};
pub use stepper::{counted_row, step_button, stepped};
