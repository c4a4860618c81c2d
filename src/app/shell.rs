//! The app: its screens, what it does with each message, and the frame loop.

use super::command::Command;
use super::duel::{self, DuelForm, DuelPlay};
use super::files_view::{self, Modal};
use super::msg::{Msg, TableMode};
use super::options::Options;
use super::play_view::{self, Play, play_screen};
use super::pyramid::{self, PyramidForm, PyramidPlay};
use super::results_log::ResultsLog;
use super::results_view::{self, ResultsView};
use super::settings::Settings;
use super::setup_view::{self, SetupForm};
use super::{over_view, theme};
use crate::modes::coop::{Action, Advice, Game};
use crate::modes::duel::DuelGame;
use crate::modes::duel::DuelResult;
use crate::modes::pyramid::PyramidGame;
use crate::modes::pyramid::PyramidResult;
use crate::store::{self, AnySave, GameResult, Store, Summary, TableGame};

type PyramidResults = store::ResultsLog<PyramidResult>;
use eframe::egui::{self, RichText};
use std::path::PathBuf;
use web_time::Instant;

/// A message at the top of the screen: a refusal (red) or what undo/redo did.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Notice {
    pub(super) text: String,
    pub(super) error: bool,
}

impl Notice {
    fn error(text: impl Into<String>) -> Option<Notice> {
        Some(Notice {
            text: text.into(),
            error: true,
        })
    }

    fn info(text: impl Into<String>) -> Option<Notice> {
        Some(Notice {
            text: text.into(),
            error: false,
        })
    }
}

/// An unfinished game found at start, offered as "Resume".
struct Resume {
    summary: Summary,
    save: Box<AnySave>,
}

enum Screen {
    /// The start screen: the mode's setup (`App::start_mode`) and Resume.
    Setup(Box<SetupForm>),
    Play(Box<Play>),
    Pyramid(Box<PyramidPlay>),
    Duel(Box<DuelPlay>),
}

/// The app between frames.
pub struct App {
    screen: Screen,
    dark: bool,
    user_zoom: f32,
    /// The names typed for the last game started (kept in the settings).
    names: [String; 2],
    fullscreen: bool,
    notice: Option<Notice>,
    exit_after_frames: Option<u64>,
    log_frames: bool,
    frames: u64,
    started: Instant,
    styled: bool,
    /// Where games are kept; `None` if no data folder could be found.
    store: Option<Store>,
    /// Why the last autosave failed, shown until one succeeds.
    save_problem: Option<String>,
    /// Unfinished games found in the data folder, in progress first.
    resume: Vec<Resume>,
    /// A Resume entry the table asked to forget, waiting for "yes".
    confirm_forget: Option<PathBuf>,
    /// The one dialog open, if any.
    modal: Option<Modal>,
    /// Holds the data folder's lock while this app writes there.
    _lock: Option<std::fs::File>,
    /// The table chose to close anyway.
    closing: bool,
    /// The Results screen, drawn over whatever screen is under it while open.
    results: Option<ResultsView>,
    /// The results log, read once (in the background) and kept in step with the file.
    log: ResultsLog,
    /// The ladder's advice per kingdom, from the results log.
    advice: std::collections::BTreeMap<String, Advice>,
    /// The mode the start screen shows.
    start_mode: TableMode,
    /// The pyramid's setup as the table left it.
    pyramid_form: PyramidForm,
    /// The pyramid's results log, read when first needed and kept in step with the file.
    pyramid_results: Option<PyramidResults>,
    /// The Duel's setup as the table left it.
    duel_form: DuelForm,
    /// The Duel's results log, read when first needed and kept in step with the file.
    duel_results: Option<store::ResultsLog<DuelResult>>,
    /// What the web build last told its test hook: the mode and the history's length.
    /// (`None` before the first report; the setup screen is `Some(None)`.)
    #[cfg(target_arch = "wasm32")]
    reported: Option<Option<(TableMode, usize, usize)>>,
    /// Whether the page last asked to keep the screen on.
    #[cfg(target_arch = "wasm32")]
    screen_kept_on: bool,
}

impl App {
    /// The app at start with the default settings (see `with_settings`).
    pub fn new(options: &Options, started: Instant) -> App {
        App::with_settings(options, started, Settings::default())
    }

    /// The app at start: a saved game given on the command line, or the setup screen with
    /// "Resume" for an unfinished game. Files that cannot be read are named and left alone.
    /// The theme, the zoom and the last names come from `settings`.
    pub fn with_settings(options: &Options, started: Instant, settings: Settings) -> App {
        let store = store::data_dir(options.data_dir.clone()).map(Store::new);
        // One app at a time writes a data folder: a second one would overwrite the first's
        // games and results. It still plays, and says plainly that it does not save.
        let (store, lock, lock_problem) = match store {
            Some(store) => match store.lock() {
                Ok(lock) => (Some(store), lock, None),
                Err(e) => (None, None, Some(e)),
            },
            None => (
                None,
                None,
                Some("Not saved: no data folder could be found for this user. Start the app with --data-dir FOLDER to keep games.".to_owned()),
            ),
        };
        let form = SetupForm {
            names: settings.names.clone(),
            ..SetupForm::default()
        };
        let mut app = App {
            screen: Screen::Setup(Box::new(form)),
            dark: settings.dark,
            user_zoom: settings.zoom,
            names: settings.names,
            fullscreen: false,
            notice: None,
            exit_after_frames: options.exit_after_frames,
            log_frames: options.log_frames,
            frames: 0,
            started,
            styled: false,
            save_problem: lock_problem,
            store,
            resume: Vec::new(),
            confirm_forget: None,
            modal: None,
            _lock: lock,
            closing: false,
            results: None,
            log: ResultsLog::open(None),
            advice: Default::default(),
            start_mode: TableMode::of_key(&settings.mode),
            pyramid_form: PyramidForm::default(),
            pyramid_results: None,
            duel_form: DuelForm::default(),
            duel_results: None,
            #[cfg(target_arch = "wasm32")]
            reported: None,
            #[cfg(target_arch = "wasm32")]
            screen_kept_on: false,
        };
        app.log = ResultsLog::open(app.store.clone());
        app.find_resume();
        if let Some(path) = &options.open {
            app.open_file(path.clone());
        }
        app
    }

    /// Looks for unfinished games to offer as "Resume"; names the files it cannot read.
    fn find_resume(&mut self) {
        let Some(store) = &self.store else { return };
        let (found, problems) = store.find_resume();
        self.resume = found
            .into_iter()
            .map(|(path, save)| Resume {
                summary: Summary::from_save(&path, &save),
                save: Box::new(save),
            })
            .collect();
        if !problems.is_empty() {
            let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
            self.notice = Notice::error(text.join("\n"));
        }
    }

    /// Puts a game on the table. Its autosave goes to `slot` (a new file when `None`), written
    /// from its first action on, so starting or opening a game by mistake hides nothing.
    fn play(&mut self, game: Game, slot: Option<PathBuf>, game_id: String) {
        let (slot, game_id) = self.slot_and_id(&game, slot, game_id);
        let recorded = game.score().is_some();
        self.screen = Screen::Play(Box::new(Play {
            game,
            points: Default::default(),
            points_error: None,
            slot,
            game_id,
            recorded,
        }));
        self.resume.clear();
    }

