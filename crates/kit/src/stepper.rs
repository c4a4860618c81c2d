//! The steppers: "−" and "+" buttons a finger wide at any zoom, and a counted row (a name, its
//! count, "−" and "+"), the same in every mode.

use crate::theme;
use egui::{self, RichText};

/// A "−" or "+" button, a finger square (`theme::finger`), whose accessible label says what
/// it does ("One empty pile more"), as its tooltip does.
pub fn step_button(ui: &mut egui::Ui, text: &str, enabled: bool, meaning: &str) -> egui::Response {
    let side = theme::finger(ui.ctx());
    let response = ui
        .add_enabled(
            enabled,
            egui::Button::new(RichText::new(text).size(theme::BUTTON).strong())
                .min_size(egui::vec2(side, side)),
        )
        .on_hover_text(meaning);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, meaning));
    response
}

/// "−", what `between` draws (the count, its name), "+": `value` one less or one more, kept
/// within `range`; each button's label says what it does (`fewer`, `more`). True when the
/// value changed.
pub fn stepped(
    ui: &mut egui::Ui,
    value: &mut u8,
    range: std::ops::RangeInclusive<u8>,
    (fewer, more): (String, String),
    between: impl FnOnce(&mut egui::Ui, u8),
) -> bool {
    let before = *value;
    if step_button(ui, "−", *value > *range.start(), &fewer).clicked() {
        *value -= 1;
    }
    between(ui, *value);
    if step_button(ui, "+", *value < *range.end(), &more).clicked() {
        *value += 1;
    }
    *value != before
}

/// The room a count takes between its name and its buttons, in points.
const COUNT_WIDTH: f32 = 48.0;

/// A counted row: `name` wrapping in the room the count and the buttons leave (on a line of
/// its own above them where even a short word would not fit), the count large, "−" and "+"
/// (each `(meaning, enabled)`). True for each button pressed.
pub fn counted_row(
    ui: &mut egui::Ui,
    name: &str,
    count: &str,
    minus: (&str, bool),
    plus: (&str, bool),
) -> (bool, bool) {
    let side = theme::finger(ui.ctx());
    let gap = ui.spacing().item_spacing.x;
    let room = ui.available_width() - 2.0 * side - COUNT_WIDTH - 3.0 * gap - 2.0;
    // Stacked too where a word of the name is wider than its room: a word is never broken.
    let longest = crate::fit::widest_word(ui, name, theme::BODY, false);
    let stacked = room < 90.0 || longest > room;
    let name_label = || {
        egui::Label::new(RichText::new(coop_automa_words::drawable(name)).size(theme::BODY)).wrap()
    };
    if stacked {
        ui.add(name_label());
    }
    ui.horizontal(|ui| {
        if !stacked {
            ui.allocate_ui_with_layout(
                egui::vec2(room, side),
                egui::Layout::left_to_right(egui::Align::Center),
                |ui| {
                    ui.set_width(room);
                    ui.add(name_label());
                },
            );
        }
        ui.add_sized(
            egui::vec2(COUNT_WIDTH, side),
            egui::Label::new(RichText::new(count).size(theme::HEADING).strong()),
        );
        let minus = step_button(ui, "−", minus.1, minus.0).clicked();
        let plus = step_button(ui, "+", plus.1, plus.0).clicked();
        (minus, plus)
    })
    .inner
}
