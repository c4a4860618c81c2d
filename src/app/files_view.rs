//! Games on disk as the table sees them: "Resume" on the setup screen, "Save as", and the list
//! of saved games to open or delete. Every dialog fits the window, closes with Esc or a click
//! beside it, and keeps its Close button in view.

use super::i18n::{self, t};
use super::kit::dialog_frame::{Frame, button_row};
use super::kit::settle;
use super::msg::Msg;
use super::{fit, theme};
use crate::store::{GameStatus, Summary};
use eframe::egui::{self, RichText};
use std::path::PathBuf;

/// The one dialog open over the screen, if any: opening one closes any other.
#[derive(Debug)]
pub enum Modal {
    /// The keys and what they do.
    Help,
    /// The window was asked to close while the game is not on disk.
    ConfirmClose,
    /// "Leave this game?" before the setup screen.
    ConfirmLeave,
    /// "Save as", with the name typed so far, why the last try failed, and whether the
    /// field still has to take the keyboard.
    SaveAs {
        name: String,
        error: Option<String>,
        focus: bool,
    },
    /// The game on the table is played in another window: it was open there already
    /// (`lost` false) or that window took it over (`lost` true).
    PlayedElsewhere { lost: bool },
    /// The named saves, and one waiting for "yes, delete".
    SavedGames {
        list: Vec<Summary>,
        confirm_delete: Option<PathBuf>,
    },
    /// Every game of the data folder.
    AllGames { list: Vec<crate::store::Listed> },
}

/// A game in a list: "First Game, round 7, Alex and Bea, saved 14:32"; "Solo pyramid,
/// Normal, mix A, turn 4, saved 14:32".
pub fn summary_words(summary: &Summary) -> String {
    let saved = i18n::time_of_day(summary.saved_at);
    let (title, progress, who) = super::keeps::game_words(&summary.game);
    match who {
        None => t!(
            "summary-solo",
            title = title,
            progress = progress,
            saved = saved
        ),
        Some(who) => t!(
            "summary",
            title = title,
            progress = progress,
            who = who,
            saved = saved
        ),
    }
}

/// What a Resume entry is, in a few words.
pub fn status_text(status: GameStatus) -> String {
    match status {
        GameStatus::InProgress => t!("resume-in-progress"),
        GameStatus::OverUnscored => t!("resume-over-unscored"),
        GameStatus::Left => t!("resume-left"),
    }
}

/// The Resume entries: one row each, saying what the game is, with a way to forget it (asked
/// once more before it goes) beside it.
pub fn resume_list(
    ui: &mut egui::Ui,
    list: &[&Summary],
    confirm_forget: Option<&PathBuf>,
    msgs: &mut Vec<Msg>,
) {
    for resume in list {
        let asking = confirm_forget == Some(&resume.path);
        // The game's words wrap in what Forget leaves of the row, so it stays beside them
        // (once under them, each game took a line more of the band); where four fingers'
        // width would not be left, it goes under them. "Keep it" takes Forget's very place
        // and the game's button keeps its size, so nothing moves under the finger; "Yes,
        // forget it" follows it, or goes on a line of its own where the row has no room.
        let square = theme::finger_square(ui.ctx());
        let spacing = ui.spacing().item_spacing.x;
        let slot = fit::button_width(ui, t!("forget"))
            .max(fit::button_width(ui, t!("forget-keep")))
            .max(square.x)
            .ceil();
        let yes = fit::button_width(ui, t!("forget-yes")).max(square.x).ceil() + FORGET_GAP;
        // A point to spare: a button's edges are rounded to whole pixels.
        let room = ui.available_width() - slot - spacing - 1.0;
        let row = egui::Layout::left_to_right(egui::Align::Min);
        let beside = room >= 4.0 * square.x;
        let placed = ui
            .with_layout(row, |ui| {
                let all = ui.available_width();
                resume_button(ui, resume, if beside { room } else { all }, msgs);
                beside.then(|| forget_row(ui, resume, asking, slot, yes, msgs))
            })
            .inner;
        let placed = placed.unwrap_or_else(|| {
            ui.with_layout(row, |ui| forget_row(ui, resume, asking, slot, yes, msgs))
                .inner
        });
        if !placed {
            ui.with_layout(row, |ui| forget_yes(ui, resume, msgs));
        }
    }
}

/// The game's own button, its words wrapped in `width`.
fn resume_button(ui: &mut egui::Ui, resume: &Summary, width: f32, msgs: &mut Vec<Msg>) {
    let text = t!(
        "resume-button",
        game = summary_words(resume),
        status = status_text(resume.status)
    );
    let button = egui::Button::new(RichText::new(&text).size(theme::BODY).strong())
        .wrap()
        .min_size(egui::vec2(0.0, theme::finger(ui.ctx())));
    let column = egui::Layout::top_down(egui::Align::Min);
    let response = ui
        .allocate_ui_with_layout(egui::vec2(width, 0.0), column, |ui| ui.add(button))
        .inner
        .on_hover_text(t!("resume-tooltip"));
    super::kit::seen::mark(ui, "resume", &text, &response);
    if response.clicked() {
        msgs.push(Msg::Resume(resume.path.clone()));
    }
}

