//! The save file: a versioned RON envelope around a whole game with its undo history, and a
//! loader that refuses anything it cannot trust with a message naming the file.

use super::fault::Fault;
use super::games::Games;
use super::saved::{APP_NAME, FORMAT_VERSION, Saved, first_rules};
use serde::Deserialize;
use std::fmt;
use std::path::{Path, PathBuf};

/// Far above any real save (a 60-round game is about 0.2 MB), far below what would hurt.
pub const MAX_SAVE_BYTES: u64 = 8 * 1024 * 1024;

/// Why a file was refused: the file and what is wrong with it. The file itself is never
/// changed. The app words it.
#[derive(Debug, Clone, PartialEq)]
pub struct LoadError {
    pub file: PathBuf,
    pub fault: Fault,
}

/// Only the envelope's fields, which say what a file is, read before trusting the rest (and
/// alone, as a list's head, `head`).
#[derive(Deserialize)]
struct SavedGame {
    #[serde(default)]
    app: String,
    #[serde(default)]
    version: u32,
    /// None in files of version 1: the app's unnamed saves' mode.
    #[serde(default, deserialize_with = "present")]
    mode: Option<String>,
    #[serde(default = "first_rules")]
    rules: u32,
    #[serde(default)]
    saved_at: i64,
    #[serde(default, deserialize_with = "said")]
    finished: Option<bool>,
    #[serde(default)]
    game_id: String,
}

/// A field that is there (RON writes a string, not `Some("…")`).
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    String::deserialize(d).map(Some)
}

/// How much of a file's start holds its head, with room to spare (a name of 40 characters
/// at 4 bytes each, the id, the fields): a head not within it is read from the whole file.
pub const HEAD_BYTES: usize = 1024;

/// What a save's first lines say of it, read without playing its moves: enough to sort the
/// list of every game and to pass over finished ones when looking for games to resume.
#[derive(Debug, Clone, PartialEq)]
pub struct Head {
    /// Its mode.
    pub mode: String,
    /// When it was written, seconds since 1970 (UTC).
    pub saved_at: i64,
    /// Finished for good, as its writer said (`None`: a file from before the app said so).
    pub finished: Option<bool>,
    /// Which game it is (empty in files from before games had ids).
    pub game_id: String,
}

/// A yes or no that is there (written `true`, not `Some(true)`).
fn said<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<bool>, D::Error> {
    bool::deserialize(d).map(Some)
}

/// The head of a save's bytes (or of its first `HEAD_BYTES`), or `None` when only a whole
/// load can say what the file is (not ours, damaged, a bare game, a newer format). The app
/// writes the game last, on a line of its own, so the fields before it are read alone; a file
/// written otherwise is read whole, its game passed over unplayed.
pub fn head<A: Games>(bytes: &[u8]) -> Option<Head> {
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return None;
    }
    // A start may end inside a character: its whole ones.
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) if e.error_len().is_none() => std::str::from_utf8(&bytes[..e.valid_up_to()]).ok()?,
        Err(_) => return None,
    };
    let text = without_bom(text);
    let fields: SavedGame = text
        .find("\n  game: ")
        .and_then(|end| coop_automa_ron::from_str(&format!("{}\n)", &text[..end])).ok())
        .or_else(|| coop_automa_ron::from_str(text).ok())?;
    if fields.app != APP_NAME || fields.version == 0 || fields.version > FORMAT_VERSION {
        return None;
    }
    Some(Head {
        mode: fields
            .mode
            .unwrap_or_else(|| A::UNNAMED_SAVES_MODE.to_owned()),
        saved_at: fields.saved_at,
        finished: fields.finished,
        game_id: fields.game_id,
    })
}

/// Reads and checks a save file of the mode of `G`, one of the games `A` (a save of another
/// mode is refused as not the game asked for).
pub fn load<A: Games, G: TryFrom<A, Error = Fault>>(path: &Path) -> Result<Saved<G>, LoadError> {
    load_any::<A>(path).and_then(|save| save.try_map(G::try_from).map_err(|f| fail_at(path, f)))
}

/// Reads and checks a save file of any mode.
pub fn load_any<A: Games>(path: &Path) -> Result<Saved<A>, LoadError> {
    let fail = |fault: Fault| fail_at(path, fault);
    let meta = std::fs::metadata(path).map_err(|e| fail(io_fault(&e)))?;
    if !meta.is_file() {
        return Err(fail(Fault::NotAFile));
    }
    if meta.len() > MAX_SAVE_BYTES {
        return Err(fail(too_large(meta.len())));
    }
    let bytes = read_file_at_most(path, MAX_SAVE_BYTES).map_err(|e| fail(io_fault(&e)))?;
    check(&bytes).map_err(fail)
}

