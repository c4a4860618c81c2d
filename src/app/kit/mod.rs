//! The table kit: what every mode's screens use and no mode owns, so the same thing looks and
//! behaves the same in every mode.

use eframe::egui;

mod check;
pub(super) mod dialog_frame;
pub(super) mod entry;
pub(super) mod face_down;
pub(super) mod fold;
pub(super) mod in_view;
pub(super) mod lines;
pub(super) mod notice;
pub mod painted;
pub(super) mod players;
// Its decision is tested on the desktop too; only the web build holds moves back.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(super) mod quiet_moves;
mod region;
pub mod seen;
pub(super) mod settle;
mod stepper;
pub(super) mod tables;
pub(super) mod terms;
pub(super) mod verdict;
pub(super) mod words_button;

pub(super) use check::check;

/// `add` as a closure that may be called through a reference, once. The kit's containers take
/// their contents this way, so their own code is compiled once, not once per screen that uses
/// them (the web page carried a copy of the scrolling column for each of 27 screens).
pub(in crate::app) fn once(add: impl FnOnce(&mut egui::Ui)) -> impl FnMut(&mut egui::Ui) {
    let mut add = Some(add);
    move |ui| {
        if let Some(add) = add.take() {
            add(ui);
        }
    }
}
pub(super) use region::{region, steady_region};
pub(super) use stepper::{counted_row, step_button};
