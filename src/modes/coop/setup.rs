//! What the table chooses before the first turn (R1, R7–R10).

use super::counts::check_counts;
use super::error::RuleError;
use super::kingdom::Kingdom;
use crate::engine::count;
use serde::{Deserialize, Serialize};

/// Colonies in the supply when the Colonies option is on (R17).
pub const COLONIES_IN_SUPPLY: u8 = 8;
/// Longest player name, so a name fits on a button read across the table.
pub const MAX_NAME_CHARS: usize = 20;

/// A seat at the table. The starting player sits first; the automa sits to their right (R1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seat {
    /// The starting player.
    First,
    /// The other player.
    Second,
}

impl Seat {
    /// Both seats in turn order.
    pub const BOTH: [Seat; 2] = [Seat::First, Seat::Second];

    /// 0 for the starting player, 1 for the other.
    pub fn index(self) -> usize {
        match self {
            Seat::First => 0,
            Seat::Second => 1,
        }
    }

    /// The other seat.
    pub fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
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

    /// What the table puts out before the first turn, one line each (R1, R2, R4–R6, R9, R17).
    pub fn checklist(&self) -> Vec<String> {
        let first = &self.players[0];
        let mut lines = vec![if self.duchies == 0 {
            format!(
                "Put {} Provinces in the supply and no Duchies: the empty Duchy pile counts as an empty supply pile.",
                self.provinces
            )
        } else {
            format!(
                "Put {} Provinces and {} in the supply.",
                self.provinces,
                count(usize::from(self.duchies), "Duchy", "Duchies")
            )
        }];
        if self.colonies {
            lines.push(format!(
                "Put {COLONIES_IN_SUPPLY} Colonies in the supply (and the Platinum pile, if your table plays Colonies with it); an empty Province pile no longer ends the game, and the automa takes Colonies once the Provinces are gone, each worth 10 to it."
            ));
        }
        if self.fleet {
            lines.push(
                "Put the Fleet pile in the supply. When the game would end, one more round follows: whoever bought Fleet plays a turn, then the automa takes its last step.".to_owned(),
            );
        }
        if self.shared_hexes {
            lines.push(
                "Your own cards that give Hexes take them from the automa's Hex pile: press \"receives a Hex\" by your name.".to_owned(),
            );
        }
        if let Some(kingdom) = self.kingdom.as_deref().and_then(Kingdom::find) {
            lines.extend(kingdom.notes.iter().cloned());
        }
        lines.extend([
            "Leave 6 Copper, 6 Silver and the 12 Hexes in the box: the app shuffles and reveals them for the automa.".to_owned(),
            "Put 2 Deluded/Envious and 2 Miserable/Twice Miserable cards beside the automa.".to_owned(),
            "Put 10 tokens beside the supply: every Attack played gives the automa one.".to_owned(),
            format!("{first} starts; the automa sits to {first}'s right, between the two players."),
            "Each player's first hand is 4 Copper + 1 Estate, or 3 Copper + 2 Estates.".to_owned(),
        ]);
        lines
    }

    /// Checks the whole setup; the message says what to change.
    pub fn validate(&self) -> Result<(), RuleError> {
        for (i, name) in self.players.iter().enumerate() {
            let who = if i == 0 {
                "starting player"
            } else {
                "second player"
            };
            if name.trim().is_empty() {
                return Err(RuleError::BadSetup(format!(
                    "The {who} needs a name: type one in."
                )));
            }
            if name.chars().count() > MAX_NAME_CHARS {
                return Err(RuleError::BadSetup(format!(
                    "The {who}'s name is longer than {MAX_NAME_CHARS} characters: shorten it so it fits on the screen."
                )));
            }
        }
        if self.players[0].trim().to_lowercase() == self.players[1].trim().to_lowercase() {
            return Err(RuleError::BadSetup(
                "Both players have the same name: give them different names so the screen can say whose turn it is."
                    .into(),
            ));
        }
        check_counts(self.provinces, self.duchies)
    }
}
