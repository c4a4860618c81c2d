//! The two seats of the players at the table.

use serde::{Deserialize, Serialize};

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
