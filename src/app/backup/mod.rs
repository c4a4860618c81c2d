//! Backing up everything and restoring a backup, a feature of its own: the backup file made
//! from the menu, a backup recognised among the files opened, its restore as its dialog
//! planned (a share a frame), and taken back out; the reminder every ten finished games and
//! the desktop's dated backup at start. It owns its dialogs and returns what the app does
//! next (`Effect`).

pub mod dialog;
mod restore;
mod view;
mod words;

pub use words::fault_words;

use super::effect::{Effect, Feature, say};
use super::i18n::t;
use super::kit::notice::Notice;
use super::kit::tables::Tables;
use crate::store::{BackupFault, Store};
use dialog::{Ask, Dialog};
use eframe::egui;

/// Games finished between two reminders to back up.
pub const REMIND_EVERY: usize = 10;

/// The backup's state between frames.
pub struct Backups {
    /// How many games were finished at the last reminder to back up (or backup).
    reminded_at: usize,
    /// Its dialog open, if any.
    dialog: Option<Dialog>,
    /// This table has settings of its own (`Settings::fresh` says no): a backup's are not
    /// taken then. Told by the app each frame.
    pub own_settings: bool,
    /// A large backup being read and planned on a thread of its own (desktop): its name and
    /// what the thread will send.
    #[cfg(not(target_arch = "wasm32"))]
    reading: Option<(String, std::sync::mpsc::Receiver<restore::Reading>)>,
    /// The automatic backup made at start on a thread of its own (desktop), until it is done.
    #[cfg(not(target_arch = "wasm32"))]
    auto_backup: Option<std::sync::mpsc::Receiver<Result<crate::store::AutoBackup, BackupFault>>>,
}

impl Backups {
    /// Reminded last when `reminded_at` games were finished (the settings keep it).
    pub fn new(reminded_at: usize, own_settings: bool) -> Backups {
        Backups {
            reminded_at,
            dialog: None,
            own_settings,
            #[cfg(not(target_arch = "wasm32"))]
            reading: None,
            #[cfg(not(target_arch = "wasm32"))]
            auto_backup: None,
        }
    }

    /// How many games were finished at the last reminder (for the settings).
    pub fn reminded_at(&self) -> usize {
        self.reminded_at
    }

    /// Whether one of its dialogs is open.
    pub fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// Another dialog opens: this one closes, unless a restore is being written (it shows
    /// again once the other closes).
    pub fn give_way(&mut self) {
        if !self.dialog.as_ref().is_some_and(Dialog::busy) {
            self.dialog = None;
        }
    }

    /// Its dialog, drawn; what the table pressed in it.
    pub fn draw(&mut self, ctx: &egui::Context) -> Option<Ask> {
        self.dialog.as_mut().and_then(|d| view::draw(ctx, d))
    }

    /// Acts on a press in its dialogs; `settings`: the table's, as a settings file (a web
    /// backup carries them: there is no such file there).
    pub fn handle(
        &mut self,
        ask: Ask,
        store: Option<&Store>,
        tables: &mut Tables,
        settings: Option<String>,
    ) -> Vec<Effect> {
        match ask {
            Ask::Show => {
                let day = chrono::Local::now().format("%Y-%m-%d");
                // A file in the home folder on the desktop; a download's name on the web.
                let folder = if cfg!(target_arch = "wasm32") {
                    ""
                } else {
                    "~/"
                };
                self.dialog = Some(Dialog::Form {
                    path: format!("{folder}coop-automa-backup-{day}.ron"),
                    table: table_name_or_new(tables),
                    error: None,
                });
                vec![Effect::Opened(Feature::Backup)]
            }
            Ask::Write { path, table } => self.back_up(&path, &table, store, tables, settings),
            Ask::Restore => self.restore(store, tables),
            Ask::UndoRestore => self.undo_restore(store, tables),
            Ask::Close => {
                self.give_way();
                Vec::new()
            }
        }
    }

    /// A game was just finished: every ten finished games since the last reminder (or
    /// backup), once, the table is reminded to keep a backup elsewhere, unless a dialog
    /// (`covered`) is on the screen (the next ten games remind again).
    pub fn remind(&mut self, store: &Store, covered: bool) -> Vec<Effect> {
        let finished = store.results_count();
        if finished < self.reminded_at + REMIND_EVERY {
            return Vec::new();
        }
        self.reminded_at = finished;
        if covered || self.dialog.is_some() {
            return Vec::new();
        }
        self.dialog = Some(Dialog::Reminder { finished });
        vec![Effect::Opened(Feature::Backup)]
    }

