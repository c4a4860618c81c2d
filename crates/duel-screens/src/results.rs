//! The Duel's Results screen: games and wins per player name, then each finished game,
//! newest first. Esc or Back leaves.

use crate::bgstats;
use crate::i18n::{self, t};
use crate::msg::Msg;
use crate::results_ask::Ask as ResultsAsk;
use crate::theme;
use coop_automa_duel::DuelResult;
use coop_automa_store::ResultsLog;
use egui::{self, RichText};

/// The Duel's results (the tables chosen): games and wins per player name, then each game.
pub fn results_table(ui: &mut egui::Ui, results: &ResultsLog<DuelResult>, msgs: &mut Vec<Msg>) {
    crate::kit::quiet_moves::scrolled(egui::ScrollArea::both(), ui, |ui| {
        egui::Grid::new("duel-wins")
            .spacing(egui::vec2(24.0, 6.0))
            .show(ui, |ui| {
                for head in [
                    t!("duel-end-head-player"),
                    t!("duel-results-games"),
                    t!("duel-results-wins"),
                ] {
                    ui.label(RichText::new(head).size(theme::BODY).strong());
                }
                ui.end_row();
                for (name, games, wins) in coop_automa_duel::wins(&results.records) {
                    ui.label(RichText::new(crate::i18n::drawable(&name)).size(theme::BODY));
                    ui.label(RichText::new(games.to_string()).size(theme::BODY));
                    ui.label(RichText::new(wins.to_string()).size(theme::BODY));
                    ui.end_row();
                }
            });
        ui.add_space(12.0);
        for r in results.records.iter().rev() {
            let date = i18n::date(r.date);
            let names: Vec<String> = r.players.iter().map(|p| p.name.clone()).collect();
            let winners: Vec<String> = r.winners().into_iter().map(str::to_owned).collect();
            let how = how_it_ended(r);
            let line = t!(
                "duel-results-line",
                date = date,
                winners = crate::words::and_list(&winners),
                n = winners.len(),
                how = how,
                names = crate::words::and_list(&names),
                kingdom = crate::words::kingdom_words(r.kingdom)
            );
            // The button first: in reach of a thumb, and in the same place on every line.
            ui.horizontal(|ui| {
                let which = i18n::date_time(r.date);
                if bgstats::button(ui, Some(&which)) {
                    msgs.push(Msg::ask(ResultsAsk::LogPlay(Some(r.game_id.clone()))));
                }
                ui.add(egui::Label::new(RichText::new(line).size(theme::SMALL)).wrap());
            });
        }
        if !results.bad_lines.is_empty() {
            ui.label(t!("duel-results-bad-lines", n = results.bad_lines.len()));
        }
    });
}

/// How a finished Duel ended, in a few words: "last player left", "scored: Ann 9, Cy 9".
pub(super) fn how_it_ended(r: &DuelResult) -> String {
    if r.last_player {
        return t!("duel-results-last-player");
    }
    let scores: Vec<String> = r
        .players
        .iter()
        .filter_map(|p| {
            p.score
                .map(|s| format!("{} {}", p.name, crate::words::signed(s)))
        })
        .collect();
    t!("duel-results-scored", scores = scores.join(", "))
}
