//! The game on the table, a part of its own: put there (an unfinished new one written at
//! once), read again from its file, played through its seat, left for the setup screen; and
//! why it is not on disk, when it is not.

use super::command::Command;
use super::effect::{Effect, say};
use super::game_on_table::{self, Cx, GameOnTable};
use super::i18n::t;
use super::keeps::Keeps;
use super::kit::notice::Notice;
use super::load_words;
use super::locks::Locks;
use super::msg::Carried;
use super::msg::Msg;
use super::settings::Settings;
use super::store_words;
use crate::engine::{Rules, Session};
use crate::store::{LoadError, Store};
use eframe::egui;
use std::path::{Path, PathBuf};

pub struct OnTable {
    /// The game on the table; `None`: the start screen.
    seat: Option<Box<dyn GameOnTable>>,
    /// Why the last autosave failed, shown until one succeeds.
    save_problem: Option<String>,
}

impl OnTable {
    /// No game on the table; `save_problem`: why nothing will be saved (no data folder, or
    /// another app writes it).
    pub(in crate::app) fn new(save_problem: Option<String>) -> OnTable {
        OnTable {
            seat: None,
            save_problem,
        }
    }

    /// The game on the table.
    pub(in crate::app) fn seat(&self) -> Option<&dyn GameOnTable> {
        self.seat.as_deref()
    }

    pub(in crate::app) fn seat_mut(&mut self) -> Option<&mut (dyn GameOnTable + 'static)> {
        self.seat.as_deref_mut()
    }

    /// The game on the table, if it is a game of the mode `R`.
    pub fn game<R: Rules>(&self) -> Option<&Session<R>> {
        self.seat()?.game_any().downcast_ref()
    }

    /// A question waits for an answer before a press is played (it ends the game or puts a
    /// player out).
    pub fn asking(&self) -> bool {
        self.seat().is_some_and(|t| t.asking().is_some())
    }

    /// The file of the game on the table (its autosave).
    pub fn slot(&self) -> Option<&Path> {
        self.seat().and_then(|t| t.slot())
    }

    /// Why the game is not on disk, if it is not.
    pub fn save_problem(&self) -> Option<&str> {
        self.save_problem.as_deref()
    }

