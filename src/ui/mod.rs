//! The table app: views draw `&Game` and return `Msg`s; the app applies them after drawing.

mod automa_view;
mod card_view;
mod command;
mod labels;
mod msg;
mod over_view;
mod prompt_view;
mod setup_view;
mod table_view;
mod theme;

pub use command::Command;
pub use msg::Msg;
pub use setup_view::SetupForm;
pub use theme::fit_zoom;

use crate::core::{Action, Game, Phase};
use eframe::egui::{self, RichText};
use std::time::Instant;

/// Command-line options.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Options {
    /// Draw this many frames, then exit (benchmarks and the smoke test).
    pub exit_after_frames: Option<u64>,
}

/// Usage text for `--help` and for a bad argument.
pub const USAGE: &str = "usage: coop-automa [--exit-after-frames N]

  --exit-after-frames N   draw N frames, print the milliseconds from start to the first
                          frame on stderr, and exit
  --help                  show this text";

/// Reads the command line; the message says what is wrong.
pub fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--exit-after-frames" => {
                let n = args
                    .next()
                    .ok_or("--exit-after-frames needs a number of frames, e.g. 5")?;
                let n: u64 = n.parse().ok().filter(|n| *n > 0).ok_or(format!(
                    "--exit-after-frames needs a whole number above 0, not \"{n}\""
                ))?;
                options.exit_after_frames = Some(n);
            }
            "--help" | "-h" => return Err("--help".into()),
            other => return Err(format!("unknown argument \"{other}\"")),
        }
    }
    Ok(options)
}

/// A message at the top of the screen: a refusal (red) or what undo/redo did.
#[derive(Debug, Clone, PartialEq)]
struct Notice {
    text: String,
    error: bool,
}

/// A game on the table with the screen's own state.
struct Play {
    game: Game,
    points: [String; 2],
    points_error: Option<String>,
    confirm_new: bool,
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
    frames: u64,
    started: Instant,
    styled: bool,
}

impl App {
    /// The app on its setup screen.
    pub fn new(options: &Options, started: Instant) -> App {
        App {
            screen: Screen::Setup(Box::default()),
            dark: true,
            user_zoom: 1.0,
            help: false,
            fullscreen: false,
            notice: None,
            exit_after_frames: options.exit_after_frames,
            frames: 0,
            started,
            styled: false,
        }
    }

    /// The app showing a game already under way (tests, and resuming a game).
    pub fn with_game(game: Game) -> App {
        let mut app = App::new(&Options::default(), Instant::now());
        app.screen = Screen::Play(Box::new(Play {
            game,
            points: Default::default(),
            points_error: None,
            confirm_new: false,
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
                        }
                        Err(e) => {
                            self.notice = Some(Notice {
                                text: e.to_string(),
                                error: true,
                            })
                        }
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
                    self.notice = Some(match result {
                        Ok(()) => Notice {
                            text: format!(
                                "{}: {}",
                                if undo { "Undone" } else { "Redone" },
                                label.unwrap_or_default()
                            ),
                            error: false,
                        },
                        Err(e) => Notice {
                            text: e.to_string(),
                            error: true,
                        },
                    });
                }
            }
            Msg::Start(setup) => match Game::new(setup) {
                Ok(game) => {
                    self.notice = None;
                    self.screen = Screen::Play(Box::new(Play {
                        game,
                        points: Default::default(),
                        points_error: None,
                        confirm_new: false,
                    }));
                }
                Err(e) => {
                    self.notice = Some(Notice {
                        text: e.to_string(),
                        error: true,
                    })
                }
            },
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

    /// Counts frames for `--exit-after-frames`.
    fn count_frame(&mut self, ctx: &egui::Context) {
        let Some(limit) = self.exit_after_frames else {
            return;
        };
        self.frames += 1;
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
fn primary_msg(p: &Play) -> Msg {
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
        match &mut self.screen {
            Screen::Setup(form) => {
                egui::Panel::top("setup-notice").show(ui, |ui| {
                    top_tools(ui, &mut msgs, false);
                    show_notice(ui, notice.as_ref());
                });
                if let Some(setup) = setup_view::show(ui, form) {
                    msgs.push(Msg::Start(setup));
                }
            }
            Screen::Play(p) => play_screen(ui, p, notice.as_ref(), &mut msgs),
        }
        if self.help {
            help_overlay(&ctx, &mut msgs);
        }
        for msg in msgs {
            self.handle(msg, &ctx);
        }
    }
}

fn show_notice(ui: &mut egui::Ui, notice: Option<&Notice>) {
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
fn top_tools(ui: &mut egui::Ui, msgs: &mut Vec<Msg>, in_game: bool) {
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
            if in_game
                && ui
                    .button("New game")
                    .on_hover_text("Leave this game for the setup screen.")
                    .clicked()
            {
                msgs.push(Msg::NewGame);
            }
        });
    });
}

