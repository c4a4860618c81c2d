//! Why an action was refused, in words for the table, naming the rule. A refused action
//! changes nothing and leaves no trace in the history (D12.1).

use std::fmt;

/// A refused action or setup, with a sentence for the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DuelError {
    /// The setup breaks D1 or D2, or a loaded Curse Deck does not add up (D3.1).
    BadSetup(String),
    /// The action does not fit this moment (after the end, before a pile end, ...).
    NotNow(String),
    /// A rule forbids it.
    Forbidden(String),
    /// A number is out of its range or not a whole number.
    OutOfRange(String),
    /// The player named is eliminated (D7.3).
    Eliminated(String),
    /// There is no action to undo.
    NothingToUndo,
    /// There is no undone action to redo.
    NothingToRedo,
}

impl DuelError {
    /// The message to show.
    pub fn message(&self) -> &str {
        match self {
            DuelError::BadSetup(m)
            | DuelError::NotNow(m)
            | DuelError::Forbidden(m)
            | DuelError::OutOfRange(m)
            | DuelError::Eliminated(m) => m,
            DuelError::NothingToUndo => "There is nothing to undo: no action has been taken yet.",
            DuelError::NothingToRedo => "There is nothing to redo.",
        }
    }
}

impl fmt::Display for DuelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for DuelError {}
