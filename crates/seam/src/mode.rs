//! What the app needs of a table mode beyond its rules: its setup form, its play screen and
//! big button, what it keeps between games (the form as typed, its results), and its results
//! screen. Each mode's screens crate implements `ModeScreens` on its `Screens` type;
//! everything around a game (autosave, undo, Resume, results kept in step, leaving) is
//! written once, in the app's `game_on_table.rs`.

use crate::bar::Chrome;
use crate::bgstats::Play;
use crate::command::Command;
use crate::export::{self, Csv, ExportForm};
use crate::i18n::t;
use crate::kit::notice::Notice;
use crate::kit::players::Names;
use crate::kit::tables::{self as kit_tables, Tables};
use crate::msg::Msg;
use crate::results_header::results_header;
use crate::theme;
use coop_automa_engine::{GameResult, ReplayError, Rules, Session};
use coop_automa_store::{Logs, ResultsLog};
use egui::{self, RichText};

/// A game of the mode `M`, and its actions, setups and refusals (its rules' types).
pub type GameOf<M> = Session<<M as ModeWords>::Rules>;
pub type ActionOf<M> = <<M as ModeWords>::Rules as Rules>::Action;
pub type SetupOf<M> = <<M as ModeWords>::Rules as Rules>::Setup;
pub type ErrorOf<M> = <<M as ModeWords>::Rules as Rules>::Error;

/// A question asked before a press that cannot be taken back by a second press: one that
/// ends the game or puts a player out. The mode words it; the kit draws it.
#[derive(Debug, Clone, PartialEq)]
pub struct AskFirst {
    /// "Is no buy possible?"
    pub title: String,
    /// What happens if the answer is yes.
    pub text: String,
    /// The yes button's words: "Yes, the game is lost".
    pub yes: String,
}

/// A table mode's screens, implemented on a type of the mode's screens (`<mode>::Screens`)
/// that names its rules (`ModeWords::Rules`).
pub trait ModeScreens: ModeWords {
    /// The game with the screen's own state beside it (the player chosen, what is typed).
    type Play: PlayState<Self::Rules>;
    /// What the app keeps of the mode between games: the setup form as typed, the results.
    type Keep: KeepState<Self>;
    /// A finished game's record in the mode's results log.
    type Result: GameResult<Rules = Self::Rules>;
    /// A record as BG Stats logs it; `table_name`: this table's name in the settings (empty:
    /// none).
    fn logged(result: &Self::Result, table_name: &str) -> Play;
    /// The play screen, with every bar and panel of its own.
    fn play_screen(
        ui: &mut egui::Ui,
        play: &mut Self::Play,
        keep: &Self::Keep,
        chrome: &Chrome,
        msgs: &mut Vec<Msg>,
    );
    /// The keys of the mode's own, beyond the app's (the coop's "Attack played"): its help
    /// lists them, and `PlayState::key` says what they do.
    const OWN_KEYS: &'static [Command] = &[];
    /// Whether the mode has presses to ask about (`ask_first`): the table tries an action on
    /// a copy of the game only then.
    const ASKS_FIRST: bool = false;
    /// The question to ask before an action that turns `before` into `after`, when that
    /// ends the game at once or puts a player out (`None`: play it without asking).
    fn ask_first(_before: &GameOf<Self>, _after: &GameOf<Self>) -> Option<AskFirst> {
        None
    }
    /// A line for the leave dialog saying where the game stands, if the mode has one.
    fn leave_line(_game: &GameOf<Self>) -> Option<String> {
        None
    }
}

/// What the app keeps of a mode between games: its setup form as typed, its results.
pub trait KeepState<M: ModeScreens> {
    /// What the app keeps at start: the names the table typed last (kept in the settings),
    /// and the store, to read results.
    fn new(last_names: &Names, logs: Option<&Logs>) -> Self;
    /// Work the mode does between frames (a results log read in the background); true
    /// while some is left, so the shell draws again soon.
    fn poll(&mut self) -> bool {
        false
    }
    /// The names the table typed last, if this mode keeps them, written back.
    fn remember(&self, _last_names: &mut Names) {}
    /// Takes the names typed last from a restored backup's settings.
    fn adopt(&mut self, _last_names: &Names) {}
    /// The setup screen below the mode tabs; it pushes `Msg::Start` with the setup.
    fn setup_screen(&mut self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>);
    /// The setup as typed, if it can start (the big button's key on the setup screen).
    fn typed_setup(&self) -> Option<SetupOf<M>>;
    /// A game started from this setup: the form remembers what the table typed.
    fn started(&mut self, _setup: &SetupOf<M>) {}
    /// Back to the setup screen after `game`: the form set for the same table again.
    fn form_after(&mut self, game: &GameOf<M>);
    /// How the mode keeps its results (read, read again, kept in step with a game,
    /// exported): a plain mode's `LogKeep`, written once for every mode.
    fn results(&mut self) -> &mut dyn ResultsKeep<M>;
    /// The Results screen of the tables chosen (a Close button of its own pushes
    /// `Msg::ask(Ask::Close)`).
    fn results_screen(&mut self, ui: &mut egui::Ui, tables: &mut Tables, msgs: &mut Vec<Msg>);
}

