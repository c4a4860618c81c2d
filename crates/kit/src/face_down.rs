//! "Which card did you turn over?" for a pile the table shuffles itself (the coop's Coppers
//! and Silvers and Hexes, the Duel's Curse Deck): a button for each card still face down, its
//! words saying which and how many, a finger's size each, in rows that wrap, pinned under the
//! question's lines with the dialog's own buttons so that none is ever scrolled out of sight.

use super::seen;
use crate::theme;
use egui::{self, RichText};

/// The buttons for `choices` (the words of each card still face down, and its value); the
/// value of the one tapped.
pub fn answers<T: Copy>(ui: &mut egui::Ui, choices: &[(String, T)]) -> Option<T> {
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

/// What the table answered to a dialog's "which card?".
pub enum Told<T> {
    /// The card tapped.
    Card(T),
    /// Cancel (or Esc, or a tap beside the dialog), where the dialog offers it.
    Cancel,
    /// Undo: the last card told is taken back, where the dialog offers it.
    Undo,
    /// Redo: the step undone is played again (a deal undone from turn 1 goes on as it was).
    Redo,
    /// New game: the table leaves this one (the shell asks first).
    Leave,
}

/// A dialog asking which card the table turned over from a pile it shuffles itself.
pub struct Question<'a, T> {
    /// The dialog's slot.
    pub id: &'a str,
    pub title: String,
    /// What the card is for, and what else to know, above the answers.
    pub lines: Vec<String>,
    /// The words of each card still face down, and its value.
    pub choices: Vec<(String, T)>,
    /// The buttons under the answers, each where it means something.
    pub cancel: Option<String>,
    pub undo: Option<String>,
    pub redo: Option<String>,
    pub leave: Option<String>,
}

/// Shows `question` in the kit's dialog frame; the table's answer, if any this frame.
pub fn ask<T: Copy>(ctx: &egui::Context, question: Question<'_, T>) -> Option<Told<T>> {
    let mut told = None;
    let frame = super::dialog_frame::Frame::new(question.id, question.title);
    let shut = frame.show(
        ctx,
        &mut told,
        |ui, _| {
            for line in &question.lines {
                ui.add(egui::Label::new(RichText::new(line).size(theme::BODY)).wrap());
            }
        },
        // The answers are pinned with the dialog's buttons, under the lines: every one in
        // sight at every size (the lines scroll where the room is short, never the answers).
        |ui, told| {
            if let Some(card) = answers(ui, &question.choices) {
                *told = Some(Told::Card(card));
            }
            ui.add_space(8.0);
            let mut buttons: Vec<(&str, Told<T>)> = Vec::new();
            if let Some(leave) = &question.leave {
                buttons.push((leave, Told::Leave));
            }
            if let Some(undo) = &question.undo {
                buttons.push((undo, Told::Undo));
            }
            if let Some(redo) = &question.redo {
                buttons.push((redo, Told::Redo));
            }
            if let Some(cancel) = &question.cancel {
                buttons.push((cancel, Told::Cancel));
            }
            let row: Vec<(&str, bool)> = buttons.iter().map(|(w, _)| (*w, true)).collect();
            let pressed = super::dialog_frame::button_row(ui, &row);
            for (response, (_, answer)) in pressed.iter().zip(buttons) {
                if response.clicked() {
                    *told = Some(answer);
                }
            }
        },
    );
    match told {
        Some(answer) => Some(answer),
        None if shut && question.cancel.is_some() => Some(Told::Cancel),
        None => None,
    }
}
