//! The features the shell is made of, each with its own state and dialogs: the app's own
//! dialogs (help, closing, leaving), the backup, the games library, the locks and the Results
//! screen. One dialog at a time: one opening closes the others (a restore being written
//! stays, and shows again when the other closes).

use super::backup::Backups;
use super::chrome::dialog::{self, Modal};
use super::effect::{Effect, Feature};
use super::game_on_table::GameOnTable;
use super::keeps::Keeps;
use super::library::Library;
use super::locks::Locks;
use super::msg::{Carried, Msg, ask_of};
use super::on_table::OnTable;
use super::registry::ModeId;
use super::results::Results;
use super::settings::Settings;
use super::{BackupAsk, LibraryAsk, ResultsAsk};
use crate::store::Store;
use eframe::egui;
use std::path::Path;

pub struct Features {
    /// The app's own dialog open, if any.
    pub modal: Option<Modal>,
    /// Backing up everything and restoring a backup, with its dialogs.
    pub backups: Backups,
    /// The games library: Resume, the saves, every game, with their dialogs.
    pub library: Library,
    /// The data folder's lock, and the web's lock of the game on the table, with its dialog.
    pub locks: Locks,
    /// The Results screen of the mode on screen, drawn over it while open, and this
    /// table's name.
    pub results: Results,
    /// The other devices at the table: joined to a host's game, or serving this one.
    pub devices: super::devices::Devices,
    /// The table's settings before a restore's were taken (`Effect::AdoptSettings`), to give
    /// back if that restore is taken out.
    pub before_restore: Option<Settings>,
}

/// What a feature's question may read and change besides the features.
pub struct Around<'a> {
    pub store: Option<&'a Store>,
    pub on_table: &'a OnTable,
    pub keeps: &'a mut Keeps,
    /// The mode whose screen is shown.
    pub mode: ModeId,
    /// The table's settings now (a backup carries them).
    pub settings: Settings,
}

impl Features {
    /// At start, from the settings, holding the data folder's lock `folder` (if taken).
    /// On the desktop, the day's automatic backup starts (see `Backups::start_auto_backup`).
    pub fn new(
        settings: &Settings,
        folder: Option<std::fs::File>,
        store: Option<&Store>,
        devices: super::devices::Devices,
    ) -> Features {
        let (mut backups, results) = (
            Backups::new(settings.backup_reminded_at, !settings.fresh()),
            Results::new(&settings.table_name),
        );
        // Only in a folder the app holds: one opened read only (no lock) writes nothing.
        #[cfg(not(target_arch = "wasm32"))]
        if folder.is_some() {
            backups.start_auto_backup(store, &results.tables.this);
        }
        #[cfg(target_arch = "wasm32")]
        let _ = (store, &mut backups);
        Features {
            modal: None,
            backups,
            library: Library::default(),
            locks: Locks::new(folder),
            results,
            devices,
            before_restore: None,
        }
    }

    /// A feature's question, handed to the feature whose type it is (none: nothing to do).
    pub fn ask(&mut self, ask: &Carried, around: Around, ctx: &egui::Context) -> Vec<Effect> {
        let Around {
            store,
            on_table,
            keeps,
            mode,
            settings,
        } = around;
        if let Some(ask) = ask_of::<LibraryAsk>(ask) {
            let recorded = || keeps.recorded(store);
            return self.library.handle(ask, (store, on_table.seat()), recorded);
        }
        if let Some(ask) = ask_of::<BackupAsk>(ask) {
            let tables = &mut self.results.tables;
            return self
                .backups
                .handle(ask, store, tables, settings.file_text());
        }
        if let Some(ask) = ask_of::<super::DevicesAsk>(ask) {
            let held = self.locks.held();
            return self.devices.handle(ask, store, held, on_table);
        }
        if let Some(ask) = ask_of::<ResultsAsk>(ask) {
            return self
                .results
                .handle(ask, mode, keeps, (store, on_table), ctx);
        }
        Vec::new()
    }

