//! The middle of the play screen: what the table does now, in large type. After a treasure
//! step, what moved and (for a Silver) the card to pass; after a Hex, its effect, who blocked
//! it and the States it gave.

use crate::card_names::CardName;
use crate::command::Command;
use crate::i18n::{self, t};
use crate::kit::check;
use crate::kit::fold::fold;
use crate::kit::seen;
use crate::msg::Msg;
use crate::{card, labels, plots};
use crate::{fonts, theme};
use coop_automa_coop::CoopSession;
use coop_automa_coop::{
    Action, Card, Event, Game, Hex, PendingHex, Phase, Resolving, Seat, StateCard, StepKind,
    SupplyPile, Treasure,
};
use egui::{self, RichText};

/// Draws the prompt for the current phase.
pub fn show(ui: &mut egui::Ui, game: &Game, msgs: &mut Vec<Msg>) {
    match game.phase() {
        Phase::Turn { seat, .. } => turn(ui, game, seat, msgs),
        Phase::FleetTurns => {
            big(ui, &t!("coop-fleet-round", round = game.round()));
            if let Some(reason) = game.end_reason() {
                ui.label(t!(
                    "coop-fleet-would-have-ended",
                    reason = crate::words::end_reason_words(reason)
                ));
            }
            ui.label(RichText::new(t!("coop-fleet-turns-now")).size(theme::HEADING * 0.8));
        }
        Phase::AutomaDue => automa_due(ui, game, msgs),
        Phase::Resolving(Resolving::Treasure(card)) => treasure(ui, game, card),
        Phase::Resolving(Resolving::Hex(pending)) => hex(ui, game, &pending, msgs),
        Phase::Over => {}
    }
}

fn big(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.label(
        RichText::new(text)
            .size(theme::HUGE)
            .strong()
            .family(fonts::bold()),
    )
}

/// The title of a card the table acts on now ("Silver: pass a card", "Hex: Locusts"): large,
/// and noted as the question of the moment (it must be whole and in view).
fn question(ui: &mut egui::Ui, text: &str) {
    let response = big(ui, text);
    seen::mark(ui, "question", text, &response);
}

/// A warning the table must not miss (the game is about to end).
fn banner(ui: &mut egui::Ui, text: &str) {
    let dark = ui.visuals().dark_mode;
    let top = ui.cursor().top();
    framed(
        ui,
        text,
        theme::warn_color(dark),
        theme::warn_color(dark),
        top,
    );
}

/// "Do this now" for the card on the table, framed in the card's own colour, under the
/// title that names the card, whose top was at `title_top`.
fn do_now(ui: &mut egui::Ui, text: &str, card: Card, title_top: f32) {
    let strong = ui.visuals().strong_text_color();
    let response = framed(ui, text, crate::colors::card_color(card), strong, title_top);
    seen::mark(ui, "question", text, &response);
}

fn framed(
    ui: &mut egui::Ui,
    text: &str,
    frame: egui::Color32,
    color: egui::Color32,
    title_top: f32,
) -> egui::Response {
    // As large as lets it stand whole in the column's view together with the title above it
    // (a phone's column holds "Hex: Locusts" and its rule at the body's size, not at the
    // heading's); else as large as lets it stand whole alone (a TV at its largest text puts
    // a long Hex in a narrow column): the heading's size, else the body's, else the small.
    let room = ui.available_width() - 30.0;
    let view = ui.clip_rect().height();
    let above = (ui.cursor().top() - title_top).max(0.0);
    let height = |size: f32| {
        ui.painter()
            .layout(
                text.to_owned(),
                egui::FontId::proportional(size),
                color,
                room,
            )
            .size()
            .y
            + 30.0
    };
    let sizes = [theme::HEADING, theme::BODY, theme::SMALL];
    let size = sizes
        .into_iter()
        .find(|&size| above + height(size) <= view - 8.0)
        .or_else(|| sizes.into_iter().find(|&size| height(size) <= view * 0.8))
        .unwrap_or(theme::SMALL);
    egui::Frame::new()
        .fill(frame.gamma_multiply(0.18))
        .stroke(egui::Stroke::new(3.0, frame))
        .corner_radius(8)
        .inner_margin(12)
        .show(ui, |ui| {
            ui.label(RichText::new(text).size(size).strong().color(color))
        })
        .inner
}

