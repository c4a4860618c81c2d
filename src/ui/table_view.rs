//! The right-hand side: the supply the humans keep true, each player's States, and the log.

use super::msg::Msg;
use super::theme;
use crate::core::{Action, Change, Game, Phase, Seat, SupplyPile};
use eframe::egui::{self, RichText};

/// Draws the supply counts with their corrections.
pub fn supply(ui: &mut egui::Ui, game: &Game, msgs: &mut Vec<Msg>) {
    ui.label(RichText::new("Supply").size(theme::HEADING).strong());
    let over = game.is_over();
    let supply = game.supply();
    let mut piles = vec![SupplyPile::Province, SupplyPile::Duchy];
    if game.setup().colonies {
        piles.insert(0, SupplyPile::Colony);
    }
    for pile in piles {
        let left = supply.count(pile);
        ui.label(
            RichText::new(format!("{}: {left} left", pile.plural())).size(theme::HEADING * 0.85),
        );
        ui.horizontal(|ui| {
            let take = format!("Took a {}", pile.name());
            if ui
                .add_enabled(!over && left > 0, egui::Button::new(format!("− {take}")))
                .on_hover_text(format!(
                    "A player bought or gained a {}: one fewer in the supply.",
                    pile.name()
                ))
                .clicked()
            {
                msgs.push(Msg::Apply(Action::Supply {
                    pile,
                    change: Change::Take,
                }));
            }
            if ui
                .add_enabled(
                    !over,
                    egui::Button::new(format!("+ Put a {} back", pile.name())),
                )
                .on_hover_text("Undo a count entered by mistake: one more in the supply.")
                .clicked()
            {
                msgs.push(Msg::Apply(Action::Supply {
                    pile,
                    change: Change::PutBack,
                }));
            }
        });
    }
    ui.label(
        RichText::new(format!("Other empty piles: {}", supply.other_empty))
            .size(theme::HEADING * 0.85),
    );
    ui.horizontal(|ui| {
        if ui
            .add_enabled(!over, egui::Button::new("+ A pile emptied"))
            .on_hover_text("A kingdom pile, Curses, Estates or another supply pile ran out.")
            .clicked()
        {
            msgs.push(Msg::Apply(Action::OtherEmptyPile {
                change: Change::Take,
            }));
        }
        if ui
            .add_enabled(
                !over && supply.other_empty > 0,
                egui::Button::new("− Not empty"),
            )
            .on_hover_text("Take back a pile counted empty by mistake.")
            .clicked()
        {
            msgs.push(Msg::Apply(Action::OtherEmptyPile {
                change: Change::PutBack,
            }));
        }
    });
    let empty = supply.empty_piles(game.setup().colonies);
    ui.label(format!("Empty supply piles in all: {empty} of 3"));
}

/// Draws each player's States, with the buttons to return Deluded/Envious and to receive a Hex.
pub fn players(ui: &mut egui::Ui, game: &Game, msgs: &mut Vec<Msg>) {
    let dark = ui.visuals().dark_mode;
    let during_turn = matches!(game.phase(), Phase::Turn { .. } | Phase::FleetTurns);
    for seat in Seat::BOTH {
        let name = game.name(seat);
        let states = game.states(seat);
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(name)
                    .size(theme::HEADING * 0.85)
                    .strong()
                    .color(theme::seat_color(seat, dark)),
            );
            let held = states.held();
            if held.is_empty() {
                ui.label("no States");
            }
            for state in held {
                ui.label(RichText::new(state.name()).strong())
                    .on_hover_text(&state.text().details);
            }
        });
        ui.horizontal_wrapped(|ui| {
            if let Some(state) = states.deluded_or_envious {
                let can = !game.is_over() && !matches!(game.phase(), Phase::Resolving(_));
                if ui
                    .add_enabled(
                        can,
                        egui::Button::new(format!("{name} returns {}", state.name())),
                    )
                    .on_hover_text("Returned at the start of that player's Buy phase (R22).")
                    .clicked()
                {
                    msgs.push(Msg::Apply(Action::ReturnState { seat }));
                }
            }
            if game.setup().shared_hexes
                && ui
                    .add_enabled(
                        during_turn,
                        egui::Button::new(format!("{name} receives a Hex")),
                    )
                    .on_hover_text(
                        "A card of theirs makes them receive a Hex from the automa's pile (R23).",
                    )
                    .on_disabled_hover_text("Hexes from a player's own card come during a turn.")
                    .clicked()
            {
                msgs.push(Msg::Apply(Action::ReceiveHex { seat }));
            }
        });
    }
}

/// Draws the log, newest first.
pub fn log(ui: &mut egui::Ui, game: &Game) {
    ui.label(RichText::new("Log").size(theme::HEADING * 0.85).strong());
    egui::ScrollArea::vertical()
        .id_salt("log")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (_, events) in game.log().rev() {
                for event in events.iter().rev() {
                    ui.label(RichText::new(event.describe(game.setup())).size(theme::SMALL));
                }
            }
            ui.label(RichText::new("The game began.").size(theme::SMALL));
        });
}
