//! Games on disk: the autosave of every game, named saves, the results logs, backups and the
//! data folder. Reads and writes only: the rules are in the engine and the modes' crates, the
//! words in the app. It names no mode: the app gives it the type of its games (`Games`).

mod atomic;
mod auto_backup;
mod backend;
mod backup;
mod backup_file;
#[cfg(target_arch = "wasm32")]
mod browser;
mod detail;
mod fault;
mod fold;
mod games;
mod hosted;
mod mode_results;
mod restore;
mod results;
mod same_game;
mod save;
mod saved;
#[cfg(not(target_arch = "wasm32"))]
mod set_aside;
mod shelves;
mod unplayable;

pub use crate::engine::{Cell, GameResult, ModeGame};
pub use atomic::{is_temporary_name, write_atomic};
pub use auto_backup::{AUTO_BACKUP_DIR, AUTO_BACKUPS_KEPT, AutoBackup};
pub use backend::{Backend, Files, Memory, ReadOnly};
pub use backup::ReadsAsResult;
pub use backup_file::{
    BACKUP_VERSION, Backup, BackupFault, BackupFile, FileKind, MAX_BACKUP_BYTES, MAX_BACKUP_FILES,
    RestorePlan, Restored, SETTINGS_FILE,
};
#[cfg(target_arch = "wasm32")]
pub use browser::Browser;
pub use detail::Detail;
pub use fault::{Fault, LineFault, Problem, ResultsFault};
pub use fold::{Folded, Recorded, finished_before};
pub use games::{Games, not_a};
pub use hosted::HOSTED_DIR;
pub use mode_results::{ResultsLog, mode_results_path, read_results, record_result, remove_result};
pub use restore::Restoring;
pub use results::{BadLine, csv_header, export_csv, table_csv, to_csv, write_csv};
pub use save::{
    HEAD_BYTES, Head, LoadError, MAX_SAVE_BYTES, head, load, load_any, parse, parse_any,
    read_file_at_most,
};
pub use saved::{APP_NAME, FORMAT_VERSION, Saved, to_ron};
#[cfg(not(target_arch = "wasm32"))]
pub use set_aside::set_aside_unreadable;
pub use unplayable::Unplayable;

use coop_automa_engine as engine;
use std::marker::PhantomData;
use std::path::{Path, PathBuf};

/// How many unfinished games "Resume" offers at most.
pub const RESUME_CHOICES: usize = 3;

/// Under `games/`: the autosaves of games the table left for a new game, still offered.
const LEFT_DIR: &str = "left";
/// Under `games/`: games the table asked not to be offered again; kept, never deleted.
const FORGOTTEN_DIR: &str = "forgotten";

/// A new game's id: when it started, its seed, and a few random bits; never reused.
pub fn new_game_id<G: ModeGame + ?Sized>(game: &G) -> String {
    format!(
        "{}-{:016x}-{:08x}",
        chrono::Utc::now().format("%Y%m%dT%H%M%S"),
        game.seed(),
        rand::random::<u32>()
    )
}

/// The environment variable that moves the data folder (like `--data-dir`).
pub const DATA_DIR_ENV: &str = "COOP_AUTOMA_DATA_DIR";

/// The data folder: `--data-dir`, else `$COOP_AUTOMA_DATA_DIR`, else the user's data folder.
pub fn data_dir(from_cli: Option<PathBuf>) -> Option<PathBuf> {
    from_cli
        .or_else(|| std::env::var_os(DATA_DIR_ENV).map(PathBuf::from))
        .or_else(user_data_dir)
}

/// The user's own data folder for the app, e.g. `~/.local/share/coop-automa`.
#[cfg(not(target_arch = "wasm32"))]
fn user_data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "coop-automa").map(|d| d.data_dir().to_owned())
}

/// In the browser the "folder" is a prefix of the keys in its storage.
#[cfg(target_arch = "wasm32")]
fn user_data_dir() -> Option<PathBuf> {
    Some(PathBuf::from("/coop-automa"))
}

