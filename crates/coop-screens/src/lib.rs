//! The coop at the table: the setup form, the play screen with the automa, the end with the
//! points, and the results with the difficulty ladder. The rules are in `coop_automa_coop`.

// The seam, the kit and the words under the names this crate's files use.
use coop_automa_kit as kit;
use coop_automa_kit::{fit, fonts, scroll, theme};
use coop_automa_seam::{
    bar, bgstats, card_names, command, export, file_words, mode, msg, results_ask, results_header,
};
use coop_automa_store as store;

coop_automa_seam::mode_words!("coop");

use crate::bar::Chrome;
use crate::command::Command;
use crate::export::{Csv, ExportForm};
use crate::file_words::results_fault;
use crate::i18n::t;
use crate::kit::notice::Notice;
use crate::kit::players::Names;
use crate::kit::tables::Tables;
use crate::mode::{KeepState, ModeScreens, ModeWords, PlayState, ResultsKeep};
use crate::msg::Msg;
use coop_automa_coop::CoopSession;
use coop_automa_coop::{Action, Advice, Coop, Game, Kingdom, Setup};
use coop_automa_coop::{BalanceReport, CoopResult};
use coop_automa_engine::Session;
use coop_automa_store::{GameResult, Logs};
use play::Play;
use results::ResultsView;
use results_log::CoopLog;
pub use setup::SetupForm;
use std::collections::BTreeMap;

mod automa;
mod balance_view;
mod card;
mod card_ids;
mod colors;
mod end;
mod kingdom_stats;
pub mod labels;
pub mod logged;
mod play;
mod plots;
mod prompt;
pub mod refusal_words;
mod results;
mod results_log;
mod setup;
mod supply;
mod texts;
mod turned;
pub mod words;

/// What the app keeps of the coop between games.
pub struct CoopKeep {
    pub form: SetupForm,
    /// The names typed for the last game started (kept in the settings).
    names: [String; 2],
    /// The results log, read once (in the background) and kept in step with the file.
    log: CoopLog,
    /// The ladder's advice per kingdom, from the results log.
    advice: BTreeMap<String, Advice>,
    /// The Results screen's state.
    view: ResultsView,
}

/// The coop's screens, as the app reaches them.
pub enum Screens {}

impl ModeScreens for Screens {
    type Play = Play;
    type Keep = CoopKeep;
    type Result = CoopResult;
    fn logged(result: &CoopResult, table_name: &str) -> crate::bgstats::Play {
        logged::play(result, table_name)
    }
    const OWN_KEYS: &'static [Command] = &[Command::Attack];
    fn play_screen(
        ui: &mut egui::Ui,
        play: &mut Play,
        _keep: &CoopKeep,
        chrome: &Chrome,
        msgs: &mut Vec<Msg>,
    ) {
        play::play_screen(ui, play, chrome, msgs);
    }
}

impl KeepState<Screens> for CoopKeep {
    fn new(last_names: &Names, logs: Option<&Logs>) -> Self {
        CoopKeep {
            form: SetupForm {
                names: last_names.clone(),
                ..SetupForm::default()
            },
            names: last_names.clone(),
            log: CoopLog::open(logs.cloned()),
            advice: BTreeMap::new(),
            view: ResultsView {
                problem: None,
                export: ExportForm::new("coop-automa-results.csv"),
                report_export: ExportForm::new("coop-automa-balance.csv"),
                tab: Default::default(),
            },
        }
    }
    fn remember(&self, last_names: &mut Names) {
        *last_names = self.names.clone();
    }
    fn adopt(&mut self, last_names: &Names) {
        self.names = last_names.clone();
        self.form.names = last_names.clone();
    }
    fn poll(&mut self) -> bool {
        // The results log arrives from its thread: the ladder's advice with it.
        if self.log.poll() {
            self.advice = self.log.advice();
        }
        self.log.is_loading()
    }
    fn setup_screen(&mut self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>) {
        if let Some(setup) = setup::show(ui, &mut self.form, &self.advice) {
            msgs.push(Msg::start(setup));
        }
    }
    fn typed_setup(&self) -> Option<Setup> {
        self.form.to_setup().ok()
    }
    fn started(&mut self, _setup: &Setup) {
        self.names = self.form.names.clone();
    }
    /// The names and the kingdom of the last game.
    fn form_after(&mut self, game: &Game) {
        let setup = game.setup();
        let form = &mut self.form;
        *form = SetupForm::default();
        form.names = setup.players.clone();
        form.kingdom = setup
            .kingdom
            .as_deref()
            .and_then(|name| Kingdom::recommended().iter().position(|k| k.name == name));
        form.provinces = setup.provinces.to_string();
        form.duchies = setup.duchies.to_string();
        form.colonies = setup.colonies;
        form.fleet = setup.fleet;
        form.shared_hexes = setup.shared_hexes;
        form.own = setup.own;
    }
    fn results(&mut self) -> &mut dyn ResultsKeep<Screens> {
        self
    }
    fn results_screen(&mut self, ui: &mut egui::Ui, tables: &mut Tables, msgs: &mut Vec<Msg>) {
        self.log.show_tables(tables);
        results::show(ui, &mut self.view, &self.log, tables, msgs);
    }
}

