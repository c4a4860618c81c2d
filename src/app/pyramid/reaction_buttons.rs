//! The pyramid screen's column of reactions: a button for each thing the AI reacts to,
//! grouped by the turn's phases, with the overpay steppers beside the buys.

use super::super::msg::Msg;
use super::super::theme;
use super::PyramidPlay;
use crate::modes::pyramid::{
    Action, Buy, CurseChange, CurseTo, MAX_COINS, Phase, PyramidGame, ReshuffleChoice, count,
};
use eframe::egui::{self, RichText};

/// A full-width button for a reaction; true when pressed.
fn reaction(ui: &mut egui::Ui, text: &str, hint: &str) -> bool {
    ui.add(
        egui::Button::new(RichText::new(text).size(theme::BODY))
            .wrap_mode(egui::TextWrapMode::Wrap)
            .min_size(egui::vec2(ui.available_width(), 48.0)),
    )
    .on_hover_text(hint)
    .clicked()
}

fn heading(ui: &mut egui::Ui, text: &str) {
    ui.add_space(6.0);
    ui.label(RichText::new(text).size(theme::BODY).strong());
}

/// "[−] 2 [+]": dollars, changed by taps within 0..=MAX_COINS.
fn coins(ui: &mut egui::Ui, label: &str, value: &mut u8) {
    if super::super::kit::step_button(ui, "−", *value > 0, &format!("{label}: $1 less")).clicked()
    {
        *value -= 1;
    }
    ui.label(
        RichText::new(format!("{value}"))
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    if super::super::kit::step_button(ui, "+", *value < MAX_COINS, &format!("{label}: $1 more"))
        .clicked()
    {
        *value += 1;
    }
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
    let mut apply = |a: Action| msgs.push(Msg::Apply(a.into()));
    let (owed, _) = game.owed();
    // What stands in place of the reactions is said once, in the first column.
    if (owed > 0 || game.phase() == Phase::BeforeFirstTurn) && !actions {
        return;
    }
    if owed > 0 {
        ui.label(
            RichText::new(format!(
                "The AI scores {}.",
                count(usize::from(owed), "card", "cards")
            ))
            .size(theme::HEADING)
            .strong(),
        );
        ui.add(
            egui::Label::new(
                RichText::new("Tap a lit card of the pyramid: it goes face down on the AI's score pile (a Curse takes the pile's top card to the trash; an Attack card is trashed).")
                    .size(theme::BODY),
            )
            .wrap(),
        );
        return;
    }
    match game.phase() {
        Phase::BeforeFirstTurn => {
            ui.add(
                egui::Label::new(
                    RichText::new("The pyramid is dealt. Lay out the same six cards, then start turn 1 with the big button. The reactions come once the turn starts.")
                        .size(theme::BODY),
                )
                .wrap(),
            );
            return;
        }
        Phase::Over => return,
        Phase::Turn | Phase::BetweenTurns => {}
    }
    if actions {
        heading(ui, "Your deck was reshuffled");
        ui.columns(2, |cols| {
            if reaction(
                &mut cols[0],
                "Take a Curse",
                "A Curse from the supply into your discard pile. If VP tokens are in the supply, one leaves play.",
            ) {
                apply(Action::Reshuffle {
                    choice: ReshuffleChoice::TakeCurse,
                });
            }
            if reaction(
                &mut cols[1],
                "The AI scores",
                "The AI scores the leftmost card of the lowest row.",
            ) {
                apply(Action::Reshuffle {
                    choice: ReshuffleChoice::AiScores,
                });
            }
        });
    }
    if actions && game.phase() == Phase::Turn {
        let marks = game.turn_marks();
        heading(ui, "Action phase");
        let seven = if marks.seven_cards {
            "7+ cards (done this turn)"
        } else {
            "7+ cards in hand and play: AI scores 1"
        };
        if reaction(
            ui,
            seven,
            "Cards drawn bring your hand plus this turn's played cards to 7 or more (or the higher number a card of yours says). Once a turn; not on an Outpost turn.",
        ) {
            apply(Action::SevenCards);
        }
        let fourth = if marks.fourth_action {
            "4th Action (done this turn)"
        } else {
            "4th Action played: AI scores 1"
        };
        if reaction(
            ui,
            fourth,
            "The 4th Action card played this turn, Durations from earlier turns apart. Once a turn; not on an Outpost turn.",
        ) {
            apply(Action::FourthAction);
        }
        if reaction(
            ui,
            "Give the AI a Curse: to the trash",
            "The Curse goes to the trash with the top card of the AI's score pile. To put it into an empty place instead, choose \"Curse to a place\" and tap the place.",
        ) {
            apply(Action::GiveCurse { to: CurseTo::Trash });
        }
    }
    if buys && game.phase() == Phase::Turn {
        heading(ui, "Buy phase: most expensive first");
        let gold = format!("Buy Gold ($6{})", plus(p.gold_overpay));
        if buy_row(ui, &gold, "AI scores 1, less 1 per $2 overpaid.", |ui| {
            coins(ui, "Gold overpaid", &mut p.gold_overpay)
        }) {
            apply(Action::Buy(Buy::Gold {
                overpay: p.gold_overpay,
            }));
        }
        let platinum = format!("Buy Platinum ($9{})", plus(p.platinum_overpay));
        if buy_row(
            ui,
            &platinum,
            "AI scores 2, less 1 per $2 overpaid.",
            |ui| coins(ui, "Platinum overpaid", &mut p.platinum_overpay),
        ) {
            apply(Action::Buy(Buy::Platinum {
                overpay: p.platinum_overpay,
            }));
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new("Victory kingdom card: costs").size(theme::SMALL));
            coins(ui, "Victory kingdom card's cost", &mut p.victory_cost);
            ui.label(RichText::new("overpaid").size(theme::SMALL));
            coins(ui, "Victory kingdom card overpaid", &mut p.victory_overpay);
        });
        if reaction(
            ui,
            &format!(
                "Buy a Victory kingdom card (${}{})",
                p.victory_cost,
                plus(p.victory_overpay)
            ),
            "Gardens, Duke, Great Hall...: AI scores 2, less 1 per $2 overpaid.",
        ) {
            apply(Action::Buy(Buy::VictoryKingdom {
                cost: p.victory_cost,
                overpay: p.victory_overpay,
            }));
        }
        ui.add(
            egui::Label::new(
                RichText::new("A card of the pyramid: choose \"Buy\" above it and tap the card.")
                    .size(theme::SMALL),
            )
            .wrap(),
        );
        if reaction(
            ui,
            "No buy possible: the game is lost",
            "Nothing affordable, not even a Copper: the game ends at once, lost and unscored. An Outpost turn with no Action played needs no buy: just end it.",
        ) {
            apply(Action::NoBuyPossible);
        }
    }
    if part == Part::Buys && game.phase() == Phase::BetweenTurns {
        ui.add(
            egui::Label::new(
                RichText::new("Buys come once the next turn starts.").size(theme::BODY),
            )
            .wrap(),
        );
    }
    if actions {
        heading(
            ui,
            &format!(
                "Curse supply: {} of {} left",
                game.curses_left(),
                game.curses_in_game()
            ),
        );
        ui.columns(2, |cols| {
            if reaction(
                &mut cols[0],
                "A Curse left it",
                "A kingdom card moved a Curse from the supply to you: one fewer.",
            ) {
                apply(Action::CorrectCurses {
                    change: CurseChange::Left,
                });
            }
            if reaction(
                &mut cols[1],
                "A Curse came back",
                "A Curse of yours went back to the supply: one more.",
            ) {
                apply(Action::CorrectCurses {
                    change: CurseChange::Returned,
                });
            }
        });
        egui::CollapsingHeader::new(RichText::new("Log").size(theme::BODY).strong())
            .id_salt("pyramid-log")
            .default_open(false)
            .show(ui, |ui| log(ui, game));
    }
}

