//! The store (`crates/store`: games on disk, naming no mode) with this app's games: a game of
//! any mode of the registry (`TableGame`). Everything the app and its tests use of the store
//! is here, the types fixed to that game.

mod table_game;

pub use coop_automa_store::*;
pub use table_game::{AnySave, KNOWN_MODES, ReplayFault, TableGame, UNNAMED_SAVES_MODE};

use std::path::Path;

/// The data folder with this app's games in it.
pub type Store = coop_automa_store::Store<TableGame>;
/// What a list of saves shows for one file.
pub type Summary = coop_automa_store::Summary<TableGame>;
/// A game in the list of every game.
pub type Listed = coop_automa_store::Listed<TableGame>;

/// Reads and checks a save file of the mode of `G` (a save of another mode is refused as not
/// the game asked for).
pub fn load<G: TryFrom<TableGame, Error = Fault>>(path: &Path) -> Result<Saved<G>, LoadError> {
    coop_automa_store::load::<TableGame, G>(path)
}

/// Reads and checks a save file of any mode.
pub fn load_any(path: &Path) -> Result<AnySave, LoadError> {
    coop_automa_store::load_any(path)
}

/// Checks the bytes of a save file of the mode of `G`; the fault says what is wrong with them.
pub fn parse<G: TryFrom<TableGame, Error = Fault>>(bytes: &[u8]) -> Result<Saved<G>, Fault> {
    coop_automa_store::parse::<TableGame, G>(bytes)
}

/// Checks the bytes of a save file of any mode.
pub fn parse_any(bytes: &[u8]) -> Result<AnySave, Fault> {
    coop_automa_store::parse_any(bytes)
}
