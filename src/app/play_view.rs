//! The play screen: status at the top, the automa, the prompt and the table in three columns
//! (two when the window is narrow or zoomed in), the big button at the bottom. The bars at the
//! top and bottom keep one height whatever happens, so nothing moves under a finger.

use super::command::Command;
use super::msg::Msg;
use super::settle;
use super::shell::{info_line, primary_msg, tool_buttons, top_tools};
use super::{automa_view, fit, labels, over_view, plots, prompt_view, scroll, table_view, theme};
use crate::modes::coop::{Action, Game, Phase};
use eframe::egui::{self, RichText};

/// A game on the table with the screen's own state.
pub(super) struct Play {
    pub(super) game: Game,
    pub(super) points: [String; 2],
    pub(super) points_error: Option<String>,
    /// The game's autosave file.
    pub(super) slot: Option<std::path::PathBuf>,
    /// Which game this is: kept in its saves, and the key of its result.
    pub(super) game_id: String,
    /// This game's result is in the results file.
    pub(super) recorded: bool,
}

/// The height of the bottom bar, in points: fixed, so the columns above never move.
pub(super) const BAR_HEIGHT: f32 = 112.0;
pub(super) const BAR_HEIGHT_SHORT: f32 = 88.0;
/// A window less tall than this (in points) is "short": the status takes one row.
pub(super) const SHORT: f32 = 620.0;

pub(super) fn play_screen(
    ui: &mut egui::Ui,
    p: &mut Play,
    info: Option<&str>,
    msgs: &mut Vec<Msg>,
) {
    let game = &p.game;
    // A short window (small, or zoomed in) gets one row for the status and a "Menu".
    let short = ui.ctx().content_rect().height() < SHORT;
    egui::Panel::top("status").show(ui, |ui| {
        if short {
            short_status(ui, msgs, info, theme::HUGE * 0.75, |ui, size| {
                status_line(ui, game, size)
            });
        } else {
            top_tools(ui, msgs, true, info);
            status_line(ui, game, theme::HUGE);
        }
        {
            let step = if game.is_over() {
                over_view::end_line(game)
            } else {
                labels::step_label(game)
            };
            ui.add(
                egui::Label::new(RichText::new(&step).size(theme::HEADING * 0.9).strong())
                    .truncate(),
            )
            .on_hover_text(step);
        }
    });
    let bar = egui::Panel::bottom("actions")
        .exact_size(if short { BAR_HEIGHT_SHORT } else { BAR_HEIGHT })
        .resizable(false)
        .show(ui, |ui| action_bar(ui, p, msgs));
    super::shell::set_bottom_edge(ui.ctx(), bar.response.rect.top());
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
                if over_view::show(ui, game, &mut p.points, p.points_error.as_deref(), msgs) {
                    p.points_error = None;
                }
            });
        } else if narrow {
            // Two columns: the automa's card and the prompt share the left one.
            // While a card is resolved, its prompt comes first, so its questions (who blocked
            // a Hex, the Silver's pass) stay in view; the prompt's title names the card large.
            region(ui, rest, "automa-prompt", |ui| {
                if matches!(game.phase(), Phase::Resolving(_)) {
                    prompt_view::show(ui, game, msgs);
                    ui.separator();
                    automa_view::show(ui, game, true);
                } else {
                    automa_view::show(ui, game, true);
                    ui.separator();
                    prompt_view::show(ui, game, msgs);
                }
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
            region(ui, left, "automa", |ui| automa_view::show(ui, game, false));
            region(ui, middle, "prompt", |ui| prompt_view::show(ui, game, msgs));
        }
        region(ui, right, "table", |ui| {
            if game.is_over() {
                // The supply is settled; the last card and the score's story take its place.
                over_view::last_card(ui, game);
                egui::CollapsingHeader::new(
                    RichText::new("The automa's score by round")
                        .size(theme::HEADING * 0.85)
                        .strong(),
                )
                .id_salt("over-chart")
                .default_open(true)
                .show(ui, |ui| plots::score_by_round(ui, game, 220.0));
                ui.separator();
                table_view::players(ui, game, msgs);
                ui.separator();
                table_view::log(ui, game);
                return;
            }
            table_view::supply(ui, game, msgs);
            ui.separator();
            table_view::players(ui, game, msgs);
            ui.separator();
            table_view::log(ui, game);
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
            if over_view::show(ui, game, &mut p.points, p.points_error.as_deref(), msgs) {
                p.points_error = None;
            }
            ui.separator();
            over_view::last_card(ui, game);
            ui.separator();
            table_view::players(ui, game, msgs);
            ui.separator();
            table_view::log(ui, game);
            return;
        }
        if matches!(game.phase(), Phase::Resolving(_)) {
            prompt_view::show(ui, game, msgs);
            ui.separator();
            automa_view::show(ui, game, true);
        } else {
            automa_view::show(ui, game, true);
            ui.separator();
            prompt_view::show(ui, game, msgs);
        }
        ui.separator();
        table_view::supply(ui, game, msgs);
        ui.separator();
        table_view::players(ui, game, msgs);
        ui.separator();
        table_view::log(ui, game);
    });
}

