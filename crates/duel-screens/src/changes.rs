//! The changes for the player chosen (D5, D6, D8.9, D9.6): a button per Victory, token and
//! Curse card change, each one press with its life effect written on it; giving a Contagion;
//! the current player's attack, Cursed Village and Give and Take; a life total typed; and
//! several changes at once as one list (D5.3).

use crate::card_names::CardName;
use crate::i18n::t;
use crate::kit::check;
use crate::kit::entry::{enter_button, error_line};
use crate::kit::stepped;
use crate::msg::Msg;
use crate::theme;
use crate::{BattleDraft, DuelPlay, words};
use coop_automa_duel::DuelSession;
use coop_automa_duel::{
    Action, Change, Changes, CurseCard, MAX_CHANGES, MAX_OTHER_EMPTY, MAX_TYPED, Victory,
    parse_life, proposed_order,
};
use egui::{self, RichText};

pub fn show(ui: &mut egui::Ui, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    let player = p.selected;
    let game = &p.game;
    let name = game.name(player);
    let current = player == game.current();
    ui.horizontal_wrapped(|ui| {
        let heading = t!("duel-changes-for", name = name.as_str());
        let shown = ui.label(RichText::new(&heading).size(theme::HEADING * 0.8).strong());
        // Whose changes these are: a device with a seat of its own keeps its own in front.
        crate::kit::seen::mark(ui, "heading", &heading, &shown);
        ui.label(RichText::new(t!("duel-changes-other-player")).size(theme::SMALL));
    });
    if p.report_in_panel {
        ui.label(
            RichText::new(t!("duel-changes-supply"))
                .size(theme::BODY * 0.9)
                .strong(),
        );
        report_controls(ui, p);
        ui.separator();
    }
    // The turn's own tools are the current player's: for another player they stay where they
    // are, greyed, so the rows under them never move when another name is tapped.
    ui.add_enabled_ui(current, |ui| turn_tools(ui, p, msgs));
    ui.add_space(4.0);
    let lives = p.game.life_points_on();
    row(ui, &t!("duel-row-gains"), |ui| {
        for v in [Victory::Estate, Victory::Duchy, Victory::Province] {
            change_button(ui, p, Change::GainVictory(v), lives, msgs);
        }
        for c in [CurseCard::Contagion, CurseCard::CursedGold] {
            change_button(ui, p, Change::GainCurseCard(c), lives, msgs);
        }
    });
    row(ui, &t!("duel-row-loses"), |ui| {
        for v in [Victory::Estate, Victory::Duchy, Victory::Province] {
            change_button(ui, p, Change::LoseVictory(v), lives, msgs);
        }
    });
    row(ui, &t!("duel-row-trashes"), |ui| {
        for c in CurseCard::ALL {
            change_button(ui, p, Change::LoseCurseCard(c), lives, msgs);
        }
    });
    row(ui, &t!("duel-row-tokens"), |ui| {
        let meanings = (t!("duel-tokens-fewer"), t!("duel-tokens-more"));
        stepped(ui, &mut p.tokens, 1..=MAX_TYPED, meanings, |ui, k| {
            ui.label(RichText::new(k.to_string()).size(theme::BODY).strong());
        });
        let k = p.tokens;
        for change in [
            Change::GainVpTokens(k),
            Change::LoseVpTokens(k),
            Change::GainCurseTokens(k),
            Change::LoseCurseTokens(k),
        ] {
            change_button(ui, p, change, lives, msgs);
        }
    });
    row(ui, &t!("duel-row-other-victory"), |ui| {
        ui.add(
            crate::kit::entry::line(&mut p.other_vp)
                .hint_text(t!("duel-vp-hint"))
                .char_limit(3)
                .font(egui::FontId::proportional(theme::BODY))
                .desired_width(56.0),
        )
        .widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::TextInput, true, t!("duel-other-victory-field"))
        });
        for gain in [true, false] {
            let (text, what) = if gain {
                (
                    t!("duel-other-victory-gained"),
                    t!("duel-other-victory-gained-label", name = name.as_str()),
                )
            } else {
                (
                    t!("duel-other-victory-lost"),
                    t!("duel-other-victory-lost-label", name = name.as_str()),
                )
            };
            let response = ui.add(
                egui::Button::new(RichText::new(text).size(theme::BODY))
                    .min_size(theme::finger_square(ui.ctx())),
            );
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &what));
            if response.clicked() {
                match read_vp(&p.other_vp) {
                    Ok(vp) => {
                        let change = if gain {
                            Change::GainVictory(Victory::Other(vp))
                        } else {
                            Change::LoseVictory(Victory::Other(vp))
                        };
                        press(p, change, msgs);
                    }
                    Err(e) => msgs.push(Msg::BadEntry(e)),
                }
            }
        }
    });
    give_row(ui, p, msgs);
    let player = p.selected;
    let marked = p.game.sith_lord(player);
    let mut sith = marked;
    if check(
        ui,
        &mut sith,
        RichText::new(t!("duel-sith-lord-mark")).size(theme::BODY * 0.9),
    )
    .changed()
    {
        msgs.push(Msg::apply(Action::Mark {
            player,
            sith_lord: sith,
        }));
    }
    if lives {
        row(ui, &t!("duel-row-correct-life"), |ui| {
            let field = ui.add(
                crate::kit::entry::line(&mut p.life_text)
                    .char_limit(6)
                    .font(egui::FontId::proportional(theme::BODY))
                    .desired_width(70.0),
            );
            field.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, t!("duel-life-field"))
            });
            if field.changed() {
                p.life_error = None;
            }
            let what = t!("duel-set-life-label", name = p.game.name(player));
            // Enter in the field does what the button does.
            if enter_button(ui, &t!("duel-set-life"), &what, &field) {
                match parse_life(&p.life_text) {
                    Ok(life) => msgs.push(Msg::apply(Action::SetLife { player, life })),
                    Err(e) => p.life_error = Some(words::error_words(&e)),
                }
            }
        });
        // The field's own line, kept even when empty: an error never covers the field and
        // never moves what is below it.
        error_line(ui, p.life_error.as_deref());
    }
    list_tools(ui, p, msgs);
}

