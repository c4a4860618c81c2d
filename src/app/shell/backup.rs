//! The shell's backup and restore: making the backup file, recognising a backup among the
//! files opened, restoring it as its dialog planned, and taking a restore back out.

use super::super::backup_view::{self, counts};
use super::super::files_view::Modal;
use super::super::i18n::t;
use super::super::kit::notice::Notice;
use super::super::registry::ModeId;
use super::App;
use crate::store::{BackupFault, Restoring, Store};

/// A backup larger than this is read on a thread of its own (desktop): about 40 ms of
/// reading on this machine's numbers (BENCHMARKS.md).
#[cfg(not(target_arch = "wasm32"))]
const READ_APART_BYTES: usize = 4 * 1024 * 1024;

/// The largest backup the web build reads: a browser keeps about 5 to 10 MB for a page.
#[cfg(target_arch = "wasm32")]
const WEB_MAX_BACKUP_BYTES: usize = 16 * 1024 * 1024;

/// Games finished between two reminders to back up.
pub const REMIND_EVERY: usize = 10;

impl App {
    /// A game was just finished: every ten finished games since the last reminder (or
    /// backup), once, the table is reminded to keep a backup elsewhere.
    pub(super) fn remind_to_back_up(&mut self) {
        let Some(store) = &self.store else { return };
        let finished = store.results_count();
        if finished < self.reminded_at + REMIND_EVERY {
            return;
        }
        self.reminded_at = finished;
        // Never over a question or a dialog: the next ten games remind again.
        if self.modal.is_none() {
            self.modal = Some(Modal::BackupReminder { finished });
        }
    }

