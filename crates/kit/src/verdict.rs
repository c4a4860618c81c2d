//! The verdict at the top of every mode's end: one large bold word or two ("WIN", "LOSS",
//! "Alex wins"), in the win's colour, the loss's, or the text's when nobody won, as large as
//! the width allows up to `theme::VERDICT`. The mode's own line goes under it.

use crate::{fit, fonts, theme};
use egui::{self, RichText};

/// What the verdict says about the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Win,
    Loss,
    /// Nobody won (a Duel where nobody is left to win).
    Neither,
}

/// The verdict, as large as fits the width, never below a heading's size.
pub fn verdict(ui: &mut egui::Ui, words: &str, kind: Verdict) {
    let dark = ui.visuals().dark_mode;
    let color = match kind {
        Verdict::Win => theme::win_color(dark),
        Verdict::Loss => theme::warn_color(dark),
        Verdict::Neither => ui.visuals().strong_text_color(),
    };
    let size = fit::bold_size_to_fit(ui, words, theme::VERDICT * 0.8, ui.available_width() - 8.0)
        .max(theme::HEADING);
    ui.add(
        egui::Label::new(
            RichText::new(words)
                .size(size)
                .strong()
                .family(fonts::bold())
                .color(color),
        )
        .wrap(),
    );
}
