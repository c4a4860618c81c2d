//! The pyramid's Results screen: games and victories per level and mix (P30).

use super::super::msg::Msg;
use super::super::theme;
use super::PyramidResults;
use eframe::egui::{self, RichText};

/// The pyramid's Results screen: games and victories per level and mix; Esc or Close leaves.
pub(super) fn results_screen(
    ui: &mut egui::Ui,
    results: Option<&PyramidResults>,
    msgs: &mut Vec<Msg>,
) {
    egui::CentralPanel::default().show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new("Solo pyramid: your results")
                    .size(theme::HEADING)
                    .strong(),
            );
            if ui
                .add(egui::Button::new(RichText::new("Close").size(theme::BODY)))
                .clicked()
            {
                msgs.push(Msg::CloseResults);
            }
        });
        match results {
            Some(r) if !r.records.is_empty() => {
                egui::ScrollArea::both().show(ui, |ui| super::results_table(ui, r));
                if !r.bad_lines.is_empty() {
                    ui.label(format!(
                        "{} of results-pyramid.ron could not be read; they are kept as they are.",
                        crate::modes::pyramid::count(r.bad_lines.len(), "line", "lines")
                    ));
                }
            }
            _ => {
                ui.label(
                    RichText::new("No finished pyramid game yet: each one is recorded here.")
                        .size(theme::BODY),
                );
            }
        }
    });
}
