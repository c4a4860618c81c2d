//! The app's own dialogs, in the kit's frame (`dialog_frame`): the help; asking before a
//! window closes over a game not on disk, before a game is left, or before a press that ends
//! a game.

use super::super::command::Command;
use super::super::i18n::t;
use super::super::kit::dialog_frame::{Frame, button_row};
use super::super::mode::AskFirst;
use super::super::msg::Msg;
use super::super::registry::ModeId;
use super::super::theme;
use crate::engine::ModeGame;
use eframe::egui::{self, RichText};

/// The app's own dialog open, if any (each feature keeps its own): opening one closes any
/// other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::app) enum Modal {
    /// The keys and what they do.
    Help,
    /// The window was asked to close while the game is not on disk.
    ConfirmClose,
    /// "Leave this game?" before the setup screen.
    ConfirmLeave,
}

/// Asks before closing the window over a game that is not on disk.
pub(in crate::app) fn close_dialog(ctx: &egui::Context, problem: &str, msgs: &mut Vec<Msg>) {
    let frame = Frame::new("confirm-close", t!("close-title"));
    let close = frame.show(
        ctx,
        msgs,
        |ui, _| {
            ui.label(problem);
            ui.label(t!("close-text"));
        },
        |ui, msgs| {
            let pressed = button_row(
                ui,
                &[(&t!("close-keep"), true), (&t!("close-anyway"), true)],
            );
            if pressed[0].clicked() {
                msgs.push(Msg::KeepOpen);
            }
            if pressed[1].clicked() {
                msgs.push(Msg::CloseAnyway);
            }
        },
    );
    // Esc or a click beside it keeps the window (and the game) open.
    if close {
        msgs.push(Msg::KeepOpen);
    }
}

/// What each command does, with its keys where a keyboard is at the table (`keyboard::used`):
/// fingers get what the buttons do, not keys they cannot press.
pub(in crate::app) fn help_overlay(ctx: &egui::Context, mode: ModeId, msgs: &mut Vec<Msg>) {
    let keys = super::super::keyboard::used(ctx);
    let title = if keys {
        t!("help-title")
    } else {
        t!("help-title-touch")
    };
    let frame = Frame::new("help", &title);
    let close = frame.show(
        ctx,
        msgs,
        |ui, _| {
            for command in mode.commands() {
                ui.separator();
                ui.horizontal_wrapped(|ui| {
                    if keys {
                        ui.label(RichText::new(command.keys_text(ctx)).strong());
                        ui.label(command.text());
                    } else {
                        ui.label(RichText::new(command.text()).strong());
                    }
                });
                ui.add(
                    egui::Label::new(
                        RichText::new(command.tooltip_in(&mode.primary_help())).size(theme::SMALL),
                    )
                    .wrap(),
                );
            }
        },
        |ui, msgs| {
            if button_row(ui, &[(&t!("help-close"), true)])[0].clicked() {
                msgs.push(Msg::Command(Command::Help));
            }
        },
    );
    if close {
        msgs.push(Msg::Command(Command::Help));
    }
}

/// Asks the mode's question: "No, keep playing" first, the yes answer after it, both in the
/// dialog in the middle of the screen, never where the pressed button was.
pub(in crate::app) fn ask_dialog(ctx: &egui::Context, ask: &AskFirst, msgs: &mut Vec<Msg>) {
    let frame = Frame::new("ask-first", &ask.title);
    let close = frame.show(
        ctx,
        msgs,
        |ui, _| {
            ui.add(egui::Label::new(RichText::new(&ask.text).size(theme::BODY)).wrap());
        },
        |ui, msgs| {
            let pressed = button_row(ui, &[(&t!("ask-no"), true), (&ask.yes, true)]);
            if pressed[0].clicked() {
                msgs.push(Msg::Answer(false));
            }
            if pressed[1].clicked() {
                msgs.push(Msg::Answer(true));
            }
        },
    );
    // Esc or a click beside it answers no: nothing changes.
    if close {
        msgs.push(Msg::Answer(false));
    }
}

/// "Leave this game?" before the setup screen: where the game stands (`line`), what happens
/// to it, and two buttons, the same in every mode. `joined`: the game is another device's
/// host's, which keeps it; this device leaves its table.
pub(in crate::app) fn leave_dialog(
    ctx: &egui::Context,
    game: &dyn ModeGame,
    line: Option<String>,
    save_problem: Option<&str>,
    joined: bool,
    msgs: &mut Vec<Msg>,
) {
    let frame = Frame::new("confirm-leave", t!("leave-title"));
    let close = frame.show(
        ctx,
        msgs,
        |ui, _| {
            if let Some(line) = line {
                ui.label(line);
            }
            if joined {
                ui.label(t!("leave-joined"));
            } else if !game.is_finished() && game.actions_played() > 0 {
                ui.label(leave_text(save_problem.is_none()));
            }
            if let Some(problem) = save_problem {
                ui.label(RichText::new(problem).strong());
            }
        },
        |ui, msgs| {
            let confirm = if joined {
                t!("leave-confirm-joined")
            } else {
                t!("leave-confirm")
            };
            let pressed = button_row(ui, &[(&t!("leave-keep"), true), (&confirm, true)]);
            if pressed[0].clicked() {
                msgs.push(Msg::CancelNewGame);
            }
            if pressed[1].clicked() {
                msgs.push(Msg::ConfirmNewGame);
            }
        },
    );
    if close {
        msgs.push(Msg::CancelNewGame);
    }
}

/// What leaving an unfinished game does to it, for the "Leave this game?" question.
fn leave_text(on_disk: bool) -> String {
    if on_disk {
        t!("leave-saved")
    } else {
        t!("leave-unsaved")
    }
}
