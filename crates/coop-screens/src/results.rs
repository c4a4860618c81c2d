//! The Results screen: every finished game, newest first; per kingdom the games, wins, losses,
//! the counts played at, the balance point and the counts to play next; two plots; and the
//! CSV export for the variant's author.

use crate::bgstats;
use crate::export::{self, Csv, ExportForm};
use crate::i18n::{self, t};
use crate::kingdom_stats::KingdomStats;
use crate::kit::painted::{self, LEAST, Look};
use crate::kit::tables::Tables;
use crate::msg::Msg;
use crate::plots;
use crate::results_ask::Ask as ResultsAsk;
use crate::results_log::CoopLog;
use crate::theme;
use crate::words::kingdom_label;
use coop_automa_coop::Advice;
use coop_automa_coop::CoopResult;
use egui::{self, RichText};

/// What the Results screen holds.
#[derive(Debug, Default)]
pub struct ResultsView {
    /// What is wrong with the file (unreadable lines), shown at the top.
    pub problem: Option<Problem>,
    /// The CSV export's row.
    pub export: ExportForm,
    /// The balance report's CSV export row.
    pub report_export: ExportForm,
    /// The part of the results on screen.
    pub tab: ResultsTab,
}

/// The parts of the Results screen, each with the whole screen under the tabs: at 1024x600
/// two panes each scrolling on its own left the figures about 190 points, and one scroll put
/// the newest game under every kingdom's figures.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum ResultsTab {
    /// Every game, newest first: what the table looks at after a game.
    #[default]
    Games,
    /// Per kingdom, and the two plots.
    Figures,
    /// The balance report for the variant's author (every table's).
    Report,
}

/// What the top of the Results screen says is wrong, as data (worded as it is drawn).
#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    /// Lines of the log that could not be read (kept as they are).
    BadLines {
        file: std::path::PathBuf,
        lines: Vec<coop_automa_store::BadLine>,
    },
}

impl Problem {
    fn words(&self) -> String {
        match self {
            Problem::BadLines { file, lines } => {
                crate::file_words::bad_lines(file, lines).unwrap_or_default()
            }
        }
    }
}

/// Draws the Results screen.
pub fn show(
    ui: &mut egui::Ui,
    view: &mut ResultsView,
    log: &CoopLog,
    tables: &mut Tables,
    msgs: &mut Vec<Msg>,
) {
    let dark = ui.visuals().dark_mode;

    egui::Panel::top("results-top").show(ui, |ui| {
        crate::results_header::results_header(ui, &t!("coop-results-title"), msgs);
        // The games, their figures, or the report for the variant's author: each has the
        // whole screen below.
        let report = view.tab == ResultsTab::Report;
        if log.newest_first().len() > 0 {
            ui.horizontal_wrapped(|ui| {
                let finger = egui::vec2(0.0, theme::finger(ui.ctx()));
                for (tab, words) in [
                    (ResultsTab::Games, t!("coop-results-games-tab")),
                    (ResultsTab::Figures, t!("coop-results-figures-tab")),
                    (ResultsTab::Report, t!("coop-report-tab")),
                ] {
                    let button = egui::Button::selectable(view.tab == tab, words).min_size(finger);
                    if ui.add(button).clicked() {
                        view.tab = tab;
                    }
                }
                // Whose results, on the same line where it fits (the report is every
                // table's).
                if !report {
                    ui.add_space(16.0);
                    crate::kit::tables::choices(ui, tables, log.tables_of());
                }
            });
        }
        if report {
            return;
        }
        if let Some(problem) = &view.problem {
            ui.label(
                RichText::new(problem.words())
                    .color(theme::warn_color(dark))
                    .strong(),
            );
        }
        export::row(
            ui,
            &mut view.export,
            Csv::Results,
            &t!("coop-export-tip"),
            msgs,
        );
    });
    let kingdoms = log.kingdoms();
    let games = log.newest_first();
    egui::CentralPanel::default().show(ui, |ui| {
        if games.len() == 0 {
            ui.label(RichText::new(t!("coop-no-results")).size(theme::HEADING * 0.85));
            return;
        }
        match view.tab {
            ResultsTab::Report => {
                let area = egui::ScrollArea::vertical()
                    .id_salt("balance-report")
                    .auto_shrink([false, false]);
                crate::kit::quiet_moves::scrolled(area, ui, |ui| {
                    crate::balance_view::section(ui, log.report(), &mut view.report_export, msgs)
                });
                return;
            }
            ResultsTab::Figures => {
                let area = egui::ScrollArea::both()
                    .id_salt("results-figures")
                    .auto_shrink([false, false]);
                crate::kit::quiet_moves::scrolled(area, ui, |ui| figures(ui, kingdoms, log));
                return;
            }
            // The list draws only the rows in view, so ten thousand games cost what a
            // screenful does.
            ResultsTab::Games => {}
        }
        ui.label(
            RichText::new(t!("coop-games-newest"))
                .size(theme::HEADING)
                .strong(),
        );
        let widths = [0.21, 0.23, 0.09, 0.09, 0.16, 0.1, 0.12].map(|w| w * ui.available_width());
        let heads = [
            t!("coop-head-when"),
            t!("coop-kingdom"),
            t!("coop-head-counts"),
            t!("coop-head-rounds"),
            t!("coop-head-scores"),
            String::new(),
            String::new(),
        ];
        // On a phone each game is two lines (when and how it ended; the kingdom and the
        // figures), with no column heads to line up under.
        let narrow = ui.available_width() < theme::NARROW_TABLE;
        if !narrow {
            ui.horizontal(|ui| {
                for (head, width) in heads.into_iter().zip(widths) {
                    let strong = ui.visuals().strong_text_color();
                    cell(ui, width, &head, Some(strong));
                }
            });
        }
        let line = ui.spacing().interact_size.y;
        // A phone's game is two lines and the gap between them.
        let row_height = if narrow {
            2.0 * line + ui.spacing().item_spacing.y
        } else {
            line
        };
        let records: Vec<&CoopResult> = games.collect();
        let area = egui::ScrollArea::vertical()
            .id_salt("results-games")
            .auto_shrink([false, false]);
        crate::kit::quiet_moves::scrolled_rows(area, ui, row_height, records.len(), |ui, rows| {
            for r in &records[rows] {
                if narrow {
                    game_block(ui, r, line, dark, msgs);
                    continue;
                }
                ui.horizontal(|ui| {
                    ui.set_height(row_height);
                    let (text, color) = if r.humans_win {
                        (t!("coop-win"), theme::win_color(dark))
                    } else {
                        (t!("coop-loss"), theme::warn_color(dark))
                    };
                    let texts = [
                        (i18n::date_time(r.date), None),
                        (kingdom_label(r.kingdom_name()), None),
                        (format!("{}/{}", r.provinces, r.duchies), None),
                        (r.rounds.to_string(), None),
                        (format!("{} / {}", r.humans_score, r.automa_score), None),
                        (text, Some(color)),
                    ];
                    for ((text, color), width) in texts.into_iter().zip(widths) {
                        cell(ui, width, &text, color);
                    }
                    log_button(ui, r, widths[6], msgs);
                });
            }
        });
    });
}