/// The game on the table with the mode's screen state beside it (the player chosen, what is
/// typed), and what it does when the game changes.
pub trait PlayState<M: Rules> {
    /// A game on the table, with a fresh screen state.
    fn new(game: Session<M>) -> Self;
    fn game(&self) -> &Session<M>;
    fn game_mut(&mut self) -> &mut Session<M>;
    /// What the big button's key does now (`None`: nothing, e.g. on the verdict).
    fn primary(&self) -> Option<Msg>;
    /// What a mode's own key does (the coop's "Attack played").
    fn key(&self, _command: Command) -> Option<Msg> {
        None
    }
    /// A dialog of the mode's own covers the screen: the game's keys do nothing.
    fn dialog_open(&self) -> bool {
        false
    }
    /// A question is open whose answer will be an action (a dialog showing what was done is
    /// none): the other devices at the table wait on it.
    fn question_open(&self) -> bool {
        self.dialog_open()
    }
    /// After any change of the game (action, undo, redo): the screen's state follows it.
    fn settle(&mut self) {}
    /// An action was played.
    fn applied(&mut self, _action: M::Action) {}
    /// An action another device at the table played (a host's step this device did not
    /// send): the screen follows it as `applied`, but shows nothing that only the device
    /// that entered it asked to see.
    fn applied_elsewhere(&mut self, action: M::Action) {
        self.applied(action);
    }
    /// An action was refused; true when the mode takes it up itself (the Duel asks for the
    /// card the table turned over from its own deck, then plays the action again), false
    /// for the refusal's notice.
    fn refused(&mut self, _action: M::Action, _error: &M::Error) -> bool {
        false
    }
    /// Undo or redo changed the game.
    fn stepped(&mut self) {}
    /// Something typed could not be read: kept for the screen to show beside the field, or
    /// given back to be shown as a notice.
    fn bad_entry(&mut self, why: String) -> Result<(), String> {
        Err(why)
    }
    /// The seats a device at the table may take as its own ("my seat"), by their players'
    /// names: none where one person plays.
    fn seats(&self) -> Vec<String> {
        Vec::new()
    }
    /// The seat this device shows large, its own side first (`None`: the whole table alike).
    fn my_seat(&self) -> Option<usize> {
        None
    }
    fn set_my_seat(&mut self, _seat: Option<usize>) {}
}

/// A mode's words: what the app says of it, its games, actions and refusals, in the
/// table's language (its catalog's messages).
pub trait ModeWords: Sized + 'static {
    /// The mode's rules.
    type Rules: Rules;
    /// The start screen's tab: the catalog's `<mode>-tab`.
    fn tab() -> String {
        keyed::<Self::Rules>("tab")
    }
    /// What the big button does in this mode, for its tooltip and the help:
    /// `<mode>-primary-help`.
    fn primary_help() -> String {
        keyed::<Self::Rules>("primary-help")
    }
    /// What a game of this mode is, in a few words ("coop game"), for a file of another mode
    /// opened where one of this mode was asked for: `<mode>-kind`.
    fn kind() -> String {
        keyed::<Self::Rules>("kind")
    }
    /// An action in a few words: "End turn".
    fn action_words(setup: &SetupOf<Self>, action: &ActionOf<Self>) -> String;
    /// A refusal of the rules, as the table reads it.
    fn error_words(error: &ErrorOf<Self>) -> String;
    /// What undo (`undo`) or redo would take back or play again now, in a few words.
    fn step_words(game: &GameOf<Self>, undo: bool) -> Option<String>;
    /// What the game is, for a list: "First Game", "Solo pyramid, Normal, mix A".
    fn title_words(game: &GameOf<Self>) -> String;
    /// How far it got: "round 7", "turn 4".
    fn progress_words(game: &GameOf<Self>) -> String;
    /// Who plays: "Alex and Bea"; `None` for one player alone.
    fn who_words(game: &GameOf<Self>) -> Option<String>;
    /// Why a saved game cannot be played again: the action it breaks and the rule.
    fn replay_words(e: &ReplayError<Self::Rules>) -> String {
        match e {
            ReplayError::Start(error) => t!("replay-start", why = Self::error_words(error)),
            ReplayError::Action {
                number,
                setup,
                action,
                error,
            } => t!(
                "replay-action",
                number = *number,
                action = Self::action_words(setup, action),
                why = Self::error_words(error)
            ),
            ReplayError::Redo {
                setup,
                action,
                error,
            } => t!(
                "replay-redo",
                action = Self::action_words(setup, action),
                why = Self::error_words(error)
            ),
            ReplayError::Undo(error) => t!("replay-undo", why = Self::error_words(error)),
        }
    }
}

