//! The frames drawn, for `--exit-after-frames` (the smoke test) and `--log-frames` (the
//! start-up benchmark).

use super::options::Options;
use eframe::egui;
use web_time::Instant;

pub(super) struct FrameCount {
    exit_after: Option<u64>,
    log: bool,
    frames: u64,
    started: Instant,
}

impl FrameCount {
    pub fn new(options: &Options, started: Instant) -> FrameCount {
        FrameCount {
            exit_after: options.exit_after_frames,
            log: options.log_frames,
            frames: 0,
            started,
        }
    }

    /// Whether this is the first frame.
    #[cfg(target_arch = "wasm32")]
    pub fn first(&self) -> bool {
        self.frames == 1
    }

    /// Counts a frame; closes the window after the frames asked for.
    pub fn count(&mut self, ctx: &egui::Context) {
        self.frames += 1;
        if self.log {
            eprintln!(
                "frame {} at {} ms",
                self.frames,
                self.started.elapsed().as_millis()
            );
        }
        let Some(limit) = self.exit_after else {
            return;
        };
        if self.frames == 1 {
            eprintln!(
                "first frame: {} ms after start",
                self.started.elapsed().as_millis()
            );
        }
        if self.frames >= limit {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        } else {
            ctx.request_repaint();
        }
    }
}
