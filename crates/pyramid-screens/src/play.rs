//! The pyramid's play screen: the turn and what to do now at the top; the pyramid large on
//! the left with the tools that say what a tap does, the counts and what the last action
//! moved; a button per reaction on the right; undo, redo and the big button at the bottom,
//! in bars of fixed height so nothing moves under a finger.

use crate::bar::{
    Chrome, SHORT, bar_cells, big_button, bottom_bar, history_buttons, in_cell, primary_tooltip,
    status_band,
};
use crate::i18n::t;
use crate::kit::lines::{self, StatusPart};
use crate::kit::painted::{self};
use crate::kit::settle;
use crate::kit::{region, steady_region};
use crate::mode::ModeWords;
use crate::msg::Msg;
use crate::reaction_buttons::{Part, reactions};
use crate::theme;
use crate::tile::tile;
use crate::tools_band::{more_tab, tools_band, tools_band_height};
use crate::{PyramidPlay, Tap, end, tap, words};
use coop_automa_engine::ModeGame;
use coop_automa_pyramid::PyramidSession;
use coop_automa_pyramid::{Card, Phase, Place, PyramidGame};
use egui::{self, RichText};

pub fn play_screen(
    ui: &mut egui::Ui,
    p: &mut PyramidPlay,
    chrome: &Chrome,
    results_line: Option<&str>,
    msgs: &mut Vec<Msg>,
) {
    egui::Panel::top("pyramid-status").show(ui, |ui| {
        status_band(ui, chrome, msgs, theme::HUGE * 0.7, |ui, size| {
            status_line(ui, &p.game, size)
        });
        let step = words::step_line(&p.game);
        lines::step_line(ui, &step, theme::HEADING * 0.8, None);
        // The table's own deck: cards turned over and not yet placed (a press cancelled, a
        // step undone) lie face up on it, and the next places filled take them.
        if !p.game.is_over()
            && let Some(waiting) = crate::turned::waiting_words(&p.game)
        {
            let warn = theme::warn_color(ui.visuals().dark_mode);
            lines::step_line(ui, &waiting, theme::HEADING * 0.7, Some(warn));
        }
    });
    bottom_bar(ui, "pyramid-actions", |ui| action_bar(ui, p, msgs));
    egui::CentralPanel::default().show(ui, |ui| {
        let area = ui.available_rect_before_wrap();
        let gap = 16.0;
        let stroke = ui.visuals().widgets.noninteractive.bg_stroke;
        if p.game.is_over() {
            end::show(ui, area, p, results_line, msgs);
            return;
        }
        // A phone upright: the pyramid, then the reactions, in one scrolling column.
        if theme::is_phone(ui.ctx()) {
            // The pyramid as large as the phone's width allows (its tiles' words readable),
            // the page scrolling to what is below it.
            let by_width = area.width() * 0.75
                + tools_band_height(ui.ctx())
                + COUNTS
                + 2.0 * ui.spacing().item_spacing.y
                + more_tab(ui.ctx());
            let height = by_width.max(area.height() * 0.75);
            region(ui, area, "pyramid-one-column", |ui| {
                table(ui, p, height, msgs);
                ui.separator();
                // Under the pyramid, so the pyramid stays put from phase to phase.
                turn_options(ui, p, false);
                reactions(ui, p, Part::All, msgs);
            });
            return;
        }
        // A wide window gives the reactions two columns; a narrow one keeps the pyramid large.
        let share = if area.width() >= 1150.0 { 0.56 } else { 0.42 };
        let right_w = (area.width() * share).max(280.0).min(area.width() * 0.6);
        let right =
            egui::Rect::from_min_max(egui::pos2(area.max.x - right_w, area.min.y), area.max);
        let left = egui::Rect::from_min_max(area.min, egui::pos2(right.min.x - gap, area.max.y));
        ui.painter()
            .vline(right.min.x - gap / 2.0, area.y_range(), stroke);
        // Its scroll bar's room always kept: the pyramid never shifts sideways.
        steady_region(ui, left, "pyramid-table", |ui| {
            table(ui, p, left.height(), msgs)
        });
        // Two columns of reactions where there is room (the turn's two phases side by side),
        // so a whole turn's buttons show at once; one scrolling column otherwise.
        if right.width() >= 620.0 && p.game.owed().0 == 0 && !p.game.is_over() {
            let mid = right.center().x;
            let first =
                egui::Rect::from_min_max(right.min, egui::pos2(mid - gap / 2.0, right.max.y));
            let second =
                egui::Rect::from_min_max(egui::pos2(mid + gap / 2.0, right.min.y), right.max);
            region(ui, first, "pyramid-reactions", |ui| {
                reactions(ui, p, Part::Actions, msgs)
            });
            region(ui, second, "pyramid-buys", |ui| {
                reactions(ui, p, Part::Buys, msgs)
            });
        } else {
            region(ui, right, "pyramid-reactions", |ui| {
                reactions(ui, p, Part::All, msgs)
            });
        }
    });
    // The table's own deck: the deal, place by place, and a card a press waits for.
    crate::turned::dialog(ui.ctx(), p, msgs);
}