    /// Closing now would lose presses: the game is not on disk and has some.
    pub(in crate::app) fn unsaved(&self) -> bool {
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
    pub(in crate::app) fn put(
        &mut self,
        mut seat: Box<dyn GameOnTable>,
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

    /// The game that was on the table, back on it (a reload, a restart): only a game of this
    /// data folder's own, in progress or over, read as it is now.
    pub(in crate::app) fn remembered(store: &Store, slot: PathBuf) -> Option<Box<dyn GameOnTable>> {
        store
            .is_table_game(&slot)
            .then(|| OnTable::read(store, slot).ok())?
    }

    /// What the table finds again after a restart: the game in its file.
    pub(in crate::app) fn keep_in(&self, settings: &mut Settings) {
        settings.table = self
            .slot()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
    }

    /// The game in `slot`, read from its file as it is now (the stamp first, so a write in
    /// between is taken for one after the read).
    pub(in crate::app) fn read(
        store: &Store,
        slot: PathBuf,
    ) -> Result<Box<dyn GameOnTable>, LoadError> {
        let seen = store.stamp(&slot);
        let save = store.load(&slot)?;
        Ok(game_on_table::seat(
            save.game,
            Some(slot),
            save.game_id,
            seen,
            Some(store),
        ))
    }

    /// The game on the table read again from its file (another window played it on): what
    /// to tell the table when it could not be read.
    pub(in crate::app) fn read_again(&mut self, store: &Store) -> Result<(), Option<Notice>> {
        let Some(slot) = self.slot().map(Path::to_owned) else {
            return Ok(());
        };
        let seat = OnTable::read(store, slot)
            .map_err(|e| Notice::error(move || load_words::load_error(&e)))?;
        self.seat = Some(seat);
        Ok(())
    }

    /// With no game on the table, `None`; else what to tell the table when another window
    /// wrote its game (at once, before a press here would keep it apart).
    pub(in crate::app) fn written_elsewhere(&self, store: &Store) -> Option<Option<Notice>> {
        let seat = self.seat()?;
        let written = seat.written_elsewhere(store);
        Some(
            written
                .then(|| Notice::error(|| t!("game-written-elsewhere")))
                .flatten(),
        )
    }

    /// Takes the game off the table (it stays in its file, as it is).
    pub(in crate::app) fn take(&mut self) -> Option<Box<dyn GameOnTable>> {
        self.seat.take()
    }

    /// Takes the game off the table for the setup screen: an unfinished game this window
    /// holds (`held`) goes among the games left in the data folder (Resume says so). The game,
    /// and why it could not be moved, if it could not.
    pub(in crate::app) fn leave(
        &mut self,
        store: Option<&Store>,
        held: bool,
    ) -> Option<(Box<dyn GameOnTable>, Option<Notice>)> {
        let mut seat = self.seat.take()?;
        // The table was told this game is not on disk: one more try as it goes (room may
        // have been made since), and the banner, which was this game's, goes with it.
        if let Some(store) = store
            && self.save_problem.take().is_some()
            && held
            && seat.listing().actions_played() > 0
        {
            let _ = seat.autosave(store);
        }
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

    /// Plays `msg` (a press that plays: see `Msg::plays`) on the game on the table, with
    /// what a change of it may touch (`notice`: what the table is told). True when the game
    /// was finished just now.
    pub(in crate::app) fn play(
        &mut self,
        msg: Msg,
        store: Option<&Store>,
        keeps: &mut Keeps,
        notice: &mut Option<Notice>,
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
        match msg {
            Msg::Apply(action) => seat.apply(action, &mut cx),
            Msg::Answer(yes) => seat.answer(yes, &mut cx),
            Msg::Undo => seat.step(true, &mut cx),
            Msg::Redo => seat.step(false, &mut cx),
            Msg::BadEntry(why) => seat.bad_entry(why, &mut cx),
            _ => {}
        }
        cx.finished_now
    }

    /// "New game" may leave at once: the game is finished (or was never played) and on disk;
    /// otherwise the table is asked first.
    pub(in crate::app) fn may_leave_now(&self) -> bool {
        let Some(game) = self.seat().map(|t| t.listing()) else {
            return false;
        };
        (game.is_finished() || game.actions_played() == 0) && self.save_problem.is_none()
    }

    /// Leaves the game on the table for the setup screen (see `leave`), its lock let go: the
    /// mode's form is set for the same table.
    pub(in crate::app) fn leave_for_setup(
        &mut self,
        store: Option<&Store>,
        locks: &mut Locks,
        keeps: &mut Keeps,
    ) -> Vec<Effect> {
        // A game another window plays stays where it is: that window writes it.
        let held = locks.held();
        locks.let_go(self.slot());
        let Some((table, problem)) = self.leave(store, held) else {
            return Vec::new();
        };
        table.form_after(keeps);
        vec![Effect::Notice(problem), Effect::ToStart(table.mode())]
    }

    /// "Take it over here": the game read again from its file (the other window may have
    /// played on), and its lock taken from the other window, which stops.
    pub(in crate::app) fn take_here(
        &mut self,
        store: Option<&Store>,
        locks: &mut Locks,
    ) -> Vec<Effect> {
        locks.give_way();
        let (Some(store), Some(slot)) = (store, self.slot().map(Path::to_owned)) else {
            return Vec::new();
        };
        say(match self.read_again(store) {
            Ok(()) => {
                locks.take_here(&slot);
                Notice::info(|| t!("taken-here"))
            }
            Err(notice) => notice,
        })
    }

    /// "Back to the start screen": the game stays with the other window, its file as it is.
    pub(in crate::app) fn leave_to_elsewhere(&mut self, locks: &mut Locks) -> Vec<Effect> {
        locks.let_go(self.slot());
        let mut effects = vec![Effect::Notice(None)];
        effects.extend(self.take().map(|t| Effect::ToStart(t.mode())));
        effects
    }

    /// What the keys pressed this frame ask (see `command_msg`).
    pub(in crate::app) fn key_msgs(
        &self,
        ctx: &egui::Context,
        blocked: bool,
        start: impl Fn() -> Option<Carried>,
    ) -> Vec<Msg> {
        Command::pressed(ctx)
            .into_iter()
            .filter_map(|c| self.command_msg(c, blocked, &start))
            .collect()
    }

    /// What a command's key asks: of the game on the table, or (`start`: the setup as typed)
    /// of the start screen. A game's keys do nothing while `blocked` (a dialog or the Results
    /// cover it).
    pub(in crate::app) fn command_msg(
        &self,
        command: Command,
        blocked: bool,
        start: impl FnOnce() -> Option<Carried>,
    ) -> Option<Msg> {
        let game_command = matches!(
            command,
            Command::Primary | Command::Attack | Command::Undo | Command::Redo
        );
        if game_command && blocked {
            return None;
        }
        match (command, self.seat()) {
            (Command::Primary, None) => start().map(Msg::Start),
            (Command::Primary, Some(t)) => t.primary(),
            (Command::Attack, t) => t.and_then(|t| t.key(command)),
            (Command::Undo, _) => Some(Msg::Undo),
            (Command::Redo, _) => Some(Msg::Redo),
            _ => Some(Msg::Command(command)),
        }
    }
}
