//! The Duel's play screen: whose turn and the Curse Deck's count at the top, with the
//! elimination banner; one column per player (a row each when the screen stands upright)
//! with life points the largest number on screen; the changes for the player chosen and what
//! just happened below; undo, redo, End turn and the supply report in the bottom bar.

use crate::bar::{
    Actor, Chrome, bar_cells, big_button, bottom_bar, history_buttons, in_cell, primary_tooltip,
    status_band,
};
use crate::i18n::t;
use crate::kit::lines::{self, StatusPart};
use crate::kit::region;
use crate::last_steps::last_steps;
use crate::mode::ModeWords;
use crate::msg::Msg;
use crate::player_card::{PHONE_CARD, Shape, player_card, seat_color};
use crate::{DuelPlay, battle, changes, end, turned, words};
use crate::{fit, theme};
use coop_automa_duel::DuelSession;
use coop_automa_duel::{Action, DuelGame, Event};
use coop_automa_engine::ModeGame;
use egui::{self, RichText};

pub fn play_screen(ui: &mut egui::Ui, p: &mut DuelPlay, chrome: &Chrome, msgs: &mut Vec<Msg>) {
    egui::Panel::top("duel-status").show(ui, |ui| {
        status_band(ui, chrome, msgs, theme::HUGE * 0.7, |ui, size| {
            status_line(ui, &p.game, size)
        });
        banner(ui, &p.game);
    });
    bottom_bar(ui, "duel-actions", |ui| action_bar(ui, p, msgs));
    egui::CentralPanel::default().show(ui, |ui| {
        let area = ui.available_rect_before_wrap();
        // A phone held upright: one scrolling column, the players' cards, then the changes
        // for the one chosen and what just happened (one scroll area, not three).
        if theme::is_phone(ui.ctx()) {
            region(ui, area, "duel-phone", |ui| phone_column(ui, p, msgs));
            return;
        }
        let portrait = area.width() < area.height() * 0.9;
        let n = p.game.player_count();
        let gap = 12.0;
        // A short window at a large text size (a laptop at 1.5 or more): the cards at the
        // height their lines need, side by side, and the changes and what just happened
        // under them in the same scrolling column (a fixed share left the changes a sliver).
        if !portrait && area.height() < COLUMN_CARD + LEAST_BELOW {
            region(ui, area, "duel-short", |ui| short_column(ui, p, msgs, gap));
            return;
        }
        // The players take a fixed share: their columns never move when the panel below
        // changes.
        let players_h = if portrait {
            (area.height() * 0.42).min(n as f32 * 150.0)
        } else {
            (area.height() * 0.36)
                .max(COLUMN_CARD)
                .min(area.height() - LEAST_BELOW)
        };
        let players =
            egui::Rect::from_min_size(area.min, egui::vec2(area.width(), players_h.max(120.0)));
        for (i, rect) in player_rects(players, n, portrait, gap, p.my_seat)
            .into_iter()
            .enumerate()
        {
            player_card(ui, rect, p, i as u8, Shape::of(portrait), msgs);
        }
        let below = egui::Rect::from_min_max(egui::pos2(area.min.x, players.max.y + gap), area.max);
        if p.game.is_over() {
            end::show(ui, below, p, msgs);
            return;
        }
        let (left, right) = if portrait {
            let split = below.min.y + below.height() * 0.62;
            (
                egui::Rect::from_min_max(below.min, egui::pos2(below.max.x, split)),
                egui::Rect::from_min_max(egui::pos2(below.min.x, split + gap), below.max),
            )
        } else {
            let split = below.min.x + below.width() * 0.62;
            (
                egui::Rect::from_min_max(below.min, egui::pos2(split, below.max.y)),
                egui::Rect::from_min_max(egui::pos2(split + gap, below.min.y), below.max),
            )
        };
        region(ui, left, "duel-changes", |ui| changes::show(ui, p, msgs));
        region(ui, right, "duel-log", |ui| last_steps(ui, p, msgs));
    });
    battle::dialog(ui.ctx(), p, msgs);
    // Over the attack it waits on, when an attack draws a card not yet told.
    turned::dialog(ui.ctx(), p, msgs);
}

/// The phone's one column: each player's card (of one fixed height, so nothing moves as its
/// lines come and go), then the end, or the changes for the player chosen and what just
/// happened.
fn phone_column(ui: &mut egui::Ui, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    let width = ui.available_width();
    if let Some(me) = p.my_seat {
        return my_seat_column(ui, p, me, msgs);
    }
    for player in 0..p.game.player_count() as u8 {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(width, PHONE_CARD), egui::Sense::hover());
        // Drawn in a child that takes no room of its own: the card is what was allocated.
        let mut card = ui.new_child(egui::UiBuilder::new().max_rect(rect));
        player_card(&mut card, rect, p, player, Shape::Phone, msgs);
    }
    ui.separator();
    under_the_cards(ui, p, msgs);
}

