//! The cards the automa owns (R2) and the States beside it (R5), with our own wording of each
//! Hex and State, loaded from `assets/hexes.ron`.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// A card of the automa's treasure pile: 6 Copper + 6 Silver (R2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Treasure {
    Copper,
    Silver,
}

impl Treasure {
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

    /// The Hex's key in the data files (`assets/hexes.ron`): its English name. On screen the
    /// app names it from the catalog (`CardName`).
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

    /// Our own short and full wording of the Hex's effect.
    pub fn text(self) -> &'static CardText {
        texts().hex(self)
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

    /// The State's key in the results record and the CSV (stable English, never translated):
    /// i18n: leaves at merge (the store's results record names States by it). On screen the
    /// app names it from the catalog (`CardName`).
    pub fn name(self) -> &'static str {
        match self {
            StateCard::Deluded => "Deluded",
            StateCard::Envious => "Envious",
            StateCard::Miserable => "Miserable",
            StateCard::TwiceMiserable => "Twice Miserable",
        }
    }

    /// Our own short and full wording of the State.
    pub fn text(self) -> &'static CardText {
        texts().state(self)
    }
}

/// A short line for across the table and a fuller explanation, in our own words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardText {
    pub name: String,
    pub summary: String,
    pub details: String,
}

impl CardText {
    fn missing() -> CardText {
        CardText {
            name: String::new(),
            summary: "(text missing)".into(),
            details: "(text missing)".into(),
        }
    }
}

// Entries spell out their fields: RON does not support `#[serde(flatten)]`.
#[derive(Deserialize)]
struct HexEntry {
    hex: Hex,
    name: String,
    summary: String,
    details: String,
}

#[derive(Deserialize)]
struct StateEntry {
    state: StateCard,
    name: String,
    summary: String,
    details: String,
}

#[derive(Deserialize)]
struct TextFile {
    hexes: Vec<HexEntry>,
    states: Vec<StateEntry>,
}

/// Every Hex and State text, checked complete when loaded.
#[derive(Debug)]
pub struct Texts {
    hexes: Vec<(Hex, CardText)>,
    states: Vec<(StateCard, CardText)>,
    missing: CardText,
}

impl Texts {
    fn hex(&self, hex: Hex) -> &CardText {
        self.hexes
            .iter()
            .find(|(h, _)| *h == hex)
            .map_or(&self.missing, |(_, t)| t)
    }

    fn state(&self, state: StateCard) -> &CardText {
        self.states
            .iter()
            .find(|(s, _)| *s == state)
            .map_or(&self.missing, |(_, t)| t)
    }
}

const HEXES_RON: &str = include_str!("../../../assets/hexes.ron");

/// Parses the Hex texts; an error names what is wrong (a test proves the shipped file is good).
pub fn parse_texts(source: &str) -> Result<Texts, String> {
    let file: TextFile = ron::from_str(source).map_err(|e| format!("hexes.ron: {e}"))?;
    for hex in Hex::ALL {
        let n = file.hexes.iter().filter(|e| e.hex == hex).count();
        if n != 1 {
            return Err(format!("hexes.ron: {} appears {n} times", hex.name()));
        }
    }
    for state in StateCard::ALL {
        if !file.states.iter().any(|e| e.state == state) {
            return Err(format!("hexes.ron: {} has no text", state.name()));
        }
    }
    let text = |name, summary, details| CardText {
        name,
        summary,
        details,
    };
    Ok(Texts {
        hexes: file
            .hexes
            .into_iter()
            .map(|e| (e.hex, text(e.name, e.summary, e.details)))
            .collect(),
        states: file
            .states
            .into_iter()
            .map(|e| (e.state, text(e.name, e.summary, e.details)))
            .collect(),
        missing: CardText::missing(),
    })
}

/// The shipped texts, parsed once. A broken asset degrades to "(text missing)", never a panic.
pub fn texts() -> &'static Texts {
    static TEXTS: OnceLock<Texts> = OnceLock::new();
    TEXTS.get_or_init(|| {
        parse_texts(HEXES_RON).unwrap_or_else(|e| {
            eprintln!("coop-automa: {e}");
            Texts {
                hexes: Vec::new(),
                states: Vec::new(),
                missing: CardText::missing(),
            }
        })
    })
}
