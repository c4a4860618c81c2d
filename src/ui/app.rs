//! The app: its screens, what it does with each message, and the frame loop.

use super::command::Command;
use super::files_view::{self, FilesUi};
use super::msg::Msg;
use super::options::Options;
use super::play_view::{Play, play_screen};
use super::results_view::{self, ResultsView};
use super::setup_view::{self, SetupForm};
use super::{over_view, theme};
use crate::core::{Action, Advice, Game};
use crate::store::{self, SaveFile, Store, Summary};
use eframe::egui::{self, RichText};
use std::path::PathBuf;
use std::time::Instant;

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
    save: Box<SaveFile>,
}

enum Screen {
    Setup(Box<SetupForm>),
    Play(Box<Play>),
}

/// The app between frames.
pub struct App {
    screen: Screen,
    dark: bool,
    user_zoom: f32,
    help: bool,
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
    resume: Option<Resume>,
    files: FilesUi,
    /// The Results screen, drawn over whatever screen is under it while open.
    results: Option<ResultsView>,
    /// The ladder's advice per kingdom, from the results file.
    advice: std::collections::BTreeMap<String, Advice>,
}

impl App {
    /// The app at start: a saved game given on the command line, or the setup screen with
    /// "Resume" for an unfinished game. Files that cannot be read are named and left alone.
    pub fn new(options: &Options, started: Instant) -> App {
        let store = store::data_dir(options.data_dir.clone()).map(Store::new);
        let mut app = App {
            screen: Screen::Setup(Box::default()),
            dark: true,
            user_zoom: 1.0,
            help: false,
            fullscreen: false,
            notice: None,
            exit_after_frames: options.exit_after_frames,
            log_frames: options.log_frames,
            frames: 0,
            started,
            styled: false,
            save_problem: if store.is_none() {
                Some("Not saved: no data folder could be found for this user. Start the app with --data-dir FOLDER to keep games.".into())
            } else {
                None
            },
            store,
            resume: None,
            files: FilesUi::default(),
            results: None,
            advice: Default::default(),
        };
        app.refresh_advice();
        if let Some(path) = &options.open {
            app.open_file(path.clone());
        } else if let Some(store) = &app.store {
            let (found, problems) = store.find_resume();
            app.resume = found.map(|(path, save)| Resume {
                summary: Summary::from_save(&path, &save),
                save: Box::new(save),
            });
            if !problems.is_empty() {
                let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
                app.notice = Notice::error(text.join("\n"));
            }
        }
        app
    }

    /// Puts a game on the table, autosaving into `slot` (a new file when `None`).
    fn play(&mut self, game: Game, slot: Option<PathBuf>) {
        let slot = slot.or_else(|| self.store.as_ref().map(|s| s.new_slot(&game)));
        self.screen = Screen::Play(Box::new(Play {
            game,
            points: Default::default(),
            points_error: None,
            confirm_new: false,
            slot,
            recorded: false,
        }));
        self.resume = None;
        self.autosave();
    }

    /// The results file, read; `None` without a data folder.
    fn read_results(&self) -> Option<Result<store::Results, String>> {
        self.store
            .as_ref()
            .map(|s| store::read_results(&store::results_path(s.dir())))
    }

    /// Recomputes the ladder's advice per kingdom from the results file.
    fn refresh_advice(&mut self) {
        let Some(Ok(results)) = self.read_results() else {
            return;
        };
        self.advice = results_view::stats(&results.records)
            .into_iter()
            .filter_map(|k| Some((k.name, k.advice?)))
            .collect();
    }

    /// Keeps the results file in step with the game: a scored game has its record (points
    /// entered again replace it), and undoing the points takes it out.
    fn sync_result(&mut self) {
        let (Some(store), Screen::Play(p)) = (&self.store, &mut self.screen) else {
            return;
        };
        let Some(id) = p
            .slot
            .as_ref()
            .and_then(|s| s.file_stem())
            .map(|s| s.to_string_lossy().into_owned())
        else {
            return;
        };
        let path = store::results_path(store.dir());
        let outcome = match store::ResultRecord::of(&p.game, &id, store::now()) {
            Some(record) => store::record_result(&path, &record).map(|()| true),
            None if p.recorded => store::remove_result(&path, &id).map(|()| false),
            None => return,
        };
        match outcome {
            Ok(recorded) => {
                p.recorded = recorded;
                self.refresh_advice();
            }
            Err(e) => self.notice = Notice::error(e),
        }
    }