fn play_screen(ui: &mut egui::Ui, p: &mut Play, notice: Option<&Notice>, msgs: &mut Vec<Msg>) {
    let dark = ui.visuals().dark_mode;
    let game = &p.game;
    egui::Panel::top("status").show(ui, |ui| {
        top_tools(ui, msgs, true);
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(format!("Round {}", game.round()))
                    .size(theme::HUGE)
                    .strong(),
            );
            ui.separator();
            let color = match labels::now_seat(game) {
                Some(seat) => theme::seat_color(seat, dark),
                None => theme::automa_color(dark),
            };
            ui.label(
                RichText::new(labels::now_label(game))
                    .size(theme::HUGE)
                    .strong()
                    .color(color),
            );
        });
        if !game.is_over() {
            ui.label(
                RichText::new(labels::step_label(game))
                    .size(theme::HEADING)
                    .strong(),
            );
        }
        show_notice(ui, notice);
    });
    egui::Panel::bottom("actions").show(ui, |ui| action_bar(ui, p, msgs));
    let game = &p.game;
    // Three regions of fixed shares, laid out by hand so no column can push into another.
    egui::CentralPanel::default().show(ui, |ui| {
        let area = ui.available_rect_before_wrap();
        let gap = 16.0;
        let left_w = (area.width() * 0.26).max(260.0);
        let right_w = (area.width() * 0.31).max(300.0);
        let left = egui::Rect::from_min_max(area.min, egui::pos2(area.min.x + left_w, area.max.y));
        let right =
            egui::Rect::from_min_max(egui::pos2(area.max.x - right_w, area.min.y), area.max);
        let middle = egui::Rect::from_min_max(
            egui::pos2(left.max.x + gap, area.min.y),
            egui::pos2(right.min.x - gap, area.max.y),
        );
        let stroke = ui.visuals().widgets.noninteractive.bg_stroke;
        ui.painter()
            .vline(right.min.x - gap / 2.0, area.y_range(), stroke);
        if game.phase() == Phase::Over {
            // The score needs the room; the automa's cards are in its terms.
            let wide = egui::Rect::from_min_max(area.min, middle.max);
            region(ui, wide, "over", |ui| {
                over_view::show(ui, game, &mut p.points, p.points_error.as_deref(), msgs);
            });
        } else {
            ui.painter()
                .vline(left.max.x + gap / 2.0, area.y_range(), stroke);
            region(ui, left, "automa", |ui| automa_view::show(ui, game));
            region(ui, middle, "prompt", |ui| prompt_view::show(ui, game, msgs));
        }
        region(ui, right, "table", |ui| {
            table_view::supply(ui, game, msgs);
            ui.separator();
            table_view::players(ui, game, msgs);
            ui.separator();
            table_view::log(ui, game);
        });
    });
    if p.confirm_new {
        egui::Modal::new(egui::Id::unique("confirm-new")).show(ui.ctx(), |ui| {
            ui.label(
                RichText::new("Leave this game?")
                    .size(theme::HEADING)
                    .strong(),
            );
            ui.label("It is not over. If you start a new game, this one is gone.");
            ui.horizontal(|ui| {
                if ui.button("Keep playing").clicked() {
                    msgs.push(Msg::CancelNewGame);
                }
                if ui.button("Leave it: new game").clicked() {
                    msgs.push(Msg::ConfirmNewGame);
                }
            });
        });
    }
}

