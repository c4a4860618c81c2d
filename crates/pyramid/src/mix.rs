//! The VP deck's mix (P2) and the levels (P3): what goes in the deck and what a card is worth.

use super::cards::Card;
use super::error::PyramidError;
use serde::{Deserialize, Serialize};

/// Cards in the VP deck (P2).
pub const VP_DECK: u8 = 30;
/// Every Estate goes in (P2).
pub const ESTATES: u8 = 12;
/// The caps: the cards a table fetches (P2).
pub const MAX_DUCHIES: u8 = 12;
pub const MAX_PROVINCES: u8 = 9;
pub const MAX_COLONIES: u8 = 6;
/// Copies of the Attack card shuffled in from Advanced up (P3).
pub const ATTACKS: u8 = 5;
/// Colonies Master needs (P3).
pub const MASTER_COLONIES: u8 = 4;

/// How many of each VP card the deck holds (P2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Mix {
    pub estates: u8,
    pub duchies: u8,
    pub provinces: u8,
    pub colonies: u8,
}

impl Mix {
    /// Preset A: 12 Estates, 10 Duchies, 8 Provinces (P2).
    pub const A: Mix = Mix::new(12, 10, 8, 0);
    /// Preset B: 12 Estates, 8 Duchies, 8 Provinces, 2 Colonies (P2).
    pub const B: Mix = Mix::new(12, 8, 8, 2);

    pub const fn new(estates: u8, duchies: u8, provinces: u8, colonies: u8) -> Mix {
        Mix {
            estates,
            duchies,
            provinces,
            colonies,
        }
    }

    /// How many of `card` the mix holds (0 for Curses and Attack cards).
    pub fn count(&self, card: Card) -> u8 {
        match card {
            Card::Estate => self.estates,
            Card::Duchy => self.duchies,
            Card::Province => self.provinces,
            Card::Colony => self.colonies,
            Card::Curse | Card::Attack => 0,
        }
    }

    /// "A", "B" or `None` for a custom mix.
    pub fn preset(&self) -> Option<&'static str> {
        if *self == Mix::A {
            Some("A")
        } else if *self == Mix::B {
            Some("B")
        } else {
            None
        }
    }

    /// Every legal mix (25), for a picker.
    pub fn all_legal() -> Vec<Mix> {
        let mut v = Vec::new();
        for colonies in 0..=MAX_COLONIES {
            for provinces in colonies..=MAX_PROVINCES {
                let duchies = (VP_DECK - ESTATES).saturating_sub(provinces + colonies);
                let mix = Mix::new(ESTATES, duchies, provinces, colonies);
                if mix.validate().is_ok() {
                    v.push(mix);
                }
            }
        }
        v
    }

    /// The 30 VP cards, Estates first: the order before the shuffle.
    pub fn cards(&self) -> Vec<Card> {
        Card::VP
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, usize::from(self.count(c))))
            .collect()
    }

    /// P2, clause by clause in the rule's order; the first one broken is named.
    pub fn validate(&self) -> Result<(), PyramidError> {
        if self.estates != ESTATES {
            return Err(PyramidError::EstatesNotAll {
                estates: self.estates,
            });
        }
        let caps = [
            (Card::Duchy, self.duchies, MAX_DUCHIES),
            (Card::Province, self.provinces, MAX_PROVINCES),
            (Card::Colony, self.colonies, MAX_COLONIES),
        ];
        for (card, asked, cap) in caps {
            if asked > cap {
                return Err(PyramidError::OverCap { card, cap, asked });
            }
        }
        if self.colonies > self.provinces {
            return Err(PyramidError::ColoniesOverProvinces {
                colonies: self.colonies,
                provinces: self.provinces,
            });
        }
        if self.provinces > self.duchies {
            return Err(PyramidError::ProvincesOverDuchies {
                provinces: self.provinces,
                duchies: self.duchies,
            });
        }
        let total = u16::from(self.estates)
            + u16::from(self.duchies)
            + u16::from(self.provinces)
            + u16::from(self.colonies);
        if total != u16::from(VP_DECK) {
            return Err(PyramidError::NotThirty { total });
        }
        Ok(())
    }
}

/// How hard the AI plays (P3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    Easy,
    Normal,
    Advanced,
    Expert,
    Master,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Normal,
        Level::Advanced,
        Level::Expert,
        Level::Master,
    ];

    /// The AI's points for one VP card of its score pile (P3, P26).
    pub fn points_for(self, card: Card) -> u8 {
        match self {
            Level::Easy => 2,
            Level::Normal => 3,
            Level::Advanced => 4,
            Level::Expert => 5,
            Level::Master => card.face_value(),
        }
    }

    /// Attack cards shuffled into the deck (P3).
    pub fn attacks(self) -> u8 {
        if self >= Level::Advanced { ATTACKS } else { 0 }
    }

    /// Points per VP card left in the pyramid or deck (P26).
    pub fn per_card_left(self) -> u8 {
        if self >= Level::Expert { 2 } else { 1 }
    }

    /// Whether the player's Copper, Shelter, Ruins and full-pile penalties apply (P27).
    pub fn all_penalties(self) -> bool {
        self != Level::Easy
    }

    /// P3: Master needs at least 4 Colonies.
    pub fn validate(self, mix: &Mix) -> Result<(), PyramidError> {
        if self == Level::Master && mix.colonies < MASTER_COLONIES {
            return Err(PyramidError::MasterColonies {
                needed: MASTER_COLONIES,
                colonies: mix.colonies,
            });
        }
        Ok(())
    }
}
