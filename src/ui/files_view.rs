//! Games on disk as the table sees them: "Resume" on the setup screen, "Save as", and the list
//! of saved games to open or delete.

use super::msg::Msg;
use super::theme;
use crate::store::Summary;
use eframe::egui::{self, RichText};
use std::path::PathBuf;

/// What the file dialogs hold between frames.
#[derive(Debug, Default)]
pub struct FilesUi {
    /// The "Save as" dialog is open, with the name typed so far.
    pub save_as: Option<String>,
    /// The list of saved games is open, with what it found.
    pub list: Option<Vec<Summary>>,
    /// A save the table asked to delete, waiting for "yes".
    pub confirm_delete: Option<PathBuf>,
}

/// The "Resume" button for an unfinished game: large for the newest, smaller for the others.
pub fn resume_button(ui: &mut egui::Ui, resume: &Summary, newest: bool, msgs: &mut Vec<Msg>) {
    let text = format!("Resume: {}", resume.describe());
    let size = if newest {
        theme::HEADING * 0.85
    } else {
        theme::BODY
    };
    let button = egui::Button::new(RichText::new(text).size(size).strong())
        .min_size(egui::vec2(0.0, if newest { 56.0 } else { 40.0 }));
    if ui
        .add(button)
        .on_hover_text("Go on with the game that was on the table, with its whole history.")
        .clicked()
    {
        msgs.push(Msg::Resume(resume.path.clone()));
    }
}

/// The "Save as" dialog.
pub fn save_as_dialog(ctx: &egui::Context, name: &mut String, msgs: &mut Vec<Msg>) {
    egui::Modal::new(egui::Id::unique("save-as")).show(ctx, |ui| {
        ui.label(RichText::new("Save this game as").size(theme::HEADING).strong());
        ui.label("Games are saved by themselves after every action; a named save is a copy to come back to.");
        let label = ui.label("Name of the saved game");
        let response = ui
            .add(egui::TextEdit::singleline(name).desired_width(360.0).char_limit(40))
            .labelled_by(label.id);
        let enter = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        ui.horizontal(|ui| {
            if ui.button("Cancel").clicked() {
                msgs.push(Msg::CloseFiles);
            }
            if ui.button("Save").clicked() || enter {
                msgs.push(Msg::SaveAs(name.clone()));
            }
        });
    });
}

/// The list of named saves, newest first, with Open and Delete.
pub fn saves_dialog(
    ctx: &egui::Context,
    list: &[Summary],
    confirm_delete: Option<&PathBuf>,
    msgs: &mut Vec<Msg>,
) {
    egui::Modal::new(egui::Id::unique("saves")).show(ctx, |ui| {
        ui.set_max_width(900.0);
        ui.label(RichText::new("Saved games").size(theme::HEADING).strong());
        if list.is_empty() {
            ui.label("No saved games yet. In a game, \"Save as\" keeps a named copy.");
        }
        egui::ScrollArea::vertical()
            .max_height(420.0)
            .show(ui, |ui| {
                egui::Grid::new("saves-list")
                    .num_columns(3)
                    .striped(true)
                    .show(ui, |ui| {
                        for save in list {
                            let name = save.name.clone().unwrap_or_else(|| "(no name)".into());
                            let over = if save.over { ", over" } else { "" };
                            ui.label(RichText::new(&name).strong());
                            ui.label(format!("{}{over}", save.describe()));
                            ui.horizontal(|ui| {
                                if ui.button(format!("Open {name}")).clicked() {
                                    msgs.push(Msg::OpenFile(save.path.clone()));
                                }
                                if confirm_delete == Some(&save.path) {
                                    if ui.button(format!("Yes, delete {name}")).clicked() {
                                        msgs.push(Msg::DeleteSave(save.path.clone()));
                                    }
                                } else if ui.button(format!("Delete {name}")).clicked() {
                                    msgs.push(Msg::AskDelete(save.path.clone()));
                                }
                            });
                            ui.end_row();
                        }
                    });
            });
        if ui.button("Close").clicked() {
            msgs.push(Msg::CloseFiles);
        }
    });
}