/// What the automa's step of this round did (the entry of the "Automa's step" action), so
/// it stays on screen while the table adds corrections before pressing Done.
fn step_events(game: &Game) -> Vec<Event> {
    game.log()
        .rev()
        .find(|(action, _)| action.is_automa_step())
        .map(|(_, events)| events.to_vec())
        .unwrap_or_default()
}

fn turn(ui: &mut egui::Ui, game: &Game, seat: Seat, msgs: &mut Vec<Msg>) {
    if let Some(reason) = game.end_condition() {
        banner(
            ui,
            &t!(
                "coop-banner-ends-with-turn",
                reason = crate::words::end_reason_words(reason)
            ),
        );
    }
    ui.label(
        RichText::new(t!("coop-during-turn"))
            .size(theme::HEADING)
            .strong(),
    );
    for line in [
        t!(
            "coop-during-gained",
            province = SupplyPile::Province.card_name(),
            duchy = SupplyPile::Duchy.card_name()
        ),
        // Its key where a keyboard is at the table.
        Command::Attack.with_keys(ui.ctx(), t!("coop-during-attack")),
        t!("coop-during-pile"),
    ] {
        ui.label(RichText::new(line).size(theme::BODY));
    }
    // A Hex a player received from their own card this turn, large with its effect (R20, R23).
    for (who, hex) in hexes_received_this_turn(game) {
        let top = ui.cursor().top();
        big(
            ui,
            &t!(
                "coop-receives-hex",
                name = game.name(who),
                card = hex.card_name()
            ),
        );
        do_now(ui, &hex_instruction(hex), Card::Hex(hex), top);
        ui.label(RichText::new(crate::words::hex_details(hex)).size(theme::BODY));
    }
    // Extra turns (R11) are rare: folded away until a table opens them (it stays open).
    fold(
        ui,
        "extra-turns",
        RichText::new(t!("coop-more-extra-turns")).size(theme::BODY),
        false,
        |ui| {
            ui.horizontal_wrapped(|ui| {
                let name = game.name(seat);
                let other = game.name(seat.other());
                if ui
                    .button(t!("coop-extra-turn-button", name = name))
                    .on_hover_text(t!("coop-extra-turn-tip"))
                    .clicked()
                {
                    msgs.push(Msg::apply(Action::ExtraTurn));
                }
                if ui
                    .button(t!("coop-possession-button", other = other))
                    .on_hover_text(t!("coop-possession-tip", other = other, name = name))
                    .clicked()
                {
                    msgs.push(Msg::apply(Action::ExtraTurnFor { seat: seat.other() }));
                }
            });
        },
    );
    // The step itself is at the top of the screen; here, what it will act on.
    if game.step_this_round() == StepKind::Treasure && game.end_condition().is_none() {
        ui.add_space(12.0);
        ui.label(
            RichText::new(t!(
                "coop-end-of-round-takes",
                preview = labels::take_preview(game)
            ))
            .size(theme::HEADING * 0.85),
        );
    }
    if game.round() > 1 {
        ui.add_space(12.0);
        fold(
            ui,
            "turn-chart",
            RichText::new(t!("coop-score-by-round")).strong(),
            true,
            |ui| plots::score_by_round(ui, game, 180.0),
        );
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
                | Action::AutomaStepTurned { .. }
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
        now.push('\n');
        now.push_str(&t!("coop-locusts-rule", curse = i18n::card("card-curse")));
    }
    now
}

fn automa_due(ui: &mut egui::Ui, game: &Game, msgs: &mut Vec<Msg>) {
    if let Some(reason) = game.end_condition()
        && !game.is_fleet_round()
    {
        big(ui, &t!("coop-game-is-over"));
        banner(
            ui,
            &t!(
                "coop-banner-ended-before-step",
                reason = crate::words::end_reason_words(reason)
            ),
        );
        return;
    }
    big(ui, &t!("coop-automa-step"));
    // The table's own pile: which card it turned, first (what it does now), then the rest.
    if let Some(pile) = game.step_asks_turned() {
        crate::turned::step_question(ui, game, pile, msgs);
    }
    match game.step_this_round() {
        StepKind::Nothing => {
            ui.label(RichText::new(t!("coop-round-1-nothing")).size(theme::HEADING));
        }
        StepKind::Treasure => {
            ui.label(
                RichText::new(t!(
                    "coop-reveals-treasure",
                    copper = Treasure::Copper.card_name(),
                    silver = Treasure::Silver.card_name()
                ))
                .size(theme::HEADING),
            );
            ui.label(
                RichText::new(labels::take_preview(game))
                    .size(theme::HEADING)
                    .strong(),
            );
            ui.label(t!("coop-check-supply-first"));
        }
        StepKind::Hex => {
            ui.label(RichText::new(t!("coop-reveals-hex")).size(theme::HEADING));
        }
    }
}

