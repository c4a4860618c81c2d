//! The bottom bar every mode's play screen has: fixed heights so nothing above it moves, three
//! cells (undo and redo, the big button, the mode's own), and the one-row status of a short
//! window.

use crate::command::Command;
use crate::i18n::t;
use crate::kit::notice::info_line;
use crate::msg::Msg;
use crate::{fit, fonts, theme};
use egui::{self, RichText};

/// The height of the bottom bar, in points: fixed, so the columns above never move.
pub const BAR_HEIGHT: f32 = 112.0;
pub const BAR_HEIGHT_SHORT: f32 = 106.0;
/// A window less tall than this (in points) is "short": the status takes one row.
pub const SHORT: f32 = 620.0;
/// On a phone held upright undo and redo get a row of their own above the big button, this
/// tall: side by side, each half the width, their words whole.
const PHONE_HISTORY_ROW: f32 = 60.0;

/// The app's tools, which every play screen's status band holds and no mode names (Games,
/// Results, help, the language…): the app hands them to a mode's play screen in `Chrome`.
pub trait Tools {
    /// The tools' row over a tall window's status, with `info` (what undo or a file just
    /// did) beside them.
    fn row(&self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>, info: Option<&str>);
    /// The tools folded into a short window's "Menu".
    fn menu(&self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>);
}

/// What the app draws around a mode's play screen: its tools, and the line of what undo or a
/// file just did.
pub struct Chrome<'a> {
    pub tools: &'a dyn Tools,
    pub info: Option<&'a str>,
}

/// The play screen's status at the top, the same in every mode. A taller window gets the
/// tools with the status at full size under them; a short one a single row: the status at
/// `short_size` on the left, what undo or a file did in a fixed share of the row (cut if
/// long), the tools folded into "Menu" on the right.
pub fn status_band(
    ui: &mut egui::Ui,
    chrome: &Chrome,
    msgs: &mut Vec<Msg>,
    short_size: f32,
    status: impl FnOnce(&mut egui::Ui, f32),
) {
    if ui.ctx().content_rect().height() >= SHORT {
        chrome.tools.row(ui, msgs, chrome.info);
        status(ui, theme::HUGE);
        return;
    }
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            chrome.tools.menu(ui, msgs);
            if let Some(info) = chrome.info {
                let width = ui.available_width() * 0.3;
                ui.allocate_ui_with_layout(
                    egui::vec2(width, ui.available_height()),
                    egui::Layout::left_to_right(egui::Align::Center),
                    |ui| {
                        ui.set_width(width);
                        info_line(ui, info);
                    },
                );
            }
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                status(ui, short_size);
            });
        });
    });
}

/// The bottom bar's three cells in fixed shares: undo and redo, the big button (always in
/// the same place), and what goes with it.
pub fn bar_cells(ui: &egui::Ui) -> [egui::Rect; 3] {
    let area = ui.max_rect().shrink2(egui::vec2(0.0, 6.0));
    let gap = 12.0;
    // A phone held upright: undo and redo across the top (the first cell), the big button and
    // the mode's own cell under them, the big button wider than a third of a phone would be.
    if theme::is_phone(ui.ctx()) {
        let split = area.min.y + PHONE_HISTORY_ROW - 6.0;
        let top = egui::Rect::from_min_max(area.min, egui::pos2(area.max.x, split));
        let below = egui::Rect::from_min_max(egui::pos2(area.min.x, split + 6.0), area.max);
        let side = below.width() * 0.34;
        let right =
            egui::Rect::from_min_max(egui::pos2(below.max.x - side, below.min.y), below.max);
        let middle =
            egui::Rect::from_min_max(below.min, egui::pos2(right.min.x - gap, below.max.y));
        return [top, middle, right];
    }
    let side = (area.width() * 0.26).min(420.0);
    let left = egui::Rect::from_min_size(area.min, egui::vec2(side, area.height()));
    let right = egui::Rect::from_min_max(egui::pos2(area.max.x - side, area.min.y), area.max);
    let middle = egui::Rect::from_min_max(
        egui::pos2(left.max.x + gap, area.min.y),
        egui::pos2(right.min.x - gap, area.max.y),
    );
    [left, middle, right]
}

/// Draws `add` in one of the bar's cells, top down and filling its width.
pub fn in_cell(ui: &mut egui::Ui, rect: egui::Rect, add: &mut dyn FnMut(&mut egui::Ui)) {
    ui.scope_builder(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down_justified(egui::Align::Center)),
        |ui| add(ui),
    );
}

