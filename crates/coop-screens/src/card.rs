//! Draws a card as a card-shaped frame coloured by kind, with its name and our own wording.
//! No art: the colour and the words are the card.

use crate::card_names::CardName;
use crate::i18n::t;
use crate::kit::painted::{self, LEAST, Look};
use crate::theme;
use crate::words::{hex_face, hex_summary};
use coop_automa_coop::{Card, Treasure};
use egui::{self, Align2, Color32, CornerRadius, FontId, Rect, Sense, Stroke, StrokeKind};

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

/// What a card says on a face too small for its summary: two to four words.
pub fn card_face(card: Card) -> String {
    match card {
        Card::Treasure(Treasure::Copper) => t!("coop-copper-face"),
        Card::Treasure(Treasure::Silver) => t!("coop-silver-face"),
        Card::Hex(h) => hex_face(h),
    }
}

/// A large card, `width` points wide (height 1.4 x width). Its accessible label is its name,
/// effect and caption, so a screen reader says what the automa revealed. A face too small
/// for the summary opens it whole at a tap.
pub fn large_card(ui: &mut egui::Ui, card: Card, width: f32, caption: &str) -> egui::Response {
    let size = egui::vec2(width, width * 1.4);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
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
    if ui.is_rect_visible(rect) && !paint_card(ui, rect, card, &summary, caption) {
        painted::whole_at_tap(&response, &summary);
    }
    response
}

/// Paints the card; whether its face holds the whole summary.
fn paint_card(ui: &egui::Ui, rect: Rect, card: Card, summary: &str, caption: &str) -> bool {
    let painter = ui.painter();
    let color = crate::colors::card_color(card);
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
    let w = rect.width();
    let h = rect.height();
    // The kind and the caption say what they can say whole, or nothing.
    painted::first_whole(
        ui,
        band.shrink2(egui::vec2(w * 0.03, 0.0)),
        &[&kind],
        Look::new(w * 0.09, LEAST * 0.8, Color32::BLACK),
    );
    let text_color = ui.visuals().strong_text_color();
    let inside = |top: f32, bottom: f32| {
        Rect::from_min_max(
            egui::pos2(rect.left() + w * 0.08, top),
            egui::pos2(rect.right() - w * 0.08, bottom),
        )
    };
    // The name, as large as fits.
    painted::text_in(
        ui,
        inside(rect.top() + h * 0.05, rect.top() + h * 0.21),
        &card.card_name(),
        Look::new(w * 0.17, LEAST, text_color).bold(),
    );
    // The effect, wrapped inside the card, above the caption.
    let caption_top = band.top() - h * 0.1;
    let effect_bottom = if caption.is_empty() {
        band.top() - h * 0.02
    } else {
        caption_top
    };
    // The summary where it fits whole, else the face's few words, else nothing: never a
    // sentence cut short (the whole summary is the card's label and stands beside it).
    let face = card_face(card);
    let shown = painted::first_whole(
        ui,
        inside(rect.top() + h * 0.23, effect_bottom),
        &[summary, &face],
        Look::new((w * 0.085).max(16.0), LEAST, text_color)
            .wrapped()
            .at(Align2::CENTER_TOP),
    );
    let whole = shown.is_some_and(|p| p.text == summary);
    if !caption.is_empty() {
        painted::first_whole(
            ui,
            inside(caption_top, band.top() - h * 0.01),
            &[caption],
            Look::new(
                (w * 0.075).max(15.0),
                LEAST * 0.8,
                ui.visuals().weak_text_color(),
            ),
        );
    }
    whole
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
        painted::text_in(
            ui,
            rect.shrink(rect.width() * 0.1),
            text,
            Look::new(rect.width() * 0.16, LEAST, ui.visuals().strong_text_color()).wrapped(),
        );
    }
    response
}

/// The card's name on one line at `size` points, measured.
fn name_size(ui: &egui::Ui, card: Card, size: f32) -> egui::Vec2 {
    let font = FontId::proportional(size);
    let name = ui
        .painter()
        .layout_no_wrap(card.card_name(), font, Color32::BLACK);
    name.size()
}

/// The last card, small and dimmed: a thing of the past, not this moment's card. Sized by
/// its name at body size (at most `width`), never by the room the large card had: in a short
/// column that room gave a chip reading "Si…".
pub fn past_card(ui: &mut egui::Ui, card: Card, width: f32) -> egui::Response {
    let name = name_size(ui, card, theme::BODY);
    let size = egui::vec2(
        (name.x + 40.0).max(width).min(ui.available_width()),
        name.y * 1.8,
    );
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    if ui.is_rect_visible(rect) {
        let color = crate::colors::card_color(card).gamma_multiply(0.55);
        let painter = ui.painter();
        painter.rect(
            rect,
            CornerRadius::same(8),
            ui.visuals().extreme_bg_color,
            Stroke::new(4.0, color),
            StrokeKind::Inside,
        );
        painted::text_in(
            ui,
            rect.shrink2(egui::vec2(8.0, 2.0)),
            &card.card_name(),
            Look::new(theme::BODY, LEAST, ui.visuals().text_color()),
        );
    }
    response
}

/// A small chip for the discard pile strip: the card's colour and its name, whole. It takes
/// its exact size, so a wrapping row moves it to the next line instead of cutting its name.
pub fn chip(ui: &mut egui::Ui, card: Card, newest: bool) -> egui::Response {
    let size = name_size(ui, card, theme::SMALL) + egui::vec2(12.0, 6.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, card.card_name()));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter();
        painter.rect_filled(rect, CornerRadius::same(6), crate::colors::card_color(card));
        if newest {
            painter.rect_stroke(
                rect,
                CornerRadius::same(6),
                Stroke::new(3.0, ui.visuals().strong_text_color()),
                StrokeKind::Inside,
            );
        }
        painted::text_in(
            ui,
            rect.shrink2(egui::vec2(6.0, 3.0)),
            &card.card_name(),
            Look::new(theme::SMALL, theme::SMALL, Color32::BLACK),
        );
    }
    response
}
