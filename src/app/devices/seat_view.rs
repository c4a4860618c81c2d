//! "My seat": which player's side this device shows large (a phone in a player's hand), or
//! the whole table alike (a tablet in the middle of it).

use super::super::i18n::t;
use super::super::kit::dialog_frame::{Frame, button_row};
use super::super::kit::seen;
use super::super::msg::Msg;
use super::super::theme;
use super::Ask;
use eframe::egui;

/// One button a seat, by its player's name in the player's colour, and "The whole table";
/// the one chosen now is marked. Esc or a tap beside it changes nothing.
pub fn seat_dialog(
    ctx: &egui::Context,
    seats: &[String],
    mine: Option<usize>,
    msgs: &mut Vec<Msg>,
) {
    let frame = Frame::new("my-seat", t!("seat-title"));
    let close = frame.show(
        ctx,
        msgs,
        |ui, msgs| {
            ui.label(t!("seat-text"));
            let dark = ui.visuals().dark_mode;
            let height = theme::finger(ui.ctx()).max(48.0);
            let width = ui.available_width();
            for (i, name) in seats.iter().enumerate() {
                let text = egui::RichText::new(name)
                    .size(theme::HEADING)
                    .strong()
                    .color(theme::player_color(i, dark));
                let button = egui::Button::new(text).selected(mine == Some(i));
                let response = ui.add_sized([width, height], button);
                seen::mark_chosen(ui, "answer", name, &response, mine == Some(i));
                if response.clicked() {
                    msgs.push(Msg::ask(Ask::Seat(Some(i))));
                }
            }
            let whole = egui::RichText::new(t!("seat-whole-table")).size(theme::HEADING);
            let button = egui::Button::new(whole).selected(mine.is_none());
            let response = ui.add_sized([width, height], button);
            let words = t!("seat-whole-table");
            seen::mark_chosen(ui, "answer", &words, &response, mine.is_none());
            if response.clicked() {
                msgs.push(Msg::ask(Ask::Seat(None)));
            }
        },
        |ui, msgs| {
            if button_row(ui, &[(&t!("seat-cancel"), true)])[0].clicked() {
                msgs.push(Msg::ask(Ask::Close));
            }
        },
    );
    if close {
        msgs.push(Msg::ask(Ask::Close));
    }
}
