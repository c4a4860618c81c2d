//! The start screen's "Resume": the unfinished games of the data folder (in progress first),
//! one taken up, and one the table asks to forget (asked first, then moved aside, never
//! deleted). Each call returns the notice it has for the table, if any.

use super::super::i18n::t;
use super::super::kit::notice::Notice;
use super::super::load_words;
use super::super::store_words;
use crate::store::{Store, Summary};
use std::path::{Path, PathBuf};

#[derive(Default)]
pub struct Resumes {
    /// The unfinished games found, in progress first.
    found: Vec<Summary>,
    /// The entry the table asked to forget, waiting for "yes".
    confirm_forget: Option<PathBuf>,
}

impl Resumes {
    /// Reads the data folder again; names the files it cannot read.
    pub fn find(&mut self, store: &Store) -> Option<Notice> {
        let (found, problems) = store.find_resume();
        self.found = found
            .into_iter()
            .map(|(path, save)| Summary::from_save(&path, &save))
            .collect();
        if problems.is_empty() {
            return None;
        }
        Notice::error(move || {
            let text: Vec<String> = problems.iter().map(load_words::load_error).collect();
            text.join("\n")
        })
    }

    /// A game went on the table: the start screen's list is read again when it shows.
    pub fn clear(&mut self) {
        self.found.clear();
    }

    /// Takes the entry of `path` off the list; false if it is not there.
    pub fn take(&mut self, path: &Path) -> bool {
        let Some(i) = self.found.iter().position(|s| s.path == path) else {
            return false;
        };
        self.found.remove(i);
        true
    }

    /// The entry the table asks to forget (`None`: it changed its mind).
    pub fn ask_forget(&mut self, path: Option<PathBuf>) {
        self.confirm_forget = path;
    }

    /// Forgets the game of `path` (moved aside, kept) and reads the list again.
    pub fn forget(&mut self, store: &Store, path: &Path) -> Option<Notice> {
        let done = match store.forget(path) {
            Ok(to) => {
                let file = to.display().to_string();
                Notice::info(move || t!("forgotten", file = file.as_str()))
            }
            Err(e) => Notice::error(move || store_words::problem(&e.0)),
        };
        self.confirm_forget = None;
        self.find(store).or(done)
    }

    /// The entries, in progress first.
    pub fn entries(&self) -> Vec<&Summary> {
        self.found.iter().collect()
    }

    /// The entry waiting for "yes, forget it".
    pub fn asked_to_forget(&self) -> Option<&PathBuf> {
        self.confirm_forget.as_ref()
    }
}