/// Seconds since 1970 now.
pub fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// What an unfinished game is, for its Resume entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum GameStatus {
    /// Being played: the window closed or the app stopped in the middle.
    InProgress,
    /// Over, but the final points were never entered.
    OverUnscored,
    /// The table chose to leave it for a new game.
    Left,
}

/// Where a game of the data folder is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shelf {
    /// In `games/`: in play, over, or finished.
    Table,
    /// In `games/left`: the table left it for a new game.
    Left,
    /// In `games/forgotten`: not offered by Resume, kept.
    Forgotten,
}

/// A game of the data folder known by its file's head, its moves not yet played: where it is
/// kept, its mode, when it was written, whether it is finished (`None`: an older file that
/// does not say, found out when it is played).
#[derive(Debug, Clone, PartialEq)]
pub struct Shelved {
    pub path: PathBuf,
    pub shelf: Shelf,
    pub mode: String,
    pub saved_at: i64,
    pub finished: Option<bool>,
    /// Which game it is: its result is recorded under this id (empty in the oldest files).
    pub game_id: String,
}

/// A game in the list of every game.
#[derive(Debug, Clone, PartialEq)]
pub struct Listed<G> {
    pub summary: Summary<G>,
    pub shelf: Shelf,
    /// Finished for good (scored, won, or lost unscored).
    pub finished: bool,
}

/// What a list of saves shows for one file.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary<G> {
    pub path: PathBuf,
    pub name: Option<String>,
    /// The table mode: "coop", "pyramid".
    pub mode: String,
    /// The game itself: the app says what it is, how far it got and who plays.
    pub game: G,
    pub over: bool,
    pub saved_at: i64,
    /// In progress, over but unscored, or left by the table.
    pub status: GameStatus,
}

impl<A: Games> Summary<A> {
    /// The summary of a loaded save of any mode.
    pub fn from_save<G: ModeGame + Clone + Into<A>>(path: &Path, save: &Saved<G>) -> Summary<A> {
        let game = &save.game;
        Summary {
            path: path.to_owned(),
            name: save.name.clone(),
            mode: game.mode().to_owned(),
            game: game.clone().into(),
            over: game.is_over(),
            saved_at: save.saved_at,
            status: if path.parent().and_then(Path::file_name) == Some(LEFT_DIR.as_ref()) {
                GameStatus::Left
            } else if game.is_over() {
                GameStatus::OverUnscored
            } else {
                GameStatus::InProgress
            },
        }
    }
}

/// Why a save did not reach the disk, or a file was not moved or deleted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveError(pub Problem);

/// The longest name a named save may have, in characters.
pub const MAX_SAVE_NAME: usize = 40;

fn not_moved(file: &Path, e: &std::io::Error) -> SaveError {
    SaveError(Problem::NotMoved {
        file: file.to_owned(),
        detail: Detail::of(e),
    })
}

/// What a checked autosave did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Autosaved {
    /// The game is in its file, whose stamp is now this.
    Written(Option<u64>),
    /// Another window wrote the file since this one last read or wrote it: nothing was
    /// written, so that window's actions stay.
    Moved,
}

/// A data folder's results logs, one a mode (`GameResult::log_name`), read and written
/// through the folder's `Backend`: what a mode's screens touch of the store.
#[derive(Debug, Clone)]
pub struct Logs {
    dir: PathBuf,
    backend: std::sync::Arc<dyn Backend>,
}

impl Logs {
    /// A mode's results log (a missing one is empty).
    pub fn read_log<R: GameResult>(&self) -> Result<ResultsLog<R>, ResultsFault> {
        mode_results::read(self.backend.as_ref(), &mode_results_path::<R>(&self.dir))
    }

    /// Puts a game's result in its mode's log, in place of an older one of the same game;
    /// `None` takes it out (its end was undone).
    pub fn update_log<R: GameResult>(
        &self,
        game_id: &str,
        record: Option<&R>,
    ) -> Result<(), ResultsFault> {
        mode_results::update(
            self.backend.as_ref(),
            &mode_results_path::<R>(&self.dir),
            game_id,
            record,
        )
    }