/// "Turn 3 | Normal, mix A", the turn in the largest type that fits.
fn status_line(ui: &mut egui::Ui, game: &PyramidGame, max: f32) {
    let turn = match game.turn() {
        0 => t!("pyramid-status-before"),
        n if game.is_over() => t!("pyramid-status-over", turn = n),
        n => t!("pyramid-status-turn", turn = n),
    };
    let what = words::title_words(game);
    lines::status_pair(
        ui,
        StatusPart {
            text: &turn,
            color: None,
            scale: 1.0,
            bold: true,
        },
        StatusPart {
            text: &what,
            color: Some(ui.visuals().text_color()),
            scale: 0.6,
            bold: false,
        },
        max,
        theme::HEADING * 0.7,
    );
}

/// The left column: the tools, the pyramid, the counts and what the last action did. The
/// tools' band and the counts keep one height in every phase, so the pyramid never moves or
/// changes size under a finger: before turn 1, in a turn, between turns, while the AI picks.
fn table(ui: &mut egui::Ui, p: &mut PyramidPlay, height: f32, msgs: &mut Vec<Msg>) {
    let width = ui.available_width();
    let band_height = tools_band_height(ui.ctx());
    let (band, _) = ui.allocate_exact_size(egui::vec2(width, band_height), egui::Sense::hover());
    // Drawn in a child that takes no room of its own: the band is exactly what was allocated.
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(band)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    child.set_clip_rect(band.intersect(ui.clip_rect()));
    tools_band(&mut child, p, band, msgs);
    // The pyramid takes what the column has left above the counts, so all six places show
    // without scrolling, whatever the window and zoom (and room under the counts for the
    // column's "More below" tab, which would cover them).
    if beside(ui) {
        let budget =
            (height - band_height - ui.spacing().item_spacing.y - more_tab(ui.ctx())).max(150.0);
        ui.horizontal_top(|ui| {
            let width = ui.available_width();
            let side = (width * 0.3).clamp(150.0, 240.0);
            let layout = egui::Layout::top_down(egui::Align::Min);
            ui.allocate_ui_with_layout(egui::vec2(width - side - 12.0, budget), layout, |ui| {
                pyramid(ui, p, budget, msgs)
            });
            ui.allocate_ui_with_layout(egui::vec2(side, budget), layout, |ui| {
                counts(ui, &p.game, 1)
            });
        });
    } else {
        let budget =
            height - band_height - COUNTS - 2.0 * ui.spacing().item_spacing.y - more_tab(ui.ctx());
        pyramid(ui, p, budget, msgs);
        counts(ui, &p.game, 2);
    }
    last_step(ui, p);
}

/// Whether the counts go beside the pyramid, one under the other, so the pyramid keeps the
/// column's height: in a short window (a small laptop at its full text size, a phone lying
/// down) and in a column wide enough for both (a laptop, a TV: there the pyramid is as
/// large as the column is tall, to be read from across the room).
fn beside(ui: &egui::Ui) -> bool {
    let ctx = ui.ctx();
    !theme::is_phone(ctx)
        && (ctx.content_rect().height() < SHORT || ui.available_width() >= BESIDE_WIDTH)
}

/// The least width of the pyramid's column, in points, that holds the counts beside it (at
/// 1280×800 the column is about 550 points wide; a tablet upright's is under 500).
const BESIDE_WIDTH: f32 = 500.0;

/// What the last action did, where it did anything.
fn last_step(ui: &mut egui::Ui, p: &PyramidPlay) {
    let last = words::last_step(&p.game);
    if !last.is_empty() {
        ui.separator();
        ui.label(
            RichText::new(t!("pyramid-last-heading"))
                .size(theme::BODY)
                .strong(),
        );
        for line in last {
            ui.add(egui::Label::new(RichText::new(line).size(theme::BODY)).wrap());
        }
    }
}

