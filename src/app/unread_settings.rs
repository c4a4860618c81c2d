//! Settings that cannot be read are kept, never written over. The text under the settings'
//! key goes under a key of its own before new settings are written; the desktop's settings
//! file, if eframe could not read it, is moved aside before eframe opens it (eframe reads such
//! a file as empty and writes its own over it at the next save). The table is told where its
//! old settings went, and starts with the defaults.

use super::i18n::t;
use super::settings::KEY;
use crate::store::Detail;
use std::path::{Path, PathBuf};

/// The key unreadable settings text is kept under (then `-2`, `-3`, … for other texts).
pub const KEY_UNREAD: &str = "coop-automa-settings-unread";

/// How many unreadable texts are kept apart at most (after that one stays under `KEY`).
const MAX_KEPT: usize = 1000;

/// What the start found it could not read, and where it is kept.
#[derive(Debug, Clone, PartialEq)]
pub enum Unread {
    /// The settings' text: kept under `key`, in the desktop's settings `file` (`None`: in the
    /// browser's storage).
    Text { key: String, file: Option<PathBuf> },
    /// The desktop's settings file: moved to this path.
    File(PathBuf),
    /// The desktop's settings file could neither be read nor moved aside (`detail`: why it
    /// was not moved): nothing is saved, so nothing writes over it.
    Stuck { file: PathBuf, detail: Detail },
}

impl Unread {
    /// What the table is told, in its language.
    pub fn words(&self) -> String {
        let shown = |path: &Path| path.display().to_string();
        match self {
            Unread::Text { key, file: None } => {
                t!("settings-unread-text-browser", key = key.as_str())
            }
            Unread::Text {
                key,
                file: Some(file),
            } => t!(
                "settings-unread-text-file",
                key = key.as_str(),
                file = shown(file)
            ),
            Unread::File(kept) => t!("settings-unread-file", file = shown(kept)),
            Unread::Stuck { file, detail } => t!(
                "settings-unread-stuck",
                file = shown(file),
                detail = super::file_words::detail(detail)
            ),
        }
    }

    /// What the start found: the desktop's file as set aside before eframe read it
    /// (`file_found`), else the text under the settings' key, in `file` or the browser's
    /// storage.
    pub fn found(
        file_found: Option<Unread>,
        storage: Option<&dyn eframe::Storage>,
        file: Option<&Path>,
    ) -> Option<Unread> {
        file_found.or_else(|| {
            let storage = storage?;
            let text = storage.get_string(KEY).filter(|t| !readable(t))?;
            Some(Unread::Text {
                key: key_for(storage, &text),
                file: file.map(Path::to_owned),
            })
        })
    }

    /// The desktop's settings `file` before eframe reads it: moved aside (`File`) if eframe
    /// could not read it, `Stuck` if it can be neither read nor moved, else nothing.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn of_file(file: &Path) -> Option<Unread> {
        match crate::store::set_aside_unreadable(file, eframe_reads) {
            Ok(moved) => moved.map(Unread::File),
            Err(e) => Some(Unread::Stuck {
                file: file.to_owned(),
                detail: Detail::of(&e),
            }),
        }
    }
}

/// Whether `text`, kept under the settings' key, reads as settings (an empty text holds none
/// to lose).
pub fn readable(text: &str) -> bool {
    text.trim().is_empty()
        || crate::engine::ron_read::from_str::<super::settings::Settings>(text).is_ok()
}

/// Whether eframe reads its settings file's `text`: a map of strings, in RON (read through the
/// house's one RON reader, which reads what RON's own reads for our types); an empty file
/// holds nothing to lose.
#[cfg(not(target_arch = "wasm32"))]
fn eframe_reads(text: &str) -> bool {
    use std::collections::HashMap;
    text.trim().is_empty()
        || crate::engine::ron_read::from_str::<HashMap<String, String>>(text).is_ok()
}

/// The key where `text`, found unreadable under the settings' key, is kept: the one holding
/// it already, else the first free one; the settings' key itself when all are taken (the text
/// then stays where it is, and no settings are written over it).
pub fn key_for(storage: &dyn eframe::Storage, text: &str) -> String {
    for n in 1..=MAX_KEPT {
        let key = match n {
            1 => KEY_UNREAD.to_owned(),
            n => format!("{KEY_UNREAD}-{n}"),
        };
        match storage.get_string(&key) {
            None => return key,
            Some(kept) if kept == text => return key,
            Some(_) => {}
        }
    }
    KEY.to_owned()
}
