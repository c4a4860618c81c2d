//! This window: its frames, full screen, closing, the settings as it last saw them, the game
//! it remembers as on its table, and on the web its screen kept on and the test hook's report.

use super::frame_count::FrameCount;
use super::options::Options;
use super::settings::Settings;
use eframe::egui;
use std::path::{Path, PathBuf};
use web_time::Instant;

pub struct Window {
    frames: FrameCount,
    fullscreen: bool,
    /// The table chose to close anyway.
    closing: bool,
    /// The settings as this window last loaded or saved them: what it changed since is what
    /// it writes over another window's (see `Settings::merged`).
    settings_seen: Settings,
    /// The game file last remembered as on the table (`return_to`).
    remembered: Option<PathBuf>,
    /// Whether the page last asked to keep the screen on.
    #[cfg(target_arch = "wasm32")]
    screen_kept_on: bool,
    /// The web build's test hook: the mode and history last reported (`Some(None)`: setup).
    #[cfg(target_arch = "wasm32")]
    reported: Option<Option<(super::registry::ModeId, (usize, usize))>>,
    /// Pointer moves held back on the web because they change nothing drawn.
    #[cfg(target_arch = "wasm32")]
    held_moves: super::kit::quiet_moves::Held,
    /// The frames asked for since this window's last frame began (from its first frame on).
    #[cfg(target_arch = "wasm32")]
    asks: Option<super::kit::quiet_moves::Asks>,
}

impl Window {
    pub fn new(options: &Options, started: Instant, settings: &Settings) -> Window {
        Window {
            frames: FrameCount::new(options, started),
            fullscreen: false,
            closing: false,
            settings_seen: settings.clone(),
            remembered: None,
            #[cfg(target_arch = "wasm32")]
            screen_kept_on: false,
            #[cfg(target_arch = "wasm32")]
            reported: None,
            #[cfg(target_arch = "wasm32")]
            held_moves: Default::default(),
            #[cfg(target_arch = "wasm32")]
            asks: None,
        }
    }

    /// A frame begins: counted first (what it asks for from here on is its own, see
    /// `quiet_moves::Asks`), and the kit's lists of this frame started afresh.
    pub fn begin_frame(&mut self, ctx: &egui::Context) {
        self.count_frame(ctx);
        super::kit::seen::clear(ctx);
        super::kit::painted::clear(ctx);
        super::kit::quiet_moves::clear(ctx);
    }

    /// On the web, a pointer move that changes nothing drawn runs no frame: the page shows
    /// the last one (eframe keeps the move for the next frame). The desktop draws every one
    /// (its frames are cheap, and eframe decides there whether to draw before the hook runs).
    #[cfg(target_arch = "wasm32")]
    pub fn hold_quiet_moves(&mut self, ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        use super::kit::quiet_moves;
        let quiet = quiet_moves::quiet(ctx, raw_input);
        let moved = |e: &egui::Event| matches!(e, egui::Event::PointerMoved(_));
        if !quiet && raw_input.events.iter().any(moved) {
            super::web::count_moved_pass();
        }
        let Some(asks) = self.asks.as_ref() else {
            return;
        };
        let now = raw_input.time.unwrap_or_default();
        let quiet_moves::Decision::Hold { wake_in } =
            self.held_moves.decide(quiet, asks.asked(), now)
        else {
            return;
        };
        if let Some(seconds) = wake_in {
            ctx.request_repaint_after_secs(seconds as f32);
        }
        // eframe runs no pass for a viewport it is told is out of sight.
        raw_input
            .viewports
            .entry(egui::ViewportId::ROOT)
            .or_default()
            .occluded = Some(true);
    }

    /// A frame begins: counted (and on the web the first one told to the page).
    fn count_frame(&mut self, ctx: &egui::Context) {
        self.frames.count(ctx);
        #[cfg(target_arch = "wasm32")]
        {
            self.asks
                .get_or_insert_with(|| super::kit::quiet_moves::Asks::watch(ctx))
                .pass_begins(ctx);
            if self.frames.first() {
                super::web::tell_first_frame();
            }
            super::web::count_pass();
        }
    }

