//! Dialogs: never wider than the window, with Close or two answers; the help; asking before
//! a window closes over a game not on disk, or before a game is left.

use super::super::command::Command;
use super::super::i18n::t;
use super::super::msg::Msg;
use super::super::registry::ModeId;
use super::super::theme;
use crate::engine::ModeGame;
use eframe::egui::{self, RichText};

/// Dialogs never wider than the window (less a margin), so their buttons stay in view.
pub(in crate::app) fn dialog_width(ui: &mut egui::Ui) {
    let window = ui.ctx().content_rect().width();
    ui.set_max_width((window - 48.0).clamp(200.0, 900.0));
}

/// A dialog of pages whose buttons must not move from page to page: always this wide.
pub(in crate::app) fn fixed_dialog_width(ui: &mut egui::Ui) {
    let window = ui.ctx().content_rect().width();
    ui.set_width((window - 48.0).clamp(200.0, 640.0));
}

/// Asks before closing the window over a game that is not on disk.
pub(in crate::app) fn close_dialog(ctx: &egui::Context, problem: &str, msgs: &mut Vec<Msg>) {
    let modal = egui::Modal::new(egui::Id::unique("confirm-close")).show(ctx, |ui| {
        dialog_width(ui);
        ui.label(
            RichText::new(t!("close-title"))
                .size(theme::HEADING)
                .strong(),
        );
        ui.label(problem);
        ui.label(t!("close-text"));
        ui.horizontal(|ui| {
            if ui.button(t!("close-keep")).clicked() {
                msgs.push(Msg::KeepOpen);
            }
            if ui.button(t!("close-anyway")).clicked() {
                msgs.push(Msg::CloseAnyway);
            }
        });
    });
    // Esc or a click beside it keeps the window (and the game) open.
    if modal.should_close() {
        msgs.push(Msg::KeepOpen);
    }
}

/// The game on the table is played in another window (a browser tab, an installed page):
/// one window plays a game at a time, so that no press is lost. Esc or a click beside it
/// does nothing: both answers matter.
pub(in crate::app) fn elsewhere_dialog(ctx: &egui::Context, lost: bool, msgs: &mut Vec<Msg>) {
    egui::Modal::new(egui::Id::unique("played-elsewhere")).show(ctx, |ui| {
        dialog_width(ui);
        let title = if lost {
            t!("elsewhere-lost-title")
        } else {
            t!("elsewhere-title")
        };
        ui.label(RichText::new(title).size(theme::HEADING).strong());
        ui.label(if lost {
            t!("elsewhere-lost-text")
        } else {
            t!("elsewhere-text")
        });
        ui.label(if lost {
            t!("elsewhere-lost-how")
        } else {
            t!("elsewhere-how")
        });
        ui.horizontal_wrapped(|ui| {
            let take = if lost {
                t!("elsewhere-take-back")
            } else {
                t!("elsewhere-take-over")
            };
            if ui.button(take).clicked() {
                msgs.push(Msg::TakeGameHere);
            }
            if ui.button(t!("elsewhere-leave")).clicked() {
                msgs.push(Msg::LeaveGameElsewhere);
            }
        });
    });
}

/// The keys and what they do: Close at the top, the list scrolling below it, each line
/// wrapped to the window, so it fits any window and zoom.
pub(in crate::app) fn help_overlay(ctx: &egui::Context, mode: ModeId, msgs: &mut Vec<Msg>) {
    let modal = egui::Modal::new(egui::Id::unique("help")).show(ctx, |ui| {
        dialog_width(ui);
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(t!("help-title"))
                    .size(theme::HEADING)
                    .strong(),
            );
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button(t!("help-close")).clicked() {
                    msgs.push(Msg::Command(Command::Help));
                }
            });
        });
        let max_height = (ctx.content_rect().height() - 160.0).max(120.0);
        egui::ScrollArea::vertical()
            .max_height(max_height)
            .show(ui, |ui| {
                for command in Command::of_mode(mode.key()) {
                    ui.separator();
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(command.keys_text(ctx)).strong());
                        ui.label(command.text());
                    });
                    ui.add(
                        egui::Label::new(
                            RichText::new(command.tooltip_in(mode)).size(theme::SMALL),
                        )
                        .wrap(),
                    );
                }
            });
    });
    if modal.should_close() {
        msgs.push(Msg::Command(Command::Help));
    }
}

/// A question asked before a press that cannot be taken back by a second press: one that
/// ends the game or puts a player out. The mode words it; the kit draws it.
#[derive(Debug, Clone, PartialEq)]
pub(in crate::app) struct Ask {
    /// "Is no buy possible?"
    pub title: String,
    /// What happens if the answer is yes.
    pub text: String,
    /// The yes button's words: "Yes, the game is lost".
    pub yes: String,
}

/// Asks the mode's question: "No, keep playing" first, the yes answer after it, both in the
/// dialog in the middle of the screen, never where the pressed button was.
pub(in crate::app) fn ask_dialog(ctx: &egui::Context, ask: &Ask, msgs: &mut Vec<Msg>) {
    let modal = egui::Modal::new(egui::Id::unique("ask-first")).show(ctx, |ui| {
        dialog_width(ui);
        ui.label(RichText::new(&ask.title).size(theme::HEADING).strong());
        ui.label(RichText::new(&ask.text).size(theme::BODY));
        ui.add_space(8.0);
        ui.horizontal_wrapped(|ui| {
            let size = egui::vec2(0.0, 44.0);
            if ui
                .add(
                    egui::Button::new(RichText::new(t!("ask-no")).size(theme::BODY)).min_size(size),
                )
                .clicked()
            {
                msgs.push(Msg::Answer(false));
            }
            ui.add_space(24.0);
            if ui
                .add(egui::Button::new(RichText::new(&ask.yes).size(theme::BODY)).min_size(size))
                .clicked()
            {
                msgs.push(Msg::Answer(true));
            }
        });
    });
    // Esc or a click beside it answers no: nothing changes.
    if modal.should_close() {
        msgs.push(Msg::Answer(false));
    }
}

/// "Leave this game?" before the setup screen: where the game stands (`line`), what happens
/// to it, and two buttons, the same in every mode.
pub(in crate::app) fn leave_dialog(
    ctx: &egui::Context,
    game: &dyn ModeGame,
    line: Option<String>,
    save_problem: Option<&str>,
    msgs: &mut Vec<Msg>,
) {
    let modal = egui::Modal::new(egui::Id::unique("confirm-leave")).show(ctx, |ui| {
        dialog_width(ui);
        ui.label(
            RichText::new(t!("leave-title"))
                .size(theme::HEADING)
                .strong(),
        );
        if let Some(line) = line {
            ui.label(line);
        }
        if !game.is_finished() && game.actions_played() > 0 {
            ui.label(leave_text(save_problem.is_none()));
        }
        if let Some(problem) = save_problem {
            ui.label(RichText::new(problem).strong());
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button(t!("leave-keep")).clicked() {
                msgs.push(Msg::CancelNewGame);
            }
            if ui.button(t!("leave-confirm")).clicked() {
                msgs.push(Msg::ConfirmNewGame);
            }
        });
    });
    if modal.should_close() {
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