/// A phone that is one player's own ("my seat"): that player's card first and large, the
/// changes (theirs) right under it, then the other players' cards and what just happened.
fn my_seat_column(ui: &mut egui::Ui, p: &mut DuelPlay, me: u8, msgs: &mut Vec<Msg>) {
    let width = ui.available_width();
    let card = |ui: &mut egui::Ui, p: &mut DuelPlay, player: u8, h: f32, shape, msgs: &mut _| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(width, h), egui::Sense::hover());
        let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect));
        player_card(&mut child, rect, p, player, shape, msgs);
    };
    card(ui, p, me, MY_CARD, Shape::Column, msgs);
    ui.separator();
    if p.game.is_over() {
        end::content(ui, p, msgs);
    } else {
        changes::show(ui, p, msgs);
    }
    ui.separator();
    for player in (0..p.game.player_count() as u8).filter(|&o| o != me) {
        card(ui, p, player, PHONE_CARD, Shape::Phone, msgs);
    }
    if !p.game.is_over() {
        ui.separator();
        last_steps(ui, p, msgs);
    }
}

/// A phone's own player's card ("my seat"): taller than the others', its number larger.
const MY_CARD: f32 = 240.0;

/// A player's card in a short window: "Draw a curse", the name and the number, the card
/// drawn and two lines more (points).
const SHORT_CARD: f32 = 200.0;
/// The least height of the players' cards side by side, with the changes beside what just
/// happened under them (points).
const COLUMN_CARD: f32 = 210.0;
/// The least room the changes need under the cards, else the table is one scrolling column
/// (points).
const LEAST_BELOW: f32 = 160.0;

/// A short window's one column: the cards side by side at the top (every "Draw a curse" in
/// view), then the end, or the changes for the player chosen and what just happened.
fn short_column(ui: &mut egui::Ui, p: &mut DuelPlay, msgs: &mut Vec<Msg>, gap: f32) {
    let width = ui.available_width();
    let (row, _) = ui.allocate_exact_size(egui::vec2(width, SHORT_CARD), egui::Sense::hover());
    let n = p.game.player_count();
    for (i, rect) in player_rects(row, n, false, gap, p.my_seat)
        .into_iter()
        .enumerate()
    {
        let mut card = ui.new_child(egui::UiBuilder::new().max_rect(rect));
        player_card(&mut card, rect, p, i as u8, Shape::Short, msgs);
    }
    ui.separator();
    under_the_cards(ui, p, msgs);
}

/// Under the cards of one scrolling column: the end, or the changes for the player chosen
/// and what just happened.
fn under_the_cards(ui: &mut egui::Ui, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    if p.game.is_over() {
        end::content(ui, p, msgs);
        return;
    }
    changes::show(ui, p, msgs);
    ui.separator();
    last_steps(ui, p, msgs);
}

/// The players' places: side by side in a wide window, one above the other when upright;
/// a device's own seat (`mine`) twice the others' share.
fn player_rects(
    area: egui::Rect,
    n: usize,
    portrait: bool,
    gap: f32,
    mine: Option<u8>,
) -> Vec<egui::Rect> {
    let share = |i: usize| if mine == Some(i as u8) { 2.0 } else { 1.0 };
    let shares: f32 = (0..n).map(share).sum();
    let room = if portrait {
        area.height()
    } else {
        area.width()
    } - gap * (n as f32 - 1.0);
    let mut at = if portrait { area.min.y } else { area.min.x };
    (0..n)
        .map(|i| {
            let length = room * share(i) / shares;
            let rect = if portrait {
                egui::Rect::from_min_size(
                    egui::pos2(area.min.x, at),
                    egui::vec2(area.width(), length),
                )
            } else {
                egui::Rect::from_min_size(
                    egui::pos2(at, area.min.y),
                    egui::vec2(length, area.height()),
                )
            };
            at += length + gap;
            rect
        })
        .collect()
}

/// Whose turn (or who won), beside what is left to draw.
fn status_line(ui: &mut egui::Ui, game: &DuelGame, max: f32) {
    let turn = words::turn_line(game);
    let deck = words::deck_line(game);
    let dark = ui.visuals().dark_mode;
    // The win's colour once decided; while the VP are typed, no player's colour (green is
    // also the third player's).
    let color = if game.outcome().is_some() {
        theme::win_color(dark)
    } else if game.is_over() {
        ui.visuals().strong_text_color()
    } else {
        seat_color(game.current(), dark)
    };
    lines::status_pair(
        ui,
        StatusPart {
            text: &turn,
            color: Some(color),
            scale: 1.0,
            bold: true,
        },
        StatusPart {
            text: &deck,
            color: None,
            scale: 0.8,
            bold: false,
        },
        max,
        theme::HEADING * 0.8,
    );
}