/// The current player's own tools: the attack dialog, War Trophy's due attack (D9.5),
/// Cursed Village (D9.6), and Give and Take trashed with another Curse card (D6.3).
fn turn_tools(ui: &mut egui::Ui, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    ui.horizontal_wrapped(|ui| {
        let attack = ui
            .add(
                egui::Button::new(
                    RichText::new(t!("duel-attack-button"))
                        .size(theme::BUTTON)
                        .strong(),
                )
                .min_size(egui::vec2(140.0, 48.0)),
            )
            .on_hover_text(t!("duel-attack-tooltip"));
        crate::kit::seen::mark(ui, "answer", &t!("duel-attack-button"), &attack);
        if attack.clicked() {
            p.battle = Some(BattleDraft::new(&p.game));
        }
        let owed = p.game.war_trophy_owed();
        if owed > 0 {
            let text = t!("duel-war-trophy-due", n = owed);
            if ui
                .add(
                    egui::Button::new(RichText::new(text).size(theme::BODY).strong())
                        .min_size(theme::finger_square(ui.ctx()).max(egui::vec2(0.0, 48.0))),
                )
                .on_hover_text(t!("duel-war-trophy-tooltip"))
                .clicked()
            {
                let mut draft = BattleDraft::new(&p.game);
                draft.kind = Some(coop_automa_duel::AttackKind::WarTrophy);
                draft.page = 1;
                p.battle = Some(draft);
            }
        }
        let villages = p.game.cursed_villages(p.game.current());
        let text = if villages > 0 {
            t!("duel-village-played-count", n = villages)
        } else {
            t!("duel-action-village-played")
        };
        if ui
            .add(
                egui::Button::new(RichText::new(text).size(theme::BODY))
                    .min_size(theme::finger_square(ui.ctx()).max(egui::vec2(0.0, 48.0))),
            )
            .on_hover_text(t!(
                "duel-village-tooltip",
                estate = crate::i18n::card("card-estate"),
                duchy = crate::i18n::card("card-duchy")
            ))
            .clicked()
        {
            msgs.push(Msg::apply(Action::CursedVillage { played: true }));
        }
    });
    if p.game.life_points_on() {
        let give = CurseCard::GiveAndTake.card_name();
        row(
            ui,
            &t!("duel-row-give-and-take", give = give.as_str()),
            |ui| {
                for other in CurseCard::ALL {
                    let what = t!(
                        "duel-action-give-and-take",
                        give = give.as_str(),
                        card = other.card_name()
                    );
                    let response = ui.add(
                        egui::Button::new(RichText::new(other.card_name()).size(theme::BODY))
                            .min_size(theme::finger_square(ui.ctx())),
                    );
                    response
                        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &what));
                    if response
                        .on_hover_text(t!("duel-give-and-take-tooltip", give = give.as_str()))
                        .clicked()
                    {
                        msgs.push(Msg::apply(Action::GiveAndTake { other }));
                    }
                }
            },
        );
    }
}

