//! The automa's seat: its score and tokens first (always in view), then the card of this
//! moment: the card being resolved, large; before a step, a face-down card saying what comes;
//! otherwise the last card, small and marked as past. Then the face-down piles (counts only,
//! R3) and the discard pile in order.

use super::{card_view, theme};
use crate::core::{Game, Phase, StepKind, TOKENS};
use eframe::egui::{self, RichText};

/// Draws the automa panel.
pub fn show(ui: &mut egui::Ui, game: &Game) {
    let dark = ui.visuals().dark_mode;
    let a = game.automa();
    let score = game.automa_score();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new("Automa")
                .size(theme::HEADING)
                .strong()
                .color(theme::automa_color(dark)),
        );
        ui.label(
            RichText::new(format!("{} points", score.total))
                .size(theme::HEADING)
                .strong(),
        );
    });
    let mut held = vec![
        format!("{} Duchies", a.duchies),
        format!("{} Provinces", a.provinces),
    ];
    if game.setup().colonies {
        held.push(format!("{} Colonies", a.colonies));
    }
    ui.label(RichText::new(held.join(", ")).size(theme::BODY));
    // Tokens cost the automa a point each: said so, not shown as a gain.
    let tokens = if a.tokens == 0 {
        format!("Tokens 0/{TOKENS}")
    } else {
        format!("Tokens {}/{TOKENS}: −{} points", a.tokens, a.tokens)
    };
    ui.label(RichText::new(tokens).size(theme::BODY));
    ui.add_space(6.0);
    let width = ui.available_width().min(230.0);
    let resolving = matches!(game.phase(), Phase::Resolving(_));
    match (game.phase(), game.last_reveal()) {
        (Phase::AutomaDue, _) if game.end_condition().is_none() || game.is_fleet_round() => {
            let next = match game.step_this_round() {
                StepKind::Nothing => "Round 1: nothing",
                StepKind::Treasure => "Next: Copper or Silver",
                StepKind::Hex => "Next: a Hex",
            };
            ui.vertical_centered(|ui| card_view::face_down(ui, width, next));
        }
        (_, Some(reveal)) if resolving || game.is_over() => {
            let caption = match reveal.by {
                None => format!("round {}", reveal.round),
                Some(seat) => format!("received by {}", game.name(seat)),
            };
            ui.vertical_centered(|ui| {
                card_view::large_card(ui, reveal.card, width, &caption);
            });
        }
        (_, Some(reveal)) => {
            let whose = match reveal.by {
                None => format!("round {}", reveal.round),
                Some(seat) => format!("{}, round {}", game.name(seat), reveal.round),
            };
            ui.label(
                RichText::new(format!("Last: {} ({whose})", reveal.card.name())).size(theme::BODY),
            );
            ui.vertical_centered(|ui| card_view::past_card(ui, reveal.card, width * 0.55));
        }
        (_, None) => {
            ui.label(RichText::new("No card revealed yet.").size(theme::BODY));
        }
    }
    ui.add_space(4.0);
    ui.label(
        RichText::new(format!(
            "Face down: {} Copper/Silver",
            game.treasure_pile_len()
        ))
        .size(theme::BODY),
    );
    ui.label(RichText::new(format!("Face down: {} Hexes", game.hex_pile_len())).size(theme::BODY));
    let discard = game.discard();
    ui.label(format!("Discard pile ({}), oldest first:", discard.len()));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
        for (i, card) in discard.iter().enumerate() {
            card_view::chip(ui, *card, i + 1 == discard.len());
        }
    });
}
