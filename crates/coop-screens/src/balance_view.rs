//! The balance report on the coop's Results screen, and as a BoardGameGeek message: per
//! kingdom the counts played, wins, losses, both sides' scores and the balance point, pooled
//! over every table's results.
//!
//! BoardGameGeek's forum markup has no table: the message lines its columns up in a
//! fixed-width block (`[c]`), and never holds a "<" (the forum drops a post from there on).

use crate::export::{self, Csv, ExportForm};
use crate::i18n::t;
use crate::msg::Msg;
use crate::results_ask::Ask;
use crate::texts::kingdom_label;
use crate::theme;
use coop_automa_coop::{BalanceReport, CountPlayed, KingdomBalance, Step};
use egui::{self, RichText};

fn counts(step: Step) -> String {
    format!("{}/{}", step.provinces, step.duchies)
}

fn scores(count: &CountPlayed) -> String {
    let each: Vec<String> = count
        .scores
        .iter()
        .map(|(players, automa)| format!("{players}–{automa}"))
        .collect();
    each.join(", ")
}

fn balance_words(k: &KingdomBalance) -> Option<String> {
    let (won, lost) = k.balance?;
    Some(t!(
        "coop-report-balance",
        won = counts(won),
        lost = counts(lost)
    ))
}

/// The report as a BoardGameGeek message: a bold title, what it counts, then the columns
/// lined up in a fixed-width block, each kingdom's balance point under its counts.
pub fn bbcode(report: &BalanceReport) -> String {
    let heads = [
        t!("coop-report-head-kingdom"),
        t!("coop-report-head-counts"),
        t!("coop-report-head-won"),
        t!("coop-report-head-lost"),
        t!("coop-report-head-scores"),
    ];
    let mut rows: Vec<[String; 5]> = Vec::new();
    let mut balances: Vec<(usize, String)> = Vec::new();
    for k in &report.kingdoms {
        for (i, c) in k.counts.iter().enumerate() {
            rows.push([
                if i == 0 {
                    kingdom_label(&k.kingdom)
                } else {
                    String::new()
                },
                counts(c.step),
                c.wins.to_string(),
                c.losses.to_string(),
                scores(c),
            ]);
        }
        if let Some(words) = balance_words(k) {
            balances.push((rows.len(), words));
        }
    }
    let mut widths = heads.clone().map(|h| h.chars().count());
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let line = |cells: &[String; 5]| {
        let padded: Vec<String> = cells
            .iter()
            .zip(widths)
            .map(|(cell, w)| format!("{cell:w$}"))
            .collect();
        padded.join("  ").trim_end().to_owned()
    };
    let mut out = format!(
        "[b]{}[/b]\n{}\n\n[c]\n{}\n",
        t!("coop-report-title"),
        t!(
            "coop-report-summary",
            games = report.games,
            tables = report.tables
        ),
        line(&heads)
    );
    let mut next_balance = balances.iter().peekable();
    for (i, row) in rows.iter().enumerate() {
        out.push_str(&line(row));
        out.push('\n');
        if let Some((_, words)) = next_balance.next_if(|(after, _)| *after == i + 1) {
            out.push_str(&format!("  {words}\n"));
        }
    }
    out.push_str("[/c]\n");
    // The forum drops everything from a "<" on: none can come from our words or figures,
    // but a translation could bring one.
    out.replace('<', "‹")
}

/// The report's section of the Results screen: what it is, Copy for BoardGameGeek, its CSV
/// export, and the report itself (one block a kingdom).
pub fn section(
    ui: &mut egui::Ui,
    report: &BalanceReport,
    form: &mut ExportForm,
    msgs: &mut Vec<Msg>,
) {
    ui.label(
        RichText::new(t!("coop-report-heading"))
            .size(theme::HEADING)
            .strong(),
    );
    ui.add(egui::Label::new(t!("coop-report-explain")).wrap());
    let copy = egui::Button::new(t!("coop-report-copy")).min_size(theme::finger_square(ui.ctx()));
    if ui
        .add(copy)
        .on_hover_text(t!("coop-report-copy-tip"))
        .clicked()
    {
        msgs.push(Msg::ask(Ask::CopyReport));
    }
    export::row(ui, form, Csv::Report, &t!("coop-report-export-tip"), msgs);
    // One block a kingdom (its counts a line each, its balance point under them): no column
    // to scroll sideways to, at any width.
    for k in &report.kingdoms {
        ui.separator();
        ui.add(egui::Label::new(RichText::new(kingdom_label(&k.kingdom)).strong()).wrap());
        for c in &k.counts {
            let text = t!(
                "coop-report-count-line",
                counts = counts(c.step),
                won = c.wins,
                lost = c.losses,
                scores = scores(c)
            );
            ui.add(egui::Label::new(text).wrap());
        }
        if let Some(words) = balance_words(k) {
            ui.add(egui::Label::new(RichText::new(words).strong()).wrap());
        }
    }
}
