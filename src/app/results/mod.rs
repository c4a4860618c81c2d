//! The Results screen, a feature of its own: the results of the mode on screen drawn over it
//! while open, this table's or every table's, exported as CSV or copied as a report.

pub use coop_automa_seam::results_ask as ask;

use super::bgstats;
use super::chrome::tools;
use super::effect::{Effect, say};
use super::i18n::t;
use super::keeps::Keeps;
use super::kit::notice::Notice;
use super::kit::tables::Tables;
use super::msg::Msg;
use super::on_table::OnTable;
use super::registry::ModeId;
use crate::store::Store;
use ask::Ask;
use eframe::egui;

pub struct Results {
    /// Shown over the screen of the mode on screen.
    open: bool,
    /// This table's name (the settings', given to its results in a backup) and whether the
    /// Results screens show all tables' results or only its own.
    pub tables: Tables,
}

impl Results {
    /// Closed, for the table named `table` (empty: not named yet).
    pub fn new(table: &str) -> Results {
        Results {
            open: false,
            tables: Tables {
                this: table.trim().to_owned(),
                all: true,
            },
        }
    }

    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Acts on what the table asked of `mode`'s results (`table`: the game on the table).
    pub fn handle(
        &mut self,
        ask: Ask,
        mode: ModeId,
        keeps: &mut Keeps,
        (store, table): (Option<&Store>, &OnTable),
        ctx: &egui::Context,
    ) -> Vec<Effect> {
        match ask {
            // No data folder to read (none found, or another app holds it): the screen would
            // show an empty list, as if no game were ever finished; it says why instead.
            Ask::Show if store.is_none() => say(Notice::error(|| t!("results-no-folder"))),
            Ask::Show => match keeps.get_mut(mode).open_results(store) {
                Ok(()) => {
                    self.open = true;
                    Vec::new()
                }
                Err(e) => say(Notice::error_text(e)),
            },
            Ask::Close => {
                self.open = false;
                Vec::new()
            }
            Ask::Export { csv, replace } => {
                say(keeps.get_mut(mode).export_csv(&self.tables, csv, replace))
            }
            Ask::LogPlay(which) => {
                let name = &self.tables.this;
                bgstats::send(which, mode, keeps, store, table.seat(), name, ctx)
            }
            Ask::CopyReport => match keeps.get_mut(mode).report_text(&self.tables) {
                Some(text) => {
                    ctx.copy_text(text);
                    say(Notice::info(|| t!("report-copied")))
                }
                None => Vec::new(),
            },
        }
    }

    /// The screen of `mode`'s results, under the top row of tools (`info`: the quiet notice
    /// it shows). Esc leaves it, as it closes a dialog (`covered`: an open dialog takes it
    /// first).
    pub fn draw(
        &mut self,
        ui: &mut egui::Ui,
        mode: ModeId,
        keeps: &mut Keeps,
        info: Option<&str>,
        covered: bool,
        msgs: &mut Vec<Msg>,
    ) {
        if !covered && ui.ctx().input(|i| i.key_pressed(egui::Key::Escape)) {
            msgs.push(Msg::ask(Ask::Close));
        }
        egui::Panel::top("results-tools").show(ui, |ui| {
            tools::top_tools(ui, msgs, tools::At::Start, info);
        });
        keeps
            .get_mut(mode)
            .results_screen(ui, &mut self.tables, msgs);
    }
}
