//! The two lines at the top of every mode's table: the status (whose turn, what round) and the
//! step line (what to do now). Both are shown whole on every screen: large where they fit on
//! one line, folded or wrapped at word boundaries where they do not, never cut.

use crate::{fit, fonts, theme};
use egui::{self, Color32, RichText};

/// One part of the status line: its words, its colour (the body's when `None`), and its size
/// against the first part's.
pub struct StatusPart<'a> {
    pub text: &'a str,
    pub color: Option<Color32>,
    pub scale: f32,
    pub bold: bool,
}

/// "Round 3 | Alex's turn": both parts on one line at the largest size up to `max` that fits,
/// never below `min`; where even `min` does not fit (a phone, a long language), the second
/// part goes under the first and each wraps at word boundaries.
pub fn status_pair(
    ui: &mut egui::Ui,
    first: StatusPart<'_>,
    second: StatusPart<'_>,
    max: f32,
    min: f32,
) {
    let width = ui.available_width() - 40.0;
    let fitted = fit::pair_size(
        ui,
        (first.text, second.text),
        second.scale / first.scale,
        second.bold,
        max,
        width,
    );
    let size = fitted.max(min);
    let text = |part: &StatusPart<'_>| {
        let mut text = RichText::new(part.text).size(size * part.scale).strong();
        if part.bold {
            text = text.family(fonts::bold());
        }
        match part.color {
            Some(color) => text.color(color),
            None => text,
        }
    };
    if fitted >= min {
        // As tall as at `max` whatever size fitted, so what is below never moves when the
        // words change (a longer turn's name in smaller type).
        let tallest = line_height(ui, RichText::new("Ag").size(max).family(fonts::bold()));
        ui.horizontal(|ui| {
            ui.set_min_height(tallest);
            ui.label(text(&first));
            ui.separator();
            ui.label(text(&second));
        });
    } else {
        ui.add(egui::Label::new(text(&first)).wrap());
        ui.add(egui::Label::new(text(&second)).wrap());
    }
}

/// A window less tall than this, in points, is cramped: see `step_line`.
pub const CRAMPED: f32 = 450.0;

/// What to do now, in one line as large as `max` where it fits, else in two lines at the size
/// that lets it (never below `theme::SMALL`), wrapped at word boundaries: always whole.
pub fn step_line(ui: &mut egui::Ui, text: &str, max: f32, color: Option<Color32>) {
    // A cramped window (a small laptop or a phone lying down at the largest text sizes) keeps
    // its height for the table: the line at body size, still whole.
    let max = if ui.ctx().content_rect().height() < CRAMPED {
        max.min(theme::BODY)
    } else {
        max
    };
    let width = ui.available_width() - 8.0;
    let one_line = fit::size_to_fit(ui, text, max, width);
    let size = if one_line >= max * 0.75 {
        one_line
    } else {
        fit::size_to_fit(ui, text, max, 1.8 * width).max(theme::SMALL)
    };
    let mut words = RichText::new(text).size(size).strong();
    if let Some(color) = color {
        words = words.color(color);
    }
    // One line keeps the height of one line at `max`, so what is below does not move from
    // one step to the next (two lines take what they take).
    let tallest = line_height(ui, RichText::new("Ag").size(max).strong());
    ui.scope(|ui| {
        ui.set_min_height(tallest);
        let response = ui.add(egui::Label::new(words).wrap());
        super::seen::mark(ui, "step", text, &response);
    });
}

/// The height of one line of `text`.
fn line_height(ui: &egui::Ui, text: RichText) -> f32 {
    fit::one_line(ui, text, egui::TextStyle::Body).y
}
