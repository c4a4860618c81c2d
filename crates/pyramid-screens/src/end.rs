//! The end of a pyramid game: the AI's score pile face up, the score to beat term by term
//! (P26), the player's counts checked as they are entered (P27), both scores with every
//! term, the verdict (P28) and the results at this level and mix (P30).

use crate::i18n::t;
use crate::kit::check;
use crate::kit::entry::{error_line, submitted};
use crate::kit::region;
use crate::kit::verdict::{Verdict, verdict as kit_verdict};
use crate::msg::Msg;
use crate::results_ask::Ask as ResultsAsk;
use crate::{CountsForm, PyramidPlay, words};
use crate::{fonts, theme};
use coop_automa_pyramid::PyramidSession;
use coop_automa_pyramid::{Card, FinalEntries, FinalScore, PyramidGame, ScoreToBeat};

/// The Curses' name, for counts of them.
fn curses() -> String {
    words::named(Card::Curse, None, 2)
}

/// The Coppers' name, for counts of them.
fn coppers() -> String {
    crate::i18n::cards("card-copper", 2)
}
use egui::{self, RichText};

/// The counts typed, read: blank fields other than your own VP count 0; anything else that
/// is not a whole number is refused, naming the field.
pub fn read_counts(form: &CountsForm, all_penalties: bool) -> Result<FinalEntries, String> {
    let number = |text: &str, field: String, required: bool| -> Result<u16, String> {
        let typed = text.trim();
        if typed.is_empty() {
            return if required {
                Err(t!("pyramid-count-missing", field = field))
            } else {
                Ok(0)
            };
        }
        typed
            .parse::<u16>()
            .map_err(|_| t!("pyramid-count-bad", field = field, text = typed))
    };
    let mut e = FinalEntries {
        kingdom_vp: number(&form.kingdom_vp, t!("pyramid-field-kingdom"), false)?,
        player_vp: number(&form.player_vp, t!("pyramid-field-vp"), true)?,
        curses: number(
            &form.curses,
            t!("pyramid-field-curses", curses = curses()),
            false,
        )?,
        ..FinalEntries::default()
    };
    if all_penalties {
        e.coppers = number(
            &form.coppers,
            t!("pyramid-field-coppers", coppers = coppers()),
            false,
        )?;
        e.single_trasher = form.single_trasher;
        e.shelters = number(&form.shelters, t!("pyramid-field-shelters"), false)?;
        e.no_trasher = form.no_trasher;
        e.ruins = number(&form.ruins, t!("pyramid-field-ruins"), false)?;
        e.full_piles = number(&form.full_piles, t!("pyramid-field-full"), false)?;
    }
    Ok(e)
}

/// "Score the game": the counts as an action, or what is wrong with them.
pub fn submit(p: &PyramidPlay) -> Msg {
    match read_counts(&p.counts, p.game.setup().level.all_penalties()) {
        Ok(entries) => Msg::apply(coop_automa_pyramid::Action::Final(entries)),
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
    // A phone held upright: one column, the verdict and the AI's side first.
    if theme::is_phone(ui.ctx()) {
        region(ui, area, "pyramid-end", |ui| {
            verdict(ui, &p.game, results_line, msgs);
            ai_side(ui, &p.game);
            ui.separator();
            player_side(ui, p, msgs);
        });
        return;
    }
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
        verdict(ui, &p.game, results_line, msgs);
        ai_side(ui, &p.game);
    });
    region(ui, right, "pyramid-end-right", |ui| {
        player_side(ui, p, msgs)
    });
}

/// The player's counts to enter and their score term by term; after P25, why there are none.
fn player_side(ui: &mut egui::Ui, p: &mut PyramidPlay, msgs: &mut Vec<Msg>) {
    if p.game.ending() == Some(coop_automa_pyramid::Ending::NoBuyPossible) {
        ui.add(egui::Label::new(RichText::new(t!("pyramid-end-no-buy")).size(theme::BODY)).wrap());
        return;
    }
    counts_form(ui, p, msgs);
    if let Some(score) = p.game.final_score() {
        ui.separator();
        player_terms(ui, score);
    }
}

/// WIN or LOSS, large, with the difference and the results so far.
fn verdict(ui: &mut egui::Ui, game: &PyramidGame, results_line: Option<&str>, msgs: &mut Vec<Msg>) {
    let Some(verdict) = game.verdict() else {
        ui.label(
            RichText::new(t!("pyramid-game-over"))
                .size(theme::HUGE)
                .strong()
                .family(fonts::bold()),
        );
        return;
    };
    let kind = if verdict.is_victory() {
        Verdict::Win
    } else {
        Verdict::Loss
    };
    kit_verdict(ui, &words::verdict_title(verdict), kind);
    let level = game.setup().level;
    let text = match game.final_score() {
        Some(s) => t!(
            "pyramid-end-sum",
            player = signed(s.player.total),
            to_beat = signed(s.to_beat.total),
            difference = signed_diff(s.difference),
            verdict = words::verdict_words(verdict, level)
        ),
        None => t!(
            "pyramid-end-verdict",
            verdict = words::verdict_words(verdict, level)
        ),
    };
    ui.add(egui::Label::new(RichText::new(text).size(theme::BODY).strong()).wrap());
    if let Some(line) = results_line {
        ui.add(egui::Label::new(RichText::new(line).size(theme::BODY)).wrap());
    }
    if crate::bgstats::button(ui, None) {
        msgs.push(Msg::ask(ResultsAsk::LogPlay(None)));
    }
    ui.separator();
}

