//! The middle of the play screen: what the table does now, in large type. After a treasure
//! step, what moved and (for a Silver) the card to pass; after a Hex, its effect, who blocked
//! it and the States it gave.

use super::super::msg::Msg;
use super::super::{fonts, theme};
use super::{card, labels, plots};
use crate::app::card_names::CardName;
use crate::modes::coop::{
    Action, Card, Event, Game, Hex, PendingHex, Phase, Resolving, Seat, StepKind, Treasure,
};
use eframe::egui::{self, RichText};

/// Draws the prompt for the current phase.
pub fn show(ui: &mut egui::Ui, game: &Game, msgs: &mut Vec<Msg>) {
    match game.phase() {
        Phase::Turn { seat, .. } => turn(ui, game, seat, msgs),
        Phase::FleetTurns => {
            big(ui, &format!("Fleet round {}", game.round()));
            if let Some(reason) = game.end_reason() {
                ui.label(format!(
                    "The game would have ended: {}.",
                    super::words::end_reason_words(reason)
                ));
            }
            ui.label(RichText::new("The players who bought Fleet take their turns now. Then the automa takes its last step, and the game is over.").size(theme::HEADING * 0.8));
        }
        Phase::AutomaDue => automa_due(ui, game),
        Phase::Resolving(Resolving::Treasure(card)) => treasure(ui, game, card),
        Phase::Resolving(Resolving::Hex(pending)) => hex(ui, game, &pending, msgs),
        Phase::Over => {}
    }
}

fn big(ui: &mut egui::Ui, text: &str) {
    ui.label(
        RichText::new(text)
            .size(theme::HUGE)
            .strong()
            .family(fonts::bold()),
    );
}

/// A warning the table must not miss (the game is about to end).
fn banner(ui: &mut egui::Ui, text: &str) {
    let dark = ui.visuals().dark_mode;
    framed(ui, text, theme::warn_color(dark), theme::warn_color(dark));
}

/// "Do this now" for the card on the table, framed in the card's own colour.
fn do_now(ui: &mut egui::Ui, text: &str, card: Card) {
    let strong = ui.visuals().strong_text_color();
    framed(ui, text, theme::card_color(card), strong);
}

fn framed(ui: &mut egui::Ui, text: &str, frame: egui::Color32, color: egui::Color32) {
    egui::Frame::new()
        .fill(frame.gamma_multiply(0.18))
        .stroke(egui::Stroke::new(3.0, frame))
        .corner_radius(8)
        .inner_margin(12)
        .show(ui, |ui| {
            ui.label(
                RichText::new(text)
                    .size(theme::HEADING)
                    .strong()
                    .color(color),
            );
        });
}

/// What the automa's step of this round did (the entry of the "Automa's step" action), so
/// it stays on screen while the table adds corrections before pressing Done.
fn step_events(game: &Game) -> Vec<Event> {
    game.log()
        .rev()
        .find(|(action, _)| **action == Action::AutomaStep)
        .map(|(_, events)| events.to_vec())
        .unwrap_or_default()
}