/// Passing a Curse card to another living player (D6.1): Contagion in a Duel-only game, any
/// but Give and Take in a mixed one.
fn give_row(ui: &mut egui::Ui, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    let from = p.selected;
    let others: Vec<u8> = p.game.living().into_iter().filter(|&q| q != from).collect();
    if others.is_empty() {
        return;
    }
    if !p.game.life_points_on() {
        row(ui, &t!("duel-row-card-to-give"), |ui| {
            for card in [
                CurseCard::Curse,
                CurseCard::Contagion,
                CurseCard::CursedGold,
            ] {
                ui.selectable_value(
                    &mut p.give_card,
                    card,
                    RichText::new(card.card_name()).size(theme::BODY),
                );
            }
        });
    } else {
        p.give_card = CurseCard::Contagion;
    }
    let card = p.give_card;
    row(ui, &t!("duel-row-gives", card = card.card_name()), |ui| {
        for to in others {
            let what = t!(
                "duel-action-give",
                from = p.game.name(from),
                card = card.card_name(),
                to = p.game.name(to)
            );
            let response = ui.add(
                egui::Button::new(RichText::new(p.game.name(to)).size(theme::BODY))
                    .min_size(theme::finger_square(ui.ctx())),
            );
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &what));
            if response.on_hover_text(t!("duel-give-tooltip")).clicked() {
                msgs.push(Msg::apply(Action::Give { from, to, card }));
            }
        }
    });
}

/// "Several at once" (D5.3): the change buttons fill a list, applied as one entry, gains of
/// life first.
fn list_tools(ui: &mut egui::Ui, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    let mut on = p.list.is_some();
    if check(
        ui,
        &mut on,
        RichText::new(t!("duel-list-toggle")).size(theme::BODY * 0.9),
    )
    .changed()
    {
        p.list = on.then(Vec::new);
    }
    let Some(list) = &p.list else { return };
    let ordered = proposed_order(list);
    if ordered.is_empty() {
        ui.label(RichText::new(t!("duel-list-empty")).size(theme::SMALL));
        return;
    }
    for (i, change) in ordered.iter().enumerate() {
        ui.label(
            RichText::new(format!("{}. {}", i + 1, words::change_words(*change)))
                .size(theme::SMALL),
        );
    }
    let player = p.selected;
    ui.horizontal_wrapped(|ui| {
        let text = t!("duel-list-apply", n = ordered.len());
        if ui
            .add(
                egui::Button::new(RichText::new(text).size(theme::BODY).strong())
                    .min_size(theme::finger_square(ui.ctx()).max(egui::vec2(0.0, 48.0))),
            )
            .clicked()
            && let Some(list) = Changes::from_slice(&ordered)
        {
            msgs.push(Msg::apply(Action::Changes { player, list }));
        }
        if ui
            .add(
                egui::Button::new(RichText::new(t!("duel-list-clear")).size(theme::BODY))
                    .min_size(theme::finger_square(ui.ctx()).max(egui::vec2(0.0, 48.0))),
            )
            .clicked()
        {
            p.list = Some(Vec::new());
        }
    });
}

