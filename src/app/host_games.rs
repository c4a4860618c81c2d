//! The games a host serves to the devices at the table (issue 63): the data folder's, each
//! step played by its mode's rules and autosaved with its order of steps, as the table's own
//! window autosaves a game after every action. The host itself knows no mode: this is its
//! referee.

use super::any_mode::MODES;
use super::i18n::t;
use crate::engine::ModeGame;
use crate::store::{AnyGame, Store};
use coop_automa_host::Referee;
use coop_automa_host::order::{Order, Step};
use std::collections::HashMap;
use std::path::PathBuf;

/// The data folder's games, as a host serves them.
pub struct HostGames {
    store: Store,
    open: HashMap<String, Open>,
    /// The data folder's lock, held as long as the host serves (`None`: held elsewhere).
    _lock: Option<std::fs::File>,
}

/// A game served: its autosave, the game as played so far, and whether its result is in its
/// mode's log.
struct Open {
    path: PathBuf,
    game: AnyGame,
    recorded: bool,
}

impl Open {
    fn new(path: PathBuf, game: AnyGame) -> Open {
        // As a window takes a game it opens: one over was recorded when it ended.
        let recorded = game.is_finished();
        Open {
            path,
            game,
            recorded,
        }
    }
}

impl HostGames {
    /// The games of `store`'s folder, with its lock (no window and no other host writes
    /// them), held until the host stops.
    pub fn new(store: Store, lock: Option<std::fs::File>) -> Self {
        HostGames {
            store,
            open: HashMap::new(),
            _lock: lock,
        }
    }

    /// The game `game_id` served from the file `path` (a window's game on its table): a copy
    /// of it elsewhere in the folder (a save under a name) keeps its id, and is not the one
    /// served.
    pub fn serving(mut self, game_id: &str, path: &std::path::Path) -> Self {
        if let Ok(saved) = self.store.load(path) {
            let open = Open::new(path.to_owned(), saved.game);
            self.open.insert(game_id.to_owned(), open);
        }
        self
    }

    /// The game `game_id`, read from its autosave the first time it is asked for.
    fn open(&mut self, game_id: &str) -> Option<&mut Open> {
        if !self.open.contains_key(game_id) {
            let (shelved, _) = self.store.shelved_games();
            let found = shelved.into_iter().find(|g| g.game_id == game_id)?;
            let saved = self.store.load(&found.path).ok()?;
            let open = Open::new(found.path, saved.game);
            self.open.insert(game_id.to_owned(), open);
        }
        self.open.get_mut(game_id)
    }
}

impl Referee for HostGames {
    fn game(&mut self, game_id: &str) -> Option<String> {
        let path = self.open(game_id)?.path.clone();
        self.store.read_text(&path).ok()
    }

    fn order(&mut self, game_id: &str) -> Order<String> {
        let kept = self.store.hosted(game_id);
        // One that cannot be read: the devices start again from the game as saved.
        kept.and_then(|text| coop_automa_ron::from_str(&text).ok())
            .unwrap_or_default()
    }

    fn play(&mut self, game_id: &str, step: &Step) -> Result<(), String> {
        let open = self
            .open(game_id)
            .ok_or_else(|| t!("host-no-game", game = game_id))?;
        MODES
            .iter()
            .find_map(|mode| mode.play_step(&mut open.game, step))
            .unwrap_or_else(|| Err(t!("host-no-game", game = game_id)))
    }

    fn keep(&mut self, game_id: &str, order: &Order<String>) -> Result<(), String> {
        let open = self
            .open
            .get_mut(game_id)
            .ok_or_else(|| t!("host-no-game", game = game_id))?;
        let words = |e: crate::store::SaveError| super::store_words::problem(&e.0);
        self.store
            .autosave(&open.game, &open.path, game_id)
            .map_err(words)?;
        let text = coop_automa_ron::to_string(order).map_err(|e| e.to_string())?;
        self.store.keep_hosted(game_id, &text).map_err(words)?;
        // A game over goes into its mode's results, as a window records it after its autosave.
        let logs = self.store.logs();
        let recorded = MODES
            .iter()
            .find_map(|mode| mode.record(&open.game, game_id, open.recorded, &logs));
        open.recorded = recorded.transpose()?.unwrap_or(open.recorded);
        Ok(())
    }
}
