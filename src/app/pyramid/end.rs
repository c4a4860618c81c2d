//! The end of a pyramid game: the AI's score pile face up, the score to beat term by term
//! (P26), the player's counts checked as they are entered (P27), both scores with every
//! term, the verdict (P28) and the results at this level and mix (P30).

use super::super::kit::entry::{error_line, submitted};
use super::super::kit::region;
use super::super::msg::Msg;
use super::super::{fonts, theme};
use super::{CountsForm, PyramidPlay, words};
use crate::modes::pyramid::{FinalEntries, FinalScore, PyramidGame, ScoreToBeat};
use eframe::egui::{self, RichText};

/// The counts typed, read: blank fields other than your own VP count 0; anything else that
/// is not a whole number is refused, naming the field.
pub fn read_counts(form: &CountsForm, all_penalties: bool) -> Result<FinalEntries, String> {
    let number = |text: &str, field: &str, required: bool| -> Result<u16, String> {
        let t = text.trim();
        if t.is_empty() {
            return if required {
                Err(format!("Enter {field} (a whole number, 0 or more)."))
            } else {
                Ok(0)
            };
        }
        t.parse::<u16>().map_err(|_| {
            format!("{field}: \"{t}\" is not a whole number of 0 or more. Type digits only.")
        })
    };
    let mut e = FinalEntries {
        kingdom_vp: number(
            &form.kingdom_vp,
            "VP left in the kingdom's Victory piles",
            false,
        )?,
        player_vp: number(&form.player_vp, "your VP", true)?,
        curses: number(&form.curses, "Curses you own", false)?,
        ..FinalEntries::default()
    };
    if all_penalties {
        e.coppers = number(&form.coppers, "Coppers in your deck", false)?;
        e.single_trasher = form.single_trasher;
        e.shelters = number(&form.shelters, "Shelters you own", false)?;
        e.no_trasher = form.no_trasher;
        e.ruins = number(&form.ruins, "Ruins you own", false)?;
        e.full_piles = number(&form.full_piles, "kingdom piles still full", false)?;
    }
    Ok(e)
}

/// "Score the game": the counts as an action, or what is wrong with them.
pub fn submit(p: &PyramidPlay) -> Msg {
    match read_counts(&p.counts, p.game.setup().level.all_penalties()) {
        Ok(entries) => Msg::Apply(crate::modes::pyramid::Action::Final(entries).into()),
        Err(why) => Msg::BadEntry(why),
    }
}

pub fn show(
    ui: &mut egui::Ui,
    area: egui::Rect,
    p: &mut PyramidPlay,
    results_line: Option<&str>,
    msgs: &mut Vec<Msg>,
) {
    let gap = 16.0;
    let half = (area.width() - gap) / 2.0;
    let left = egui::Rect::from_min_size(area.min, egui::vec2(half, area.height()));
    let right = egui::Rect::from_min_max(egui::pos2(left.max.x + gap, area.min.y), area.max);
    ui.painter().vline(
        left.max.x + gap / 2.0,
        area.y_range(),
        ui.visuals().widgets.noninteractive.bg_stroke,
    );
    region(ui, left, "pyramid-end-left", |ui| {
        verdict(ui, &p.game, results_line);
        ai_side(ui, &p.game);
    });
    region(ui, right, "pyramid-end-right", |ui| {
        if p.game.ending() == Some(crate::modes::pyramid::Ending::NoBuyPossible) {
            ui.add(
                egui::Label::new(
                    RichText::new("No buy possible: the game is lost and not scored. Undo brings the turn back if it was pressed by mistake.")
                        .size(theme::BODY),
                )
                .wrap(),
            );
            return;
        }
        counts_form(ui, p, msgs);
        if let Some(score) = p.game.final_score() {
            ui.separator();
            player_terms(ui, score);
        }
    });
}