/// A labelled row of buttons that wraps.
fn row(ui: &mut egui::Ui, label: &str, add: impl FnOnce(&mut egui::Ui)) {
    let text = RichText::new(format!("{label}:"))
        .size(theme::BODY * 0.9)
        .strong();
    // A label wider than half the row takes a line of its own: wrapped beside the buttons,
    // its second line would run on under the first button (a phone at a large text size).
    let wide = crate::fit::one_line(ui, text.clone(), egui::TextStyle::Body).x
        > ui.available_width() * 0.5;
    if wide {
        ui.add(egui::Label::new(text).wrap());
        ui.horizontal_wrapped(add);
    } else {
        ui.horizontal_wrapped(|ui| {
            ui.label(text);
            add(ui);
        });
    }
}

/// One change's button: its card and life effect on it ("Province +6"), the player and the
/// change in its accessible label ("Alex gains a Province").
fn change_button(
    ui: &mut egui::Ui,
    p: &mut DuelPlay,
    change: Change,
    lives: bool,
    msgs: &mut Vec<Msg>,
) {
    let effect = if lives {
        words::effect(change.life_effect())
    } else {
        String::new()
    };
    let text = format!("{} {effect}", words::change_short(change));
    let what = t!(
        "duel-action-change",
        name = p.game.name(p.selected),
        change = words::change_words(change)
    );
    let response = ui.add(
        egui::Button::new(RichText::new(text.trim_end()).size(theme::BODY))
            .min_size(theme::finger_square(ui.ctx())),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &what));
    if response.clicked() {
        press(p, change, msgs);
    }
}

/// A change pressed: into the list while one is made, else applied at once.
fn press(p: &mut DuelPlay, change: Change, msgs: &mut Vec<Msg>) {
    match &mut p.list {
        Some(list) if list.len() >= MAX_CHANGES => {
            msgs.push(Msg::BadEntry(t!("duel-list-full", max = MAX_CHANGES)))
        }
        Some(list) => list.push(change),
        None => msgs.push(Msg::apply(Action::Change {
            player: p.selected,
            change,
        })),
    }
}

/// An "other" Victory card's VP as typed: a whole number 0..=99 (D5.1).
fn read_vp(text: &str) -> Result<u8, String> {
    let t = text.trim();
    t.parse::<u8>()
        .ok()
        .filter(|vp| *vp <= MAX_TYPED)
        .ok_or_else(|| t!("duel-other-victory-refused", max = MAX_TYPED, text = t))
}

/// The supply report's switch and stepper (D10.2).
pub(super) fn report_controls(ui: &mut egui::Ui, p: &mut DuelPlay) {
    {
        ui.spacing_mut().item_spacing.y = 4.0;
        check(
            ui,
            &mut p.report.province_empty,
            RichText::new(t!("duel-report-province")).size(theme::BODY * 0.9),
        );
        ui.horizontal(|ui| {
            let meanings = (t!("duel-report-fewer"), t!("duel-report-more"));
            let range = 0..=MAX_OTHER_EMPTY;
            stepped(ui, &mut p.report.other_empty, range, meanings, |ui, n| {
                let words = RichText::new(t!("duel-report-empty", n = n)).size(theme::BODY * 0.9);
                ui.label(words.strong()).on_hover_text(t!(
                    "duel-report-tooltip",
                    contagion = CurseCard::Contagion.card_name(),
                    gold = CurseCard::CursedGold.card_name()
                ));
            });
        });
    }
}
