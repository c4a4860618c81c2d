//! The table's own VP deck (`Setup::own_deck`): the deal asks, place by place, which card
//! the table dealt there (B1 first); a press that takes a card not yet told (a refill at
//! Start turn, a redraw) waits while the dialog asks which card the table turned over. Each
//! question offers a button for each kind still face down and how many (the counts the
//! table could count). The card tapped is told, then the press is played again.

use crate::PyramidPlay;
use crate::i18n::t;
use crate::kit::face_down::{self, Question, Told};
use crate::msg::Msg;
use crate::words::{action_words, card_name};
use coop_automa_pyramid::Action;
use coop_automa_pyramid::PyramidSession;

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
            let words = t!(
                "pyramid-turned-answer",
                card = card_name(setup, card),
                n = n
            );
            (words, card)
        })
        .collect();
    let question = match (deal, waiting) {
        // The deal covers the table until it is done: its dialog offers what the bars under
        // it would (the last card taken back, a step undone played again, another game).
        (Some(place), _) => Question {
            id: "pyramid-deal",
            title: t!("pyramid-deal-which", place = place.name()),
            lines: vec![t!("pyramid-deal-line", n = place.index() + 1)],
            choices,
            cancel: None,
            undo: (place.index() > 0).then(|| t!("pyramid-deal-undo")),
            redo: game
                .history()
                .next_redo()
                .is_some()
                .then(|| t!("pyramid-deal-redo")),
            leave: Some(t!("pyramid-deal-leave")),
        },
        (None, Some(action)) => {
            // The start of a turn is named as a moment, not as its button ("Para: Iniciar turno").
            let purpose = match action {
                Action::StartTurn { outpost: false } => t!("pyramid-turned-for-start"),
                Action::StartTurn { outpost: true } => t!("pyramid-turned-for-start-outpost"),
                _ => t!("pyramid-turned-for", action = action_words(setup, &action)),
            };
            let mut lines = vec![purpose];
            if let Some(told) = waiting_words(game) {
                lines.push(told);
            }
            Question {
                id: "pyramid-turned",
                title: t!("pyramid-turned-which"),
                lines,
                choices,
                cancel: Some(t!("pyramid-turned-cancel")),
                undo: None,
                redo: None,
                leave: None,
            }
        }
        (None, None) => return,
    };
    match face_down::ask(ctx, question) {
        Some(Told::Card(card)) => {
            msgs.push(Msg::apply(Action::Turned { card }));
            if let Some(action) = waiting {
                p.waiting = None;
                msgs.push(Msg::apply(action));
            }
        }
        Some(Told::Undo) => msgs.push(Msg::Undo),
        Some(Told::Redo) => msgs.push(Msg::Redo),
        Some(Told::Leave) => msgs.push(Msg::NewGame),
        Some(Told::Cancel) => p.waiting = None,
        None => {}
    }
}

/// The cards turned over and not yet placed, the next first, as the table reads them
/// ("Turned over, not yet placed: Duchy. The next place filled takes it."); `None` when
/// none waits.
pub fn waiting_words(game: &coop_automa_pyramid::PyramidGame) -> Option<String> {
    let waiting = game.turned_waiting();
    if waiting.is_empty() {
        return None;
    }
    let names: Vec<String> = waiting
        .iter()
        .map(|&c| card_name(game.setup(), c))
        .collect();
    Some(t!(
        "pyramid-turned-waiting",
        cards = crate::i18n::and_list(&names),
        n = waiting.len()
    ))
}
