//! The save file's envelope: a versioned RON record around a whole game with its undo
//! history, and its text.

use crate::engine::ModeGame;
use serde::{Deserialize, Serialize};

/// The format this app writes. See docs/save-format.md. Version 2 names the table mode;
/// version 1 and version 0 (a bare game), both of the coop (the only mode then), still open.
pub const FORMAT_VERSION: u32 = 2;
/// What the `app` field says in our files.
pub const APP_NAME: &str = "coop-automa";
/// A saved game as it is on disk, of the game type `G`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Saved<G> {
    /// Always "coop-automa": tells our files from other RON files.
    pub app: String,
    /// The format version (2; 1 and 0 are read too).
    pub version: u32,
    /// The table mode whose game this is ("coop", "pyramid"). Files of version 1 have none:
    /// the loader, which reads their mode first, fills it in (`UNNAMED_SAVES_MODE`).
    #[serde(default)]
    pub mode: String,
    /// The rules version its actions were played under.
    #[serde(default = "first_rules")]
    pub rules: u32,
    /// When it was written, seconds since 1970 (UTC).
    pub saved_at: i64,
    /// Which game this is, kept through "Save as" and opening: its result is recorded under
    /// this id, so a game is never counted twice. Empty in files from before it existed.
    #[serde(default)]
    pub game_id: String,
    /// The name given with "Save as", if any.
    #[serde(default)]
    pub name: Option<String>,
    /// The game with its whole undo history.
    pub game: G,
}

pub(super) fn first_rules() -> u32 {
    1
}

impl<G: ModeGame + Serialize + Clone> Saved<G> {
    /// A save of `game` made now.
    pub fn new(game: &G, game_id: &str, name: Option<String>, saved_at: i64) -> Saved<G> {
        Saved {
            app: APP_NAME.into(),
            version: FORMAT_VERSION,
            mode: game.mode().to_owned(),
            rules: game.rules_version(),
            saved_at,
            game_id: game_id.to_owned(),
            name,
            game: game.clone(),
        }
    }
}

impl<G: ModeGame + Serialize> Saved<G> {
    /// The file's text.
    pub fn to_ron(&self) -> Result<String, String> {
        to_ron(
            &self.game,
            &self.game_id,
            self.name.as_deref(),
            self.saved_at,
        )
    }
}

impl<G> Saved<G> {
    /// The same save around the game `f` makes of its game, or `f`'s refusal.
    pub fn try_map<H, E>(self, f: impl FnOnce(G) -> Result<H, E>) -> Result<Saved<H>, E> {
        Ok(Saved {
            app: self.app,
            version: self.version,
            mode: self.mode,
            rules: self.rules,
            saved_at: self.saved_at,
            game_id: self.game_id,
            name: self.name,
            game: f(self.game)?,
        })
    }
}

/// Writes the file's text without copying the game first (the autosave path).
pub fn to_ron<G: ModeGame + Serialize + ?Sized>(
    game: &G,
    game_id: &str,
    name: Option<&str>,
    saved_at: i64,
) -> Result<String, String> {
    #[derive(Serialize)]
    struct Borrowed<'a, G: ?Sized> {
        app: &'a str,
        version: u32,
        mode: &'a str,
        rules: u32,
        saved_at: i64,
        game_id: &'a str,
        name: Option<&'a str>,
        /// Read alone when listing games (`save::head`), before the game's moves.
        finished: bool,
        game: &'a G,
    }
    coop_automa_ron::to_string_pretty(
        &Borrowed {
            app: APP_NAME,
            version: FORMAT_VERSION,
            mode: game.mode(),
            rules: game.rules_version(),
            saved_at,
            game_id,
            name,
            finished: game.is_finished(),
            game,
        },
        pretty(),
    )
    .map_err(|e| e.to_string())
}

/// One field a line down to the game's parts; each part (a pile, the actions) on one line,
/// so a person can read and compare saves.
fn pretty() -> coop_automa_ron::PrettyConfig {
    coop_automa_ron::PrettyConfig::new()
        .depth_limit(2)
        .indentor("  ")
}
