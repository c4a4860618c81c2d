//! The smallest eframe window with the app's features (glow, accesskit, default fonts), as a
//! yardstick for start-up time and memory. Same flag as the app:
//! `cargo run --release --example minimal_window -- --exit-after-frames 5`

use eframe::egui;
use std::time::Instant;

struct Minimal {
    started: Instant,
    exit_after: Option<u64>,
    log_frames: bool,
    frames: u64,
}

impl eframe::App for Minimal {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frames += 1;
        if self.log_frames {
            eprintln!(
                "frame {} at {} ms",
                self.frames,
                self.started.elapsed().as_millis()
            );
        }
        if let Some(limit) = self.exit_after {
            if self.frames == 1 {
                eprintln!(
                    "first frame: {} ms after start",
                    self.started.elapsed().as_millis()
                );
            }
            if self.frames >= limit {
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            } else {
                ui.ctx().request_repaint();
            }
        }
        egui::CentralPanel::default().show(ui, |ui| {
            ui.label("Hello");
        });
    }
}

fn main() -> eframe::Result {
    let started = Instant::now();
    let args: Vec<String> = std::env::args().collect();
    let exit_after = args
        .iter()
        .position(|a| a == "--exit-after-frames")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok());
    let log_frames = args.iter().any(|a| a == "--log-frames");
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default().with_inner_size([1280.0, 800.0]),
        renderer: eframe::Renderer::Glow,
        ..Default::default()
    };
    eframe::run_native(
        "minimal",
        options,
        Box::new(move |_cc| {
            Ok(Box::new(Minimal {
                started,
                exit_after,
                log_frames,
                frames: 0,
            }))
        }),
    )
}
