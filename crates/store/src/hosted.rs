//! What a host keeps beside each game it serves to several devices (issue 63): its order of
//! steps, as text the store knows nothing more of, in `hosted/<game id>.ron`.

use super::{Games, Problem, SaveError, Store};
use std::path::PathBuf;

/// Under the data folder: what a host keeps beside each game it serves to several devices.
pub const HOSTED_DIR: &str = "hosted";

impl<A: Games> Store<A> {
    /// What a host kept beside the game `game_id` it serves to several devices (its order of
    /// steps), as last kept; `None` when there is none, it cannot be read, or the id is not
    /// one a file can be named by.
    pub fn hosted(&self, game_id: &str) -> Option<String> {
        let path = self.hosted_path(game_id)?;
        self.read_text(&path).ok()
    }

    /// Keeps, atomically, what a host keeps beside the game `game_id` (`hosted/<id>.ron`).
    pub fn keep_hosted(&self, game_id: &str, text: &str) -> Result<(), SaveError> {
        let path = self.hosted_path(game_id).ok_or_else(|| {
            SaveError(Problem::NotAGameId {
                id: game_id.to_owned(),
            })
        })?;
        self.write(&path, text.as_bytes())
    }

    /// Where a host keeps its note on `game_id`: a game id names a file only with letters,
    /// digits, '-' and '_' (never a path).
    fn hosted_path(&self, game_id: &str) -> Option<PathBuf> {
        let plain = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
        (!game_id.is_empty() && game_id.chars().all(plain))
            .then(|| self.dir.join(HOSTED_DIR).join(format!("{game_id}.ron")))
    }
}
