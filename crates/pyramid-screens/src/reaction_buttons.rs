//! The pyramid screen's column of reactions: a button for each thing the AI reacts to,
//! grouped by the turn's phases, with the overpay steppers beside the buys.

use crate::i18n::t;
use crate::kit::fold::fold;
use crate::kit::{seen, words_button};
use crate::msg::Msg;
use crate::words::{bought_words, curse};
use crate::{PyramidPlay, Tool};
use crate::{fit, theme};
use coop_automa_pyramid::PyramidSession;
use coop_automa_pyramid::{
    Action, Bought, Buy, CurseChange, CurseTo, MAX_COINS, Phase, PyramidGame, ReshuffleChoice,
};
use egui::{self, RichText};

/// A full-width button for a reaction; true when pressed.
fn reaction(ui: &mut egui::Ui, text: &str, hint: &str) -> bool {
    let width = ui.available_width();
    let response =
        words_button::tall_enough(ui, text, width, 48.0, theme::BODY).on_hover_text(hint);
    seen::mark(ui, "answer", text, &response);
    response.clicked()
}

fn heading(ui: &mut egui::Ui, text: &str) {
    ui.add_space(6.0);
    ui.label(RichText::new(text).size(theme::BODY).strong());
}

/// "[−] 2 [+]": dollars, changed by taps within 0..=MAX_COINS.
fn coins(ui: &mut egui::Ui, label: &str, value: &mut u8) {
    let less = t!("pyramid-coins-less", what = label);
    let more = t!("pyramid-coins-more", what = label);
    crate::kit::stepped(ui, value, 0..=MAX_COINS, (less, more), |ui, value| {
        // Whole, as a widget a wrapping row moves to its next line (a label flowing on would
        // run past the column's edge).
        let count = RichText::new(format!("{value}")).size(theme::HEADING * 0.8);
        ui.add(egui::Label::new(count.strong()).extend());
    });
}

/// Which reactions a column holds.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Part {
    /// Reshuffle, the action phase, the Curse supply and the log.
    Actions,
    /// The buy phase.
    Buys,
    All,
}