fn treasure(ui: &mut egui::Ui, game: &Game, card: Treasure) {
    let last_events = step_events(game);
    match card {
        Treasure::Silver => {
            let top = ui.cursor().top();
            question(
                ui,
                &t!("coop-silver-pass", card = Treasure::Silver.card_name()),
            );
            do_now(
                ui,
                &t!(
                    "coop-silver-pass-now",
                    first = game.name(Seat::First),
                    second = game.name(Seat::Second)
                ),
                Card::Treasure(Treasure::Silver),
                top,
            );
        }
        Treasure::Copper => question(
            ui,
            &t!("coop-copper-nothing", card = Treasure::Copper.card_name()),
        ),
    }
    for event in last_events {
        if matches!(
            event,
            Event::AutomaTook { .. } | Event::AutomaTookNothing | Event::Reshuffled { .. }
        ) {
            ui.label(
                RichText::new(crate::words::event_words(game.setup(), &event))
                    .size(theme::HEADING)
                    .strong(),
            );
        }
    }
    ui.label(t!("coop-then-press", press = labels::primary_label(game)));
}

fn hex(ui: &mut egui::Ui, game: &Game, pending: &PendingHex, msgs: &mut Vec<Msg>) {
    let top = ui.cursor().top();
    question(ui, &t!("coop-hex-title", card = pending.hex.card_name()));
    // Who blocked it comes first: a blocker is revealed before the Hex is followed, and the
    // ticks stay in view on a small screen; what to do follows.
    ui.label(
        RichText::new(t!("coop-did-block"))
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
        let label = t!("coop-blocked-it", name = name);
        let mut ticked = blocked;
        let response = check(
            ui,
            &mut ticked,
            RichText::new(&label)
                .size(theme::BUTTON)
                .color(crate::colors::seat_color(seat, dark)),
        )
        .on_hover_text(t!("coop-blocked-tip"));
        if response.changed() {
            msgs.push(Msg::apply(Action::HexBlocked {
                seat,
                blocked: ticked,
            }));
        }
        let before = pending.states_before[i];
        let now = game.states(seat);
        if before != now {
            ui.label(
                RichText::new(t!(
                    "coop-event-states",
                    name = name,
                    change = crate::words::states_change_words(&before, &now)
                ))
                .size(theme::HEADING * 0.85)
                .strong(),
            );
        } else if !blocked && matches!(pending.hex, Hex::Delusion | Hex::Envy) {
            ui.label(t!(
                "coop-already-holds",
                name = name,
                deluded = StateCard::Deluded.card_name(),
                envious = StateCard::Envious.card_name()
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
        [] => t!("coop-nobody-follows"),
        _ if nobody_takes => t!(
            "coop-nobody-takes",
            deluded = StateCard::Deluded.card_name(),
            envious = StateCard::Envious.card_name()
        ),
        [seat] => t!(
            "coop-only-follows",
            name = game.name(*seat),
            what = hex_instruction(pending.hex)
        ),
        _ => t!("coop-each-follows", what = hex_instruction(pending.hex)),
    };
    do_now(ui, &now, Card::Hex(pending.hex), top);
    for event in step_events(game) {
        if matches!(event, Event::Reshuffled { .. }) {
            ui.label(crate::words::event_words(game.setup(), &event));
        }
    }
    let press = labels::primary_label(game);
    ui.label(match reached.as_slice() {
        [] => t!("coop-press", press = press.as_str()),
        [seat] => t!(
            "coop-when-followed",
            name = game.name(*seat),
            press = press.as_str()
        ),
        _ => t!("coop-when-both-followed", press = press.as_str()),
    });
    ui.add_space(6.0);
    ui.label(RichText::new(crate::words::hex_details(pending.hex)).size(theme::BODY));
}