    /// The data folder changed under the lists: Resume read again, or the table told at once
    /// that another window wrote its game; the results of `mode` (`None`: of all) read again
    /// (a result another window recorded shows on this one's Results screen too).
    pub fn read_again(
        &mut self,
        store: Option<&Store>,
        on_table: &OnTable,
        keeps: &mut Keeps,
        mode: Option<ModeId>,
    ) -> Vec<Effect> {
        let Some(held) = store else {
            return Vec::new();
        };
        let mut effects = match on_table.written_elsewhere(held) {
            None => self.library.find_resume(store),
            Some(notice) => super::effect::say(notice),
        };
        if let Err(e) = keeps.reread(mode, store) {
            effects.push(Effect::Notice(super::kit::notice::Notice::error_text(e)));
        }
        effects
    }

    /// Leaves the game on the table for the setup screen (`OnTable::leave_for_setup`), no
    /// longer served to other devices first: no step from a phone writes its file after it
    /// moved among the games to resume.
    pub fn leave_for_setup(
        &mut self,
        on_table: &mut OnTable,
        store: Option<&Store>,
        keeps: &mut Keeps,
    ) -> Vec<Effect> {
        self.devices.leaving();
        on_table.leave_for_setup(store, &mut self.locks, keeps)
    }

    /// Puts a game on the table (see `OnTable::put`), its mode's results read, its lock
    /// held, the Resume band read again when it shows; what the table is told, in order.
    pub fn put_on_table(
        &mut self,
        seat: Box<dyn GameOnTable>,
        on_table: &mut OnTable,
        keeps: &mut Keeps,
        store: Option<&Store>,
    ) -> Vec<Effect> {
        let mut effects = keeps.read_results(seat.mode(), store);
        let (before, notice) = on_table.put(seat, store);
        if notice.is_some() {
            effects.push(Effect::Notice(notice));
        }
        self.locks.hold(before.as_deref(), on_table.slot());
        self.library.table_taken();
        effects
    }

    /// Whether "New game" leaves at once, with no question (`OnTable::may_leave_now`). A
    /// device at another's host always asks: coming back takes the host's link again.
    pub fn may_leave_now(&self, on_table: &OnTable) -> bool {
        on_table.may_leave_now() && !self.devices.joined_elsewhere()
    }

    /// The line kept on screen until what it says is mended: a host out of reach (until it
    /// is back) or a question another device is answering, else why the game is not on disk.
    pub fn problem_line(&self, on_table: &OnTable) -> Option<String> {
        let devices = self.devices.problem();
        devices.or_else(|| on_table.save_problem().map(str::to_owned))
    }

    /// Opens the file at `path` (a backup's restore, or a saved game); `own_settings`: the
    /// table has settings of its own, which a backup's never replace.
    pub fn open_file(
        &mut self,
        path: &Path,
        store: Option<&Store>,
        own_settings: bool,
    ) -> Vec<Effect> {
        self.backups.own_settings = own_settings;
        super::opening::file(path, &mut self.backups, &self.results.tables, store)
    }

    /// Everything over the screen: the dialog open, the game's question (when no dialog
    /// covers it) and the notices, `problem` being why the game is not on disk.
    pub fn draw_over(
        &mut self,
        ctx: &egui::Context,
        mode: ModeId,
        seat: Option<&dyn GameOnTable>,
        (problem, notice): (Option<&str>, Option<&super::kit::notice::Notice>),
        msgs: &mut Vec<Msg>,
    ) {
        self.draw_dialogs(ctx, mode, seat, problem, msgs);
        if !self.covered()
            && let Some(ask) = seat.and_then(|t| t.asking())
        {
            dialog::ask_dialog(ctx, ask, msgs);
        }
        if super::kit::notice::notice_overlay(ctx, notice, problem) {
            msgs.push(Msg::DismissNotice);
        }
    }

    /// What the table finds again after a restart: its name, when it was last reminded.
    pub fn keep_in(&self, settings: &mut Settings) {
        settings.table_name = self.results.tables.this.clone();
        settings.backup_reminded_at = self.backups.reminded_at();
    }

    /// Whether a dialog (the app's own or a feature's) is open.
    pub fn covered(&self) -> bool {
        self.modal.is_some()
            || self.backups.dialog_open()
            || self.library.dialog_open()
            || self.locks.dialog_open()
            || self.devices.dialog_open()
    }

    /// Opens one of the app's own dialogs: any other closes.
    pub fn open(&mut self, modal: Modal) {
        self.give_way_but(None);
        self.modal = Some(modal);
    }

