//! The dialog of a game played in another window.

use super::super::i18n::t;
use super::super::kit::dialog_frame::{Frame, button_row};
use super::super::msg::Msg;
use eframe::egui;

/// The game on the table is played in another window (a browser tab, an installed page):
/// one window plays a game at a time, so that no press is lost. Esc or a click beside it
/// does nothing: both answers matter.
pub fn elsewhere_dialog(ctx: &egui::Context, lost: bool, msgs: &mut Vec<Msg>) {
    let (title, text, how, take) = if lost {
        (
            t!("elsewhere-lost-title"),
            t!("elsewhere-lost-text"),
            t!("elsewhere-lost-how"),
            t!("elsewhere-take-back"),
        )
    } else {
        (
            t!("elsewhere-title"),
            t!("elsewhere-text"),
            t!("elsewhere-how"),
            t!("elsewhere-take-over"),
        )
    };
    let frame = Frame::new("played-elsewhere", &title);
    frame.show(
        ctx,
        msgs,
        |ui, _| {
            ui.label(text);
            ui.label(how);
        },
        |ui, msgs| {
            let pressed = button_row(ui, &[(&take, true), (&t!("elsewhere-leave"), true)]);
            if pressed[0].clicked() {
                msgs.push(Msg::TakeGameHere);
            }
            if pressed[1].clicked() {
                msgs.push(Msg::LeaveGameElsewhere);
            }
        },
    );
}