    /// A game's autosave file (a new one when `None`) and its id (a new one when empty).
    fn slot_and_id<G: store::ModeGame>(
        &self,
        game: &G,
        slot: Option<PathBuf>,
        game_id: String,
    ) -> (Option<PathBuf>, String) {
        let slot = slot.or_else(|| self.store.as_ref().map(|s| s.new_slot(game)));
        let game_id = if game_id.is_empty() {
            store::new_game_id(game)
        } else {
            game_id
        };
        (slot, game_id)
    }

    /// Puts a pyramid game on the table, its autosave in `slot` (a new file when `None`).
    fn play_pyramid(&mut self, game: PyramidGame, slot: Option<PathBuf>, game_id: String) {
        let (slot, game_id) = self.slot_and_id(&game, slot, game_id);
        self.read_pyramid_results();
        self.screen = Screen::Pyramid(Box::new(PyramidPlay::new(game, slot, game_id)));
        self.resume.clear();
    }

    /// Puts a Duel game on the table, its autosave in `slot` (a new file when `None`).
    fn play_duel(&mut self, game: DuelGame, slot: Option<PathBuf>, game_id: String) {
        let (slot, game_id) = self.slot_and_id(&game, slot, game_id);
        self.read_duel_results();
        self.screen = Screen::Duel(Box::new(DuelPlay::new(game, slot, game_id)));
        self.resume.clear();
    }

    /// Puts a game of any mode on the table.
    fn play_any(&mut self, game: TableGame, slot: Option<PathBuf>, game_id: String) {
        match game {
            TableGame::Coop(game) => self.play(*game, slot, game_id),
            TableGame::Pyramid(game) => self.play_pyramid(*game, slot, game_id),
            TableGame::Duel(game) => self.play_duel(*game, slot, game_id),
        }
    }

    /// Reads the pyramid's results log once (it is small: one line a game).
    fn read_pyramid_results(&mut self) {
        if self.pyramid_results.is_some() {
            return;
        }
        if let Some(store) = &self.store {
            match store.read_log() {
                Ok(results) => self.pyramid_results = Some(results),
                Err(e) => self.notice = Notice::error(e),
            }
        }
    }

    /// The pyramid's results log in step with a finished game (P30): recorded when it ends
    /// (scored, or lost by P25), replaced when scored again, taken out when undone.
    fn sync_pyramid_result(&mut self) {
        let (Some(store), Screen::Pyramid(p)) = (&self.store, &mut self.screen) else {
            return;
        };
        let id = p.game_id.clone();
        let record = PyramidResult::of(&p.game, &id, store::now());
        let outcome = match &record {
            Some(record) => store.update_log(&id, Some(record)).map(|()| true),
            None if p.recorded => store.update_log::<PyramidResult>(&id, None).map(|()| false),
            None => return,
        };
        match outcome {
            Ok(recorded) => {
                p.recorded = recorded;
                if let Some(results) = &mut self.pyramid_results {
                    results.records.retain(|r| r.game_id != id);
                    results.records.extend(record);
                }
            }
            Err(e) => self.notice = Notice::error(e),
        }
    }

    /// Keeps the results file in step with the game: a scored game has its record (points
    /// entered again replace it), and undoing the points takes it out.
    fn sync_result(&mut self) {
        let (Some(store), Screen::Play(p)) = (&self.store, &mut self.screen) else {
            return;
        };
        let id = p.game_id.clone();
        let record = store::ResultRecord::of(&p.game, &id, store::now());
        let outcome = match &record {
            Some(record) => store.record_result(record).map(|()| true),
            None if p.recorded => store.remove_result(&id).map(|()| false),
            None => return,
        };
        match outcome {
            Ok(recorded) => {
                p.recorded = recorded;
                self.log.changed(&id, record);
                self.advice = self.log.advice();
            }
            Err(e) => self.notice = Notice::error(e),
        }
    }

    /// Opens a saved game file; the file itself is never written to.
    fn open_file(&mut self, path: PathBuf) {
        match store::load_any(&path) {
            Ok(save) => {
                self.modal = None;
                self.play_any(save.game, None, save.game_id);
                let name = path.file_name().map_or_else(
                    || path.display().to_string(),
                    |n| n.to_string_lossy().into_owned(),
                );
                self.notice = Notice::info(format!("Opened {name}."));
            }
            Err(e) => self.notice = Notice::error(e.to_string()),
        }
    }

    /// Opens a save file's text chosen on the device (the web's file picker); refused with the
    /// reason like a file on disk, and nothing is kept of it but the game.
    #[cfg(target_arch = "wasm32")]
    fn open_text(&mut self, name: &str, text: &str) {
        match store::parse_any(text.as_bytes()) {
            Ok(save) => {
                self.modal = None;
                self.play_any(save.game, None, save.game_id);
                self.notice = Notice::info(format!("Opened {name}."));
            }
            Err(e) => self.notice = Notice::error(format!("Could not open {name}: {e}.")),
        }
    }

