//! The attack dialog (D8): the attacker's Warrior (or Silver Lining, or War Trophy), then a
//! page for each living reactor from the attacker's left, then the attacker's hand if Chuck
//! Norris answered, then "Resolve the attack"; once applied, who drew what.

use super::super::i18n::t;
use super::super::kit::dialog::{dialog_width, fixed_dialog_width};
use super::super::kit::step_button;
use super::super::msg::Msg;
use super::super::{settle, theme};
use super::words::{attack_words, event_words, warrior_words as warrior_name};
use super::{BattleDraft, DuelPlay};
use crate::modes::duel::{Action, Answer, AttackKind, Event, MAX_TYPED};
use eframe::egui::{self, RichText};

/// The dialog, while an attack is being entered or its outcome is shown.
pub fn dialog(ctx: &egui::Context, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    if p.attack_shown.is_some() {
        outcome(ctx, p);
        return;
    }
    let Some(draft) = &mut p.battle else { return };
    let game = &p.game;
    let attacker = game.name(game.current());
    let mut close = false;
    let slot = egui::Id::unique("duel-attack");
    let modal = egui::Modal::new(slot).show(ctx, |ui| {
        // One width for every page: a narrower page would move the buttons.
        fixed_dialog_width(ui);
        let max_height = (ctx.content_rect().height() - 120.0).max(200.0);
        // Every page is as tall as the tallest, so Next and Back stay under the finger.
        let page_height = max_height.min(340.0);
        egui::ScrollArea::vertical()
            .max_height(max_height)
            .show(ui, |ui| {
                let reactors = draft.reactors.len();
                let top = ui.cursor().min.y;
                if draft.page == 0 {
                    attacker_page(ui, draft, &attacker, game.war_trophy_owed());
                } else if draft.page <= reactors {
                    let i = draft.page - 1;
                    let reactor = game.name(draft.reactors[i]);
                    reactor_page(
                        ui,
                        draft,
                        i,
                        &reactor,
                        &attacker,
                        game.sith_lord(draft.reactors[i]),
                    );
                } else {
                    summary_page(ui, draft, game, &attacker);
                }
                // Padded to the tallest page seen so far too: a long page (the attacker's)
                // must not leave the buttons lower than on the next page.
                let used = ui.cursor().min.y - top;
                let tallest_id = slot.with("tallest");
                let tallest = ui
                    .data(|d| d.get_temp::<f32>(tallest_id))
                    .unwrap_or(0.0)
                    .max(used);
                ui.data_mut(|d| d.insert_temp(tallest_id, tallest));
                ui.add_space(page_height.max(tallest) - used + 8.0);
                ui.horizontal_wrapped(|ui| {
                    let big = |text: &str| {
                        egui::Button::new(RichText::new(text).size(theme::BUTTON).strong())
                            .min_size(egui::vec2(120.0, 48.0))
                    };
                    // Cancel, Back and Next keep their places on every page (Back greyed
                    // where there is nothing to go back to), and a tap on a button that just
                    // changed is not taken: a double tap on Next never hits Back, Cancel or
                    // "Resolve the attack".
                    if ui.add(big(&t!("duel-battle-cancel"))).clicked() {
                        close = true;
                    }
                    // War Trophy's dialog opens on the answers: its kind is fixed.
                    let first = if draft.kind == Some(AttackKind::WarTrophy) {
                        1
                    } else {
                        0
                    };
                    let back_text = t!("duel-battle-back");
                    let back = ui.add_enabled(draft.page > first, big(&back_text));
                    if settle::clicked(ui, slot.with("back"), &back_text, &back) {
                        draft.page -= 1;
                    }
                    let next = match draft.reactors.get(draft.page) {
                        _ if draft.page > reactors => t!("duel-battle-resolve"),
                        Some(&r) if draft.page < reactors => {
                            t!("duel-battle-next-name", name = game.name(r))
                        }
                        _ => t!("duel-battle-next"),
                    };
                    let response = ui.add_enabled(draft.kind.is_some(), big(&next));
                    if !settle::clicked(ui, slot.with("next"), &next, &response) {
                        // Not pressed, or pressed before it stood still.
                    } else if draft.page <= reactors {
                        draft.page += 1;
                    } else {
                        match draft.to_attack(game.life_points_on()) {
                            Some(attack) => msgs.push(Msg::Apply(Action::Attack(attack).into())),
                            None => msgs.push(Msg::BadEntry(t!("duel-battle-choose-first"))),
                        }
                    }
                });
            });
    });
    if close || modal.should_close() {
        p.battle = None;
    }
}