/// How a mode keeps its results: read when first needed, read again when another window
/// wrote them, kept in step with the game on the table, exported. `LogKeep` does it once for
/// every mode's `GameResult`; the coop reads its log in the background and keeps its own.
pub trait ResultsKeep<M: ModeScreens> {
    /// Reads the results if they are not read yet; why not, if they cannot be.
    fn read(&mut self, logs: Option<&Logs>) -> Result<(), String>;
    /// Another window wrote the results: read them again.
    fn reread(&mut self, logs: Option<&Logs>) -> Result<(), String>;
    /// Before the Results screen opens: the results read (by default as `read`).
    fn open(&mut self, logs: Option<&Logs>) -> Result<(), String> {
        self.read(logs)
    }
    /// The results in step with `game`: its record written (or taken out when undone).
    /// Returns whether it is recorded now.
    fn record(
        &mut self,
        logs: &Logs,
        game_id: &str,
        game: &GameOf<M>,
        recorded: bool,
    ) -> Result<bool, String>;
    /// Exports the results of the tables chosen (`csv`: those, or the mode's report) to the
    /// CSV file typed on the Results screen (a download on the web): a notice says where,
    /// or the screen says why not.
    fn export(&mut self, tables: &Tables, csv: Csv, replace: bool) -> Option<Notice>;
    /// The record of the game `game_id`, if the results hold it (read first if need be).
    fn result(&mut self, logs: Option<&Logs>, game_id: &str) -> Option<M::Result>;
    /// The ids of the games the results hold (read first if need be); why not, if they
    /// cannot be read.
    fn game_ids(&mut self, logs: Option<&Logs>) -> Result<Vec<String>, String>;
    /// The mode's report as a forum message (BBCode), if it has one.
    fn report_text(&mut self, _tables: &Tables) -> Option<String> {
        None
    }
}

/// A mode's results as a plain mode keeps them: its log, read when first needed, and the
/// Results screen's CSV export row.
pub struct LogKeep<R> {
    pub log: Log<R>,
    pub export: ExportForm,
}

impl<R> LogKeep<R> {
    /// Not read yet; exported to `csv_file` unless the table types another.
    pub fn new(csv_file: &str) -> LogKeep<R> {
        LogKeep {
            log: None,
            export: ExportForm::new(csv_file),
        }
    }
}

impl<R: GameResult> LogKeep<R> {
    /// A plain mode's Results screen: `title`, the choice of tables, the export row, then
    /// `body` with the results of the tables chosen, or `none` while there are none.
    pub fn screen(
        &mut self,
        ui: &mut egui::Ui,
        tables: &mut Tables,
        (title, none): (&str, &str),
        msgs: &mut Vec<Msg>,
        body: impl FnOnce(&mut egui::Ui, &ResultsLog<R>, &mut Vec<Msg>),
    ) {
        egui::CentralPanel::default().show(ui, |ui| {
            results_header(ui, title, msgs);
            if let Some(log) = &self.log {
                kit_tables::row(ui, tables, log.records.iter().map(|r| r.table()));
            }
            let results = self.log.as_ref().map(|log| shown(log, tables));
            match results.as_deref().filter(|r| !r.records.is_empty()) {
                Some(results) => {
                    export::row(ui, &mut self.export, Csv::Results, &t!("export-tip"), msgs);
                    body(ui, results, msgs);
                }
                None => {
                    ui.add(egui::Label::new(RichText::new(none).size(theme::BODY)).wrap());
                }
            }
        });
    }
}