    /// At start (desktop): a dated backup of the data folder when the newest is a day old
    /// and something changed, on a thread of its own so the first frame does not wait.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn start_auto_backup(&mut self) {
        let Some(store) = self.store.clone() else {
            return;
        };
        let table = self.tables.this.clone();
        let (send, receive) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            // The app may have closed first: nothing to tell then.
            let _ = send.send(store.auto_backup(&table));
        });
        self.auto_backup = Some(receive);
    }

    /// The large backup read on its thread: its restore dialog, or why it cannot be read.
    /// True while it is still being read.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn poll_reading(&mut self) -> bool {
        let Some((name, receive)) = &self.reading else {
            return false;
        };
        let name = name.clone();
        let read = match receive.try_recv() {
            Err(std::sync::mpsc::TryRecvError::Empty) => return true,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => Err(BackupFault::NotRead {
                detail: String::new(),
            }),
            Ok(read) => read,
        };
        self.reading = None;
        // Closed meanwhile: the table changed its mind.
        if !matches!(self.modal, Some(Modal::ReadingBackup { .. })) {
            return false;
        }
        match read {
            Ok((backup, plan)) => {
                let made = self.origin(&backup);
                self.modal = Some(Modal::Restore {
                    name,
                    made,
                    plan: Box::new(plan),
                    restored: None,
                    restoring: None,
                });
            }
            Err(e) => {
                self.modal = None;
                self.notice = Notice::error(move || {
                    t!(
                        "could-not-open",
                        name = name.as_str(),
                        why = backup_view::fault_words(&e)
                    )
                });
            }
        }
        false
    }

    /// The automatic backup's outcome, once: quiet when it went well, said when it failed.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn poll_auto_backup(&mut self) {
        let Some(receive) = &self.auto_backup else {
            return;
        };
        match receive.try_recv() {
            Ok(Err(e)) => {
                self.auto_backup = None;
                self.notice = Notice::error(move || {
                    t!("auto-backup-failed", why = backup_view::fault_words(&e))
                });
            }
            Ok(Ok(_)) | Err(std::sync::mpsc::TryRecvError::Disconnected) => self.auto_backup = None,
            Err(std::sync::mpsc::TryRecvError::Empty) => {}
        }
    }

    /// This table's name, or a new one made up for it (kept once a backup is written).
    pub(super) fn table_name_or_new(&self) -> String {
        if !self.tables.this.is_empty() {
            return self.tables.this.clone();
        }
        // A number apart from a friend's table also not named yet.
        t!("table-name-new", number = rand::random_range(100..1000))
    }

    /// Writes everything to one backup file: the file typed on the desktop, a download on the
    /// web. The dialog says why not; the notice what was written where.
    pub(super) fn back_up(&mut self, typed: &str, table: &str) {
        let table = table.trim();
        if table.is_empty() {
            if let Some(Modal::Backup { error, .. }) = &mut self.modal {
                *error = Some(t!("backup-table-empty"));
            }
            return;
        }
        self.tables.this = table.to_owned();
        let Some(store) = &self.store else { return };
        let made = store.backup(table).and_then(|backup| {
            let text =
                Store::backup_text(&backup).map_err(|detail| BackupFault::NotWritten { detail })?;
            Ok((counts(&backup), text))
        });
        let written = made.and_then(|(n, text)| write(typed, &text).map(|path| (n, path)));
        match written {
            Ok(((games, saves, results), path)) => {
                self.modal = None;
                if let Some(store) = &self.store {
                    self.reminded_at = store.results_count();
                }
                self.notice = Notice::info(move || {
                    t!(
                        "backup-written",
                        games = games,
                        saves = saves,
                        results = results,
                        path = path.as_str()
                    )
                });
            }
            Err(e) => {
                if let Some(Modal::Backup { error, .. }) = &mut self.modal {
                    *error = Some(backup_view::fault_words(&e));
                }
            }
        }
    }

    /// If `bytes` are a backup, shows what restoring it adds (or why it cannot be read) and
    /// says so; false for any other file (a saved game, or not ours), to be opened as a save.
    pub(super) fn open_backup(&mut self, bytes: &[u8], name: &str) -> bool {
        // A browser keeps a few MB for a page: a backup larger than it could ever hold is
        // refused before it is read (reading it would hold the page's one thread).
        #[cfg(target_arch = "wasm32")]
        if bytes.len() > WEB_MAX_BACKUP_BYTES && Store::looks_like_backup(bytes) {
            let (name, mb) = (name.to_owned(), bytes.len().div_ceil(1024 * 1024));
            let max = WEB_MAX_BACKUP_BYTES / (1024 * 1024);
            self.notice = Notice::error(move || {
                t!(
                    "could-not-open",
                    name = name.as_str(),
                    why = t!("backup-too-large-web", mb = mb, max = max)
                )
            });
            return true;
        }
        // A large backup is read on a thread of its own, the dialog saying so meanwhile.
        #[cfg(not(target_arch = "wasm32"))]
        if bytes.len() > READ_APART_BYTES
            && Store::looks_like_backup(bytes)
            && let Some(store) = self.store.clone()
        {
            let (send, receive) = std::sync::mpsc::channel();
            let bytes = bytes.to_vec();
            std::thread::spawn(move || {
                let _ = send.send(store.read_backup(&bytes));
            });
            self.reading = Some((name.to_owned(), receive));
            self.modal = Some(Modal::ReadingBackup {
                name: name.to_owned(),
            });
            return true;
        }
        let backup = match Store::parse_backup(bytes) {
            Ok(backup) => backup,
            // Not a backup: the save loader says what it is.
            Err(
                BackupFault::NotABackup | BackupFault::Unreadable { .. } | BackupFault::NotText,
            ) => {
                return false;
            }
            Err(e) => {
                let name = name.to_owned();
                self.notice = Notice::error(move || {
                    t!(
                        "could-not-open",
                        name = name.as_str(),
                        why = backup_view::fault_words(&e)
                    )
                });
                return true;
            }
        };
        let Some(store) = &self.store else {
            self.notice = Notice::error(|| t!("coop-no-data-folder"));
            return true;
        };
        match store.plan_restore(&backup) {
            Ok(plan) => {
                let made = self.origin(&backup);
                self.modal = Some(Modal::Restore {
                    name: name.to_owned(),
                    made,
                    plan: Box::new(plan),
                    restored: None,
                    restoring: None,
                });
            }
            Err(e) => self.notice = Notice::error(move || backup_view::fault_words(&e)),
        }
        true
    }

    /// Restores the backup the dialog shows, as it planned.
    /// Starts writing what the restore dialog planned; `restore_frame` goes on with it.
    pub(super) fn restore(&mut self) {
        let Some(Modal::Restore {
            plan,
            restored,
            restoring,
            ..
        }) = &mut self.modal
        else {
            return;
        };
        if restored.is_some() || restoring.is_some() {
            return;
        }
        *restoring = Some(Box::new(Restoring::new((**plan).clone())));
        self.restore_frame();
    }

    /// A frame's share of a restore under way: files written for about a fortieth of a
    /// second, so the dialog shows how far it got and the screen never waits long. True
    /// while some is left (the frame asks for the next one).
    pub(super) fn restore_frame(&mut self) -> bool {
        let Some(store) = &self.store else {
            return false;
        };
        let Some(Modal::Restore {
            made,
            restored,
            restoring: under_way @ Some(_),
            ..
        }) = &mut self.modal
        else {
            return false;
        };
        let Some(restoring) = under_way.as_mut() else {
            return false;
        };
        let started = web_time::Instant::now();
        let outcome = loop {
            match store.restore_step(restoring, 16) {
                Ok(true) => break Ok(()),
                Ok(false) if started.elapsed().as_millis() < 25 => {}
                Ok(false) => return true,
                Err(e) => break Err(e),
            }
        };
        // Done, or stopped by a failure: what was written is listed, and the dialog's one
        // press takes it back out.
        *restored = Some(restoring.done().clone());
        *under_way = None;
        // A new device given a lost one's backup is that table again. A restore stopped
        // part way takes no name (the dialog stops saying it does): taken back out, the
        // device is as it was.
        if outcome.is_ok() {
            if made.takes_name {
                self.tables.this = made.table.clone();
            }
        } else {
            made.takes_name = false;
        }
        if let Err(e) = outcome {
            self.notice = Notice::error(move || backup_view::fault_words(&e));
        }
        self.read_again();
        false
    }

    /// Whose backup `backup` is, and whether this device takes its table's name: only when
    /// this device has none and nothing of its own (no game, save or result, nor a file of
    /// one it cannot read), so that a backup never renames a table that played; and only a
    /// name the settings keep (a hand-edited backup's may be longer).
    fn origin(&self, backup: &crate::store::Backup) -> backup_view::Origin {
        let table = backup.table.trim().to_owned();
        let takes_name = self.tables.this.is_empty()
            && !table.is_empty()
            && table.chars().count() <= crate::app::settings::MAX_TABLE_NAME_CHARS
            && self.store.as_ref().is_some_and(|store| {
                let (games, unread_games) = store.all_games();
                let (saves, unread_saves) = store.list_saves();
                store.results_count() == 0
                    && games.is_empty()
                    && unread_games.is_empty()
                    && saves.is_empty()
                    && unread_saves.is_empty()
            });
        backup_view::Origin {
            table,
            made_at: backup.made_at,
            takes_name,
        }
    }

    /// Takes the restore just made back out.
    pub(super) fn undo_restore(&mut self) {
        let Some(store) = &self.store else { return };
        let Some(Modal::Restore {
            name,
            made,
            restored,
            ..
        }) = &self.modal
        else {
            return;
        };
        let Some(done) = restored else { return };
        match store.undo_restore(done) {
            Ok(()) => {
                // The name it took goes with it: the device has nothing of its own again.
                if made.takes_name && self.tables.this == made.table {
                    self.tables.this.clear();
                }
                let name = name.clone();
                self.modal = None;
                self.notice = Notice::info(move || t!("restore-undone", name = name.as_str()));
            }
            Err(e) => self.notice = Notice::error(move || backup_view::fault_words(&e)),
        }
        self.read_again();
    }

    /// After a restore or its undo: Resume and every mode's results read again.
    fn read_again(&mut self) {
        self.storage_changed();
        for mode in ModeId::ALL {
            if let Err(e) = self.keeps.reread_results(*mode, self.store.as_ref()) {
                self.notice = Notice::error_text(e);
            }
        }
    }
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
    super::super::web::download(name, text, "application/octet-stream")
        .map(|()| name.to_owned())
        .map_err(|detail| BackupFault::NotWritten { detail })
}
