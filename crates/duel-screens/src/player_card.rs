//! One player's card on the Duel's table: the name to tap, life points large, what they drew
//! and "Draw a curse" at a fixed place; laid out as a column, a row or a phone's card.

use crate::i18n::t;
use crate::kit::painted::{self, LEAST, Look};
use crate::kit::{settle, words_button};
use crate::msg::Msg;
use crate::{DuelPlay, words};
use crate::{fit, fonts, theme};
use coop_automa_duel::DuelSession;
use coop_automa_duel::{Action, DuelGame};
use coop_automa_engine::ModeGame;
use egui::{self, Color32, RichText};

/// A seat's colour, the same as in every mode.
pub(super) fn seat_color(player: u8, dark: bool) -> Color32 {
    theme::player_color(usize::from(player), dark)
}

/// A player's card on a phone: the name, life and "Draw a curse" in a row, three lines of what
/// happened to them under it.
pub(super) const PHONE_CARD: f32 = 130.0;

/// How a player's card is laid out.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Shape {
    /// Side by side with the others (a wide window): name, life under it, Draw at the bottom.
    Column,
    /// One above the other (a tablet upright): all in a row, Draw at the right.
    Row,
    /// A phone: name, life and Draw in a row, the card's lines under them across its width.
    Phone,
    /// Side by side in a short window that scrolls: Draw across the top, the name and life
    /// in a row under it, the card's lines below (what the fade of "More below" may cover).
    Short,
}

impl Shape {
    pub(super) fn of(portrait: bool) -> Shape {
        if portrait { Shape::Row } else { Shape::Column }
    }
}

/// One player's column (or row): the name to tap, whose turn, life points large, curse
/// tokens, what they drew last, Sith Lord, and "Draw a curse" at a fixed place.
pub(super) fn player_card(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    p: &mut DuelPlay,
    player: u8,
    shape: Shape,
    msgs: &mut Vec<Msg>,
) {
    let short = shape == Shape::Short;
    let portrait = shape == Shape::Row || shape == Shape::Phone;
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
    let inner = rect.shrink(if short { 7.0 } else { 10.0 });
    let draw_h = 48.0;
    let phone_draw_w = (inner.width() * 0.36).clamp(120.0, 200.0);
    // Packed tight in a short window: the card to take must sit above the "More below" fade.
    let short_draw = theme::finger(ui.ctx());
    let (body, draw_rect) = if short {
        (
            egui::Rect::from_min_max(
                egui::pos2(inner.min.x, inner.min.y + short_draw + 2.0),
                inner.max,
            ),
            egui::Rect::from_min_size(inner.min, egui::vec2(inner.width(), short_draw)),
        )
    } else if phone {
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
            let wide = !portrait && !short && body.width() >= 2.2 * body.height();
            let mut head = |ui: &mut egui::Ui| {
                let title = name.clone();
                let room = ui.available_width().min(body.width()) * 0.9;
                let size =
                    fit::bold_size_to_fit(ui, &title, theme::HEADING, room).max(theme::SMALL);
                let button = crate::choice(
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
                if !portrait && !wide && !short {
                    ui.add(
                        egui::Label::new(RichText::new(&unit).size(theme::SMALL).weak()).extend(),
                    );
                }
            };
            let big = if short {
                short_draw * 0.75
            } else if phone {
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
            let number_at = |ui: &mut egui::Ui, size: f32| {
                ui.label(
                    RichText::new(life_text.as_str())
                        .size(size)
                        .strong()
                        .family(fonts::bold())
                        .color(life_color),
                );
            };
            let number = |ui: &mut egui::Ui| number_at(ui, big);
            // What was drawn (the card to take first) and the details, small.
            let news = |ui: &mut egui::Ui| {
                if let Some(f) = &fresh {
                    take_line(ui, f, theme::BODY, color);
                }
                for d in &details {
                    ui.add(egui::Label::new(RichText::new(d).size(theme::SMALL)).wrap());
                }
            };
            if short {
                ui.spacing_mut().item_spacing.y = 2.0;
                ui.horizontal(|ui| {
                    head(ui);
                    // What is left of the row beside the name ("Out" is long in some tongues).
                    let size = fit::bold_size_to_fit(ui, &life_text, big, ui.available_width())
                        .max(theme::SMALL);
                    number_at(ui, size);
                });
                // The card to take first: the fade of "More below" covers the lines below.
                if let Some(f) = &fresh {
                    take_line(ui, f, theme::BODY, color);
                }
                ui.add(egui::Label::new(RichText::new(&unit).size(theme::SMALL).weak()).wrap());
                for d in &details {
                    ui.add(egui::Label::new(RichText::new(d).size(theme::SMALL)).wrap());
                }
            } else if phone {
                // The row beside "Draw a curse", then the card's lines across its width.
                // The unit in what is left of the row, its words whole (on two lines, or
                // smaller); under the row where even one of its words would not fit there.
                let mut unit_under = false;
                ui.allocate_ui_with_layout(
                    egui::vec2(body.width() - phone_draw_w - 8.0, draw_h),
                    egui::Layout::left_to_right(egui::Align::Center),
                    |ui| {
                        head(ui);
                        number(ui);
                        let room = egui::vec2(ui.available_width(), draw_h);
                        let word = fit::widest_word(ui, &unit, LEAST, false);
                        if word <= room.x {
                            let look = Look::new(theme::SMALL, LEAST, weak)
                                .wrapped()
                                .at(egui::Align2::LEFT_CENTER);
                            painted::label(ui, room, &unit, look);
                        } else {
                            unit_under = true;
                        }
                    },
                );
                if unit_under {
                    ui.add(egui::Label::new(RichText::new(&unit).size(theme::SMALL).weak()).wrap());
                }
                ui.spacing_mut().item_spacing.y = 2.0;
                news(ui);
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
                        news(ui);
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

/// The big number's words: life points, or curse tokens as a negative number, or "out".
fn life_words(out: bool, life: Option<i32>, tokens: u32) -> String {
    match (out, life) {
        (true, _) => t!("duel-out"),
        (false, Some(l)) => words::signed(l),
        (false, None) => words::signed(-(tokens as i32)),
    }
}

/// "Take: Contagion": the card just drawn, in the player's colour, as large as fits up to
/// `max`.
fn take_line(ui: &mut egui::Ui, drawn: &str, max: f32, color: Color32) {
    let text = t!("duel-take", card = drawn);
    let size = fit::size_to_fit(ui, &text, max, ui.available_width()).max(theme::SMALL);
    ui.add(egui::Label::new(RichText::new(text).size(size).strong().color(color)).wrap());
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
        // Each draw reveals a card to take: a double tap must not draw a second one.
        let looks = format!("{what} {}", p.game.actions_applied());
        let slot = egui::Id::unique(("duel-draw", player));
        settle::fade_until_ready(ui, slot, &looks);
        // Its words on one line inside its place, as large as they fit (never below the small
        // size): wrapped, "Tirar uma maldição" at a TV's largest text grew the button over
        // the name and life points under it.
        let words = t!("duel-draw-button");
        let response =
            words_button::words_button(ui, &words, draw_rect.size(), theme::BUTTON, false)
                .on_hover_text(t!("duel-draw-tooltip"));
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &what));
        crate::kit::seen::mark(ui, "answer", &what, &response);
        if settle::clicked(ui, slot, &looks, &response) {
            msgs.push(Msg::apply(Action::Draw { player }));
        }
    });
}