fn turn(ui: &mut egui::Ui, game: &Game, seat: Seat, msgs: &mut Vec<Msg>) {
    if let Some(reason) = game.end_condition() {
        banner(
            ui,
            &format!(
                "The game ends when this turn ends: {}.",
                super::words::end_reason_words(reason)
            ),
        );
    }
    ui.label(
        RichText::new("During the turn")
            .size(theme::HEADING)
            .strong(),
    );
    for line in [
        "Bought or gained a Province or Duchy? Count it in the supply.",
        "Played an Attack? Press \"Attack played\" (A).",
        "A pile ran out? Count it under \"Other empty piles\".",
    ] {
        ui.label(RichText::new(line).size(theme::BODY));
    }
    // A Hex a player received from their own card this turn, large with its effect (R20, R23).
    for (who, hex) in hexes_received_this_turn(game) {
        big(
            ui,
            &format!("{} receives {}", game.name(who), hex.card_name()),
        );
        do_now(ui, &hex_instruction(hex), Card::Hex(hex));
        ui.label(RichText::new(&hex.text().details).size(theme::BODY));
    }
    // Extra turns (R11) are rare: folded away until a table opens them (it stays open).
    egui::CollapsingHeader::new(RichText::new("More: extra turns (Outpost, Possession ...)").size(theme::BODY))
        .id_salt("extra-turns")
        .default_open(false)
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let name = game.name(seat);
                let other = game.name(seat.other());
                if ui
                    .button(format!("{name} takes an extra turn"))
                    .on_hover_text("Outpost, Mission and the like: this turn ends and the same player takes another. The round does not advance.")
                    .clicked()
                {
                    msgs.push(Msg::Apply(Action::ExtraTurn.into()));
                }
                if ui
                    .button(format!("{other} takes an extra turn (Possession)"))
                    .on_hover_text(format!("Possession: after this turn {other} takes an extra turn, played by {name}. Then the round goes on as before."))
                    .clicked()
                {
                    msgs.push(Msg::Apply(Action::ExtraTurnFor { seat: seat.other() }.into()));
                }
            });
        });
    // The step itself is at the top of the screen; here, what it will act on.
    if game.step_this_round() == StepKind::Treasure && game.end_condition().is_none() {
        ui.add_space(12.0);
        ui.label(
            RichText::new(format!(
                "At the end of this round the automa takes a card. {}",
                labels::take_preview(game)
            ))
            .size(theme::HEADING * 0.85),
        );
    }
    if game.round() > 1 {
        ui.add_space(12.0);
        egui::CollapsingHeader::new(RichText::new("The automa's score by round").strong())
            .id_salt("turn-chart")
            .default_open(true)
            .show(ui, |ui| plots::score_by_round(ui, game, 180.0));
    }
}

/// The Hexes players received from their own cards since the current turn began (R23),
/// oldest first.
pub fn hexes_received_this_turn(game: &Game) -> Vec<(Seat, Hex)> {
    let mut found = Vec::new();
    for (action, events) in game.log().rev() {
        if matches!(
            action,
            Action::EndTurn
                | Action::ExtraTurn
                | Action::ExtraTurnFor { .. }
                | Action::AutomaStep
                | Action::AutomaDone
        ) {
            break;
        }
        for event in events {
            if let Event::HexReceived { seat, hex } = *event {
                found.push((seat, hex));
            }
        }
    }
    found.reverse();
    found
}

/// What each player does for a Hex, with Locusts' coop rule beside it (R22).
fn hex_instruction(hex: Hex) -> String {
    let mut now = card::card_summary(Card::Hex(hex));
    if hex == Hex::Locusts {
        // R22: the coop rule must be seen with the Hex, not found in the small print.
        now.push_str("\nCoop rule: a Victory card it would trash may go to your discard pile instead; then gain just one Curse.");
    }
    now
}

fn automa_due(ui: &mut egui::Ui, game: &Game) {
    if let Some(reason) = game.end_condition()
        && !game.is_fleet_round()
    {
        big(ui, "The game is over");
        banner(
            ui,
            &format!(
                "The supply shows {}: the game ended with the last turn, so the automa takes no step. Undo or correct the supply if that is wrong.",
                super::words::end_reason_words(reason)
            ),
        );
        return;
    }
    big(ui, "The automa's step");
    match game.step_this_round() {
        StepKind::Nothing => {
            ui.label(RichText::new("Round 1: the automa does nothing.").size(theme::HEADING));
        }
        StepKind::Treasure => {
            ui.label(
                RichText::new(
                    "It reveals a Copper or a Silver, then takes a card from the supply.",
                )
                .size(theme::HEADING),
            );
            ui.label(
                RichText::new(labels::take_preview(game))
                    .size(theme::HEADING)
                    .strong(),
            );
            ui.label(
                "Check the supply counts first: a purchase not yet counted changes what it takes.",
            );
        }
        StepKind::Hex => {
            ui.label(RichText::new("It reveals a Hex. Both players receive it, unless one blocks it (Moat, Lighthouse).").size(theme::HEADING));
        }
    }
}