/// The line under the status, always there so nothing below it moves: the elimination
/// banner (D7.1) when the last action put a player out, and the deck's running out (D9.7),
/// large and in the warning colour; otherwise what the table does now, quietly.
fn banner(ui: &mut egui::Ui, game: &DuelGame) {
    let mut warnings: Vec<String> = Vec::new();
    if let Some((_, events)) = game.log().next_back() {
        for event in events {
            warnings.push(match *event {
                Event::Eliminated { player, .. } => {
                    t!("duel-banner-out", name = game.name(player))
                }
                Event::DeckEmptied => t!("duel-banner-deck-empty"),
                Event::CursePileEmptied => t!("duel-banner-pile-empty"),
                _ => continue,
            });
        }
    }
    // The table's own deck: cards turned over and not drawn (a press cancelled, an attack
    // undone) lie face up on it, and the next draws take them.
    let waiting = game.turned_waiting();
    // Only while the game runs: after the end no curse is drawn.
    if !waiting.is_empty() && !game.is_over() {
        warnings.push(t!(
            "duel-banner-turned-waiting",
            cards = turned::cards_words(waiting),
            n = waiting.len()
        ));
    }
    // What to do now in the strong colour every mode's step line has (it was the weak grey
    // of a hint, hard to read across a room); a warning in the warning colour.
    let (text, color) = if warnings.is_empty() {
        (words::now_line(game), None)
    } else {
        (
            warnings.join(" "),
            Some(theme::warn_color(ui.visuals().dark_mode)),
        )
    };
    // At least one line's height, so nothing below moves while the line is short.
    let width = ui.available_width();
    ui.allocate_ui_with_layout(
        egui::vec2(width, theme::HEADING * 1.3),
        egui::Layout::top_down(egui::Align::Min),
        |ui| {
            ui.set_min_height(theme::HEADING * 1.3);
            lines::step_line(ui, &text, theme::HEADING, color);
        },
    );
}

/// Undo and redo, the big button, and the supply report End turn carries (D10.2).
fn action_bar(ui: &mut egui::Ui, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    let [left, middle, right] = bar_cells(ui);
    in_cell(ui, left, &mut |ui| {
        history_buttons(
            ui,
            words::step_words(&p.game, true),
            words::step_words(&p.game, false),
            msgs,
        );
    });
    in_cell(ui, middle, &mut |ui| {
        let (text, msg) = primary(p);
        // Coloured by who acts now: the current player's seat; nobody's once it is over.
        let actor = if p.game.is_over() {
            Actor::Nobody
        } else {
            Actor::Seat(usize::from(p.game.current()))
        };
        let tooltip = primary_tooltip(ui, &crate::Screens::primary_help());
        if big_button(ui, &text, actor, msg.is_some(), &tooltip)
            && let Some(msg) = msg
        {
            msgs.push(msg);
        }
    });
    // The switch over the stepper, each a finger tall, the stepper's words between two
    // fingers: where the cell cannot hold them (a phone lying down), they go atop the changes.
    let finger = theme::finger(ui.ctx());
    let words = t!("duel-report-empty", n = coop_automa_duel::MAX_OTHER_EMPTY);
    let wide = 2.0 * finger
        + fit::text_width(ui, &words, theme::BODY * 0.9)
        + 3.0 * ui.spacing().item_spacing.x;
    let tall = ui.spacing().interact_size.y + 4.0 + finger;
    p.report_in_panel = right.width() < wide.max(220.0) || right.height() + 1.0 < tall;
    in_cell(ui, right, &mut |ui| {
        if p.game.is_over() {
            return;
        }
        if p.report_in_panel {
            // Too narrow for the switches (they are atop the changes): what End turn carries.
            let text = report_summary(p.report);
            // Not justified: a justified cell would stretch the words letter by letter.
            ui.with_layout(egui::Layout::top_down(egui::Align::Center), |ui| {
                ui.add(egui::Label::new(RichText::new(text).size(theme::SMALL)).wrap());
            });
            return;
        }
        changes::report_controls(ui, p);
    });
}

/// "No pile empty", "Province pile empty, 2 others": the report End turn carries.
fn report_summary(report: coop_automa_duel::PileReport) -> String {
    let n = report.other_empty;
    if report.province_empty {
        t!("duel-report-summary-province", n = n)
    } else {
        t!("duel-report-summary", n = n)
    }
}

/// The big button's words and what it sends (`None`: greyed).
fn primary(p: &DuelPlay) -> (String, Option<Msg>) {
    if p.finished() {
        return (t!("big-new-game"), Some(Msg::NewGame));
    }
    if p.game.is_over() {
        return (t!("duel-primary-type-vp"), None);
    }
    let player = p.game.current();
    // With the piles reported empty, the button says the game ends with this turn (D10.2).
    let (name, turn) = (p.game.name(player), p.game.turns(player) + 1);
    let text = if p.game.turn_end_ends_game(p.report) {
        t!("duel-primary-end-turn-ends", name = name, turn = turn)
    } else {
        t!("duel-primary-end-turn", name = name, turn = turn)
    };
    (text, Some(Msg::apply(Action::EndTurn(p.report))))
}

/// What the big button's key does: End turn; nothing on the verdict (a new game takes a
/// click, as in the other modes).
pub fn primary_msg(p: &DuelPlay) -> Option<Msg> {
    if p.game.is_over() {
        return None;
    }
    primary(p).1
}