/// "Leave this game?" before the setup screen: what happens to the game, and two buttons.
pub(super) fn leave_dialog(
    ctx: &egui::Context,
    game: &Game,
    save_problem: Option<&str>,
    msgs: &mut Vec<Msg>,
) {
    let modal = egui::Modal::new(egui::Id::unique("confirm-new")).show(ctx, |ui| {
        super::shell::dialog_width(ui);
        ui.label(
            RichText::new("Leave this game?")
                .size(theme::HEADING)
                .strong(),
        );
        if game.score().is_none() && game.actions_applied() > 0 {
            ui.label(labels::leave_text(save_problem.is_none()));
        }
        if let Some(problem) = save_problem {
            ui.label(RichText::new(problem).strong());
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button("Keep playing").clicked() {
                msgs.push(Msg::CancelNewGame);
            }
            if ui.button("Leave it: new game").clicked() {
                msgs.push(Msg::ConfirmNewGame);
            }
        });
    });
    if modal.should_close() {
        msgs.push(Msg::CancelNewGame);
    }
}

/// "Round 5 | Alex's turn" in the largest type that fits one line, coloured by who acts.
fn status_line(ui: &mut egui::Ui, game: &Game, max: f32) {
    let dark = ui.visuals().dark_mode;
    let color = match game.current_seat() {
        Some(seat) => theme::seat_color(seat, dark),
        None => theme::automa_color(dark),
    };
    let round = format!("Round {}", game.round());
    let now = labels::now_label(game);
    let width = ui.available_width() - 40.0;
    let size =
        fit::size_to_fit(ui, &format!("{round}  {now}"), max, width).max(theme::HEADING * 0.8);
    ui.horizontal(|ui| {
        ui.label(RichText::new(round).size(size).strong());
        ui.separator();
        ui.label(RichText::new(now).size(size).strong().color(color));
    });
}

/// A short window's one status row: the status at `size` on the left, what undo or a file
/// did in a fixed share of the row (cut if long), the tools folded into "Menu" on the right.
pub(super) fn short_status(
    ui: &mut egui::Ui,
    msgs: &mut Vec<Msg>,
    info: Option<&str>,
    size: f32,
    status: impl FnOnce(&mut egui::Ui, f32),
) {
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.menu_button("Menu", |ui| tool_buttons(ui, msgs, true));
            if let Some(info) = info {
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
                status(ui, size);
            });
        });
    });
}

/// The bottom bar's three cells in fixed shares: undo and redo, the big button (always in
/// the same place), and what goes with it.
pub(super) fn bar_cells(ui: &egui::Ui) -> [egui::Rect; 3] {
    let area = ui.max_rect().shrink2(egui::vec2(0.0, 6.0));
    let gap = 12.0;
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
pub(super) fn in_cell(ui: &mut egui::Ui, rect: egui::Rect, add: &mut dyn FnMut(&mut egui::Ui)) {
    ui.scope_builder(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down_justified(egui::Align::Center)),
        |ui| add(ui),
    );
}

/// Undo over redo, filling the bar's cell: in a short bar, smaller type and padding, so
/// both stay whole.
pub(super) fn history_buttons(
    ui: &mut egui::Ui,
    undo: Option<String>,
    redo: Option<String>,
    msgs: &mut Vec<Msg>,
) {
    ui.spacing_mut().item_spacing.y = 6.0;
    // 44 points when the bar has room: a finger's target.
    let height = ((ui.available_height() - 6.0) / 2.0).clamp(20.0, 44.0);
    if height < 44.0 {
        ui.spacing_mut().button_padding.y = 2.0;
        ui.spacing_mut().interact_size.y = height;
        ui.style_mut().text_styles.insert(
            egui::TextStyle::Button,
            egui::FontId::proportional((height - 10.0).clamp(14.0, theme::BUTTON)),
        );
    }
    if history_button(ui, Command::Undo, undo, height) {
        msgs.push(Msg::Undo);
    }
    if history_button(ui, Command::Redo, redo, height) {
        msgs.push(Msg::Redo);
    }
}

