//! The supply counts the humans keep true, what the automa holds, and the end check (R16).

use serde::{Deserialize, Serialize};

/// A Victory pile the automa takes from (R13.2) and the humans buy from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SupplyPile {
    Duchy,
    Province,
    Colony,
}

/// How many Duchies, Provinces and Colonies are left, and how many other piles are empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supply {
    pub duchies: u8,
    pub provinces: u8,
    /// Always 0 without the Colonies option.
    pub colonies: u8,
    /// Empty supply piles other than Duchy, Province and Colony (the humans count them).
    pub other_empty: u8,
}

/// Most other supply piles that can be empty: ten kingdom piles and up to ten others.
pub const MAX_OTHER_EMPTY: u8 = 20;

/// `count` and `count_mut` by pile, for a type with `duchies`, `provinces` and `colonies`
/// fields (the supply's and the automa's): one match, written once.
macro_rules! pile_counts {
    ($t:ty) => {
        impl $t {
            /// The count of one pile.
            pub fn count(&self, pile: SupplyPile) -> u8 {
                match pile {
                    SupplyPile::Duchy => self.duchies,
                    SupplyPile::Province => self.provinces,
                    SupplyPile::Colony => self.colonies,
                }
            }

            /// The count of one pile, to change.
            pub fn count_mut(&mut self, pile: SupplyPile) -> &mut u8 {
                match pile {
                    SupplyPile::Duchy => &mut self.duchies,
                    SupplyPile::Province => &mut self.provinces,
                    SupplyPile::Colony => &mut self.colonies,
                }
            }
        }
    };
}

pile_counts!(Supply);
pile_counts!(AutomaHoldings);

impl Supply {
    /// All empty supply piles: the other ones, plus Duchy and Province (and Colony) when empty.
    /// The Duchy pile counts from the start if it started empty (R9).
    pub fn empty_piles(&self, colonies_on: bool) -> u8 {
        self.other_empty
            + u8::from(self.duchies == 0)
            + u8::from(self.provinces == 0)
            + u8::from(colonies_on && self.colonies == 0)
    }

    /// The pile the automa takes from (R13.2): a Duchy, else a Province, else (with Colonies)
    /// a Colony, else nothing.
    pub fn automa_take(&self, colonies_on: bool) -> Option<SupplyPile> {
        if self.duchies > 0 {
            Some(SupplyPile::Duchy)
        } else if self.provinces > 0 {
            Some(SupplyPile::Province)
        } else if colonies_on && self.colonies > 0 {
            Some(SupplyPile::Colony)
        } else {
            None
        }
    }

    /// R16: whether the game ends now, and why.
    pub fn end_condition(&self, colonies_on: bool) -> Option<EndReason> {
        if !colonies_on && self.provinces == 0 {
            return Some(EndReason::ProvincesGone);
        }
        if colonies_on && self.colonies == 0 {
            return Some(EndReason::ColoniesGone);
        }
        let empty = self.empty_piles(colonies_on);
        (empty >= 3).then_some(EndReason::ThreePiles(empty))
    }
}

/// Why the game ended (R16, R18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// The Province pile is empty (without Colonies).
    ProvincesGone,
    /// The Colony pile is empty (with Colonies).
    ColoniesGone,
    /// Three or more supply piles are empty; the number is how many.
    ThreePiles(u8),
}

impl EndReason {
    /// The results record's stable English ("the Province pile is empty"), never shown: the
    /// app words the reason from its catalog (`app::coop::words::end_reason_words`).
    /// i18n: leaves at merge (the store's results record calls it).
    pub fn describe(self) -> String {
        match self {
            EndReason::ProvincesGone => "the Province pile is empty".into(),
            EndReason::ColoniesGone => "the Colony pile is empty".into(),
            EndReason::ThreePiles(n) => format!("{n} supply piles are empty"),
        }
    }
}

/// What the automa holds: its Victory cards and tokens (R4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct AutomaHoldings {
    pub duchies: u8,
    pub provinces: u8,
    pub colonies: u8,
    /// Tokens from the humans' Attacks, 0..=10 (R4, R15).
    pub tokens: u8,
}

/// Tokens in the game (R4).
pub const TOKENS: u8 = 10;