/// Page 0: what attacks. Strengths are numbers; three Warriors have names (D8.1).
fn attacker_page(ui: &mut egui::Ui, draft: &mut BattleDraft, attacker: &str, war_trophy: u32) {
    ui.label(
        RichText::new(t!("duel-battle-attacks-with", name = attacker))
            .size(theme::HEADING)
            .strong(),
    );
    ui.label(
        RichText::new(t!("duel-battle-warrior-strength"))
            .size(theme::BODY)
            .strong(),
    );
    let (strength, raid) = match draft.kind {
        Some(AttackKind::Warrior { strength, raid }) => (Some(strength), raid),
        _ => (None, false),
    };
    if let Some(s) = strength_grid(ui, strength, &[], &t!("duel-battle-attacker-warrior")) {
        draft.kind = Some(AttackKind::Warrior { strength: s, raid });
    }
    let mut raid_on = raid;
    if ui
        .add_enabled(
            strength.is_some(),
            egui::Checkbox::new(
                &mut raid_on,
                RichText::new(t!("duel-battle-raid")).size(theme::BODY),
            ),
        )
        .changed()
        && let Some(strength) = strength
    {
        draft.kind = Some(AttackKind::Warrior {
            strength,
            raid: raid_on,
        });
    }
    ui.add_space(6.0);
    ui.label(
        RichText::new(t!("duel-battle-or"))
            .size(theme::BODY)
            .strong(),
    );
    ui.horizontal_wrapped(|ui| {
        let silver = super::choice(
            draft.kind == Some(AttackKind::SilverLining),
            RichText::new(t!("duel-battle-silver-lining")).size(theme::BODY),
        )
        .min_size(egui::vec2(44.0, 48.0));
        if ui.add(silver).clicked() {
            draft.kind = Some(AttackKind::SilverLining);
        }
        let trophy = super::choice(
            draft.kind == Some(AttackKind::WarTrophy),
            RichText::new(t!("duel-attack-war-trophy")).size(theme::BODY),
        )
        .min_size(egui::vec2(44.0, 48.0));
        if ui
            .add_enabled(war_trophy > 0, trophy)
            .on_disabled_hover_text(t!("duel-battle-war-trophy-tooltip"))
            .clicked()
        {
            draft.kind = Some(AttackKind::WarTrophy);
        }
    });
    // An answer that no longer fits the attack goes: Warriors answer only Warriors.
    if !matches!(draft.kind, Some(AttackKind::Warrior { .. })) {
        for a in &mut draft.answers {
            a.warrior = None;
        }
    }
}

/// One reactor's page: nothing, Vaccination, a Warrior, or a Warrior and Vaccination (D8.2).
fn reactor_page(
    ui: &mut egui::Ui,
    draft: &mut BattleDraft,
    i: usize,
    reactor: &str,
    attacker: &str,
    sith_lord: bool,
) {
    let kind = draft.kind.map(attack_words).unwrap_or_default();
    ui.label(
        RichText::new(t!(
            "duel-battle-answers",
            name = reactor,
            attacker = attacker,
            attack = kind
        ))
        .size(theme::HEADING)
        .strong(),
    );
    if sith_lord {
        ui.label(RichText::new(t!("duel-battle-sith-lord", name = reactor)).size(theme::SMALL));
    }
    let warriors = matches!(draft.kind, Some(AttackKind::Warrior { .. }));
    let taken = draft.strengths_taken(Some(i));
    let answer = &mut draft.answers[i];
    ui.horizontal_wrapped(|ui| {
        let nothing = super::choice(
            *answer == Answer::NOTHING,
            RichText::new(t!("duel-battle-nothing")).size(theme::BODY),
        )
        .min_size(egui::vec2(120.0, 48.0));
        let r = ui.add(nothing);
        let label = t!("duel-battle-nothing-label", name = reactor);
        r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if r.clicked() {
            *answer = Answer::NOTHING;
        }
        let mut vaccination = answer.vaccination;
        let label = t!("duel-battle-vaccination-label", name = reactor);
        let r = ui.add(egui::Checkbox::new(
            &mut vaccination,
            RichText::new(t!("duel-battle-vaccination")).size(theme::BODY),
        ));
        r.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::CheckBox, true, vaccination, &label)
        });
        if r.changed() {
            answer.vaccination = vaccination;
        }
    });
    if warriors {
        ui.label(
            RichText::new(t!("duel-battle-warrior-strength"))
                .size(theme::BODY)
                .strong(),
        );
        let whose = t!("duel-battle-reactor-warrior", name = reactor);
        if let Some(s) = strength_grid(ui, answer.warrior, &taken, &whose) {
            answer.warrior = if answer.warrior == Some(s) {
                None
            } else {
                Some(s)
            };
        }
    } else {
        ui.label(RichText::new(t!("duel-battle-only-vaccination")).size(theme::SMALL));
    }
}

