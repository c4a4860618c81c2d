//! Every game of the data folder in one list (in play, over, left, forgotten, finished; by
//! mode, newest first), each one to open, to forget, a forgotten one to delete for good (asked
//! twice), or on the web to download: a game beyond
//! the Resume band's few is never out of reach. Its Backup button writes all of them (and the
//! saves, results and settings) to one file.

use super::super::i18n::t;
use super::super::kit::dialog_frame::{Frame, button_row};
use super::super::kit::settle;
use super::super::msg::Msg;
use super::super::theme;
use super::dialog::{AllGames, Ask};
use super::words::{status_text, summary_words};
use crate::store::{GameStatus, Listed, Shelf};
use eframe::egui::{self, RichText};

/// Where a listed game stands, in a few words.
pub fn standing(game: &Listed) -> String {
    match (game.shelf, game.finished) {
        (Shelf::Forgotten, _) => t!("games-forgotten"),
        (_, true) => t!("games-finished"),
        (Shelf::Left, false) => status_text(GameStatus::Left),
        (Shelf::Table, false) => status_text(game.summary.status),
    }
}

/// The list of every game (the first of them played, a button for the next ones), under the
/// part that makes room, with Backup and Close under it.
pub fn all_games_dialog(ctx: &egui::Context, all: &AllGames, msgs: &mut Vec<Msg>) {
    let (total, list) = (all.shelved.len(), &all.list);
    let confirm_delete = all.confirm_delete.as_ref();
    let frame = Frame::new("all-games", t!("games-title", n = total));
    let close = frame.show(
        ctx,
        msgs,
        |ui, msgs| {
            #[cfg(target_arch = "wasm32")]
            super::super::storage_note::show(ui);
            if list.is_empty() {
                ui.label(t!("games-none"));
            }
            super::fold_view::make_room(ui, all, msgs);
            let square = theme::finger(ui.ctx());
            for game in list {
                ui.separator();
                let words = t!(
                    "resume-button-plain",
                    game = summary_words(&game.summary),
                    status = standing(game)
                );
                ui.add(egui::Label::new(RichText::new(&words).size(theme::BODY)).wrap());
                ui.horizontal_wrapped(|ui| {
                    let open =
                        egui::Button::new(t!("games-open")).min_size(egui::vec2(0.0, square));
                    if ui.add(open).on_hover_text(&words).clicked() {
                        msgs.push(Msg::ask(Ask::OpenListed(game.summary.path.clone())));
                    }
                    if game.shelf != Shelf::Forgotten {
                        let forget =
                            egui::Button::new(t!("forget")).min_size(egui::vec2(0.0, square));
                        if ui
                            .add(forget)
                            .on_hover_text(t!("games-forget-tooltip"))
                            .clicked()
                        {
                            msgs.push(Msg::ask(Ask::ForgetListed(game.summary.path.clone())));
                        }
                    }
                    if game.shelf == Shelf::Forgotten {
                        // "Delete for good" and "Yes, delete it for good" share a place: a
                        // double tap must not delete.
                        let path = &game.summary.path;
                        let slot = egui::Id::unique(("delete-listed", path));
                        let asked = confirm_delete == Some(path);
                        let words = if asked {
                            t!("games-delete-yes")
                        } else {
                            t!("games-delete")
                        };
                        let button = ui
                            .scope(|ui| {
                                settle::fade_until_ready(ui, slot, &words);
                                ui.add(egui::Button::new(&words).min_size(egui::vec2(0.0, square)))
                                    .on_hover_text(t!("games-delete-tooltip"))
                            })
                            .inner;
                        if settle::clicked(ui, slot, &words, &button) {
                            msgs.push(Msg::ask(if asked {
                                Ask::DeleteListed(path.clone())
                            } else {
                                Ask::ConfirmDeleteListed(path.clone())
                            }));
                        }
                    }
                    #[cfg(target_arch = "wasm32")]
                    {
                        let download = egui::Button::new(t!("tools-download"))
                            .min_size(egui::vec2(0.0, square));
                        if ui.add(download).clicked() {
                            msgs.push(Msg::ask(Ask::DownloadListed(game.summary.path.clone())));
                        }
                    }
                });
            }
            if list.len() < total {
                ui.separator();
                let more = t!(
                    "games-more",
                    n = super::GAMES_PAGE.min(total - list.len()),
                    shown = list.len(),
                    total = total
                );
                let button = ui.add(egui::Button::new(&more).min_size(egui::vec2(0.0, square)));
                super::super::kit::seen::mark(ui, "button", &more, &button);
                if button.clicked() {
                    msgs.push(Msg::ask(Ask::MoreListed));
                }
            }
        },
        |ui, msgs| {
            // Everything listed here, in one file to keep or to restore on another device.
            let pressed = button_row(ui, &[(&t!("tools-backup"), true), (&t!("close"), true)]);
            if pressed[0].clicked() {
                msgs.push(Msg::ask(super::super::backup::dialog::Ask::Show));
            }
            if pressed[1].clicked() {
                msgs.push(Msg::CloseFiles);
            }
        },
    );
    if close {
        msgs.push(Msg::CloseFiles);
    }
}
