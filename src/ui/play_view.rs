//! The play screen: status at the top, the automa, the prompt and the table in three columns,
//! the big button at the bottom.

use super::app::{Notice, primary_msg, show_notice, top_tools};
use super::command::Command;
use super::msg::Msg;
use super::{automa_view, labels, over_view, plots, prompt_view, table_view, theme};
use crate::core::{Action, Game, Phase};
use eframe::egui::{self, RichText};

/// A game on the table with the screen's own state.
pub(super) struct Play {
    pub(super) game: Game,
    pub(super) points: [String; 2],
    pub(super) points_error: Option<String>,
    pub(super) confirm_new: bool,
    /// The game's autosave file.
    pub(super) slot: Option<std::path::PathBuf>,
    /// Which game this is: kept in its saves, and the key of its result.
    pub(super) game_id: String,
    /// This game's result is in the results file.
    pub(super) recorded: bool,
}

pub(super) fn play_screen(
    ui: &mut egui::Ui,
    p: &mut Play,
    notice: Option<&Notice>,
    save_problem: Option<&str>,
    msgs: &mut Vec<Msg>,
) {
    let dark = ui.visuals().dark_mode;
    let game = &p.game;
    egui::Panel::top("status").show(ui, |ui| {
        top_tools(ui, msgs, true);
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(format!("Round {}", game.round()))
                    .size(theme::HUGE)
                    .strong(),
            );
            ui.separator();
            let color = match game.current_seat() {
                Some(seat) => theme::seat_color(seat, dark),
                None => theme::automa_color(dark),
            };
            ui.label(
                RichText::new(labels::now_label(game))
                    .size(theme::HUGE)
                    .strong()
                    .color(color),
            );
        });
        if !game.is_over() {
            ui.label(
                RichText::new(labels::step_label(game))
                    .size(theme::HEADING)
                    .strong(),
            );
        }
        show_notice(ui, notice);
        if let Some(problem) = save_problem {
            show_notice(
                ui,
                Some(&Notice {
                    text: problem.to_owned(),
                    error: true,
                }),
            );
        }
    });
    egui::Panel::bottom("actions").show(ui, |ui| action_bar(ui, p, msgs));
    let game = &p.game;
    // Three regions of fixed shares, laid out by hand so no column can push into another.
    egui::CentralPanel::default().show(ui, |ui| {
        let area = ui.available_rect_before_wrap();
        let gap = 16.0;
        let left_w = (area.width() * 0.26).max(260.0);
        let right_w = (area.width() * 0.31).max(300.0);
        let left = egui::Rect::from_min_max(area.min, egui::pos2(area.min.x + left_w, area.max.y));
        let right =
            egui::Rect::from_min_max(egui::pos2(area.max.x - right_w, area.min.y), area.max);
        let middle = egui::Rect::from_min_max(
            egui::pos2(left.max.x + gap, area.min.y),
            egui::pos2(right.min.x - gap, area.max.y),
        );
        let stroke = ui.visuals().widgets.noninteractive.bg_stroke;
        ui.painter()
            .vline(right.min.x - gap / 2.0, area.y_range(), stroke);
        if game.phase() == Phase::Over {
            // The score needs the room; the automa's cards are in its terms.
            let wide = egui::Rect::from_min_max(area.min, middle.max);
            region(ui, wide, "over", |ui| {
                over_view::show(ui, game, &mut p.points, p.points_error.as_deref(), msgs);
            });
        } else {
            ui.painter()
                .vline(left.max.x + gap / 2.0, area.y_range(), stroke);
            region(ui, left, "automa", |ui| automa_view::show(ui, game));
            region(ui, middle, "prompt", |ui| prompt_view::show(ui, game, msgs));
        }
        region(ui, right, "table", |ui| {
            if game.is_over() {
                // The supply is settled; the score's story takes its place.
                ui.label(
                    RichText::new("The automa's score by round")
                        .size(theme::HEADING * 0.85)
                        .strong(),
                );
                plots::score_by_round(ui, game, 220.0);
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
    if p.confirm_new {
        egui::Modal::new(egui::Id::unique("confirm-new")).show(ui.ctx(), |ui| {
            ui.label(
                RichText::new("Leave this game?")
                    .size(theme::HEADING)
                    .strong(),
            );
            if game.score().is_none() {
                ui.label("It is not over. If you start a new game, this one is gone.");
            }
            if let Some(problem) = save_problem {
                ui.label(RichText::new(problem).strong());
            }
            ui.horizontal(|ui| {
                if ui.button("Keep playing").clicked() {
                    msgs.push(Msg::CancelNewGame);
                }
                if ui.button("Leave it: new game").clicked() {
                    msgs.push(Msg::ConfirmNewGame);
                }
            });
        });
    }
}

/// "Undo: End Alex's turn" (or a greyed "Undo" with nothing to undo); true when clicked.
fn history_button(ui: &mut egui::Ui, command: Command, label: Option<String>) -> bool {
    let text = match &label {
        Some(label) => format!("{}: {label}", command.text()),
        None => command.text().to_owned(),
    };
    let keys = command.keys_text(ui.ctx());
    ui.add_enabled(label.is_some(), egui::Button::new(text).truncate())
        .on_hover_text(format!("{} ({keys})", command.tooltip()))
        .clicked()
}

/// A scrolling column inside `rect`, clipped to it.
fn region(ui: &mut egui::Ui, rect: egui::Rect, id: &str, add: impl FnOnce(&mut egui::Ui)) {
    ui.scope_builder(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
        |ui| {
            ui.set_clip_rect(rect.intersect(ui.clip_rect()));
            egui::ScrollArea::vertical()
                .id_salt(id)
                .auto_shrink([false, false])
                .show(ui, add);
        },
    );
}

/// The bottom bar: undo and redo on the left, the big button in the middle (always in the
/// same place), the Attack button on the right.
fn action_bar(ui: &mut egui::Ui, p: &Play, msgs: &mut Vec<Msg>) {
    let game = &p.game;
    let ctx = ui.ctx().clone();
    ui.add_space(6.0);
    ui.columns(3, |cols| {
        let ui = &mut cols[0];
        if history_button(ui, Command::Undo, game.undo_label()) {
            msgs.push(Msg::Undo);
        }
        if history_button(ui, Command::Redo, game.redo_label()) {
            msgs.push(Msg::Redo);
        }

        let ui = &mut cols[1];
        ui.vertical_centered_justified(|ui| {
            let label = labels::primary_label(game);
            // Coloured by who acts now: a player's colour for a turn, the automa's for its step.
            let dark = ui.visuals().dark_mode;
            let actor = match game.current_seat() {
                Some(seat) => theme::seat_color(seat, dark),
                None => theme::automa_color(dark),
            };
            let button = egui::Button::new(
                RichText::new(label)
                    .size(theme::HEADING)
                    .strong()
                    .color(ui.visuals().strong_text_color()),
            )
            .fill(actor.gamma_multiply(0.35))
            .stroke(egui::Stroke::new(3.0, actor))
            .min_size(egui::vec2(ui.available_width(), 84.0));
            if ui
                .add(button)
                .on_hover_text(format!(
                    "{} ({})",
                    Command::Primary.tooltip(),
                    Command::Primary.keys_text(&ctx)
                ))
                .clicked()
            {
                msgs.push(primary_msg(p));
            }
        });

        let ui = &mut cols[2];
        ui.vertical_centered_justified(|ui| {
            let full = game.tokens_left() == 0;
            let over = game.is_over();
            let button = egui::Button::new(
                RichText::new("Attack played (automa −1 point)").size(theme::BODY),
            )
            .min_size(egui::vec2(ui.available_width(), 52.0));
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
                ui.label("All 10 tokens are with the automa.");
            }
        });
    });
}