/// The bytes of the regular file at `path`, read up to one byte past `max` (the caller
/// refuses a longer one as too large): a device (`/dev/zero`) or a pipe, which says its
/// length is 0 and then reads without end or waits for a writer, is not opened at all.
pub fn read_file_at_most(path: &Path, max: u64) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    if !std::fs::metadata(path)?.is_file() {
        return Err(std::io::ErrorKind::InvalidInput.into());
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(max.saturating_add(1))
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

fn fail_at(path: &Path, fault: Fault) -> LoadError {
    LoadError {
        file: path.to_owned(),
        fault,
    }
}

/// Checks a file as a backend read it (`Ok(None)`: nothing is there).
pub(super) fn load_read<A: Games>(
    path: &Path,
    read: std::io::Result<Option<Vec<u8>>>,
) -> Result<Saved<A>, LoadError> {
    let fail = |fault: Fault| fail_at(path, fault);
    match read {
        Err(e) => Err(fail(io_fault(&e))),
        Ok(None) => Err(fail(Fault::Missing)),
        Ok(Some(bytes)) => check(&bytes).map_err(fail),
    }
}

/// Checks the bytes of a save file of the mode of `G`; the fault says what is wrong with them.
pub fn parse<A: Games, G: TryFrom<A, Error = Fault>>(bytes: &[u8]) -> Result<Saved<G>, Fault> {
    check::<A>(bytes).and_then(|save| save.try_map(G::try_from))
}

/// Checks the bytes of a save file of any mode.
pub fn parse_any<A: Games>(bytes: &[u8]) -> Result<Saved<A>, Fault> {
    check(bytes)
}

/// `text` without the byte-order mark some editors (Windows' Notepad among them) write at
/// the start of a UTF-8 file: it is no part of the text, and RON's reader stops at it.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

fn too_large(bytes: u64) -> Fault {
    Fault::TooLarge {
        bytes,
        max_bytes: MAX_SAVE_BYTES,
    }
}

fn check<A: Games>(bytes: &[u8]) -> Result<Saved<A>, Fault> {
    let unreadable = |e: &dyn fmt::Display| Fault::Unreadable {
        detail: e.to_string(),
    };
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(too_large(bytes.len() as u64));
    }
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(Fault::Empty);
    }
    let text = without_bom(std::str::from_utf8(bytes).map_err(|_| Fault::NotText)?);
    let probe: SavedGame = coop_automa_ron::from_str(text).map_err(|e| unreadable(&e))?;
    let mode = probe
        .mode
        .unwrap_or_else(|| A::UNNAMED_SAVES_MODE.to_owned());
    let rules_known = A::rules_known(&mode);
    let known = || A::KNOWN_MODES.iter().map(|m| (*m).to_owned()).collect();
    let save = match (probe.app.as_str(), probe.version) {
        ("", _) => A::parse_bare(text)?,
        (APP_NAME, v) if v > FORMAT_VERSION => {
            return Err(Fault::NewerFormat {
                version: v,
                max: FORMAT_VERSION,
            });
        }
        (APP_NAME, 0) => return Err(Fault::NoFormatVersion),
        (APP_NAME, _) if rules_known.is_none() => {
            return Err(Fault::UnknownMode {
                mode,
                known: known(),
            });
        }
        (APP_NAME, _) if Some(probe.rules) > rules_known => {
            return Err(Fault::NewerRules {
                mode,
                rules: probe.rules,
                max: rules_known.unwrap_or_default(),
            });
        }
        (APP_NAME, _) => match A::parse_mode(&mode, text) {
            // Its own rules refuse it: the file is readable but not a real game.
            Some(save) => save?,
            None => {
                return Err(Fault::UnknownMode {
                    mode,
                    known: known(),
                });
            }
        },
        (other, _) => {
            return Err(Fault::OtherProgram {
                app: other.to_owned(),
            });
        }
    };
    // No second check of the state: loading plays every action again under the rules, so a
    // game that loads is one the rules made (the fuzz test asserts `check_consistency` on it).
    Ok(save)
}

fn io_fault(e: &std::io::Error) -> Fault {
    match e.kind() {
        std::io::ErrorKind::NotFound => Fault::Missing,
        std::io::ErrorKind::PermissionDenied => Fault::Denied,
        _ => Fault::NotRead {
            detail: super::Detail::of(e),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file this user may not read says so. Made by hand: the tests may run as root, who
    /// reads everything.
    #[test]
    fn a_file_this_user_may_not_read_says_so() {
        let denied = io_fault(&std::io::Error::from(std::io::ErrorKind::PermissionDenied));
        assert_eq!(denied, Fault::Denied);
        let other = io_fault(&std::io::Error::other("the disk is gone"));
        assert_eq!(
            other,
            Fault::NotRead {
                detail: super::super::Detail::System("the disk is gone".into())
            }
        );
    }
}