impl PlayState<Coop> for Play {
    fn new(game: Game) -> Self {
        Play {
            game,
            points: Default::default(),
            points_error: None,
            my_seat: None,
        }
    }
    fn game(&self) -> &Game {
        &self.game
    }
    fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }
    /// On the verdict a key press does nothing: a new game takes a click, so a Space meant
    /// for the last step cannot sweep the result away.
    fn primary(&self) -> Option<Msg> {
        if self.game.score().is_some() || self.game.step_asks_turned().is_some() {
            return None;
        }
        Some(primary_msg(self))
    }
    fn key(&self, command: Command) -> Option<Msg> {
        (command == Command::Attack).then(|| Msg::apply(Action::AttackPlayed))
    }
    fn applied(&mut self, _action: Action) {
        self.points_error = None;
    }
    fn seats(&self) -> Vec<String> {
        coop_automa_coop::Seat::BOTH
            .iter()
            .map(|&s| self.game.name(s).to_owned())
            .collect()
    }
    fn my_seat(&self) -> Option<usize> {
        self.my_seat.map(coop_automa_coop::Seat::index)
    }
    fn set_my_seat(&mut self, seat: Option<usize>) {
        self.my_seat = seat.and_then(|i| coop_automa_coop::Seat::BOTH.get(i).copied());
    }
    fn bad_entry(&mut self, why: String) -> Result<(), String> {
        self.points_error = Some(why);
        Ok(())
    }
}

impl ModeWords for Screens {
    type Rules = Coop;
    fn action_words(setup: &Setup, action: &Action) -> String {
        words::action_words(setup, action)
    }
    fn error_words(error: &coop_automa_coop::RuleError) -> String {
        refusal_words::error_words(error)
    }
    fn step_words(game: &Game, undo: bool) -> Option<String> {
        words::step_words(game, undo)
    }
    fn title_words(game: &Game) -> String {
        // In a list its mode is named, as the pyramid's and the Duel's are.
        t!("coop-title", what = words::title_words(game))
    }
    fn progress_words(game: &Game) -> String {
        words::progress_words(game)
    }
    fn who_words(game: &Game) -> Option<String> {
        Some(words::who_words(game))
    }
}

/// What the big button does now.
pub fn primary_msg(p: &Play) -> Msg {
    match p.game.primary_action() {
        Some(action) => Msg::apply(action),
        None if p.game.score().is_none() => end::submit(&p.game, &p.points),
        None => Msg::NewGame,
    }
}

/// The coop's results: its log read in the background from the start, the ladder's advice
/// from it, and its balance report beside the results.
impl ResultsKeep<Screens> for CoopKeep {
    fn read(&mut self, _logs: Option<&Logs>) -> Result<(), String> {
        // Read in the background from the start.
        Ok(())
    }
    fn reread(&mut self, logs: Option<&Logs>) -> Result<(), String> {
        // The advice follows when the log arrives (`poll`).
        self.log = CoopLog::open(logs.cloned());
        Ok(())
    }
    fn open(&mut self, _logs: Option<&Logs>) -> Result<(), String> {
        self.log.wait();
        self.advice = self.log.advice();
        match (self.log.path(), self.log.results()) {
            (Some(path), Ok(results)) => {
                self.view.problem =
                    (!results.bad_lines.is_empty()).then(|| results::Problem::BadLines {
                        file: path.clone(),
                        lines: results.bad_lines.clone(),
                    });
                self.view.export.confirm_replace = None;
                Ok(())
            }
            (Some(_), Err(e)) => Err(e.to_owned()),
            (None, _) => Err(t!("coop-no-data-folder")),
        }
    }
    fn result(&mut self, _logs: Option<&Logs>, game_id: &str) -> Option<CoopResult> {
        self.log.wait();
        let results = self.log.results().ok()?;
        results
            .records
            .iter()
            .find(|r| r.game_id == game_id)
            .cloned()
    }
    fn game_ids(&mut self, _logs: Option<&Logs>) -> Result<Vec<String>, String> {
        self.log.wait();
        let results = self.log.results().map_err(str::to_owned)?;
        Ok(results.records.iter().map(|r| r.game_id.clone()).collect())
    }
    /// A scored game has its record (points entered again replace it); undoing the points
    /// takes it out.
    fn record(
        &mut self,
        logs: &Logs,
        game_id: &str,
        game: &Session<Coop>,
        recorded: bool,
    ) -> Result<bool, String> {
        let record = CoopResult::of(game, game_id, store::now());
        match &record {
            Some(record) => logs
                .update_log(game_id, Some(record))
                .map_err(|e| results_fault(&e))?,
            None if recorded => logs
                .update_log::<CoopResult>(game_id, None)
                .map_err(|e| results_fault(&e))?,
            None => return Ok(false),
        }
        let now = record.is_some();
        self.log.changed(game_id, record);
        self.advice = self.log.advice();
        Ok(now)
    }
    fn export(&mut self, tables: &Tables, csv: Csv, replace: bool) -> Option<Notice> {
        self.log.show_tables(tables);
        if csv == Csv::Report {
            let report = self.log.report();
            let text = store::table_csv(BalanceReport::CSV_COLUMNS, report.csv_rows());
            let said = |path: &str| t!("coop-report-exported", path = path);
            return export::export_text(&mut self.view.report_export, text, said, replace);
        }
        let results = self.log.results().ok()?;
        let records: Vec<&CoopResult> = results
            .records
            .iter()
            .filter(|r| tables.holds(&r.table))
            .collect();
        export::export(&mut self.view.export, &records, &tables.this, replace)
    }
    fn report_text(&mut self, tables: &Tables) -> Option<String> {
        self.log.wait();
        self.log.show_tables(tables);
        Some(balance_view::bbcode(self.log.report()))
    }
}
