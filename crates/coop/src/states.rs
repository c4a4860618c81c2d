//! The States a player holds (R5, R22) and how a Hex changes them.

use super::cards::{Hex, StateCard};
use serde::{Deserialize, Serialize};

/// One player's States: the Deluded/Envious card (one card, two sides) and Misery.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PlayerStates {
    /// `Deluded` or `Envious` while the player holds that card, else `None`.
    pub deluded_or_envious: Option<StateCard>,
    /// How many Miseries counted: 0, 1 (Miserable) or 2 (Twice Miserable).
    pub misery: u8,
}

impl PlayerStates {
    /// The States after receiving `hex` (R22). Hexes without a State change nothing here.
    pub fn after_hex(self, hex: Hex) -> PlayerStates {
        let mut next = self;
        match hex {
            Hex::Delusion if self.deluded_or_envious.is_none() => {
                next.deluded_or_envious = Some(StateCard::Deluded);
            }
            Hex::Envy if self.deluded_or_envious.is_none() => {
                next.deluded_or_envious = Some(StateCard::Envious);
            }
            Hex::Misery => next.misery = (self.misery + 1).min(2),
            _ => {}
        }
        next
    }

    /// Miserable or Twice Miserable, if held.
    pub fn misery_state(self) -> Option<StateCard> {
        match self.misery {
            0 => None,
            1 => Some(StateCard::Miserable),
            _ => Some(StateCard::TwiceMiserable),
        }
    }

    /// Points the Misery States take off at the end (R19): 0, 2 or 4.
    pub fn misery_penalty(self) -> i32 {
        match self.misery {
            0 => 0,
            1 => 2,
            _ => 4,
        }
    }

    /// Every State held, for display.
    pub fn held(self) -> Vec<StateCard> {
        self.deluded_or_envious
            .into_iter()
            .chain(self.misery_state())
            .collect()
    }
}
