//! The game on the table, written once for every mode: its autosave file and id, actions,
//! undo and redo with their notices, the results kept in step, Save as, and what the shell
//! asks of it. `GameOnTable` is what the shell holds: a `Played<M>` of whichever mode is played.

use super::bgstats::Play;
use super::chrome::bar::Chrome;
use super::command::Command;
use super::i18n::t;
use super::keeps::Keeps;
use super::kit::notice::Notice;
use super::mode::{ActionOf, AskFirst, GameOf, KeepState, ModeScreens, PlayState};
use super::msg::Carried;
use super::msg::Msg;
use super::registry::{Mode, ModeId, Registered};
use super::store_words;
use crate::engine::{GameResult, ModeGame};
use crate::store::AnyGame;
use crate::store::{Autosaved, SaveError, Store};
use coop_automa_order::Step;
use eframe::egui;
use serde::Serialize;
use std::any::Any;
use std::path::{Path, PathBuf};

/// What a change of the game may touch besides the table.
pub(super) struct Cx<'a> {
    pub store: Option<&'a Store>,
    pub keeps: &'a mut Keeps,
    pub notice: &'a mut Option<Notice>,
    pub save_problem: &'a mut Option<String>,
    /// A game was finished (its result recorded) by this change.
    pub finished_now: bool,
}

/// A game of the mode `M` on the table.
pub(super) struct Played<M: ModeScreens> {
    pub play: M::Play,
    /// The game's autosave file (`None`: no data folder).
    pub slot: Option<PathBuf>,
    /// Which game this is: kept in its saves, and the key of its result.
    pub game_id: String,
    /// The stamp of this window's last read or write of `slot`: a write by another window
    /// since then changes it (see `Store::autosave_unless_moved`).
    pub seen: Option<u64>,
    /// This game's result is in its mode's results log.
    pub recorded: bool,
    /// An action waiting for the answer to its question (it would end the game or put a
    /// player out).
    pub asking: Option<(ActionOf<M>, AskFirst)>,
    /// A game a host serves (`Some`): the table's actions, undos and redos wait here as
    /// steps to send it, and the game changes only by the steps the host numbers.
    pub remote: Option<Vec<Step>>,
}

/// Plays a step on a game of the mode `M` by its rules: an action as its saves write it, an
/// undo or a redo. The action played, if it was one; the refusal in the table's words.
pub(super) fn play_step_on<M: Mode>(
    game: &mut GameOf<M>,
    step: &Step,
) -> Result<Option<ActionOf<M>>, String> {
    let words = |e| M::error_words(&e);
    match step {
        Step::Apply(text) => {
            let action = coop_automa_ron::from_str::<ActionOf<M>>(text)
                .map_err(|_| t!("host-step-unreadable"))?;
            game.apply(action).map_err(words)?;
            Ok(Some(action))
        }
        Step::Undo => game.undo().map(|_| None).map_err(words),
        Step::Redo => game.redo().map(|_| None).map_err(words),
    }
}

