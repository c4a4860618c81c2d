//! The table app. For now a window that shows the playtested kingdoms; the play screen comes
//! with the next issue.

use crate::core::Kingdom;
use eframe::egui;

/// The app's state between frames.
#[derive(Default)]
pub struct App;

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading("coop-automa");
            ui.label("The automa for Top's unofficial two-player Dominion coop.");
            ui.label(format!(
                "{} playtested kingdoms loaded.",
                Kingdom::recommended().len()
            ));
        });
    }
}

/// Opens the window and runs until it is closed.
pub fn run() -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("coop-automa")
            .with_inner_size([1024.0, 720.0]),
        ..Default::default()
    };
    eframe::run_native("coop-automa", options, Box::new(|_cc| Ok(Box::new(App))))
}
