//! The store (`crates/store`: games on disk, naming no mode) with this app's games: a game of
//! any mode of the registry (`AnyGame`). Everything the app and its tests use of the store
//! is here, the types fixed to that game.

mod any_game;

pub use any_game::{AnyGame, AnySave, KNOWN_MODES, ReplayFault, UNNAMED_SAVES_MODE};
pub use coop_automa_store::*;

use std::path::Path;

/// The data folder with this app's games in it.
pub type Store = coop_automa_store::Store<AnyGame>;
/// What a list of saves shows for one file.
pub type Summary = coop_automa_store::Summary<AnyGame>;
/// A game in the list of every game.
pub type Listed = coop_automa_store::Listed<AnyGame>;

/// Reads and checks a save file of the mode of `G` (a save of another mode is refused as not
/// the game asked for).
pub fn load<G: TryFrom<AnyGame, Error = Fault>>(path: &Path) -> Result<Saved<G>, LoadError> {
    coop_automa_store::load::<AnyGame, G>(path)
}

/// Reads and checks a save file of any mode.
pub fn load_any(path: &Path) -> Result<AnySave, LoadError> {
    coop_automa_store::load_any(path)
}

/// Checks the bytes of a save file of the mode of `G`; the fault says what is wrong with them.
pub fn parse<G: TryFrom<AnyGame, Error = Fault>>(bytes: &[u8]) -> Result<Saved<G>, Fault> {
    coop_automa_store::parse::<AnyGame, G>(bytes)
}

/// Checks the bytes of a save file of any mode.
pub fn parse_any(bytes: &[u8]) -> Result<AnySave, Fault> {
    coop_automa_store::parse_any(bytes)
}
