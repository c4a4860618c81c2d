//! The end (D7.4, D10, D11): who won and why; after a pile end a VP field per living player,
//! and each score with every term: typed VP − curse tokens, the turns that break a tie, and
//! life points − 10 as the cross-check.

use crate::card_names::CardName;
use crate::i18n::t;
use crate::kit::entry::error_line;
use crate::kit::region;
use crate::kit::verdict::verdict;
use crate::msg::Msg;
use crate::results_ask::Ask as ResultsAsk;
use crate::theme;
use crate::{DuelPlay, words};
use coop_automa_duel::CurseCard;
use coop_automa_duel::DuelSession;
use coop_automa_duel::{Action, MAX_VP_ENTRY};
use egui::{self, RichText};

pub fn show(ui: &mut egui::Ui, area: egui::Rect, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    region(ui, area, "duel-end", |ui| content(ui, p, msgs));
}

/// The end's words, the scores and the VP fields, in the column given (a phone's page).
pub fn content(ui: &mut egui::Ui, p: &mut DuelPlay, msgs: &mut Vec<Msg>) {
    // Who won, where every mode says it: at the top of the end, large.
    if let Some(outcome) = p.game.outcome() {
        let (words, kind) = words::verdict_words(&p.game, &outcome);
        verdict(ui, &words, kind);
    }
    if let Some(line) = words::ending_line(&p.game) {
        ui.add(egui::Label::new(RichText::new(line).size(theme::BODY).strong()).wrap());
    }
    if p.game.outcome().is_some() && crate::bgstats::button(ui, None) {
        msgs.push(Msg::ask(ResultsAsk::LogPlay(None)));
    }
    let vp_open = p.game.vp_entry_open();
    // Six columns where they fit; on a phone each player is a block of their own, the
    // figures under the name, so nothing runs past the screen's edge.
    if ui.available_width() < NARROW_TABLE {
        for player in 0..p.game.player_count() as u8 {
            ui.separator();
            player_block(ui, p, player, vp_open, msgs);
        }
    } else {
        scores_grid(ui, p, vp_open, msgs);
    }
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
}

/// Narrower than this, the scores are one block per player instead of a table.
const NARROW_TABLE: f32 = 700.0;

/// A player's place in the order they went out, if they did: 1 for the first out.
fn out_place(p: &DuelPlay, player: u8) -> Option<usize> {
    p.game.is_eliminated(player).then(|| {
        p.game
            .eliminated()
            .iter()
            .position(|&q| q == player)
            .map_or(0, |i| i + 1)
    })
}

/// The score's words, once the game is scored.
fn score_words(p: &DuelPlay, player: u8) -> Option<String> {
    p.game
        .scores()
        .iter()
        .find(|s| s.player == player)
        .map(|s| {
            t!(
                "duel-end-score",
                vp = words::signed(s.vp),
                tokens = words::curse_tokens(s.curse_tokens),
                score = words::signed(s.score)
            )
        })
}

/// Life points against the start (the check the table makes), if the game counts life.
fn life_check(p: &DuelPlay, player: u8) -> String {
    p.game
        .life(player)
        .map_or_else(String::new, |l| words::signed(l - 10))
}

/// The table of every player's VP, score, turns and life, a row each (a wide screen).
fn scores_grid(ui: &mut egui::Ui, p: &mut DuelPlay, vp_open: bool, msgs: &mut Vec<Msg>) {
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
                let name = crate::i18n::drawable(&p.game.name(player)).into_owned();
                ui.label(RichText::new(&name).size(theme::HEADING).strong());
                if let Some(place) = out_place(p, player) {
                    ui.label(RichText::new(t!("duel-end-out", place = place)).size(theme::BODY));
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
                match score_words(p, player) {
                    Some(score) => {
                        ui.label(RichText::new(score).size(theme::BODY).strong());
                    }
                    None => {
                        ui.label("");
                    }
                }
                ui.label(RichText::new(p.game.turns(player).to_string()).size(theme::BODY));
                ui.label(RichText::new(life_check(p, player)).size(theme::BODY));
                ui.end_row();
            }
        });
}

/// One player's name with their VP field, score, turns and life under it (a phone).
fn player_block(
    ui: &mut egui::Ui,
    p: &mut DuelPlay,
    player: u8,
    vp_open: bool,
    msgs: &mut Vec<Msg>,
) {
    let name = crate::i18n::drawable(&p.game.name(player)).into_owned();
    ui.add(egui::Label::new(RichText::new(&name).size(theme::HEADING).strong()).wrap());
    let out = out_place(p, player);
    if let Some(place) = out {
        ui.add(
            egui::Label::new(
                RichText::new(format!(
                    "{} · {}",
                    t!("duel-end-out", place = place),
                    t!("duel-end-not-scored")
                ))
                .size(theme::BODY),
            )
            .wrap(),
        );
    } else if vp_open {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(t!("duel-end-head-vp"))
                    .size(theme::BODY)
                    .strong(),
            );
            vp_field(ui, p, player, &name, msgs);
        });
    }
    if let Some(score) = score_words(p, player) {
        ui.add(egui::Label::new(RichText::new(score).size(theme::BODY).strong()).wrap());
    }
    egui::Grid::new(("duel-player-figures", player))
        .spacing(egui::vec2(16.0, 4.0))
        .show(ui, |ui| {
            ui.label(RichText::new(t!("duel-end-head-turns")).size(theme::BODY));
            ui.label(RichText::new(p.game.turns(player).to_string()).size(theme::BODY));
            ui.end_row();
            let life = life_check(p, player);
            if out.is_none() && !life.is_empty() {
                ui.label(RichText::new(t!("duel-end-head-life")).size(theme::BODY));
                ui.label(RichText::new(life).size(theme::BODY));
                ui.end_row();
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
        crate::kit::entry::line(&mut p.vp_text[i])
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
    // What the table enters now, in view when the game ends.
    crate::kit::in_view::when_it_appears(ui, &format!("duel-vp-{i}"), field.rect);
    if field.changed() {
        p.vp_error = None;
    }
    let label = t!("duel-end-enter-label", name = name);
    // Enter in the field does what the button does, as the line under the table says.
    if crate::kit::entry::enter_button(ui, &t!("duel-end-enter"), &label, &field) {
        match read_vp(&p.vp_text[i]) {
            Ok(vp) => {
                p.vp_error = None;
                msgs.push(Msg::apply(Action::EnterVp { player, vp }));
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
