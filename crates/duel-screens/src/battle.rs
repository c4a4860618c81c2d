//! The attack dialog (D8): the attacker's Warrior (or Silver Lining, or War Trophy), then a
//! page for each living reactor from the attacker's left, then the attacker's hand if Chuck
//! Norris answered, then "Resolve the attack"; once applied, who drew what.

use crate::i18n::t;
use crate::kit::check;
use crate::kit::dialog_frame::{Frame, button_row, button_row_settled};
use crate::kit::seen;
use crate::kit::settle;
use crate::kit::stepped;
use crate::msg::Msg;
use crate::theme;
use crate::words::{attack_words, event_words, warrior_words as warrior_name};
use crate::{BattleDraft, DuelPlay};
use coop_automa_duel::DuelSession;
use coop_automa_duel::{Action, Answer, AttackKind, Event, MAX_TYPED};
use egui::{self, RichText};

/// The dialog, while an attack is being entered or its outcome is shown: the kit's frame of
/// pages, each opening at its top, Cancel, Back and Next pinned under them in the same
/// places on every page. Next is greyed on a page until its answer is tapped (none is chosen
/// for anyone), so the second tap of a double tap on Next meets a greyed button; a tap on a
/// button that just changed is not taken either (`settle`).
pub fn dialog(ctx: &egui::Context, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    if p.attack_shown.is_some() {
        outcome(ctx, p);
        return;
    }
    let Some(draft) = &mut p.battle else { return };
    let game = &p.game;
    let attacker = game.name(game.current());
    let reactors = draft.reactors.len();
    let slot = egui::Id::unique("duel-attack");
    let mut close = false;
    let frame = Frame {
        id: "duel-attack",
        title: t!("duel-battle-title", name = attacker.as_str()).into(),
        page: Some(draft.page),
    };
    let shut = frame.show(
        ctx,
        draft,
        |ui, draft| {
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
        },
        |ui, draft| {
            // War Trophy's dialog opens on the answers: its kind is fixed.
            let first = if draft.kind == Some(AttackKind::WarTrophy) {
                1
            } else {
                0
            };
            let cancel = t!("duel-battle-cancel");
            let back = t!("duel-battle-back");
            let next = match draft.reactors.get(draft.page) {
                _ if draft.page > reactors => t!("duel-battle-resolve"),
                Some(&r) if draft.page < reactors => {
                    t!("duel-battle-next-name", name = game.name(r))
                }
                _ => t!("duel-battle-next"),
            };
            let pressed = button_row_settled(
                ui,
                &[
                    (&cancel, true, None),
                    (&back, draft.page > first, Some(slot.with("back"))),
                    (&next, draft.page_answered(), Some(slot.with("next"))),
                ],
            );
            if pressed[0].clicked() {
                close = true;
            }
            if settle::clicked(ui, slot.with("back"), &back, &pressed[1]) {
                draft.page -= 1;
            }
            if !settle::clicked(ui, slot.with("next"), &next, &pressed[2]) {
                // Not pressed, or pressed before it stood still.
            } else if draft.page <= reactors {
                draft.page += 1;
            } else {
                match draft.to_attack(game.life_points_on()) {
                    Some(attack) => msgs.push(Msg::apply(Action::Attack(attack))),
                    None => msgs.push(Msg::BadEntry(t!("duel-battle-choose-first"))),
                }
            }
        },
    );
    if close || shut {
        p.battle = None;
    }
}

