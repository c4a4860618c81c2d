//! The pyramid's tools band above it: what a tap on a place does now, and the turn's
//! choices beside them.

use crate::i18n::t;
use crate::kit::painted::{self, LEAST, Look};
use crate::msg::Msg;
use crate::{PyramidPlay, Tool, redraw_action, words};
use crate::{fit, theme};
use coop_automa_pyramid::Place;
use coop_automa_pyramid::PyramidSession;
use egui::{self, RichText};

/// The tools' band: two rows of three cells a finger tall and a line of hint, the same
/// height in every phase (a tool's words are fitted to its cell, never wrapped). On a phone
/// its hint has two lines, so it is read whole there too.
pub(super) fn tools_band_height(ctx: &egui::Context) -> f32 {
    let hint = if theme::is_phone(ctx) { 50.0 } else { 26.0 };
    2.0 * theme::finger(ctx) + TOOLS_GAP + hint
}

/// The room between the band's rows and cells.
const TOOLS_GAP: f32 = 6.0;
/// The height of the scrolling column's "More below" tab: a finger's.
pub(super) fn more_tab(ctx: &egui::Context) -> f32 {
    crate::scroll::strip_room(ctx)
}

pub(super) fn tools_band(
    ui: &mut egui::Ui,
    p: &mut PyramidPlay,
    band: egui::Rect,
    msgs: &mut Vec<Msg>,
) {
    let gap = TOOLS_GAP;
    let finger = theme::finger(ui.ctx());
    let row_rect = |row: usize| {
        egui::Rect::from_min_size(
            band.min + egui::vec2(0.0, row as f32 * (finger + gap / 2.0)),
            egui::vec2(band.width(), finger),
        )
    };
    let hint_rect = egui::Rect::from_min_max(
        egui::pos2(band.min.x, band.min.y + 2.0 * finger + gap),
        band.max,
    );
    let owed = p.game.owed().0;
    if owed > 0 {
        // While the AI picks, the band says so where the tools were.
        // The whole band: its words whole, over two lines where one is too narrow.
        let text = t!("pyramid-band-owed", count = owed);
        let strong = ui.visuals().strong_text_color();
        let mut at = ui.new_child(egui::UiBuilder::new().max_rect(band));
        painted::label(
            &mut at,
            band.size(),
            &text,
            Look::new(theme::HEADING, LEAST, strong)
                .wrapped()
                .at(egui::Align2::LEFT_CENTER),
        );
        return;
    }
    let tools = Tool::available(&p.game);
    if tools.is_empty() {
        if let Some(used) = words::adjustment_used(&p.game) {
            ui.put(
                row_rect(0),
                egui::Label::new(RichText::new(used).size(theme::BODY)).wrap(),
            );
        }
        return;
    }
    // Up to three tools a row, each as wide as its words, in one type size per row that
    // fits the row (never wrapped).
    for (row, chunk) in tools.chunks(3).take(2).enumerate() {
        // The button's own padding on both sides, and a point of slack.
        let pad = 2.0 * ui.spacing().button_padding.x + 2.0;
        let spare = band.width() - gap * (chunk.len() - 1) as f32 - pad * chunk.len() as f32;
        let widths: Vec<f32> = chunk
            .iter()
            .map(|t| fit::text_width(ui, &t.label(), theme::BODY))
            .collect();
        let total: f32 = widths.iter().sum();
        let scale = (spare / total).min(1.0);
        let size = theme::BODY * scale;
        // Room left over widens each button a little, never into a banner.
        let extra = ((spare - total * scale) / chunk.len() as f32).min(48.0);
        let mut x = band.min.x;
        for (&tool, w) in chunk.iter().zip(widths) {
            let cell_w = w * scale + pad + extra;
            let rect = egui::Rect::from_min_size(
                egui::pos2(x, row_rect(row).min.y),
                egui::vec2(cell_w, finger),
            );
            x += cell_w + gap;
            let selected = p.tool == tool;
            let button = egui::Button::selectable(selected, RichText::new(tool.label()).size(size))
                .wrap_mode(egui::TextWrapMode::Extend)
                .min_size(rect.size());
            let response = ui.put(rect, button).on_hover_text(tool.hint());
            if response.clicked() && !selected {
                p.tool = tool;
                p.picked.clear();
            }
        }
    }
    let mut hint = p.tool.hint();
    // No empty place: a Curse given now can only go to the trash, and the hint says where
    // that is pressed instead of asking for a tap that nothing answers.
    if p.tool == Tool::CurseHere && Place::ALL.iter().all(|&at| p.game.card_at(at).is_some()) {
        hint = t!(
            "pyramid-hint-curse-no-place",
            curse = words::curse(),
            give = t!("pyramid-give-curse", curse = words::curse())
        );
    }
    if let Some(first) = p.picked.first()
        && p.tool != Tool::Redraw
    {
        hint = t!("pyramid-hint-picked", place = first.name());
    }
    // One line where it fits; on a phone the band has room for two, and the words wrap.
    let mut hint_ui = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(hint_rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    hint_ui.set_clip_rect(hint_rect.intersect(ui.clip_rect()));
    let one_line = fit::size_to_fit(ui, &hint, theme::SMALL, hint_rect.width());
    let hint = RichText::new(hint).size(one_line.max(theme::SMALL * 0.8));
    hint_ui.add(egui::Label::new(hint).wrap());
    // Redraw's own button fills the row the tools leave free (before turn 1 there are two).
    if p.tool == Tool::Redraw && tools.len() <= 3 {
        let action = redraw_action(&p.picked);
        let text = match action {
            Some(action) => words::action_words(p.game.setup(), &action),
            None => t!("pyramid-redraw-none"),
        };
        let size = fit::size_to_fit(ui, &text, theme::BODY, band.width() - 16.0).max(theme::SMALL);
        let rect = row_rect(1);
        let button = egui::Button::new(RichText::new(text).size(size)).min_size(rect.size());
        let response = ui
            .new_child(egui::UiBuilder::new().max_rect(rect))
            .add_enabled(action.is_some(), button);
        if response.clicked()
            && let Some(action) = action
        {
            msgs.push(Msg::apply(action));
        }
    }
}