/// One game in two lines (a phone): when and how it ended, then the kingdom, the counts, the
/// rounds and both scores.
fn game_block(ui: &mut egui::Ui, r: &CoopResult, line: f32, dark: bool, msgs: &mut Vec<Msg>) {
    let (verdict, color) = if r.humans_win {
        (t!("coop-win"), theme::win_color(dark))
    } else {
        (t!("coop-loss"), theme::warn_color(dark))
    };
    let width = ui.available_width();
    ui.horizontal(|ui| {
        ui.set_height(line);
        cell(ui, width * 0.5, &i18n::date_time(r.date), None);
        cell(ui, width * 0.22, &verdict, Some(color));
        log_button(ui, r, width * 0.28, msgs);
    });
    let figures = t!(
        "coop-game-line",
        kingdom = kingdom_label(r.kingdom_name()),
        provinces = r.provinces,
        duchies = r.duchies,
        rounds = r.rounds,
        players = r.humans_score,
        automa = r.automa_score
    );
    ui.horizontal(|ui| {
        ui.set_height(line);
        let weak = ui.visuals().weak_text_color();
        cell(ui, width, &figures, Some(weak));
    });
}

/// The game's "BG Stats" button, in a cell `width` wide.
fn log_button(ui: &mut egui::Ui, r: &CoopResult, width: f32, msgs: &mut Vec<Msg>) {
    let size = egui::vec2(width - ui.spacing().item_spacing.x, ui.available_height());
    ui.allocate_ui(size, |ui| {
        if bgstats::button(ui, Some(&i18n::date_time(r.date))) {
            msgs.push(Msg::ask(ResultsAsk::LogPlay(Some(r.game_id.clone()))));
        }
    });
}

/// A table cell of a fixed width, left-aligned, in `color` (the text's own where `None`): a
/// long text shrinks, then is cut with "…" (the whole on hover, `painted`).
fn cell(ui: &mut egui::Ui, width: f32, text: &str, color: Option<egui::Color32>) {
    let size = egui::vec2(
        width - ui.spacing().item_spacing.x,
        ui.spacing().interact_size.y,
    );
    let body = ui
        .style()
        .text_styles
        .get(&egui::TextStyle::Body)
        .map_or(theme::BODY, |f| f.size);
    let color = color.unwrap_or_else(|| ui.visuals().text_color());
    painted::label(
        ui,
        size,
        text,
        Look::new(body, LEAST, color).at(egui::Align2::LEFT_CENTER),
    )
    .on_hover_text(text);
}