/// WIN or LOSS, large, with the difference and the results so far.
fn verdict(ui: &mut egui::Ui, game: &PyramidGame, results_line: Option<&str>) {
    let Some(verdict) = game.verdict() else {
        ui.label(
            RichText::new("Game over")
                .size(theme::HUGE)
                .strong()
                .family(fonts::bold()),
        );
        return;
    };
    let dark = ui.visuals().dark_mode;
    let color = if verdict.is_victory() {
        theme::win_color(dark)
    } else {
        theme::warn_color(dark)
    };
    ui.label(
        RichText::new(words::verdict_title(verdict))
            .size(theme::VERDICT * 0.7)
            .strong()
            .family(fonts::bold())
            .color(color),
    );
    let level = game.setup().level;
    let text = match game.final_score() {
        Some(s) => format!(
            "{} − {} = {}: {}.",
            signed(s.player.total),
            signed(s.to_beat.total),
            signed_diff(s.difference),
            words::verdict_words(verdict, level)
        ),
        None => format!("{}.", words::verdict_words(verdict, level)),
    };
    ui.add(egui::Label::new(RichText::new(text).size(theme::BODY).strong()).wrap());
    if let Some(line) = results_line {
        ui.add(egui::Label::new(RichText::new(line).size(theme::BODY)).wrap());
    }
    ui.separator();
}