/// The game on the table, of any mode: what the shell asks of it.
pub(super) trait GameOnTable {
    fn mode(&self) -> ModeId;
    /// The game, as the lists of saves see it.
    fn listing(&self) -> &dyn ModeGame;
    fn slot(&self) -> Option<&Path>;
    /// Which game this is (its result's key).
    fn game_id(&self) -> &str;
    /// The game as BG Stats would log it were it recorded now; `None` before it is decided.
    fn logged_now(&self, table_name: &str) -> Option<Play>;
    /// Actions played and undone ones (redo's), to tell one game state from another.
    #[cfg(target_arch = "wasm32")]
    fn history_len(&self) -> (usize, usize);
    /// How far the game got, in words (the web build's test hook).
    #[cfg(target_arch = "wasm32")]
    fn progress(&self) -> String;
    /// The game as the text of its save file.
    fn save_text(&self) -> Result<String, String>;
    /// Writes the game to its autosave file (nothing without one). When another window wrote
    /// that file since this one read or wrote it, this window's game becomes a game of its
    /// own, in a new file: both are kept, and the words returned say so.
    fn autosave(&mut self, store: &Store) -> Result<Option<String>, SaveError>;
    fn save_as(&self, store: &Store, name: &str) -> Result<PathBuf, SaveError>;
    /// Another window wrote this game's file since this one read or wrote it.
    fn written_elsewhere(&self, store: &Store) -> bool;
    /// Plays an action of this mode (an action of another mode is ignored); one that would
    /// end the game or put a player out waits for an answer first.
    fn apply(&mut self, action: Carried, cx: &mut Cx);
    /// The question waiting for an answer, if any.
    fn asking(&self) -> Option<&AskFirst>;
    /// The answer: yes plays the waiting action, no drops it.
    fn answer(&mut self, yes: bool, cx: &mut Cx);
    /// Undoes or redoes one step.
    fn step(&mut self, undo: bool, cx: &mut Cx);
    /// Something typed could not be read.
    fn bad_entry(&mut self, why: String, cx: &mut Cx);
    fn primary(&self) -> Option<Msg>;
    fn key(&self, command: Command) -> Option<Msg>;
    /// A question is open whose answer will be an action (the other devices wait on it).
    fn question_open(&self) -> bool;
    /// A dialog of the mode covers the screen.
    fn dialog_open(&self) -> bool;
    /// The mode's play screen, in the app's `chrome` (its tools, what just happened).
    fn draw(&mut self, ui: &mut egui::Ui, keeps: &Keeps, chrome: &Chrome, msgs: &mut Vec<Msg>);
    fn leave_line(&self) -> Option<String>;
    /// Sets the mode's setup form for the same table again.
    fn form_after(&self, keeps: &mut Keeps);
    /// The game alone as RON (the web build's test hook).
    #[cfg(target_arch = "wasm32")]
    fn game_text(&self) -> String;
    /// The game itself, for a caller that knows its mode.
    fn game_any(&self) -> &dyn Any;
    /// A game a host serves: the steps the table chose since last asked, to send it.
    fn take_steps(&mut self) -> Vec<Step>;
    /// The seats a device may take as its own, by name (none: one person plays).
    fn seats(&self) -> Vec<String>;
    /// The seat this device shows large (`None`: the whole table alike).
    fn my_seat(&self) -> Option<usize>;
    fn set_my_seat(&mut self, seat: Option<usize>);
    /// A step the host played, played here too; the refusal in words (a host and a device
    /// of other rules). `own`: this device sent it.
    fn play_step(&mut self, step: &Step, own: bool) -> Result<(), String>;
}

impl<M: Mode> Played<M>
where
    GameOf<M>: ModeGame + Serialize,
{
    /// A game on the table, its autosave in `slot` (a new file when `None`, if there is a
    /// store), its id `game_id` (a new one when empty).
    pub fn new(
        game: GameOf<M>,
        slot: Option<PathBuf>,
        game_id: String,
        seen: Option<u64>,
        store: Option<&Store>,
    ) -> Self {
        let slot = slot.or_else(|| store.map(|s| s.new_slot(&game)));
        let game_id = if game_id.is_empty() {
            crate::store::new_game_id(&game)
        } else {
            game_id
        };
        let recorded = game.is_finished();
        let mut play = <M::Play as PlayState<M::Rules>>::new(game);
        play.settle();
        Played {
            play,
            slot,
            game_id,
            seen,
            recorded,
            asking: None,
            remote: None,
        }
    }

    fn game(&self) -> &GameOf<M> {
        self.play.game()
    }

    /// Plays an action (asked about already, or needing no question).
    fn play_action(&mut self, action: ActionOf<M>, cx: &mut Cx) {
        if let Some(outbox) = &mut self.remote {
            match coop_automa_ron::to_string(&action) {
                Ok(text) => outbox.push(Step::Apply(text)),
                Err(e) => *cx.notice = Notice::error_text(e.to_string()),
            }
            return;
        }
        match self.play.game_mut().apply(action) {
            Ok(_) => {
                *cx.notice = None;
                self.play.applied(action);
                self.changed(cx);
            }
            Err(e) => {
                if self.play.refused(action, &e) {
                    *cx.notice = None;
                } else {
                    *cx.notice = Notice::error(move || M::error_words(&e));
                }
            }
        }
    }

    /// After an action, undo or redo: on disk first, then the screen settles, then the
    /// results follow the game.
    fn changed(&mut self, cx: &mut Cx) {
        if let Some(store) = cx.store {
            match self.autosave(store) {
                Ok(moved) => {
                    *cx.save_problem = None;
                    if let Some(words) = moved {
                        *cx.notice = Notice::error_text(words);
                    }
                }
                Err(e) => *cx.save_problem = Some(store_words::problem(&e.0)),
            }
        }
        self.play.settle();
        let Some(store) = cx.store else { return };
        let keep = cx.keeps.keep_of_mut::<M>();
        match keep.results().record(
            &store.logs(),
            &self.game_id,
            self.play.game(),
            self.recorded,
        ) {
            Ok(recorded) => {
                cx.finished_now |= recorded && !self.recorded;
                self.recorded = recorded;
            }
            Err(e) => *cx.notice = Notice::error_text(e),
        }
    }
}

