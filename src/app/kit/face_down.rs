//! "Which card did you turn over?" for a pile the table shuffles itself (the coop's Coppers
//! and Silvers and Hexes, the Duel's Curse Deck): a button for each card still face down, its
//! words saying which and how many, a finger's size each, in rows that wrap.

use super::super::theme;
use super::seen;
use eframe::egui::{self, RichText};

/// The buttons for `choices` (the words of each card still face down, and its value); the
/// value of the one tapped.
pub(in crate::app) fn answers<T: Copy>(ui: &mut egui::Ui, choices: &[(String, T)]) -> Option<T> {
    let mut tapped = None;
    ui.horizontal_wrapped(|ui| {
        for (words, value) in choices {
            let response = ui.add(
                egui::Button::new(RichText::new(words).size(theme::BUTTON))
                    .min_size(theme::finger_square(ui.ctx())),
            );
            seen::mark(ui, "answer", words, &response);
            if response.clicked() {
                tapped = Some(*value);
            }
        }
    });
    tapped
}
