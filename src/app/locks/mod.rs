//! One game, one window, a feature of its own. On the desktop the data folder's lock keeps a
//! second app out, and a game is always held. In a browser each game on a table is held by a
//! lock of its own (the Web Locks API, index.html), so a second tab or window that opens it is
//! told at once and may take it over, and the one that loses it stops and may take it back.

mod view;

use super::effect::{Effect, Feature};
use super::msg::Msg;
use crate::store::Store;
use eframe::egui;
use std::path::Path;

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

/// The locks this window holds, and its dialog.
pub struct Locks {
    /// The data folder's lock, held while this app writes there.
    _folder: Option<std::fs::File>,
    /// This window holds the game on its table: it may play and write it.
    held: bool,
    /// Its dialog, while the game is played in another window: it was open there already
    /// (`false`) or that window took it over (`true`).
    dialog: Option<bool>,
}

impl Locks {
    /// Holding the data folder's lock `folder` (none where it could not be taken).
    pub fn new(folder: Option<std::fs::File>) -> Locks {
        Locks {
            _folder: folder,
            held: true,
            dialog: None,
        }
    }

    /// Whether this window may play and write the game on its table.
    pub fn held(&self) -> bool {
        self.held
    }

    /// Whether its dialog is open.
    pub fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// Another dialog opens: this one closes.
    pub fn give_way(&mut self) {
        self.dialog = None;
    }

    /// Its dialog, drawn; what was pressed goes into `msgs`.
    pub fn draw(&self, ctx: &egui::Context, msgs: &mut Vec<Msg>) {
        if let Some(lost) = self.dialog {
            view::elsewhere_dialog(ctx, lost, msgs);
        }
    }

    /// The lock of the game on the table changed (the web build's frame loop reads it from
    /// the page; the tests call it as the page would).
    pub fn news(&mut self, news: LockNews) -> Vec<Effect> {
        match news {
            LockNews::Held => {
                self.held = true;
                self.dialog = None;
                Vec::new()
            }
            LockNews::Elsewhere | LockNews::Lost => {
                self.held = false;
                self.dialog = Some(news == LockNews::Lost);
                vec![Effect::Opened(Feature::Locks)]
            }
        }
    }

    /// Asks for the lock of the game now on the table (`now`) and lets go of the one before.
    pub fn hold(&mut self, before: Option<&Path>, now: Option<&Path>) {
        self.held = true;
        #[cfg(target_arch = "wasm32")]
        {
            if let Some(slot) = before {
                super::web::unlock_game(&lock_name(slot));
            }
            if let Some(slot) = now {
                super::web::lock_game(&lock_name(slot), false);
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (before, now);
    }

    /// "Take it over here": the lock taken from the other window, which stops.
    pub fn take_here(&mut self, slot: &Path) {
        self.held = true;
        self.dialog = None;
        #[cfg(target_arch = "wasm32")]
        super::web::lock_game(&lock_name(slot), true);
        #[cfg(not(target_arch = "wasm32"))]
        let _ = slot;
    }

    /// Lets go of the game's lock: the table is leaving it.
    pub fn let_go(&mut self, slot: Option<&Path>) {
        self.held = true;
        self.dialog = None;
        #[cfg(target_arch = "wasm32")]
        if let Some(slot) = slot {
            super::web::unlock_game(&lock_name(slot));
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = slot;
    }

    /// The web build: what the page says of the lock of the game in `slot` after it changed.
    #[cfg(target_arch = "wasm32")]
    pub fn read(&mut self, slot: &Path) -> Vec<Effect> {
        match super::web::game_lock_state(&lock_name(slot)).as_str() {
            "held" => self.news(LockNews::Held),
            "busy" => self.news(LockNews::Elsewhere),
            "lost" => self.news(LockNews::Lost),
            _ => Vec::new(),
        }
    }
}

/// The data folder (`dir`, or the user's) and its lock: one app at a time writes a data
/// folder, since a second one would overwrite the first's games and results. Without the
/// lock the app still plays, and says plainly that it does not save (the third part).
pub fn open_folder(
    dir: Option<std::path::PathBuf>,
) -> (Option<Store>, Option<std::fs::File>, Option<String>) {
    match crate::store::data_dir(dir).map(Store::new) {
        Some(store) => match store.lock() {
            Ok(lock) => {
                // The folder is ours alone now: what a killed write left half way goes.
                #[cfg(not(target_arch = "wasm32"))]
                store.remove_stale_temporaries();
                (Some(store), lock, None)
            }
            // Not ours to write (read-only, another user's, or another app holds it): its
            // games are still listed and open, and the banner says nothing is kept.
            #[cfg(not(target_arch = "wasm32"))]
            Err(e) => {
                let why = super::store_words::problem(&e);
                let words = super::i18n::t!("folder-read-only", problem = why);
                (
                    Some(Store::read_only(store.dir().to_owned())),
                    None,
                    Some(words),
                )
            }
            #[cfg(target_arch = "wasm32")]
            Err(e) => (None, None, Some(super::store_words::problem(&e))),
        },
        None => (None, None, Some(super::i18n::t!("no-data-folder"))),
    }
}

/// The lock's name for a game: its file.
#[cfg(target_arch = "wasm32")]
fn lock_name(slot: &Path) -> String {
    format!("coop-automa-game:{}", slot.display())
}