    /// Opens a saved game file; the file itself is never written to.
    fn open_file(&mut self, path: PathBuf) {
        match store::load(&path) {
            Ok(save) => {
                self.files = FilesUi::default();
                self.play(save.game, None);
                self.notice = Notice::info(format!("Opened {}.", path.display()));
            }
            Err(e) => self.notice = Notice::error(e.to_string()),
        }
    }

    /// Writes the game on the table to its autosave file. A failure is shown, never hidden,
    /// and the next action tries again.
    fn autosave(&mut self) {
        let (Some(store), Screen::Play(p)) = (&self.store, &self.screen) else {
            return;
        };
        let Some(slot) = &p.slot else { return };
        self.save_problem = store.autosave(&p.game, slot).err().map(|e| e.0);
        self.sync_result();
    }

    /// Why the game is not on disk, if it is not.
    pub fn save_problem(&self) -> Option<&str> {
        self.save_problem.as_deref()
    }

    /// The autosave file of the game on the table.
    pub fn autosave_path(&self) -> Option<&std::path::Path> {
        match &self.screen {
            Screen::Play(p) => p.slot.as_deref(),
            Screen::Setup(_) => None,
        }
    }

    /// The app showing a game already under way (tests, and resuming a game).
    pub fn with_game(game: Game) -> App {
        let mut app = App::new(&Options::default(), Instant::now());
        app.store = None;
        app.screen = Screen::Play(Box::new(Play {
            game,
            points: Default::default(),
            points_error: None,
            confirm_new: false,
            slot: None,
            recorded: false,
        }));
        app
    }

    /// The game on the table, if one is.
    pub fn game(&self) -> Option<&Game> {
        match &self.screen {
            Screen::Play(p) => Some(&p.game),
            Screen::Setup(_) => None,
        }
    }