/// The table per kingdom and the two plots.
fn figures(ui: &mut egui::Ui, kingdoms: &[KingdomStats], log: &CoopLog) {
    ui.label(
        RichText::new(t!("coop-by-kingdom"))
            .size(theme::HEADING)
            .strong(),
    );
    let heads = [
        t!("coop-kingdom"),
        t!("coop-head-games"),
        t!("coop-head-won"),
        t!("coop-head-lost"),
        t!("coop-head-played-at"),
        t!("coop-head-next"),
    ];
    // The grid where its widest cells fit side by side (measured: a longer language needs
    // more than the 700 points English does), else each kingdom's figures one under another.
    let rows: Vec<[String; 6]> = kingdoms
        .iter()
        .map(|k| {
            [
                kingdom_label(&k.name),
                k.games.to_string(),
                k.wins.to_string(),
                (k.games - k.wins).to_string(),
                k.counts.join(", "),
                advice_text(k.advice.as_ref()),
            ]
        })
        .collect();
    let font = egui::TextStyle::Body.resolve(ui.style());
    let width = |text: &str| {
        ui.painter()
            .layout_no_wrap(text.to_owned(), font.clone(), egui::Color32::WHITE)
            .size()
            .x
    };
    let grid_width: f32 = (0..6)
        .map(|c| {
            rows.iter()
                .map(|r| width(&r[c]))
                .fold(width(&heads[c]) * 1.1, f32::max)
                + ui.spacing().item_spacing.x
        })
        .sum();
    let narrow =
        ui.available_width() < theme::NARROW_TABLE || grid_width > ui.available_width() - 16.0;
    if narrow {
        for k in kingdoms {
            ui.separator();
            ui.add(egui::Label::new(RichText::new(kingdom_label(&k.name)).strong()).wrap());
            let figures = [
                (&heads[1], k.games.to_string()),
                (&heads[2], k.wins.to_string()),
                (&heads[3], (k.games - k.wins).to_string()),
                (&heads[4], k.counts.join(", ")),
                (&heads[5], advice_text(k.advice.as_ref())),
            ];
            for (head, value) in figures {
                if !value.is_empty() {
                    ui.add(
                        egui::Label::new(t!("figure", label = head.as_str(), value = value)).wrap(),
                    );
                }
            }
        }
    } else {
        egui::Grid::new("by-kingdom")
            .num_columns(6)
            .striped(true)
            .show(ui, |ui| {
                for h in heads {
                    ui.label(RichText::new(h).strong());
                }
                ui.end_row();
                for [name, cells @ ..] in &rows {
                    ui.label(RichText::new(crate::i18n::drawable(name)).strong());
                    for cell in cells {
                        ui.label(cell);
                    }
                    ui.end_row();
                }
            });
    }
    ui.add_space(8.0);
    let rates: Vec<(String, usize, usize)> = kingdoms
        .iter()
        .map(|k| (kingdom_label(&k.name), k.wins, k.games))
        .collect();
    let all: Vec<&CoopResult> = log.newest_first().collect();
    let win_rate = |ui: &mut egui::Ui| {
        ui.add(egui::Label::new(RichText::new(t!("coop-win-rate")).strong()).wrap());
        plots::win_rate(ui, &rates);
    };
    let by_step = |ui: &mut egui::Ui| {
        ui.add(egui::Label::new(RichText::new(t!("coop-by-step")).strong()).wrap());
        plots::by_step(ui, &all, 260.0);
    };
    // Side by side where there is room, one under the other on a phone.
    if narrow {
        win_rate(ui);
        by_step(ui);
    } else {
        ui.columns(2, |cols| {
            win_rate(&mut cols[0]);
            by_step(&mut cols[1]);
        });
    }
}

/// "12/5 (won 12/4)" and the balance point, in words.
pub fn advice_text(advice: Option<&Advice>) -> String {
    let Some(a) = advice else {
        return String::new();
    };
    let (provinces, duchies) = (a.next.provinces, a.next.duchies);
    let text = if a.because_win {
        t!("coop-advice-win", provinces = provinces, duchies = duchies)
    } else {
        t!("coop-advice-loss", provinces = provinces, duchies = duchies)
    };
    match a.balance {
        Some((win, loss)) => t!(
            "coop-advice-balance",
            advice = text,
            won = format!("{}/{}", win.provinces, win.duchies),
            lost = format!("{}/{}", loss.provinces, loss.duchies)
        ),
        None => text,
    }
}
