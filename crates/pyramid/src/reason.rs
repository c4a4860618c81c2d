//! Why the AI owes cards (P11), and what a buy was (P16-P19).

use super::cards::Card;
use serde::{Deserialize, Serialize};

/// What a buy was, once entered: for the P19 order and the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bought {
    Gold,
    Platinum,
    VictoryKingdom,
    Pyramid(Card),
    CurseEstate,
}

/// Why the AI owes cards (P11): shown while the player picks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reaction {
    /// 7 or more cards (P14).
    SevenCards,
    /// The 4th Action card (P15).
    FourthAction,
    /// A buy (P16-P19).
    Buy(Bought),
}
