//! The data folder's shelves: the games to resume, every game with its shelf, a game left,
//! forgotten or taken up again, and the named saves (saved as, listed, deleted).

use super::save::{self, Head};
use super::{
    Detail, FORGOTTEN_DIR, Games, LEFT_DIR, Listed, LoadError, MAX_SAVE_NAME, ModeGame, Problem,
    RESUME_CHOICES, SaveError, Saved, Shelf, Shelved, Store, Summary, not_moved, now, to_ron,
};
use std::path::{Path, PathBuf};

impl<A: Games> Store<A> {
    /// The unfinished autosaved games (not yet finished; a game is saved when it starts), to offer
    /// "Resume": those in progress first, then those over but unscored, then those the table
    /// left; newest first within each, at most `RESUME_CHOICES`. Also the files that could
    /// not be read on the way (left as they are). A file whose head says it is finished is
    /// passed over unplayed: years of finished games do not slow the start.
    pub fn find_resume(&self) -> (Vec<(PathBuf, Saved<A>)>, Vec<LoadError>) {
        let mut found = Vec::new();
        let (shelved, mut problems) = self.shelved_on(&[Shelf::Table, Shelf::Left]);
        for game in shelved.into_iter().filter(|g| g.finished != Some(true)) {
            match self.load(&game.path) {
                Ok(save) if !save.game.is_finished() => found.push((game.path, save)),
                Ok(_) => {}
                Err(e) => problems.push(e),
            }
        }
        // A stable sort keeps the newest first within each kind.
        coop_automa_engine::sort::sort_by_key(&mut found, |(path, save)| {
            Summary::<A>::from_save(path, save).status
        });
        found.truncate(RESUME_CHOICES);
        (found, problems)
    }

    /// Every game of the data folder, wherever it is kept (in play or over, left, forgotten;
    /// finished ones too): by mode in the list's order, newest first. Also the files that
    /// could not be read on the way (left as they are).
    pub fn all_games(&self) -> (Vec<Listed<A>>, Vec<LoadError>) {
        let (shelved, mut problems) = self.shelved_games();
        let mut found = Vec::new();
        for game in &shelved {
            match self.listed(game) {
                Ok(listed) => found.push(listed),
                Err(e) => problems.push(e),
            }
        }
        (found, problems)
    }

    /// Every game of the data folder as its file's head says (`all_games`' order), its moves
    /// not played: a list of ten thousand games is made in a blink, and `listed` plays the
    /// few shown. Also the files that could not be read at all.
    pub fn shelved_games(&self) -> (Vec<Shelved>, Vec<LoadError>) {
        let shelves = [Shelf::Table, Shelf::Left, Shelf::Forgotten];
        let (mut found, problems) = self.shelved_on(&shelves);
        let mode_order = |mode: &str| A::KNOWN_MODES.iter().position(|m| *m == mode);
        coop_automa_engine::sort::sort_by(&mut found, |a, b| {
            mode_order(&a.mode)
                .cmp(&mode_order(&b.mode))
                .then(b.saved_at.cmp(&a.saved_at))
        });
        (found, problems)
    }

    /// A game of that list, its moves played: what the list shows of it.
    pub fn listed(&self, game: &Shelved) -> Result<Listed<A>, LoadError> {
        let save = self.load(&game.path)?;
        Ok(Listed {
            summary: Summary::from_save(&game.path, &save),
            shelf: game.shelf,
            finished: save.game.is_finished(),
        })
    }

    /// The games of one folder by their heads (read from each file's start), newest first; a
    /// file without a head the app can trust is loaded whole, and named if it cannot be.
    /// The games on `shelves`, each shelf's newest first, and the files not read.
    fn shelved_on(&self, shelves: &[Shelf]) -> (Vec<Shelved>, Vec<LoadError>) {
        let mut found = Vec::new();
        let mut problems = Vec::new();
        let games = self.games_dir();
        for &shelf in shelves {
            let dir = match shelf {
                Shelf::Table => games.clone(),
                Shelf::Left => games.join(LEFT_DIR),
                Shelf::Forgotten => games.join(FORGOTTEN_DIR),
            };
            let (shelved, unread) = self.shelved_in(&dir, shelf);
            found.extend(shelved);
            problems.extend(unread);
        }
        (found, problems)
    }

    fn shelved_in(&self, dir: &Path, shelf: Shelf) -> (Vec<Shelved>, Vec<LoadError>) {
        let mut found = Vec::new();
        let mut problems = Vec::new();
        for (path, start) in self.backend.starts_newest_first(dir, save::HEAD_BYTES) {
            let head = match &start {
                Ok(Some(bytes)) => save::head::<A>(bytes),
                _ => None,
            };
            let head = match head {
                Some(head) => head,
                None => match self.load(&path) {
                    Ok(save) => Head {
                        mode: save.mode.clone(),
                        saved_at: save.saved_at,
                        finished: Some(save.game.is_finished()),
                        game_id: save.game_id.clone(),
                    },
                    Err(e) => {
                        problems.push(e);
                        continue;
                    }
                },
            };
            found.push(Shelved {
                path,
                shelf,
                mode: head.mode,
                saved_at: head.saved_at,
                finished: head.finished,
                game_id: head.game_id,
            });
        }
        (found, problems)
    }

    /// The table left an unfinished game for a new one: its autosave moves to `games/left`,
    /// so Resume says so. Returns where it is now.
    pub fn leave(&self, slot: &Path) -> Result<PathBuf, SaveError> {
        self.move_game(slot, LEFT_DIR)
    }

