//! Settings that cannot be read are kept, never written over. The text under the settings'
//! key goes under a key of its own before new settings are written; the desktop's settings
//! file, if eframe could not read it, is moved aside before eframe opens it (eframe reads such
//! a file as empty and writes its own over it at the next save). The table is told where its
//! old settings went, and starts with the defaults.

use super::i18n::t;
use super::kit::notice::Notice;
use super::settings::{KEY, key_for, readable};
use crate::store::Detail;
use std::path::{Path, PathBuf};

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

    /// The notice that says it, before what the start said already (`before`).
    pub(in crate::app) fn notice(&self, before: Option<Notice>) -> Option<Notice> {
        let unread = self.clone();
        Notice::error(move || match &before {
            Some(before) => format!("{}\n{}", unread.words(), before.text()),
            None => unread.words(),
        })
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

/// The desktop's settings file at the start, before eframe opens it: where it is (in the data
/// folder, so --data-dir keeps a table's all together), what was found unreadable there, and
/// where eframe may keep the settings (`None`: nowhere, since the file can be neither read
/// nor moved aside, and eframe would write over it).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Clone, PartialEq)]
pub struct StartFile {
    pub file: Option<PathBuf>,
    pub found: Option<Unread>,
    pub persistence_path: Option<PathBuf>,
}

#[cfg(not(target_arch = "wasm32"))]
impl StartFile {
    /// The settings file of the data folder `data_dir` (`None`: the user's own), checked.
    pub fn of(data_dir: Option<PathBuf>) -> StartFile {
        let file = crate::store::data_dir(data_dir).map(|dir| dir.join("settings.ron"));
        let found = file.as_deref().and_then(Unread::of_file);
        let stuck = matches!(found, Some(Unread::Stuck { .. }));
        StartFile {
            persistence_path: file.clone().filter(|_| !stuck),
            file,
            found,
        }
    }
}

/// Whether eframe reads its settings file's `text`: a map of strings, in RON (read through the
/// house's one RON reader, which reads what RON's own reads for our types); an empty file
/// holds nothing to lose.
#[cfg(not(target_arch = "wasm32"))]
fn eframe_reads(text: &str) -> bool {
    use std::collections::HashMap;
    text.trim().is_empty() || coop_automa_ron::from_str::<HashMap<String, String>>(text).is_ok()
}

#[cfg(test)]
mod tests {
    use super::super::settings::tests::Memory;

    /// Issue 61: the desktop's settings file checked at the start (a slip there was seen by the
    /// window's smoke test alone): the data folder's `settings.ron`, kept where eframe reads it
    /// when it reads; moved aside, and the place kept for new settings, when it does not. (A
    /// file neither read nor moved, kept from eframe, needs a folder this user cannot write:
    /// the tests may run as root.)
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn the_start_checks_the_data_folders_settings_file_before_eframe_opens_it() {
        let dir = std::env::temp_dir().join(format!("settings-start-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("settings.ron");
        let none = StartFile::of(Some(dir.clone()));
        assert_eq!(
            none,
            StartFile {
                file: Some(file.clone()),
                found: None,
                persistence_path: Some(file.clone()),
            },
            "no file yet: new settings go there"
        );
        let good = r#"{"coop-automa-settings":"(dark: false)"}"#;
        std::fs::write(&file, good).unwrap();
        assert_eq!(
            StartFile::of(Some(dir.clone())),
            none,
            "a file that reads is left as it is"
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), good);

        let cut = r#"{"coop-automa-settings":"(dark: fal"#;
        std::fs::write(&file, cut).unwrap();
        let kept = dir.join("settings.unread.ron");
        assert_eq!(
            StartFile::of(Some(dir.clone())),
            StartFile {
                file: Some(file.clone()),
                found: Some(Unread::File(kept.clone())),
                persistence_path: Some(file.clone()),
            },
            "a cut file is moved aside, its place kept for new settings"
        );
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), cut);
        assert!(std::fs::metadata(&file).is_err(), "moved away");
        let _ = std::fs::remove_dir_all(&dir);
    }

    use super::super::settings::{KEY_UNREAD, Settings};
    use super::*;
    use eframe::Storage;

    /// Where the start says the unreadable settings are: the key they will be kept under (the
    /// one holding that text already), in the desktop's file or the browser's storage; nothing
    /// when they read.
    #[test]
    fn the_start_names_where_unreadable_settings_are_kept() {
        let file = std::path::Path::new("/data/settings.ron");
        let mut storage = Memory::default();
        assert_eq!(Unread::found(None, None, None), None);
        assert_eq!(Unread::found(None, Some(&storage), Some(file)), None);
        Settings::default().store(&mut storage);
        assert_eq!(Unread::found(None, Some(&storage), Some(file)), None);
        storage.set_string(KEY, "(dark: fal".into());
        let text = |key: &str, file: Option<&std::path::Path>| {
            Some(Unread::Text {
                key: key.into(),
                file: file.map(|f| f.to_owned()),
            })
        };
        assert_eq!(
            Unread::found(None, Some(&storage), Some(file)),
            text(KEY_UNREAD, Some(file))
        );
        assert_eq!(
            Unread::found(None, Some(&storage), None),
            text(KEY_UNREAD, None)
        );
        storage.set_string(KEY_UNREAD, "another (".into());
        let second = format!("{KEY_UNREAD}-2");
        assert_eq!(
            Unread::found(None, Some(&storage), None),
            text(&second, None)
        );
        storage.set_string(&second, "(dark: fal".into());
        assert_eq!(
            Unread::found(None, Some(&storage), None),
            text(&second, None)
        );
        // What the desktop found of its file comes first.
        let moved = Unread::File("/data/settings.unread.ron".into());
        assert_eq!(
            Unread::found(Some(moved.clone()), Some(&storage), Some(file)),
            Some(moved)
        );
    }
}