/// Undo over redo, filling the bar's cell, each a finger tall; side by side where the cell
/// is not two fingers tall (a phone's row, a short bar).
pub fn history_buttons(
    ui: &mut egui::Ui,
    undo: Option<String>,
    redo: Option<String>,
    msgs: &mut Vec<Msg>,
) {
    ui.spacing_mut().item_spacing.y = 6.0;
    // A phone's row of their own, or a bar too short for two buttons a finger tall one over
    // the other: side by side, each half the width, their words on two lines if need be.
    let finger = theme::finger(ui.ctx());
    let stacked_height = (ui.available_height() - 6.0) / 2.0;
    // (A cell narrower than this keeps them stacked: side by side, their words would wrap
    // into a tower taller than the bar.)
    let wide = ui.available_width() >= 200.0;
    if theme::is_phone(ui.ctx()) || (stacked_height < finger && wide) {
        let gap = 8.0;
        let full = ui.available_rect_before_wrap();
        let half = (full.width() - gap) / 2.0;
        let height = full.height().max(finger);
        let cells = [
            egui::Rect::from_min_size(full.min, egui::vec2(half, height)),
            egui::Rect::from_min_size(
                full.min + egui::vec2(half + gap, 0.0),
                egui::vec2(half, height),
            ),
        ];
        for (cell, (command, label, msg)) in cells.into_iter().zip([
            (Command::Undo, undo, Msg::Undo),
            (Command::Redo, redo, Msg::Redo),
        ]) {
            let mut child = ui.new_child(
                egui::UiBuilder::new()
                    .max_rect(cell)
                    .layout(egui::Layout::top_down_justified(egui::Align::Center)),
            );
            if history_button(&mut child, command, label, height, true) {
                msgs.push(msg);
            }
        }
        ui.allocate_rect(full.with_max_y(full.min.y + height), egui::Sense::hover());
        return;
    }
    // A finger's target, one over the other (where the cell is too narrow to put them side by
    // side, as tall as it allows, in smaller type).
    let height = stacked_height.clamp(20.0, finger);
    if height < finger {
        ui.spacing_mut().button_padding.y = 2.0;
        ui.spacing_mut().interact_size.y = height;
        ui.style_mut().text_styles.insert(
            egui::TextStyle::Button,
            egui::FontId::proportional((height - 10.0).clamp(14.0, theme::BUTTON)),
        );
    }
    if history_button(ui, Command::Undo, undo, height, false) {
        msgs.push(Msg::Undo);
    }
    if history_button(ui, Command::Redo, redo, height, false) {
        msgs.push(Msg::Redo);
    }
}

/// "Undo: End Alex's turn" (or a greyed "Undo" with nothing to undo); true when clicked. With
/// `two_lines` (a phone's row) a label too long for one line wraps onto a second, whole.
fn history_button(
    ui: &mut egui::Ui,
    command: Command,
    label: Option<String>,
    height: f32,
    two_lines: bool,
) -> bool {
    let text = match &label {
        Some(label) => t!(
            "history-label",
            command = command.text(),
            step = label.as_str()
        ),
        None => command.text(),
    };
    // The whole label: on two lines where the height holds them, smaller before it is cut.
    let full = ui
        .style()
        .text_styles
        .get(&egui::TextStyle::Button)
        .map_or(theme::BUTTON, |f| f.size);
    let max = if two_lines {
        full
    } else {
        full.min(theme::BUTTON)
    };
    let size = egui::vec2(ui.available_width(), height);
    // Where the step does not fit whole, the command alone ("Undo"): the step is in the log.
    let short = command.text();
    ui.add_enabled_ui(label.is_some(), |ui| {
        crate::kit::words_button::words_button_forms(ui, &[&text, &short], size, max, false)
    })
    .inner
    .on_hover_text(command.with_keys(ui.ctx(), command.tooltip()))
    .clicked()
}

/// Who acts now, which the big button's colour says in every mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Actor {
    /// A player, by seat (0 first).
    Seat(usize),
    /// The automa or the pyramid's AI.
    Automa,
    /// Nobody: the game is over.
    Nobody,
}

impl Actor {
    pub fn color(self, dark: bool) -> Option<egui::Color32> {
        match self {
            Actor::Seat(i) => Some(theme::player_color(i, dark)),
            Actor::Automa => Some(theme::automa_color(dark)),
            Actor::Nobody => None,
        }
    }
}