    /// The game on the table as a save file to download (web); on the desktop every game is
    /// a file already.
    fn download_game(&mut self) {
        let text = match &self.screen {
            Screen::Play(p) => store::to_ron(&p.game, &p.game_id, None, store::now()),
            Screen::Pyramid(p) => store::to_ron(&p.game, &p.game_id, None, store::now()),
            Screen::Duel(p) => store::to_ron(&p.game, &p.game_id, None, store::now()),
            Screen::Setup(_) => return,
        };
        #[cfg(target_arch = "wasm32")]
        {
            let result = text
                .and_then(|text| super::web::download("coop-automa-game.ron", &text, "text/plain"));
            self.notice = match result {
                Ok(()) => Notice::info("Downloaded the game as coop-automa-game.ron."),
                Err(e) => Notice::error(format!("The game could not be downloaded: {e}")),
            };
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = text;
    }

    /// Writes the game on the table to its autosave file. A failure is shown, never hidden,
    /// and the next action tries again.
    fn autosave(&mut self) {
        let Some(store) = &self.store else { return };
        let result = match &self.screen {
            Screen::Play(p) => p
                .slot
                .as_ref()
                .map(|slot| store.autosave(&p.game, slot, &p.game_id)),
            Screen::Pyramid(p) => p
                .slot
                .as_ref()
                .map(|slot| store.autosave(&p.game, slot, &p.game_id)),
            Screen::Duel(p) => p
                .slot
                .as_ref()
                .map(|slot| store.autosave(&p.game, slot, &p.game_id)),
            Screen::Setup(_) => None,
        };
        if let Some(result) = result {
            self.save_problem = result.err().map(|e| e.0);
        }
    }

    /// After a pyramid action, undo or redo: on disk first, then its result if the verdict
    /// changed.
    fn after_pyramid_change(&mut self, verdict_before: Option<crate::modes::pyramid::Verdict>) {
        self.autosave();
        if let Screen::Pyramid(p) = &mut self.screen {
            p.settle();
            if p.game.verdict() != verdict_before || (p.game.verdict().is_some() && !p.recorded) {
                self.sync_pyramid_result();
            }
        }
    }

    /// After a Duel action, undo or redo: on disk first, then the screen settles, then the
    /// results log follows the outcome (recorded when decided, replaced when VP are typed
    /// again, taken out when the end is undone).
    fn after_duel_change(&mut self) {
        self.autosave();
        let (Some(store), Screen::Duel(p)) = (&self.store, &mut self.screen) else {
            if let Screen::Duel(p) = &mut self.screen {
                p.settle();
            }
            return;
        };
        p.settle();
        let record = DuelResult::of(&p.game, &p.game_id, store::now());
        if record.is_none() && !p.recorded {
            return;
        }
        match store.update_log(&p.game_id, record.as_ref()) {
            Ok(()) => {
                p.recorded = record.is_some();
                if let Some(results) = &mut self.duel_results {
                    results.records.retain(|r| r.game_id != p.game_id);
                    results.records.extend(record);
                }
            }
            Err(e) => self.notice = Notice::error(e),
        }
    }

    /// Reads the Duel's results log once (one line a game).
    fn read_duel_results(&mut self) {
        if self.duel_results.is_some() {
            return;
        }
        if let Some(store) = &self.store {
            match store.read_log() {
                Ok(results) => self.duel_results = Some(results),
                Err(e) => self.notice = Notice::error(e),
            }
        }
    }

    /// After an action, undo or redo: on disk first, then the result if the score changed
    /// (the points entered, entered again, or undone). Opening a scored game records nothing.
    fn after_change(&mut self, score_before: Option<crate::modes::coop::FinalScore>) {
        self.autosave();
        if let Screen::Play(p) = &self.screen
            && p.game.score().copied() != score_before
        {
            self.sync_result();
        }
    }

    /// Whether the results log is still being read (in the background).
    pub fn results_loading(&self) -> bool {
        self.log.is_loading()
    }

    /// What the table will find again after a restart.
    pub fn settings(&self) -> Settings {
        Settings {
            dark: self.dark,
            zoom: self.user_zoom,
            names: self.names.clone(),
            mode: self.start_mode.key().to_owned(),
        }
    }

    /// Shows why "Save as" failed in its dialog.
    fn save_as_error(&mut self, message: String) {
        if let Some(Modal::SaveAs { error, .. }) = &mut self.modal {
            *error = Some(message);
        }
    }

    /// Why the game is not on disk, if it is not.
    pub fn save_problem(&self) -> Option<&str> {
        self.save_problem.as_deref()
    }

    /// The autosave file of the game on the table.
    pub fn autosave_path(&self) -> Option<&std::path::Path> {
        match &self.screen {
            Screen::Play(p) => p.slot.as_deref(),
            Screen::Pyramid(p) => p.slot.as_deref(),
            Screen::Duel(p) => p.slot.as_deref(),
            Screen::Setup(_) => None,
        }
    }

    /// The Duel game on the table, if one is.
    pub fn duel_game(&self) -> Option<&DuelGame> {
        match &self.screen {
            Screen::Duel(p) => Some(&p.game),
            _ => None,
        }
    }

    /// The coop game on the table, if one is.
    pub fn game(&self) -> Option<&Game> {
        match &self.screen {
            Screen::Play(p) => Some(&p.game),
            _ => None,
        }
    }

    /// The pyramid game on the table, if one is.
    pub fn pyramid_game(&self) -> Option<&PyramidGame> {
        match &self.screen {
            Screen::Pyramid(p) => Some(&p.game),
            _ => None,
        }
    }

    /// The mode whose screen is shown (the start screen's mode before a game).
    fn mode_on_screen(&self) -> TableMode {
        match &self.screen {
            Screen::Play(_) => TableMode::Coop,
            Screen::Pyramid(_) => TableMode::Pyramid,
            Screen::Duel(_) => TableMode::Duel,
            Screen::Setup(_) => self.start_mode,
        }
    }

    /// Whether a dialog or the Results screen covers the game: its keys must not act on it.
    fn covered(&self) -> bool {
        let duel_dialog = matches!(&self.screen, Screen::Duel(p) if p.battle.is_some() || p.attack_shown.is_some());
        self.results.is_some() || self.modal.is_some() || duel_dialog
    }

    /// Whether the game on the table has actions that are not on disk.
    fn unsaved_game(&self) -> bool {
        let played = match &self.screen {
            Screen::Play(p) => p.game.actions_applied() > 0,
            Screen::Pyramid(p) => p.game.actions_applied() > 0,
            Screen::Duel(p) => p.game.actions_applied() > 0,
            Screen::Setup(_) => false,
        };
        played && self.save_problem.is_some()
    }

    /// What to do when a command's key is pressed.
    fn command_msg(&self, command: Command) -> Option<Msg> {
        let game_command = matches!(
            command,
            Command::Primary | Command::Attack | Command::Undo | Command::Redo
        );
        if game_command && self.covered() {
            return None;
        }
        match command {
            Command::Primary => match &self.screen {
                Screen::Setup(_) if self.start_mode == TableMode::Pyramid => {
                    self.pyramid_form.to_setup().ok().map(Msg::StartPyramid)
                }
                Screen::Setup(_) if self.start_mode == TableMode::Duel => {
                    self.duel_form.to_setup().ok().map(Msg::StartDuel)
                }
                Screen::Duel(p) => duel::primary_msg(p),
                Screen::Setup(form) => form.to_setup().ok().map(Msg::Start),
                // As on the coop's verdict, a key never starts a new game.
                Screen::Pyramid(p) if p.game.verdict().is_some() => None,
                Screen::Pyramid(p) => pyramid::primary_msg(p),
                // On the verdict a key press does nothing: a new game takes a click, so a
                // Space meant for the last step cannot sweep the result away.
                Screen::Play(p) if p.game.score().is_some() => None,
                Screen::Play(p) => Some(primary_msg(p)),
            },
            Command::Attack => match &self.screen {
                Screen::Play(_) => Some(Msg::Apply(Action::AttackPlayed)),
                Screen::Setup(_) | Screen::Pyramid(_) | Screen::Duel(_) => None,
            },
            Command::Undo => Some(Msg::Undo),
            Command::Redo => Some(Msg::Redo),
            _ => Some(Msg::Command(command)),
        }
    }

    /// Acts on one message.
    pub fn handle(&mut self, msg: Msg, ctx: &egui::Context) {
        match msg {
            Msg::Apply(action) => {
                if let Screen::Play(p) = &mut self.screen {
                    let score_before = p.game.score().copied();
                    match p.game.apply(action) {
                        Ok(_) => {
                            self.notice = None;
                            p.points_error = None;
                            self.after_change(score_before);
                        }
                        Err(e) => self.notice = Notice::error(e.to_string()),
                    }
                }
            }
            Msg::Undo | Msg::Redo if matches!(self.screen, Screen::Pyramid(_)) => {
                if let Screen::Pyramid(p) = &mut self.screen {
                    let verdict_before = p.game.verdict();
                    let label = match msg {
                        Msg::Undo => p.game.undo_label(),
                        _ => p.game.redo_label(),
                    };
                    let (notice, done) = step_history(&mut p.game, msg == Msg::Undo, label);
                    self.notice = notice;
                    if done {
                        self.after_pyramid_change(verdict_before);
                    }
                }
            }
            Msg::PyramidApply(action) => {
                if let Screen::Pyramid(p) = &mut self.screen {
                    let verdict_before = p.game.verdict();
                    match p.game.apply(action) {
                        Ok(_) => {
                            self.notice = None;
                            p.counts_error = None;
                            self.after_pyramid_change(verdict_before);
                        }
                        Err(e) => {
                            // A refused pick keeps nothing half-picked.
                            p.picked.clear();
                            self.notice = Notice::error(e.to_string());
                        }
                    }
                }
            }
            Msg::Undo | Msg::Redo if matches!(self.screen, Screen::Duel(_)) => {
                if let Screen::Duel(p) = &mut self.screen {
                    let label = match msg {
                        Msg::Undo => p.game.undo_label(),
                        _ => p.game.redo_label(),
                    };
                    let (notice, done) = step_history(&mut p.game, msg == Msg::Undo, label);
                    self.notice = notice;
                    if done {
                        p.battle = None;
                        self.after_duel_change();
                    }
                }
            }
            Msg::DuelApply(action) => {
                if let Screen::Duel(p) = &mut self.screen {
                    match p.game.apply(action) {
                        Ok(_) => {
                            self.notice = None;
                            if matches!(action, crate::modes::duel::Action::Attack(_)) {
                                p.battle = None;
                                p.attack_shown = Some(p.game.actions_applied());
                            }
                            if let crate::modes::duel::Action::Changes { .. } = action {
                                p.list = Some(Vec::new());
                            }
                            self.after_duel_change();
                        }
                        Err(e) => self.notice = Notice::error(e.to_string()),
                    }
                }
            }
            Msg::DuelRefused(why) => self.notice = Notice::error(why),
            Msg::StartDuel(setup) => match DuelGame::new(setup) {
                Ok(game) => {
                    self.start_mode = TableMode::Duel;
                    self.notice = None;
                    self.play_duel(game, None, String::new());
                }
                Err(e) => self.notice = Notice::error(e.to_string()),
            },
            Msg::PyramidBadCounts(why) => {
                if let Screen::Pyramid(p) = &mut self.screen {
                    p.counts_error = Some(why);
                }
            }
            Msg::ChooseMode(mode) => {
                self.start_mode = mode;
                self.notice = None;
                match mode {
                    TableMode::Pyramid => self.read_pyramid_results(),
                    TableMode::Duel => self.read_duel_results(),
                    TableMode::Coop => {}
                }
            }
            Msg::StartPyramid(setup) => match PyramidGame::new(setup) {
                Ok(game) => {
                    self.start_mode = TableMode::Pyramid;
                    self.notice = None;
                    self.play_pyramid(game, None, String::new());
                    // The table lays out the deal now: on disk before anything is played.
                    self.autosave();
                }
                Err(e) => self.notice = Notice::error(e.to_string()),
            },
            Msg::Undo | Msg::Redo => {
                if let Screen::Play(p) = &mut self.screen {
                    let score_before = p.game.score().copied();
                    let label = match msg {
                        Msg::Undo => p.game.undo_label(),
                        _ => p.game.redo_label(),
                    };
                    let (notice, done) = step_history(&mut p.game, msg == Msg::Undo, label);
                    self.notice = notice;
                    if done {
                        self.after_change(score_before);
                    }
                }
            }
            Msg::Start(setup) => match Game::new(setup) {
                Ok(game) => {
                    if let Screen::Setup(form) = &self.screen {
                        self.names = form.names.clone();
                    }
                    self.start_mode = TableMode::Coop;
                    self.notice = None;
                    self.play(game, None, String::new());
                }
                Err(e) => self.notice = Notice::error(e.to_string()),
            },
            Msg::Resume(path) => {
                if let Some(i) = self.resume.iter().position(|r| r.summary.path == path) {
                    let resume = self.resume.remove(i);
                    // A game the table left goes back among the games in progress.
                    let slot = match &self.store {
                        Some(store) => match store.take_up(&resume.summary.path) {
                            Ok(slot) => slot,
                            Err(e) => {
                                self.notice = Notice::error(e.0);
                                return;
                            }
                        },
                        None => resume.summary.path.clone(),
                    };
                    self.notice = Notice::info(format!("Resumed: {}.", resume.summary.describe()));
                    let save = *resume.save;
                    self.play_any(save.game, Some(slot), save.game_id);
                }
            }
            Msg::AskForget(path) => self.confirm_forget = path,
            Msg::Forget(path) => {
                if let Some(store) = &self.store {
                    match store.forget(&path) {
                        Ok(to) => {
                            self.notice = Notice::info(format!(
                                "Forgotten: it is no longer offered. The file is kept as {}.",
                                to.display()
                            ));
                        }
                        Err(e) => self.notice = Notice::error(e.0),
                    }
                }
                self.confirm_forget = None;
                self.find_resume();
            }
            Msg::DismissNotice => self.notice = None,
            Msg::AskSaveAs => {
                self.modal = Some(Modal::SaveAs {
                    name: String::new(),
                    error: None,
                    focus: true,
                });
            }
            Msg::SaveAs(name) => {
                let saved = match (&self.store, &self.screen) {
                    (Some(store), Screen::Play(p)) => {
                        Some(store.save_as(&p.game, &p.game_id, &name))
                    }
                    (Some(store), Screen::Pyramid(p)) => {
                        Some(store.save_as(&p.game, &p.game_id, &name))
                    }
                    (Some(store), Screen::Duel(p)) => {
                        Some(store.save_as(&p.game, &p.game_id, &name))
                    }
                    _ => None,
                };
                if let Some(saved) = saved {
                    match saved {
                        Ok(path) => {
                            self.modal = None;
                            self.notice = Notice::info(format!(
                                "Saved as \"{}\" ({}).",
                                name.trim(),
                                path.display()
                            ));
                        }
                        // Said in the dialog, next to the name to change.
                        Err(e) => self.save_as_error(e.0),
                    }
                } else {
                    self.save_as_error(
                        "There is no data folder to save into: start the app with --data-dir FOLDER.".into(),
                    );
                }
            }
            // The same button closes the list it opened.
            Msg::ShowSaves if matches!(self.modal, Some(Modal::SavedGames { .. })) => {
                self.modal = None;
            }
            Msg::ShowSaves => {
                if let Some(store) = &self.store {
                    let (list, problems) = store.list_saves();
                    self.modal = Some(Modal::SavedGames {
                        list,
                        confirm_delete: None,
                    });
                    if !problems.is_empty() {
                        let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
                        self.notice = Notice::error(text.join("\n"));
                    }
                }
            }
            Msg::OpenFile(path) => self.open_file(path),
            Msg::AskDelete(path) => {
                if let Some(Modal::SavedGames { confirm_delete, .. }) = &mut self.modal {
                    *confirm_delete = Some(path);
                }
            }
            Msg::DeleteSave(path) => {
                if let Some(store) = &self.store {
                    if let Err(e) = store.delete_save(&path) {
                        self.notice = Notice::error(e.0);
                    }
                    self.modal = Some(Modal::SavedGames {
                        list: store.list_saves().0,
                        confirm_delete: None,
                    });
                }
            }
            Msg::CloseFiles => self.modal = None,
            // The Duel's results are its own: who won which game.
            Msg::ShowResults if self.mode_on_screen() == TableMode::Duel => {
                self.read_duel_results();
                self.results = Some(ResultsView {
                    problem: None,
                    export_path: String::new(),
                    confirm_replace: None,
                });
            }
            // The pyramid's results are its own: per level and mix (P30).
            Msg::ShowResults if self.mode_on_screen() == TableMode::Pyramid => {
                self.read_pyramid_results();
                self.results = Some(ResultsView {
                    problem: None,
                    export_path: String::new(),
                    confirm_replace: None,
                });
            }
            Msg::ShowResults => {
                self.log.wait();
                match (self.log.path(), self.log.results()) {
                    (Some(path), Ok(results)) => {
                        let problem = results.problem(path);
                        let export_path = self
                            .results
                            .take()
                            .map(|v| v.export_path)
                            .unwrap_or_else(|| "~/coop-automa-results.csv".into());
                        self.results = Some(ResultsView {
                            problem,
                            export_path,
                            confirm_replace: None,
                        });
                    }
                    (Some(_), Err(e)) => self.notice = Notice::error(e),
                    (None, _) => {
                        self.notice = Notice::error(
                            "There is no data folder, so no results are kept: start the app with --data-dir FOLDER.",
                        )
                    }
                }
            }
            Msg::CloseResults => self.results = None,
            Msg::ExportCsv { replace } => {
                if let (Some(view), Ok(results)) = (&mut self.results, self.log.results()) {
                    let records: Vec<&store::ResultRecord> = results.records.iter().collect();
                    // "Replace" only stands for the very file it asked about.
                    let replace = replace
                        && view.confirm_replace.as_deref() == Some(view.export_path.as_str());
                    #[cfg(target_arch = "wasm32")]
                    let _ = replace;
                    // On the web the CSV is a download, under the name typed.
                    #[cfg(target_arch = "wasm32")]
                    let exported = store::to_csv(&records).and_then(|csv| {
                        let name = view.export_path.trim().trim_start_matches("~/");
                        let name = if name.is_empty() {
                            "coop-automa-results.csv"
                        } else {
                            name
                        };
                        super::web::download(name, &csv, "text/csv").map(|()| PathBuf::from(name))
                    });
                    #[cfg(not(target_arch = "wasm32"))]
                    let exported = store::export_csv(&records, &view.export_path, replace);
                    match exported {
                        Ok(path) => {
                            view.confirm_replace = None;
                            view.problem = None;
                            self.notice = Notice::info(format!(
                                "Exported {} to {}.",
                                crate::modes::coop::count(records.len(), "result", "results"),
                                path.display()
                            ));
                        }
                        Err(e) => {
                            view.confirm_replace = e
                                .ends_with("exists already.")
                                .then(|| view.export_path.clone());
                            view.problem = Some(if view.confirm_replace.is_some() {
                                format!(
                                    "{e} Press \"Replace that file\" to write over it, or type another name."
                                )
                            } else {
                                e
                            });
                        }
                    }
                }
            }
            Msg::DownloadGame => self.download_game(),
            Msg::PickFile =>
            {
                #[cfg(target_arch = "wasm32")]
                if let Err(e) = super::web::pick_file() {
                    self.notice = Notice::error(format!("No file picker: {e}"));
                }
            }
            Msg::UseCounts(step) => {
                if let Screen::Setup(form) = &mut self.screen {
                    form.counts = step;
                }
            }
            Msg::NewGame => {
                // Leaving is safe once the game is finished (or was never played) and on disk.
                let done = match &self.screen {
                    Screen::Play(p) => p.game.score().is_some() || p.game.actions_applied() == 0,
                    Screen::Pyramid(p) => {
                        p.game.verdict().is_some() || p.game.actions_applied() == 0
                    }
                    Screen::Duel(p) => p.finished() || p.game.actions_applied() == 0,
                    Screen::Setup(_) => return,
                };
                if done && self.save_problem.is_none() {
                    // (A dealt pyramid is on disk before it is played: it goes among the
                    // games left, never lost.)
                    self.leave_for_setup();
                } else {
                    self.modal = Some(Modal::ConfirmLeave);
                }
            }
            Msg::ConfirmNewGame => self.leave_for_setup(),
            Msg::CancelNewGame => self.modal = None,
            Msg::BadPoints(message) => {
                if let Screen::Play(p) = &mut self.screen {
                    p.points_error = Some(message);
                }
            }
            Msg::Command(command) => self.view_command(command, ctx),
            Msg::CloseAnyway => {
                self.closing = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            Msg::KeepOpen => self.modal = None,
            Msg::ToggleTheme => {
                self.dark = !self.dark;
                ctx.set_theme(if self.dark {
                    egui::Theme::Dark
                } else {
                    egui::Theme::Light
                });
            }
        }
    }

    /// Leaves the game on the table (see `leave_game`) for the setup screen; a file that could
    /// not be marked is said.
    fn leave_for_setup(&mut self) {
        let problem = self.leave_game();
        self.back_to_setup();
        if let Some(problem) = problem {
            self.notice = Notice::error(problem);
        }
    }

    /// The table leaves an unfinished game on disk for a new one: Resume will say so (a game
    /// the table has not acted on, `ModeGame::on_the_table`, is not offered anyway).
    /// Returns why that could not be marked, if it could not.
    fn leave_game(&self) -> Option<String> {
        use store::ModeGame;
        let store = self.store.as_ref()?;
        let (unfinished, slot) = match &self.screen {
            Screen::Play(p) => (
                p.game.score().is_none() && p.game.on_the_table(),
                p.slot.as_deref(),
            ),
            Screen::Pyramid(p) => (
                p.game.verdict().is_none() && p.game.on_the_table(),
                p.slot.as_deref(),
            ),
            Screen::Duel(p) => (!p.finished() && p.game.on_the_table(), p.slot.as_deref()),
            Screen::Setup(_) => return None,
        };
        let slot = slot.filter(|s| unfinished && s.exists())?;
        store.leave(slot).err().map(|e| e.0)
    }

    /// Back to the setup screen, keeping the names and the kingdom of the last game.
    fn back_to_setup(&mut self) {
        let mut form = SetupForm::default();
        if let Screen::Play(p) = &self.screen {
            let setup = p.game.setup();
            form.names = setup.players.clone();
            form.kingdom = setup.kingdom.as_deref().and_then(|name| {
                crate::modes::coop::Kingdom::recommended()
                    .iter()
                    .position(|k| k.name == name)
            });
            form.provinces = setup.provinces.to_string();
            form.duchies = setup.duchies.to_string();
            form.colonies = setup.colonies;
            form.fleet = setup.fleet;
            form.shared_hexes = setup.shared_hexes;
        }
        if let Screen::Pyramid(p) = &self.screen {
            // The next game at the same level and mix, or the next level suggested.
            let setup = p.game.setup();
            self.pyramid_form.level = p
                .game
                .verdict()
                .and_then(|v| crate::modes::pyramid::next_level(setup.level, v))
                .unwrap_or(setup.level);
            self.pyramid_form.preset = setup.mix.preset();
            self.pyramid_form.custom = setup.mix;
            self.pyramid_form.attack_name = setup.attack_name.clone();
            self.start_mode = TableMode::Pyramid;
        }
        if let Screen::Duel(p) = &self.screen {
            // The same table again: the names in their order, the same kind of kingdom.
            let setup = p.game.setup();
            self.duel_form.names = setup.players.clone();
            self.duel_form.kingdom = setup.kingdom;
            self.duel_form.starting_vp = setup.starting_vp.to_string();
            self.start_mode = TableMode::Duel;
        }
        self.notice = None;
        self.modal = None;
        self.screen = Screen::Setup(Box::new(form));
        self.find_resume();
    }

    fn view_command(&mut self, command: Command, ctx: &egui::Context) {
        match command {
            Command::Fullscreen => {
                self.fullscreen = !self.fullscreen;
                ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(self.fullscreen));
            }
            Command::ZoomIn => self.user_zoom = theme::zoom_in(self.user_zoom),
            Command::ZoomOut => self.user_zoom = theme::zoom_out(self.user_zoom),
            Command::ZoomReset => self.user_zoom = 1.0,
            Command::Help => {
                self.modal = match self.modal {
                    Some(Modal::Help) => None,
                    _ => Some(Modal::Help),
                }
            }
            Command::Primary | Command::Attack | Command::Undo | Command::Redo => {}
        }
    }

    /// Zooms so the layout, drawn for `DESIGN_SIZE`, fills the window, times the user's zoom.
    fn fit_zoom(&self, ctx: &egui::Context) {
        let zoom = ctx.zoom_factor();
        // The window in points at zoom 1, from one frame's input, so it does not depend on a
        // zoom set during this frame (that would make the zoom chase itself).
        let size = ctx.input(|i| {
            let native = i.viewport().native_pixels_per_point.unwrap_or(1.0);
            i.content_rect().size() * i.pixels_per_point / native
        });
        let target = theme::fit_zoom(size, self.user_zoom);
        if (target - zoom).abs() > 0.01 {
            ctx.set_zoom_factor(target);
        }
    }

    /// Counts frames for `--exit-after-frames` and `--log-frames`.
    fn count_frame(&mut self, ctx: &egui::Context) {
        self.frames += 1;
        if self.log_frames {
            eprintln!(
                "frame {} at {} ms",
                self.frames,
                self.started.elapsed().as_millis()
            );
        }
        let Some(limit) = self.exit_after_frames else {
            return;
        };
        if self.frames == 1 {
            eprintln!(
                "first frame: {} ms after start",
                self.started.elapsed().as_millis()
            );
        }
        if self.frames >= limit {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        } else {
            ctx.request_repaint();
        }
    }
}

/// Undoes (or redoes) one step of a game of any mode: the notice says what it took back or
/// played again, or why not; true when the game changed.
fn step_history<R: crate::engine::Rules>(
    game: &mut crate::engine::Session<R>,
    undo: bool,
    label: Option<String>,
) -> (Option<Notice>, bool) {
    let result = if undo {
        game.undo().map(|_| ())
    } else {
        game.redo().map(|_| ())
    };
    match result {
        Ok(()) => {
            let done = if undo { "Undone" } else { "Redone" };
            (
                Notice::info(format!("{done}: {}", label.unwrap_or_default())),
                true,
            )
        }
        Err(e) => (Notice::error(e.to_string()), false),
    }
}

/// What the big button does now.
pub(super) fn primary_msg(p: &Play) -> Msg {
    match p.game.primary_action() {
        Some(action) => Msg::Apply(action),
        None if p.game.score().is_none() => over_view::submit(&p.game, &p.points),
        None => Msg::NewGame,
    }
}

impl eframe::App for App {
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.settings().store(storage);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        if !self.styled {
            theme::install(&ctx);
            ctx.set_theme(if self.dark {
                egui::Theme::Dark
            } else {
                egui::Theme::Light
            });
            self.styled = true;
        }
        self.count_frame(&ctx);
        #[cfg(target_arch = "wasm32")]
        if self.frames == 1 {
            super::web::tell_first_frame();
        }
        self.fit_zoom(&ctx);
        // The results log arrives from its thread: the ladder's advice with it.
        if self.log.poll() {
            self.advice = self.log.advice();
        } else if self.log.is_loading() {
            ctx.request_repaint_after(std::time::Duration::from_millis(20));
        }
        // Closing the window while the game is not on disk would lose it: ask first.
        if ctx.input(|i| i.viewport().close_requested()) && self.unsaved_game() && !self.closing {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.modal = Some(Modal::ConfirmClose);
        }
        #[cfg(target_arch = "wasm32")]
        for (name, text) in super::web::take_opened() {
            self.open_text(&name, &text);
        }
        let mut msgs: Vec<Msg> = Command::pressed(&ctx)
            .into_iter()
            .filter_map(|c| self.command_msg(c))
            .collect();
        let info_text = self
            .notice
            .as_ref()
            .filter(|n| !n.error)
            .map(|n| n.text.clone());
        let info = info_text.as_deref();
        // Under a dialog the screen takes no tap and shows no tooltip: egui would keep a
        // tooltip open under a new dialog while the pointer rests where it was (seen over the
        // help).
        let dialog = self.modal.is_some()
            || matches!(&self.screen, Screen::Duel(p) if p.battle.is_some() || p.attack_shown.is_some());
        if dialog {
            ui.disable();
        }
        // The Results screen covers whatever screen is under it; the dialogs below cover all.
        let pyramid_on_screen = self.mode_on_screen() == TableMode::Pyramid;
        let duel_on_screen = self.mode_on_screen() == TableMode::Duel;
        // Esc leaves the Results screen, as it closes a dialog (an open dialog takes it first).
        if self.results.is_some()
            && self.modal.is_none()
            && ctx.input(|i| i.key_pressed(egui::Key::Escape))
        {
            msgs.push(Msg::CloseResults);
        }
        match (&mut self.results, &mut self.screen) {
            (Some(_), _) if pyramid_on_screen => {
                egui::Panel::top("results-tools").show(ui, |ui| {
                    top_tools(ui, &mut msgs, false, info);
                });
                pyramid_results(ui, self.pyramid_results.as_ref(), &mut msgs);
            }
            (Some(_), _) if duel_on_screen => {
                egui::Panel::top("results-tools").show(ui, |ui| {
                    top_tools(ui, &mut msgs, false, info);
                });
                duel::results_screen(ui, self.duel_results.as_ref(), &mut msgs);
            }
            (Some(view), _) => {
                egui::Panel::top("results-tools").show(ui, |ui| {
                    top_tools(ui, &mut msgs, false, info);
                });
                results_view::show(ui, view, &self.log, &mut msgs);
            }
            (None, Screen::Setup(form)) => {
                let resume = &self.resume;
                let forget = self.confirm_forget.as_ref();
                let mode = self.start_mode;
                egui::Panel::top("setup-tools").show(ui, |ui| {
                    top_tools(ui, &mut msgs, false, info);
                    let summaries: Vec<Summary> =
                        resume.iter().map(|r| r.summary.clone()).collect();
                    files_view::resume_list(ui, &summaries, forget, &mut msgs);
                    mode_tabs(ui, mode, &mut msgs);
                });
                match mode {
                    TableMode::Coop => {
                        if let Some(setup) = setup_view::show(ui, form, &self.advice, &mut msgs) {
                            msgs.push(Msg::Start(setup));
                        }
                    }
                    TableMode::Duel => {
                        let duel_form = &mut self.duel_form;
                        egui::CentralPanel::default().show(ui, |ui| {
                            super::play_view::region(
                                ui,
                                ui.available_rect_before_wrap(),
                                "duel-setup",
                                |ui| duel::setup_screen(ui, duel_form, &mut msgs),
                            );
                        });
                    }
                    TableMode::Pyramid => {
                        let results = self.pyramid_results.as_ref();
                        let pyramid_form = &mut self.pyramid_form;
                        egui::CentralPanel::default().show(ui, |ui| {
                            super::play_view::region(
                                ui,
                                ui.available_rect_before_wrap(),
                                "pyramid-setup",
                                |ui| pyramid::setup_screen(ui, pyramid_form, results, &mut msgs),
                            );
                        });
                    }
                }
            }
            (None, Screen::Play(p)) => {
                play_screen(ui, p, info, &mut msgs);
            }
            (None, Screen::Duel(p)) => {
                duel::play_screen(ui, p, info, &mut msgs);
            }
            (None, Screen::Pyramid(p)) => {
                // The results line belongs to the end: no tally of the log during play.
                let line = self
                    .pyramid_results
                    .as_ref()
                    .filter(|_| p.game.is_over())
                    .and_then(|r| pyramid::results_line(r, &p.game));
                pyramid::play_screen(ui, p, info, line.as_deref(), &mut msgs);
            }
        }
        match &mut self.modal {
            None => {}
            Some(Modal::Help) => help_overlay(&ctx, self.mode_on_screen(), &mut msgs),
            Some(Modal::ConfirmClose) => close_dialog(
                &ctx,
                self.save_problem.as_deref().unwrap_or_default(),
                &mut msgs,
            ),
            Some(Modal::ConfirmLeave) => match &self.screen {
                Screen::Play(p) => {
                    play_view::leave_dialog(&ctx, &p.game, self.save_problem.as_deref(), &mut msgs);
                }
                Screen::Pyramid(p) => {
                    pyramid::leave_dialog(&ctx, &p.game, self.save_problem.as_deref(), &mut msgs);
                }
                Screen::Duel(p) => {
                    duel::leave_dialog(&ctx, &p.game, self.save_problem.as_deref(), &mut msgs);
                }
                Screen::Setup(_) => {}
            },
            Some(Modal::SaveAs { name, error, focus }) => {
                files_view::save_as_dialog(&ctx, name, error.as_deref(), focus, &mut msgs);
            }
            Some(Modal::SavedGames {
                list,
                confirm_delete,
            }) => files_view::saves_dialog(&ctx, list, confirm_delete.as_ref(), &mut msgs),
        }
        notice_overlay(
            &ctx,
            self.notice.as_ref(),
            self.save_problem.as_deref(),
            &mut msgs,
        );
        for msg in msgs {
            self.handle(msg, &ctx);
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.report_state();
            // The screen stays on during a game, unless the table switched that off.
            let want = !matches!(self.screen, Screen::Setup(_)) && keep_screen_on(&ctx);
            if want != self.screen_kept_on {
                super::web::keep_screen_on(want);
                self.screen_kept_on = want;
            }
        }
    }
}

