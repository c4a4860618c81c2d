//! The pyramid's Results screen: games and victories per level and mix (P30).

use super::super::chrome::tools::results_header;
use super::super::export::{self, Csv, ExportForm};
use super::super::kit::tables::{self as kit_tables, Tables};
use super::super::mode::shown;
use super::super::msg::Msg;
use super::super::theme;
use super::PyramidResults;
use crate::app::i18n::t;
use eframe::egui::{self, RichText};

/// The pyramid's Results screen: games and victories per level and mix; Esc or Back leaves.
pub(super) fn results_screen(
    ui: &mut egui::Ui,
    results: Option<&PyramidResults>,
    export: &mut ExportForm,
    tables: &mut Tables,
    msgs: &mut Vec<Msg>,
) {
    egui::CentralPanel::default().show(ui, |ui| {
        results_header(ui, &t!("pyramid-results-title"), msgs);
        if let Some(r) = results {
            kit_tables::row(ui, tables, r.records.iter().map(|r| r.table.as_str()));
        }
        let results = results.map(|r| shown(r, tables));
        let results = results.as_deref();
        if results.is_some_and(|r| !r.records.is_empty()) {
            export::row(ui, export, Csv::Results, &t!("export-tip"), msgs);
        }
        match results {
            Some(r) if !r.records.is_empty() => {
                egui::ScrollArea::both().show(ui, |ui| super::results_table(ui, r));
                if !r.bad_lines.is_empty() {
                    ui.label(t!("pyramid-results-bad", lines = r.bad_lines.len()));
                }
            }
            _ => {
                ui.add(
                    egui::Label::new(RichText::new(t!("pyramid-results-none")).size(theme::BODY))
                        .wrap(),
                );
            }
        }
    });
}
