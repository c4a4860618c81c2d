//! The right-hand side: the supply the humans keep true, each player's States, and the log.

use crate::card_names::CardName;
use crate::i18n::t;
use crate::kit::counted_row;
use crate::kit::fold::fold;
use crate::labels;
use crate::msg::Msg;
use crate::{scroll, theme};
use coop_automa_coop::CoopSession;
use coop_automa_coop::{Action, Change, Game, Phase, Seat, SupplyPile};
use coop_automa_engine::ModeGame;
use egui::{self, RichText};

/// Draws the supply counts with their corrections: a big count and − / + buttons whose
/// accessible labels say what they mean. A row that does not fit the column's width puts
/// the pile's name on a line of its own, so the buttons never leave the screen.
pub fn supply(ui: &mut egui::Ui, game: &Game, msgs: &mut Vec<Msg>) {
    ui.label(
        RichText::new(t!("coop-supply"))
            .size(theme::HEADING)
            .strong(),
    );
    let over = game.is_over();
    let supply = game.supply();
    let mut piles = vec![SupplyPile::Province, SupplyPile::Duchy];
    if game.setup().colonies {
        piles.insert(0, SupplyPile::Colony);
    }
    let row = |ui: &mut egui::Ui, name: &str, left: u8, minus: (&str, bool), plus: (&str, bool)| {
        counted_row(ui, name, &left.to_string(), minus, plus)
    };
    for pile in piles {
        let left = supply.count(pile);
        let took = match game.current_seat() {
            Some(seat) => t!(
                "coop-step-took",
                name = game.name(seat),
                card = pile.card_name()
            ),
            None => t!("coop-action-taken", card = pile.card_name()),
        };
        let back = t!("coop-put-back-button", card = pile.card_name());
        let (minus, plus) = row(
            ui,
            &pile.card_names(2),
            left,
            (&took, !over && left > 0),
            (&back, !over),
        );
        if minus {
            msgs.push(Msg::apply(Action::Supply {
                pile,
                change: Change::Take,
            }));
        }
        if plus {
            msgs.push(Msg::apply(Action::Supply {
                pile,
                change: Change::PutBack,
            }));
        }
    }
    let (minus, plus) = row(
        ui,
        &t!("coop-other-empty-piles"),
        supply.other_empty,
        (
            &t!("coop-action-other-not-empty"),
            !over && supply.other_empty > 0,
        ),
        (&t!("coop-other-empty-button"), !over),
    );
    if minus {
        msgs.push(Msg::apply(Action::OtherEmptyPile {
            change: Change::PutBack,
        }));
    }
    if plus {
        msgs.push(Msg::apply(Action::OtherEmptyPile {
            change: Change::Take,
        }));
    }
    let empty = supply.empty_piles(game.setup().colonies);
    ui.label(labels::empty_piles_line(usize::from(empty)));
}

/// Draws each player's States, with the buttons to return Deluded/Envious and to receive a Hex.
pub fn players(ui: &mut egui::Ui, game: &Game, msgs: &mut Vec<Msg>) {
    for seat in Seat::BOTH {
        player(ui, game, seat, theme::HEADING * 0.85, msgs);
    }
}

/// A device that is one player's own ("my seat", a phone): whose turn it is for them, in
/// large type, then their States (larger than the table's list) with their buttons.
pub fn my_seat(ui: &mut egui::Ui, game: &Game, seat: Seat, msgs: &mut Vec<Msg>) {
    let dark = ui.visuals().dark_mode;
    let name = game.name(seat);
    let (line, color) = match game.current_seat() {
        _ if game.is_over() => (t!("coop-seat-over", name = name), None),
        Some(now) if now == seat => (
            t!("coop-seat-your-turn", name = name),
            Some(crate::colors::seat_color(seat, dark)),
        ),
        Some(now) => (
            t!("coop-seat-their-turn", name = name, other = game.name(now)),
            None,
        ),
        None => (t!("coop-seat-automa", name = name), None),
    };
    let mut text = RichText::new(&line).size(theme::HEADING * 1.2).strong();
    if let Some(color) = color {
        text = text.color(color);
    }
    let shown = ui.add(egui::Label::new(text).wrap());
    crate::kit::seen::mark(ui, "heading", &line, &shown);
    player(ui, game, seat, theme::HEADING * 1.1, msgs);
}

