//! Why an action was refused, in words a player understands. A refused action changes nothing.

use std::fmt;

/// A refused action or setup, with a message for the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// The action does not fit this moment of the round.
    NotNow(String),
    /// A count would leave the range the rules allow.
    OutOfRange(String),
    /// The setup breaks a rule (R8) or lacks something.
    BadSetup(String),
    /// There is no action to undo.
    NothingToUndo,
    /// There is no undone action to redo.
    NothingToRedo,
}

impl RuleError {
    /// The message to show.
    pub fn message(&self) -> &str {
        match self {
            RuleError::NotNow(m) | RuleError::OutOfRange(m) | RuleError::BadSetup(m) => m,
            RuleError::NothingToUndo => "There is nothing to undo: no action has been taken yet.",
            RuleError::NothingToRedo => "There is nothing to redo.",
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for RuleError {}
