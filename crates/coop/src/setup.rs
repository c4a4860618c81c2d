//! What the table chooses before the first turn (R1, R7–R10).

use super::cards::PileKind;
use super::counts::check_counts;
use super::error::{RuleError, SetupFault};
use super::kingdom::Kingdom;
use super::seat::Seat;
use serde::{Deserialize, Serialize};

/// Colonies in the supply when the Colonies option is on (R17).
pub const COLONIES_IN_SUPPLY: u8 = 8;
/// Longest player name, so a name fits on a button read across the table.
pub const MAX_NAME_CHARS: usize = 20;

/// Which of the automa's two face-down piles (R2) the table shuffles and turns over with its
/// own cards: at each reveal the table says which card it turned (`Action::AutomaStepTurned`,
/// `Action::ReceiveTurnedHex`). The app shuffles the others, as always.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnPiles {
    /// The 6 Coppers and 6 Silvers.
    pub treasures: bool,
    /// The 12 Hexes.
    pub hexes: bool,
}

impl OwnPiles {
    /// Whether the table turns the cards of `pile` over itself.
    pub fn holds(self, pile: PileKind) -> bool {
        match pile {
            PileKind::Treasure => self.treasures,
            PileKind::Hex => self.hexes,
        }
    }
}

/// Everything chosen at setup. The counts are those put in the supply.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The players' names in turn order: the first one starts (R1).
    pub players: [String; 2],
    /// The recommended kingdom played, or `None` for a custom one.
    pub kingdom: Option<String>,
    /// Provinces in the supply at the start (R8: 3..=12).
    pub provinces: u8,
    /// Duchies in the supply at the start (R8: 0..=10, and 0 unless 12 Provinces).
    pub duchies: u8,
    /// Prosperity's Colonies (R17).
    pub colonies: bool,
    /// Renaissance's Fleet is in the kingdom (R18).
    pub fleet: bool,
    /// Players' own cards make them receive Hexes from the automa's pile (R23).
    pub shared_hexes: bool,
    /// The automa's face-down piles the table shuffles and turns over itself, with its own
    /// cards (the app shuffles the others).
    #[serde(default)]
    pub own: OwnPiles,
    /// The seed of the shuffles; drawn at random when `None` (R10).
    pub seed: Option<u64>,
}

impl Setup {
    /// A game of a recommended kingdom with its published counts and no options.
    pub fn recommended(players: [&str; 2], kingdom: &Kingdom) -> Setup {
        Setup {
            players: players.map(str::to_owned),
            kingdom: Some(kingdom.name.clone()),
            provinces: kingdom.provinces,
            duchies: kingdom.duchies,
            colonies: false,
            fleet: false,
            shared_hexes: false,
            own: OwnPiles::default(),
            seed: None,
        }
    }

    /// A custom kingdom with the given counts and no options.
    pub fn custom(players: [&str; 2], provinces: u8, duchies: u8) -> Setup {
        Setup {
            players: players.map(str::to_owned),
            kingdom: None,
            provinces,
            duchies,
            colonies: false,
            fleet: false,
            shared_hexes: false,
            own: OwnPiles::default(),
            seed: None,
        }
    }

    /// The name of a seat's player.
    pub fn name(&self, seat: Seat) -> &str {
        &self.players[seat.index()]
    }

    /// Colonies in the supply at the start: 8 with the option, else none.
    pub fn colonies_at_start(&self) -> u8 {
        if self.colonies { COLONIES_IN_SUPPLY } else { 0 }
    }

    /// Checks the whole setup; the refusal says what to change.
    pub fn validate(&self) -> Result<(), RuleError> {
        for seat in Seat::BOTH {
            let name = self.name(seat);
            if name.trim().is_empty() {
                return Err(RuleError::BadSetup(SetupFault::NoName { seat }));
            }
            if name.chars().count() > MAX_NAME_CHARS {
                return Err(RuleError::BadSetup(SetupFault::LongName {
                    seat,
                    max: MAX_NAME_CHARS,
                }));
            }
        }
        if self.players[0].trim().to_lowercase() == self.players[1].trim().to_lowercase() {
            return Err(RuleError::BadSetup(SetupFault::SameName));
        }
        check_counts(self.provinces, self.duchies)
    }
}