/// The right column: a button per reaction, grouped by the turn's phases.
pub(super) fn reactions(ui: &mut egui::Ui, p: &mut PyramidPlay, part: Part, msgs: &mut Vec<Msg>) {
    let actions = part != Part::Buys;
    let buys = part != Part::Actions;
    let game = &p.game;
    let mut apply = |a: Action| msgs.push(Msg::apply(a));
    let (owed, _) = game.owed();
    // What stands in place of the reactions is said once, in the first column.
    if (owed > 0 || game.phase() == Phase::BeforeFirstTurn) && !actions {
        return;
    }
    if owed > 0 {
        ui.label(
            RichText::new(t!("pyramid-owed-big", count = owed))
                .size(theme::HEADING)
                .strong(),
        );
        ui.add(
            egui::Label::new(
                RichText::new(t!("pyramid-owed-help", curse = curse())).size(theme::BODY),
            )
            .wrap(),
        );
        return;
    }
    match game.phase() {
        Phase::BeforeFirstTurn if game.to_deal().is_some() => {
            ui.add(
                egui::Label::new(RichText::new(t!("pyramid-line-dealing")).size(theme::BODY))
                    .wrap(),
            );
            return;
        }
        Phase::BeforeFirstTurn => {
            let help = if game.setup().own_deck {
                t!("pyramid-dealt-help-own")
            } else {
                t!("pyramid-dealt-help")
            };
            ui.add(egui::Label::new(RichText::new(help).size(theme::BODY)).wrap());
            return;
        }
        Phase::Over => return,
        Phase::Turn | Phase::BetweenTurns => {}
    }
    if actions {
        heading(ui, &t!("pyramid-reshuffled"));
        ui.columns(2, |cols| {
            if reaction(
                &mut cols[0],
                &t!("pyramid-take-curse", curse = curse()),
                &t!("pyramid-take-curse-tip", curse = curse()),
            ) {
                apply(Action::Reshuffle {
                    choice: ReshuffleChoice::TakeCurse,
                });
            }
            if reaction(
                &mut cols[1],
                &t!("pyramid-ai-scores"),
                &t!("pyramid-ai-scores-tip"),
            ) {
                apply(Action::Reshuffle {
                    choice: ReshuffleChoice::AiScores,
                });
            }
        });
    }
    if actions && game.phase() == Phase::Turn {
        let marks = game.turn_marks();
        heading(ui, &t!("pyramid-action-phase"));
        let seven = if marks.seven_cards {
            t!("pyramid-seven-done")
        } else {
            t!("pyramid-seven")
        };
        if reaction(ui, &seven, &t!("pyramid-seven-tip")) {
            apply(Action::SevenCards);
        }
        let fourth = if marks.fourth_action {
            t!("pyramid-fourth-done")
        } else {
            t!("pyramid-fourth")
        };
        if reaction(ui, &fourth, &t!("pyramid-fourth-tip")) {
            apply(Action::FourthAction);
        }
        if reaction(
            ui,
            &t!("pyramid-give-curse", curse = curse()),
            &t!(
                "pyramid-give-curse-tip",
                curse = curse(),
                tool = Tool::CurseHere.label()
            ),
        ) {
            apply(Action::GiveCurse { to: CurseTo::Trash });
        }
    }
    if buys && game.phase() == Phase::Turn {
        heading(ui, &t!("pyramid-buy-phase"));
        let name = bought_words(Bought::Gold);
        let gold = t!(
            "pyramid-buy-treasure",
            card = name.as_str(),
            price = 6,
            overpay = p.gold_overpay
        );
        let what = t!("pyramid-overpaid-what", card = name);
        if buy_row(ui, &gold, &t!("pyramid-gold-tip"), |ui| {
            coins(ui, &what, &mut p.gold_overpay)
        }) {
            apply(Action::Buy(Buy::Gold {
                overpay: p.gold_overpay,
            }));
        }
        let name = bought_words(Bought::Platinum);
        let platinum = t!(
            "pyramid-buy-treasure",
            card = name.as_str(),
            price = 9,
            overpay = p.platinum_overpay
        );
        let what = t!("pyramid-overpaid-what", card = name);
        if buy_row(ui, &platinum, &t!("pyramid-platinum-tip"), |ui| {
            coins(ui, &what, &mut p.platinum_overpay)
        }) {
            apply(Action::Buy(Buy::Platinum {
                overpay: p.platinum_overpay,
            }));
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(t!("pyramid-victory-costs")).size(theme::SMALL));
            coins(ui, &t!("pyramid-victory-cost-what"), &mut p.victory_cost);
            ui.label(RichText::new(t!("pyramid-overpaid")).size(theme::SMALL));
            coins(
                ui,
                &t!("pyramid-victory-overpaid-what"),
                &mut p.victory_overpay,
            );
        });
        if reaction(
            ui,
            &t!(
                "pyramid-buy-victory",
                cost = p.victory_cost,
                overpay = p.victory_overpay
            ),
            &t!("pyramid-buy-victory-tip"),
        ) {
            apply(Action::Buy(Buy::VictoryKingdom {
                cost: p.victory_cost,
                overpay: p.victory_overpay,
            }));
        }
        ui.add(
            egui::Label::new(
                RichText::new(t!("pyramid-buy-from-pyramid", tool = Tool::Buy.label()))
                    .size(theme::SMALL),
            )
            .wrap(),
        );
        if reaction(
            ui,
            &t!("pyramid-no-buy"),
            &t!(
                "pyramid-no-buy-tip",
                copper = crate::i18n::card("card-copper")
            ),
        ) {
            apply(Action::NoBuyPossible);
        }
    }
    if part == Part::Buys && game.phase() == Phase::BetweenTurns {
        ui.add(egui::Label::new(RichText::new(t!("pyramid-buys-later")).size(theme::BODY)).wrap());
    }
    if actions {
        heading(
            ui,
            &t!(
                "pyramid-curse-supply",
                curse = curse(),
                left = game.curses_left(),
                total = game.curses_in_game()
            ),
        );
        ui.columns(2, |cols| {
            if reaction(
                &mut cols[0],
                &t!("pyramid-curse-left-button", curse = curse()),
                &t!("pyramid-curse-left-tip", curse = curse()),
            ) {
                apply(Action::CorrectCurses {
                    change: CurseChange::Left,
                });
            }
            if reaction(
                &mut cols[1],
                &t!("pyramid-curse-back-button", curse = curse()),
                &t!("pyramid-curse-back-tip", curse = curse()),
            ) {
                apply(Action::CorrectCurses {
                    change: CurseChange::Returned,
                });
            }
        });
        fold(
            ui,
            "pyramid-log",
            RichText::new(t!("pyramid-log")).size(theme::BODY).strong(),
            false,
            |ui| log(ui, game),
        );
    }
}

/// A buy's button, with its overpay stepper on the same row at its right.
fn buy_row(ui: &mut egui::Ui, text: &str, hint: &str, stepper: impl FnOnce(&mut egui::Ui)) -> bool {
    let mut clicked = false;
    ui.horizontal(|ui| {
        // The button takes what the stepper leaves, exactly (its words wrap inside), so a
        // long label never pushes the stepper past the column's edge: "+$", "−", the count
        // and "+", a finger square each at any zoom.
        let gap = ui.spacing().item_spacing.x;
        let stepper_width = fit::text_width(ui, "+$", theme::SMALL)
            + 2.0 * theme::finger(ui.ctx())
            + fit::text_width(ui, "99", theme::HEADING * 0.8)
            + 4.0 * gap
            + 2.0;
        let width = (ui.available_width() - stepper_width).max(120.0);
        let response =
            words_button::tall_enough(ui, text, width, 48.0, theme::BODY).on_hover_text(hint);
        seen::mark(ui, "answer", text, &response);
        clicked = response.clicked();
        ui.label(RichText::new("+$").size(theme::SMALL));
        stepper(ui);
    });
    clicked
}

/// Every step, newest first.
fn log(ui: &mut egui::Ui, game: &PyramidGame) {
    let setup = game.setup();
    for (action, events) in game.log().rev() {
        ui.label(
            RichText::new(crate::words::action_words(setup, action))
                .size(theme::SMALL)
                .strong(),
        );
        for e in events {
            ui.add(
                egui::Label::new(
                    RichText::new(crate::words::event_words(setup, e)).size(theme::SMALL),
                )
                .wrap(),
            );
        }
    }
}
