//! The right-hand side: the supply the humans keep true, each player's States, and the log.

use super::msg::Msg;
use super::theme;
use crate::core::{Action, Change, Game, Phase, Seat, SupplyPile};
use eframe::egui::{self, RichText};

/// Draws the supply counts with their corrections: a big count and − / + buttons whose
/// accessible labels say what they mean.
pub fn supply(ui: &mut egui::Ui, game: &Game, msgs: &mut Vec<Msg>) {
    ui.label(RichText::new("Supply").size(theme::HEADING).strong());
    let over = game.is_over();
    let supply = game.supply();
    let mut piles = vec![SupplyPile::Province, SupplyPile::Duchy];
    if game.setup().colonies {
        piles.insert(0, SupplyPile::Colony);
    }
    egui::Grid::new("supply").num_columns(4).show(ui, |ui| {
        for pile in piles {
            let left = supply.count(pile);
            ui.label(RichText::new(pile.plural()).size(theme::HEADING * 0.85));
            ui.label(
                RichText::new(left.to_string())
                    .size(theme::HEADING)
                    .strong(),
            );
            let took = format!("A player took a {}", pile.name());
            if small_button(ui, "−", &took, !over && left > 0).clicked() {
                msgs.push(Msg::Apply(Action::Supply {
                    pile,
                    change: Change::Take,
                }));
            }
            let back = format!("Put a {} back", pile.name());
            if small_button(ui, "+", &back, !over).clicked() {
                msgs.push(Msg::Apply(Action::Supply {
                    pile,
                    change: Change::PutBack,
                }));
            }
            ui.end_row();
        }
        ui.label(RichText::new("Other empty piles").size(theme::HEADING * 0.85));
        ui.label(
            RichText::new(supply.other_empty.to_string())
                .size(theme::HEADING)
                .strong(),
        );
        if small_button(
            ui,
            "−",
            "A pile counted empty is not",
            !over && supply.other_empty > 0,
        )
        .clicked()
        {
            msgs.push(Msg::Apply(Action::OtherEmptyPile {
                change: Change::PutBack,
            }));
        }
        if small_button(ui, "+", "Another supply pile is empty", !over).clicked() {
            msgs.push(Msg::Apply(Action::OtherEmptyPile {
                change: Change::Take,
            }));
        }
        ui.end_row();
    });
    let empty = supply.empty_piles(game.setup().colonies);
    ui.label(format!("Empty supply piles in all: {empty} of 3"));
}

/// A square button showing `symbol`, whose accessible label and tooltip is `meaning`.
fn small_button(ui: &mut egui::Ui, symbol: &str, meaning: &str, enabled: bool) -> egui::Response {
    let button = egui::Button::new(RichText::new(symbol).size(theme::HEADING).strong())
        .min_size(egui::vec2(52.0, 44.0));
    let response = ui.add_enabled(enabled, button).on_hover_text(meaning);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, meaning));
    response
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
        let shared = game.setup().shared_hexes;
        if states.deluded_or_envious.is_none() && !shared {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            if let Some(state) = states.deluded_or_envious {
                let can = game.current_seat() == Some(seat) || game.phase() == Phase::FleetTurns;
                if ui
                    .add_enabled(
                        can,
                        egui::Button::new(format!("{name} returns {}", state.name())),
                    )
                    .on_hover_text("Returned at the start of that player's Buy phase (R22).")
                    .on_disabled_hover_text("Returned at the start of that player's own Buy phase, during their turn (R22).")
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
