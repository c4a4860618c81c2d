//! The play screen: status at the top, the automa, the prompt and the table in three columns
//! (two when the window is narrow or zoomed in), the big button at the bottom. The bars at the
//! top and bottom keep one height whatever happens, so nothing moves under a finger.

use crate::bar::{
    Chrome, bar_cells, big_button, bottom_bar, history_buttons, in_cell, primary_tooltip,
    status_band,
};
use crate::command::Command;
use crate::i18n::t;
use crate::kit::fold::fold;
use crate::kit::lines::{self, StatusPart};
use crate::kit::painted::{self};
use crate::kit::region;
use crate::mode::ModeWords;
use crate::msg::Msg;
use crate::primary_msg;
use crate::{automa, end, labels, plots, prompt, supply};
use crate::{fit, theme};
use coop_automa_coop::CoopSession;
use coop_automa_coop::{Action, Game, Phase};
use coop_automa_engine::ModeGame;
use egui::{self, RichText};

/// A game on the table with the screen's own state.
pub struct Play {
    pub(crate) game: Game,
    pub(crate) points: [String; 2],
    pub(crate) points_error: Option<String>,
    /// This device's own seat ("my seat"): its turn and States first and large (atop the
    /// table's column, or the phone's one column).
    pub(crate) my_seat: Option<coop_automa_coop::Seat>,
}

pub(crate) fn play_screen(ui: &mut egui::Ui, p: &mut Play, chrome: &Chrome, msgs: &mut Vec<Msg>) {
    let game = &p.game;
    // A short window (small, or zoomed in) gets one row for the status and a "Menu".
    egui::Panel::top("status").show(ui, |ui| {
        status_band(ui, chrome, msgs, theme::HUGE * 0.75, |ui, size| {
            status_line(ui, game, size)
        });
        {
            let step = if game.is_over() {
                end::end_line(game)
            } else {
                labels::step_label(game)
            };
            lines::step_line(ui, &step, theme::HEADING * 0.9, None);
        }
    });
    bottom_bar(ui, "actions", |ui| action_bar(ui, p, msgs));
    egui::CentralPanel::default().show(ui, |ui| {
        let area = ui.available_rect_before_wrap();
        if theme::is_phone(ui.ctx()) {
            one_column(ui, area, p, msgs);
            return;
        }
        let game = &p.game;
        let narrow = area.width() < theme::NARROW;
        let gap = 16.0;
        let stroke = ui.visuals().widgets.noninteractive.bg_stroke;
        // Regions of fixed shares, laid out by hand so no column can push into another.
        let right_w = if narrow {
            area.width() * 0.44
        } else {
            (area.width() * 0.31).max(300.0)
        };
        let right =
            egui::Rect::from_min_max(egui::pos2(area.max.x - right_w, area.min.y), area.max);
        let rest = egui::Rect::from_min_max(area.min, egui::pos2(right.min.x - gap, area.max.y));
        ui.painter()
            .vline(right.min.x - gap / 2.0, area.y_range(), stroke);
        if game.phase() == Phase::Over {
            // The score needs the room; the automa's cards are in its terms.
            region(ui, rest, "over", |ui| {
                if end::show(ui, game, &mut p.points, p.points_error.as_deref(), msgs) {
                    p.points_error = None;
                }
            });
        } else if narrow {
            // Two columns: the automa's card and the prompt share the left one.
            region(ui, rest, "automa-prompt", |ui| {
                automa_and_prompt(ui, game, msgs)
            });
        } else {
            let left_w = (area.width() * 0.26).max(260.0);
            let left =
                egui::Rect::from_min_max(area.min, egui::pos2(area.min.x + left_w, area.max.y));
            let middle = egui::Rect::from_min_max(
                egui::pos2(left.max.x + gap, area.min.y),
                egui::pos2(right.min.x - gap, area.max.y),
            );
            ui.painter()
                .vline(left.max.x + gap / 2.0, area.y_range(), stroke);
            region(ui, left, "automa", |ui| automa::show(ui, game, false));
            region(ui, middle, "prompt", |ui| prompt::show(ui, game, msgs));
        }
        let mine = p.my_seat;
        region(ui, right, "table", |ui| {
            // A device that is one player's own: their turn and States atop the table.
            if let Some(me) = mine {
                supply::my_seat(ui, game, me, msgs);
                ui.separator();
            }
            if game.is_over() {
                // The supply is settled; the last card and the score's story take its place.
                end::last_card(ui, game);
                // The title fits the column on one line (a longer language's too): a
                // header does not wrap, and a wider one would widen the whole column.
                let title = t!("coop-score-by-round");
                let room = ui.available_width() - 40.0;
                let size = fit::bold_size_to_fit(ui, &title, theme::HEADING * 0.85, room);
                fold(
                    ui,
                    "over-chart",
                    RichText::new(title).size(size).strong(),
                    true,
                    |ui| plots::score_by_round(ui, game, 220.0),
                );
                ui.separator();
                supply::players(ui, game, msgs);
                ui.separator();
                supply::log(ui, game);
                return;
            }
            supply::supply(ui, game, msgs);
            ui.separator();
            supply::players(ui, game, msgs);
            ui.separator();
            supply::log(ui, game);
        });
    });
}