impl<M, R> ResultsKeep<M> for LogKeep<R>
where
    M: ModeScreens<Result = R>,
    R: GameResult<Rules = M::Rules>,
{
    fn read(&mut self, logs: Option<&Logs>) -> Result<(), String> {
        read_log(&mut self.log, logs)
    }
    fn reread(&mut self, logs: Option<&Logs>) -> Result<(), String> {
        self.log = None;
        read_log(&mut self.log, logs)
    }
    fn record(
        &mut self,
        logs: &Logs,
        game_id: &str,
        game: &GameOf<M>,
        recorded: bool,
    ) -> Result<bool, String> {
        record_in_log(&mut self.log, logs, game_id, game, recorded)
    }
    /// A plain mode has no report of its own: its one table is the results.
    fn result(&mut self, logs: Option<&Logs>, game_id: &str) -> Option<R> {
        read_log(&mut self.log, logs).ok()?;
        let log = self.log.as_ref()?;
        log.records.iter().find(|r| r.game_id() == game_id).cloned()
    }
    fn game_ids(&mut self, logs: Option<&Logs>) -> Result<Vec<String>, String> {
        read_log(&mut self.log, logs)?;
        let records = self.log.iter().flat_map(|log| &log.records);
        Ok(records.map(|r| r.game_id().to_owned()).collect())
    }
    fn export(&mut self, tables: &Tables, _csv: Csv, replace: bool) -> Option<Notice> {
        let records: Vec<&R> = self
            .log
            .as_ref()?
            .records
            .iter()
            .filter(|r| tables.holds(r.table()))
            .collect();
        crate::export::export(&mut self.export, &records, &tables.this, replace)
    }
}

/// The words every mode has, found in the catalogs by the mode's key (`Rules::MODE`):
/// `<mode>-tab`, `<mode>-kind`, `<mode>-primary-help`. A mode writes none of them in code.
pub const KEYED_WORDS: [&str; 3] = ["tab", "kind", "primary-help"];

/// The mode `R`'s words `what` (one of `KEYED_WORDS`) in the table's language.
fn keyed<R: Rules>(what: &str) -> String {
    debug_assert!(KEYED_WORDS.contains(&what));
    crate::i18n::tr(&format!("{}-{what}", R::MODE))
}

/// A mode's results log as the app keeps it: read when first needed.
pub type Log<R> = Option<ResultsLog<R>>;

/// The log as a Results screen shows it: the results of the tables chosen (the log itself
/// when that is all of them).
fn shown<'a, R: GameResult>(
    log: &'a ResultsLog<R>,
    tables: &Tables,
) -> std::borrow::Cow<'a, ResultsLog<R>> {
    if log.records.iter().all(|r| tables.holds(r.table())) {
        return std::borrow::Cow::Borrowed(log);
    }
    std::borrow::Cow::Owned(ResultsLog {
        records: log
            .records
            .iter()
            .filter(|r| tables.holds(r.table()))
            .cloned()
            .collect(),
        bad_lines: log.bad_lines.clone(),
    })
}

/// Reads a mode's results log once (it is small: one line a game).
fn read_log<R: GameResult>(log: &mut Log<R>, logs: Option<&Logs>) -> Result<(), String> {
    if log.is_some() {
        return Ok(());
    }
    if let Some(logs) = logs {
        *log = Some(
            logs.read_log()
                .map_err(|e| crate::file_words::results_fault(&e))?,
        );
    }
    Ok(())
}

/// A mode's results log in step with a game: recorded when decided, replaced when its end is
/// entered again, taken out when undone. Returns whether it is recorded now.
fn record_in_log<R: GameResult>(
    log: &mut Log<R>,
    logs: &Logs,
    game_id: &str,
    game: &Session<R::Rules>,
    recorded: bool,
) -> Result<bool, String> {
    let record = R::of(game, game_id, coop_automa_store::now());
    if record.is_none() && !recorded {
        return Ok(false);
    }
    logs.update_log(game_id, record.as_ref())
        .map_err(|e| crate::file_words::results_fault(&e))?;
    let now = record.is_some();
    if let Some(log) = log {
        log.changed(game_id, record);
    }
    Ok(now)
}