    /// Opens one of the app's own dialogs, or closes it when it is the one open (a key that
    /// opens and closes, as F1 does Help).
    pub fn toggle(&mut self, modal: Modal) {
        if self.modal == Some(modal) {
            self.modal = None;
        } else {
            self.open(modal);
        }
    }

    /// Every dialog closes but the feature's `by` (a restore being written stays).
    pub fn give_way_but(&mut self, by: Option<Feature>) {
        self.modal = None;
        if by != Some(Feature::Backup) {
            self.backups.give_way();
        }
        if by != Some(Feature::Library) {
            self.library.give_way();
        }
        if by != Some(Feature::Locks) {
            self.locks.give_way();
        }
        if by != Some(Feature::Devices) {
            self.devices.give_way();
        }
    }

    /// The dialog open, drawn (the app's own say what they need of the screen of `mode`, of
    /// the game on the table `seat` and of why it is not on disk); what was pressed goes into
    /// `msgs`.
    fn draw_dialogs(
        &mut self,
        ctx: &egui::Context,
        mode: ModeId,
        seat: Option<&dyn GameOnTable>,
        save_problem: Option<&str>,
        msgs: &mut Vec<Msg>,
    ) {
        match &self.modal {
            None => {}
            Some(Modal::Help) => dialog::help_overlay(ctx, mode, msgs),
            Some(Modal::ConfirmClose) => {
                dialog::close_dialog(ctx, save_problem.unwrap_or_default(), msgs)
            }
            Some(Modal::ConfirmLeave) => {
                if let Some(seat) = seat {
                    let line = seat.leave_line();
                    let joined = self.devices.joined_elsewhere();
                    let game = seat.listing();
                    dialog::leave_dialog(ctx, game, line, save_problem, joined, msgs);
                }
            }
        }
        self.library.draw(ctx, msgs);
        self.locks.draw(ctx, msgs);
        self.devices.draw(ctx, seat, msgs);
        if self.modal.is_none()
            && !self.library.dialog_open()
            && !self.locks.dialog_open()
            && let Some(ask) = self.backups.draw(ctx)
        {
            msgs.push(Msg::ask(ask));
        }
    }

    /// The features' work between frames: a large restore goes on a share a frame (the
    /// dialog showing how far it got); in a browser, what the page said since (another
    /// window wrote the storage, the lock of the game in `slot` changed, a file was picked).
    pub fn between_frames(
        &mut self,
        ctx: &egui::Context,
        store: Option<&Store>,
        slot: Option<&Path>,
    ) -> Vec<Effect> {
        let (effects, again) = self.backups.poll(store, &mut self.results.tables);
        match again {
            Some(0) => ctx.request_repaint(),
            Some(ms) => ctx.request_repaint_after(std::time::Duration::from_millis(ms)),
            None => {}
        }
        #[cfg(target_arch = "wasm32")]
        let effects = {
            let mut effects = effects;
            if super::web::take_storage_changed() {
                effects.push(Effect::ReadAgain { every_mode: false });
            }
            if super::web::take_lock_changed()
                && let Some(slot) = slot
            {
                effects.extend(self.locks.read(slot));
            }
            for (name, text) in super::web::take_opened() {
                let (backups, tables) = (&mut self.backups, &self.results.tables);
                let bytes = text.as_bytes();
                effects.extend(super::opening::bytes(&name, bytes, backups, tables, store));
            }
            effects
        };
        #[cfg(not(target_arch = "wasm32"))]
        let _ = slot;
        effects
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn devices() -> super::super::devices::Devices {
        super::super::devices::Devices::new(&super::super::Options::default())
    }

    /// Issue 61: the day's backup is started in a folder the app holds, never in one opened
    /// read only (it could only fail, with a notice at every start).
    #[test]
    fn the_days_backup_starts_only_in_a_folder_the_app_holds() {
        let dir = std::env::temp_dir().join(format!("features-auto-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let settings = Settings::default();
        let read_only = Store::read_only(dir.clone());
        assert!(
            !Features::new(&settings, None, Some(&read_only), devices())
                .backups
                .auto_backup_started()
        );
        let store = Store::new(dir.clone());
        let lock = store.lock().unwrap();
        assert!(
            Features::new(&settings, lock, Some(&store), devices())
                .backups
                .auto_backup_started()
        );
        let _ = std::fs::remove_dir_all(dir);
    }
}
