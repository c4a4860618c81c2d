//! The automa's seat: its score and tokens first (always in view), then the card of this
//! moment: the card being resolved, large; before a step, a face-down card saying what comes;
//! otherwise the last card, small and marked as past. Then the face-down piles (counts only,
//! R3) and the discard pile in order, folded away when the room is short.

use crate::card;
use crate::card_names::CardName;
use crate::i18n::t;
use crate::kit::fold::fold;
use crate::words::pile_count;
use crate::{fonts, theme};
use coop_automa_coop::CoopSession;
use coop_automa_coop::{Action, Game, Phase, StepKind, SupplyPile, TOKENS, Treasure};
use coop_automa_engine::ModeGame;
use egui::{self, RichText};

/// What the automa holds, in words: "1 Duchy, 2 Provinces" (Colonies only when in play).
pub fn held_text(game: &Game) -> String {
    let a = game.automa();
    let duchies = pile_count(SupplyPile::Duchy, usize::from(a.duchies));
    let provinces = pile_count(SupplyPile::Province, usize::from(a.provinces));
    let two = t!("list-comma", a = duchies, b = provinces);
    if game.setup().colonies {
        let colonies = pile_count(SupplyPile::Colony, usize::from(a.colonies));
        t!("list-comma", a = two, b = colonies)
    } else {
        two
    }
}

/// The tokens and what they cost the automa: "Tokens 1/10: −1 point".
pub fn tokens_text(game: &Game) -> String {
    let tokens = game.automa().tokens;
    if tokens == 0 {
        return t!("coop-tokens-none", all = TOKENS);
    }
    let line = t!("coop-tokens", n = tokens, all = TOKENS);
    // More tokens than its cards' points: its score stops at 0 (R19), said where the tokens
    // are, not only at the end.
    let s = game.automa_score();
    if s.duchies + s.provinces + s.colonies < s.tokens {
        t!("coop-tokens-floored", tokens = line)
    } else {
        line
    }
}

/// Draws the automa panel. `compact`: the panel shares its column with the prompt, so the
/// card is sized to leave room for it.
pub fn show(ui: &mut egui::Ui, game: &Game, compact: bool) {
    // The column's visible height less where the card starts in the column's content (not on
    // the screen): the card keeps its size while the column scrolls, so nothing below it
    // jumps under a finger.
    let room_below = |ui: &egui::Ui| {
        ui.clip_rect().height() - (ui.cursor().top() - ui.max_rect().top()).max(0.0)
    };
    if compact {
        // The card of this moment first, sized to the column's height, so it is whole in view.
        let room = room_below(ui) - 12.0;
        let width = ui.available_width().min(230.0).min(room / 1.4).max(90.0);
        card(ui, game, width);
        header(ui, game);
    } else {
        header(ui, game);
        // Room under the card for the face-down counts (two lines when narrow), in view: the
        // column's "More below" tab has a strip of its own under the view. In a short column
        // the card shrinks further (to 60 points) rather than push the counts out of view.
        let room = room_below(ui) - 12.0 - 68.0;
        let width = ui.available_width().min(230.0).min(room / 1.4).max(60.0);
        card(ui, game, width);
    }
    ui.add_space(4.0);
    ui.label(RichText::new(piles_text(game)).size(theme::BODY));
    let discard = game.discard();
    fold(
        ui,
        "discard",
        RichText::new(t!("coop-discard-pile", n = discard.len())),
        !compact,
        |ui| {
            ui.label(RichText::new(t!("coop-discard-order")).size(theme::SMALL));
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
                for (i, card) in discard.iter().enumerate() {
                    card::chip(ui, *card, i + 1 == discard.len());
                }
            });
        },
    );
}

/// "Automa 17 points", what it holds and its tokens.
fn header(ui: &mut egui::Ui, game: &Game) {
    let dark = ui.visuals().dark_mode;
    let score = game.automa_score();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(t!("coop-automa"))
                .size(theme::HEADING)
                .strong()
                .family(fonts::bold())
                .color(theme::automa_color(dark)),
        );
        ui.label(
            RichText::new(t!(
                "coop-points",
                n = usize::try_from(score.total).unwrap_or(0)
            ))
            .size(theme::HEADING)
            .strong()
            .family(fonts::bold()),
        );
    });
    // With what they are worth to the automa (R19): a Duchy is 6 to it, not 3.
    let held = crate::words::held_worth(game.setup(), &held_text(game));
    ui.add(egui::Label::new(RichText::new(held).size(theme::BODY)).wrap());
    // Just after "Attack played" the tokens line says so, in the automa's colour: the table
    // sees the press was taken (same size: nothing below moves).
    let attacked = game
        .log()
        .next_back()
        .is_some_and(|(action, _)| *action == Action::AttackPlayed);
    if attacked {
        // One line, as the plain line is: smaller type rather than a second line.
        let text = t!("coop-attack-played", tokens = tokens_text(game));
        let size =
            crate::fit::size_to_fit(ui, &text, theme::BODY, ui.available_width()).max(theme::SMALL);
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
                StepKind::Nothing => t!("coop-next-nothing"),
                StepKind::Treasure => t!(
                    "coop-next-treasure",
                    copper = Treasure::Copper.card_name(),
                    silver = Treasure::Silver.card_name()
                ),
                StepKind::Hex => t!("coop-next-hex"),
            };
            ui.vertical_centered(|ui| card::face_down(ui, width, &next));
        }
        (_, Some(reveal)) if resolving || game.is_over() => {
            let caption = match reveal.by {
                None => t!("coop-caption-round", round = reveal.round),
                Some(seat) => t!("coop-caption-received", name = game.name(seat)),
            };
            ui.vertical_centered(|ui| {
                card::large_card(ui, reveal.card, width, &caption);
            });
        }
        (_, Some(reveal)) => {
            let text = match reveal.by {
                None => t!(
                    "coop-last-card",
                    card = reveal.card.card_name(),
                    round = reveal.round
                ),
                Some(seat) => t!(
                    "coop-last-card-of",
                    card = reveal.card.card_name(),
                    name = game.name(seat),
                    round = reveal.round
                ),
            };
            ui.label(RichText::new(text).size(theme::BODY));
            ui.vertical_centered(|ui| card::past_card(ui, reveal.card, width * 0.55));
        }
        (_, None) => {
            ui.label(RichText::new(t!("coop-no-card-yet")).size(theme::BODY));
        }
    }
}

/// The face-down piles as counts only (R3): "Face down: 7 Copper/Silver, 12 Hexes".
pub fn piles_text(game: &Game) -> String {
    t!(
        "coop-face-down",
        treasures = game.treasure_pile_len(),
        copper = Treasure::Copper.card_name(),
        silver = Treasure::Silver.card_name(),
        hexes = game.hex_pile_len()
    )
}
