//! The table's own Curse Deck (`Setup::own_deck`): a press that draws a card the table has
//! not told waits while a dialog asks "Turn over the top card of the Curse Deck: which is
//! it?", with a button for each kind still face down and how many (the counts the table
//! could count). The card tapped is told, then the press is played again: an attack asks
//! once for each card it draws.

use crate::DuelPlay;
use crate::card_names::CardName;
use crate::i18n::t;
use crate::kit::face_down::{self, Question, Told};
use crate::msg::Msg;
use crate::words::{action_words, attack_words};
use coop_automa_duel::DuelSession;
use coop_automa_duel::{Action, CurseCard};

/// The dialog, while a press waits for a card: the card tapped and the press again, or
/// Cancel (the press is dropped; a card already told stays for the next draw). It says
/// first who gains the card (an attack draws for several players, one card at a time).
pub fn dialog(ctx: &egui::Context, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    let Some((action, gains)) = p.waiting else {
        return;
    };
    let Some(face_down) = p.game.face_down() else {
        p.waiting = None;
        return;
    };
    let game = &p.game;
    let waiting = game.turned_waiting();
    // An attack is named by whose it is (the current player's): anyone may draw for it, the
    // attacker too (a battle lost).
    let what = match &action {
        Action::Attack(attack) => t!(
            "duel-turned-attack",
            name = game.name(game.current()),
            attack = attack_words(attack.kind)
        ),
        other => action_words(game.setup(), other),
    };
    let mut lines = vec![t!("duel-turned-gains", name = game.name(gains))];
    // A plain draw's words name the player already ("Bea gains a curse").
    if waiting.is_empty() {
        if !matches!(action, Action::Draw { .. }) {
            lines.push(t!("duel-turned-for", action = what));
        }
    } else {
        lines.push(t!(
            "duel-turned-for-more",
            action = what,
            cards = cards_words(waiting)
        ));
    }
    let choices = CurseCard::ALL
        .into_iter()
        .filter(|card| face_down[card.index()] > 0)
        .map(|card| {
            let n = face_down[card.index()];
            (
                t!("duel-turned-answer", card = card.card_name(), n = n),
                card,
            )
        })
        .collect();
    let question = Question {
        id: "duel-turned",
        title: t!("duel-turned-title"),
        lines,
        choices,
        cancel: Some(t!("duel-turned-cancel")),
        undo: None,
        redo: None,
        leave: None,
    };
    match face_down::ask(ctx, question) {
        Some(Told::Card(card)) => {
            p.waiting = None;
            msgs.push(Msg::apply(Action::CurseTurned { card }));
            msgs.push(Msg::apply(action));
        }
        Some(Told::Cancel | Told::Undo | Told::Redo | Told::Leave) => p.waiting = None,
        None => {}
    }
}

/// "Curse, Contagion": the cards told and not yet drawn, the next first.
pub fn cards_words(cards: &[CurseCard]) -> String {
    let names: Vec<String> = cards.iter().map(|c| c.card_name()).collect();
    crate::words::and_list(&names)
}
