//! Opening what a player points at: a file given on the command line or picked on the
//! device. A backup shows its restore first; a saved game goes on the table (as a new
//! autosave: the file itself is never written to); anything else is named, with why.

use super::backup::Backups;
use super::effect::{Effect, say};
use super::kit::notice::Notice;
use super::kit::tables::Tables;
use super::library;
use super::load_words;
use crate::store::{self, Store};
use std::path::Path;

/// Opens the file at `path`: a backup, or a saved game.
pub fn file(
    path: &Path,
    backups: &mut Backups,
    tables: &Tables,
    store: Option<&Store>,
) -> Vec<Effect> {
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    // A backup is larger than any save may be: only a file that might be one is read, by the
    // store, which reads a regular file alone and no further than a backup may be (a device
    // or a pipe says its size is 0 and then reads without end, or waits: the save's loader
    // names what it is instead).
    let small = std::fs::metadata(path).is_ok_and(|m| m.len() <= store::MAX_BACKUP_BYTES);
    if small
        && let Ok(bytes) = store::read_file_at_most(path, store::MAX_BACKUP_BYTES)
        && let Some(effects) = backups.open(&bytes, &name, store, tables)
    {
        return effects;
    }
    match store::load_any(path) {
        Ok(save) => library::open_save(save, &name, store),
        Err(e) => say(Notice::error(move || load_words::load_error(&e))),
    }
}

/// Opens the text of a file picked on the device (web), named `name`.
#[cfg(target_arch = "wasm32")]
pub fn bytes(
    name: &str,
    bytes: &[u8],
    backups: &mut Backups,
    tables: &Tables,
    store: Option<&Store>,
) -> Vec<Effect> {
    backups
        .open(bytes, name, store, tables)
        .unwrap_or_else(|| library::open_picked(name, bytes, store))
}
