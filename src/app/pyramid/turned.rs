//! The table's own VP deck (`Setup::own_deck`): the deal asks, place by place, which card
//! the table dealt there (B1 first); a press that takes a card not yet told (a refill at
//! Start turn, a redraw) waits while the dialog asks which card the table turned over. Each
//! question offers a button for each kind still face down and how many (the counts the
//! table could count). The card tapped is told, then the press is played again.

use super::super::i18n::t;
use super::super::kit::face_down::{self, Question, Told};
use super::super::msg::Msg;
use super::PyramidPlay;
use super::words::{action_words, card_name};
use crate::modes::pyramid::Action;
use crate::modes::pyramid::PyramidSession;
use eframe::egui;

/// The dialog, while the deal is under way or a press waits for a card.
pub fn dialog(ctx: &egui::Context, p: &mut PyramidPlay, msgs: &mut Vec<Msg>) {
    let game = &p.game;
    let Some(face_down) = game.face_down() else {
        p.waiting = None;
        return;
    };
    let deal = game.to_deal();
    let waiting = p.waiting.filter(|_| deal.is_none());
    if deal.is_none() && waiting.is_none() {
        return;
    }
    let setup = game.setup();
    let choices = face_down
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(card, n)| {
            let words = t!("pyramid-turned-answer", card = card_name(setup, card), n = n);
            (words, card)
        })
        .collect();
    let question = match (deal, waiting) {
        (Some(place), _) => Question {
            id: "pyramid-deal",
            title: t!("pyramid-deal-which", place = place.name()),
            lines: vec![t!("pyramid-deal-line", n = place.index() + 1)],
            choices,
            cancel: None,
            // The last card dealt, taken back (a mistaken tap).
            undo: (place.index() > 0).then(|| t!("pyramid-deal-undo")),
        },
        (None, Some(action)) => Question {
            id: "pyramid-turned",
            title: t!("pyramid-turned-which"),
            lines: vec![t!("pyramid-turned-for", action = action_words(setup, &action))],
            choices,
            cancel: Some(t!("pyramid-turned-cancel")),
            undo: None,
        },
        (None, None) => return,
    };
    match face_down::ask(ctx, question) {
        Some(Told::Card(card)) => {
            msgs.push(Msg::Apply(Action::Turned { card }.into()));
            if let Some(action) = waiting {
                p.waiting = None;
                msgs.push(Msg::Apply(action.into()));
            }
        }
        Some(Told::Undo) => msgs.push(Msg::Undo),
        Some(Told::Cancel) => p.waiting = None,
        None => {}
    }
}
