//! The end (D7.4, D10, D11): who won and why; after a pile end a VP field per living player,
//! and each score with every term: typed VP − curse tokens, the turns that break a tie, and
//! life points − 10 as the cross-check.

use super::super::card_names::CardName;
use super::super::i18n::t;
use super::super::kit::entry::{error_line, submitted};
use super::super::kit::region;
use super::super::msg::Msg;
use super::super::theme;
use super::{DuelPlay, words};
use crate::modes::duel::CurseCard;
use crate::modes::duel::{Action, MAX_VP_ENTRY};
use eframe::egui::{self, RichText};

pub fn show(ui: &mut egui::Ui, area: egui::Rect, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    region(ui, area, "duel-end", |ui| {
        if let Some(line) = words::ending_line(&p.game) {
            ui.add(egui::Label::new(RichText::new(line).size(theme::BODY).strong()).wrap());
        }
        let vp_open = p.game.vp_entry_open();
        let scores = p.game.scores();
        egui::Grid::new("duel-scores")
            .spacing(egui::vec2(16.0, 8.0))
            .show(ui, |ui| {
                for head in [
                    t!("duel-end-head-player"),
                    t!("duel-end-head-vp"),
                    String::new(),
                    t!("duel-end-head-score"),
                    t!("duel-end-head-turns"),
                    t!("duel-end-head-life"),
                ] {
                    ui.label(RichText::new(head).size(theme::BODY).strong());
                }
                ui.end_row();
                for player in 0..p.game.player_count() as u8 {
                    let name = p.game.name(player);
                    ui.label(RichText::new(&name).size(theme::HEADING).strong());
                    if p.game.is_eliminated(player) {
                        let place = p
                            .game
                            .eliminated()
                            .iter()
                            .position(|&q| q == player)
                            .map_or(0, |i| i + 1);
                        ui.label(
                            RichText::new(t!("duel-end-out", place = place)).size(theme::BODY),
                        );
                        ui.label("");
                        ui.label(RichText::new(t!("duel-end-not-scored")).size(theme::SMALL));
                        ui.label(p.game.turns(player).to_string());
                        ui.label("");
                        ui.end_row();
                        continue;
                    }
                    if vp_open {
                        vp_field(ui, p, player, &name, msgs);
                    } else {
                        ui.label("");
                        ui.label("");
                    }
                    match scores.iter().find(|s| s.player == player) {
                        Some(s) => {
                            ui.label(
                                RichText::new(t!(
                                    "duel-end-score",
                                    vp = words::signed(s.vp),
                                    tokens = words::curse_tokens(s.curse_tokens),
                                    score = words::signed(s.score)
                                ))
                                .size(theme::BODY)
                                .strong(),
                            );
                        }
                        None => {
                            ui.label("");
                        }
                    }
                    ui.label(RichText::new(p.game.turns(player).to_string()).size(theme::BODY));
                    let check = p
                        .game
                        .life(player)
                        .map_or_else(String::new, |l| words::signed(l - 10));
                    ui.label(RichText::new(check).size(theme::BODY));
                    ui.end_row();
                }
            });
        if vp_open {
            // The entries' own line, kept when empty: an error never covers a field.
            error_line(ui, p.vp_error.as_deref());
            ui.label(
                RichText::new(t!(
                    "duel-end-help",
                    curse = CurseCard::Curse.card_name(),
                    contagion = CurseCard::Contagion.card_name(),
                    gold = CurseCard::CursedGold.card_name(),
                    give = CurseCard::GiveAndTake.card_name()
                ))
                .size(theme::SMALL),
            );
        }
    });
}

/// The VP field and its "Enter" button for one living player (D11.1).
fn vp_field(ui: &mut egui::Ui, p: &mut DuelPlay, player: u8, name: &str, msgs: &mut Vec<Msg>) {
    let i = usize::from(player);
    // A field a finger finds and a number read from across the table: sized, not shrunk
    // to its column.
    let field = ui.add_sized(
        [110.0, 44.0],
        egui::TextEdit::singleline(&mut p.vp_text[i])
            .char_limit(5)
            .hint_text(t!("duel-vp-hint"))
            .align(egui::Align2::LEFT_CENTER)
            .font(egui::FontId::proportional(theme::HEADING)),
    );
    field.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::TextInput,
            true,
            t!("duel-end-vp-field", name = name),
        )
    });
    if field.changed() {
        p.vp_error = None;
    }
    let label = t!("duel-end-enter-label", name = name);
    let r = ui.add(
        egui::Button::new(RichText::new(t!("duel-end-enter")).size(theme::BODY))
            .min_size(egui::vec2(44.0, 44.0)),
    );
    r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    // Enter in the field does what the button does, as the line under the table says.
    let entered = submitted(ui, &field);
    if r.clicked() || entered {
        match read_vp(&p.vp_text[i]) {
            Ok(vp) => {
                p.vp_error = None;
                msgs.push(Msg::Apply(Action::EnterVp { player, vp }.into()));
            }
            Err(e) => p.vp_error = Some(t!("duel-end-vp-error", name = name, error = e)),
        }
    }
}

/// A typed VP total (D11.1): a whole number, negatives allowed, within ±999.
pub fn read_vp(text: &str) -> Result<i32, String> {
    let t = text.trim();
    let parsed = t
        .strip_prefix('\u{2212}')
        .map_or_else(|| t.parse::<i32>(), |rest| format!("-{rest}").parse());
    match parsed {
        Ok(vp) if vp.abs() <= MAX_VP_ENTRY => Ok(vp),
        Ok(_) => Err(t!("duel-end-vp-range", max = MAX_VP_ENTRY)),
        Err(_) => Err(t!("duel-end-vp-text", text = t)),
    }
}
