//! One place of the pyramid as a tile: its card, lit when the AI may score it, marked when
//! picked, captioned with what the last action did to it.

use crate::i18n::t;
use crate::kit::painted::{self, LEAST, Look};
use crate::theme;
use crate::words;
use coop_automa_pyramid::PyramidSession;
use coop_automa_pyramid::{Card, Place, PyramidGame};
use egui::{self, Color32, Rect};

/// A pyramid card's colour, by kind.
fn card_color(card: Card) -> Color32 {
    match card {
        Card::Estate => Color32::from_rgb(84, 140, 74),
        Card::Duchy => Color32::from_rgb(54, 120, 150),
        Card::Province => Color32::from_rgb(176, 128, 40),
        Card::Colony => Color32::from_rgb(160, 60, 60),
        Card::Curse => Color32::from_rgb(110, 60, 140),
        Card::Attack => Color32::from_rgb(100, 100, 100),
    }
}

/// One place: its card's name and cost where it lies, or "empty"; lit when the AI may
/// score it now; marked when picked; captioned with what the last action did to it.
/// The least height of a tile, in points, with the card's cost on a line under its name.
const TWO_LINES: f32 = 66.0;

/// Whether the cost goes on a line under the name: in a tall tile, and in a narrow one tall
/// enough for three lines (a phone at a large text size: "Province $10" on one line was
/// three quarters the size of "Province" alone). All six tiles share their size, so all
/// six are laid out alike.
fn cost_under_name(size: egui::Vec2) -> bool {
    size.y >= TALL || (size.y >= TWO_LINES && size.x < 1.5 * size.y)
}

/// A tile this tall, in points, always has the cost under the name.
const TALL: f32 = 96.0;

