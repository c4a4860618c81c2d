//! What is wrong with a file that was refused, in plain words.

use std::fmt;

/// What is wrong with a file, before it is worded with the file's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Fault {
    /// Nothing is at that path.
    Missing,
    /// The file cannot be read as a saved game at all; `detail` is the parser's own words,
    /// shown last for whoever wants them.
    Unreadable { detail: String },
    /// Anything else, in plain words that follow "it": "it is empty".
    Refused(String),
}

/// The plain words for a file the parser cannot read.
pub(super) const UNREADABLE: &str =
    "cannot be read as a saved game: it may be damaged, cut short, or not a coop-automa file";

impl fmt::Display for Fault {
    /// The fault on its own, after "it": "it is empty".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Missing => write!(f, "there is no such file"),
            Fault::Unreadable { detail } => write!(f, "it {UNREADABLE} (detail: {detail})"),
            Fault::Refused(problem) => write!(f, "{problem}"),
        }
    }
}
