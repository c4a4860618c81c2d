//! The table's own Curse Deck (`Setup::own_deck`): a press that draws a card the table has
//! not told waits while a dialog asks "Turn over the top card of the Curse Deck: which is
//! it?", with a button for each kind still face down and how many (the counts the table
//! could count). The card tapped is told, then the press is played again: an attack asks
//! once for each card it draws.

use super::super::card_names::CardName;
use super::super::i18n::t;
use super::super::kit::dialog_frame::{Frame, button_row};
use super::super::kit::face_down;
use super::super::msg::Msg;
use super::super::theme;
use super::DuelPlay;
use super::words::action_words;
use crate::modes::duel::DuelSession;
use crate::modes::duel::{Action, CurseCard};
use eframe::egui::{self, RichText};

/// The dialog, while a press waits for a card: the card tapped and the press again, or
/// Cancel (the press is dropped; a card already told stays for the next draw).
pub fn dialog(ctx: &egui::Context, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    let Some(action) = p.waiting else { return };
    let Some(face_down) = p.game.face_down() else {
        p.waiting = None;
        return;
    };
    let game = &p.game;
    let mut tapped = None;
    let mut cancel = false;
    let frame = Frame::new("duel-turned", t!("duel-turned-title"));
    let shut = frame.show(
        ctx,
        &mut (),
        |ui, _| {
            let waiting = game.turned_waiting();
            let for_words = if waiting.is_empty() {
                t!("duel-turned-for", action = action_words(game.setup(), &action))
            } else {
                t!(
                    "duel-turned-for-more",
                    action = action_words(game.setup(), &action),
                    cards = cards_words(waiting)
                )
            };
            ui.add(egui::Label::new(RichText::new(for_words).size(theme::BODY)).wrap());
            ui.add_space(8.0);
            let choices: Vec<(String, CurseCard)> = CurseCard::ALL
                .into_iter()
                .filter(|card| face_down[card.index()] > 0)
                .map(|card| {
                    let n = face_down[card.index()];
                    (t!("duel-turned-answer", card = card.card_name(), n = n), card)
                })
                .collect();
            tapped = face_down::answers(ui, &choices);
        },
        |ui, _| {
            let words = t!("duel-turned-cancel");
            cancel = button_row(ui, &[(&words, true)])[0].clicked();
        },
    );
    if let Some(card) = tapped {
        p.waiting = None;
        msgs.push(Msg::Apply(Action::CurseTurned { card }.into()));
        msgs.push(Msg::Apply(action.into()));
    } else if cancel || shut {
        p.waiting = None;
    }
}

/// "Curse, Contagion": the cards told and not yet drawn, the next first.
pub fn cards_words(cards: &[CurseCard]) -> String {
    let names: Vec<String> = cards.iter().map(|c| c.card_name()).collect();
    super::words::and_list(&names)
}