/// A buy's button, with its overpay stepper on the same row at its right.
fn buy_row(ui: &mut egui::Ui, text: &str, hint: &str, stepper: impl FnOnce(&mut egui::Ui)) -> bool {
    let mut clicked = false;
    ui.horizontal(|ui| {
        // The button takes what the stepper leaves, exactly (its words wrap inside), so a
        // long label never pushes the stepper past the column's edge.
        let width = (ui.available_width() - 200.0).max(120.0);
        clicked = ui
            .add_sized(
                [width, 48.0],
                egui::Button::new(RichText::new(text).size(theme::BODY))
                    .wrap_mode(egui::TextWrapMode::Wrap),
            )
            .on_hover_text(hint)
            .clicked();
        ui.label(RichText::new("+$").size(theme::SMALL));
        stepper(ui);
    });
    clicked
}

fn plus(overpay: u8) -> String {
    if overpay == 0 {
        String::new()
    } else {
        format!(" + ${overpay}")
    }
}

/// Every step, newest first.
fn log(ui: &mut egui::Ui, game: &PyramidGame) {
    let setup = game.setup();
    for (action, events) in game.log().rev() {
        ui.label(
            RichText::new(super::words::action_words(setup, action))
                .size(theme::SMALL)
                .strong(),
        );
        for e in events {
            ui.add(
                egui::Label::new(
                    RichText::new(super::words::event_words(setup, e)).size(theme::SMALL),
                )
                .wrap(),
            );
        }
    }
}