/// The big button, the same in every mode: in the bar's middle cell, its fill and edge the
/// colour of whoever acts now (a seat's colour, the automa's or the AI's; plain when nobody
/// does, at the end), its words as large as fit. Greyed without `enabled`. True
/// when a tap that counts (see `settle`) pressed it.
pub fn big_button(
    ui: &mut egui::Ui,
    text: &str,
    actor: Actor,
    enabled: bool,
    tooltip: &str,
) -> bool {
    let actor = actor.color(ui.visuals().dark_mode);
    let width = ui.available_width();
    // The room inside the padding and the 3-point frame, less a little: a label that only just
    // fits would wrap.
    let room = width - 2.0 * ui.spacing().button_padding.x - 12.0;
    let one_line = fit::bold_size_to_fit(ui, text, theme::HEADING, room);
    // Where one line would be small (a phone's narrow cell), two lines in the button's height
    // read better: the words fit in twice the room (less a word's worth for the break).
    let two_lines = {
        let height = ui.available_height().min(88.0) - 2.0 * ui.spacing().button_padding.y - 8.0;
        // A row's height per point of size, read from the font (`scripts/make-fonts.sh`).
        let row = ui.fonts_mut(|f| f.row_height(&fonts::bold_id(100.0))) / 100.0;
        let by_height = height / (2.0 * row);
        fit::bold_size_to_fit(ui, text, theme::HEADING, 1.7 * room).min(by_height)
    };
    let least = theme::SMALL * 0.8;
    let mut size = if one_line >= theme::SMALL || one_line >= two_lines {
        one_line
    } else {
        two_lines
    }
    .max(least);
    // The words as they wrap at this size must fit the button's height: where a break falls
    // late they take a third line, and a button taller than its cell runs out of the bar
    // (on a phone, "Automa does nothing: start round 2" did, and took no tap there).
    let words_height = ui.available_height().min(88.0) - 2.0 * ui.spacing().button_padding.y;
    for _ in 0..12 {
        let wrapped = ui.painter().layout(
            text.to_owned(),
            fonts::bold_id(size),
            egui::Color32::WHITE,
            room,
        );
        if wrapped.size().y <= words_height || size <= least {
            break;
        }
        size = (size * 0.92).max(least);
    }
    let mut button = egui::Button::new(
        RichText::new(text)
            .size(size)
            .strong()
            .family(fonts::bold())
            .color(ui.visuals().strong_text_color()),
    )
    .min_size(egui::vec2(width, ui.available_height().min(88.0)));
    if let Some(actor) = actor {
        button = button
            .fill(actor.gamma_multiply(0.35))
            .stroke(egui::Stroke::new(3.0, actor));
    }
    let slot = crate::kit::settle::big_button();
    let response = ui
        .scope(|ui| {
            crate::kit::settle::fade_until_ready(ui, slot, text);
            ui.add_enabled(enabled, button)
        })
        .inner
        .on_hover_text(tooltip);
    crate::kit::seen::mark(ui, "big", text, &response);
    crate::kit::settle::clicked(ui, slot, text, &response)
}

/// The bottom bar of every screen that has one: its height fixed by the window (shorter in a
/// short window), and its top edge noted for the notices to sit above it.
pub fn bottom_bar(ui: &mut egui::Ui, id: &str, add: impl FnOnce(&mut egui::Ui)) {
    bottom_bar_dyn(ui, id, &mut crate::kit::once(add));
}

fn bottom_bar_dyn(ui: &mut egui::Ui, id: &str, add: &mut dyn FnMut(&mut egui::Ui)) {
    let short = ui.ctx().content_rect().height() < SHORT;
    let height = match (short, theme::is_phone(ui.ctx())) {
        (true, _) => BAR_HEIGHT_SHORT,
        (false, true) => BAR_HEIGHT + PHONE_HISTORY_ROW,
        (false, false) => BAR_HEIGHT,
    };
    let bar = egui::Panel::bottom(id)
        .exact_size(height)
        .resizable(false)
        .show(ui, |ui| add(ui));
    crate::kit::notice::set_bottom_edge(ui.ctx(), bar.response.rect.top());
}

/// The big button's tooltip in a mode whose big button does `primary_help`: that, and its
/// keys.
pub fn primary_tooltip(ui: &egui::Ui, primary_help: &str) -> String {
    Command::Primary.with_keys(ui.ctx(), Command::Primary.tooltip_in(primary_help))
}

/// The setup screen's bottom bar, the same in every mode: the start button stands where the
/// big button will be (the same slot, so a double tap does not also press what follows it),
/// and beside it what the game will be (`Ok`) or what stops it (`Err`, in red). True when
/// the start was pressed.
pub fn start_bar(
    ui: &mut egui::Ui,
    text: &str,
    summary: Result<&str, &str>,
    tooltip: &str,
) -> bool {
    let mut pressed = false;
    bottom_bar(ui, "start-bar", |ui| {
        let [top, middle, right] = bar_cells(ui);
        in_cell(ui, middle, &mut |ui| {
            pressed = big_button(ui, text, Actor::Seat(0), summary.is_ok(), tooltip);
        });
        // On a phone what the game will be has the row undo and redo will take.
        let right = if theme::is_phone(ui.ctx()) {
            top
        } else {
            right
        };
        let (line, color) = match summary {
            Ok(line) => (line, ui.visuals().text_color()),
            Err(why) => (why, theme::warn_color(ui.visuals().dark_mode)),
        };
        ui.scope_builder(
            egui::UiBuilder::new()
                .max_rect(right)
                .layout(egui::Layout::left_to_right(egui::Align::Center)),
            |ui| {
                // Two lines at most in the bar's fixed height: a longer line (a longer
                // language) is set smaller, never cut.
                let room = 2.0 * (right.width() - 8.0);
                let size =
                    fit::bold_size_to_fit(ui, line, theme::BODY, room).max(theme::SMALL * 0.8);
                ui.add(
                    egui::Label::new(RichText::new(line).size(size).strong().color(color)).wrap(),
                );
            },
        );
    });
    pressed
}