/// The table's "Keep the screen on" switch (web only), on until switched off.
#[cfg(target_arch = "wasm32")]
fn keep_screen_on(ctx: &egui::Context) -> bool {
    ctx.data_mut(|d| *d.get_persisted_mut_or(egui::Id::unique("keep-screen-on"), true))
}

impl App {
    /// The web build's test hook: the game as its save text, made again only when the game
    /// changed (a new action, undo or redo, another game).
    #[cfg(target_arch = "wasm32")]
    fn report_state(&mut self) {
        let key = match &self.screen {
            Screen::Play(p) => Some((
                TableMode::Coop,
                p.game.actions_applied(),
                p.game.history().undone().len(),
            )),
            Screen::Pyramid(p) => Some((
                TableMode::Pyramid,
                p.game.actions_applied(),
                p.game.history().undone().len(),
            )),
            Screen::Duel(p) => Some((
                TableMode::Duel,
                p.game.actions_applied(),
                p.game.history().undone().len(),
            )),
            Screen::Setup(_) => None,
        };
        if self.reported == Some(key) {
            return;
        }
        // The save text with its mode, and how far the game is ("round 7, over").
        let (text, game): (String, Option<&dyn store::ModeGame>) = match &self.screen {
            Screen::Play(p) => (ron::to_string(&p.game).unwrap_or_default(), Some(&p.game)),
            Screen::Pyramid(p) => (ron::to_string(&p.game).unwrap_or_default(), Some(&p.game)),
            Screen::Duel(p) => (ron::to_string(&p.game).unwrap_or_default(), Some(&p.game)),
            Screen::Setup(_) => (String::new(), None),
        };
        let (text, progress) = match game {
            None => ("setup".to_owned(), "setup".to_owned()),
            Some(g) => {
                let end = if g.is_finished() {
                    ", scored"
                } else if g.is_over() {
                    ", over"
                } else {
                    ""
                };
                (
                    format!("{} {text}", g.mode()),
                    format!("{}{end}", g.progress()),
                )
            }
        };
        super::web::report(text, progress);
        self.reported = Some(key);
    }
}

