//! What the app does with each message: the game's through the table, the rest here.

use super::super::chrome::dialog::Modal;
use super::super::command::Command;
use super::super::msg::Msg;
use super::App;
use eframe::egui;

impl App {
    /// Acts on one message.
    pub fn handle(&mut self, msg: Msg, ctx: &egui::Context) {
        if msg.plays() {
            // A game another window plays is not played here (see `elsewhere`).
            if self.features.locks.held() {
                self.play(msg);
            }
            return;
        }
        match msg {
            Msg::TakeGameHere => {
                self.features.modal = None;
                let locks = &mut self.features.locks;
                let effects = self.on_table.take_here(self.store.as_ref(), locks);
                self.apply(effects);
            }
            Msg::LeaveGameElsewhere => {
                let effects = self.on_table.leave_to_elsewhere(&mut self.features.locks);
                self.apply(effects);
            }
            Msg::Start(setup) => {
                let effects = self
                    .start
                    .start(setup, &mut self.keeps, self.store.as_ref());
                self.apply(effects);
            }
            Msg::ChooseMode(mode) => {
                let effects = self
                    .start
                    .choose(mode, &mut self.keeps, self.store.as_ref());
                self.apply(effects);
            }
            Msg::DismissNotice => self.notice = None,
            Msg::Library(ask) => {
                let table = self.on_table.seat();
                let effects = self
                    .features
                    .library
                    .handle(ask, self.store.as_ref(), table);
                self.apply(effects);
            }
            // A restore under way is never left half written without its record: the
            // backup's dialog stays.
            Msg::CloseFiles => {
                self.features.modal = None;
                self.features.give_way_but(None);
            }
            Msg::Backup(ask) => {
                let effects = self.features.backups.handle(
                    ask,
                    self.store.as_ref(),
                    &mut self.features.results.tables,
                );
                self.apply(effects);
            }
            Msg::Results(ask) => {
                let mode = self.mode_on_screen();
                let store = self.store.as_ref();
                let effects = self
                    .features
                    .results
                    .handle(ask, mode, &mut self.keeps, store, ctx);
                self.apply(effects);
            }
            Msg::NewGame if self.on_table.may_leave_now() => self.leave_for_setup(),
            Msg::NewGame if self.on_table.seat().is_some() => {
                self.features.open(Modal::ConfirmLeave)
            }
            Msg::NewGame => {}
            Msg::ConfirmNewGame => self.leave_for_setup(),
            // Played above.
            Msg::Apply(_) | Msg::Answer(_) | Msg::Undo | Msg::Redo | Msg::BadEntry(_) => {}
            Msg::CancelNewGame => self.features.modal = None,
            Msg::Command(command) => self.view_command(command, ctx),
            Msg::CloseAnyway => self.window.close_anyway(ctx),
            Msg::KeepOpen => self.features.modal = None,
            Msg::SetLang(lang) => self.prefs.set_lang(lang),
            Msg::SetCardLang(lang) => self.prefs.set_card_lang(lang),
            Msg::ToggleTheme => self.prefs.toggle_theme(ctx),
        }
    }

    fn leave_for_setup(&mut self) {
        let (store, locks) = (self.store.as_ref(), &mut self.features.locks);
        let effects = self.on_table.leave_for_setup(store, locks, &mut self.keeps);
        self.apply(effects);
    }

    fn view_command(&mut self, command: Command, ctx: &egui::Context) {
        match command {
            Command::Fullscreen => self.window.toggle_fullscreen(ctx),
            Command::ZoomIn => self.prefs.zoom_in(ctx),
            Command::ZoomOut => self.prefs.zoom_out(ctx),
            Command::ZoomReset => self.prefs.zoom_reset(),
            Command::Help if matches!(self.features.modal, Some(Modal::Help)) => {
                self.features.modal = None
            }
            Command::Help => self.features.open(Modal::Help),
            Command::Primary | Command::Attack | Command::Undo | Command::Redo => {}
        }
    }
}