/// The counts: two lines of large numbers, each with room for two short lines of words.
const COUNTS: f32 = 2.0 * 48.0;

/// Deck, score pile, Curses, trash: counts only for what is face down (P7). Two lines of two,
/// each line `COUNTS / 2` high, in every phase; each count's words wrap within its half of
/// the line (two short lines on a phone), never past it.
fn counts(ui: &mut egui::Ui, game: &PyramidGame, columns: usize) {
    let cells = [
        (game.deck_len().to_string(), t!("pyramid-count-deck")),
        (game.score_pile_len().to_string(), t!("pyramid-count-pile")),
        (
            format!("{}/{}", game.curses_left(), game.curses_in_game()),
            t!(
                "pyramid-count-curses",
                curses = words::named(Card::Curse, None, 2)
            ),
        ),
        (game.trash().len().to_string(), t!("pyramid-count-trash")),
    ];
    let width = ui.available_width();
    let gap = 12.0;
    for line in cells.chunks(columns.max(1)) {
        let (rect, _) =
            ui.allocate_exact_size(egui::vec2(width, COUNTS / 2.0), egui::Sense::hover());
        let half = (width - gap * (columns as f32 - 1.0)) / columns as f32;
        for (i, (n, what)) in line.iter().enumerate() {
            let left = rect.left() + i as f32 * (half + gap);
            let cell = egui::Rect::from_min_size(
                egui::pos2(left, rect.top()),
                egui::vec2(half, rect.height()),
            );
            // A child that takes no room of its own: the line is exactly what was allocated.
            let mut child = ui.new_child(
                egui::UiBuilder::new()
                    .max_rect(cell)
                    .layout(egui::Layout::left_to_right(egui::Align::Center)),
            );
            child.set_clip_rect(cell.intersect(ui.clip_rect()));
            child.label(RichText::new(n).size(theme::HEADING).strong());
            // What the number counts, in what is left of the cell, its words whole.
            let room = egui::vec2(child.available_width(), cell.height());
            painted::note(&mut child, room, what, theme::SMALL);
        }
    }
}

/// The six places as a brick stack, each a tile to tap.
fn pyramid(ui: &mut egui::Ui, p: &mut PyramidPlay, height: f32, msgs: &mut Vec<Msg>) {
    let width = ui.available_width();
    let gap = 8.0;
    // Three rows in the height given, three tiles across in the width, never taller than
    // wide; at least a finger's size.
    let finger = theme::finger(ui.ctx());
    let tile_h = ((height - 2.0 * gap) / 3.0).clamp(finger, 190.0_f32.max(finger));
    let tile_w = ((width - 2.0 * gap) / 3.0)
        .min(tile_h * 1.7)
        .clamp(60.0_f32.max(finger), 280.0);
    let total = egui::vec2(3.0 * tile_w + 2.0 * gap, 3.0 * tile_h + 2.0 * gap);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, total.y), egui::Sense::hover());
    let left = rect.center().x - total.x / 2.0;
    let top = rect.top();
    let step = tile_w + gap;
    let at = |place: Place| -> egui::Rect {
        let (row, x) = match place {
            Place::T => (0.0, left + step),
            Place::M1 => (1.0, left + step / 2.0),
            Place::M2 => (1.0, left + step * 1.5),
            Place::B1 => (2.0, left),
            Place::B2 => (2.0, left + step),
            Place::B3 => (2.0, left + step * 2.0),
        };
        egui::Rect::from_min_size(
            egui::pos2(x, top + row * (tile_h + gap)),
            egui::vec2(tile_w, tile_h),
        )
    };
    let choosable = p.game.choosable();
    // The cards to tap now in view when they light up, where the column was scrolled away
    // from them (a pyramid in view, even in part, never moves under a finger).
    if let Some(lit) = choosable
        .iter()
        .map(|&place| at(place))
        .reduce(|a, b| a.union(b))
        .filter(|lit| !ui.clip_rect().intersects(*lit))
    {
        let what = format!("pyramid-lit {choosable:?}");
        crate::kit::in_view::when_it_appears(ui, &what, lit);
    }
    for place in Place::ALL {
        let lit = choosable.contains(&place);
        let picked = p.picked.contains(&place);
        // What the tile shows: a tap on a tile that changed (or moved) less than a moment ago
        // was meant for what was there before. (Not the tool: choosing one, then a tile, is
        // two deliberate taps in two places, however quick.)
        let looks = format!("{:?} {lit} {picked}", p.game.card_at(place));
        let slot = egui::Id::unique(("pyramid-tile", place.name()));
        // A child over the tile's own rect, taking no room of the column: faded alone.
        let mut child = ui.new_child(
            egui::UiBuilder::new()
                .id_salt(("tile-slot", place.name()))
                .max_rect(at(place)),
        );
        settle::fade_until_ready(&mut child, slot, &looks);
        let response = tile(&mut child, &p.game, place, at(place), lit, picked);
        // Picked, lit (a tap takes it), or neither (a tap does nothing).
        let state = match (picked, lit) {
            (true, _) => "chosen",
            (false, true) => "on",
            (false, false) => "off",
        };
        crate::kit::seen::mark_as(ui, "answer", place.name(), &response, state);
        if settle::clicked(ui, slot, &looks, &response) {
            match tap(&p.game, p.tool, &p.picked, place) {
                Tap::Apply(action) => msgs.push(Msg::apply(action)),
                Tap::Pick(place) => p.picked.push(place),
                Tap::Unpick(place) => p.picked.retain(|x| *x != place),
                Tap::Nothing => {}
            }
        }
    }
}

