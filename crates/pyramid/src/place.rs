//! The six places of the pyramid and how they touch (P4): a brick stack in which each upper
//! card rests on the two beneath it.
//!
//! ```text
//!         T
//!     M1     M2
//!   B1    B2    B3
//! ```

use serde::{Deserialize, Serialize};

/// A place in the pyramid. The order is the deal's and the refill's: B1, B2, B3, M1, M2, T.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Place {
    B1,
    B2,
    B3,
    M1,
    M2,
    T,
}

/// A row of the pyramid, bottom first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Row {
    Bottom,
    Middle,
    Top,
}

impl Row {
    /// The row's level: bottom 0, middle 1, top 2 (P4).
    pub fn level(self) -> u8 {
        match self {
            Row::Bottom => 0,
            Row::Middle => 1,
            Row::Top => 2,
        }
    }

    /// The places in the row, left to right.
    pub fn places(self) -> &'static [Place] {
        match self {
            Row::Bottom => &[Place::B1, Place::B2, Place::B3],
            Row::Middle => &[Place::M1, Place::M2],
            Row::Top => &[Place::T],
        }
    }
}

impl Place {
    /// Every place in deal order (P4).
    pub const ALL: [Place; 6] = [
        Place::B1,
        Place::B2,
        Place::B3,
        Place::M1,
        Place::M2,
        Place::T,
    ];

    /// The place's position in deal order, 0..6.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The place's symbol in the rules (P4), the same in every language: "B1" ... "T".
    pub fn name(self) -> &'static str {
        match self {
            Place::B1 => "B1",
            Place::B2 => "B2",
            Place::B3 => "B3",
            Place::M1 => "M1",
            Place::M2 => "M2",
            Place::T => "T",
        }
    }

    pub fn row(self) -> Row {
        match self {
            Place::B1 | Place::B2 | Place::B3 => Row::Bottom,
            Place::M1 | Place::M2 => Row::Middle,
            Place::T => Row::Top,
        }
    }

    /// Bottom 0, middle 1, top 2 (P4).
    pub fn level(self) -> u8 {
        self.row().level()
    }

    /// The two places this one rests on, left first; none for the bottom row (P4).
    pub fn rests_on(self) -> Option<[Place; 2]> {
        match self {
            Place::M1 => Some([Place::B1, Place::B2]),
            Place::M2 => Some([Place::B2, Place::B3]),
            Place::T => Some([Place::M1, Place::M2]),
            _ => None,
        }
    }

    /// Whether two places touch: side by side or one resting on the other (P4, nine pairs).
    pub fn touches(self, other: Place) -> bool {
        let side_by_side = matches!(
            (self, other),
            (Place::B1, Place::B2)
                | (Place::B2, Place::B1)
                | (Place::B2, Place::B3)
                | (Place::B3, Place::B2)
                | (Place::M1, Place::M2)
                | (Place::M2, Place::M1)
        );
        let rests =
            |upper: Place, lower: Place| upper.rests_on().is_some_and(|r| r.contains(&lower));
        side_by_side || rests(self, other) || rests(other, self)
    }
}
