//! Backing up the whole data folder and restoring a backup: the two dialogs and their words.
//! A backup is made from the menu (a file typed on the desktop, a download on the web); a
//! backup is restored by opening it like a saved game, which shows what it will add first.

use super::i18n::t;
use super::kit::dialog_frame::{Frame, button_row};
use super::msg::Msg;
use crate::store::{Backup, BackupFault, FileKind, RestorePlan, Restored, Restoring};
use eframe::egui;

/// What a backup holds, counted for the table: games, saves, result lines.
pub fn counts(backup: &Backup) -> (usize, usize, usize) {
    let of = |kind| {
        backup
            .files
            .iter()
            .filter(|f| FileKind::of(&f.path) == Some(kind))
            .count()
    };
    let lines = backup
        .files
        .iter()
        .filter(|f| FileKind::of(&f.path) == Some(FileKind::Results))
        .map(|f| f.text.lines().filter(|l| !l.trim().is_empty()).count())
        .sum();
    (of(FileKind::Game), of(FileKind::Save), lines)
}

/// "Back up everything": the file to write (typed, on the desktop) and Back up.
pub fn backup_dialog(
    ctx: &egui::Context,
    path: &mut String,
    table: &mut String,
    error: Option<&str>,
    msgs: &mut Vec<Msg>,
) {
    let frame = Frame {
        id: "backup",
        title: &t!("backup-title"),
        page: None,
    };
    let mut typed = (path, table);
    let close = frame.show(
        ctx,
        &mut typed,
        |ui, (path, table)| {
            ui.add(egui::Label::new(t!("backup-explain")).wrap());
            #[cfg(target_arch = "wasm32")]
            super::web::storage_note(ui);
            // Named in the backup: a friend's results pooled with these stay apart.
            let label = ui.label(t!("backup-table-label"));
            ui.add(
                super::kit::entry::line(*table)
                    .char_limit(crate::app::settings::MAX_TABLE_NAME_CHARS)
                    .desired_width(ui.available_width().min(520.0))
                    .min_size(egui::vec2(0.0, super::theme::finger(ui.ctx()))),
            )
            .labelled_by(label.id);
            // The web's backup is a download under this name.
            let label = ui.label(t!("backup-file-label"));
            ui.add(
                super::kit::entry::line(*path)
                    .desired_width(ui.available_width().min(520.0))
                    .min_size(egui::vec2(0.0, super::theme::finger(ui.ctx()))),
            )
            .labelled_by(label.id);
            super::kit::entry::error_line(ui, error);
        },
        |ui, (path, table)| {
            let pressed = button_row(ui, &[(&t!("close"), true), (&t!("backup-write"), true)]);
            if pressed[0].clicked() {
                msgs.push(Msg::CloseFiles);
            }
            if pressed[1].clicked() {
                msgs.push(Msg::BackUp {
                    path: path.to_string(),
                    table: table.to_string(),
                });
            }
        },
    );
    if close {
        msgs.push(Msg::CloseFiles);
    }
}

/// A large backup being read: its name, a spinner, and Cancel.
#[cfg(not(target_arch = "wasm32"))]
pub fn reading_dialog(ctx: &egui::Context, name: &str, msgs: &mut Vec<Msg>) {
    let frame = Frame {
        id: "reading-backup",
        title: &t!("reading-title", name = name),
        page: None,
    };
    let close = frame.show(
        ctx,
        &mut (),
        |ui, _| {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.add(egui::Label::new(t!("reading-body")).wrap());
            });
        },
        |ui, _| {
            if button_row(ui, &[(&t!("cancel"), true)])[0].clicked() {
                msgs.push(Msg::CloseFiles);
            }
        },
    );
    if close {
        msgs.push(Msg::CloseFiles);
    }
}

/// Every ten finished games: keep a backup somewhere else (later, or now).
pub fn reminder_dialog(ctx: &egui::Context, finished: usize, msgs: &mut Vec<Msg>) {
    let frame = Frame {
        id: "backup-reminder",
        title: &t!("reminder-title"),
        page: None,
    };
    let close = frame.show(
        ctx,
        &mut (),
        |ui, _| {
            ui.add(egui::Label::new(t!("reminder-text", finished = finished)).wrap());
            #[cfg(target_arch = "wasm32")]
            if super::web::storage_kept() != Some(true) {
                ui.add(egui::Label::new(t!("reminder-web")).wrap());
            }
        },
        |ui, _| {
            let pressed = button_row(
                ui,
                &[(&t!("reminder-later"), true), (&t!("reminder-now"), true)],
            );
            if pressed[0].clicked() {
                msgs.push(Msg::CloseFiles);
            }
            if pressed[1].clicked() {
                msgs.push(Msg::ShowBackup);
            }
        },
    );
    if close {
        msgs.push(Msg::CloseFiles);
    }
}

/// Whose backup the restore dialog shows: the table that made it (empty: not named), when
/// (seconds since 1970), and whether this device takes that table's name (it has none and
/// nothing of its own yet: a new device given a lost one's backup).
#[derive(Clone, Debug)]
pub struct Origin {
    pub table: String,
    pub made_at: i64,
    pub takes_name: bool,
}

