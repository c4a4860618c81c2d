//! Why an action was refused, in words a player understands. A refused action changes nothing.

use std::fmt;

/// A refused action or setup, with a message for the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PyramidError {
    /// The action does not fit this moment of the game.
    NotNow(String),
    /// A rule forbids it here (a place, a card, an order).
    Forbidden(String),
    /// A number is out of its range.
    OutOfRange(String),
    /// The setup or the dealt order breaks a rule (P2, P3, P4).
    BadSetup(String),
    /// There is no action to undo.
    NothingToUndo,
    /// There is no undone action to redo.
    NothingToRedo,
}

impl PyramidError {
    /// The message to show.
    pub fn message(&self) -> &str {
        match self {
            PyramidError::NotNow(m)
            | PyramidError::Forbidden(m)
            | PyramidError::OutOfRange(m)
            | PyramidError::BadSetup(m) => m,
            PyramidError::NothingToUndo => {
                "There is nothing to undo: no action has been taken yet."
            }
            PyramidError::NothingToRedo => "There is nothing to redo.",
        }
    }
}

impl fmt::Display for PyramidError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for PyramidError {}
