//! The table's own piles (`Setup::own`): "which card did you turn over?", asked at the
//! automa's step and for a Hex a player receives (R23), with a button for each card still
//! face down and how many of it are (the counts the table could count). An empty pile is
//! first rebuilt from the discard pile (R13.1, R21), and the question says so.

use crate::card_names::CardName;
use crate::i18n::t;
use crate::kit::{face_down, in_view, seen};
use crate::msg::Msg;
use crate::theme;
use coop_automa_coop::CoopSession;
use coop_automa_coop::{Action, Card, Game, Hex, PileKind, Treasure};
use egui::{self, RichText};

/// The step's question under its title; the card tapped is played as the step.
pub fn step_question(ui: &mut egui::Ui, game: &Game, pile: PileKind, msgs: &mut Vec<Msg>) {
    let group = ui.vertical(|ui| {
        if let Some(n) = game.reshuffle_before_turning(pile) {
            reshuffle(
                ui,
                &t!("coop-turned-reshuffle", pile = pile_words(pile), n = n),
            );
        }
        let which = t!("coop-turned-which", pile = pile_words(pile));
        let response = ui.label(RichText::new(&which).size(theme::HEADING).strong());
        seen::mark(ui, "question", &which, &response);
        if let Some(card) = answers(ui, game, pile) {
            msgs.push(Msg::apply(Action::AutomaStepTurned { card }));
        }
    });
    // The question and its answers come into view together (a phone's column may be
    // scrolled to the automa's card when the step comes).
    in_view::when_it_appears(ui, "coop-turned", group.response.rect);
    ui.add_space(6.0);
}

/// "Which Hex did `name` turn over?" under the player's name (R23); the Hex tapped.
pub fn hex_question(ui: &mut egui::Ui, game: &Game, name: &str) -> Option<Hex> {
    ui.vertical(|ui| {
        if let Some(n) = game.reshuffle_before_turning(PileKind::Hex) {
            reshuffle(ui, &t!("coop-turned-hex-reshuffle", n = n));
        }
        let question = t!("coop-turned-hex-which", name = name);
        let response = ui.label(RichText::new(&question).size(theme::BODY).strong());
        seen::mark(ui, "question", &question, &response);
        answers(ui, game, PileKind::Hex).and_then(Card::hex)
    })
    .inner
}

/// A button for each card of `pile` still face down; the one tapped. A Hex is one of its
/// kind: its name says it all; a treasure says how many are face down.
fn answers(ui: &mut egui::Ui, game: &Game, pile: PileKind) -> Option<Card> {
    let choices: Vec<(String, Card)> = game
        .face_down(pile)
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(card, n)| {
            let words = match card {
                Card::Hex(_) => card.card_name(),
                Card::Treasure(_) => t!("coop-turned-answer", card = card.card_name(), n = n),
            };
            (words, card)
        })
        .collect();
    face_down::answers(ui, &choices)
}

/// "Shuffle first": in the warning colour, before the question.
fn reshuffle(ui: &mut egui::Ui, text: &str) {
    let color = theme::warn_color(ui.visuals().dark_mode);
    ui.add(egui::Label::new(RichText::new(text).size(theme::BODY).strong().color(color)).wrap());
}

/// "your Copper and Silver pile", "your Hex pile".
fn pile_words(pile: PileKind) -> String {
    match pile {
        PileKind::Treasure => t!(
            "coop-own-treasure-pile",
            copper = Treasure::Copper.card_name(),
            silver = Treasure::Silver.card_name()
        ),
        PileKind::Hex => t!("coop-own-hex-pile"),
    }
}