/// The pyramid's Results screen: games and victories per level and mix; Esc or Close leaves.
fn pyramid_results(ui: &mut egui::Ui, results: Option<&PyramidResults>, msgs: &mut Vec<Msg>) {
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
                egui::ScrollArea::both().show(ui, |ui| pyramid::results_table(ui, r));
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

/// The modes the start screen offers, as two large tabs: the one shown is marked.
fn mode_tabs(ui: &mut egui::Ui, mode: TableMode, msgs: &mut Vec<Msg>) {
    ui.horizontal_wrapped(|ui| {
        for m in TableMode::ALL {
            let tab = egui::Button::selectable(
                m == mode,
                RichText::new(m.label()).size(theme::BODY).strong(),
            )
            .min_size(egui::vec2(44.0, 44.0));
            if ui.add(tab).clicked() && m != mode {
                msgs.push(Msg::ChooseMode(m));
            }
        }
    });
}

/// Where the screen's bottom bar begins, for the notices to sit just above it.
pub(super) fn set_bottom_edge(ctx: &egui::Context, y: f32) {
    ctx.data_mut(|d| d.insert_temp(egui::Id::unique("bottom-edge"), y));
}

/// Dialogs never wider than the window (less a margin), so their buttons stay in view.
pub(super) fn dialog_width(ui: &mut egui::Ui) {
    let window = ui.ctx().content_rect().width();
    ui.set_max_width((window - 48.0).clamp(200.0, 900.0));
}

/// A dialog of pages whose buttons must not move from page to page: always this wide.
pub(super) fn fixed_dialog_width(ui: &mut egui::Ui) {
    let window = ui.ctx().content_rect().width();
    ui.set_width((window - 48.0).clamp(200.0, 640.0));
}

/// A refusal or a save problem floats large and red over the middle of the screen, just above
/// the bottom bar: it never pushes a button down. A refusal stays until the next action or
/// "Dismiss"; a save problem until a save works. (What undo or a file did is a quiet line in
/// the top row, see `info_line`.)
fn notice_overlay(
    ctx: &egui::Context,
    notice: Option<&Notice>,
    save_problem: Option<&str>,
    msgs: &mut Vec<Msg>,
) {
    let content = ctx.content_rect();
    let bottom = ctx
        .data(|d| d.get_temp::<f32>(egui::Id::unique("bottom-edge")))
        .filter(|y| *y > content.top() && *y <= content.bottom())
        .unwrap_or(content.bottom() - 96.0);
    let max_width = (content.width() * 0.7)
        .max(280.0)
        .min(content.width() - 24.0);
    let notice_frame = |ui: &mut egui::Ui, edge: egui::Color32| {
        egui::Frame::popup(ui.style())
            .stroke(egui::Stroke::new(3.0, edge))
            .inner_margin(10)
    };
    let errors: Vec<(&str, bool)> = notice
        .filter(|n| n.error)
        .map(|n| (n.text.as_str(), true))
        .into_iter()
        .chain(save_problem.map(|p| (p, false)))
        .collect();
    if errors.is_empty() {
        return;
    }
    egui::Area::new(egui::Id::unique("error-notices"))
        .order(egui::Order::Tooltip)
        .pivot(egui::Align2::CENTER_BOTTOM)
        .fixed_pos(egui::pos2(content.center().x, bottom - 8.0))
        .show(ctx, |ui| {
            ui.set_max_width(max_width);
            let edge = theme::warn_color(ui.visuals().dark_mode);
            for (text, dismiss) in errors {
                notice_frame(ui, edge).show(ui, |ui| {
                    ui.horizontal(|ui| {
                        if dismiss
                            && ui
                                .button("Dismiss")
                                .on_hover_text("Hide this message.")
                                .clicked()
                        {
                            msgs.push(Msg::DismissNotice);
                        }
                        let text = RichText::new(text)
                            .size(theme::HEADING * 0.75)
                            .strong()
                            .color(edge);
                        ui.add(egui::Label::new(text).wrap());
                    });
                });
            }
        });
}

/// Asks before closing the window over a game that is not on disk.
fn close_dialog(ctx: &egui::Context, problem: &str, msgs: &mut Vec<Msg>) {
    let modal = egui::Modal::new(egui::Id::unique("confirm-close")).show(ctx, |ui| {
        dialog_width(ui);
        ui.label(
            RichText::new("This game is not saved")
                .size(theme::HEADING)
                .strong(),
        );
        ui.label(problem);
        ui.label("If the window closes now, the game is lost.");
        ui.horizontal(|ui| {
            if ui.button("Keep the window open").clicked() {
                msgs.push(Msg::KeepOpen);
            }
            if ui.button("Close and lose this game").clicked() {
                msgs.push(Msg::CloseAnyway);
            }
        });
    });
    // Esc or a click beside it keeps the window (and the game) open.
    if modal.should_close() {
        msgs.push(Msg::KeepOpen);
    }
}

/// Small buttons for the screen itself: help, theme, new game. On a wide screen they sit in a
/// row of their own at the top; on a narrow one (or zoomed in) they fold into one "Menu".
/// The row also holds what undo or a file just did (`info`), in the room the buttons leave.
pub(super) fn top_tools(ui: &mut egui::Ui, msgs: &mut Vec<Msg>, in_game: bool, info: Option<&str>) {
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.available_width() < 760.0 {
                ui.menu_button("Menu", |ui| tool_buttons(ui, msgs, in_game));
            } else {
                tool_buttons(ui, msgs, in_game);
            }
            ui.with_layout(
                egui::Layout::left_to_right(egui::Align::Center),
                |ui| match info {
                    Some(text) => info_line(ui, text),
                    None => {
                        ui.label(RichText::new("coop-automa").size(theme::SMALL).weak());
                    }
                },
            );
        });
    });
}

