//! One game, one window: in a browser each game on a table is held by a lock of its own (the
//! Web Locks API, index.html), so a second tab or window that opens it is told at once and
//! may take it over, and the one that loses it stops and may take it back. On the desktop the
//! data folder's lock keeps a second app out, and a game is always held.

use super::super::chrome::dialog::Modal;
use super::super::i18n::t;
use super::super::kit::notice::Notice;
use super::super::store_words;
use super::super::table;
use super::App;

/// What the browser says of the lock of the game on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LockNews {
    /// This window holds the game.
    Held,
    /// Another window holds it: this one opened a game that is being played elsewhere.
    Elsewhere,
    /// Another window took it over: this one must stop writing it.
    Lost,
}

/// The lock's name for a game: its file.
#[cfg(target_arch = "wasm32")]
fn lock_name(slot: &std::path::Path) -> String {
    format!("coop-automa-game:{}", slot.display())
}

impl App {
    /// The lock of the game on the table changed (the web build's frame loop reads it from
    /// the page; the tests call it as the page would).
    pub fn lock_news(&mut self, news: LockNews) {
        if self.table.is_none() {
            return;
        }
        match news {
            LockNews::Held => {
                self.held = true;
                if matches!(self.modal, Some(Modal::PlayedElsewhere { .. })) {
                    self.modal = None;
                }
            }
            LockNews::Elsewhere | LockNews::Lost => {
                self.held = false;
                self.open_dialog(Modal::PlayedElsewhere {
                    lost: news == LockNews::Lost,
                });
            }
        }
    }

    /// Whether this window may play and write the game on its table.
    pub fn holds_the_game(&self) -> bool {
        self.held
    }

    /// Asks for the lock of the game now on the table (and lets go of the one before).
    pub(super) fn hold_table(&mut self, before: Option<std::path::PathBuf>) {
        self.held = true;
        #[cfg(target_arch = "wasm32")]
        {
            if let Some(slot) = before {
                super::super::web::unlock_game(&lock_name(&slot));
            }
            if let Some(slot) = self.table.as_ref().and_then(|t| t.slot()) {
                super::super::web::lock_game(&lock_name(slot), false);
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = before;
    }

    /// Lets go of the game's lock: the table is leaving.
    pub(super) fn let_go(&mut self) {
        self.held = true;
        #[cfg(target_arch = "wasm32")]
        if let Some(slot) = self.table.as_ref().and_then(|t| t.slot()) {
            super::super::web::unlock_game(&lock_name(slot));
        }
    }

    /// The web build: reads what the page says of the lock after it changed.
    #[cfg(target_arch = "wasm32")]
    pub(super) fn read_lock(&mut self) {
        let Some(slot) = self.table.as_ref().and_then(|t| t.slot()) else {
            return;
        };
        let news = match super::super::web::game_lock_state(&lock_name(slot)).as_str() {
            "held" => LockNews::Held,
            "busy" => LockNews::Elsewhere,
            "lost" => LockNews::Lost,
            _ => return,
        };
        self.lock_news(news);
    }

    /// "Take it over here": the game read again from its file (the other window may have
    /// played on), and its lock taken from the other window, which stops.
    pub(super) fn take_game_here(&mut self) {
        self.modal = None;
        let (Some(store), Some(slot)) = (
            self.store.as_ref(),
            self.table
                .as_ref()
                .and_then(|t| t.slot())
                .map(|s| s.to_owned()),
        ) else {
            return;
        };
        let seen = store.stamp(&slot);
        match store.load(&slot) {
            Ok(save) => {
                self.table = Some(table::seat(
                    save.game,
                    Some(slot.clone()),
                    save.game_id,
                    seen,
                    Some(store),
                ));
                self.held = true;
                self.notice = Notice::info(|| t!("taken-here"));
                #[cfg(target_arch = "wasm32")]
                super::super::web::lock_game(&lock_name(&slot), true);
            }
            Err(e) => self.notice = Notice::error(move || store_words::load_error(&e)),
        }
    }

    /// "Back to the start screen": the game stays with the other window, its file as it is.
    pub(super) fn leave_game_elsewhere(&mut self) {
        self.let_go();
        self.modal = None;
        if let Some(table) = self.table.take() {
            self.start_mode = table.mode();
        }
        self.notice = None;
        self.find_resume();
    }
}