    /// At start (desktop): a dated backup of the data folder when the newest is a day old
    /// and something changed, on a thread of its own so the first frame does not wait.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn start_auto_backup(&mut self, store: Option<&Store>, table: &str) {
        let Some(store) = store.cloned() else {
            return;
        };
        let table = table.to_owned();
        let (send, receive) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            // The app may have closed first: nothing to tell then.
            let _ = send.send(store.auto_backup(&table));
        });
        self.auto_backup = Some(receive);
    }

    /// Whether the day's automatic backup was started (and has not said how it went).
    #[cfg(all(test, not(target_arch = "wasm32")))]
    pub fn auto_backup_started(&self) -> bool {
        self.auto_backup.is_some()
    }

    /// A frame's work between frames: the automatic backup's outcome, a large backup read on
    /// its thread, and a restore's share. The effects, and whether it wants the next frame
    /// soon (`Some(0)`: at once; milliseconds otherwise).
    pub fn poll(
        &mut self,
        store: Option<&Store>,
        tables: &mut Tables,
    ) -> (Vec<Effect>, Option<u64>) {
        let mut effects = Vec::new();
        let mut again = None;
        #[cfg(not(target_arch = "wasm32"))]
        {
            effects.extend(self.poll_auto_backup());
            let (read, waiting) = self.poll_reading(store, tables);
            effects.extend(read);
            if waiting {
                again = Some(50);
            }
        }
        let (restored, more) = self.restore_frame(store, tables);
        effects.extend(restored);
        if more {
            again = Some(0);
        }
        (effects, again)
    }

    /// The automatic backup's outcome, once: quiet when it went well, said when it failed.
    #[cfg(not(target_arch = "wasm32"))]
    fn poll_auto_backup(&mut self) -> Vec<Effect> {
        let Some(receive) = &self.auto_backup else {
            return Vec::new();
        };
        match receive.try_recv() {
            Ok(Err(e)) => {
                self.auto_backup = None;
                say(Notice::error(move || {
                    t!("auto-backup-failed", why = fault_words(&e))
                }))
            }
            Ok(Ok(_)) | Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                self.auto_backup = None;
                Vec::new()
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => Vec::new(),
        }
    }

    /// Writes everything to one backup file: the file typed on the desktop, a download on the
    /// web. The dialog says why not; the notice what was written where.
    fn back_up(
        &mut self,
        typed: &str,
        table: &str,
        store: Option<&Store>,
        tables: &mut Tables,
        settings: Option<String>,
    ) -> Vec<Effect> {
        let table = table.trim();
        if table.is_empty() {
            self.refuse(t!("backup-table-empty"));
            return Vec::new();
        }
        tables.this = table.to_owned();
        let Some(store) = store else {
            return Vec::new();
        };
        let made = store.backup(table).and_then(|mut backup| {
            with_settings(&mut backup, settings);
            let text = Store::backup_text(&backup).map_err(BackupFault::not_written_in_words)?;
            Ok((words::counts(&backup), text))
        });
        match made.and_then(|(n, text)| write(typed, &text).map(|path| (n, path))) {
            Ok(((games, saves, results), path)) => {
                self.dialog = None;
                self.reminded_at = store.results_count();
                say(Notice::info(move || {
                    t!(
                        "backup-written",
                        games = games,
                        saves = saves,
                        results = results,
                        path = path.as_str()
                    )
                }))
            }
            Err(e) => {
                self.refuse(fault_words(&e));
                Vec::new()
            }
        }
    }

    /// Says in the backup form why it was not written.
    fn refuse(&mut self, why: String) {
        if let Some(Dialog::Form { error, .. }) = &mut self.dialog {
            *error = Some(why);
        }
    }
}

/// On the web, where the settings are no file of the data folder, the backup carries them as
/// the desktop's settings file would (a desktop's backup holds that file itself).
fn with_settings(backup: &mut crate::store::Backup, settings: Option<String>) {
    let kind = |f: &crate::store::BackupFile| crate::store::FileKind::of(&f.path);
    if cfg!(target_arch = "wasm32")
        && let Some(text) = settings
        && !backup
            .files
            .iter()
            .any(|f| kind(f) == Some(crate::store::FileKind::Settings))
    {
        backup.files.push(crate::store::BackupFile {
            path: crate::store::SETTINGS_FILE.to_owned(),
            text,
        });
    }
}

/// This table's name, or a new one made up for it (kept once a backup is written).
fn table_name_or_new(tables: &Tables) -> String {
    if !tables.this.is_empty() {
        return tables.this.clone();
    }
    // A number apart from a friend's table also not named yet.
    t!("table-name-new", number = rand::random_range(100..1000))
}

/// Writes the backup's text where the table asked: the file typed, or a download on the web.
#[cfg(not(target_arch = "wasm32"))]
fn write(typed: &str, text: &str) -> Result<String, BackupFault> {
    Store::write_backup(typed, text).map(|p| p.display().to_string())
}

#[cfg(target_arch = "wasm32")]
fn write(typed: &str, text: &str) -> Result<String, BackupFault> {
    let name = typed.trim().trim_start_matches("~/");
    let name = if name.is_empty() {
        "coop-automa-backup.ron"
    } else {
        name
    };
    coop_automa_seam::page::download(name, text, "application/octet-stream")
        .map(|()| name.to_owned())
        .map_err(BackupFault::not_written_in_words)
}
