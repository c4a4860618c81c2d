//! The cards the automa owns (R2) and the States beside it (R5). The app words them from the
//! catalogs (coop.ftl): the rules keep no text of a card.

use serde::{Deserialize, Serialize};

/// One of the automa's two face-down piles (R2): which one was shuffled, or a card is of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PileKind {
    Treasure,
    Hex,
}

/// A card of the automa's treasure pile: 6 Copper + 6 Silver (R2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Treasure {
    Copper,
    Silver,
}

impl Treasure {
    /// Both kinds, in the order the app lists them.
    pub const ALL: [Treasure; 2] = [Treasure::Copper, Treasure::Silver];

    /// The automa's treasure pile before its first shuffle.
    pub fn full_set() -> Vec<Treasure> {
        let mut cards = vec![Treasure::Copper; 6];
        cards.extend([Treasure::Silver; 6]);
        cards
    }
}

impl crate::engine::Filler for Treasure {
    const FILLER: Self = Treasure::Copper;
}

/// The twelve Hexes of Nocturne (R20).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Hex {
    BadOmens,
    Delusion,
    Envy,
    Famine,
    Fear,
    Greed,
    Haunting,
    Locusts,
    Misery,
    Plague,
    Poverty,
    War,
}

impl Hex {
    /// All twelve, in alphabetical order.
    pub const ALL: [Hex; 12] = [
        Hex::BadOmens,
        Hex::Delusion,
        Hex::Envy,
        Hex::Famine,
        Hex::Fear,
        Hex::Greed,
        Hex::Haunting,
        Hex::Locusts,
        Hex::Misery,
        Hex::Plague,
        Hex::Poverty,
        Hex::War,
    ];

    /// The Hex's English name, a stable key (never shown: the app names it from the catalog,
    /// `CardName`).
    pub fn name(self) -> &'static str {
        match self {
            Hex::BadOmens => "Bad Omens",
            Hex::Delusion => "Delusion",
            Hex::Envy => "Envy",
            Hex::Famine => "Famine",
            Hex::Fear => "Fear",
            Hex::Greed => "Greed",
            Hex::Haunting => "Haunting",
            Hex::Locusts => "Locusts",
            Hex::Misery => "Misery",
            Hex::Plague => "Plague",
            Hex::Poverty => "Poverty",
            Hex::War => "War",
        }
    }
}

impl crate::engine::Filler for Hex {
    const FILLER: Self = Hex::BadOmens;
}

/// A card in the automa's face-up discard pile (R2): a treasure or a Hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Card {
    Treasure(Treasure),
    Hex(Hex),
}

impl Card {
    /// The pile the card belongs to (R2).
    pub fn pile(self) -> PileKind {
        match self {
            Card::Treasure(_) => PileKind::Treasure,
            Card::Hex(_) => PileKind::Hex,
        }
    }

    pub fn treasure(self) -> Option<Treasure> {
        match self {
            Card::Treasure(t) => Some(t),
            Card::Hex(_) => None,
        }
    }

    pub fn hex(self) -> Option<Hex> {
        match self {
            Card::Hex(h) => Some(h),
            Card::Treasure(_) => None,
        }
    }
}

impl crate::engine::Filler for Card {
    const FILLER: Self = Card::Treasure(Treasure::Copper);
}

/// The States a Hex can give a player (R5, R22).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StateCard {
    Deluded,
    Envious,
    Miserable,
    TwiceMiserable,
}

impl StateCard {
    /// All four States.
    pub const ALL: [StateCard; 4] = [
        StateCard::Deluded,
        StateCard::Envious,
        StateCard::Miserable,
        StateCard::TwiceMiserable,
    ];

    /// The State's key in the results record and the CSV (stable English, never translated).
    /// On screen the app names it from the catalog (`CardName`).
    pub fn name(self) -> &'static str {
        match self {
            StateCard::Deluded => "Deluded",
            StateCard::Envious => "Envious",
            StateCard::Miserable => "Miserable",
            StateCard::TwiceMiserable => "Twice Miserable",
        }
    }
}
