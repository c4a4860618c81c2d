//! The coop's own colours: a card's frame by its kind, and a seat's by its place (the kit's
//! player colours, the same seat the same colour in every mode).

use crate::theme;
use coop_automa_coop::{Card, Seat, Treasure};
use egui::Color32;

/// The frame colour of a card by its kind.
pub fn card_color(card: Card) -> Color32 {
    match card {
        Card::Treasure(Treasure::Copper) => Color32::from_rgb(0xC0, 0x70, 0x30),
        Card::Treasure(Treasure::Silver) => Color32::from_rgb(0xA8, 0xB0, 0xBC),
        Card::Hex(_) => Color32::from_rgb(0x8E, 0x55, 0xC8),
    }
}

/// A coop seat's colour: the kit's colour of its place.
pub fn seat_color(seat: Seat, dark: bool) -> Color32 {
    theme::player_color(seat.index(), dark)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_coop_seat_has_the_kits_colour_of_its_place() {
        for dark in [true, false] {
            assert_eq!(seat_color(Seat::First, dark), theme::player_color(0, dark));
            assert_eq!(seat_color(Seat::Second, dark), theme::player_color(1, dark));
        }
    }
}
