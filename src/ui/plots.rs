//! Plots (egui_plot): the automa's score by round with its takes and tokens, and the results'
//! win rate per kingdom and margins by difficulty step. Fixed views: a table display is not
//! for panning by accident.

use super::theme;
use crate::modes::coop::{Gain, Game, Step, SupplyPile};
use crate::store::ResultRecord;
use eframe::egui::{self, Color32};
use egui_plot::{Bar, BarChart, Line, MarkerShape, Plot, PlotPoint, Points, Text};

fn fixed(plot: Plot<'_>) -> Plot<'_> {
    plot.allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
}

/// The automa's score after each round; its Duchy/Province/Colony takes and tokens marked.
pub fn score_by_round(ui: &mut egui::Ui, game: &Game, height: f32) {
    let t = game.timeline();
    let score_at = |round: u32| {
        t.rounds
            .iter()
            .find(|r| r.round == round)
            .map_or(0.0, |r| f64::from(r.score))
    };
    let line: Vec<[f64; 2]> = t
        .rounds
        .iter()
        .map(|r| [f64::from(r.round), f64::from(r.score)])
        .collect();
    let marks = |wanted: Gain| -> Vec<[f64; 2]> {
        t.gains
            .iter()
            .filter(|(_, g)| *g == wanted)
            .map(|(round, _)| [f64::from(*round), score_at(*round)])
            .collect()
    };
    let dark = ui.visuals().dark_mode;
    let top = t
        .rounds
        .iter()
        .map(|r| f64::from(r.score))
        .fold(0.0, f64::max);
    // A caption instead of a legend: a legend box would cover the line in a small plot.
    ui.label(egui::RichText::new(score_caption(game.setup().colonies)).size(theme::SMALL));
    let id = "score-by-round";
    fixed(Plot::new(id))
        .height(height)
        .x_axis_label("round")
        .y_axis_label("automa score")
        .include_x(1.0)
        .include_y(0.0)
        .include_y(top + 4.0)
        .show(ui, |p| {
            p.line(
                Line::new("automa score", line)
                    .color(theme::automa_color(dark))
                    .width(3.0),
            );
            for (pile, shape, color) in [
                (
                    SupplyPile::Duchy,
                    MarkerShape::Square,
                    Color32::from_rgb(0x4C, 0x9A, 0xFF),
                ),
                (
                    SupplyPile::Province,
                    MarkerShape::Diamond,
                    Color32::from_rgb(0x3C, 0xC8, 0x5A),
                ),
                (
                    SupplyPile::Colony,
                    MarkerShape::Asterisk,
                    Color32::from_rgb(0xB0, 0x6C, 0xE8),
                ),
            ] {
                let points = marks(Gain::Card(pile));
                if !points.is_empty() {
                    p.points(
                        Points::new(format!("took a {}", pile.name()), points)
                            .shape(shape)
                            .radius(8.0)
                            .filled(true)
                            .color(color),
                    );
                }
            }
            // Tokens as ticks along the bottom, so they never hide a take.
            let tokens: Vec<[f64; 2]> = marks(Gain::Token)
                .into_iter()
                .map(|[x, _]| [x, 0.0])
                .collect();
            if !tokens.is_empty() {
                p.points(
                    Points::new("token (−1)", tokens)
                        .shape(MarkerShape::Up)
                        .radius(6.0)
                        .color(theme::warn_color(dark)),
                );
            }
        });
}

/// What the marks of the score plot mean: only marks the game can have.
pub fn score_caption(colonies: bool) -> &'static str {
    if colonies {
        "Blue squares: Duchies taken. Green diamonds: Provinces. Purple stars: Colonies. Red triangles: tokens."
    } else {
        "Blue squares: Duchies taken. Green diamonds: Provinces. Red triangles: tokens."
    }
}