impl<M: Mode> GameOnTable for Played<M>
where
    GameOf<M>: ModeGame + Serialize,
{
    fn mode(&self) -> ModeId {
        M::Rules::ID
    }
    fn listing(&self) -> &dyn ModeGame {
        self.game()
    }
    fn game_id(&self) -> &str {
        &self.game_id
    }
    fn logged_now(&self, table_name: &str) -> Option<Play> {
        M::Result::of(self.game(), &self.game_id, crate::store::now())
            .map(|r| M::logged(&r, table_name))
    }
    #[cfg(target_arch = "wasm32")]
    fn progress(&self) -> String {
        M::progress_words(self.game())
    }
    fn slot(&self) -> Option<&Path> {
        self.slot.as_deref()
    }
    #[cfg(target_arch = "wasm32")]
    fn history_len(&self) -> (usize, usize) {
        let game = self.game();
        (game.actions_applied(), game.history().undone().len())
    }
    fn save_text(&self) -> Result<String, String> {
        crate::store::to_ron(self.game(), &self.game_id, None, crate::store::now())
    }
    fn autosave(&mut self, store: &Store) -> Result<Option<String>, SaveError> {
        let Some(slot) = &self.slot else {
            return Ok(None);
        };
        match store.autosave_unless_moved(self.game(), slot, &self.game_id, self.seen)? {
            Autosaved::Written(stamp) => {
                self.seen = stamp;
                Ok(None)
            }
            Autosaved::Moved => {
                // Another window played this game on and saved it: its file stays as it is,
                // and this window's game goes on as a game of its own.
                let fork = store.new_slot(self.game());
                self.game_id = crate::store::new_game_id(self.game());
                self.recorded = false;
                self.seen = None;
                match store.autosave_unless_moved(self.game(), &fork, &self.game_id, None)? {
                    Autosaved::Written(stamp) => self.seen = stamp,
                    Autosaved::Moved => {}
                }
                self.slot = Some(fork);
                Ok(Some(t!("game-moved")))
            }
        }
    }
    fn save_as(&self, store: &Store, name: &str) -> Result<PathBuf, SaveError> {
        store.save_as(self.game(), &self.game_id, name)
    }
    fn written_elsewhere(&self, store: &Store) -> bool {
        self.slot
            .as_ref()
            .is_some_and(|slot| store.stamp(slot) != self.seen)
    }
    fn apply(&mut self, action: Carried, cx: &mut Cx) {
        let Some(action) = action.get::<ActionOf<M>>() else {
            return;
        };
        // While a question waits, its dialog covers the game: nothing else is played.
        if self.asking.is_some() {
            return;
        }
        // Tried on a copy first: a press that ends the game or puts a player out asks.
        if M::ASKS_FIRST
            && let mut trial = self.game().clone()
            && trial.apply(action).is_ok()
            && let Some(ask) = M::ask_first(self.game(), &trial)
        {
            self.asking = Some((action, ask));
            return;
        }
        self.play_action(action, cx);
    }
    fn asking(&self) -> Option<&AskFirst> {
        self.asking.as_ref().map(|(_, ask)| ask)
    }
    fn answer(&mut self, yes: bool, cx: &mut Cx) {
        if let Some((action, _)) = self.asking.take()
            && yes
        {
            self.play_action(action, cx);
        }
    }
    fn step(&mut self, undo: bool, cx: &mut Cx) {
        if let Some(outbox) = &mut self.remote {
            outbox.push(if undo { Step::Undo } else { Step::Redo });
            return;
        }
        let game = self.play.game_mut();
        // The game as it stood names the step: kept, the notice words it in whatever language
        // the table switches to while it shows.
        let before = game.clone();
        let result = if undo {
            game.undo().map(|_| ())
        } else {
            game.redo().map(|_| ())
        };
        match result {
            Ok(()) => {
                *cx.notice = Notice::info(move || {
                    let step = M::step_words(&before, undo).unwrap_or_default();
                    if undo {
                        t!("undone", step = step)
                    } else {
                        t!("redone", step = step)
                    }
                });
                self.play.stepped();
                self.changed(cx);
            }
            Err(e) => *cx.notice = Notice::error(move || M::error_words(&e)),
        }
    }
    fn bad_entry(&mut self, why: String, cx: &mut Cx) {
        if let Err(why) = self.play.bad_entry(why) {
            *cx.notice = Notice::error_text(why);
        }
    }
    fn primary(&self) -> Option<Msg> {
        self.play.primary()
    }
    fn key(&self, command: Command) -> Option<Msg> {
        self.play.key(command)
    }
    fn question_open(&self) -> bool {
        self.play.question_open() || self.asking.is_some()
    }
    fn dialog_open(&self) -> bool {
        self.asking.is_some() || self.play.dialog_open()
    }
    fn draw(&mut self, ui: &mut egui::Ui, keeps: &Keeps, chrome: &Chrome, msgs: &mut Vec<Msg>) {
        M::play_screen(ui, &mut self.play, keeps.keep_of::<M>(), chrome, msgs);
    }
    fn leave_line(&self) -> Option<String> {
        M::leave_line(self.game())
    }
    fn form_after(&self, keeps: &mut Keeps) {
        keeps.keep_of_mut::<M>().form_after(self.game());
    }
    #[cfg(target_arch = "wasm32")]
    fn game_text(&self) -> String {
        coop_automa_ron::to_string(self.game()).unwrap_or_default()
    }
    fn game_any(&self) -> &dyn Any {
        self.game()
    }
    fn seats(&self) -> Vec<String> {
        self.play.seats()
    }
    fn my_seat(&self) -> Option<usize> {
        self.play.my_seat()
    }
    fn set_my_seat(&mut self, seat: Option<usize>) {
        self.play.set_my_seat(seat);
    }
    fn take_steps(&mut self) -> Vec<Step> {
        self.remote.as_mut().map(std::mem::take).unwrap_or_default()
    }
    fn play_step(&mut self, step: &Step, own: bool) -> Result<(), String> {
        match play_step_on::<M>(self.play.game_mut(), step)? {
            Some(action) if own => self.play.applied(action),
            Some(action) => self.play.applied_elsewhere(action),
            None => self.play.stepped(),
        }
        self.play.settle();
        Ok(())
    }
}

macro_rules! seats {
    ($($variant:ident: $module:ident::$rules:ident),* $(,)?) => {
        /// A saved game on the table, its autosave in `slot` (a new file when `None`).
        /// `seen`: the stamp of `slot` when the game was read from it.
        pub(super) fn seat(game: AnyGame, slot: Option<PathBuf>, game_id: String, seen: Option<u64>, store: Option<&Store>) -> Box<dyn GameOnTable> {
            match game {
                $(AnyGame::$variant(game) => Box::new(Played::<super::$module::Screens>::new(*game, slot, game_id, seen, store)),)*
            }
        }

        /// A game a host serves, on this device's table: no autosave here (the host keeps
        /// it, in `slot` where the host is this window's own), the table's taps sent as steps.
        pub(super) fn seat_remote(game: AnyGame, game_id: String, slot: Option<PathBuf>) -> Box<dyn GameOnTable> {
            match game {
                $(AnyGame::$variant(game) => {
                    let mut played = Played::<super::$module::Screens>::new(*game, slot, game_id, None, None);
                    played.remote = Some(Vec::new());
                    Box::new(played)
                })*
            }
        }

    };
}

crate::registry::with_modes!(seats);
