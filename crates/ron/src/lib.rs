//! RON in one place: the reader (`read`, a tree read once, then each type's serde code over
//! the tree) and the writer (`write`, RON's own, compiled once for every type). Every file the
//! app keeps is RON: the saves, the backups, the results lines, the settings, and the coop's
//! playtested kingdoms. Both are shaped by the web page's weight (docs/decisions-web.md,
//! "What the page compiles once"); what they read and write is RON's, and the tests hold them
//! to RON's own reader and writer.

pub mod read;
#[cfg(test)]
mod samples;
pub mod write;

pub use read::{Error, Value, from_str, struct_fields};
pub use write::{PrettyConfig, to_string, to_string_pretty};