/// One bar per kingdom, lying down, the first kingdom on top: the share of games won, with
/// the kingdom and "wins/games" written beside it. Each kingdom has a row of its own, so the
/// labels never overlap however many kingdoms there are.
pub fn win_rate(ui: &mut egui::Ui, per_kingdom: &[(String, usize, usize)]) {
    let dark = ui.visuals().dark_mode;
    let n = per_kingdom.len();
    let row = |i: usize| (n - 1 - i) as f64;
    let bars: Vec<Bar> = per_kingdom
        .iter()
        .enumerate()
        .map(|(i, (name, wins, games))| {
            Bar::new(row(i), 100.0 * *wins as f64 / (*games).max(1) as f64)
                .name(name)
                .width(0.45)
                .fill(theme::win_color(dark).gamma_multiply(0.8))
        })
        .collect();
    let id = "win-rate";
    fixed(Plot::new(id))
        .height(52.0 * n as f32 + 48.0)
        .x_axis_label("% of games won")
        .include_x(0.0)
        .include_x(100.0)
        .include_y(-0.6)
        .include_y(n as f64 - 0.4)
        .show_axes([true, false])
        .show_grid([true, false])
        .show(ui, |p| {
            p.bar_chart(BarChart::new("won", bars).horizontal());
            for (i, (name, wins, games)) in per_kingdom.iter().enumerate() {
                p.text(
                    Text::new(
                        name.clone(),
                        PlotPoint::new(2.0, row(i) + 0.3),
                        format!("{name}: {wins}/{games}"),
                    )
                    .anchor(egui::Align2::LEFT_BOTTOM),
                );
            }
        });
}

/// How the points of the results plot are drawn.
pub const BY_STEP_CAPTION: &str =
    "Green dots: games won. Red crosses: games lost (a tie is a loss).";

/// Every game at its difficulty step: how far the players' total was above (won) or at and
/// below (lost) the automa's.
pub fn by_step(ui: &mut egui::Ui, records: &[&ResultRecord], height: f32) {
    let dark = ui.visuals().dark_mode;
    let point = |r: &&ResultRecord| -> Option<[f64; 2]> {
        let level = r.step().level()?;
        Some([f64::from(level), f64::from(r.humans_score - r.automa_score)])
    };
    let wins: Vec<[f64; 2]> = records
        .iter()
        .filter(|r| r.humans_win)
        .filter_map(point)
        .collect();
    let losses: Vec<[f64; 2]> = records
        .iter()
        .filter(|r| !r.humans_win)
        .filter_map(point)
        .collect();
    // A caption, not a legend: a legend box would cover the points of a short log, and it
    // says exactly how each is drawn.
    ui.label(egui::RichText::new(BY_STEP_CAPTION).size(theme::SMALL));
    let id = "by-step";
    let lowest = records
        .iter()
        .filter_map(point)
        .map(|[_, y]| y)
        .fold(0.0, f64::min);
    let highest = records
        .iter()
        .filter_map(point)
        .map(|[_, y]| y)
        .fold(0.0, f64::max);
    fixed(Plot::new(id))
        .height(height)
        .include_y(lowest - 3.0)
        .include_y(highest + 3.0)
        .x_axis_label("Provinces/Duchies, easiest to hardest")
        .y_axis_label("players − automa")
        .include_x(0.0)
        .include_x(19.0)
        .include_y(0.0)
        .x_axis_formatter(|mark, _| {
            let level = mark.value.round();
            if (mark.value - level).abs() > 1e-6 || !(0.0..=19.0).contains(&level) {
                return String::new();
            }
            Step::at_level(level as u8)
                .map(|s| format!("{}/{}", s.provinces, s.duchies))
                .unwrap_or_default()
        })
        .show(ui, |p| {
            p.points(
                Points::new("won", wins)
                    .radius(7.0)
                    .filled(true)
                    .color(theme::win_color(dark)),
            );
            p.points(
                Points::new("lost", losses)
                    .radius(7.0)
                    .shape(MarkerShape::Cross)
                    .color(theme::warn_color(dark)),
            );
        });
}
