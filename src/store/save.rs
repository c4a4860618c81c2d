//! The save file: a versioned RON envelope around a whole game with its undo history, and a
//! loader that refuses anything it cannot trust with a message naming the file.

use super::mode_game::{KNOWN_MODES, TableGame, not_a, parse_mode, rules_known};
use crate::engine::{ModeGame, Rules};
// The coop is the first mode: files of format versions 0 and 1 are all coop games.
use crate::modes::coop::{Coop, Game};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// The format this app writes. See docs/save-format.md. Version 2 names the table mode;
/// version 1 (coop only) and version 0 (a bare coop game) still open.
pub const FORMAT_VERSION: u32 = 2;
/// The coop's rules version: the rules the actions of a coop save were played under
/// (RULES.md R1–R24 as of this version). A save is loaded by playing its actions again, so a
/// later change to the rules must know which rules wrote a file; a file from newer rules is
/// refused. Each mode has its own (`Rules::VERSION`).
pub const RULES_VERSION: u32 = Coop::VERSION;
/// What the `app` field says in our files.
pub const APP_NAME: &str = "coop-automa";
/// Far above any real save (a 60-round game is about 0.2 MB), far below what would hurt.
pub const MAX_SAVE_BYTES: u64 = 8 * 1024 * 1024;

/// A saved game as it is on disk, of the game type `G`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Saved<G> {
    /// Always "coop-automa": tells our files from other RON files.
    pub app: String,
    /// The format version (2; 1 and 0 are read too).
    pub version: u32,
    /// The table mode whose game this is ("coop", "pyramid"); files of version 1 are all
    /// coop games.
    #[serde(default = "coop_mode")]
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

/// A coop save (what `load` gives).
pub type SaveFile = Saved<Game>;
/// A save of any mode (what the store gives).
pub type AnySave = Saved<TableGame>;

fn first_rules() -> u32 {
    1
}

fn coop_mode() -> String {
    Coop::MODE.to_owned()
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

impl<G: Into<TableGame>> Saved<G> {
    /// The same save, holding a game of any mode.
    pub fn into_any(self) -> AnySave {
        let Ok(save) = self.try_map(|game| Ok::<_, std::convert::Infallible>(game.into()));
        save
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
        game: &'a G,
    }
    ron::ser::to_string_pretty(
        &Borrowed {
            app: APP_NAME,
            version: FORMAT_VERSION,
            mode: game.mode(),
            rules: game.rules_version(),
            saved_at,
            game_id,
            name,
            game,
        },
        pretty(),
    )
    .map_err(|e| format!("the game could not be written as RON: {e}"))
}

/// One field a line down to the game's parts; each part (a pile, the actions) on one line,
/// so a person can read and compare saves.
fn pretty() -> ron::ser::PrettyConfig {
    ron::ser::PrettyConfig::new().depth_limit(2).indentor("  ")
}

/// Why a file was refused. The file itself is never changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    pub file: PathBuf,
    fault: Fault,
}

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
const UNREADABLE: &str =
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

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self.file.display();
        match &self.fault {
            Fault::Missing => write!(
                f,
                "There is no such file as {file}: check the file's name and the folder it is in."
            ),
            // Plain words first, the parser's detail last.
            Fault::Unreadable { detail } => write!(
                f,
                "{file} {UNREADABLE}. The file was left as it is. (detail: {detail})"
            ),
            Fault::Refused(problem) => write!(
                f,
                "Could not open {file}: {}. The file was left as it is.",
                problem.trim_end_matches('.')
            ),
        }
    }
}

impl std::error::Error for LoadError {}

/// Only the fields that say what a file is, read before trusting the rest. (Its name shows in
/// RON's messages: "Expected opening `(` for struct `SavedGame`".)
#[derive(Deserialize)]
struct SavedGame {
    #[serde(default)]
    app: String,
    #[serde(default)]
    version: u32,
    #[serde(default = "coop_mode")]
    mode: String,
    #[serde(default = "first_rules")]
    rules: u32,
}

/// Reads and checks a coop save file (a save of another mode is refused: see `load_any`).
pub fn load(path: &Path) -> Result<SaveFile, LoadError> {
    load_any(path).and_then(|save| coop_only(save).map_err(|fault| fail_at(path, fault)))
}

/// Reads and checks a save file of any mode.
pub fn load_any(path: &Path) -> Result<AnySave, LoadError> {
    let fail = |fault: Fault| fail_at(path, fault);
    let meta = std::fs::metadata(path).map_err(|e| fail(io_fault(&e)))?;
    if !meta.is_file() {
        return Err(fail(Fault::Refused("it is not a file".into())));
    }
    if meta.len() > MAX_SAVE_BYTES {
        return Err(fail(Fault::Refused(format!(
            "it is {}, far larger than any saved game (at most {} MB): it is not a coop-automa save",
            human_size(meta.len()),
            MAX_SAVE_BYTES / (1024 * 1024)
        ))));
    }
    let bytes = std::fs::read(path).map_err(|e| fail(io_fault(&e)))?;
    check(&bytes).map_err(fail)
}

fn fail_at(path: &Path, fault: Fault) -> LoadError {
    LoadError {
        file: path.to_owned(),
        fault,
    }
}

/// The coop game of a save, or why it is not one.
fn coop_only(save: AnySave) -> Result<SaveFile, Fault> {
    save.try_map(|game| match game {
        TableGame::Coop(game) => Ok(*game),
        other => Err(not_a("coop game", &other)),
    })
}

