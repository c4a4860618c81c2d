//! The pyramid's finished games on its Results screen, newest first: when, the verdict, the
//! level and mix, both scores; each with its "BG Stats" button.

use crate::bgstats;
use crate::i18n::{self, t};
use crate::msg::Msg;
use crate::results_ask::Ask as ResultsAsk;
use crate::theme;
use crate::words::{level_words, mix_name, verdict_words};
use coop_automa_pyramid::PyramidResult;
use coop_automa_store::ResultsLog;
use egui::{self, RichText};

/// Every game of the tables chosen, newest first.
pub fn games(ui: &mut egui::Ui, results: &ResultsLog<PyramidResult>, msgs: &mut Vec<Msg>) {
    ui.add_space(12.0);
    ui.label(
        RichText::new(t!("pyramid-results-games"))
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    for r in results.records.iter().rev() {
        let scores = r.score.map_or_else(String::new, |s| {
            t!(
                "pyramid-results-scores",
                player = s.player.total,
                to_beat = s.to_beat.total
            )
        });
        let line = t!(
            "pyramid-results-game",
            date = i18n::date_time(r.date),
            verdict = verdict_words(r.verdict, r.level),
            level = level_words(r.level),
            mix = mix_name(r.mix),
            scores = scores
        );
        // The button first: in reach of a thumb, and in the same place on every line.
        ui.horizontal(|ui| {
            if bgstats::button(ui, Some(&i18n::date_time(r.date))) {
                msgs.push(Msg::ask(ResultsAsk::LogPlay(Some(r.game_id.clone()))));
            }
            ui.add(egui::Label::new(RichText::new(line).size(theme::SMALL)).wrap());
        });
    }
}