/// One player's States at `size`, with the buttons to return Deluded/Envious and to receive
/// a Hex.
fn player(ui: &mut egui::Ui, game: &Game, seat: Seat, size: f32, msgs: &mut Vec<Msg>) {
    let dark = ui.visuals().dark_mode;
    let during_turn = matches!(game.phase(), Phase::Turn { .. } | Phase::FleetTurns);
    {
        let name = game.name(seat);
        let states = game.states(seat);
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(crate::i18n::drawable(name))
                    .size(size)
                    .strong()
                    .color(crate::colors::seat_color(seat, dark)),
            );
            let held = states.held();
            if held.is_empty() {
                ui.label(t!("coop-no-states"));
            }
            for state in held {
                // Larger only in a seat's own view: the table's list keeps the body's size.
                let mut text = RichText::new(state.card_name()).strong();
                if size > theme::HEADING {
                    text = text.size(size * 0.8);
                }
                ui.label(text)
                    .on_hover_text(crate::words::state_details(state));
            }
        });
        let shared = game.setup().shared_hexes;
        if states.deluded_or_envious.is_none() && !shared {
            return;
        }
        ui.horizontal_wrapped(|ui| {
            // After the end nothing is returned: the States only count for the score.
            if let Some(state) = states.deluded_or_envious.filter(|_| !game.is_over()) {
                let can = game.current_seat() == Some(seat) || game.phase() == Phase::FleetTurns;
                if ui
                    .add_enabled(
                        can,
                        egui::Button::new(t!(
                            "coop-returns-state",
                            name = name,
                            state = state.card_name()
                        )),
                    )
                    .on_hover_text(t!("coop-returns-tip"))
                    .on_disabled_hover_text(t!("coop-returns-disabled-tip"))
                    .clicked()
                {
                    msgs.push(Msg::apply(Action::ReturnState { seat }));
                }
            }
            // With the table's own Hexes the press opens the Hexes still face down, to tap
            // the one turned over (a second press closes them). Kept for this game's turn
            // only: its seed, round and the actions played name it.
            let own_hexes = game.setup().shared_hexes && game.setup().own.hexes;
            let turn_now = (game.setup().seed, game.round(), game.actions_applied());
            let choosing = egui::Id::unique(("coop-choose-turned-hex", seat.index(), turn_now));
            if game.setup().shared_hexes
                && ui
                    .add_enabled(
                        during_turn,
                        egui::Button::new(t!("coop-action-receives-hex", name = name)),
                    )
                    .on_hover_text(t!("coop-receives-tip"))
                    .on_disabled_hover_text(t!("coop-receives-disabled-tip"))
                    .clicked()
            {
                if own_hexes {
                    let open = ui.data(|d| d.get_temp::<bool>(choosing)).unwrap_or(false);
                    ui.data_mut(|d| d.insert_temp(choosing, !open));
                } else {
                    msgs.push(Msg::apply(Action::ReceiveHex { seat }));
                }
            }
            let open = ui.data(|d| d.get_temp::<bool>(choosing)).unwrap_or(false);
            if open && during_turn && own_hexes {
                if let Some(hex) = crate::turned::hex_question(ui, game, name) {
                    msgs.push(Msg::apply(Action::ReceiveTurnedHex { seat, hex }));
                    ui.data_mut(|d| d.insert_temp(choosing, false));
                }
            } else if open {
                ui.data_mut(|d| d.insert_temp(choosing, false));
            }
        });
    }
}

/// Draws the log, newest first, in a box of its own that scrolls (folded with one tap).
pub fn log(ui: &mut egui::Ui, game: &Game) {
    fold(
        ui,
        "log-fold",
        RichText::new(t!("coop-log"))
            .size(theme::HEADING * 0.85)
            .strong(),
        true,
        |ui| {
            // On a phone the page scrolls: a log scrolling of its own would take the drag
            // meant for the page (one scroll per phone screen).
            if theme::is_phone(ui.ctx()) {
                log_lines(ui, game);
                return;
            }
            let height = (ui.clip_rect().bottom() - ui.cursor().top() - 8.0).max(160.0);
            ui.allocate_ui(egui::vec2(ui.available_width(), height), |ui| {
                scroll::column(ui, "log", |ui| log_lines(ui, game));
            });
        },
    );
}

/// The log's lines, newest first.
fn log_lines(ui: &mut egui::Ui, game: &Game) {
    for (_, events) in game.log().rev() {
        for event in events.iter().rev() {
            ui.label(
                RichText::new(crate::words::event_words(game.setup(), event)).size(theme::SMALL),
            );
        }
    }
    ui.label(RichText::new(t!("coop-log-began")).size(theme::SMALL));
}
