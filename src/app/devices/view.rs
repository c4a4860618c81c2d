//! The code's dialog: what a phone at the table scans to join the game this window serves,
//! the address in words for one that cannot scan, and how many devices follow the game.

use super::super::i18n::t;
use super::super::kit::dialog_frame::{Frame, button_row};
use super::super::msg::Msg;
use super::super::theme;
use super::Ask;
use super::hosting::Hosting;
use eframe::egui::{self, RichText};

/// The largest side of the code, in points: a phone reads it whole from an arm's length.
const CODE_SIDE: f32 = 320.0;

/// "Play on several devices": the code, the address, the devices; "Close" keeps the game
/// served, "Stop serving" ends that (the game goes on in this window).
pub fn code_dialog(ctx: &egui::Context, hosting: &Hosting, msgs: &mut Vec<Msg>) {
    // The count of devices follows the table while the dialog shows (a phone joining).
    ctx.request_repaint_after(std::time::Duration::from_secs(1));
    let frame = Frame::new("host-code", t!("host-title"));
    let close = frame.show(
        ctx,
        msgs,
        |ui, _| {
            // As large as the window lets it show whole with the dialog's words and buttons.
            let side = CODE_SIDE.min(ui.ctx().content_rect().height() * 0.5);
            if ui.available_width() >= 2.0 * side {
                // Side by side: the code and what it is for, both seen without a scroll.
                ui.horizontal_top(|ui| {
                    code(ui, hosting, side);
                    ui.vertical(|ui| words(ui, hosting));
                });
            } else {
                ui.vertical_centered(|ui| code(ui, hosting, side.min(ui.available_width())));
                words(ui, hosting);
            }
        },
        |ui, msgs| {
            let pressed = button_row(ui, &[(&t!("host-close"), true), (&t!("host-stop"), true)]);
            if pressed[0].clicked() {
                msgs.push(Msg::ask(Ask::Close));
            }
            if pressed[1].clicked() {
                msgs.push(Msg::ask(Ask::Stop));
            }
        },
    );
    // Esc or a tap beside it: the dialog closes, the game is still served.
    if close {
        msgs.push(Msg::ask(Ask::Close));
    }
}

/// The code, or why there is none.
fn code(ui: &mut egui::Ui, hosting: &Hosting, side: f32) {
    match &hosting.code {
        Some(code) => {
            super::super::kit::square_code(ui, code, side, &t!("host-code-label"));
        }
        None => {
            ui.label(t!("host-no-code"));
        }
    }
}

/// What to do with the code, the address for a device that cannot scan, and the devices.
fn words(ui: &mut egui::Ui, hosting: &Hosting) {
    if !hosting.on_network {
        // Said first: no phone can follow the code until the computer is on a network.
        let error = ui.visuals().error_fg_color;
        ui.label(RichText::new(t!("host-no-network")).color(error).strong());
    }
    ui.label(t!("host-scan"));
    ui.label(t!("host-or-open"));
    ui.add(
        egui::Label::new(RichText::new(&hosting.link).monospace().size(theme::SMALL))
            .wrap()
            .selectable(true),
    );
    ui.label(RichText::new(t!("host-devices", count = hosting.devices())).strong());
}
