//! Why a text was not read: a fault while reading, placed by byte, and the error the store
//! shows, placed by line and column.

use std::fmt;

/// Why a text was not read, and where (line and column from 1, as RON's messages say it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for Error {}

/// A fault while reading, at a byte offset once known.
#[derive(Debug)]
pub(super) struct Fault {
    at: Option<usize>,
    message: String,
}

impl Fault {
    pub(super) fn new(message: &str) -> Self {
        Fault {
            at: None,
            message: message.to_owned(),
        }
    }

    /// Placed at `at` unless an inner value placed it already.
    pub(super) fn at(mut self, at: usize) -> Self {
        self.at.get_or_insert(at);
        self
    }

    pub(super) fn placed(self, text: &str) -> Error {
        let at = self.at.unwrap_or(0).min(text.len());
        let before = text.get(..at).unwrap_or(text);
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
        Error {
            line,
            column,
            message: self.message,
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Fault {}

impl serde::de::Error for Fault {
    fn custom<T: fmt::Display>(message: T) -> Self {
        Fault {
            at: None,
            message: message.to_string(),
        }
    }
}
