//! The Duel's play screen: whose turn and the Curse Deck's count at the top, with the
//! elimination banner; one column per player (a row each when the screen stands upright)
//! with life points the largest number on screen; the changes for the player chosen and what
//! just happened below; undo, redo, End turn and the supply report in the bottom bar.

use super::super::i18n::t;
use super::super::kit::bar::{
    Actor, SHORT, bar_cells, big_button, bottom_bar, history_buttons, in_cell, primary_tooltip,
    short_status,
};
use super::super::kit::lines::{self, StatusPart};
use super::super::kit::region;
use super::super::kit::tools::top_tools;
use super::super::msg::Msg;
use super::super::{fit, fonts, settle, theme};
use super::last_steps::last_steps;
use super::{DuelPlay, battle, changes, end, words};
use crate::modes::duel::{Action, DuelGame, Event};
use eframe::egui::{self, Color32, RichText};

/// A seat's colour, the same as in every mode.
fn seat_color(player: u8, dark: bool) -> Color32 {
    theme::player_color(usize::from(player), dark)
}

pub fn play_screen(ui: &mut egui::Ui, p: &mut DuelPlay, info: Option<&str>, msgs: &mut Vec<Msg>) {
    let short = ui.ctx().content_rect().height() < SHORT;
    egui::Panel::top("duel-status").show(ui, |ui| {
        if short {
            short_status(ui, msgs, info, theme::HUGE * 0.7, |ui, size| {
                status_line(ui, &p.game, size)
            });
        } else {
            top_tools(ui, msgs, true, info);
            status_line(ui, &p.game, theme::HUGE);
        }
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
        // The players take a fixed share: their columns never move when the panel below
        // changes.
        let players_h = if portrait {
            (area.height() * 0.42).min(n as f32 * 150.0)
        } else {
            (area.height() * 0.36).max(210.0).min(area.height() - 160.0)
        };
        let players =
            egui::Rect::from_min_size(area.min, egui::vec2(area.width(), players_h.max(120.0)));
        for (i, rect) in player_rects(players, n, portrait, gap)
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
}

/// The phone's one column: each player's card (of one fixed height, so nothing moves as its
/// lines come and go), then the end, or the changes for the player chosen and what just
/// happened.
fn phone_column(ui: &mut egui::Ui, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    let width = ui.available_width();
    for player in 0..p.game.player_count() as u8 {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(width, PHONE_CARD), egui::Sense::hover());
        // Drawn in a child that takes no room of its own: the card is what was allocated.
        let mut card = ui.new_child(egui::UiBuilder::new().max_rect(rect));
        player_card(&mut card, rect, p, player, Shape::Phone, msgs);
    }
    ui.separator();
    if p.game.is_over() {
        end::content(ui, p, msgs);
        return;
    }
    changes::show(ui, p, msgs);
    ui.separator();
    last_steps(ui, p, msgs);
}

/// A player's card on a phone: the name, life and "Draw a curse" in a row, three lines of what
/// happened to them under it.
const PHONE_CARD: f32 = 130.0;

/// How a player's card is laid out.
#[derive(Clone, Copy, PartialEq)]
enum Shape {
    /// Side by side with the others (a wide window): name, life under it, Draw at the bottom.
    Column,
    /// One above the other (a tablet upright): all in a row, Draw at the right.
    Row,
    /// A phone: name, life and Draw in a row, the card's lines under them across its width.
    Phone,
}

impl Shape {
    fn of(portrait: bool) -> Shape {
        if portrait { Shape::Row } else { Shape::Column }
    }
}

/// The players' places: side by side in a wide window, one above the other when upright.
fn player_rects(area: egui::Rect, n: usize, portrait: bool, gap: f32) -> Vec<egui::Rect> {
    let n_f = n as f32;
    (0..n)
        .map(|i| {
            let i = i as f32;
            if portrait {
                let h = (area.height() - gap * (n_f - 1.0)) / n_f;
                egui::Rect::from_min_size(
                    egui::pos2(area.min.x, area.min.y + i * (h + gap)),
                    egui::vec2(area.width(), h),
                )
            } else {
                let w = (area.width() - gap * (n_f - 1.0)) / n_f;
                egui::Rect::from_min_size(
                    egui::pos2(area.min.x + i * (w + gap), area.min.y),
                    egui::vec2(w, area.height()),
                )
            }
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
    let (text, color) = if warnings.is_empty() {
        (words::now_line(game), ui.visuals().weak_text_color())
    } else {
        (
            warnings.join(" "),
            theme::warn_color(ui.visuals().dark_mode),
        )
    };
    // At least one line's height, so nothing below moves while the line is short.
    let width = ui.available_width();
    ui.allocate_ui_with_layout(
        egui::vec2(width, theme::HEADING * 1.3),
        egui::Layout::top_down(egui::Align::Min),
        |ui| {
            ui.set_min_height(theme::HEADING * 1.3);
            lines::step_line(ui, &text, theme::HEADING, Some(color));
        },
    );
}

/// One player's column (or row): the name to tap, whose turn, life points large, curse
/// tokens, what they drew last, Sith Lord, and "Draw a curse" at a fixed place.
fn player_card(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    p: &mut DuelPlay,
    player: u8,
    shape: Shape,
    msgs: &mut Vec<Msg>,
) {
    let portrait = shape != Shape::Column;
    let phone = shape == Shape::Phone;
    let game = &p.game;
    let dark = ui.visuals().dark_mode;
    let color = seat_color(player, dark);
    let out = game.is_eliminated(player);
    let current = game.current() == player && !game.is_over();
    let selected = p.selected == player && !game.is_over();
    let stroke = if selected {
        egui::Stroke::new(5.0, color)
    } else {
        egui::Stroke::new(1.5, ui.visuals().widgets.noninteractive.bg_stroke.color)
    };
    let fill = if current {
        color.gamma_multiply(0.18)
    } else {
        ui.visuals().faint_bg_color
    };
    ui.painter()
        .rect(rect, 10.0, fill, stroke, egui::StrokeKind::Inside);
    let inner = rect.shrink(10.0);
    let draw_h = 48.0;
    let phone_draw_w = (inner.width() * 0.36).clamp(120.0, 200.0);
    let (body, draw_rect) = if phone {
        (
            inner,
            egui::Rect::from_min_max(
                egui::pos2(inner.max.x - phone_draw_w, inner.min.y),
                egui::pos2(inner.max.x, inner.min.y + draw_h),
            ),
        )
    } else if portrait {
        let w = (inner.width() * 0.3).clamp(140.0, 260.0);
        (
            egui::Rect::from_min_max(inner.min, egui::pos2(inner.max.x - w - 8.0, inner.max.y)),
            egui::Rect::from_min_max(
                egui::pos2(inner.max.x - w, inner.center().y - draw_h / 2.0),
                egui::pos2(inner.max.x, inner.center().y + draw_h / 2.0),
            ),
        )
    } else {
        (
            egui::Rect::from_min_max(
                inner.min,
                egui::pos2(inner.max.x, inner.max.y - draw_h - 6.0),
            ),
            egui::Rect::from_min_max(egui::pos2(inner.min.x, inner.max.y - draw_h), inner.max),
        )
    };
    let name = game.name(player);
    let life = game.life(player);
    let tokens = game.curse_tokens(player);
    // The card to take from the Curse Deck now: large, in the player's colour, until the next
    // action; then it is "last drew" in small print.
    let fresh = words::just_drawn(game, player);
    let weak = ui.visuals().weak_text_color();
    ui.scope_builder(
        egui::UiBuilder::new()
            .max_rect(body)
            .layout(egui::Layout::top_down(egui::Align::Min)),
        |ui| {
            ui.set_clip_rect(body.intersect(ui.clip_rect()));
            let unit = match (out, life.is_some()) {
                (true, _) => String::new(),
                (false, true) => t!("duel-unit-life"),
                (false, false) => t!("duel-unit-tokens"),
            };
            // A column much wider than tall (three players or fewer on a laptop or a TV): the
            // number beside the name and the lines, as tall as the column, so it grows with
            // the screen and is read from across the room.
            let wide = !portrait && body.width() >= 2.2 * body.height();
            let mut head = |ui: &mut egui::Ui| {
                let title = name.clone();
                let room = ui.available_width().min(body.width()) * 0.9;
                let size =
                    fit::bold_size_to_fit(ui, &title, theme::HEADING, room).max(theme::SMALL);
                let button = super::choice(
                    selected,
                    RichText::new(title)
                        .size(size)
                        .strong()
                        .family(fonts::bold())
                        .color(color),
                )
                .min_size(theme::finger_square(ui.ctx()));
                let response = ui.add_enabled(!out && !game.is_over(), button);
                response.widget_info(|| {
                    egui::WidgetInfo::selected(egui::Role::Button, !out, selected, &name)
                });
                if response.clicked() {
                    p.selected = player;
                    p.list = None;
                }
                // What the big number is, beside the name (on a phone, beside the number).
                // (A wide column has it under the number.)
                if !portrait && !wide {
                    ui.add(
                        egui::Label::new(RichText::new(&unit).size(theme::SMALL).weak()).extend(),
                    );
                }
            };
            let big = if phone {
                draw_h * 0.8
            } else if wide {
                // No wider than half the column ("Out" in a longer language too), its unit's
                // line under it.
                let tall = ((body.height() - 26.0) / 1.2).clamp(36.0, 170.0);
                let life_text = life_words(out, life, tokens);
                fit::bold_size_to_fit(ui, &life_text, tall, body.width() * 0.5).max(36.0)
            } else if portrait {
                (body.height() * 0.75).clamp(28.0, 110.0)
            } else {
                // A line is about 1.25 times its font size: the number fits under the name.
                ((body.height() - 56.0) / 1.25).clamp(36.0, 130.0)
            };
            let life_text = life_words(out, life, tokens);
            let life_color = if out {
                weak
            } else {
                ui.visuals().strong_text_color()
            };
            let details = details(game, player, current);
            let number = |ui: &mut egui::Ui| {
                ui.label(
                    RichText::new(life_text.as_str())
                        .size(big)
                        .strong()
                        .family(fonts::bold())
                        .color(life_color),
                );
            };
            if phone {
                // The row beside "Draw a curse", then the card's lines across its width.
                ui.allocate_ui_with_layout(
                    egui::vec2(body.width() - phone_draw_w - 8.0, draw_h),
                    egui::Layout::left_to_right(egui::Align::Center),
                    |ui| {
                        head(ui);
                        number(ui);
                        ui.add(
                            egui::Label::new(RichText::new(&unit).size(theme::SMALL).weak()).wrap(),
                        );
                    },
                );
                ui.spacing_mut().item_spacing.y = 2.0;
                if let Some(f) = &fresh {
                    take_line(ui, f, theme::BODY, color);
                }
                for d in &details {
                    ui.add(egui::Label::new(RichText::new(d).size(theme::SMALL)).wrap());
                }
            } else if portrait {
                ui.horizontal(|ui| {
                    head(ui);
                    number(ui);
                    // The row is narrow: the number's unit and what was drawn share the
                    // column beside it, wrapped.
                    ui.vertical(|ui| {
                        // Three small lines fit the row's height only packed tight.
                        ui.spacing_mut().item_spacing.y = 0.0;
                        ui.label(RichText::new(&unit).size(theme::SMALL).weak());
                        if let Some(f) = &fresh {
                            take_line(ui, f, theme::BODY, color);
                        }
                        for d in &details {
                            ui.add(egui::Label::new(RichText::new(d).size(theme::SMALL)).wrap());
                        }
                    });
                });
            } else if wide {
                ui.horizontal_top(|ui| {
                    ui.vertical(|ui| {
                        ui.spacing_mut().item_spacing.y = 0.0;
                        number(ui);
                        ui.label(RichText::new(&unit).size(theme::SMALL).weak());
                    });
                    ui.vertical(|ui| {
                        head(ui);
                        if let Some(f) = &fresh {
                            take_line(ui, f, theme::HEADING, color);
                        }
                        for d in &details {
                            ui.add(
                                egui::Label::new(RichText::new(d).size(theme::BODY * 0.9)).wrap(),
                            );
                        }
                    });
                });
            } else {
                ui.horizontal(|ui| head(ui));
                ui.horizontal(|ui| {
                    number(ui);
                    ui.vertical(|ui| {
                        if let Some(f) = &fresh {
                            take_line(ui, f, theme::HEADING, color);
                        }
                        for d in &details {
                            ui.label(RichText::new(d).size(theme::BODY * 0.9));
                        }
                    });
                });
            }
        },
    );
    if !out && !p.game.is_over() {
        draw_button(ui, draw_rect, p, player, msgs);
    }
}

/// "Take: Contagion": the card just drawn, in the player's colour, as large as fits up to
/// `max`.
/// The big number's words: life points, or curse tokens as a negative number, or "out".
fn life_words(out: bool, life: Option<i32>, tokens: u32) -> String {
    match (out, life) {
        (true, _) => t!("duel-out"),
        (false, Some(l)) => words::signed(l),
        (false, None) => words::signed(-(tokens as i32)),
    }
}

fn take_line(ui: &mut egui::Ui, drawn: &str, max: f32, color: Color32) {
    let text = t!("duel-take", card = drawn);
    let size = fit::size_to_fit(ui, &text, max, ui.available_width()).max(theme::SMALL);
    ui.add(egui::Label::new(RichText::new(text).size(size).strong().color(color)).wrap());
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
        let tooltip = primary_tooltip(
            ui,
            <crate::modes::duel::Duel as super::super::keeps::Registered>::ID,
        );
        if big_button(ui, &text, actor, msg.is_some(), &tooltip)
            && let Some(msg) = msg
        {
            msgs.push(msg);
        }
    });
    // The switch over the stepper, each a finger tall, the stepper's words between two
    // fingers: where the cell cannot hold them (a phone lying down), they go atop the changes.
    let finger = theme::finger(ui.ctx());
    let words = t!("duel-report-empty", n = crate::modes::duel::MAX_OTHER_EMPTY);
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
fn report_summary(report: crate::modes::duel::PileReport) -> String {
    let n = report.other_empty;
    if report.province_empty {
        t!("duel-report-summary-province", n = n)
    } else {
        t!("duel-report-summary", n = n)
    }
}

/// The small lines beside a player's big number: their place if out, else whether they play
/// now, the card they last drew, their curse tokens, Sith Lord.
fn details(game: &DuelGame, player: u8, current: bool) -> Vec<String> {
    let mut details = Vec::new();
    if game.is_eliminated(player) {
        if let Some(i) = game.eliminated().iter().position(|&q| q == player) {
            details.push(t!("duel-detail-eliminated", place = i + 1));
        }
        return details;
    }
    if current {
        details.push(t!("duel-detail-playing"));
    }
    let last = words::last_drawn(game, player);
    if let (Some(last), None) = (&last, words::just_drawn(game, player)) {
        details.push(t!("duel-detail-last-drew", card = last.as_str()));
    }
    let tokens = game.curse_tokens(player);
    if tokens > 0 || game.life(player).is_none() {
        details.push(words::curse_tokens(tokens));
    }
    if game.sith_lord(player) {
        details.push(t!("duel-detail-sith-lord"));
    }
    details
}

/// A living player's "Draw a curse" button, under their card.
fn draw_button(
    ui: &mut egui::Ui,
    draw_rect: egui::Rect,
    p: &DuelPlay,
    player: u8,
    msgs: &mut Vec<Msg>,
) {
    let name = p.game.name(player);
    ui.scope_builder(egui::UiBuilder::new().max_rect(draw_rect), |ui| {
        let what = t!("duel-draw-label", name = name.as_str());
        let response = ui
            .add(
                egui::Button::new(
                    RichText::new(t!("duel-draw-button"))
                        .size(theme::BUTTON)
                        .strong(),
                )
                .min_size(draw_rect.size()),
            )
            .on_hover_text(t!("duel-draw-tooltip"));
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &what));
        super::super::kit::seen::mark(ui, "answer", &what, &response);
        // Each draw reveals a card to take: a double tap must not draw a second one.
        let looks = format!("{what} {}", p.game.actions_applied());
        let slot = egui::Id::unique(("duel-draw", player));
        if settle::clicked(ui, slot, &looks, &response) {
            msgs.push(Msg::Apply(Action::Draw { player }.into()));
        }
    });
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
    (text, Some(Msg::Apply(Action::EndTurn(p.report).into())))
}

/// What the big button's key does: End turn; nothing on the verdict (a new game takes a
/// click, as in the other modes).
pub fn primary_msg(p: &DuelPlay) -> Option<Msg> {
    if p.game.is_over() {
        return None;
    }
    primary(p).1
}