/// A phone held upright: the whole screen in one scrolling column, what to do now first
/// (the card being resolved with its questions, or the automa's card and the prompt), then
/// the supply, the players and the log. At the end: the score, then the rest.
fn one_column(ui: &mut egui::Ui, area: egui::Rect, p: &mut Play, msgs: &mut Vec<Msg>) {
    region(ui, area, "one-column", |ui| {
        let game = &p.game;
        if game.phase() == Phase::Over {
            if end::show(ui, game, &mut p.points, p.points_error.as_deref(), msgs) {
                p.points_error = None;
            }
            ui.separator();
            end::last_card(ui, game);
            ui.separator();
            supply::players(ui, game, msgs);
            ui.separator();
            supply::log(ui, game);
            return;
        }
        if let Some(me) = p.my_seat {
            supply::my_seat(ui, game, me, msgs);
            ui.separator();
        }
        automa_and_prompt(ui, game, msgs);
        ui.separator();
        supply::supply(ui, game, msgs);
        ui.separator();
        supply::players(ui, game, msgs);
        ui.separator();
        supply::log(ui, game);
    });
}

/// "Round 5 | Alex's turn" in the largest type that fits one line, coloured by who acts.
fn status_line(ui: &mut egui::Ui, game: &Game, max: f32) {
    let dark = ui.visuals().dark_mode;
    let color = match game.current_seat() {
        Some(seat) => crate::colors::seat_color(seat, dark),
        None => theme::automa_color(dark),
    };
    let round = labels::round_label(game);
    let now = labels::now_label(game);
    lines::status_pair(
        ui,
        StatusPart {
            text: &round,
            color: None,
            scale: 1.0,
            bold: true,
        },
        StatusPart {
            text: &now,
            color: Some(color),
            scale: 1.0,
            bold: true,
        },
        max,
        theme::HEADING * 0.8,
    );
}

/// The bottom bar: undo and redo on the left, the big button in the middle (always in the
/// same place), the Attack button on the right. Laid out by hand in fixed shares.
fn action_bar(ui: &mut egui::Ui, p: &Play, msgs: &mut Vec<Msg>) {
    let game = &p.game;
    let ctx = ui.ctx().clone();
    let [left, middle, right] = bar_cells(ui);
    let mut cell = |rect: egui::Rect, add: &mut dyn FnMut(&mut egui::Ui)| in_cell(ui, rect, add);
    cell(left, &mut |ui| {
        history_buttons(
            ui,
            crate::words::step_words(game, true),
            crate::words::step_words(game, false),
            msgs,
        );
    });
    cell(middle, &mut |ui| {
        let label = labels::primary_label(game);
        let actor = labels::actor(game);
        let tooltip = primary_tooltip(ui, &crate::Screens::primary_help());
        // The table's own pile: the big button waits for the card turned over.
        let enabled = game.step_asks_turned().is_none();
        if big_button(ui, &label, actor, enabled, &tooltip) {
            msgs.push(primary_msg(p));
        }
    });
    cell(right, &mut |ui| {
        let full = game.tokens_left() == 0;
        let over = game.is_over();
        let text = t!("coop-attack-button");
        let text = text.as_str();
        let width = ui.available_width();
        // One line if it fits; else two lines (three in a phone's taller cell), never tiny
        // type.
        let phone = theme::is_phone(ui.ctx());
        // (Less than the whole lines' width: words break where they can, not where they fill.)
        let lines = if phone { 2.2 } else { 1.8 };
        let one_line = fit::size_to_fit(ui, text, theme::BODY, width - 28.0);
        let size = if one_line >= theme::SMALL {
            one_line
        } else {
            fit::size_to_fit(ui, text, theme::BODY, lines * (width - 28.0)).max(theme::SMALL * 0.8)
        };
        let height = ui.available_height().min(if phone { 96.0 } else { 52.0 });
        let button = egui::Button::new(RichText::new(text).size(size))
            .wrap_mode(egui::TextWrapMode::Wrap)
            .min_size(egui::vec2(width, height));
        let response = ui
            .add_enabled(!full && !over, button)
            .on_hover_text(Command::Attack.with_keys(&ctx, Command::Attack.tooltip()));
        let response = if full {
            response.on_disabled_hover_text(t!("coop-attack-full-tip"))
        } else {
            response.on_disabled_hover_text(t!("coop-attack-over-tip"))
        };
        if response.clicked() {
            msgs.push(Msg::apply(Action::AttackPlayed));
        }
        if full {
            let size = egui::vec2(ui.available_width(), ui.spacing().interact_size.y * 1.6);
            painted::note(ui, size, &t!("coop-attack-full"), theme::BODY);
        }
    });
}

/// The automa's card and the prompt in one column. While a card is resolved, its prompt comes
/// first, so its questions (who blocked a Hex, the Silver's pass) stay in view; the prompt's
/// title names the card large.
fn automa_and_prompt(ui: &mut egui::Ui, game: &Game, msgs: &mut Vec<Msg>) {
    if matches!(game.phase(), Phase::Resolving(_)) {
        prompt::show(ui, game, msgs);
        ui.separator();
        automa::show(ui, game, true);
    } else {
        automa::show(ui, game, true);
        ui.separator();
        prompt::show(ui, game, msgs);
    }
}