/// Undo and redo on the left, the big button in the middle, what it needs on the right.
fn action_bar(ui: &mut egui::Ui, p: &mut PyramidPlay, msgs: &mut Vec<Msg>) {
    // On a phone the bar's third cell would be too narrow for its switch or stepper: they go
    // under the pyramid (`turn_options`); the big button keeps its place, as in every mode.
    let phone = theme::is_phone(ui.ctx());
    let [left, middle, right] = bar_cells(ui);
    let mut cell = |rect: egui::Rect, add: &mut dyn FnMut(&mut egui::Ui)| in_cell(ui, rect, add);
    cell(left, &mut |ui| {
        history_buttons(
            ui,
            words::step_words(&p.game, true),
            words::step_words(&p.game, false),
            msgs,
        );
    });
    cell(middle, &mut |ui| {
        let label = words::primary_label(&p.game, p.outpost, p.empty_piles);
        let actor = words::actor(&p.game);
        let text = label.clone().unwrap_or_else(|| t!("pyramid-big-picks"));
        let tooltip = primary_tooltip(ui, &crate::Screens::primary_help());
        if big_button(ui, &text, actor, label.is_some(), &tooltip)
            && let Some(msg) = primary_msg(p)
        {
            msgs.push(msg);
        }
    });
    if !phone {
        cell(right, &mut |ui| turn_options(ui, p, true));
    }
}

/// Before a turn, whether it is an Outpost turn; during it, how many supply piles are empty:
/// in the bar's third cell, or under the pyramid on a phone.
pub(super) fn turn_options(ui: &mut egui::Ui, p: &mut PyramidPlay, in_bar: bool) {
    match p.game.phase() {
        _ if p.game.owed().0 > 0 => {}
        Phase::BeforeFirstTurn | Phase::BetweenTurns => {
            crate::kit::check(ui, &mut p.outpost, t!("pyramid-outpost"))
                .on_hover_text(t!("pyramid-outpost-tip"));
        }
        Phase::Turn => {
            // The words above the stepper where there is room for both, else beside it: a
            // bare "− 0 +" said nothing of what it counts.
            let above = !in_bar || ui.available_height() > 90.0;
            if above {
                ui.add(
                    egui::Label::new(RichText::new(t!("pyramid-empty-piles")).size(theme::SMALL))
                        .wrap(),
                );
            }
            ui.horizontal(|ui| {
                let meanings = (t!("pyramid-pile-fewer"), t!("pyramid-pile-more"));
                let range = 0..=coop_automa_pyramid::MAX_EMPTY_PILES;
                crate::kit::stepped(ui, &mut p.empty_piles, range, meanings, |ui, n| {
                    ui.label(RichText::new(n.to_string()).size(theme::HEADING).strong());
                });
                if !above {
                    let room = egui::vec2(ui.available_width(), theme::finger(ui.ctx()));
                    painted::note(ui, room, &t!("pyramid-empty-piles"), theme::SMALL);
                }
            });
        }
        Phase::Over => {}
    }
}

/// What the big button (or Space) does now.
pub fn primary_msg(p: &PyramidPlay) -> Option<Msg> {
    if p.game.is_over() {
        return match p.game.verdict() {
            Some(_) => Some(Msg::NewGame),
            None => Some(end::submit(p)),
        };
    }
    words::primary_action(&p.game, p.outpost, p.empty_piles).map(Msg::apply)
}
