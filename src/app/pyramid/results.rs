//! The pyramid's Results screen: games and victories per level and mix (P30).

use super::super::kit::tools::results_header;
use super::super::msg::Msg;
use super::super::theme;
use super::PyramidResults;
use eframe::egui::{self, RichText};

/// The pyramid's Results screen: games and victories per level and mix; Esc or Back leaves.
pub(super) fn results_screen(
    ui: &mut egui::Ui,
    results: Option<&PyramidResults>,
    msgs: &mut Vec<Msg>,
) {
    egui::CentralPanel::default().show(ui, |ui| {
        results_header(ui, "Solo pyramid: your results", msgs);
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
