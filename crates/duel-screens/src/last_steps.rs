//! The Duel's "What just happened": the last few actions' events, the newest first and
//! strongest, and a mixed game's Curse pile with its correction (D3.4).

use crate::i18n::t;
use crate::kit::step_button;
use crate::msg::Msg;
use crate::theme;
use crate::{DuelPlay, words};
use coop_automa_duel::DuelSession;
use coop_automa_duel::{Action, Event};
use egui::{self, RichText};

/// What the last few actions did, the newest first and strongest: draws, life changes and
/// the reminders that come with them (D9).
pub(super) fn last_steps(ui: &mut egui::Ui, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    ui.label(
        RichText::new(t!("duel-log-heading"))
            .size(theme::BODY)
            .strong(),
    );
    let game = &p.game;
    let setup = game.setup();
    let mut any = false;
    for (age, (_, events)) in game.log().rev().take(3).enumerate() {
        any = true;
        for event in events
            .iter()
            .filter(|e| !matches!(e, Event::TurnStarted { .. }) || age == 0)
        {
            let text = words::event_words(setup, event);
            let rich = if age == 0 {
                RichText::new(text).size(theme::BODY * 0.9).strong()
            } else {
                RichText::new(text).size(theme::SMALL).weak()
            };
            ui.add(egui::Label::new(rich).wrap());
        }
        ui.separator();
    }
    if !any {
        ui.label(
            RichText::new(t!("duel-log-start", name = game.name(game.current())))
                .size(theme::SMALL),
        );
    }
    // A mixed game's Curse pile, corrected by the table (D3.4).
    if let Some(left) = game.curse_pile() {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(t!("duel-deck-line-pile", n = left)).size(theme::BODY));
            if step_button(ui, "−", left > 0, &t!("duel-curse-pile-fewer")).clicked() {
                msgs.push(Msg::apply(Action::CursePile { left: left - 1 }));
            }
            if step_button(ui, "+", left < 30, &t!("duel-curse-pile-more")).clicked() {
                msgs.push(Msg::apply(Action::CursePile { left: left + 1 }));
            }
        });
    }
}
