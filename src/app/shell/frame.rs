//! The frame loop: keys, the screen of the game on the table (or the start screen, or the
//! Results), the dialogs and notices over it, then the messages acted on.

use super::super::chrome::dialog::Modal;
use super::super::chrome::{dialog, tools};
use super::super::command::Command;
use super::super::kit::notice::notice_overlay;
use super::super::msg::Msg;
use super::super::theme;
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
        self.fit_zoom(&ctx);
        super::super::kit::seen::clear(&ctx);
        super::super::kit::painted::clear(&ctx);
        // The backup's work between frames: a large restore goes on a share a frame, the
        // dialog showing how far it got.
        let tables = &mut self.features.results.tables;
        let (effects, again) = self.features.backups.poll(self.store.as_ref(), tables);
        self.apply(effects);
        match again {
            Some(0) => ctx.request_repaint(),
            Some(ms) => ctx.request_repaint_after(std::time::Duration::from_millis(ms)),
            None => {}
        }
        // A mode's work between frames (the coop's results log read in the background).
        if self.keeps.poll() {
            ctx.request_repaint_after(std::time::Duration::from_millis(20));
        }
        // Closing the window while the game is not on disk would lose it: ask first.
        if self.window.stays_open(&ctx, self.on_table.unsaved()) {
            self.features.open(Modal::ConfirmClose);
        }
        #[cfg(target_arch = "wasm32")]
        if super::super::web::take_storage_changed() {
            self.storage_changed();
        }
        #[cfg(target_arch = "wasm32")]
        if super::super::web::take_lock_changed()
            && let Some(slot) = self.on_table.slot()
        {
            let effects = self.features.locks.read(slot);
            self.apply(effects);
        }
        #[cfg(target_arch = "wasm32")]
        for (name, text) in super::super::web::take_opened() {
            if let Some(effects) = self.features.backups.open(
                text.as_bytes(),
                &name,
                self.store.as_ref(),
                &self.features.results.tables,
            ) {
                self.apply(effects);
                continue;
            }
            match crate::store::parse_any(text.as_bytes()) {
                Ok(save) => {
                    let effects =
                        super::super::library::open_save(save, &name, self.store.as_ref());
                    self.apply(effects);
                }
                Err(e) => {
                    self.notice = super::super::kit::notice::Notice::error(move || {
                        super::super::i18n::t!(
                            "could-not-open",
                            name = name.as_str(),
                            why = super::super::store_words::fault(&e)
                        )
                    })
                }
            }
        }
        super::super::keyboard::watch(&ctx);
        let mut msgs: Vec<Msg> = Command::pressed(&ctx)
            .into_iter()
            .filter_map(|c| self.command_msg(c))
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
            // The mode tabs sit right under the tools, where they always are; the games to
            // resume come under them.
            egui::Panel::top("setup-tools").show(ui, |ui| {
                tools::top_tools(ui, msgs, false, info);
                tools::mode_tabs(ui, mode, msgs);
                self.features.library.resume_band(ui, msgs);
            });
            self.keeps.setup_screen(mode, ui, msgs);
        }
        let problem = self.on_table.save_problem();
        match &self.features.modal {
            None => {}
            Some(Modal::Help) => dialog::help_overlay(&ctx, mode, msgs),
            Some(Modal::ConfirmClose) => {
                dialog::close_dialog(&ctx, problem.unwrap_or_default(), msgs)
            }
            Some(Modal::ConfirmLeave) => {
                if let Some(table) = self.on_table.seat() {
                    let line = table.leave_line();
                    dialog::leave_dialog(&ctx, table.listing(), line, problem, msgs);
                }
            }
        }
        self.features.draw_dialogs(&ctx, msgs);
        if !self.features.covered()
            && let Some(ask) = self.on_table.seat().and_then(|t| t.asking())
        {
            dialog::ask_dialog(&ctx, ask, msgs);
        }
        if notice_overlay(&ctx, self.notice.as_ref(), problem) {
            msgs.push(Msg::DismissNotice);
        }
    }

    /// Zooms so the layout, drawn for `DESIGN_SIZE`, fills the window, times the user's zoom.
    fn fit_zoom(&self, ctx: &egui::Context) {
        self.prefs.fit_zoom(ctx);
        // Every button, field, check box and choice at least a finger's size on the glass
        // at this zoom (egui sizes them all from `interact_size`).
        let finger = egui::Vec2::splat(theme::finger(ctx));
        if ctx.global_style().spacing.interact_size != finger {
            ctx.all_styles_mut(|style| style.spacing.interact_size = finger);
            // Grids and columns sized last frame at the old size are sized again at once.
            ctx.request_discard("a finger's size at a new zoom");
        }
    }
}
