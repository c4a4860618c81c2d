//! Plots (egui_plot): the automa's score by round with its takes and tokens, and the results'
//! win rate per kingdom and margins by difficulty step. Fixed views: a table display is not
//! for panning by accident.

use crate::card_names::CardName;
use crate::i18n::t;
use crate::kit::painted::{self, LEAST, Look};
use crate::theme;
use coop_automa_coop::CoopResult;
use coop_automa_coop::CoopSession;
use coop_automa_coop::{Gain, Game, Setup, Step, SupplyPile};
use egui::{self, Color32};
use egui_plot::{AxisHints, Bar, BarChart, GridMark, Line, MarkerShape, Plot, PlotPoint, Points};

/// A plot that holds still, and takes no drag: a finger that starts a drag on it scrolls
/// the page (a plot that sensed drags swallowed it, and the page looked frozen).
fn fixed(plot: Plot<'_>) -> Plot<'_> {
    plot.allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_axis_zoom_drag(false)
        .sense(egui::Sense::hover())
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
    ui.label(egui::RichText::new(score_caption(game.setup())).size(theme::SMALL));
    let id = "score-by-round";
    let plot = fixed(Plot::new(id))
        .height(height)
        // A round's number is two digits at most: it is drawn where marks stand
        // `ROUND_LABEL_SPACING` apart (egui_plot's own floor is 60 points, which a phone's
        // plot did not give its 8 rounds: the numbers were gone).
        .custom_x_axes(vec![AxisHints::new_x().label_spacing(ROUND_LABEL_SPACING)])
        .x_axis_label(t!("coop-axis-round"))
        .y_axis_label(t!("coop-axis-automa-score"))
        .include_x(1.0)
        // Whole rounds only, a number under each mark: never "1.5", never a bare axis.
        .x_grid_spacer(|input| round_marks(input.bounds, input.base_step_size))
        .x_axis_formatter(|mark, _| round_label(mark.value))
        .include_y(0.0)
        .include_y(top + 4.0)
        // Whole points on the score's axis too, at least four of them: "0" alone said nothing.
        .y_grid_spacer(|input| point_marks(input.bounds))
        .y_axis_formatter(|mark, _| whole_label(mark.value));
    let shown = plot.show(ui, |p| {
        p.line(
            Line::new(t!("coop-axis-automa-score"), line)
                .color(theme::automa_color(dark))
                .width(3.0),
        );
        for (pile, shape, color) in TAKE_MARKS {
            let points = marks(Gain::Card(pile));
            if !points.is_empty() {
                p.points(
                    Points::new(t!("coop-plot-took", card = pile.card_name()), points)
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
                Points::new(t!("coop-plot-token"), tokens)
                    .shape(TOKEN_MARK)
                    .radius(6.0)
                    .color(theme::warn_color(dark)),
            );
        }
    });
    // Where the chart stands, for the browser tests (a finger's drag on it scrolls the page).
    crate::kit::seen::mark(ui, "chart", id, &shown.response);
    // egui_plot draws a cross hair and the values under the pointer.
    crate::kit::quiet_moves::follows(ui.ctx(), shown.response.id);
}

/// Where a round's number is drawn: marks at least this many points apart (faded in up to
/// the end of the range).
const ROUND_LABEL_SPACING: std::ops::RangeInclusive<f32> = 36.0..=44.0;

/// egui_plot's least grid spacing, in points: its `base_step_size` is that many points in
/// rounds.
const GRID_SPACING_MIN: f64 = 8.0;

/// The x axis's marks: whole rounds from 1, every round while few fit, then every 2nd, 5th,
/// 10th... so that at most 10 numbers stand under the plot, and none closer than a number
/// needs (`base_step` is `GRID_SPACING_MIN` points in rounds: a phone's narrow plot).
fn round_marks((low, high): (f64, f64), base_step: f64) -> Vec<GridMark> {
    let least = base_step / GRID_SPACING_MIN * f64::from(*ROUND_LABEL_SPACING.end());
    spaced_marks_from(low.max(1.0), high, (high - low).max(1.0), 10.0, least)
}

/// Whole-point marks from 0 up, about five of them (1, 2, 5, 10... apart).
fn point_marks((low, high): (f64, f64)) -> Vec<GridMark> {
    spaced_marks(low.max(0.0), high, (high - low.max(0.0)).max(1.0), 5.0)
}

/// Marks from `low` (rounded up to a step) to `high`, a step of 1, 2, 5, 10... apart that
/// puts at most `most` of them across `span`.
fn spaced_marks(low: f64, high: f64, span: f64, most: f64) -> Vec<GridMark> {
    spaced_marks_from(low, high, span, most, 0.0)
}

/// `spaced_marks` with a step of at least `least`.
fn spaced_marks_from(low: f64, high: f64, span: f64, most: f64, least: f64) -> Vec<GridMark> {
    let step = [1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0]
        .into_iter()
        .find(|step| span / step <= most && *step >= least)
        .unwrap_or(200.0);
    let mut marks = Vec::new();
    let mut value = (low / step).ceil() * step;
    while value <= high + 1e-9 {
        marks.push(GridMark {
            value,
            step_size: step,
        });
        value += step;
    }
    marks
}

/// A whole number at its mark; nothing between.
fn whole_label(value: f64) -> String {
    let whole = value.round();
    if (value - whole).abs() > 1e-6 || whole < 0.0 {
        return String::new();
    }
    format!("{whole}")
}

/// A round's number under its mark; nothing for a mark between rounds.
fn round_label(value: f64) -> String {
    let round = value.round();
    if (value - round).abs() > 1e-6 || round < 1.0 {
        return String::new();
    }
    format!("{round}")
}

/// How the score plot marks the automa's takes: the pile, its mark, its colour (named with
/// the mark, `marks_word`).
const TAKE_MARKS: [(SupplyPile, MarkerShape, Color32); 3] = [
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
];
/// A token given to the automa, drawn red (`theme::warn_color`).
const TOKEN_MARK: MarkerShape = MarkerShape::Up;

/// Several marks of a shape in the colour the plots draw it, so a caption says what is
/// drawn: "Blue squares" (one message each: a colour agrees with its shape's noun).
fn marks_word(shape: MarkerShape) -> String {
    match shape {
        MarkerShape::Circle => t!("coop-marks-green-dots"),
        MarkerShape::Diamond => t!("coop-marks-green-diamonds"),
        MarkerShape::Square => t!("coop-marks-blue-squares"),
        MarkerShape::Cross | MarkerShape::Plus => t!("coop-marks-red-crosses"),
        MarkerShape::Up | MarkerShape::Down | MarkerShape::Left | MarkerShape::Right => {
            t!("coop-marks-red-triangles")
        }
        MarkerShape::Asterisk => t!("coop-marks-purple-stars"),
    }
}

/// What the marks of the score plot mean: only marks this game can have (no Duchies when it
/// began without any, no Colonies unless they are on).
pub fn score_caption(setup: &Setup) -> String {
    let mut parts: Vec<String> = TAKE_MARKS
        .iter()
        .filter(|(pile, ..)| match pile {
            SupplyPile::Duchy => setup.duchies > 0,
            SupplyPile::Province => true,
            SupplyPile::Colony => setup.colonies,
        })
        .map(|(pile, shape, _)| {
            t!(
                "coop-caption-taken",
                marks = marks_word(*shape),
                cards = pile.card_names(2)
            )
        })
        .collect();
    parts.push(t!("coop-caption-tokens", marks = marks_word(TOKEN_MARK)));
    parts.join(" ")
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
    let shown = fixed(Plot::new(id))
        .height(52.0 * n as f32 + 48.0)
        .x_axis_label(t!("coop-axis-won"))
        .include_x(0.0)
        .include_x(100.0)
        .include_y(-0.6)
        .include_y(n as f64 + 0.2)
        .show_axes([true, false])
        .show_grid([true, false])
        .show(ui, |p| {
            p.bar_chart(BarChart::new(t!("coop-plot-won"), bars).horizontal());
        });
    // Each kingdom's words above its bar, from the plot's left edge to its right, painted
    // by the kit so a long name shrinks or is cut short inside the plot, never past it.
    crate::kit::quiet_moves::follows(ui.ctx(), shown.response.id);
    let frame = *shown.transform.frame();
    let color = ui.visuals().strong_text_color();
    for (i, (name, wins, games)) in per_kingdom.iter().enumerate() {
        let bar_top = shown
            .transform
            .position_from_point(&PlotPoint::new(0.0, row(i) + 0.25))
            .y;
        let above = shown
            .transform
            .position_from_point(&PlotPoint::new(0.0, row(i) + 0.75))
            .y;
        let rect = egui::Rect::from_min_max(
            egui::pos2(frame.left() + 6.0, above),
            egui::pos2(frame.right() - 6.0, bar_top),
        )
        .intersect(frame);
        painted::text_in(
            ui,
            rect,
            &format!("{name}: {wins}/{games}"),
            Look::new(theme::SMALL, LEAST, color).at(egui::Align2::LEFT_BOTTOM),
        );
    }
}

/// How the results plot draws a game won (green, `theme::win_color`) and lost (red,
/// `theme::warn_color`).
const WON_MARK: MarkerShape = MarkerShape::Circle;
const LOST_MARK: MarkerShape = MarkerShape::Cross;

/// What the marks of the results plot mean, from the shapes drawn, so the two never disagree.
pub fn by_step_caption() -> String {
    t!(
        "coop-caption-by-step",
        won = marks_word(WON_MARK),
        lost = marks_word(LOST_MARK)
    )
}

/// Every game at its difficulty step: how far the players' total was above (won) or at and
/// below (lost) the automa's.
pub fn by_step(ui: &mut egui::Ui, records: &[&CoopResult], height: f32) {
    let dark = ui.visuals().dark_mode;
    let point = |r: &&CoopResult| -> Option<[f64; 2]> {
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
    ui.label(egui::RichText::new(by_step_caption()).size(theme::SMALL));
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
        .x_axis_label(t!(
            "coop-axis-steps",
            provinces = SupplyPile::Province.card_names(2),
            duchies = SupplyPile::Duchy.card_names(2)
        ))
        .y_axis_label(t!("coop-axis-margin"))
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
                Points::new(t!("coop-plot-won"), wins)
                    .shape(WON_MARK)
                    .radius(7.0)
                    .filled(true)
                    .color(theme::win_color(dark)),
            );
            p.points(
                Points::new(t!("coop-plot-lost"), losses)
                    .radius(7.0)
                    .shape(LOST_MARK)
                    .color(theme::warn_color(dark)),
            );
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_score_caption_names_only_the_marks_a_game_can_have() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        let mut setup = Setup::custom(["Alex", "Bea"], 12, 4);
        assert_eq!(
            score_caption(&setup),
            "Blue squares: Duchies taken. Green diamonds: Provinces taken. Red triangles: tokens."
        );
        setup.colonies = true;
        assert!(score_caption(&setup).contains("Purple stars: Colonies taken."));
        let none = Setup::custom(["Alex", "Bea"], 8, 0);
        assert_eq!(
            score_caption(&none),
            "Green diamonds: Provinces taken. Red triangles: tokens."
        );
    }

    #[test]
    fn the_results_caption_names_the_shapes_drawn() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        assert_eq!(
            by_step_caption(),
            "Green dots: games won. Red crosses: games lost (a tie is a loss)."
        );
        assert_eq!(marks_word(WON_MARK), "Green dots");
        assert_eq!(marks_word(LOST_MARK), "Red crosses");
    }

    fn values(marks: &[GridMark]) -> Vec<f64> {
        marks.iter().map(|m| m.value).collect()
    }

    #[test]
    fn the_score_plot_numbers_whole_rounds_from_one() {
        assert_eq!(values(&round_marks((0.9, 2.1), 0.0)), [1.0, 2.0]);
        assert_eq!(
            values(&round_marks((0.5, 7.5), 0.0)),
            [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]
        );
        let long = values(&round_marks((0.0, 38.0), 0.0));
        assert_eq!(long, [5.0, 10.0, 15.0, 20.0, 25.0, 30.0, 35.0]);
        // A phone's plot: 8 rounds across 300 points, a round 37.5 points apart, just under
        // the 44 a number is given: every 2nd round (an 8-point grid step is 8/37.5 round).
        let phone = values(&round_marks((0.5, 8.5), 8.0 / 37.5));
        assert_eq!(phone, [2.0, 4.0, 6.0, 8.0]);
        // With the room for every round, every round.
        let wide = values(&round_marks((0.5, 8.5), 8.0 / 60.0));
        assert_eq!(wide, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]);
        assert_eq!(round_label(3.0), "3");
        assert_eq!(round_label(2.5), "");
        assert_eq!(round_label(0.0), "");
    }

    fn points(low: f64, high: f64) -> Vec<f64> {
        point_marks((low, high)).iter().map(|m| m.value).collect()
    }

    #[test]
    fn the_score_axis_has_whole_points_from_0_at_least_four() {
        // The first rounds: 0 to 4 points, every point marked (before: "0" alone).
        assert_eq!(points(0.0, 4.0), vec![0.0, 1.0, 2.0, 3.0, 4.0]);
        assert_eq!(points(-0.3, 4.2), vec![0.0, 1.0, 2.0, 3.0, 4.0]);
        // Farther on, fewer and rounder marks.
        assert_eq!(points(0.0, 10.0), vec![0.0, 2.0, 4.0, 6.0, 8.0, 10.0]);
        assert_eq!(points(0.0, 40.0), vec![0.0, 10.0, 20.0, 30.0, 40.0]);
        assert_eq!(whole_label(3.0), "3");
        assert_eq!(whole_label(2.5), "");
        assert_eq!(whole_label(-1.0), "");
    }
}
