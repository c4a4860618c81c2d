//! Reading a backup opened and restoring it: a backup recognised among the files opened (a
//! large one read on a thread of its own), what restoring it adds shown first, then written a
//! share a frame, and taken back out by one press.

use super::super::effect::{Effect, say};
use super::super::i18n::t;
use super::super::kit::notice::Notice;
use super::super::kit::tables::Tables;
use super::dialog::{Dialog, Origin};
use super::{Backups, fault_words};
use crate::store::{Backup, BackupFault, Restoring, Store};

/// A backup larger than this is read on a thread of its own (desktop): about 40 ms of
/// reading on this machine's numbers (BENCHMARKS.md).
#[cfg(not(target_arch = "wasm32"))]
const READ_APART_BYTES: usize = 4 * 1024 * 1024;

/// The largest backup the web build reads: a browser keeps about 5 to 10 MB for a page.
#[cfg(target_arch = "wasm32")]
const WEB_MAX_BACKUP_BYTES: usize = 16 * 1024 * 1024;

/// A backup read and its restore planned, or why not.
#[cfg(not(target_arch = "wasm32"))]
pub(super) type Reading = Result<(Backup, crate::store::RestorePlan), BackupFault>;

impl Backups {
    /// The large backup read on its thread: its restore dialog, or why it cannot be read.
    /// True while it is still being read.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn poll_reading(
        &mut self,
        store: Option<&Store>,
        tables: &Tables,
    ) -> (Vec<Effect>, bool) {
        let Some((name, receive)) = &self.reading else {
            return (Vec::new(), false);
        };
        let name = name.clone();
        let read = match receive.try_recv() {
            Err(std::sync::mpsc::TryRecvError::Empty) => return (Vec::new(), true),
            Err(std::sync::mpsc::TryRecvError::Disconnected) => Err(BackupFault::NotRead {
                detail: Box::new(crate::store::Detail::System(String::new())),
            }),
            Ok(read) => read,
        };
        self.reading = None;
        // Closed meanwhile: the table changed its mind.
        if !matches!(self.dialog, Some(Dialog::Reading { .. })) {
            return (Vec::new(), false);
        }
        let effects = match read {
            Ok((backup, plan)) => {
                self.show_restore(&name, &backup, plan, store, tables);
                Vec::new()
            }
            Err(e) => {
                self.dialog = None;
                say(could_not_open(&name, e))
            }
        };
        (effects, false)
    }

    /// If `bytes` are a backup, shows what restoring it adds (or why it cannot be read) and
    /// says so (`Some`); `None` for any other file (a saved game, or not ours), to be opened
    /// as a save.
    pub fn open(
        &mut self,
        bytes: &[u8],
        name: &str,
        store: Option<&Store>,
        tables: &Tables,
    ) -> Option<Vec<Effect>> {
        // A browser keeps a few MB for a page: a backup larger than it could ever hold is
        // refused before it is read (reading it would hold the page's one thread).
        #[cfg(target_arch = "wasm32")]
        if bytes.len() > WEB_MAX_BACKUP_BYTES && Store::looks_like_backup(bytes) {
            let (name, mb) = (name.to_owned(), bytes.len().div_ceil(1024 * 1024));
            let max = WEB_MAX_BACKUP_BYTES / (1024 * 1024);
            return Some(say(Notice::error(move || {
                t!(
                    "could-not-open",
                    name = name.as_str(),
                    why = t!("backup-too-large-web", mb = mb, max = max)
                )
            })));
        }
        // A large backup is read on a thread of its own, the dialog saying so meanwhile.
        #[cfg(not(target_arch = "wasm32"))]
        if bytes.len() > READ_APART_BYTES
            && Store::looks_like_backup(bytes)
            && let Some(store) = store.cloned()
        {
            let (send, receive) = std::sync::mpsc::channel();
            let bytes = bytes.to_vec();
            std::thread::spawn(move || {
                let reads = super::super::any_mode::reads_as_result;
                let _ = send.send(store.read_backup(&bytes, reads));
            });
            self.reading = Some((name.to_owned(), receive));
            self.dialog = Some(Dialog::Reading {
                name: name.to_owned(),
            });
            return Some(vec![Effect::Opened(super::super::effect::Feature::Backup)]);
        }
        let backup = match Store::parse_backup(bytes) {
            Ok(backup) => backup,
            // Not a backup: the save loader says what it is.
            Err(
                BackupFault::NotABackup | BackupFault::Unreadable { .. } | BackupFault::NotText,
            ) => return None,
            Err(e) => return Some(say(could_not_open(name, e))),
        };
        let Some(store) = store else {
            return Some(say(Notice::error(|| t!("backup-no-data-folder"))));
        };
        Some(
            match store.plan_restore(&backup, super::super::any_mode::reads_as_result) {
                Ok(plan) => {
                    self.show_restore(name, &backup, plan, Some(store), tables);
                    vec![Effect::Opened(super::super::effect::Feature::Backup)]
                }
                Err(e) => say(Notice::error(move || fault_words(&e))),
            },
        )
    }

    /// The restore dialog of a backup read and planned.
    pub(super) fn show_restore(
        &mut self,
        name: &str,
        backup: &Backup,
        mut plan: crate::store::RestorePlan,
        store: Option<&Store>,
        tables: &Tables,
    ) {
        // The settings are taken into the app, never written as a file: the app keeps its
        // own (the desktop's file is written from them), and only where it has none.
        let settings_file = |f: &crate::store::BackupFile| {
            crate::store::FileKind::of(&f.path) == Some(crate::store::FileKind::Settings)
        };
        plan.files.retain(|f| !settings_file(f));
        let settings = (!self.own_settings)
            .then(|| backup.files.iter().filter(|f| settings_file(f)))
            .into_iter()
            .flatten()
            .find_map(|f| crate::app::settings::Settings::from_file_text(&f.text))
            .map(Box::new);
        self.dialog = Some(Dialog::Restore {
            name: name.to_owned(),
            made: origin(backup, store, tables),
            plan: Box::new(plan),
            settings,
            restored: None,
            restoring: None,
        });
    }

    /// Starts writing what the restore dialog planned; `restore_frame` goes on with it.
    pub(super) fn restore(&mut self, store: Option<&Store>, tables: &mut Tables) -> Vec<Effect> {
        let Some(Dialog::Restore {
            plan,
            restored: None,
            restoring: restoring @ None,
            ..
        }) = &mut self.dialog
        else {
            return Vec::new();
        };
        *restoring = Some(Box::new(Restoring::new((**plan).clone())));
        self.restore_frame(store, tables).0
    }

    /// A frame's share of a restore under way: files written for about a fortieth of a
    /// second, so the dialog shows how far it got and the screen never waits long. True
    /// while some is left (the frame asks for the next one).
    pub(super) fn restore_frame(
        &mut self,
        store: Option<&Store>,
        tables: &mut Tables,
    ) -> (Vec<Effect>, bool) {
        let (
            Some(store),
            Some(Dialog::Restore {
                made,
                settings,
                restored,
                restoring: Some(restoring),
                ..
            }),
        ) = (store, &mut self.dialog)
        else {
            return (Vec::new(), false);
        };
        let started = web_time::Instant::now();
        let outcome = loop {
            match store.restore_step(restoring, 16) {
                Ok(true) => break Ok(()),
                Ok(false) if started.elapsed().as_millis() < 25 => {}
                Ok(false) => return (Vec::new(), true),
                Err(e) => break Err(e),
            }
        };
        // Done, or stopped by a failure: what was written is listed, and the dialog's one
        // press takes it back out.
        *restored = Some(restoring.done().clone());
        // A new device given a lost one's backup is that table again. A restore stopped
        // part way takes no name (the dialog stops saying it does): taken back out, the
        // device is as it was.
        let mut effects = Vec::new();
        if outcome.is_ok()
            && let Some(theirs) = settings
        {
            effects.push(Effect::AdoptSettings(theirs.clone()));
        }
        match outcome {
            Ok(()) if made.takes_name => tables.this = made.table.clone(),
            Ok(()) => {}
            Err(e) => {
                // Stopped part way: no settings are taken (the dialog stops saying so).
                *settings = None;
                made.takes_name = false;
                effects.push(Effect::Notice(Notice::error(move || fault_words(&e))));
            }
        }
        if let Some(Dialog::Restore { restoring, .. }) = &mut self.dialog {
            *restoring = None;
        }
        effects.push(Effect::ReadAgain { every_mode: true });
        (effects, false)
    }

    /// Takes the restore just made back out.
    pub(super) fn undo_restore(
        &mut self,
        store: Option<&Store>,
        tables: &mut Tables,
    ) -> Vec<Effect> {
        let Some(store) = store else {
            return Vec::new();
        };
        let Some(Dialog::Restore {
            name,
            made,
            settings,
            restored: Some(done),
            ..
        }) = &self.dialog
        else {
            return Vec::new();
        };
        let took_settings = settings.is_some();
        let notice = match store.undo_restore(done) {
            Ok(()) => {
                // The name it took goes with it: the device has nothing of its own again.
                if made.takes_name && tables.this == made.table {
                    tables.this.clear();
                }
                let name = name.clone();
                self.dialog = None;
                Notice::info(move || t!("restore-undone", name = name.as_str()))
            }
            Err(e) => Notice::error(move || fault_words(&e)),
        };
        let mut effects = vec![
            Effect::Notice(notice),
            Effect::ReadAgain { every_mode: true },
        ];
        if took_settings && self.dialog.is_none() {
            effects.push(Effect::UnadoptSettings);
        }
        effects
    }
}

/// "Could not open NAME: why".
fn could_not_open(name: &str, fault: BackupFault) -> Option<Notice> {
    let name = name.to_owned();
    Notice::error(move || {
        t!(
            "could-not-open",
            name = name.as_str(),
            why = fault_words(&fault)
        )
    })
}

/// Whose backup `backup` is, and whether this device takes its table's name: only when
/// this device has none and nothing of its own (no game, save or result, nor a file of
/// one it cannot read), so that a backup never renames a table that played; and only a
/// name the settings keep (a hand-edited backup's may be longer).
fn origin(backup: &Backup, store: Option<&Store>, tables: &Tables) -> Origin {
    let table = backup.table.trim().to_owned();
    let takes_name = tables.this.is_empty()
        && !table.is_empty()
        && table.chars().count() <= crate::app::settings::MAX_TABLE_NAME_CHARS
        && store.is_some_and(|store| {
            let (games, unread_games) = store.all_games();
            let (saves, unread_saves) = store.list_saves();
            store.results_count() == 0
                && games.is_empty()
                && unread_games.is_empty()
                && saves.is_empty()
                && unread_saves.is_empty()
        });
    Origin {
        table,
        made_at: backup.made_at,
        takes_name,
    }
}
