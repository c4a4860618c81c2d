//! The backup's dialogs: "Back up everything", the reminder, a large backup being read, and
//! the restore (what it adds before anything is written; after, the press that takes it out).

use super::super::i18n::t;
use super::super::kit::dialog_frame::{Frame, button_row};
use super::dialog::{Ask, Dialog, Origin};
use crate::store::{FileKind, RestorePlan, Restored, Restoring};
use eframe::egui;

/// The dialog open, drawn; what the table pressed in it.
pub fn draw(ctx: &egui::Context, dialog: &mut Dialog) -> Option<Ask> {
    let mut ask = None;
    match dialog {
        Dialog::Form { path, table, error } => {
            backup_dialog(ctx, path, table, error.as_deref(), &mut ask)
        }
        Dialog::Reminder { finished } => reminder_dialog(ctx, *finished, &mut ask),
        #[cfg(not(target_arch = "wasm32"))]
        Dialog::Reading { name } => reading_dialog(ctx, name, &mut ask),
        Dialog::Restore {
            name,
            made,
            plan,
            settings,
            restored,
            restoring,
        } => restore_dialog(
            ctx,
            name,
            (made, settings.is_some()),
            plan,
            restored.as_ref(),
            restoring.as_deref(),
            &mut ask,
        ),
    }
    ask
}

/// "Back up everything": the file to write (typed, on the desktop) and Back up.
fn backup_dialog(
    ctx: &egui::Context,
    path: &mut String,
    table: &mut String,
    error: Option<&str>,
    ask: &mut Option<Ask>,
) {
    let frame = Frame::new("backup", t!("backup-title"));
    let mut typed = (path, table);
    let close = frame.show(
        ctx,
        &mut typed,
        |ui, (path, table)| {
            ui.add(egui::Label::new(t!("backup-explain")).wrap());
            #[cfg(target_arch = "wasm32")]
            super::super::storage_note::show(ui);
            // Named in the backup: a friend's results pooled with these stay apart.
            let label = ui.label(t!("backup-table-label"));
            ui.add(
                super::super::kit::entry::line(*table)
                    .char_limit(crate::app::settings::MAX_TABLE_NAME_CHARS)
                    .desired_width(ui.available_width().min(520.0))
                    .min_size(egui::vec2(0.0, super::super::theme::finger(ui.ctx()))),
            )
            .labelled_by(label.id);
            // The web's backup is a download under this name.
            let label = ui.label(t!("backup-file-label"));
            ui.add(
                super::super::kit::entry::line(*path)
                    .desired_width(ui.available_width().min(520.0))
                    .min_size(egui::vec2(0.0, super::super::theme::finger(ui.ctx()))),
            )
            .labelled_by(label.id);
            super::super::kit::entry::error_line(ui, error);
        },
        |ui, (path, table)| {
            let pressed = button_row(ui, &[(&t!("close"), true), (&t!("backup-write"), true)]);
            if pressed[0].clicked() {
                *ask = Some(Ask::Close);
            }
            if pressed[1].clicked() {
                *ask = Some(Ask::Write {
                    path: path.to_string(),
                    table: table.to_string(),
                });
            }
        },
    );
    if close {
        *ask = Some(Ask::Close);
    }
}

/// A large backup being read: its name, a spinner, and Cancel.
#[cfg(not(target_arch = "wasm32"))]
fn reading_dialog(ctx: &egui::Context, name: &str, ask: &mut Option<Ask>) {
    let frame = Frame::new("reading-backup", t!("reading-title", name = name));
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
                *ask = Some(Ask::Close);
            }
        },
    );
    if close {
        *ask = Some(Ask::Close);
    }
}

/// Every ten finished games: keep a backup somewhere else (later, or now).
fn reminder_dialog(ctx: &egui::Context, finished: usize, ask: &mut Option<Ask>) {
    let frame = Frame::new("backup-reminder", t!("reminder-title"));
    let close = frame.show(
        ctx,
        &mut (),
        |ui, _| {
            ui.add(egui::Label::new(t!("reminder-text", finished = finished)).wrap());
            #[cfg(target_arch = "wasm32")]
            if super::super::web::storage_kept() != Some(true) {
                ui.add(egui::Label::new(t!("reminder-web")).wrap());
            }
        },
        |ui, _| {
            let pressed = button_row(
                ui,
                &[(&t!("reminder-later"), true), (&t!("reminder-now"), true)],
            );
            if pressed[0].clicked() {
                *ask = Some(Ask::Close);
            }
            if pressed[1].clicked() {
                *ask = Some(Ask::Show);
            }
        },
    );
    if close {
        *ask = Some(Ask::Close);
    }
}

/// What restoring a backup adds, before anything is written; after, what it added and the
/// one press that takes it back out.
fn restore_dialog(
    ctx: &egui::Context,
    name: &str,
    (made, takes_settings): (&Origin, bool),
    plan: &RestorePlan,
    restored: Option<&Restored>,
    restoring: Option<&Restoring>,
    ask: &mut Option<Ask>,
) {
    // The title says what the dialog is now: a question, then under way, then done.
    let title = match (restoring.is_some(), restored.is_some()) {
        (true, _) => t!("restore-title-writing", name = name),
        (false, true) => t!("restore-title-done", name = name),
        (false, false) => t!("restore-title", name = name),
    };
    let frame = Frame::new("restore", title);
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
            } else if let Some(r) = restored {
                // What was written, not what was planned: a restore stopped by a fault
                // (its notice says which) wrote less.
                let (games, saves) = (r.count(FileKind::Game), r.count(FileKind::Save));
                let results = r.result_lines();
                if r.whole(plan) {
                    t!(
                        "restore-done",
                        games = games,
                        saves = saves,
                        results = results
                    )
                } else {
                    t!(
                        "restore-stopped",
                        games = games,
                        saves = saves,
                        results = results
                    )
                }
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
            let when = super::super::i18n::date_time(made.made_at);
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
            if plan.not_results > 0 {
                ui.add(egui::Label::new(t!("restore-not-results", n = plan.not_results)).wrap());
            }
            if takes_settings {
                ui.add(egui::Label::new(t!("restore-settings")).wrap());
            }
            ui.add(egui::Label::new(t!("restore-only-adds")).wrap());
        },
        |ui, _| match restored {
            None if restoring.is_some() => {}
            None if !plan.is_empty() => {
                let pressed = button_row(ui, &[(&t!("cancel"), true), (&t!("restore-do"), true)]);
                if pressed[0].clicked() {
                    *ask = Some(Ask::Close);
                }
                if pressed[1].clicked() {
                    *ask = Some(Ask::Restore);
                }
            }
            Some(_) => {
                let pressed = button_row(ui, &[(&t!("restore-undo"), true), (&t!("close"), true)]);
                if pressed[0].clicked() {
                    *ask = Some(Ask::UndoRestore);
                }
                if pressed[1].clicked() {
                    *ask = Some(Ask::Close);
                }
            }
            None => {
                if button_row(ui, &[(&t!("close"), true)])[0].clicked() {
                    *ask = Some(Ask::Close);
                }
            }
        },
    );
    if close && restoring.is_none() {
        *ask = Some(Ask::Close);
    }
}