/// Checks a file as a backend read it (`Ok(None)`: nothing is there).
pub(super) fn load_read(
    path: &Path,
    read: std::io::Result<Option<Vec<u8>>>,
) -> Result<AnySave, LoadError> {
    let fail = |fault: Fault| fail_at(path, fault);
    match read {
        Err(e) => Err(fail(io_fault(&e))),
        Ok(None) => Err(fail(Fault::Missing)),
        Ok(Some(bytes)) => check(&bytes).map_err(fail),
    }
}

/// Checks the bytes of a coop save file; the message says what is wrong with them.
pub fn parse(bytes: &[u8]) -> Result<SaveFile, String> {
    check(bytes)
        .and_then(coop_only)
        .map_err(|fault| fault.to_string())
}

/// Checks the bytes of a save file of any mode.
pub fn parse_any(bytes: &[u8]) -> Result<AnySave, String> {
    check(bytes).map_err(|fault| fault.to_string())
}

fn check(bytes: &[u8]) -> Result<AnySave, Fault> {
    let refused = Fault::Refused;
    let unreadable = |e: &dyn fmt::Display| Fault::Unreadable {
        detail: e.to_string(),
    };
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(refused(format!(
            "it is {}, far larger than any saved game",
            human_size(bytes.len() as u64)
        )));
    }
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(refused("it is empty".into()));
    }
    let text = std::str::from_utf8(bytes).map_err(|_| {
        refused("it is not text (not UTF-8): it is not a coop-automa save".to_owned())
    })?;
    let probe: SavedGame = ron::from_str(text).map_err(|e| unreadable(&e))?;
    // The game's own replay refused it: the file is readable but not a real game.
    let replay_refused = |e: ron::error::SpannedError| match e.code {
        ron::Error::Message(m) => {
            refused(format!("it describes a game that cannot be played: {m}"))
        }
        _ => unreadable(&e),
    };
    let rules_known = rules_known(&probe.mode);
    let save = match (probe.app.as_str(), probe.version) {
        ("", _) => migrate_v0(text).map_err(refused)?.into_any(),
        (APP_NAME, v) if v > FORMAT_VERSION => {
            return Err(refused(format!(
                "it was saved by a newer coop-automa (format version {v}); this one reads up to version {FORMAT_VERSION}. Update the app to open it"
            )));
        }
        (APP_NAME, 0) => return Err(refused("it has no valid format version".into())),
        (APP_NAME, _) if rules_known.is_none() => {
            return Err(refused(format!(
                "it is a game of the table mode \"{}\", which this coop-automa does not know (it knows {}). Update the app to open it",
                probe.mode,
                KNOWN_MODES.join(", ")
            )));
        }
        (APP_NAME, _) if Some(probe.rules) > rules_known => {
            return Err(refused(format!(
                "its {} game was played under newer rules (rules version {}); this coop-automa knows up to version {}. Update the app to open it",
                probe.mode,
                probe.rules,
                rules_known.unwrap_or_default()
            )));
        }
        (APP_NAME, _) => match parse_mode(&probe.mode, text) {
            Some(save) => save.map_err(replay_refused)?,
            None => return Err(refused(format!("its mode \"{}\" is not known", probe.mode))),
        },
        (other, _) => {
            return Err(refused(format!(
                "it belongs to another program (\"{other}\"), not to coop-automa"
            )));
        }
    };
    // No second check of the state: loading plays every action again under the rules, so a
    // game that loads is one the rules made (the fuzz test asserts `check_consistency` on it).
    Ok(save)
}

/// Version 0 is a bare `Game`, as the engine serializes it (the first saves, before the
/// envelope). It is wrapped into version 1 with an unknown save time.
fn migrate_v0(text: &str) -> Result<SaveFile, String> {
    let game: Game = ron::from_str(text).map_err(|_| {
        "it is RON, but not a coop-automa save (it has no \"app\" field and is not a game)"
            .to_owned()
    })?;
    Ok(SaveFile {
        app: APP_NAME.into(),
        version: FORMAT_VERSION,
        mode: coop_mode(),
        rules: RULES_VERSION,
        saved_at: 0,
        game_id: String::new(),
        name: None,
        game,
    })
}

fn io_fault(e: &std::io::Error) -> Fault {
    match e.kind() {
        std::io::ErrorKind::NotFound => Fault::Missing,
        std::io::ErrorKind::PermissionDenied => Fault::Refused("this user may not read it".into()),
        _ => Fault::Refused(format!("it could not be read ({e})")),
    }
}

/// A size in MB: only files above the 8 MB limit are ever measured for the table.
fn human_size(bytes: u64) -> String {
    format!("{:.0} MB", bytes as f64 / (1024.0 * 1024.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file this user may not read says so in words. Made by hand: the tests may run as
    /// root, who reads everything.
    #[test]
    fn a_file_this_user_may_not_read_says_so() {
        let denied = io_fault(&std::io::Error::from(std::io::ErrorKind::PermissionDenied));
        assert!(
            denied.to_string().contains("this user may not read it"),
            "{denied}"
        );
        let other = io_fault(&std::io::Error::other("the disk is gone"));
        assert!(
            other
                .to_string()
                .contains("could not be read (the disk is gone)"),
            "{other}"
        );
    }
}
