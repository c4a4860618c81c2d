//! The cards the app counts (D1.3, D3.1, D5.1): the four Curse cards with their values, the
//! Victory cards by their VP, and which kind of kingdom the table plays.

use crate::engine::Filler;
use serde::{Deserialize, Serialize};

/// One of the four cards with a negative value (the rules' "Curse card").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CurseCard {
    /// The plain Curse of base Dominion: value 1.
    Curse,
    /// Duel's Give and Take: value 3; only ever from the Curse Deck (D5.5).
    GiveAndTake,
    /// Duel's Contagion: value 2; also a kingdom pile (D1.3).
    Contagion,
    /// Duel's Cursed Gold: value 2; also a kingdom pile (D1.3).
    CursedGold,
}

impl CurseCard {
    /// The four kinds, in the order of the D3.1 table.
    pub const ALL: [CurseCard; 4] = [
        CurseCard::Curse,
        CurseCard::GiveAndTake,
        CurseCard::Contagion,
        CurseCard::CursedGold,
    ];

    /// Its value: the life points it costs when gained, gives back when lost (D4.1, D5.1).
    pub fn value(self) -> i32 {
        match self {
            CurseCard::Curse => 1,
            CurseCard::GiveAndTake => 3,
            CurseCard::Contagion | CurseCard::CursedGold => 2,
        }
    }

    /// Its index in `ALL`, for per-kind counts.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Whether it has a kingdom pile of its own in a Duel-only game (D1.3, D5.5).
    pub fn has_kingdom_pile(self) -> bool {
        matches!(self, CurseCard::Contagion | CurseCard::CursedGold)
    }

    /// How many of this kind the Curse Deck holds for a player count (D3.1).
    pub fn in_deck(self, players: usize) -> u8 {
        let p = players.clamp(2, 4) - 2;
        match self {
            CurseCard::Curse => [10, 20, 30][p],
            CurseCard::GiveAndTake => [8, 10, 12][p],
            CurseCard::Contagion => 6,
            CurseCard::CursedGold => 5,
        }
    }
}

impl Filler for CurseCard {
    const FILLER: Self = CurseCard::Curse;
}

/// The Curse Deck's size for a player count: 29, 41, 53 (D3.1).
pub fn deck_size(players: usize) -> usize {
    CurseCard::ALL
        .iter()
        .map(|c| usize::from(c.in_deck(players)))
        .sum()
}

/// The most cards a Curse Deck holds (4 players).
pub const MAX_DECK: usize = 53;

/// A mixed game's base Curse pile: 10, 20, 30 for 2, 3, 4 players (D1.4).
pub fn curse_pile_size(players: usize) -> u8 {
    CurseCard::Curse.in_deck(players)
}

/// The largest VP typed for an "other" Victory card and the largest token count (D5.1).
pub const MAX_TYPED: u8 = 99;

/// A Victory card gained or lost (D5.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Victory {
    Estate,
    Duchy,
    Province,
    /// Any other Victory card (War Trophy ...), with its VP as typed: 0..=99.
    Other(u8),
}

impl Victory {
    /// Its VP: the life points it gives when gained and costs when lost.
    pub fn vp(self) -> i32 {
        match self {
            Victory::Estate => 1,
            Victory::Duchy => 3,
            Victory::Province => 6,
            Victory::Other(vp) => i32::from(vp),
        }
    }
}

/// Which kingdom the table plays (D1.3, D1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kingdom {
    /// All ten kingdom piles are Duel cards: life points and the Curse Deck (D1.3).
    DuelOnly,
    /// Any other kingdom: no life points, base Dominion's counted Curse pile (D1.4).
    Mixed,
}