/// The answers once more, the attacker's hand if Chuck Norris answered, and "Resolve".
fn summary_page(
    ui: &mut egui::Ui,
    draft: &mut BattleDraft,
    game: &crate::modes::duel::DuelGame,
    attacker: &str,
) {
    let kind = draft.kind.map(attack_words).unwrap_or_default();
    ui.label(
        RichText::new(t!("duel-battle-summary", name = attacker, attack = kind))
            .size(theme::HEADING)
            .strong(),
    );
    for (&r, a) in draft.reactors.iter().zip(&draft.answers) {
        let what = match (a.warrior, a.vaccination) {
            (None, false) => t!("duel-battle-answer-nothing"),
            (None, true) => t!("duel-battle-vaccination"),
            (Some(s), false) => warrior_name(s),
            (Some(s), true) => t!("duel-battle-answer-both", warrior = warrior_name(s)),
        };
        ui.label(
            RichText::new(t!("duel-battle-answer", name = game.name(r), answer = what))
                .size(theme::BODY),
        );
    }
    if draft.chuck_norris_answered() && game.life_points_on() {
        ui.add_space(6.0);
        ui.label(
            RichText::new(t!("duel-battle-chuck-norris", name = attacker))
                .size(theme::BODY)
                .strong(),
        );
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(t!("duel-battle-hand-vp", n = draft.hand_vp)).size(theme::BODY));
            if step_button(ui, "−", draft.hand_vp > 0, &t!("duel-battle-hand-vp-fewer")).clicked()
            {
                draft.hand_vp -= 1;
            }
            if step_button(
                ui,
                "+",
                draft.hand_vp < MAX_TYPED,
                &t!("duel-battle-hand-vp-more"),
            )
            .clicked()
            {
                draft.hand_vp += 1;
            }
            ui.label(
                RichText::new(t!("duel-battle-hand-curses", n = draft.hand_curses))
                    .size(theme::BODY),
            );
            if step_button(
                ui,
                "−",
                draft.hand_curses > 0,
                &t!("duel-battle-hand-curses-fewer"),
            )
            .clicked()
            {
                draft.hand_curses -= 1;
            }
            if step_button(
                ui,
                "+",
                draft.hand_curses < MAX_TYPED,
                &t!("duel-battle-hand-curses-more"),
            )
            .clicked()
            {
                draft.hand_curses += 1;
            }
        });
    }
}

/// Ten strength buttons (1..=10), the chosen one marked, the taken ones greyed; returns the
/// strength tapped.
fn strength_grid(ui: &mut egui::Ui, chosen: Option<u8>, taken: &[u8], whose: &str) -> Option<u8> {
    let mut tapped = None;
    ui.horizontal_wrapped(|ui| {
        for s in 1..=10u8 {
            let text = match s {
                1 => t!("duel-battle-grid-sith-lord"),
                8 => t!("duel-battle-grid-angel"),
                10 => t!("duel-battle-grid-chuck-norris"),
                s => s.to_string(),
            };
            let free = !taken.contains(&s);
            let button = super::choice(chosen == Some(s), RichText::new(text).size(theme::BODY))
                .min_size(egui::vec2(48.0, 48.0));
            let r = ui.add_enabled(free, button);
            let label = t!("duel-battle-grid-label", whose = whose, strength = s);
            r.widget_info(|| {
                egui::WidgetInfo::selected(egui::Role::Button, free, chosen == Some(s), &label)
            });
            if r.clicked() {
                tapped = Some(s);
            }
        }
    });
    tapped
}

/// Who drew what in the attack just resolved: each line of it, the draws strongest.
fn outcome(ctx: &egui::Context, p: &mut DuelPlay) {
    let game = &p.game;
    let Some((_, events)) = game.log().next_back() else {
        p.attack_shown = None;
        return;
    };
    let setup = game.setup();
    let mut done = false;
    let modal = egui::Modal::new(egui::Id::unique("duel-attack-outcome")).show(ctx, |ui| {
        dialog_width(ui);
        ui.label(
            RichText::new(t!("duel-battle-outcome"))
                .size(theme::HEADING)
                .strong(),
        );
        let max_height = (ctx.content_rect().height() - 160.0).max(160.0);
        egui::ScrollArea::vertical()
            .max_height(max_height)
            .show(ui, |ui| {
                for event in events {
                    let strong = matches!(
                        event,
                        Event::Drew { .. }
                            | Event::CurseTokens { .. }
                            | Event::PileCurse { .. }
                            | Event::Eliminated { .. }
                            | Event::GameOver(_)
                    );
                    let text = RichText::new(event_words(setup, event)).size(if strong {
                        theme::BODY
                    } else {
                        theme::SMALL
                    });
                    ui.add(egui::Label::new(if strong { text.strong() } else { text }).wrap());
                }
            });
        if ui
            .add(
                egui::Button::new(
                    RichText::new(t!("duel-battle-done"))
                        .size(theme::BUTTON)
                        .strong(),
                )
                .min_size(egui::vec2(160.0, 48.0)),
            )
            .clicked()
        {
            done = true;
        }
    });
    if done || modal.should_close() {
        p.attack_shown = None;
    }
}