    /// The data folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

/// The data folder and what is in it: `games/` (one autosave per game), `saves/` (named)
/// and the results log, all read and written through a `Backend`.
#[derive(Debug, Clone)]
pub struct Store<G> {
    dir: PathBuf,
    backend: std::sync::Arc<dyn Backend>,
    /// The type of the games kept (the app's game of any mode).
    games: PhantomData<fn() -> G>,
}

impl<A: Games> Store<A> {
    /// A store in the folder `dir` on this computer; folders are made when first written.
    pub fn new(dir: PathBuf) -> Store<A> {
        #[cfg(not(target_arch = "wasm32"))]
        let backend = std::sync::Arc::new(Files);
        // In a browser the "folder" is a prefix of its storage's keys.
        #[cfg(target_arch = "wasm32")]
        let backend = std::sync::Arc::new(Browser);
        Store::with_backend(dir, backend)
    }

    /// The data folder `dir` to be read only: its games, saves and results are listed and
    /// open, and every write is refused (`Detail::ReadOnly`). For a folder this app cannot
    /// lock (it cannot write there, or another app holds it).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn read_only(dir: PathBuf) -> Store<A> {
        Store::with_backend(dir, std::sync::Arc::new(ReadOnly(Files)))
    }

    /// Removes the temporary files that writes killed half way left in the data folder's own
    /// folders (the writer's `.tmp-…` names only, nothing else); how many. On this computer's
    /// files, with the data folder's lock held: no other app writes there now.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn remove_stale_temporaries(&self) -> usize {
        let folders = [".", backup_file::SAVES_DIR, AUTO_BACKUP_DIR]
            .into_iter()
            .chain(backup_file::GAME_DIRS);
        folders
            .map(|folder| atomic::remove_temporaries(&self.dir.join(folder)))
            .sum()
    }

    /// A store whose files live in `backend` under `dir`.
    pub fn with_backend(dir: PathBuf, backend: std::sync::Arc<dyn Backend>) -> Store<A> {
        let games = PhantomData;
        Store {
            dir,
            backend,
            games,
        }
    }

    /// Reads and checks a save of this store, of any mode.
    pub fn load(&self, path: &Path) -> Result<Saved<A>, LoadError> {
        save::load_read(path, self.backend.read(path))
    }

    /// The data folder's results logs alone, for a mode's screens (which know no game type
    /// but their own).
    pub fn logs(&self) -> Logs {
        Logs {
            dir: self.dir.clone(),
            backend: self.backend.clone(),
        }
    }

    /// A mode's results log (a missing one is empty).
    pub fn read_log<R: GameResult>(&self) -> Result<ResultsLog<R>, ResultsFault> {
        self.logs().read_log()
    }

    /// Puts a game's result in its mode's log, in place of an older one of the same game;
    /// `None` takes it out (its end was undone).
    pub fn update_log<R: GameResult>(
        &self,
        game_id: &str,
        record: Option<&R>,
    ) -> Result<(), ResultsFault> {
        self.logs().update_log(game_id, record)
    }

    /// A file of the data folder as text (a game to download), or why not.
    pub fn read_text(&self, path: &Path) -> Result<String, String> {
        match self.backend.read(path) {
            Ok(Some(bytes)) => String::from_utf8(bytes).map_err(|e| e.to_string()),
            Ok(None) => Err(path.display().to_string()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The data folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn games_dir(&self) -> PathBuf {
        self.dir.join("games")
    }

    /// Whether `path` is one of this data folder's games the table plays (in progress or
    /// over: directly in `games/`, not left or forgotten).
    pub fn is_table_game(&self, path: &Path) -> bool {
        path.parent() == Some(self.games_dir().as_path())
            && path.extension().is_some_and(|e| e == "ron")
            && self.backend.exists(path)
    }

    fn saves_dir(&self) -> PathBuf {
        self.dir.join("saves")
    }

    /// Takes the data folder for this app alone (a lock file held until the app exits), so
    /// two apps never overwrite each other's games and results.
    #[cfg(target_arch = "wasm32")]
    pub fn lock(&self) -> Result<Option<std::fs::File>, Problem> {
        // A browser has no file locks; each tab writes its own game's keys.
        Ok(None)
    }

    /// Takes the data folder for this app alone (a lock file held until the app exits), so
    /// two apps never overwrite each other's games and results.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn lock(&self) -> Result<Option<std::fs::File>, Problem> {
        self.lock_file().map(Some)
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn lock_file(&self) -> Result<std::fs::File, Problem> {
        std::fs::create_dir_all(&self.dir).map_err(|e| Problem::FolderNotMade {
            dir: self.dir.clone(),
            detail: Detail::of(&e),
        })?;
        let path = self.dir.join("lock");
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| Problem::LockNotOpened {
                file: path.clone(),
                detail: Detail::of(&e),
            })?;
        match file.try_lock() {
            Ok(()) => Ok(file),
            Err(std::fs::TryLockError::WouldBlock) => Err(Problem::FolderInUse {
                dir: self.dir.clone(),
            }),
            Err(std::fs::TryLockError::Error(e)) => Err(Problem::FolderNotLocked {
                dir: self.dir.clone(),
                detail: Detail::of(&e),
            }),
        }
    }

    /// A new file for a new game's autosave: its start time and seed, never an existing name,
    /// so no file (not even one we could not read) is ever overwritten.
    pub fn new_slot<G: ModeGame + ?Sized>(&self, game: &G) -> PathBuf {
        let stamp = chrono::Local::now().format("%Y-%m-%d_%H-%M-%S").to_string();
        self.new_slot_at(game, &stamp)
    }

    /// `new_slot` for a start time given as its stamp ("2026-11-28_10-56-11"): the clock read
    /// in one place, the naming testable at any moment.
    pub fn new_slot_at<G: ModeGame + ?Sized>(&self, game: &G, stamp: &str) -> PathBuf {
        let seed = game.seed() & 0xFFFF;
        let dir = self.games_dir();
        let mut n = 0;
        loop {
            let suffix = if n == 0 {
                String::new()
            } else {
                format!("-{n}")
            };
            let path = dir.join(format!("{stamp}-{seed:04x}{suffix}.ron"));
            if !self.backend.exists(&path) {
                return path;
            }
            n += 1;
        }
    }

    /// Writes the game into its autosave file, atomically. Called after every action.
    pub fn autosave<G: ModeGame + serde::Serialize + ?Sized>(
        &self,
        game: &G,
        slot: &Path,
        game_id: &str,
    ) -> Result<(), SaveError> {
        self.write_game(game, slot, game_id).map(|_| ())
    }

    /// Writes the game into `slot`; returns the bytes written.
    fn write_game<G: ModeGame + serde::Serialize + ?Sized>(
        &self,
        game: &G,
        slot: &Path,
        game_id: &str,
    ) -> Result<String, SaveError> {
        let text = to_ron(game, game_id, None, now())
            .map_err(|detail| SaveError(Problem::NotSerialized { detail }))?;
        self.write(slot, text.as_bytes())?;
        Ok(text)
    }

    /// Which write of a file is there now (`None`: no file): what a window keeps of the game
    /// it read or wrote, to tell whether another window wrote it since.
    pub fn stamp(&self, path: &Path) -> Option<u64> {
        self.backend.stamp(path)
    }

    /// Writes the game into its autosave file, unless another window wrote that file since
    /// `seen` (the stamp of this window's last read or write of it; `None` before the file is
    /// there): a window playing an older copy of a game never overwrites the newer one.
    pub fn autosave_unless_moved<G: ModeGame + serde::Serialize + ?Sized>(
        &self,
        game: &G,
        slot: &Path,
        game_id: &str,
        seen: Option<u64>,
    ) -> Result<Autosaved, SaveError> {
        if self.backend.stamp(slot) != seen {
            return Ok(Autosaved::Moved);
        }
        let text = self.write_game(game, slot, game_id)?;
        Ok(Autosaved::Written(
            self.backend.written_stamp(slot, text.as_bytes()),
        ))
    }

    /// Writes a file atomically through the backend; the message is for the table.
    fn write(&self, path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
        self.backend.write(path, bytes).map_err(|e| {
            SaveError(Problem::NotWritten {
                detail: Detail::of(&e),
            })
        })
    }
}