/// What restoring a backup adds, before anything is written; after, what it added and the
/// one press that takes it back out.
pub fn restore_dialog(
    ctx: &egui::Context,
    name: &str,
    made: &Origin,
    plan: &RestorePlan,
    restored: Option<&Restored>,
    restoring: Option<&Restoring>,
    msgs: &mut Vec<Msg>,
) {
    let frame = Frame {
        id: "restore",
        // The title says what the dialog is now: a question, then under way, then done.
        title: &match (restoring.is_some(), restored.is_some()) {
            (true, _) => t!("restore-title-writing", name = name),
            (false, true) => t!("restore-title-done", name = name),
            (false, false) => t!("restore-title", name = name),
        },
        page: None,
    };
    let (games, saves, results) = (
        plan.count(FileKind::Game),
        plan.count(FileKind::Save),
        plan.result_lines(),
    );
    let mut state = ();
    let close = frame.show(
        ctx,
        &mut state,
        |ui, _| {
            if let Some(r) = restoring {
                // Under way: how far it got, and nothing to press (it cannot stop half way
                // without the record that takes it back out).
                let words = t!("restore-writing", done = r.written(), total = r.total());
                ui.add(egui::Label::new(egui::RichText::new(words).strong()).wrap());
                let part = r.written() as f32 / r.total().max(1) as f32;
                ui.add(egui::ProgressBar::new(part).show_percentage());
                return;
            }
            let adds = if plan.is_empty() {
                t!("restore-nothing")
            } else if restored.is_some() {
                t!(
                    "restore-done",
                    games = games,
                    saves = saves,
                    results = results
                )
            } else {
                t!(
                    "restore-adds",
                    games = games,
                    saves = saves,
                    results = results
                )
            };
            ui.add(egui::Label::new(egui::RichText::new(adds).strong()).wrap());
            // Whose backup it is: its results keep that table's name here.
            let when = super::i18n::date_time(made.made_at);
            let from = if made.table.is_empty() {
                t!("restore-made", when = when)
            } else if made.takes_name {
                // The next line says whose its results become.
                t!("restore-made-of", table = made.table.as_str(), when = when)
            } else {
                t!("restore-made-by", table = made.table.as_str(), when = when)
            };
            ui.add(egui::Label::new(from).wrap());
            if made.takes_name {
                let words = t!("restore-takes-name", table = made.table.as_str());
                ui.add(egui::Label::new(words).wrap());
            }
            let here = plan.files_here + plan.lines_here;
            if here > 0 {
                ui.add(egui::Label::new(t!("restore-here", n = here)).wrap());
            }
            if plan.beside > 0 {
                ui.add(egui::Label::new(t!("restore-beside", n = plan.beside)).wrap());
            }
            if plan.results_differ > 0 {
                ui.add(egui::Label::new(t!("restore-differ", n = plan.results_differ)).wrap());
            }
            if plan.count(FileKind::Settings) > 0 {
                ui.add(egui::Label::new(t!("restore-settings")).wrap());
            }
            ui.add(egui::Label::new(t!("restore-only-adds")).wrap());
        },
        |ui, _| match restored {
            None if restoring.is_some() => {}
            None if !plan.is_empty() => {
                let pressed = button_row(ui, &[(&t!("cancel"), true), (&t!("restore-do"), true)]);
                if pressed[0].clicked() {
                    msgs.push(Msg::CloseFiles);
                }
                if pressed[1].clicked() {
                    msgs.push(Msg::Restore);
                }
            }
            Some(_) => {
                let pressed = button_row(ui, &[(&t!("restore-undo"), true), (&t!("close"), true)]);
                if pressed[0].clicked() {
                    msgs.push(Msg::UndoRestore);
                }
                if pressed[1].clicked() {
                    msgs.push(Msg::CloseFiles);
                }
            }
            None => {
                if button_row(ui, &[(&t!("close"), true)])[0].clicked() {
                    msgs.push(Msg::CloseFiles);
                }
            }
        },
    );
    if close && restoring.is_none() {
        msgs.push(Msg::CloseFiles);
    }
}

/// Why a backup was refused, in the table's language.
pub fn fault_words(fault: &BackupFault) -> String {
    match fault {
        BackupFault::TooLarge { bytes, max_bytes } => t!(
            "backup-too-large",
            mb = (*bytes / 1_000_000).to_string(),
            max = (*max_bytes / 1_000_000).to_string()
        ),
        BackupFault::NotText => t!("backup-not-text"),
        BackupFault::Unreadable { detail } => t!("backup-unreadable", detail = detail.as_str()),
        BackupFault::NotABackup => t!("backup-not-a-backup"),
        BackupFault::NewerVersion { version, max } => {
            t!("backup-newer", version = version, max = max)
        }
        BackupFault::TooManyFiles { files, max } => {
            t!("backup-too-many", files = files, max = max)
        }
        BackupFault::BadPlace { path } => t!("backup-bad-place", path = path.as_str()),
        BackupFault::NotRead { detail } => t!("backup-not-read", detail = detail.as_str()),
        BackupFault::NotWritten { detail } => t!("backup-not-written", detail = detail.as_str()),
        BackupFault::NoName => t!("backup-no-name"),
        BackupFault::Exists { file } => {
            t!("backup-exists", file = file.display().to_string())
        }
    }
}
