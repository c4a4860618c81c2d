//! The "Log this play in BG Stats" button, the same on every end screen and beside every
//! finished game in Results.

use crate::fit;
use crate::i18n::t;
use crate::kit::words_button::words_button;
use crate::theme;
use egui;

/// The button, as wide as its words at body size and no wider than the room left (its words
/// then shrink to fit); true when pressed. `which`: the game it logs, for a row of Results,
/// where each game has one (its words are then short, and its accessible name says which).
pub fn button(ui: &mut egui::Ui, which: Option<&str>) -> bool {
    let words = match which {
        Some(_) => t!("bgstats-log-short"),
        None => t!("bgstats-log"),
    };
    let padding = 2.0 * ui.spacing().button_padding.x;
    let wanted = fit::text_width(ui, &words, theme::BODY) + padding;
    let size = egui::vec2(wanted.min(ui.available_width()), theme::finger(ui.ctx()));
    let response = words_button(ui, &words, size, theme::BODY, false);
    if let Some(which) = which {
        let label = t!("bgstats-log-label", game = which);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    }
    response.on_hover_text(t!("bgstats-log-tip")).clicked()
}