/// The AI's score pile, face up now (P7), and the score to beat term by term (P26).
fn ai_side(ui: &mut egui::Ui, game: &PyramidGame) {
    let pile = game.score_pile().unwrap_or_default();
    ui.label(
        RichText::new("The AI's score pile, face up")
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    ui.label(RichText::new(words::score_pile_line(pile)).size(theme::BODY));
    if let Some(to_beat) = game.score_to_beat() {
        ui.add_space(6.0);
        ui.label(
            RichText::new("Score to beat")
                .size(theme::HEADING * 0.8)
                .strong(),
        );
        to_beat_terms(ui, game, &to_beat);
    }
}

fn to_beat_terms(ui: &mut egui::Ui, game: &PyramidGame, t: &ScoreToBeat) {
    let level = game.setup().level;
    let per_card = if level == crate::modes::pyramid::Level::Master {
        "face value".to_owned()
    } else {
        format!(
            "{} each",
            level.points_for(crate::modes::pyramid::Card::Estate)
        )
    };
    let kingdom = if game.final_score().is_some() {
        t.kingdom_vp.to_string()
    } else {
        "(enter)".into()
    };
    term(
        ui,
        &format!("{} VP cards in its pile, {per_card}", t.ai_cards),
        &signed(t.ai_points),
    );
    term(ui, "VP left in the kingdom's Victory piles", &kingdom);
    term(
        ui,
        &format!(
            "{} VP cards left in the pyramid and deck, {} each",
            t.cards_left,
            level.per_card_left()
        ),
        &signed(t.left_points),
    );
    term(
        ui,
        &format!("{} Curses left in the supply, −1 each", t.curses_left),
        &signed(t.curse_points),
    );
    term(ui, "Score to beat", &signed(t.total));
}

fn term(ui: &mut egui::Ui, what: &str, points: &str) {
    row(
        ui,
        90.0,
        |ui| {
            ui.add(egui::Label::new(RichText::new(what).size(theme::SMALL)).wrap());
        },
        |ui, ()| {
            ui.label(RichText::new(points).size(theme::BODY).strong());
        },
    );
}

/// A row: `left` wraps in what the row leaves, `right` keeps `right_width` at the right and
/// is given what `left` returned.
fn row<R>(
    ui: &mut egui::Ui,
    right_width: f32,
    left: impl FnOnce(&mut egui::Ui) -> R,
    right: impl FnOnce(&mut egui::Ui, R),
) {
    let width = ui.available_width();
    ui.horizontal(|ui| {
        let left_width = (width - right_width - 12.0).max(80.0);
        let out = ui
            .allocate_ui_with_layout(
                egui::vec2(left_width, 0.0),
                egui::Layout::top_down(egui::Align::Min),
                |ui| {
                    ui.set_width(left_width);
                    left(ui)
                },
            )
            .inner;
        right(ui, out);
    });
}

/// The counts, each with its range; "Score the game" (or Space) reads them.
fn counts_form(ui: &mut egui::Ui, p: &mut PyramidPlay, msgs: &mut Vec<Msg>) {
    let all = p.game.setup().level.all_penalties();
    let max_curses = 5 - p.game.curses_left().min(5);
    ui.label(
        RichText::new("Your counts")
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    let before = p.counts.clone();
    let f = &mut p.counts;
    // Enter in any count does what "Score the game" does.
    let mut entered = false;
    {
        entered |= field(
            ui,
            "VP left in the kingdom's Victory piles (0–999)",
            &mut f.kingdom_vp,
            "0",
        );
        entered |= field(
            ui,
            "Your VP: Victory cards and tokens, Curses apart (0–999)",
            &mut f.player_vp,
            "",
        );
        entered |= field(
            ui,
            &format!("Curses you own (0–{max_curses}), −1 each"),
            &mut f.curses,
            "0",
        );
        if all {
            entered |= field(
                ui,
                "Coppers in your deck (0–12), −2 each",
                &mut f.coppers,
                "0",
            );
            ui.label("");
            ui.checkbox(
                &mut f.single_trasher,
                "Only one Action card trashes: −1 per Copper",
            );
            ui.end_row();
            entered |= field(ui, "Shelters you own (0–3), −3 each", &mut f.shelters, "0");
            ui.label("");
            ui.checkbox(&mut f.no_trasher, "No Action card trashes: −2 per Shelter");
            ui.end_row();
            entered |= field(ui, "Ruins you own (0–50), −4 each", &mut f.ruins, "0");
            entered |= field(
                ui,
                "Kingdom piles still full (0–10), −5 each",
                &mut f.full_piles,
                "0",
            );
        }
    }
    // An error is about what was typed: it goes as soon as the counts change.
    if *f != before {
        p.counts_error = None;
    }
    error_line(ui, p.counts_error.as_deref());
    let text = if p.game.final_score().is_some() {
        "Score again with these counts"
    } else {
        "Score with these counts"
    };
    if ui
        .add(
            egui::Button::new(RichText::new(text).size(theme::HEADING * 0.8).strong())
                .min_size(egui::vec2(240.0, 52.0)),
        )
        .on_hover_text("Reads the counts above; they can be entered again to correct them (P28).")
        .clicked()
        || entered
    {
        msgs.push(submit(p));
    }
}

/// A count's field with its label; true when Enter was pressed in it.
fn field(ui: &mut egui::Ui, label: &str, value: &mut String, hint: &str) -> bool {
    let mut entered = false;
    row(
        ui,
        100.0,
        |ui| {
            ui.add(egui::Label::new(RichText::new(label).size(theme::SMALL)).wrap())
                .id
        },
        |ui, label_id| {
            let response = ui
                .add(
                    egui::TextEdit::singleline(value)
                        .hint_text(hint)
                        .desired_width(90.0)
                        .font(egui::TextStyle::Button),
                )
                .labelled_by(label_id);
            entered = submitted(ui, &response);
        },
    );
    entered
}

/// The player's score term by term (P27).
fn player_terms(ui: &mut egui::Ui, s: &FinalScore) {
    ui.label(
        RichText::new("Your score")
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    let p = &s.player;
    let e = &s.entries;
    {
        term(ui, "Your VP", &signed(p.vp));
        let rows = [
            (e.curses, "Curses", p.curses),
            (e.coppers, "Coppers", p.coppers),
            (e.shelters, "Shelters", p.shelters),
            (e.ruins, "Ruins", p.ruins),
            (e.full_piles, "full kingdom piles", p.full_piles),
        ];
        for (n, what, points) in rows {
            if n > 0 {
                term(ui, &format!("{n} {what}"), &signed(points));
            }
        }
        term(ui, "Your score", &signed(p.total));
    }
}

/// A number with a true minus sign: "−3".
fn signed(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// A difference with its sign: "+6", "−15", "0".
fn signed_diff(n: i32) -> String {
    if n > 0 { format!("+{n}") } else { signed(n) }
}