/// "Undo: End Alex's turn" (or a greyed "Undo" with nothing to undo); true when clicked.
fn history_button(ui: &mut egui::Ui, command: Command, label: Option<String>, height: f32) -> bool {
    let text = match &label {
        Some(label) => format!("{}: {label}", command.text()),
        None => command.text().to_owned(),
    };
    let keys = command.keys_text(ui.ctx());
    // Smaller type before "…": the whole label where a little smaller does it.
    let full = ui
        .style()
        .text_styles
        .get(&egui::TextStyle::Button)
        .map_or(theme::BUTTON, |f| f.size);
    let room = ui.available_width() - 2.0 * ui.spacing().button_padding.x;
    let size = fit::size_to_fit(ui, &text, full, room).max(full.min(theme::SMALL));
    let button = egui::Button::new(RichText::new(text).size(size))
        .truncate()
        .min_size(egui::vec2(ui.available_width(), height));
    ui.add_enabled(label.is_some(), button)
        .on_hover_text(format!("{} ({keys})", command.tooltip()))
        .clicked()
}

/// A scrolling column inside `rect`, clipped to it, that shows when more lies below.
pub(super) fn region(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    id: &str,
    add: impl FnOnce(&mut egui::Ui),
) {
    clipped(ui, rect, |ui| scroll::column(ui, id, add));
}

/// The same, its scroll bar's room always kept: the content's width never changes.
pub(super) fn steady_region(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    id: &str,
    add: impl FnOnce(&mut egui::Ui),
) {
    clipped(ui, rect, |ui| scroll::steady_column(ui, id, add));
}

fn clipped(ui: &mut egui::Ui, rect: egui::Rect, add: impl FnOnce(&mut egui::Ui)) {
    ui.scope_builder(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
        |ui| {
            ui.set_clip_rect(rect.intersect(ui.clip_rect()));
            add(ui);
        },
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
        history_buttons(ui, game.undo_label(), game.redo_label(), msgs);
    });
    cell(middle, &mut |ui| {
        let label = labels::primary_label(game);
        // Coloured by who acts now: a player's colour for a turn, the automa's for its step.
        let dark = ui.visuals().dark_mode;
        let actor = match game.current_seat() {
            Some(seat) => theme::seat_color(seat, dark),
            None => theme::automa_color(dark),
        };
        let width = ui.available_width();
        let size = fit::size_to_fit(ui, &label, theme::HEADING, width - 32.0).max(theme::SMALL);
        let button = egui::Button::new(
            RichText::new(&label)
                .size(size)
                .strong()
                .color(ui.visuals().strong_text_color()),
        )
        .fill(actor.gamma_multiply(0.35))
        .stroke(egui::Stroke::new(3.0, actor))
        .min_size(egui::vec2(width, ui.available_height().min(88.0)));
        let response = ui.add(button).on_hover_text(format!(
            "{} ({})",
            Command::Primary.tooltip(),
            Command::Primary.keys_text(&ctx)
        ));
        if settle::clicked(ui, settle::big_button(), &label, &response) {
            msgs.push(primary_msg(p));
        }
    });
    cell(right, &mut |ui| {
        let full = game.tokens_left() == 0;
        let over = game.is_over();
        let text = "Attack played (automa −1 point)";
        let width = ui.available_width();
        // One line if it fits; else two lines, never tiny type.
        let one_line = fit::size_to_fit(ui, text, theme::BODY, width - 28.0);
        let size = if one_line >= theme::SMALL {
            one_line
        } else {
            fit::size_to_fit(ui, text, theme::BODY, 1.8 * (width - 28.0)).max(theme::SMALL * 0.8)
        };
        let button = egui::Button::new(RichText::new(text).size(size))
            .wrap_mode(egui::TextWrapMode::Wrap)
            .min_size(egui::vec2(width, ui.available_height().min(52.0)));
        let response = ui
            .add_enabled(!full && !over, button)
            .on_hover_text(format!(
                "{} ({})",
                Command::Attack.tooltip(),
                Command::Attack.keys_text(&ctx)
            ));
        let response = if full {
            response.on_disabled_hover_text(
                "All 10 tokens are with the automa: another Attack gives it nothing (R15).",
            )
        } else {
            response.on_disabled_hover_text("The game is over.")
        };
        if response.clicked() {
            msgs.push(Msg::Apply(Action::AttackPlayed));
        }
        if full {
            ui.add(egui::Label::new("All 10 tokens are with the automa.").truncate());
        }
    });
}
