//! The game on the table, a part of its own: put there (an unfinished new one written at
//! once), read again from its file, played through its seat, left for the setup screen; and
//! why it is not on disk, when it is not.

use super::keeps::Keeps;
use super::kit::notice::Notice;
use super::store_words;
use super::table::{self, Cx, Seat};
use crate::store::{LoadError, Store};
use std::path::{Path, PathBuf};

pub struct OnTable {
    /// The game on the table; `None`: the start screen.
    seat: Option<Box<dyn Seat>>,
    /// Why the last autosave failed, shown until one succeeds.
    save_problem: Option<String>,
}

impl OnTable {
    /// No game on the table; `save_problem`: why nothing will be saved (no data folder, or
    /// another app writes it).
    pub fn new(save_problem: Option<String>) -> OnTable {
        OnTable {
            seat: None,
            save_problem,
        }
    }

    /// The game on the table.
    pub fn seat(&self) -> Option<&dyn Seat> {
        self.seat.as_deref()
    }

    pub fn seat_mut(&mut self) -> Option<&mut (dyn Seat + 'static)> {
        self.seat.as_deref_mut()
    }

    /// The file of the game on the table.
    pub fn slot(&self) -> Option<&Path> {
        self.seat().and_then(|t| t.slot())
    }

    /// Why the game is not on disk, if it is not.
    pub fn save_problem(&self) -> Option<&str> {
        self.save_problem.as_deref()
    }

    /// Closing now would lose presses: the game is not on disk and has some.
    pub fn unsaved(&self) -> bool {
        self.save_problem.is_some()
            && self
                .seat()
                .is_some_and(|t| t.listing().actions_played() > 0)
    }

    /// Puts `seat` on the table: an unfinished new one is written to disk at once (a new
    /// file), so a game closed right after it started is offered by Resume. A resumed game is
    /// in its file already: it is written when it changes, so a window that only looks at a
    /// game never makes another window's copy of it look older. A finished game opened
    /// changes nothing on disk until it changes. The file of the game that was there before,
    /// and what the table must be told (a file moved aside), if anything.
    pub fn put(
        &mut self,
        mut seat: Box<dyn Seat>,
        store: Option<&Store>,
    ) -> (Option<PathBuf>, Option<Notice>) {
        let mut notice = None;
        if let Some(store) = store
            .filter(|_| !seat.listing().is_finished())
            .filter(|store| seat.slot().is_none_or(|slot| store.stamp(slot).is_none()))
        {
            match seat.autosave(store) {
                Ok(moved) => {
                    self.save_problem = None;
                    notice = moved.and_then(Notice::error_text);
                }
                Err(e) => self.save_problem = Some(store_words::problem(&e.0)),
            }
        }
        let before = self.slot().map(Path::to_owned);
        self.seat = Some(seat);
        (before, notice)
    }

    /// The game in `slot`, read from its file as it is now (the stamp first, so a write in
    /// between is taken for one after the read).
    pub fn read(store: &Store, slot: PathBuf) -> Result<Box<dyn Seat>, LoadError> {
        let seen = store.stamp(&slot);
        let save = store.load(&slot)?;
        Ok(table::seat(
            save.game,
            Some(slot),
            save.game_id,
            seen,
            Some(store),
        ))
    }

    /// The game on the table read again from its file (another window played it on): what
    /// to tell the table when it could not be read.
    pub fn read_again(&mut self, store: &Store) -> Result<(), Option<Notice>> {
        let Some(slot) = self.slot().map(Path::to_owned) else {
            return Ok(());
        };
        let seat = OnTable::read(store, slot)
            .map_err(|e| Notice::error(move || store_words::load_error(&e)))?;
        self.seat = Some(seat);
        Ok(())
    }

    /// Takes the game off the table (it stays in its file, as it is).
    pub fn take(&mut self) -> Option<Box<dyn Seat>> {
        self.seat.take()
    }

    /// Takes the game off the table for the setup screen: an unfinished game this window
    /// holds (`held`) goes among the games left in the data folder (Resume says so). The game,
    /// and why it could not be moved, if it could not.
    pub fn leave(
        &mut self,
        store: Option<&Store>,
        held: bool,
    ) -> Option<(Box<dyn Seat>, Option<Notice>)> {
        let seat = self.seat.take()?;
        let problem = match (store, seat.slot()) {
            // The store's own `exists`: on the web `Path::exists` answered no to every game,
            // and a game left stayed among those in progress.
            (Some(store), Some(slot))
                if held && !seat.listing().is_finished() && store.exists(slot) =>
            {
                store.leave(slot).err().map(|e| e.0)
            }
            _ => None,
        };
        let notice = problem.and_then(|p| Notice::error(move || store_words::problem(&p)));
        Some((seat, notice))
    }

    /// Does `f` with the game on the table and what a change of it may touch (`notice`:
    /// what the table is told). True when the game was finished just now.
    pub fn play(
        &mut self,
        store: Option<&Store>,
        keeps: &mut Keeps,
        notice: &mut Option<Notice>,
        f: impl FnOnce(&mut dyn Seat, &mut Cx),
    ) -> bool {
        let Some(seat) = self.seat.as_deref_mut() else {
            return false;
        };
        let mut cx = Cx {
            store,
            keeps,
            notice,
            save_problem: &mut self.save_problem,
            finished_now: false,
        };
        f(seat, &mut cx);
        cx.finished_now
    }
}
