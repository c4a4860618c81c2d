//! The frame loop: keys, the screen of the game on the table (or the start screen, or the
//! Results), the dialogs and notices over it, then the messages acted on.

use super::super::chrome::dialog;
use super::super::chrome::dialog::Modal;
use super::super::command::Command;
use super::super::kit::notice::notice_overlay;
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

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.prefs.apply(&ctx);
        self.window.count_frame(&ctx);
        // The layout, drawn for `DESIGN_SIZE`, fills the window, times the table's zoom.
        self.prefs.fit_zoom(&ctx);
        super::super::kit::seen::clear(&ctx);
        super::super::kit::painted::clear(&ctx);
        // The features' work between frames (a restore under way, the page's news).
        let (store, slot) = (self.store.as_ref(), self.on_table.slot());
        let effects = self.features.between_frames(&ctx, store, slot);
        self.apply(effects);
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
        let (keeps, mode) = (&self.keeps, self.start.mode);
        let mut msgs: Vec<Msg> = Command::pressed(&ctx)
            .into_iter()
            .filter_map(|c| {
                self.on_table
                    .command_msg(c, blocked, || keeps.typed_setup(mode))
            })
            .collect();
        self.draw(ui, &mut msgs);
        for msg in msgs {
            self.handle(msg, &ctx);
        }
        self.window.remember(self.on_table.slot());
        #[cfg(target_arch = "wasm32")]
        self.window
            .end_frame(&ctx, self.on_table.seat(), self.notice.as_ref());
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
            table.draw(ui, &self.keeps, info, msgs);
        } else {
            let (keeps, library) = (&mut self.keeps, &self.features.library);
            self.start.draw(ui, keeps, library, info, msgs);
        }
        let problem = self.on_table.save_problem();
        let seat = self.on_table.seat();
        self.features.draw_dialogs(&ctx, mode, seat, problem, msgs);
        if !self.features.covered()
            && let Some(ask) = self.on_table.seat().and_then(|t| t.asking())
        {
            dialog::ask_dialog(&ctx, ask, msgs);
        }
        if notice_overlay(&ctx, self.notice.as_ref(), problem) {
            msgs.push(Msg::DismissNotice);
        }
    }
}
