//! The start screen's Resume band: one row for each unfinished game, saying what it is, with
//! a way to forget it (asked once more before it goes) beside it.

use super::super::i18n::t;
use super::super::kit::settle;
use super::super::msg::Msg;
use super::super::{fit, theme};
use super::dialog::Ask;
use super::words::{status_text, summary_words};
use crate::store::Summary;
use eframe::egui::{self, RichText};
use std::path::PathBuf;

/// The games to resume, under the mode tabs, in a scrolling band as tall as they are, up to a
/// third of the window. The band is asked for that height outright: a scroll area takes only
/// the room its panel had the frame before, so it stayed at egui's least (64 points, a game
/// and a half) however many games there were.
pub fn resume_band(
    ui: &mut egui::Ui,
    list: &[&Summary],
    confirm_forget: Option<&PathBuf>,
    msgs: &mut Vec<Msg>,
) {
    if list.is_empty() {
        return;
    }
    let band = ui.ctx().content_rect().height() / 3.0;
    let area = egui::ScrollArea::vertical()
        .id_salt("resume-list")
        .max_height(band)
        .min_scrolled_height(band);
    super::super::kit::quiet_moves::scrolled(area, ui, |ui| {
        resume_list(ui, list, confirm_forget, msgs)
    });
}

/// The Resume entries: one row each, saying what the game is, with a way to forget it (asked
/// once more before it goes) beside it.
fn resume_list(
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
    super::super::kit::seen::mark(ui, "resume", &text, &response);
    if response.clicked() {
        msgs.push(Msg::ask(Ask::Resume(resume.path.clone())));
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
            msgs.push(Msg::ask(Ask::ConfirmForget(None)));
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
            msgs.push(Msg::ask(Ask::ConfirmForget(Some(resume.path.clone()))));
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
        msgs.push(Msg::ask(Ask::Forget(resume.path.clone())));
    }
}
