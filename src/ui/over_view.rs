//! Game over: why it ended, the players' points, every term of both scores (R19), and WIN or
//! LOSS in letters read from across the room.

use super::msg::Msg;
use super::theme;
use crate::core::{Action, FinalScore, Game, MAX_PLAYER_POINTS, Seat};
use eframe::egui::{self, RichText};

/// Reads the typed points; the message says which field is wrong and how to fix it.
pub fn parse_points(game: &Game, typed: &[String; 2]) -> Result<[i32; 2], String> {
    let mut points = [0; 2];
    for seat in Seat::BOTH {
        let text = typed[seat.index()].trim();
        let name = game.name(seat);
        if text.is_empty() {
            return Err(format!("Type {name}'s points first."));
        }
        let value: i32 = text.parse().map_err(|_| {
            format!(
                "{name}'s points: \"{text}\" is not a whole number. Type a number like 27 or -3."
            )
        })?;
        if !(-MAX_PLAYER_POINTS..=MAX_PLAYER_POINTS).contains(&value) {
            return Err(format!(
                "{name}'s points: {value} is more than a game can give. Type a number from -{MAX_PLAYER_POINTS} to {MAX_PLAYER_POINTS}."
            ));
        }
        points[seat.index()] = value;
    }
    Ok(points)
}

/// The action the points fields give, or the message for the table.
pub fn submit(game: &Game, typed: &[String; 2]) -> Msg {
    match parse_points(game, typed) {
        Ok(points) => Msg::Apply(Action::FinalPoints { points }),
        Err(message) => Msg::BadPoints(message),
    }
}

/// Draws the game-over screen.
pub fn show(
    ui: &mut egui::Ui,
    game: &Game,
    typed: &mut [String; 2],
    error: Option<&str>,
    msgs: &mut Vec<Msg>,
) {
    let dark = ui.visuals().dark_mode;
    let reason = game.end_reason().map(|r| r.describe()).unwrap_or_default();
    let why = if game.is_fleet_round() {
        format!("Game over after the Fleet round (it began because {reason}).")
    } else {
        format!("Game over: {reason}.")
    };
    ui.label(RichText::new(why).size(theme::HEADING).strong());
    match game.score() {
        None => {
            ui.label(RichText::new("Each player counts the points of their own cards. Leave out Miserable / Twice Miserable: the app takes them off.").size(theme::BODY));
            for seat in Seat::BOTH {
                let i = seat.index();
                ui.horizontal(|ui| {
                    let label = ui.label(
                        RichText::new(format!("{}'s points", game.name(seat)))
                            .size(theme::HEADING)
                            .color(theme::seat_color(seat, dark)),
                    );
                    let response = ui
                        .add(
                            egui::TextEdit::singleline(&mut typed[i])
                                .font(egui::FontId::proportional(theme::HEADING))
                                .desired_width(120.0),
                        )
                        .labelled_by(label.id);
                    if response.lost_focus() && ui.input(|inp| inp.key_pressed(egui::Key::Enter)) {
                        msgs.push(submit(game, typed));
                    }
                });
            }
            let a = game.automa();
            let colonies = if game.setup().colonies {
                format!(", {} Colonies", a.colonies)
            } else {
                String::new()
            };
            ui.label(
                RichText::new(format!(
                    "The automa: {} Duchies, {} Provinces{colonies}, {} tokens: {} points.",
                    a.duchies,
                    a.provinces,
                    a.tokens,
                    game.automa_score().total
                ))
                .size(theme::HEADING * 0.85),
            );
            if let Some(message) = error {
                ui.label(
                    RichText::new(message)
                        .size(theme::HEADING * 0.85)
                        .color(theme::warn_color(dark))
                        .strong(),
                );
            }
        }
        Some(score) => scored(ui, game, score),
    }
}

fn scored(ui: &mut egui::Ui, game: &Game, s: &FinalScore) {
    let dark = ui.visuals().dark_mode;
    let (verdict, color) = if s.humans_win {
        ("WIN", theme::win_color(dark))
    } else {
        ("LOSS", theme::warn_color(dark))
    };
    ui.label(
        RichText::new(verdict)
            .size(theme::VERDICT)
            .strong()
            .color(color),
    );
    let line = if s.humans_win {
        format!("Players {} beat the automa's {}.", s.humans, s.automa.total)
    } else if s.humans == s.automa.total {
        format!(
            "Players {} tie the automa's {}: a tie is a loss.",
            s.humans, s.automa.total
        )
    } else {
        format!(
            "Players {} are not more than the automa's {}.",
            s.humans, s.automa.total
        )
    };
    ui.label(RichText::new(line).size(theme::HEADING).strong());
    ui.columns(2, |cols| {
        let ui = &mut cols[0];
        ui.label(RichText::new("Players").size(theme::HEADING).strong());
        egui::Grid::new("player-terms")
            .num_columns(2)
            .show(ui, |ui| {
                for seat in Seat::BOTH {
                    let p = &s.players[seat.index()];
                    ui.label(format!("{}'s points", game.name(seat)));
                    ui.label(p.points.to_string());
                    ui.end_row();
                    if p.misery > 0 {
                        ui.label(format!("{} Miserable", game.name(seat)));
                        ui.label(format!("−{}", p.misery));
                        ui.end_row();
                    }
                }
                ui.label(RichText::new("Players' total").strong());
                ui.label(RichText::new(s.humans.to_string()).strong());
                ui.end_row();
            });
        let ui = &mut cols[1];
        ui.label(RichText::new("Automa").size(theme::HEADING).strong());
        let a = game.automa();
        egui::Grid::new("automa-terms")
            .num_columns(2)
            .show(ui, |ui| {
                ui.label(format!("{} Duchies × 6", a.duchies));
                ui.label(s.automa.duchies.to_string());
                ui.end_row();
                ui.label(format!("{} Provinces × 6", a.provinces));
                ui.label(s.automa.provinces.to_string());
                ui.end_row();
                if game.setup().colonies {
                    ui.label(format!("{} Colonies × 10", a.colonies));
                    ui.label(s.automa.colonies.to_string());
                    ui.end_row();
                }
                ui.label(format!("{} tokens × −1", a.tokens));
                ui.label(format!("−{}", s.automa.tokens));
                ui.end_row();
                ui.label(RichText::new("Automa's total (at least 0)").strong());
                ui.label(RichText::new(s.automa.total.to_string()).strong());
                ui.end_row();
            });
    });
}
