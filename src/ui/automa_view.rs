//! The automa's seat: its face-down piles (counts only, R3), its discard pile in order with
//! the last card large, its Victory cards, tokens and running score.

use super::{card_view, theme};
use crate::core::{Game, TOKENS};
use eframe::egui::{self, RichText};

/// Draws the automa panel.
pub fn show(ui: &mut egui::Ui, game: &Game) {
    let dark = ui.visuals().dark_mode;
    ui.label(
        RichText::new("Automa")
            .size(theme::HEADING)
            .strong()
            .color(theme::automa_color(dark)),
    );
    match game.last_reveal() {
        Some(reveal) => {
            let caption = match reveal.by {
                None => format!("round {}", reveal.round),
                Some(seat) => format!("received by {}", game.name(seat)),
            };
            let width = ui.available_width().min(230.0);
            ui.vertical_centered(|ui| {
                card_view::large_card(ui, reveal.card, width, &caption);
            });
        }
        None => {
            ui.label("No card revealed yet.");
        }
    }
    ui.add_space(4.0);
    ui.label(format!(
        "Face down: {} Copper/Silver, {} Hexes",
        game.treasure_pile_len(),
        game.hex_pile_len()
    ));
    let discard = game.discard();
    ui.label(format!("Discard pile ({}), oldest first:", discard.len()));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
        for (i, card) in discard.iter().enumerate() {
            card_view::chip(ui, *card, i + 1 == discard.len());
        }
    });
    ui.separator();
    let a = game.automa();
    let mut held = vec![
        format!("{} Duchies", a.duchies),
        format!("{} Provinces", a.provinces),
    ];
    if game.setup().colonies {
        held.push(format!("{} Colonies", a.colonies));
    }
    ui.label(RichText::new(held.join(", ")).size(theme::HEADING * 0.85));
    ui.label(RichText::new(format!("Tokens {}/{TOKENS}", a.tokens)).size(theme::HEADING * 0.85));
    let score = game.automa_score();
    ui.label(
        RichText::new(format!("Automa score: {}", score.total))
            .size(theme::HEADING)
            .strong(),
    );
}