/// Page 0: what attacks. Strengths are numbers; three Warriors have names (D8.1).
fn attacker_page(ui: &mut egui::Ui, draft: &mut BattleDraft, attacker: &str, war_trophy: u32) {
    question(ui, &t!("duel-battle-attacks-with", name = attacker));
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
        .add_enabled_ui(strength.is_some(), |ui| {
            check(ui, &mut raid_on, t!("duel-battle-raid"))
        })
        .inner
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
        let silver = crate::choice(
            draft.kind == Some(AttackKind::SilverLining),
            RichText::new(t!("duel-battle-silver-lining")).size(theme::BODY),
        )
        .min_size(theme::finger_square(ui.ctx()).max(egui::vec2(0.0, 48.0)));
        if ui.add(silver).clicked() {
            draft.kind = Some(AttackKind::SilverLining);
        }
        let trophy = crate::choice(
            draft.kind == Some(AttackKind::WarTrophy),
            RichText::new(t!("duel-attack-war-trophy")).size(theme::BODY),
        )
        .min_size(theme::finger_square(ui.ctx()).max(egui::vec2(0.0, 48.0)));
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
        for a in draft.answers.iter_mut().flatten() {
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
    question(
        ui,
        &t!(
            "duel-battle-answers",
            name = reactor,
            attacker = attacker,
            attack = kind
        ),
    );
    if sith_lord {
        ui.label(RichText::new(t!("duel-battle-sith-lord", name = reactor)).size(theme::SMALL));
    }
    let warriors = matches!(draft.kind, Some(AttackKind::Warrior { .. }));
    let taken = draft.strengths_taken(Some(i));
    let answer = &mut draft.answers[i];
    let given = answer.unwrap_or(Answer::NOTHING);
    ui.horizontal_wrapped(|ui| {
        let nothing = crate::choice(
            *answer == Some(Answer::NOTHING),
            RichText::new(t!("duel-battle-nothing")).size(theme::BODY),
        )
        .min_size(theme::finger_square(ui.ctx()).max(egui::vec2(120.0, 48.0)));
        let r = ui.add(nothing);
        seen::mark_chosen(
            ui,
            "answer",
            &t!("duel-battle-nothing"),
            &r,
            *answer == Some(Answer::NOTHING),
        );
        let label = t!("duel-battle-nothing-label", name = reactor);
        r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if r.clicked() {
            *answer = Some(Answer::NOTHING);
        }
        let mut vaccination = given.vaccination;
        let label = t!("duel-battle-vaccination-label", name = reactor);
        let r = check(ui, &mut vaccination, t!("duel-battle-vaccination"));
        r.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::CheckBox, true, vaccination, &label)
        });
        if r.changed() {
            *answer = Some(Answer {
                vaccination,
                ..given
            });
        }
    });
    if warriors {
        ui.label(
            RichText::new(t!("duel-battle-warrior-strength"))
                .size(theme::BODY)
                .strong(),
        );
        let whose = t!("duel-battle-reactor-warrior", name = reactor);
        if let Some(s) = strength_grid(ui, given.warrior, &taken, &whose) {
            let warrior = if given.warrior == Some(s) {
                None
            } else {
                Some(s)
            };
            *answer = Some(Answer { warrior, ..given });
        }
    } else {
        ui.label(RichText::new(t!("duel-battle-only-vaccination")).size(theme::SMALL));
    }
}

/// The answers once more, the attacker's hand if Chuck Norris answered, and "Resolve".
fn summary_page(
    ui: &mut egui::Ui,
    draft: &mut BattleDraft,
    game: &coop_automa_duel::DuelGame,
    attacker: &str,
) {
    let kind = draft.kind.map(attack_words).unwrap_or_default();
    question(
        ui,
        &t!("duel-battle-summary", name = attacker, attack = kind),
    );
    for (&r, a) in draft.reactors.iter().zip(&draft.answers) {
        let a = a.unwrap_or(Answer::NOTHING);
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
            let meanings = (
                t!("duel-battle-hand-vp-fewer"),
                t!("duel-battle-hand-vp-more"),
            );
            stepped(ui, &mut draft.hand_vp, 0..=MAX_TYPED, meanings, |_, _| {});
            ui.label(
                RichText::new(t!("duel-battle-hand-curses", n = draft.hand_curses))
                    .size(theme::BODY),
            );
            let fewer = t!("duel-battle-hand-curses-fewer");
            let meanings = (fewer, t!("duel-battle-hand-curses-more"));
            stepped(
                ui,
                &mut draft.hand_curses,
                0..=MAX_TYPED,
                meanings,
                |_, _| {},
            );
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
            let button = crate::choice(
                chosen == Some(s),
                RichText::new(text.clone()).size(theme::BODY),
            )
            .min_size(theme::finger_square(ui.ctx()).max(egui::vec2(48.0, 48.0)));
            let r = ui.add_enabled(free, button);
            seen::mark_chosen(ui, "answer", &text, &r, chosen == Some(s));
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

/// A page's question, large: what the table answers on it.
fn question(ui: &mut egui::Ui, text: &str) {
    let response =
        ui.add(egui::Label::new(RichText::new(text).size(theme::HEADING).strong()).wrap());
    seen::mark(ui, "question", text, &response);
}

/// Who drew what in the attack just resolved: each line of it, the draws strongest.
fn outcome(ctx: &egui::Context, p: &mut DuelPlay) {
    let game = &p.game;
    let Some((_, events)) = game.log().next_back() else {
        p.attack_shown = None;
        return;
    };
    let setup = game.setup();
    let frame = Frame::new("duel-attack-outcome", t!("duel-battle-outcome"));
    let mut done = false;
    let shut = frame.show(
        ctx,
        &mut done,
        |ui, _| {
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
        },
        |ui, done| {
            if button_row(ui, &[(&t!("duel-battle-done"), true)])[0].clicked() {
                *done = true;
            }
        },
    );
    if done || shut {
        p.attack_shown = None;
    }
}
