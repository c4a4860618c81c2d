//! "Save as", and the list of saved games to open or delete. Every dialog fits the window,
//! closes with Esc or a click beside it, and keeps its Close button in view.

use super::super::i18n::t;
use super::super::kit::dialog_frame::{Frame, button_row};
use super::super::kit::settle;
use super::super::msg::Msg;
use super::super::theme;
use super::dialog::Ask;
use super::words::summary_words;
use crate::store::Summary;
use eframe::egui::{self, RichText};
use std::path::PathBuf;

/// The "Save as" dialog; its name field has the keyboard from the start.
pub fn save_as_dialog(
    ctx: &egui::Context,
    name: &mut String,
    error: Option<&str>,
    focus: &mut bool,
    msgs: &mut Vec<Msg>,
) {
    let frame = Frame::new("save-as", t!("save-as-title"));
    let enter = std::cell::Cell::new(false);
    let close = frame.show(
        ctx,
        name,
        |ui, name| {
            ui.label(t!("save-as-text"));
            let label = ui.label(t!("save-as-name"));
            let response = ui
                .add(
                    super::super::kit::entry::line(name)
                        .desired_width(ui.available_width().min(420.0))
                        .min_size(egui::vec2(0.0, theme::finger(ui.ctx())))
                        .char_limit(40),
                )
                .labelled_by(label.id);
            if std::mem::take(focus) {
                response.request_focus();
            }
            enter.set(super::super::kit::entry::submitted(ui, &response));
            super::super::kit::entry::error_line(ui, error);
        },
        |ui, name| {
            let pressed = button_row(ui, &[(&t!("cancel"), true), (&t!("save"), true)]);
            if pressed[0].clicked() {
                msgs.push(Msg::CloseFiles);
            }
            if pressed[1].clicked() || enter.get() {
                msgs.push(Msg::ask(Ask::SaveAs(name.clone())));
            }
        },
    );
    if close {
        msgs.push(Msg::CloseFiles);
    }
}

/// The list of named saves, newest first, with Open and Delete; Close at the top.
pub fn saves_dialog(
    ctx: &egui::Context,
    list: &[Summary],
    confirm_delete: Option<&PathBuf>,
    msgs: &mut Vec<Msg>,
) {
    let frame = Frame::new("saves", t!("saves-title"));
    let close = frame.show(
        ctx,
        msgs,
        |ui, msgs| {
            if list.is_empty() {
                ui.label(t!("saves-none"));
            }
            for save in list {
                let name = save.name.clone().unwrap_or_else(|| t!("saves-no-name"));
                let game = summary_words(save);
                ui.separator();
                let drawn = super::super::i18n::drawable(&name);
                ui.label(RichText::new(drawn.as_ref()).strong().size(theme::BODY));
                ui.label(if save.over {
                    t!("saves-over", game = game)
                } else {
                    game
                });
                ui.horizontal_wrapped(|ui| {
                    if ui.button(t!("saves-open", name = name.as_str())).clicked() {
                        msgs.push(Msg::ask(Ask::OpenFile(save.path.clone())));
                    }
                    // "Delete" and "Yes, delete" share a place: a double tap must not
                    // delete.
                    let slot = egui::Id::unique(("delete", &save.path));
                    let words = if confirm_delete == Some(&save.path) {
                        t!("saves-delete-yes", name = name.as_str())
                    } else {
                        t!("saves-delete", name = name.as_str())
                    };
                    let button = ui
                        .scope(|ui| {
                            settle::fade_until_ready(ui, slot, &words);
                            ui.button(&words)
                        })
                        .inner;
                    if !settle::clicked(ui, slot, &words, &button) {
                        // Not pressed, or pressed before it stood still.
                    } else if confirm_delete == Some(&save.path) {
                        msgs.push(Msg::ask(Ask::DeleteSave(save.path.clone())));
                    } else {
                        msgs.push(Msg::ask(Ask::ConfirmDelete(save.path.clone())));
                    }
                });
            }
        },
        |ui, msgs| {
            if button_row(ui, &[(&t!("close"), true)])[0].clicked() {
                msgs.push(Msg::CloseFiles);
            }
        },
    );
    if close {
        msgs.push(Msg::CloseFiles);
    }
}