/// A scrolling column inside `rect`, clipped to it.
fn region(ui: &mut egui::Ui, rect: egui::Rect, id: &str, add: impl FnOnce(&mut egui::Ui)) {
    ui.scope_builder(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
        |ui| {
            ui.set_clip_rect(rect.intersect(ui.clip_rect()));
            egui::ScrollArea::vertical()
                .id_salt(id)
                .auto_shrink([false, false])
                .show(ui, add);
        },
    );
}

/// The bottom bar: undo and redo on the left, the big button in the middle (always in the
/// same place), the Attack button on the right.
fn action_bar(ui: &mut egui::Ui, p: &Play, msgs: &mut Vec<Msg>) {
    let game = &p.game;
    let ctx = ui.ctx().clone();
    ui.add_space(6.0);
    ui.columns(3, |cols| {
        let ui = &mut cols[0];
        let undo = game.undo_label();
        let text = match &undo {
            Some(label) => format!("Undo: {label}"),
            None => "Undo".into(),
        };
        if ui
            .add_enabled(undo.is_some(), egui::Button::new(text).truncate())
            .on_hover_text(format!("{} ({})", Command::Undo.tooltip(), Command::Undo.keys_text(&ctx)))
            .clicked()
        {
            msgs.push(Msg::Undo);
        }
        let redo = game.redo_label();
        let text = match &redo {
            Some(label) => format!("Redo: {label}"),
            None => "Redo".into(),
        };
        if ui
            .add_enabled(redo.is_some(), egui::Button::new(text).truncate())
            .on_hover_text(format!("{} ({})", Command::Redo.tooltip(), Command::Redo.keys_text(&ctx)))
            .clicked()
        {
            msgs.push(Msg::Redo);
        }

        let ui = &mut cols[1];
        ui.vertical_centered_justified(|ui| {
            let label = labels::primary_label(game);
            let button = egui::Button::new(RichText::new(label).size(theme::HEADING).strong())
                .min_size(egui::vec2(ui.available_width(), 84.0));
            if ui
                .add(button)
                .on_hover_text(format!("{} ({})", Command::Primary.tooltip(), Command::Primary.keys_text(&ctx)))
                .clicked()
            {
                msgs.push(primary_msg(p));
            }
        });

        let ui = &mut cols[2];
        ui.vertical_centered_justified(|ui| {
            let full = game.tokens_left() == 0;
            let over = game.is_over();
            let button = egui::Button::new(RichText::new("Attack played (+1 token)").size(theme::BUTTON))
                .min_size(egui::vec2(ui.available_width(), 64.0));
            let response = ui
                .add_enabled(!full && !over, button)
                .on_hover_text(format!("{} ({})", Command::Attack.tooltip(), Command::Attack.keys_text(&ctx)));
            let response = if full {
                response.on_disabled_hover_text("All 10 tokens are with the automa: another Attack gives it nothing (R15).")
            } else {
                response.on_disabled_hover_text("The game is over.")
            };
            if response.clicked() {
                msgs.push(Msg::Apply(Action::AttackPlayed));
            }
            if full {
                ui.label("All 10 tokens are with the automa.");
            }
            if let Phase::Turn { seat, .. } = game.phase()
                && ui
                    .button(format!("{} takes an extra turn", game.name(seat)))
                    .on_hover_text("Outpost and the like: the turn ends and the same player takes another; the round does not advance (R11).")
                    .clicked()
            {
                msgs.push(Msg::Apply(Action::ExtraTurn));
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

/// The window icon, our own drawing (`assets/icon.png`).
fn icon() -> Option<egui::IconData> {
    eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png")).ok()
}

/// Opens the window and runs until it is closed.
pub fn run(options: Options, started: Instant) -> eframe::Result {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("coop-automa: the Dominion coop automa")
        .with_app_id("coop-automa")
        .with_inner_size(theme::DESIGN_SIZE)
        .with_min_inner_size([800.0, 560.0]);
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    let native = eframe::NativeOptions {
        viewport,
        renderer: eframe::Renderer::Glow,
        ..Default::default()
    };
    eframe::run_native(
        "coop-automa",
        native,
        Box::new(move |_cc| Ok(Box::new(App::new(&options, started)))),
    )
}
