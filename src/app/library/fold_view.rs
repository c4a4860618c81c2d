//! The list of every game's "Make room" part, folded away until opened: how many months of
//! finished games to keep whole, how many games older than that a fold would take, and the
//! fold asked first, with a backup offered.

use super::super::backup::dialog::Ask as BackupAsk;
use super::super::i18n::{self, t};
use super::super::kit::{counted_row, fold::fold, settle};
use super::super::msg::Msg;
use super::super::theme;
use super::dialog::{AllGames, Ask};
use super::fold::{MAX_MONTHS, before};
use crate::store::{self, finished_before};
use eframe::egui::{self, RichText};

/// The part, at the list's top; nothing while no game is finished.
pub fn make_room(ui: &mut egui::Ui, all: &AllGames, msgs: &mut Vec<Msg>) {
    if finished_before(&all.shelved, i64::MAX).next().is_none() {
        return;
    }
    let title = RichText::new(t!("games-fold-title")).size(theme::BODY);
    fold(ui, "games-fold", title, false, |ui| form(ui, all, msgs));
}

fn form(ui: &mut egui::Ui, all: &AllGames, msgs: &mut Vec<Msg>) {
    let body = |text: String| egui::Label::new(RichText::new(text).size(theme::BODY)).wrap();
    ui.add(body(t!("games-fold-explain")));
    let months = all.fold.months;
    let (fewer, more) = counted_row(
        ui,
        &t!("games-fold-months"),
        &months.to_string(),
        (&t!("games-fold-fewer"), months > 1),
        (&t!("games-fold-more"), months < MAX_MONTHS),
    );
    if fewer {
        msgs.push(Msg::ask(Ask::FoldMonths(months - 1)));
    }
    if more {
        msgs.push(Msg::ask(Ask::FoldMonths(months + 1)));
    }
    let before = before(months, store::now());
    let (n, date) = (
        finished_before(&all.shelved, before).count(),
        i18n::date(before),
    );
    if n == 0 {
        ui.add(body(t!("games-fold-none", date = date.as_str())));
        return;
    }
    let square = theme::finger(ui.ctx());
    // "Keep only the results…" and "Yes, …" share a slot: a double tap must not fold.
    let slot = egui::Id::unique("fold-games");
    let button = |ui: &mut egui::Ui, words: &str| {
        ui.scope(|ui| {
            settle::fade_until_ready(ui, slot, words);
            let button = egui::Button::new(RichText::new(words).size(theme::BODY)).wrap();
            let pressed = ui.add(button.min_size(egui::vec2(0.0, square)));
            // For the browser tests.
            super::super::kit::seen::mark(ui, "button", words, &pressed);
            pressed
        })
        .inner
    };
    if !all.fold.asked {
        let words = t!("games-fold-button", n = n, date = date.as_str());
        let pressed = button(ui, &words);
        if settle::clicked(ui, slot, &words, &pressed) {
            msgs.push(Msg::ask(Ask::AskFold(true)));
        }
        return;
    }
    let warn = theme::warn_color(ui.visuals().dark_mode);
    let ask = t!("games-fold-ask", n = n, date = date.as_str());
    ui.add(egui::Label::new(RichText::new(ask).size(theme::BODY).color(warn)).wrap());
    // One under another: side by side, a long answer was squeezed to a letter a line.
    let plain = |ui: &mut egui::Ui, words: String| {
        let button = egui::Button::new(RichText::new(words).size(theme::BODY)).wrap();
        ui.add(button.min_size(egui::vec2(0.0, square))).clicked()
    };
    if plain(ui, t!("games-fold-backup")) {
        msgs.push(Msg::ask(BackupAsk::Show));
    }
    let words = t!("games-fold-yes", n = n);
    let yes = button(ui, &words);
    if settle::clicked(ui, slot, &words, &yes) {
        msgs.push(Msg::ask(Ask::Fold));
    }
    if plain(ui, t!("games-fold-no")) {
        msgs.push(Msg::ask(Ask::AskFold(false)));
    }
}
