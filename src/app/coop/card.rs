//! Draws a card as a card-shaped frame coloured by kind, with its name and our own wording.
//! No art: the colour and the words are the card.

use super::super::i18n::t;
use super::super::{fonts, theme};
use super::words::hex_summary;
use crate::app::card_names::CardName;
use crate::modes::coop::{Card, Treasure};
use eframe::egui::{self, Align2, Color32, CornerRadius, FontId, Rect, Sense, Stroke, StrokeKind};

/// What a card says under its name.
pub fn card_summary(card: Card) -> String {
    match card {
        Card::Treasure(Treasure::Copper) => {
            t!("coop-copper-summary", card = card.card_name())
        }
        Card::Treasure(Treasure::Silver) => {
            t!("coop-silver-summary", card = card.card_name())
        }
        Card::Hex(h) => hex_summary(h),
    }
}

/// A large card, `width` points wide (height 1.4 x width). Its accessible label is its name,
/// effect and caption, so a screen reader says what the automa revealed.
pub fn large_card(ui: &mut egui::Ui, card: Card, width: f32, caption: &str) -> egui::Response {
    let size = egui::vec2(width, width * 1.4);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let summary = card_summary(card);
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Label,
            true,
            t!(
                "coop-revealed-card",
                card = card.card_name(),
                summary = summary.as_str(),
                caption = caption
            ),
        )
    });
    if ui.is_rect_visible(rect) {
        paint_card(ui, rect, card, &summary, caption);
    }
    response
}

fn paint_card(ui: &egui::Ui, rect: Rect, card: Card, summary: &str, caption: &str) {
    let painter = ui.painter();
    let color = theme::card_color(card);
    let fill = ui.visuals().extreme_bg_color;
    let radius = CornerRadius::same((rect.width() * 0.06) as u8);
    painter.rect(
        rect,
        radius,
        fill,
        Stroke::new(rect.width() * 0.05, color),
        StrokeKind::Inside,
    );
    // A band with the kind, like the type line of a card.
    let band = Rect::from_min_size(
        rect.left_bottom() - egui::vec2(-rect.width() * 0.05, rect.height() * 0.17),
        egui::vec2(rect.width() * 0.9, rect.height() * 0.12),
    );
    painter.rect_filled(band, CornerRadius::same(4), color);
    let kind = match card {
        Card::Treasure(_) => t!("coop-kind-treasure"),
        Card::Hex(_) => t!("coop-kind-hex"),
    };
    painter.text(
        band.center(),
        Align2::CENTER_CENTER,
        kind,
        FontId::proportional(rect.width() * 0.09),
        Color32::BLACK,
    );
    let text_color = ui.visuals().strong_text_color();
    // The name, as large as fits.
    let name_size = (rect.width() * 0.8 / card.card_name().chars().count().max(6) as f32 * 1.7)
        .min(rect.width() * 0.17);
    painter.text(
        egui::pos2(rect.center().x, rect.top() + rect.height() * 0.13),
        Align2::CENTER_CENTER,
        card.card_name(),
        fonts::bold_id(name_size),
        text_color,
    );
    // The effect, wrapped inside the card.
    let body_width = rect.width() * 0.82;
    let galley = painter.layout(
        summary.to_owned(),
        FontId::proportional((rect.width() * 0.085).max(16.0)),
        text_color,
        body_width,
    );
    let pos = egui::pos2(
        rect.center().x - galley.size().x / 2.0,
        rect.top() + rect.height() * 0.28,
    );
    painter.galley(pos, galley, text_color);
    if !caption.is_empty() {
        painter.text(
            egui::pos2(rect.center().x, band.top() - rect.height() * 0.05),
            Align2::CENTER_CENTER,
            caption,
            FontId::proportional((rect.width() * 0.075).max(15.0)),
            ui.visuals().weak_text_color(),
        );
    }
}

/// The back of a card with what comes next ("Next: a Hex"): shown before the automa's step,
/// so the last card is never mistaken for this round's.
pub fn face_down(ui: &mut egui::Ui, width: f32, text: &str) -> egui::Response {
    let size = egui::vec2(width, width * 1.4);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, text));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter();
        let back = ui.visuals().widgets.inactive.bg_fill;
        let radius = CornerRadius::same((rect.width() * 0.06) as u8);
        painter.rect(
            rect,
            radius,
            back,
            Stroke::new(rect.width() * 0.03, ui.visuals().strong_text_color()),
            StrokeKind::Inside,
        );
        let galley = painter.layout(
            text.to_owned(),
            FontId::proportional(rect.width() * 0.11),
            ui.visuals().strong_text_color(),
            rect.width() * 0.8,
        );
        let pos = rect.center() - galley.size() / 2.0;
        painter.galley(pos, galley, ui.visuals().strong_text_color());
    }
    response
}

/// The last card, small and dimmed: a thing of the past, not this moment's card.
pub fn past_card(ui: &mut egui::Ui, card: Card, width: f32) -> egui::Response {
    let size = egui::vec2(width, width * 0.5);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    if ui.is_rect_visible(rect) {
        let color = theme::card_color(card).gamma_multiply(0.55);
        let painter = ui.painter();
        painter.rect(
            rect,
            CornerRadius::same(8),
            ui.visuals().extreme_bg_color,
            Stroke::new(4.0, color),
            StrokeKind::Inside,
        );
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            card.card_name(),
            FontId::proportional(theme::BODY),
            ui.visuals().text_color(),
        );
    }
    response
}

/// A small chip for the discard pile strip: the card's colour and its name, whole. It takes
/// its exact size, so a wrapping row moves it to the next line instead of cutting its name.
pub fn chip(ui: &mut egui::Ui, card: Card, newest: bool) -> egui::Response {
    let galley = ui.painter().layout_no_wrap(
        card.card_name(),
        FontId::proportional(theme::SMALL),
        Color32::BLACK,
    );
    let size = galley.size() + egui::vec2(12.0, 6.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, card.card_name()));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter();
        painter.rect_filled(rect, CornerRadius::same(6), theme::card_color(card));
        if newest {
            painter.rect_stroke(
                rect,
                CornerRadius::same(6),
                Stroke::new(3.0, ui.visuals().strong_text_color()),
                StrokeKind::Inside,
            );
        }
        painter.galley(rect.min + egui::vec2(6.0, 3.0), galley, Color32::BLACK);
    }
    response
}
