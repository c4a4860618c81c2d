//! RON text read through one path: the text becomes a tree first (`tree.rs`, compiled once),
//! then each type's serde code reads the tree (`de.rs`), whose code per type is a few small
//! calls. RON's own reader, instantiated for every saved type, every field type and every
//! variant of the three modes' actions, was the largest part of the web page's code beyond
//! eframe's (docs/decisions-web.md, "What the page compiles once").
//!
//! It reads what RON writes and what RON reads for the types we save: structs with or without
//! their names, enums, options, tuples, lists, maps, strings (escaped and raw), characters,
//! numbers (each type parses its own text, as RON does), comments. Not RON's extensions
//! (`#![enable(..)]`), which our files never hold. Tests compare it with RON's reader.

mod de;
mod fault;
mod fields;
mod literals;
mod parts;
mod tree;

pub use fields::{Value, struct_fields};

pub use fault::Error;
use serde::de::DeserializeOwned;

/// A value of `T` read from RON text.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, Error> {
    tree::parse(text)
        .and_then(T::deserialize)
        .map_err(|f| f.placed(text))
}

#[cfg(test)]
#[path = "reader_tests.rs"]
mod tests;
