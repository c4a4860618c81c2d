//! What the app keeps of every mode between games (its setup form, its results): one box a
//! mode, in the registry's order, each asked through `ModeKeep` whichever its mode. The
//! code is written once, for every mode (`Kept<M>`); the list of modes is `AnyMode`'s.

use super::bgstats::Play;
use super::effect::Effect;
use super::export::Csv;
use super::kit::notice::Notice;
use super::kit::tables::Tables;
use super::mode::{KeepState, ModeScreens};
use super::msg::{Carried, Msg};
use super::registry::{Mode, ModeId, Registered};
use super::settings::Settings;
use crate::store::{Logs, Recorded, Store};
use eframe::egui;
use std::any::Any;

/// What the shell asks of a mode's keep, whichever the mode.
pub(super) trait ModeKeep: Any {
    /// The settings the mode keeps, written into `settings`.
    fn remember(&self, settings: &mut Settings);
    /// The settings the mode keeps, taken from `settings` (a restored backup's).
    fn adopt(&mut self, settings: &Settings);
    /// The mode's work between frames; true while some is left.
    fn poll(&mut self) -> bool;
    fn setup_screen(&mut self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>);
    /// The setup typed, if it can start.
    fn typed_setup(&self) -> Option<Carried>;
    /// The game `game_id` as BG Stats logs it, if the results hold it.
    fn logged(&mut self, store: Option<&Store>, game_id: &str, table_name: &str) -> Option<Play>;
    /// The ids of the games the results hold, read again first.
    fn recorded(&mut self, store: Option<&Store>) -> Result<Vec<String>, String>;
    /// Reads the results if they are not read yet.
    fn read_results(&mut self, store: Option<&Store>) -> Result<(), String>;
    /// Reads the results again (another window or a restore wrote them).
    fn reread(&mut self, store: Option<&Store>) -> Result<(), String>;
    /// Gets the results ready for the Results screen.
    fn open_results(&mut self, store: Option<&Store>) -> Result<(), String>;
    fn export_csv(&mut self, tables: &Tables, csv: Csv, replace: bool) -> Option<Notice>;
    /// The mode's report as a forum message, if it has one.
    fn report_text(&mut self, tables: &Tables) -> Option<String>;
    fn results_screen(&mut self, ui: &mut egui::Ui, tables: &mut Tables, msgs: &mut Vec<Msg>);
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

/// The keep of the mode `M`.
pub(super) struct Kept<M: ModeScreens>(pub M::Keep);

impl<M: Mode> ModeKeep for Kept<M> {
    fn remember(&self, settings: &mut Settings) {
        self.0.remember(&mut settings.names);
    }
    fn adopt(&mut self, settings: &Settings) {
        self.0.adopt(&settings.names);
    }
    fn poll(&mut self) -> bool {
        self.0.poll()
    }
    fn setup_screen(&mut self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>) {
        self.0.setup_screen(ui, msgs);
    }
    fn typed_setup(&self) -> Option<Carried> {
        self.0.typed_setup().map(Carried::new)
    }
    fn logged(&mut self, store: Option<&Store>, game_id: &str, table_name: &str) -> Option<Play> {
        self.0
            .results()
            .result(logs(store).as_ref(), game_id)
            .map(|r| M::logged(&r, table_name))
    }
    fn recorded(&mut self, store: Option<&Store>) -> Result<Vec<String>, String> {
        let results = self.0.results();
        let logs = logs(store);
        results
            .reread(logs.as_ref())
            .and_then(|()| results.game_ids(logs.as_ref()))
    }
    fn read_results(&mut self, store: Option<&Store>) -> Result<(), String> {
        self.0.results().read(logs(store).as_ref())
    }
    fn reread(&mut self, store: Option<&Store>) -> Result<(), String> {
        self.0.results().reread(logs(store).as_ref())
    }
    fn open_results(&mut self, store: Option<&Store>) -> Result<(), String> {
        self.0.results().open(logs(store).as_ref())
    }
    fn export_csv(&mut self, tables: &Tables, csv: Csv, replace: bool) -> Option<Notice> {
        self.0.results().export(tables, csv, replace)
    }
    fn report_text(&mut self, tables: &Tables) -> Option<String> {
        self.0.results().report_text(tables)
    }
    fn results_screen(&mut self, ui: &mut egui::Ui, tables: &mut Tables, msgs: &mut Vec<Msg>) {
        self.0.results_screen(ui, tables, msgs);
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// The store's results logs, for a mode's keep.
fn logs(store: Option<&Store>) -> Option<Logs> {
    store.map(Store::logs)
}

/// What the app keeps of every mode between games: each mode's keep at its id's place.
pub(super) struct Keeps {
    by_mode: Vec<Box<dyn ModeKeep>>,
}

impl Keeps {
    /// Every mode's keep, at its id's place (`any_mode::keeps` makes them).
    pub(super) fn new(by_mode: Vec<Box<dyn ModeKeep>>) -> Keeps {
        Keeps { by_mode }
    }

    /// The keep of `mode`, to read.
    pub(super) fn get(&self, mode: ModeId) -> &dyn ModeKeep {
        self.by_mode[mode.index()].as_ref()
    }

    /// The keep of `mode`.
    pub(super) fn get_mut(&mut self, mode: ModeId) -> &mut dyn ModeKeep {
        self.by_mode[mode.index()].as_mut()
    }

    /// The keep of the mode `M`, as its own type.
    pub(super) fn keep_of<M: Mode>(&self) -> &M::Keep {
        let kept = self.by_mode[M::Rules::ID.index()]
            .as_any()
            .downcast_ref::<Kept<M>>();
        &kept.expect("each mode's keep stands at its id's place").0
    }

    /// Reads `mode`'s results if they are not read yet; what the table is told if they
    /// cannot be.
    pub(super) fn read_results(&mut self, mode: ModeId, store: Option<&Store>) -> Vec<Effect> {
        match self.get_mut(mode).read_results(store) {
            Ok(()) => Vec::new(),
            Err(e) => vec![Effect::Notice(Notice::error_text(e))],
        }
    }

    /// The keep of the mode `M`, as its own type, to change.
    pub(super) fn keep_of_mut<M: Mode>(&mut self) -> &mut M::Keep {
        let kept = self.by_mode[M::Rules::ID.index()]
            .as_any_mut()
            .downcast_mut::<Kept<M>>();
        &mut kept.expect("each mode's keep stands at its id's place").0
    }

    /// The settings every mode keeps, written into `settings`.
    pub(super) fn remember(&self, settings: &mut Settings) {
        self.by_mode.iter().for_each(|k| k.remember(settings));
    }

    /// The settings every mode keeps, taken from `settings` (a restored backup's).
    pub(super) fn adopt(&mut self, settings: &Settings) {
        self.by_mode.iter_mut().for_each(|k| k.adopt(settings));
    }

    /// Every mode's work between frames; true while some is left.
    pub(super) fn poll(&mut self) -> bool {
        self.by_mode
            .iter_mut()
            .fold(false, |left, k| k.poll() | left)
    }

    /// The games every mode's results hold, read again now (another window may have
    /// recorded or undone an end since): by mode key, their ids. Also why a mode's results
    /// could not be read (none of its games is then among them).
    pub(super) fn recorded(&mut self, store: Option<&Store>) -> (Recorded, Vec<String>) {
        let (mut held, mut unread) = (Recorded::new(), Vec::new());
        for (mode, keep) in ModeId::ALL.iter().zip(&mut self.by_mode) {
            match keep.recorded(store) {
                Ok(ids) => {
                    held.insert(mode.key(), ids.into_iter().collect());
                }
                Err(e) => unread.push(e),
            }
        }
        (held, unread)
    }

    /// Reads `mode`'s results again (another window wrote them), or every mode's (`None`: a
    /// restore wrote them); the last failure.
    pub(super) fn reread(
        &mut self,
        mode: Option<ModeId>,
        store: Option<&Store>,
    ) -> Result<(), String> {
        let mut result = Ok(());
        for (id, keep) in ModeId::ALL.iter().zip(&mut self.by_mode) {
            if mode.is_none_or(|m| m == *id)
                && let Err(e) = keep.reread(store)
            {
                result = Err(e);
            }
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every mode's keep stands at its id's place, as its own type: the app reaches each
    /// mode's form and results through it.
    #[test]
    fn each_modes_keep_is_found_by_its_id_and_its_type() {
        let settings = Settings::default();
        let mut keeps = super::super::any_mode::keeps(&settings, None);
        assert_eq!(keeps.by_mode.len(), ModeId::ALL.len());
        for (i, mode) in ModeId::ALL.iter().enumerate() {
            assert_eq!(mode.index(), i);
            // The keep at the mode's place is of the type its mode makes (what `keep_of`
            // downcasts to), and no other mode's.
            let made = mode.any().keep(&settings, None);
            let found = keeps.get_mut(*mode).as_any().type_id();
            assert_eq!(found, made.as_any().type_id(), "{mode:?}");
            for other in ModeId::ALL.iter().filter(|m| *m != mode) {
                assert_ne!(
                    keeps.get(*other).as_any().type_id(),
                    found,
                    "{mode:?} {other:?}"
                );
            }
        }
    }
}
