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
            ui.label(t!("host-scan"));
            match &hosting.code {
                Some(code) => {
                    let side = ui.available_width().min(CODE_SIDE);
                    ui.vertical_centered(|ui| {
                        super::super::kit::square_code(ui, code, side, &t!("host-code-label"));
                    });
                }
                None => {
                    ui.label(t!("host-no-code"));
                }
            }
            ui.label(t!("host-or-open"));
            ui.add(
                egui::Label::new(RichText::new(&hosting.link).monospace().size(theme::SMALL))
                    .wrap()
                    .selectable(true),
            );
            ui.label(RichText::new(t!("host-devices", count = hosting.devices())).strong());
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
