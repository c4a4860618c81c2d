//! The shell's list of every game: showing it, opening any game of it, forgetting one, and on
//! the web downloading one.

use super::super::files_view::{Modal, summary_words};
use super::super::i18n::t;
use super::super::kit::notice::Notice;
use super::super::store_words;
use super::super::table;
use super::App;
use std::path::{Path, PathBuf};

impl App {
    /// Shows every game of the data folder; the files that cannot be read are named.
    pub(super) fn show_all_games(&mut self) {
        let Some(store) = &self.store else { return };
        let (list, problems) = store.all_games();
        self.open_dialog(Modal::AllGames { list });
        if !problems.is_empty() {
            self.notice = Notice::error(move || {
                let text: Vec<String> = problems.iter().map(store_words::load_error).collect();
                text.join("\n")
            });
        }
    }

    /// Puts a game of the list on the table: a left or forgotten one comes back among the
    /// games in play (Resume offers it again); a finished one shows its end.
    pub(super) fn open_listed(&mut self, path: PathBuf) {
        let Some(store) = &self.store else { return };
        let slot = match store.take_up(&path) {
            Ok(slot) => slot,
            Err(e) => {
                self.notice = Notice::error(move || store_words::problem(&e.0));
                return;
            }
        };
        // Read again now, not as the list was made: another window may have played it on
        // since. The stamp first, so a write in between is taken for one after the read.
        let seen = store.stamp(&slot);
        let save = match store.load(&slot) {
            Ok(save) => save,
            Err(e) => {
                self.notice = Notice::error(move || store_words::load_error(&e));
                return;
            }
        };
        let summary = crate::store::Summary::from_save(&slot, &save);
        let seat = table::seat(save.game, Some(slot), save.game_id, seen, Some(store));
        self.modal = None;
        self.put_on_table(seat);
        self.notice = Notice::info(move || t!("resumed", game = summary_words(&summary)));
    }

    /// Forgets a game of the list (its file is kept); the list shows it forgotten.
    pub(super) fn forget_listed(&mut self, path: &Path) {
        let Some(store) = &self.store else { return };
        self.notice = match store.forget(path) {
            Ok(to) => {
                let file = to.display().to_string();
                Notice::info(move || t!("forgotten", file = file.as_str()))
            }
            Err(e) => Notice::error(move || store_words::problem(&e.0)),
        };
        let notice = self.notice.take();
        self.show_all_games();
        self.notice = self.notice.take().or(notice);
        self.find_resume();
    }

    /// Downloads a game of the list as a file (web); the desktop's games are files already.
    pub(super) fn download_listed(&mut self, path: &Path) {
        #[cfg(target_arch = "wasm32")]
        {
            let Some(store) = &self.store else { return };
            let name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            let result = store.read_text(path).and_then(|text| {
                super::super::web::download(&name, &text, "application/octet-stream")
            });
            self.notice = match result {
                Ok(()) => Notice::info(move || t!("downloaded", file = name.as_str())),
                Err(why) => Notice::error(move || t!("download-failed", why = why.as_str())),
            };
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = path;
    }
}
