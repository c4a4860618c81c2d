//! The cards the AI's side holds (P1, P3): the four VP cards, the Curses beside the pyramid
//! and the five copies of the player's chosen Attack card.

use crate::engine::Filler;
use serde::{Deserialize, Serialize};

/// One physical card on the AI's side of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    Estate,
    Duchy,
    Province,
    Colony,
    Curse,
    /// One of the five alike copies of the Attack card picked at setup (P3).
    Attack,
}

impl Filler for Card {
    // Never read: only a pile's first `len` slots are cards.
    const FILLER: Card = Card::Curse;
}

impl Card {
    /// The VP cards, cheapest first.
    pub const VP: [Card; 4] = [Card::Estate, Card::Duchy, Card::Province, Card::Colony];

    /// Estate, Duchy, Province or Colony: never a Curse or an Attack card.
    pub fn is_vp(self) -> bool {
        matches!(
            self,
            Card::Estate | Card::Duchy | Card::Province | Card::Colony
        )
    }

    /// The printed cost of a VP card; `None` for the others, which cannot be bought (P18).
    pub fn printed_cost(self) -> Option<u8> {
        match self {
            Card::Estate => Some(2),
            Card::Duchy => Some(5),
            Card::Province => Some(8),
            Card::Colony => Some(11),
            Card::Curse | Card::Attack => None,
        }
    }

    /// The cost in the pyramid at `level` (0 bottom, 1 middle, 2 top): $2 more per level (P18).
    pub fn cost_at(self, level: u8) -> Option<u8> {
        self.printed_cost().map(|c| c + 2 * level)
    }

    /// Printed VP: what the card is worth at Master (P3); 0 for Curses and Attack cards here,
    /// since those never reach the AI's score pile (P12).
    pub fn face_value(self) -> u8 {
        match self {
            Card::Estate => 1,
            Card::Duchy => 3,
            Card::Province => 6,
            Card::Colony => 10,
            Card::Curse | Card::Attack => 0,
        }
    }

    /// How many cards the AI scores when the player buys this card from the bottom row (P18).
    pub fn bottom_buy_count(self) -> u8 {
        match self {
            Card::Duchy => 1,
            Card::Province => 2,
            Card::Colony => 3,
            _ => 0,
        }
    }
}