/// What undo, a save or a file just did: one quiet line in a place kept for it, so it moves
/// nothing; the whole text on hover.
pub(super) fn info_line(ui: &mut egui::Ui, text: &str) {
    ui.add(egui::Label::new(RichText::new(text).size(theme::SMALL).strong()).truncate())
        .on_hover_text(text);
}

/// The tools, as buttons in whatever layout holds them.
pub(super) fn tool_buttons(ui: &mut egui::Ui, msgs: &mut Vec<Msg>, in_game: bool) {
    if ui
        .button("Help (F1)")
        .on_hover_text(Command::Help.tooltip())
        .clicked()
    {
        msgs.push(Msg::Command(Command::Help));
    }
    if ui
        .button("Light / dark")
        .on_hover_text("Switch between the dark and the light theme.")
        .clicked()
    {
        msgs.push(Msg::ToggleTheme);
    }
    if in_game {
        if ui
            .button("New game")
            .on_hover_text("Leave this game for the setup screen.")
            .clicked()
        {
            msgs.push(Msg::NewGame);
        }
        if ui
            .button("Save as")
            .on_hover_text(
                "Keep a named copy of this game to open later. (Every action is saved by itself.)",
            )
            .clicked()
        {
            msgs.push(Msg::AskSaveAs);
        }
    }
    if ui
        .button("Results")
        .on_hover_text("Every finished game, per kingdom, with the counts to try next.")
        .clicked()
    {
        msgs.push(Msg::ShowResults);
    }
    #[cfg(target_arch = "wasm32")]
    {
        if in_game
            && ui
                .button("Download")
                .on_hover_text("This game as a file on this device, to keep or open elsewhere.")
                .clicked()
        {
            msgs.push(Msg::DownloadGame);
        }
        if !in_game
            && ui
                .button("Open a game file")
                .on_hover_text("A saved game file from this device.")
                .clicked()
        {
            msgs.push(Msg::PickFile);
        }
        let mut on = keep_screen_on(ui.ctx());
        if ui
            .checkbox(&mut on, "Keep the screen on")
            .on_hover_text("During a game the screen does not dim or lock.")
            .changed()
        {
            ui.ctx()
                .data_mut(|d| d.insert_persisted(egui::Id::unique("keep-screen-on"), on));
        }
    }
    if !in_game
        && ui
            .button("Saved games")
            .on_hover_text("Open or delete a game saved with \"Save as\".")
            .clicked()
    {
        msgs.push(Msg::ShowSaves);
    }
}

/// The keys and what they do: Close at the top, the list scrolling below it, each line
/// wrapped to the window, so it fits any window and zoom.
fn help_overlay(ctx: &egui::Context, mode: TableMode, msgs: &mut Vec<Msg>) {
    let modal = egui::Modal::new(egui::Id::unique("help")).show(ctx, |ui| {
        dialog_width(ui);
        ui.horizontal(|ui| {
            ui.label(RichText::new("Keys").size(theme::HEADING).strong());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button("Close help").clicked() {
                    msgs.push(Msg::Command(Command::Help));
                }
            });
        });
        let max_height = (ctx.content_rect().height() - 160.0).max(120.0);
        egui::ScrollArea::vertical()
            .max_height(max_height)
            .show(ui, |ui| {
                for command in Command::of_mode(mode.key()) {
                    ui.separator();
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(command.keys_text(ctx)).strong());
                        ui.label(command.text());
                    });
                    ui.add(
                        egui::Label::new(
                            RichText::new(command.tooltip_in(mode.key())).size(theme::SMALL),
                        )
                        .wrap(),
                    );
                }
            });
    });
    if modal.should_close() {
        msgs.push(Msg::Command(Command::Help));
    }
}