    /// What to do when a command's key is pressed.
    fn command_msg(&self, command: Command) -> Option<Msg> {
        match command {
            Command::Primary => match &self.screen {
                Screen::Setup(form) => form.to_setup().ok().map(Msg::Start),
                Screen::Play(p) => Some(primary_msg(p)),
            },
            Command::Attack => match &self.screen {
                Screen::Play(_) => Some(Msg::Apply(Action::AttackPlayed)),
                Screen::Setup(_) => None,
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
                    match p.game.apply(action) {
                        Ok(_) => {
                            self.notice = None;
                            p.points_error = None;
                            self.autosave();
                        }
                        Err(e) => self.notice = Notice::error(e.to_string()),
                    }
                }
            }
            Msg::Undo | Msg::Redo => {
                if let Screen::Play(p) = &mut self.screen {
                    let undo = msg == Msg::Undo;
                    let label = if undo {
                        p.game.undo_label()
                    } else {
                        p.game.redo_label()
                    };
                    let result = if undo {
                        p.game.undo().map(|_| ())
                    } else {
                        p.game.redo().map(|_| ())
                    };
                    match result {
                        Ok(()) => {
                            let done = if undo { "Undone" } else { "Redone" };
                            self.notice =
                                Notice::info(format!("{done}: {}", label.unwrap_or_default()));
                            self.autosave();
                        }
                        Err(e) => self.notice = Notice::error(e.to_string()),
                    }
                }
            }
            Msg::Start(setup) => match Game::new(setup) {
                Ok(game) => {
                    self.notice = None;
                    self.play(game, None);
                }
                Err(e) => self.notice = Notice::error(e.to_string()),
            },
            Msg::Resume => {
                if let Some(resume) = self.resume.take() {
                    self.notice = Notice::info(format!("Resumed: {}.", resume.summary.describe()));
                    self.play(resume.save.game, Some(resume.summary.path));
                }
            }
            Msg::AskSaveAs => self.files.save_as = Some(String::new()),
            Msg::SaveAs(name) => {
                if let (Some(store), Screen::Play(p)) = (&self.store, &self.screen) {
                    match store.save_as(&p.game, &name) {
                        Ok(path) => {
                            self.files = FilesUi::default();
                            self.notice = Notice::info(format!(
                                "Saved as \"{}\" ({}).",
                                name.trim(),
                                path.display()
                            ));
                        }
                        Err(e) => self.notice = Notice::error(e.0),
                    }
                } else {
                    self.notice = Notice::error(
                        "There is no data folder to save into: start the app with --data-dir FOLDER.",
                    );
                }
            }
            Msg::ShowSaves => {
                if let Some(store) = &self.store {
                    let (list, problems) = store.list_saves();
                    self.files.list = Some(list);
                    if !problems.is_empty() {
                        let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
                        self.notice = Notice::error(text.join("\n"));
                    }
                }
            }
            Msg::OpenFile(path) => self.open_file(path),
            Msg::AskDelete(path) => self.files.confirm_delete = Some(path),
            Msg::DeleteSave(path) => {
                if let Some(store) = &self.store {
                    if let Err(e) = store.delete_save(&path) {
                        self.notice = Notice::error(e.0);
                    }
                    self.files.confirm_delete = None;
                    self.files.list = Some(store.list_saves().0);
                }
            }
            Msg::CloseFiles => self.files = FilesUi::default(),
            Msg::ShowResults => match self.read_results() {
                Some(Ok(results)) => {
                    let problem = self
                        .store
                        .as_ref()
                        .and_then(|s| results.problem(&store::results_path(s.dir())));
                    let export_path = self
                        .results
                        .take()
                        .map(|v| v.export_path)
                        .unwrap_or_else(|| "~/coop-automa-results.csv".into());
                    self.results = Some(ResultsView {
                        results,
                        problem,
                        export_path,
                        confirm_replace: false,
                    });
                }
                Some(Err(e)) => self.notice = Notice::error(e),
                None => {
                    self.notice = Notice::error(
                        "There is no data folder, so no results are kept: start the app with --data-dir FOLDER.",
                    )
                }
            },
            Msg::CloseResults => self.results = None,
            Msg::ExportCsv { replace } => {
                if let Some(view) = &mut self.results {
                    let records: Vec<&store::ResultRecord> = view.results.records.iter().collect();
                    match store::export_csv(&records, &view.export_path, replace) {
                        Ok(path) => {
                            view.confirm_replace = false;
                            view.problem = None;
                            self.notice = Notice::info(format!(
                                "Exported {} results to {}.",
                                records.len(),
                                path.display()
                            ));
                        }
                        Err(e) => {
                            view.confirm_replace = e.ends_with("exists already.");
                            view.problem = Some(if view.confirm_replace {
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
            Msg::UseCounts(step) => {
                if let Screen::Setup(form) = &mut self.screen {
                    form.counts = step;
                }
            }
            Msg::NewGame => {
                if let Screen::Play(p) = &mut self.screen {
                    if p.game.is_over() || p.game.actions_applied() == 0 {
                        self.back_to_setup();
                    } else {
                        p.confirm_new = true;
                    }
                }
            }
            Msg::ConfirmNewGame => self.back_to_setup(),
            Msg::CancelNewGame => {
                if let Screen::Play(p) = &mut self.screen {
                    p.confirm_new = false;
                }
            }
            Msg::BadPoints(message) => {
                if let Screen::Play(p) = &mut self.screen {
                    p.points_error = Some(message);
                }
            }
            Msg::Command(command) => self.view_command(command, ctx),
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

    /// Back to the setup screen, keeping the names and the kingdom of the last game.
    fn back_to_setup(&mut self) {
        let mut form = SetupForm::default();
        if let Screen::Play(p) = &self.screen {
            let setup = p.game.setup();
            form.names = setup.players.clone();
            form.kingdom = setup.kingdom.as_deref().and_then(|name| {
                crate::core::Kingdom::recommended()
                    .iter()
                    .position(|k| k.name == name)
            });
            form.provinces = setup.provinces.to_string();
            form.duchies = setup.duchies.to_string();
            form.colonies = setup.colonies;
            form.fleet = setup.fleet;
            form.shared_hexes = setup.shared_hexes;
        }
        self.notice = None;
        self.screen = Screen::Setup(Box::new(form));
    }

    fn view_command(&mut self, command: Command, ctx: &egui::Context) {
        match command {
            Command::Fullscreen => {
                self.fullscreen = !self.fullscreen;
                ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(self.fullscreen));
            }
            Command::ZoomIn => self.user_zoom = (self.user_zoom * 1.1).min(3.0),
            Command::ZoomOut => self.user_zoom = (self.user_zoom / 1.1).max(0.5),
            Command::ZoomReset => self.user_zoom = 1.0,
            Command::Help => self.help = !self.help,
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

/// What the big button does now.
pub(super) fn primary_msg(p: &Play) -> Msg {
    match p.game.primary_action() {
        Some(action) => Msg::Apply(action),
        None if p.game.score().is_none() => over_view::submit(&p.game, &p.points),
        None => Msg::NewGame,
    }
}

impl eframe::App for App {
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
        self.fit_zoom(&ctx);
        let mut msgs: Vec<Msg> = Command::pressed(&ctx)
            .into_iter()
            .filter_map(|c| self.command_msg(c))
            .collect();
        let notice = self.notice.clone();
        if let Some(view) = &mut self.results {
            egui::Panel::top("results-notice").show(ui, |ui| {
                top_tools(ui, &mut msgs, false);
                show_notice(ui, notice.as_ref());
            });
            results_view::show(ui, view, &mut msgs);
            if self.help {
                help_overlay(&ctx, &mut msgs);
            }
            for msg in msgs {
                self.handle(msg, &ctx);
            }
            return;
        }
        match &mut self.screen {
            Screen::Setup(form) => {
                let resume = self.resume.as_ref().map(|r| &r.summary);
                egui::Panel::top("setup-notice").show(ui, |ui| {
                    top_tools(ui, &mut msgs, false);
                    if let Some(resume) = resume {
                        files_view::resume_button(ui, resume, &mut msgs);
                    }
                    show_notice(ui, notice.as_ref());
                });
                if let Some(setup) = setup_view::show(ui, form, &self.advice, &mut msgs) {
                    msgs.push(Msg::Start(setup));
                }
            }
            Screen::Play(p) => play_screen(
                ui,
                p,
                notice.as_ref(),
                self.save_problem.as_deref(),
                &mut msgs,
            ),
        }
        if let Some(name) = &mut self.files.save_as {
            files_view::save_as_dialog(&ctx, name, &mut msgs);
        }
        if let Some(list) = &self.files.list {
            files_view::saves_dialog(&ctx, list, self.files.confirm_delete.as_ref(), &mut msgs);
        }
        if self.help {
            help_overlay(&ctx, &mut msgs);
        }
        for msg in msgs {
            self.handle(msg, &ctx);
        }
    }
}

pub(super) fn show_notice(ui: &mut egui::Ui, notice: Option<&Notice>) {
    if let Some(n) = notice {
        let dark = ui.visuals().dark_mode;
        let color = if n.error {
            theme::warn_color(dark)
        } else {
            ui.visuals().strong_text_color()
        };
        ui.label(
            RichText::new(&n.text)
                .size(theme::HEADING * 0.8)
                .strong()
                .color(color),
        );
    }
}

/// Small buttons for the screen itself: help, theme, new game.
pub(super) fn top_tools(ui: &mut egui::Ui, msgs: &mut Vec<Msg>, in_game: bool) {
    ui.horizontal(|ui| {
        ui.label(RichText::new("coop-automa").size(theme::SMALL).weak());
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
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
                    .on_hover_text("Keep a named copy of this game to open later. (Every action is saved by itself.)")
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
            if !in_game
                && ui
                .button("Saved games")
                .on_hover_text("Open or delete a game saved with \"Save as\".")
                .clicked()
            {
                msgs.push(Msg::ShowSaves);
            }
        });
    });
}

fn help_overlay(ctx: &egui::Context, msgs: &mut Vec<Msg>) {
    egui::Modal::new(egui::Id::unique("help")).show(ctx, |ui| {
        ui.label(RichText::new("Keys").size(theme::HEADING).strong());
        egui::Grid::new("keys")
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                for command in Command::ALL {
                    ui.label(RichText::new(command.keys_text(ctx)).strong());
                    ui.label(command.text());
                    ui.label(RichText::new(command.tooltip()).size(theme::SMALL));
                    ui.end_row();
                }
            });
        if ui.button("Close help").clicked() {
            msgs.push(Msg::Command(Command::Help));
        }
    });
}