/// The AI's score pile, face up now (P7), and the score to beat term by term (P26).
fn ai_side(ui: &mut egui::Ui, game: &PyramidGame) {
    let pile = game.score_pile().unwrap_or_default();
    ui.label(
        RichText::new(t!("pyramid-ai-pile-heading"))
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    ui.label(RichText::new(words::score_pile_line(pile)).size(theme::BODY));
    // P25: a game lost for want of a buy is not scored: no score to beat, nothing to enter.
    let scored = game.ending() != Some(coop_automa_pyramid::Ending::NoBuyPossible);
    if let Some(to_beat) = game.score_to_beat().filter(|_| scored) {
        ui.add_space(6.0);
        ui.label(
            RichText::new(t!("pyramid-to-beat"))
                .size(theme::HEADING * 0.8)
                .strong(),
        );
        to_beat_terms(ui, game, &to_beat);
    }
}

fn to_beat_terms(ui: &mut egui::Ui, game: &PyramidGame, to_beat: &ScoreToBeat) {
    let level = game.setup().level;
    let per_card = if level == coop_automa_pyramid::Level::Master {
        t!("pyramid-face-value")
    } else {
        t!("pyramid-each", points = level.points_for(Card::Estate))
    };
    let kingdom = if game.final_score().is_some() {
        to_beat.kingdom_vp.to_string()
    } else {
        t!("pyramid-enter")
    };
    term(
        ui,
        &t!(
            "pyramid-term-ai",
            count = to_beat.ai_cards,
            per_card = per_card
        ),
        &signed(to_beat.ai_points),
    );
    term(ui, &t!("pyramid-field-kingdom"), &kingdom);
    term(
        ui,
        &t!(
            "pyramid-term-left",
            count = to_beat.cards_left,
            points = level.per_card_left()
        ),
        &signed(to_beat.left_points),
    );
    term(
        ui,
        &t!(
            "pyramid-term-curses",
            count = to_beat.curses_left,
            curses = words::named(Card::Curse, None, usize::from(to_beat.curses_left))
        ),
        &signed(to_beat.curse_points),
    );
    term(ui, &t!("pyramid-to-beat"), &signed(to_beat.total));
}

fn term(ui: &mut egui::Ui, what: &str, points: &str) {
    row(
        ui,
        90.0,
        |ui| {
            ui.add(egui::Label::new(RichText::new(what).size(theme::BODY)).wrap());
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
        RichText::new(t!("pyramid-your-counts"))
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    let before = p.counts.clone();
    let f = &mut p.counts;
    // Enter in any count does what "Score the game" does.
    let mut entered = false;
    {
        entered |= field(ui, &t!("pyramid-label-kingdom"), &mut f.kingdom_vp, "0");
        entered |= field(
            ui,
            &t!("pyramid-label-vp", curses = curses()),
            &mut f.player_vp,
            "",
        );
        entered |= field(
            ui,
            &t!("pyramid-label-curses", curses = curses(), max = max_curses),
            &mut f.curses,
            "0",
        );
        if all {
            entered |= field(
                ui,
                &t!("pyramid-label-coppers", coppers = coppers()),
                &mut f.coppers,
                "0",
            );
            ui.label("");
            check(
                ui,
                &mut f.single_trasher,
                t!(
                    "pyramid-label-single",
                    copper = crate::i18n::card("card-copper")
                ),
            );
            ui.end_row();
            entered |= field(ui, &t!("pyramid-label-shelters"), &mut f.shelters, "0");
            ui.label("");
            check(ui, &mut f.no_trasher, t!("pyramid-label-no-trasher"));
            ui.end_row();
            entered |= field(ui, &t!("pyramid-label-ruins"), &mut f.ruins, "0");
            entered |= field(ui, &t!("pyramid-label-full"), &mut f.full_piles, "0");
        }
    }
    // An error is about what was typed: it goes as soon as the counts change.
    if *f != before {
        p.counts_error = None;
    }
    error_line(ui, p.counts_error.as_deref());
    let text = if p.game.final_score().is_some() {
        t!("pyramid-score-again")
    } else {
        t!("pyramid-score")
    };
    if ui
        .add(
            egui::Button::new(RichText::new(text).size(theme::HEADING * 0.8).strong())
                .min_size(egui::vec2(240.0, 52.0)),
        )
        .on_hover_text(t!("pyramid-score-tip"))
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
                    crate::kit::entry::line(value)
                        .hint_text(hint)
                        .desired_width(90.0)
                        .font(egui::TextStyle::Button),
                )
                .labelled_by(label_id);
            // What the player enters now, in view when the game ends.
            crate::kit::in_view::when_it_appears(ui, hint, response.rect);
            entered = submitted(ui, &response);
        },
    );
    entered
}

/// The player's score term by term (P27).
fn player_terms(ui: &mut egui::Ui, s: &FinalScore) {
    ui.label(
        RichText::new(t!("pyramid-your-score"))
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    let p = &s.player;
    let e = &s.entries;
    {
        term(ui, &t!("pyramid-your-vp"), &signed(p.vp));
        let named = |n: u16| -> [String; 5] {
            let n = usize::from(n);
            [
                words::named(Card::Curse, None, n),
                crate::i18n::cards("card-copper", n),
                t!("pyramid-shelters", count = n),
                t!("pyramid-ruins", count = n),
                t!("pyramid-full-piles", count = n),
            ]
        };
        let rows = [
            (e.curses, 0, p.curses),
            (e.coppers, 1, p.coppers),
            (e.shelters, 2, p.shelters),
            (e.ruins, 3, p.ruins),
            (e.full_piles, 4, p.full_piles),
        ];
        for (n, which, points) in rows {
            if n > 0 {
                let what = named(n)[which].clone();
                term(
                    ui,
                    &t!("pyramid-term-count", count = n, what = what),
                    &signed(points),
                );
            }
        }
        term(ui, &t!("pyramid-your-score"), &signed(p.total));
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
