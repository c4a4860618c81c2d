//! Text that fits: the largest size, up to a maximum, at which a line fits a width.

use crate::fonts;
use egui::{self, FontFamily, FontId};

/// The width of `text` on one line in `font`.
fn width_in(ui: &egui::Ui, text: &str, font: FontId) -> f32 {
    ui.painter()
        .layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE)
        .size()
        .x
}

/// The size of `text` on one line in the style `style` (its own size where it has one).
pub fn one_line(
    ui: &egui::Ui,
    text: impl Into<egui::WidgetText>,
    style: egui::TextStyle,
) -> egui::Vec2 {
    text.into()
        .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, style)
        .size()
}

/// The width of a button showing `text` on one line: its words and its padding.
pub fn button_width(ui: &egui::Ui, text: impl Into<egui::WidgetText>) -> f32 {
    one_line(ui, text, egui::TextStyle::Button).x + 2.0 * ui.spacing().button_padding.x
}

/// The width of `text` on one line at `size` (Regular).
pub fn text_width(ui: &egui::Ui, text: &str, size: f32) -> f32 {
    width_in(ui, text, FontId::proportional(size))
}

/// The largest size up to `max` at which `text` in `family` fits `width` points on one line.
fn fit_in(ui: &egui::Ui, text: &str, max: f32, width: f32, family: FontFamily) -> f32 {
    let needed = width_in(ui, text, FontId::new(max, family));
    if needed <= width || needed <= 0.0 {
        max
    } else {
        (max * width / needed).floor().max(1.0)
    }
}

/// The largest font size up to `max` at which `text` fits in `width` points on one line.
pub fn size_to_fit(ui: &egui::Ui, text: &str, max: f32, width: f32) -> f32 {
    fit_in(ui, text, max, width, FontFamily::Proportional)
}

/// As `size_to_fit`, for text set in Bold (wider than Regular).
pub fn bold_size_to_fit(ui: &egui::Ui, text: &str, max: f32, width: f32) -> f32 {
    fit_in(ui, text, max, width, fonts::bold())
}

/// The largest size up to `max` at which `first` in Bold and, beside it, `second` at `scale`
/// times that size (in Bold or Regular) fit `width` points on one line: a status line's two
/// parts, each as large as the line allows.
pub fn pair_size(
    ui: &egui::Ui,
    (first, second): (&str, &str),
    scale: f32,
    second_bold: bool,
    max: f32,
    width: f32,
) -> f32 {
    let family = if second_bold {
        fonts::bold()
    } else {
        FontFamily::Proportional
    };
    let needed = width_in(ui, first, FontId::new(max, fonts::bold()))
        + width_in(ui, second, FontId::new(max * scale, family));
    if needed <= width || needed <= 0.0 {
        max
    } else {
        (max * width / needed).floor().max(1.0)
    }
}

/// The width of the widest word of `text` on one line at `size` (Bold with `bold`).
pub fn widest_word(ui: &egui::Ui, text: &str, size: f32, bold: bool) -> f32 {
    let family = if bold {
        fonts::bold()
    } else {
        FontFamily::Proportional
    };
    text.split_whitespace()
        .map(|w| width_in(ui, w, FontId::new(size, family.clone())))
        .fold(0.0, f32::max)
}

/// The largest size up to `max` at which every word of `text` fits `width` points (Bold with
/// `bold`): the size at which it wraps between words only, never inside one.
pub fn word_size(ui: &egui::Ui, text: &str, max: f32, width: f32, bold: bool) -> f32 {
    let family = if bold {
        fonts::bold()
    } else {
        FontFamily::Proportional
    };
    text.split_whitespace()
        .map(|w| fit_in(ui, w, max, width, family.clone()))
        .fold(max, f32::min)
}