    /// Writes `mine`, this window's settings: another window of the page may have saved
    /// settings since, so only this window's changes are written over them.
    pub fn save(&mut self, storage: &mut dyn eframe::Storage, mine: Settings) {
        let stored = Settings::load(Some(&*storage));
        Settings::merged(&mine, &self.settings_seen, &stored).store(storage);
        self.settings_seen = mine;
    }

    pub fn toggle_fullscreen(&mut self, ctx: &egui::Context) {
        self.fullscreen = !self.fullscreen;
        ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(self.fullscreen));
    }

    /// Closes although the game is not on disk (the table said so).
    pub fn close_anyway(&mut self, ctx: &egui::Context) {
        self.closing = true;
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
    }

    /// The window was asked to close while a game played here is not on disk (`unsaved`):
    /// it stays open, and true says to ask the table first.
    pub fn stays_open(&self, ctx: &egui::Context, unsaved: bool) -> bool {
        let asked = ctx.input(|i| i.viewport().close_requested()) && unsaved && !self.closing;
        if asked {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
        }
        asked
    }

    /// The game on the table is `slot` from now on (set at start: nothing to remember).
    pub fn set_remembered(&mut self, slot: Option<&Path>) {
        self.remembered = slot.map(PathBuf::from);
    }

    /// Keeps the game on the table (`now`) remembered for a reload or a restart.
    pub fn remember(&mut self, now: Option<&Path>) {
        // Compared without a copy: this runs every frame, and the table changes rarely.
        if now != self.remembered.as_deref() {
            super::return_to::remember(now);
            self.remembered = now.map(PathBuf::from);
        }
    }

    /// The end of a frame on the web: the screen kept on during a game (`playing`) unless the
    /// table switched that off, and the test hook told the game and the notice.
    #[cfg(target_arch = "wasm32")]
    pub fn end_frame(
        &mut self,
        ctx: &egui::Context,
        table: Option<&dyn super::game_on_table::GameOnTable>,
        notice: Option<&super::kit::notice::Notice>,
        problem: Option<&str>,
    ) {
        // The canvas's store where the browser's emulation sized it wrong: the next frame at
        // the right size (`web::mend_canvas_size`).
        super::web::mend_canvas_size(ctx);
        let want = table.is_some() && super::chrome::tools::keep_screen_on(ctx);
        if want != self.screen_kept_on {
            super::web::keep_screen_on(want);
            self.screen_kept_on = want;
        }
        self.report(table, notice, problem);
    }

    /// The web build's test hook: the game as its save text, made again only when the game
    /// changed (a new action, undo or redo, another game).
    #[cfg(target_arch = "wasm32")]
    fn report(
        &mut self,
        table: Option<&dyn super::game_on_table::GameOnTable>,
        notice: Option<&super::kit::notice::Notice>,
        problem: Option<&str>,
    ) {
        // The notice on screen, else the line kept there (a host out of reach, a save
        // problem): both float over the table the same way.
        let text = notice
            .map(|n| n.text())
            .or_else(|| problem.map(str::to_owned));
        super::web::report_notice(&text.unwrap_or_default(), notice.map_or(0, |n| n.which()));
        let key = table.map(|t| (t.mode(), t.history_len()));
        if self.reported == Some(key) {
            return;
        }
        let (text, progress) = match table {
            None => ("setup".to_owned(), "setup".to_owned()),
            Some(t) => {
                let g = t.listing();
                let end = if g.is_finished() {
                    ", scored"
                } else if g.is_over() {
                    ", over"
                } else {
                    ""
                };
                let text = t.game_text();
                (
                    format!("{} {text}", g.mode()),
                    format!("{}{end}", t.progress()),
                )
            }
        };
        super::web::report(text, progress);
        self.reported = Some(key);
    }
}
