//! The frame loop: keys, the screen of the game on the table (or the start screen, or the
//! Results), the dialogs and notices over it, then the messages acted on.

use super::super::chrome::dialog::Modal;
use super::super::chrome::tools::table_chrome;
use super::super::msg::Msg;
use super::App;
use eframe::egui;

impl eframe::App for App {
    /// Another window of the page may have saved settings since: only this window's changes
    /// are written over them (`Settings::merged`).
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        let mine = self.settings();
        self.window.save(storage, mine);
    }

    /// On the web, a pointer move that changes nothing drawn runs no frame: the page shows the
    /// last one (eframe keeps the move for the next frame). The desktop draws every one (its
    /// frames are cheap, and eframe decides there whether to draw before this hook runs).
    #[cfg(target_arch = "wasm32")]
    fn raw_input_hook(&mut self, ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        self.window.hold_quiet_moves(ctx, raw_input);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.window.begin_frame(&ctx);
        self.prefs.apply(&ctx);
        // The layout, drawn for `DESIGN_SIZE`, fills the window, times the table's zoom.
        self.prefs.fit_zoom(&ctx);
        // Whether a backup the page hands over now may give this table its settings.
        #[cfg(target_arch = "wasm32")]
        if super::super::web::files_waiting() {
            self.features.backups.own_settings = !self.settings().fresh();
        }
        // The features' work between frames (a restore under way, the page's news).
        let (store, slot) = (self.store.as_ref(), self.on_table.slot());
        let effects = self.features.between_frames(&ctx, store, slot);
        self.apply(effects);
        // A host's game: what it sent played here, the table's taps sent to it.
        let devices = &mut self.features.devices;
        devices.frame(&ctx, &mut self.on_table, &mut self.notice);
        // A mode's work between frames (the coop's results log read in the background).
        if self.keeps.poll() {
            ctx.request_repaint_after(std::time::Duration::from_millis(20));
        }
        // Closing the window while the game is not on disk would lose it: ask first.
        if self.window.stays_open(&ctx, self.on_table.unsaved()) {
            self.features.open(Modal::ConfirmClose);
        }
        super::super::keyboard::watch(&ctx);
        let blocked = self.features.results.is_open() || self.dialog_open();
        let typed = || self.keeps.get(self.start.mode).typed_setup();
        let mut msgs = self.on_table.key_msgs(&ctx, blocked, typed);
        self.draw(ui, &mut msgs);
        for msg in msgs {
            self.handle(msg, &ctx);
        }
        self.window.remember(self.on_table.slot());
        #[cfg(target_arch = "wasm32")]
        self.window.end_frame(
            &ctx,
            self.on_table.seat(),
            self.notice.as_ref(),
            self.features.problem_line(&self.on_table).as_deref(),
        );
    }
}

impl App {
    /// The screen, the dialog open and the notices; what was asked goes into `msgs`.
    fn draw(&mut self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>) {
        let ctx = ui.ctx().clone();
        let info_text = self.notice.as_ref().filter(|n| !n.error).map(|n| n.text());
        let info = info_text.as_deref();
        // Under a dialog the screen takes no tap and shows no tooltip: egui would keep a
        // tooltip open under a new dialog while the pointer rests where it was.
        if self.dialog_open() {
            ui.disable();
        }
        let mode = self.mode_on_screen();
        if self.features.results.is_open() {
            let covered = self.features.covered();
            self.features
                .results
                .draw(ui, mode, &mut self.keeps, info, covered, msgs);
        } else if let Some(table) = self.on_table.seat_mut() {
            let tool = self.features.devices.tool(&*table);
            table.draw(ui, &self.keeps, &table_chrome(info, tool), msgs);
        } else {
            let (keeps, library) = (&mut self.keeps, &self.features.library);
            self.start.draw(ui, keeps, library, info, msgs);
        }
        let problem = self.features.problem_line(&self.on_table);
        let (seat, notice) = (self.on_table.seat(), self.notice.as_ref());
        self.features
            .draw_over(&ctx, mode, seat, (problem.as_deref(), notice), msgs);
    }
}