fn treasure(ui: &mut egui::Ui, game: &Game, card: Treasure) {
    let last_events = step_events(game);
    match card {
        Treasure::Silver => {
            big(ui, "Silver: pass a card");
            do_now(
                ui,
                &format!(
                    "{} and {}: each passes one card from hand to the other, at the same time (no cards in hand: pass nothing). It cannot be blocked.",
                    game.name(Seat::First),
                    game.name(Seat::Second)
                ),
                Card::Treasure(Treasure::Silver),
            );
        }
        Treasure::Copper => big(ui, "Copper: nothing more"),
    }
    for event in last_events {
        if matches!(
            event,
            Event::AutomaTook { .. } | Event::AutomaTookNothing | Event::Reshuffled { .. }
        ) {
            ui.label(
                RichText::new(super::words::event_words(game.setup(), &event))
                    .size(theme::HEADING)
                    .strong(),
            );
        }
    }
    ui.label(format!("Then press \"{}\".", labels::primary_label(game)));
}

fn hex(ui: &mut egui::Ui, game: &Game, pending: &PendingHex, msgs: &mut Vec<Msg>) {
    let text = pending.hex.text();
    big(ui, &format!("Hex: {}", pending.hex.card_name()));
    // Who blocked it comes first: a blocker is revealed before the Hex is followed, and the
    // ticks stay in view on a small screen; what to do follows.
    ui.label(
        RichText::new("Did a player block it?")
            .size(theme::HEADING)
            .strong(),
    );
    let dark = ui.visuals().dark_mode;
    for seat in Seat::BOTH {
        let i = seat.index();
        let name = game.name(seat);
        let blocked = pending.blocked[i];
        // A check box whose words never change: it does not change width under a finger,
        // and its tick says the mark is set.
        let label = format!("{name} blocked it (Moat, Lighthouse)");
        let mut ticked = blocked;
        let response = ui
            .checkbox(
                &mut ticked,
                RichText::new(&label)
                    .size(theme::BUTTON)
                    .color(theme::seat_color(seat, dark)),
            )
            .on_hover_text(
                "Tick if this player revealed a Moat, played a Lighthouse or otherwise blocked the Hex: it does not affect them. Untick to take the mark back.",
            );
        if response.changed() {
            msgs.push(Msg::Apply(
                Action::HexBlocked {
                    seat,
                    blocked: ticked,
                }
                .into(),
            ));
        }
        let before = pending.states_before[i];
        let now = game.states(seat);
        if before != now {
            ui.label(
                RichText::new(format!(
                    "{name}: {}.",
                    super::words::states_change_words(&before, &now)
                ))
                .size(theme::HEADING * 0.85)
                .strong(),
            );
        } else if !blocked && matches!(pending.hex, Hex::Delusion | Hex::Envy) {
            ui.label(format!(
                "{name} already holds Deluded or Envious: nothing more."
            ));
        }
    }
    ui.add_space(4.0);
    // Delusion and Envy with nobody to take the State (blocked, or holding one already): the
    // big box says so, not the card's instruction.
    let nobody_takes = matches!(pending.hex, Hex::Delusion | Hex::Envy)
        && Seat::BOTH
            .iter()
            .all(|&seat| pending.states_before[seat.index()] == game.states(seat));
    // Only the players it reaches follow it: a blocker is not told to.
    let reached: Vec<Seat> = Seat::BOTH
        .into_iter()
        .filter(|seat| !pending.blocked[seat.index()])
        .collect();
    let now = match reached.as_slice() {
        [] => "Nobody follows it: both players blocked it.".to_owned(),
        _ if nobody_takes => {
            "Nobody takes a State card: each player blocked it or already holds Deluded or Envious."
                .to_owned()
        }
        [seat] => format!(
            "{} only: {}",
            game.name(*seat),
            hex_instruction(pending.hex)
        ),
        _ => format!("Each player: {}", hex_instruction(pending.hex)),
    };
    do_now(ui, &now, Card::Hex(pending.hex));
    for event in step_events(game) {
        if matches!(event, Event::Reshuffled { .. }) {
            ui.label(super::words::event_words(game.setup(), &event));
        }
    }
    let press = labels::primary_label(game);
    ui.label(match reached.as_slice() {
        [] => format!("Press \"{press}\"."),
        [seat] => format!(
            "When {} has followed it, press \"{press}\".",
            game.name(*seat)
        ),
        _ => format!("When both players have followed it, press \"{press}\"."),
    });
    ui.add_space(6.0);
    ui.label(RichText::new(&text.details).size(theme::BODY));
}