pub(super) fn tile(
    ui: &mut egui::Ui,
    game: &PyramidGame,
    place: Place,
    rect: egui::Rect,
    lit: bool,
    picked: bool,
) -> egui::Response {
    let line = words::card_line(game, place);
    let label = match &line {
        Some((name, Some(cost))) => t!(
            "pyramid-tile-cost",
            place = place.name(),
            card = name.as_str(),
            cost = cost.as_str()
        ),
        Some((name, None)) => t!("pyramid-tile", place = place.name(), card = name.as_str()),
        None => t!("pyramid-tile-empty", place = place.name()),
    };
    let response = ui.interact(
        rect,
        ui.scope_id().with(("tile", place)),
        egui::Sense::click(),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    let dark = ui.visuals().dark_mode;
    // The ui's own clip: a clip of its own would make each tile a draw call of its own.
    let painter = ui.painter();
    let text_color = ui.visuals().strong_text_color();
    // What to tap (and what just moved) in the text's own strongest colour, what is picked in
    // the selection's: green says a win and red bad news, nothing else (issue 33).
    let highlight = text_color;
    let small = (rect.height() * 0.2).clamp(11.0, theme::SMALL);
    // The place's name on a row of its own at the top; the card under it.
    let name_row = small * 1.25;
    let caption_font = small * 0.9;
    let caption = words::moved_to(game, place);
    let tall = rect.height() >= TALL;
    let mut inner = Rect::from_min_max(
        rect.min + egui::vec2(6.0, 4.0 + name_row),
        rect.max - egui::vec2(6.0, 4.0),
    );
    if tall && caption.is_some() {
        inner.max.y -= caption_font * 1.3;
    }
    match game.card_at(place) {
        Some(card) => {
            let fill = card_color(card).gamma_multiply(if dark { 0.55 } else { 0.35 });
            painter.rect_filled(rect, 10.0, fill);
            let (name, cost) = line.clone().unwrap_or_default();
            let h = rect.height();
            if !cost_under_name(rect.size()) {
                let one_line = match &cost {
                    Some(cost) => format!("{name} {cost}"),
                    None => name.clone(),
                };
                // On one line; else its words over two lines (the cost under the name);
                // else the name alone (the cost is in the tile's label and its tooltip).
                let look = Look::new(h * 0.42, LEAST, text_color).bold();
                if painted::first_whole(ui, inner, &[&one_line], look).is_none()
                    && painted::first_whole(ui, inner, &[&one_line, &name], look.wrapped())
                        .is_none()
                {
                    painted::text_in(ui, inner, &name, look);
                }
            } else {
                let split = inner.top() + inner.height() * 0.58;
                let (name_rect, cost_rect) = (
                    Rect::from_min_max(inner.min, egui::pos2(inner.right(), split)),
                    Rect::from_min_max(egui::pos2(inner.left(), split), inner.max),
                );
                let name_rect = if cost.is_some() { name_rect } else { inner };
                painted::text_in(
                    ui,
                    name_rect,
                    &name,
                    Look::new(h * 0.3, LEAST, text_color).bold(),
                );
                if let Some(cost) = cost {
                    painted::text_in(ui, cost_rect, &cost, Look::new(h * 0.22, LEAST, text_color));
                }
            }
        }
        None => {
            painter.rect_stroke(
                rect,
                10.0,
                egui::Stroke::new(1.5, ui.visuals().weak_text_color()),
                egui::StrokeKind::Inside,
            );
            painted::text_in(
                ui,
                inner,
                &t!("pyramid-empty"),
                Look::new(theme::BODY, LEAST, ui.visuals().weak_text_color()),
            );
        }
    }
    let name_rect = Rect::from_min_size(
        rect.min + egui::vec2(6.0, 4.0),
        egui::vec2(rect.width() - 12.0, name_row),
    );
    let place_name = painted::text_in(
        ui,
        name_rect,
        place.name(),
        Look::new(small, small, text_color).at(egui::Align2::LEFT_TOP),
    );
    if let Some(caption) = caption {
        // Under the card in a tall tile; beside the place's name in a low one, if it fits.
        let look = Look::new(caption_font, caption_font, highlight);
        if tall {
            let row = Rect::from_min_max(
                egui::pos2(rect.left() + 6.0, inner.bottom()),
                rect.right_bottom() - egui::vec2(6.0, 4.0),
            );
            // Whole or not at all (the log says the same): smaller down to the floor first.
            let shrinking = Look::new(caption_font, LEAST.min(caption_font), highlight);
            painted::first_whole(
                ui,
                row,
                &[&caption],
                shrinking.at(egui::Align2::CENTER_BOTTOM),
            );
        } else {
            let width = ui
                .painter()
                .layout_no_wrap(
                    caption.clone(),
                    egui::FontId::proportional(caption_font),
                    highlight,
                )
                .size()
                .x;
            let beside = Rect::from_min_max(
                egui::pos2(place_name.drawn.right() + small, name_rect.top()),
                name_rect.right_bottom(),
            );
            if width <= beside.width() {
                painted::text_in(ui, beside, &caption, look.at(egui::Align2::RIGHT_TOP));
            }
        }
    }
    let stroke = if lit {
        Some(egui::Stroke::new(5.0, highlight))
    } else if picked {
        Some(egui::Stroke::new(5.0, ui.visuals().selection.stroke.color))
    } else if response.hovered() {
        Some(egui::Stroke::new(2.0, text_color))
    } else {
        None
    };
    if let Some(stroke) = stroke {
        painter.rect_stroke(rect, 10.0, stroke, egui::StrokeKind::Outside);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cost_goes_under_the_name_in_a_tall_tile_and_in_a_narrow_one() {
        // A phone at the largest text: tiles 108 x 80 points (it used to take one line
        // below 96 points tall).
        assert!(cost_under_name(egui::vec2(108.0, 80.0)));
        assert!(cost_under_name(egui::vec2(98.0, TWO_LINES)));
        // Too low for three lines (the place's name, the card's, its cost).
        assert!(!cost_under_name(egui::vec2(60.0, TWO_LINES - 0.5)));
        // A wide, low tile (1024x600: 113 x 70): one line is larger.
        assert!(!cost_under_name(egui::vec2(113.0, 70.0)));
        assert!(!cost_under_name(egui::vec2(1.5 * 80.0, 80.0)));
        // Tall: always two lines, however wide.
        assert!(cost_under_name(egui::vec2(280.0, TALL)));
        assert!(!cost_under_name(egui::vec2(280.0, TALL - 0.5)));
    }
}
