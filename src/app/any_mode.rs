//! A mode as the app reaches it without knowing which: `AnyMode`, one value a mode in the
//! registry's order (`MODES`, made from the one list in `registry.rs`), written once for every
//! mode's `ModeScreens` (`ModeOf<M>`). The start screen's tabs, a list's words for a game of any
//! mode, why a save cannot be played again, and each mode's keep come from here.

use super::command::Command;
use super::game_on_table::{GameOnTable, Played};
use super::keeps::{Keeps, Kept, ModeKeep};
use super::mode::{KeepState, ModeScreens, SetupOf};
use super::msg::Carried;
use super::registry::{Mode, ModeId, Registered};
use super::settings::Settings;
use crate::engine::{GameResult, Session};
use crate::store::{AnyGame, ReplayFault, Store};
use coop_automa_order::Step;
use std::marker::PhantomData;

/// Every mode as a value, at its id's place (`ModeId::index`), made from the one list.
macro_rules! modes_as_values {
    ($($variant:ident: $module:ident::$rules:ident),* $(,)?) => {
        pub(super) static MODES: &[&dyn AnyMode] =
            &[$(&ModeOf::<super::$module::Screens>::MODE,)*];
    };
}

crate::registry::with_modes!(modes_as_values);

impl ModeId {
    /// The mode as a value.
    pub(super) fn any(self) -> &'static dyn AnyMode {
        MODES[self.index()]
    }

    /// The start screen's tab.
    pub fn label(self) -> String {
        self.any().tab()
    }

    /// What a game of the mode is, in a few words: "coop game".
    pub fn kind(self) -> String {
        self.any().kind()
    }

    /// What the big button does in the mode.
    pub fn primary_help(self) -> String {
        self.any().primary_help()
    }

    /// The commands a table playing the mode has: the app's and its own keys.
    pub fn commands(self) -> impl Iterator<Item = Command> {
        Command::of_mode(self.any().own_keys())
    }
}

/// What the app keeps of every mode at start, from the settings and the store.
pub(super) fn keeps(settings: &Settings, store: Option<&Store>) -> Keeps {
    Keeps::new(MODES.iter().map(|m| m.keep(settings, store)).collect())
}

/// What the app asks of a mode it does not name.
pub(super) trait AnyMode: Sync {
    /// The start screen's tab.
    fn tab(&self) -> String;
    /// What a game of the mode is, in a few words: "coop game".
    fn kind(&self) -> String;
    /// What the big button does in the mode.
    fn primary_help(&self) -> String;
    /// The keys of the mode's own, beyond the app's.
    fn own_keys(&self) -> &'static [Command];
    /// What the mode keeps between games, read from the settings and the store.
    fn keep(&self, settings: &Settings, store: Option<&Store>) -> Box<dyn ModeKeep>;
    /// A game's words for a list (what it is, how far it got, who plays), if it is one of
    /// this mode's.
    fn game_words(&self, game: &AnyGame) -> Option<(String, String, Option<String>)>;
    /// Why a saved game cannot be played again, if it is one of this mode's.
    fn unplayable_words(&self, fault: &ReplayFault) -> Option<String>;
    /// Whether `line` reads as a result, if `log` is this mode's results log.
    fn reads_as_result(&self, log: &str, line: &str) -> Option<bool>;
    /// Plays a step a device sent on `game`, if it is one of this mode's: an action as its
    /// saves write it, an undo or a redo; the refusal in the table's words. (The host's
    /// referee, on the desktop only so far: a page joins no host yet.)
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    fn play_step(&self, game: &mut AnyGame, step: &Step) -> Option<Result<(), String>>;
    /// Records `game`'s result in its mode's results log once it is over, and takes it out
    /// again when an undo reopens it (`recorded`: the log holds it), if the game is this
    /// mode's: whether the log holds it now, or why it could not be written. (The host's
    /// referee: a window records through what it keeps of the mode.)
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    fn record(
        &self,
        game: &AnyGame,
        game_id: &str,
        recorded: bool,
        logs: &crate::store::Logs,
    ) -> Option<Result<bool, String>>;
    /// A new game from `setup`, if it is this mode's (or why it cannot start); its mode's
    /// form remembers the setup.
    fn start(
        &self,
        setup: &Carried,
        keeps: &mut Keeps,
        store: Option<&Store>,
    ) -> Option<Result<Box<dyn GameOnTable>, String>>;
}

/// The mode whose screens are `M`, as `AnyMode`.
pub(super) struct ModeOf<M>(PhantomData<fn() -> M>);