/// Forget (or "Keep it", `slot` points wide), then "Yes, forget it" where it is asked and
/// the row has `yes` points left for it; false when it is asked and has not that room.
fn forget_row(
    ui: &mut egui::Ui,
    resume: &Summary,
    asking: bool,
    slot: f32,
    yes: f32,
    msgs: &mut Vec<Msg>,
) -> bool {
    forget_button(ui, resume, asking, slot, msgs);
    if !asking {
        return true;
    }
    if ui.available_width() < yes + ui.spacing().item_spacing.x {
        return false;
    }
    forget_yes(ui, resume, msgs);
    true
}

/// The slot Forget and "Yes, forget it" share (`settle`: one button whose words change),
/// and the mark that "Yes" was brought into view once.
fn forget_ids(resume: &Summary) -> (egui::Id, egui::Id) {
    (
        egui::Id::unique(("forget", &resume.path)),
        egui::Id::unique(("forget-shown", &resume.path)),
    )
}

/// The room between "Keep it" and "Yes, forget it", so that a double tap cannot hit both.
const FORGET_GAP: f32 = 24.0;

/// Forget, or "Keep it" in its place once it was pressed: `width` points wide.
fn forget_button(
    ui: &mut egui::Ui,
    resume: &Summary,
    asking: bool,
    width: f32,
    msgs: &mut Vec<Msg>,
) {
    // 44 points tall, like every button a finger uses.
    let size = egui::vec2(width, theme::finger(ui.ctx()));
    let (slot, shown) = forget_ids(resume);
    if asking {
        if ui
            .add(egui::Button::new(t!("forget-keep")).min_size(size))
            .clicked()
        {
            msgs.push(Msg::AskForget(None));
        }
    } else {
        ui.ctx().data_mut(|d| d.remove::<bool>(shown));
        let forget_words = t!("forget");
        let forget = ui
            .scope(|ui| {
                settle::fade_until_ready(ui, slot, &forget_words);
                ui.add(egui::Button::new(forget_words.clone()).min_size(size))
            })
            .inner
            .on_hover_text(t!("forget-tooltip"));
        if settle::clicked(ui, slot, &forget_words, &forget) {
            msgs.push(Msg::AskForget(Some(resume.path.clone())));
        }
    }
}

/// "Yes, forget it", after "Keep it": a double tap on Forget keeps the game, never forgets it.
fn forget_yes(ui: &mut egui::Ui, resume: &Summary, msgs: &mut Vec<Msg>) {
    ui.add_space(FORGET_GAP);
    let yes_words = t!("forget-yes");
    let (slot, shown) = forget_ids(resume);
    let yes = ui
        .scope(|ui| {
            settle::fade_until_ready(ui, slot, &yes_words);
            ui.add(egui::Button::new(yes_words.clone()).min_size(theme::finger_square(ui.ctx())))
        })
        .inner
        .on_hover_text(t!("forget-yes-tooltip"));
    // It may be under the band's edge: brought into view once, when the question appears.
    if !ui
        .ctx()
        .data(|d| d.get_temp::<bool>(shown).unwrap_or(false))
    {
        yes.scroll_to_me(None);
        ui.ctx().data_mut(|d| d.insert_temp(shown, true));
    }
    if settle::clicked(ui, slot, &yes_words, &yes) {
        msgs.push(Msg::Forget(resume.path.clone()));
    }
}

/// The "Save as" dialog; its name field has the keyboard from the start.
pub fn save_as_dialog(
    ctx: &egui::Context,
    name: &mut String,
    error: Option<&str>,
    focus: &mut bool,
    msgs: &mut Vec<Msg>,
) {
    let frame = Frame {
        id: "save-as",
        title: &t!("save-as-title"),
        page: None,
    };
    let enter = std::cell::Cell::new(false);
    let close = frame.show(
        ctx,
        name,
        |ui, name| {
            ui.label(t!("save-as-text"));
            let label = ui.label(t!("save-as-name"));
            let response = ui
                .add(
                    super::kit::entry::line(name)
                        .desired_width(ui.available_width().min(420.0))
                        .min_size(egui::vec2(0.0, theme::finger(ui.ctx())))
                        .char_limit(40),
                )
                .labelled_by(label.id);
            if std::mem::take(focus) {
                response.request_focus();
            }
            enter.set(super::kit::entry::submitted(ui, &response));
            super::kit::entry::error_line(ui, error);
        },
        |ui, name| {
            let pressed = button_row(ui, &[(&t!("cancel"), true), (&t!("save"), true)]);
            if pressed[0].clicked() {
                msgs.push(Msg::CloseFiles);
            }
            if pressed[1].clicked() || enter.get() {
                msgs.push(Msg::SaveAs(name.clone()));
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
    let frame = Frame {
        id: "saves",
        title: &t!("saves-title"),
        page: None,
    };
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
                ui.label(RichText::new(&name).strong().size(theme::BODY));
                ui.label(if save.over {
                    t!("saves-over", game = game)
                } else {
                    game
                });
                ui.horizontal_wrapped(|ui| {
                    if ui.button(t!("saves-open", name = name.as_str())).clicked() {
                        msgs.push(Msg::OpenFile(save.path.clone()));
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
                        msgs.push(Msg::DeleteSave(save.path.clone()));
                    } else {
                        msgs.push(Msg::AskDelete(save.path.clone()));
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
