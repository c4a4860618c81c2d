//! One place of the pyramid as a tile: its card, lit when the AI may score it, marked when
//! picked, captioned with what the last action did to it.

use super::super::{fit, fonts, theme};
use super::words;
use crate::app::i18n::t;
use crate::modes::pyramid::{Card, Place, PyramidGame};
use eframe::egui::{self, Color32};

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
    let painter = ui.painter_at(rect.expand(4.0));
    let text_color = ui.visuals().strong_text_color();
    // What to tap (and what just moved) in the text's own strongest colour, what is picked in
    // the selection's: green says a win and red bad news, nothing else (issue 33).
    let highlight = text_color;
    match game.card_at(place) {
        Some(card) => {
            let fill = card_color(card).gamma_multiply(if dark { 0.55 } else { 0.35 });
            painter.rect_filled(rect, 10.0, fill);
            let (name, cost) = line.clone().unwrap_or_default();
            let h = rect.height();
            let one_line = match &cost {
                Some(cost) => format!("{name} {cost}"),
                None => name.clone(),
            };
            let one_size = fit::bold_size_to_fit(
                ui,
                &one_line,
                (h * 0.42).min(theme::HEADING),
                rect.width() - 12.0,
            );
            let name_size = fit::bold_size_to_fit(
                ui,
                &name,
                (h * 0.3).min(theme::HEADING * 1.1),
                rect.width() - 16.0,
            );
            if !cost_under_name(rect.size()) {
                painter.text(
                    rect.center() + egui::vec2(0.0, h * 0.1),
                    egui::Align2::CENTER_CENTER,
                    one_line,
                    fonts::bold_id(one_size),
                    text_color,
                );
            } else {
                painter.text(
                    rect.center() - egui::vec2(0.0, h * 0.08),
                    egui::Align2::CENTER_CENTER,
                    name,
                    fonts::bold_id(name_size),
                    text_color,
                );
                if let Some(cost) = cost {
                    painter.text(
                        rect.center() + egui::vec2(0.0, h * 0.2),
                        egui::Align2::CENTER_CENTER,
                        cost,
                        egui::FontId::proportional((h * 0.22).min(theme::HEADING * 0.9)),
                        text_color,
                    );
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
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                t!("pyramid-empty"),
                egui::FontId::proportional(theme::BODY),
                ui.visuals().weak_text_color(),
            );
        }
    }
    let small = (rect.height() * 0.2).clamp(11.0, theme::SMALL);
    painter.text(
        rect.left_top() + egui::vec2(6.0, 4.0),
        egui::Align2::LEFT_TOP,
        place.name(),
        egui::FontId::proportional(small),
        text_color,
    );
    if let Some(caption) = words::moved_to(game, place) {
        // Under the card in a tall tile; beside the place's name in a low one, if it fits.
        let font = egui::FontId::proportional(small * 0.9);
        let width = ui
            .painter()
            .layout_no_wrap(caption.clone(), font.clone(), highlight)
            .size()
            .x;
        if rect.height() >= TALL {
            painter.text(
                rect.center_bottom() - egui::vec2(0.0, 4.0),
                egui::Align2::CENTER_BOTTOM,
                caption,
                font,
                highlight,
            );
        } else if width + small * 2.5 + 12.0 < rect.width() {
            painter.text(
                rect.right_top() + egui::vec2(-6.0, 4.0),
                egui::Align2::RIGHT_TOP,
                caption,
                font,
                highlight,
            );
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
