//! A mode as the app reaches it without knowing which: `AnyMode`, one value a mode in the
//! registry's order (`MODES`, made from the one list in `registry.rs`), written once for every
//! mode's `ModeScreens` (`ModeOf<M>`). The start screen's tabs, a list's words for a game of any
//! mode, why a save cannot be played again, and each mode's keep come from here.

use super::keeps::{Kept, ModeKeep};
use super::mode::{KeepState, ModeScreens};
use super::registry::Registered;
use super::settings::Settings;
use crate::engine::GameResult;
use crate::store::{AnyGame, ReplayFault, Store};
use std::marker::PhantomData;

pub(super) use super::registry::MODES;

/// What the app asks of a mode it does not name.
pub(super) trait AnyMode: Sync {
    /// The start screen's tab.
    fn tab(&self) -> String;
    /// What a game of the mode is, in a few words: "coop game".
    fn kind(&self) -> String;
    /// What the big button does in the mode.
    fn primary_help(&self) -> String;
    /// What the mode keeps between games, read from the settings and the store.
    fn keep(&self, settings: &Settings, store: Option<&Store>) -> Box<dyn ModeKeep>;
    /// A game's words for a list (what it is, how far it got, who plays), if it is one of
    /// this mode's.
    fn game_words(&self, game: &AnyGame) -> Option<(String, String, Option<String>)>;
    /// Why a saved game cannot be played again, if it is one of this mode's.
    fn unplayable_words(&self, fault: &ReplayFault) -> Option<String>;
    /// Whether `line` reads as a result, if `log` is this mode's results log.
    fn reads_as_result(&self, log: &str, line: &str) -> Option<bool>;
}

/// The mode whose rules are `M`, as `AnyMode`.
pub(super) struct ModeOf<M>(PhantomData<fn() -> M>);

impl<M> ModeOf<M> {
    pub(super) const MODE: ModeOf<M> = ModeOf(PhantomData);
}

impl<M: Registered> AnyMode for ModeOf<M> {
    fn tab(&self) -> String {
        M::tab()
    }
    fn kind(&self) -> String {
        M::kind()
    }
    fn primary_help(&self) -> String {
        M::primary_help()
    }
    fn keep(&self, settings: &Settings, store: Option<&Store>) -> Box<dyn ModeKeep> {
        Box::new(Kept::<M>(<M::Keep as KeepState<M>>::new(settings, store)))
    }
    fn game_words(&self, game: &AnyGame) -> Option<(String, String, Option<String>)> {
        M::game_of(game).map(|g| (M::title_words(g), M::progress_words(g), M::who_words(g)))
    }
    fn unplayable_words(&self, fault: &ReplayFault) -> Option<String> {
        M::fault_of(fault).map(M::replay_words)
    }
    fn reads_as_result(&self, log: &str, line: &str) -> Option<bool> {
        type Result<M> = <M as ModeScreens>::Result;
        (log == <Result<M> as GameResult>::log_name())
            .then(|| coop_automa_ron::from_str::<Result<M>>(line).is_ok())
    }
}

/// A game of any mode in a list: what it is, how far it got, who plays (`None`: one player
/// alone).
pub fn game_words(game: &AnyGame) -> (String, String, Option<String>) {
    MODES
        .iter()
        .find_map(|m| m.game_words(game))
        .unwrap_or_default()
}

/// Why a saved game of any mode cannot be played again.
pub fn unplayable_words(u: &crate::store::Unplayable) -> String {
    // Only this app's games (`AnyGame`) say why a save is unplayable, and they say it as a
    // `ReplayFault`.
    u.why::<ReplayFault>()
        .and_then(|fault| MODES.iter().find_map(|m| m.unplayable_words(fault)))
        .unwrap_or_else(|| format!("{u:?}"))
}

/// Whether `line`, of the results log named `log`, reads as a result of that log's mode (as
/// its Results screen reads it); `None` for a log of no mode (a restore then carries the line
/// as it is).
pub(super) fn reads_as_result(log: &str, line: &str) -> Option<bool> {
    MODES.iter().find_map(|m| m.reads_as_result(log, line))
}
