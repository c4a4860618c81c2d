//! The automa's seat: its score and tokens first (always in view), then the card of this
//! moment: the card being resolved, large; before a step, a face-down card saying what comes;
//! otherwise the last card, small and marked as past. Then the face-down piles (counts only,
//! R3) and the discard pile in order, folded away when the room is short.

use super::super::{fonts, theme};
use super::card;
use crate::app::card_names::CardName;
use crate::modes::coop::{Action, Game, Phase, StepKind, TOKENS, count};
use eframe::egui::{self, RichText};

/// What the automa holds, in words: "1 Duchy, 2 Provinces" (Colonies only when in play).
pub fn held_text(game: &Game) -> String {
    let a = game.automa();
    let mut held = vec![
        count(usize::from(a.duchies), "Duchy", "Duchies"),
        count(usize::from(a.provinces), "Province", "Provinces"),
    ];
    if game.setup().colonies {
        held.push(count(usize::from(a.colonies), "Colony", "Colonies"));
    }
    held.join(", ")
}

/// The tokens and what they cost the automa: "Tokens 1/10: −1 point".
pub fn tokens_text(game: &Game) -> String {
    let tokens = game.automa().tokens;
    if tokens == 0 {
        format!("Tokens 0/{TOKENS}")
    } else {
        format!(
            "Tokens {tokens}/{TOKENS}: −{}",
            count(usize::from(tokens), "point", "points")
        )
    }
}

/// Draws the automa panel. `compact`: the panel shares its column with the prompt, so the
/// card is sized to leave room for it.
pub fn show(ui: &mut egui::Ui, game: &Game, compact: bool) {
    if compact {
        // The card of this moment first, sized to the column's height, so it is whole in view.
        let room = ui.clip_rect().bottom() - ui.cursor().top() - 12.0;
        let width = ui.available_width().min(230.0).min(room / 1.4).max(90.0);
        card(ui, game, width);
        header(ui, game);
    } else {
        header(ui, game);
        // Room under the card for the face-down counts (two lines when narrow) above the
        // column's "More below" tab.
        let room = ui.clip_rect().bottom() - ui.cursor().top() - 12.0 - 84.0;
        let width = ui.available_width().min(230.0).min(room / 1.4).max(120.0);
        card(ui, game, width);
    }
    ui.add_space(4.0);
    ui.label(RichText::new(piles_text(game)).size(theme::BODY));
    let discard = game.discard();
    egui::CollapsingHeader::new(RichText::new(format!("Discard pile ({})", discard.len())))
        .id_salt("discard")
        .default_open(!compact)
        .show(ui, |ui| {
            ui.label(RichText::new("Oldest first; the framed one is on top.").size(theme::SMALL));
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
                for (i, card) in discard.iter().enumerate() {
                    card::chip(ui, *card, i + 1 == discard.len());
                }
            });
        });
}

/// "Automa 17 points", what it holds and its tokens.
fn header(ui: &mut egui::Ui, game: &Game) {
    let dark = ui.visuals().dark_mode;
    let score = game.automa_score();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new("Automa")
                .size(theme::HEADING)
                .strong()
                .family(fonts::bold())
                .color(theme::automa_color(dark)),
        );
        ui.label(
            RichText::new(count(
                usize::try_from(score.total).unwrap_or(0),
                "point",
                "points",
            ))
            .size(theme::HEADING)
            .strong()
            .family(fonts::bold()),
        );
    });
    ui.label(RichText::new(held_text(game)).size(theme::BODY));
    // Just after "Attack played" the tokens line says so, in the automa's colour: the table
    // sees the press was taken (same size: nothing below moves).
    let attacked = game
        .log()
        .next_back()
        .is_some_and(|(action, _)| *action == Action::AttackPlayed);
    if attacked {
        // One line, as the plain line is: smaller type rather than a second line.
        let text = format!("Attack played! {}", tokens_text(game));
        let size = super::super::fit::size_to_fit(ui, &text, theme::BODY, ui.available_width())
            .max(theme::SMALL);
        ui.add(
            egui::Label::new(
                RichText::new(text)
                    .size(size)
                    .strong()
                    .color(theme::automa_color(dark)),
            )
            .wrap(),
        );
    } else {
        ui.label(RichText::new(tokens_text(game)).size(theme::BODY));
    }
    ui.add_space(6.0);
}

/// The card of this moment: being resolved (large), coming next (face down), or the last one
/// (small, marked as past).
fn card(ui: &mut egui::Ui, game: &Game, width: f32) {
    let resolving = matches!(game.phase(), Phase::Resolving(_));
    match (game.phase(), game.last_reveal()) {
        (Phase::AutomaDue, _) if game.end_condition().is_none() || game.is_fleet_round() => {
            let next = match game.step_this_round() {
                StepKind::Nothing => "Round 1: nothing",
                StepKind::Treasure => "Next: Copper or Silver",
                StepKind::Hex => "Next: a Hex",
            };
            ui.vertical_centered(|ui| card::face_down(ui, width, next));
        }
        (_, Some(reveal)) if resolving || game.is_over() => {
            let caption = match reveal.by {
                None => format!("round {}", reveal.round),
                Some(seat) => format!("received by {}", game.name(seat)),
            };
            ui.vertical_centered(|ui| {
                card::large_card(ui, reveal.card, width, &caption);
            });
        }
        (_, Some(reveal)) => {
            let whose = match reveal.by {
                None => format!("round {}", reveal.round),
                Some(seat) => format!("{}, round {}", game.name(seat), reveal.round),
            };
            ui.label(
                RichText::new(format!("Last: {} ({whose})", reveal.card.card_name()))
                    .size(theme::BODY),
            );
            ui.vertical_centered(|ui| card::past_card(ui, reveal.card, width * 0.55));
        }
        (_, None) => {
            ui.label(RichText::new("No card revealed yet.").size(theme::BODY));
        }
    }
}

/// The face-down piles as counts only (R3): "Face down: 7 Copper/Silver, 12 Hexes".
pub fn piles_text(game: &Game) -> String {
    format!(
        "Face down: {} Copper/Silver, {}",
        game.treasure_pile_len(),
        count(game.hex_pile_len(), "Hex", "Hexes")
    )
}