impl<M> ModeOf<M> {
    pub(super) const MODE: ModeOf<M> = ModeOf(PhantomData);
}

// A mode's words are worded by the words crate alone (its screens know no app): the app's
// catalogs are installed first, as every word of the app's own.
impl<M: Mode> AnyMode for ModeOf<M> {
    fn tab(&self) -> String {
        super::i18n::install();
        M::tab()
    }
    fn kind(&self) -> String {
        super::i18n::install();
        M::kind()
    }
    fn primary_help(&self) -> String {
        super::i18n::install();
        M::primary_help()
    }
    fn own_keys(&self) -> &'static [Command] {
        M::OWN_KEYS
    }
    fn keep(&self, settings: &Settings, store: Option<&Store>) -> Box<dyn ModeKeep> {
        Box::new(Kept::<M>(<M::Keep as KeepState<M>>::new(
            &settings.names,
            store.map(Store::logs).as_ref(),
        )))
    }
    fn play_step(&self, game: &mut AnyGame, step: &Step) -> Option<Result<(), String>> {
        let session = <M::Rules as Registered>::game_of_mut(game)?;
        super::i18n::install();
        Some(super::game_on_table::play_step_on::<M>(session, step).map(drop))
    }
    fn record(
        &self,
        game: &AnyGame,
        game_id: &str,
        recorded: bool,
        logs: &crate::store::Logs,
    ) -> Option<Result<bool, String>> {
        let session = M::Rules::game_of(game)?;
        let record = M::Result::of(session, game_id, crate::store::now());
        if record.is_none() && !recorded {
            return Some(Ok(false));
        }
        super::i18n::install();
        let written = logs.update_log(game_id, record.as_ref());
        Some(
            written
                .map(|()| record.is_some())
                .map_err(|e| super::file_words::results_fault(&e)),
        )
    }
    fn game_words(&self, game: &AnyGame) -> Option<(String, String, Option<String>)> {
        super::i18n::install();
        M::Rules::game_of(game).map(|g| (M::title_words(g), M::progress_words(g), M::who_words(g)))
    }
    fn unplayable_words(&self, fault: &ReplayFault) -> Option<String> {
        super::i18n::install();
        M::Rules::fault_of(fault).map(M::replay_words)
    }
    fn reads_as_result(&self, log: &str, line: &str) -> Option<bool> {
        type Result<M> = <M as ModeScreens>::Result;
        (log == <Result<M> as GameResult>::log_name())
            .then(|| coop_automa_ron::from_str::<Result<M>>(line).is_ok())
    }
    fn start(
        &self,
        setup: &Carried,
        keeps: &mut Keeps,
        store: Option<&Store>,
    ) -> Option<Result<Box<dyn GameOnTable>, String>> {
        let setup = setup.get::<SetupOf<M>>()?;
        Some(match Session::<M::Rules>::new(setup.clone()) {
            Ok(game) => {
                keeps.keep_of_mut::<M>().started(&setup);
                Ok(Box::new(Played::<M>::new(
                    game,
                    None,
                    String::new(),
                    None,
                    store,
                )))
            }
            Err(e) => Err(M::error_words(&e)),
        })
    }
}

/// A new game from `setup` (a setup of any mode's rules), on the table; its mode's form
/// remembers the setup. Why not, if it cannot start (or is no mode's setup).
pub(super) fn start(
    setup: &Carried,
    keeps: &mut Keeps,
    store: Option<&Store>,
) -> Result<Box<dyn GameOnTable>, String> {
    MODES
        .iter()
        .find_map(|m| m.start(setup, keeps, store))
        .unwrap_or_else(|| Err(format!("{setup:?}")))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A mode's own keys are in its help and in no other mode's that does not name them;
    /// every mode has the app's own.
    #[test]
    fn each_modes_keys_are_the_apps_and_its_own() {
        for &mode in ModeId::ALL {
            let own = mode.any().own_keys();
            let commands: Vec<Command> = mode.commands().collect();
            for command in Command::ALL {
                let expected = command.is_the_apps() || own.contains(&command);
                assert_eq!(
                    commands.contains(&command),
                    expected,
                    "{mode:?}: {command:?}"
                );
            }
            assert!(own.iter().all(|c| !c.is_the_apps()), "{mode:?}");
        }
        // Some mode has a key of its own (the coop's "Attack played").
        assert!(MODES.iter().any(|m| !m.own_keys().is_empty()));
    }
}