    /// Whether a file is at `path` (in the browser's storage on the web, where the file system
    /// of `Path::exists` is none and answers no).
    pub fn exists(&self, path: &Path) -> bool {
        self.backend.exists(path)
    }

    /// The table no longer wants a game offered: its autosave moves to `games/forgotten`,
    /// kept and never deleted.
    pub fn forget(&self, slot: &Path) -> Result<PathBuf, SaveError> {
        self.move_game(slot, FORGOTTEN_DIR)
    }

    /// A game taken up again: a left or forgotten one goes back among the games in play, so
    /// its next autosave is not marked "left" and Resume offers it again. Returns its file.
    pub fn take_up(&self, slot: &Path) -> Result<PathBuf, SaveError> {
        let games = self.games_dir();
        let shelved = [LEFT_DIR, FORGOTTEN_DIR]
            .iter()
            .any(|sub| slot.parent() == Some(games.join(sub).as_path()));
        if shelved {
            let name = slot.file_name().unwrap_or_default();
            let to = games.join(name);
            if self.backend.exists(&to) {
                return Err(SaveError(Problem::CannotMoveBack {
                    file: slot.to_owned(),
                    there: to,
                }));
            }
            self.backend
                .rename(slot, &to)
                .map_err(|e| not_moved(slot, &e))?;
            return Ok(to);
        }
        Ok(slot.to_owned())
    }

    /// Moves an autosave from `games/` or `games/left/` into `games/<sub>/`, never over
    /// another file.
    fn move_game(&self, slot: &Path, sub: &str) -> Result<PathBuf, SaveError> {
        let games = self.games_dir();
        let parent = slot.parent();
        if parent != Some(games.as_path()) && parent != Some(games.join(LEFT_DIR).as_path()) {
            return Err(SaveError(Problem::NotAGame {
                file: slot.to_owned(),
            }));
        }
        let dir = games.join(sub);
        let name = slot.file_name().unwrap_or_default();
        let mut to = dir.join(name);
        let mut n = 1;
        while self.backend.exists(&to) {
            to = dir.join(format!(
                "{}-{n}.ron",
                Path::new(name)
                    .file_stem()
                    .unwrap_or_default()
                    .to_string_lossy()
            ));
            n += 1;
        }
        self.backend
            .rename(slot, &to)
            .map_err(|e| not_moved(slot, &e))?;
        Ok(to)
    }

    /// Saves the game under a name the table chose; never replaces another save.
    pub fn save_as<G: ModeGame + serde::Serialize + ?Sized>(
        &self,
        game: &G,
        game_id: &str,
        name: &str,
    ) -> Result<PathBuf, SaveError> {
        let file = file_name_for(name)?;
        let path = self.saves_dir().join(format!("{file}.ron"));
        if self.backend.exists(&path) {
            return Err(SaveError(Problem::NameTaken {
                name: name.trim().to_owned(),
            }));
        }
        let text = to_ron(game, game_id, Some(name.trim()), now())
            .map_err(|detail| SaveError(Problem::NotSerialized { detail }))?;
        self.write(&path, text.as_bytes())?;
        Ok(path)
    }

    /// The named saves, newest first, and the files that could not be read.
    pub fn list_saves(&self) -> (Vec<Summary<A>>, Vec<LoadError>) {
        let mut list = Vec::new();
        let mut problems = Vec::new();
        for path in self.backend.newest_first(&self.saves_dir()) {
            match self.load(&path) {
                Ok(save) => list.push(Summary::from_save(&path, &save)),
                Err(e) => problems.push(e),
            }
        }
        coop_automa_engine::sort::sort_by_key(&mut list, |s| std::cmp::Reverse(s.saved_at));
        (list, problems)
    }

    /// Deletes a forgotten game for good (the table asked for it): only a game on the
    /// Forgotten shelf, so a game in play or left is never deleted in one step. Its result,
    /// if it was finished, stays in its log.
    pub fn delete_forgotten(&self, path: &Path) -> Result<(), SaveError> {
        let shelf = self.games_dir().join(FORGOTTEN_DIR);
        self.delete_in(
            &shelf,
            path,
            Problem::NotAGame {
                file: path.to_owned(),
            },
        )
    }

    /// Deletes a named save (the table asked for it).
    pub fn delete_save(&self, path: &Path) -> Result<(), SaveError> {
        self.delete_in(
            &self.saves_dir(),
            path,
            Problem::NotASave {
                file: path.to_owned(),
            },
        )
    }

    /// Deletes the file at `path` if it is in the folder `dir`; else `elsewhere`.
    fn delete_in(&self, dir: &Path, path: &Path, elsewhere: Problem) -> Result<(), SaveError> {
        if path.parent() != Some(dir) {
            return Err(SaveError(elsewhere));
        }
        self.backend.remove(path).map_err(|e| {
            SaveError(Problem::NotDeleted {
                file: path.to_owned(),
                detail: Detail::of(&e),
            })
        })
    }
}

/// A save's name as a file name: letters, digits, spaces, '-' and '_' only.
fn file_name_for(name: &str) -> Result<String, SaveError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(SaveError(Problem::NoName));
    }
    if name.chars().count() > MAX_SAVE_NAME {
        return Err(SaveError(Problem::NameTooLong { max: MAX_SAVE_NAME }));
    }
    if let Some(bad) = name
        .chars()
        .find(|c| !(c.is_alphanumeric() || matches!(c, ' ' | '-' | '_')))
    {
        return Err(SaveError(Problem::NameHas { bad }));
    }
    Ok(name.replace(' ', "-").to_lowercase())
}
