//! What the app keeps of every mode between games (its setup form, its results), and the few
//! places the shell must reach a mode by its id, made from the one list of modes.

use super::bgstats::{Logged, Play};
use super::export::Csv;
use super::kit::notice::Notice;
use super::kit::tables::Tables;
use super::mode::TableMode;
use super::msg::Msg;
use super::registry::{ModeAction, ModeId, ModeSetup};
use super::settings::Settings;
use crate::modes;
use crate::store::{Recorded, ReplayFault, Store, TableGame, Unplayable};
use eframe::egui;

/// What the registry knows of a mode beyond its `TableMode`.
pub(super) trait Registered: TableMode {
    const ID: ModeId;
    fn keep_of(keeps: &Keeps) -> &Self::Keep;
    fn keep_of_mut(keeps: &mut Keeps) -> &mut Self::Keep;
    /// The action, if it is one of this mode's.
    fn action_of(action: ModeAction) -> Option<Self::Action>;
}

macro_rules! keeps {
    ($($variant:ident: $module:ident::$rules:ident),* $(,)?) => {
        impl ModeId {
            /// The start screen's tab.
            pub fn label(self) -> String {
                match self {
                    $(ModeId::$variant => <modes::$module::$rules as TableMode>::tab(),)*
                }
            }

            /// What a game of the mode is, in a few words: "coop game".
            pub fn kind(self) -> String {
                match self {
                    $(ModeId::$variant => <modes::$module::$rules as TableMode>::kind(),)*
                }
            }

            /// What the big button does in the mode.
            pub fn primary_help(self) -> String {
                match self {
                    $(ModeId::$variant => <modes::$module::$rules as TableMode>::primary_help(),)*
                }
            }
        }

        /// A game of any mode in a list: what it is, how far it got, who plays (`None`: one
        /// player alone).
        pub fn game_words(game: &TableGame) -> (String, String, Option<String>) {
            match game {
                $(TableGame::$variant(g) => (
                    <modes::$module::$rules as TableMode>::title_words(g),
                    <modes::$module::$rules as TableMode>::progress_words(g),
                    <modes::$module::$rules as TableMode>::who_words(g),
                ),)*
            }
        }

        /// Why a saved game of any mode cannot be played again.
        pub fn unplayable_words(u: &Unplayable) -> String {
            match u.why::<ReplayFault>() {
                $(Some(ReplayFault::$variant(e)) => <modes::$module::$rules as TableMode>::replay_words(e),)*
                // Only this app's games (`TableGame`) say why a save is unplayable, and they
                // say it as a `ReplayFault`.
                None => format!("{u:?}"),
            }
        }

        $(
            impl Registered for modes::$module::$rules {
                const ID: ModeId = ModeId::$variant;
                fn keep_of(keeps: &Keeps) -> &Self::Keep {
                    &keeps.$module
                }
                fn keep_of_mut(keeps: &mut Keeps) -> &mut Self::Keep {
                    &mut keeps.$module
                }
                fn action_of(action: ModeAction) -> Option<Self::Action> {
                    #[allow(unreachable_patterns)]
                    match action {
                        ModeAction::$variant(action) => Some(action),
                        _ => None,
                    }
                }
            }
        )*

        /// Whether `line`, of the results log named `log`, reads as a result of that log's
        /// mode (as its Results screen reads it); `None` for a log of no mode (a restore
        /// then carries the line as it is).
        pub(super) fn reads_as_result(log: &str, line: &str) -> Option<bool> {
            $(
                type $variant = <modes::$module::$rules as TableMode>::Result;
                if log == <$variant as crate::engine::GameResult>::log_name() {
                    return Some(coop_automa_ron::from_str::<$variant>(line).is_ok());
                }
            )*
            None
        }

        /// What the app keeps of every mode between games.
        pub(super) struct Keeps {
            $(pub(super) $module: <modes::$module::$rules as TableMode>::Keep,)*
        }

        impl Keeps {
            pub(super) fn new(settings: &Settings, store: Option<&Store>) -> Keeps {
                Keeps {
                    $($module: <modes::$module::$rules as TableMode>::keep(settings, store),)*
                }
            }

            /// The settings every mode keeps, written into `settings`.
            pub(super) fn remember(&self, settings: &mut Settings) {
                $(<modes::$module::$rules as TableMode>::remember(&self.$module, settings);)*
            }

            /// The settings every mode keeps, taken from `settings` (a restored backup's).
            pub(super) fn adopt(&mut self, settings: &Settings) {
                $(<modes::$module::$rules as TableMode>::adopt(&mut self.$module, settings);)*
            }

            /// Every mode's work between frames; true while some is left.
            pub(super) fn poll(&mut self) -> bool {
                false $(| <modes::$module::$rules as TableMode>::poll(&mut self.$module))*
            }

            /// The setup screen of `mode`.
            pub(super) fn setup_screen(&mut self, mode: ModeId, ui: &mut egui::Ui, msgs: &mut Vec<Msg>) {
                match mode {
                    $(ModeId::$variant => <modes::$module::$rules as TableMode>::setup_screen(ui, &mut self.$module, msgs),)*
                }
            }

            /// The setup typed on `mode`'s screen, if it can start.
            pub(super) fn typed_setup(&self, mode: ModeId) -> Option<ModeSetup> {
                match mode {
                    $(ModeId::$variant => <modes::$module::$rules as TableMode>::typed_setup(&self.$module).map(ModeSetup::$variant),)*
                }
            }

            /// The game `game_id` of `mode`'s results as BG Stats logs it, if the results
            /// hold it (`table_name`: this table's name).
            pub(super) fn logged(&mut self, mode: ModeId, store: Option<&Store>, game_id: &str, table_name: &str) -> Option<Play> {
                match mode {
                    $(ModeId::$variant => <modes::$module::$rules as TableMode>::results(&mut self.$module)
                        .result(store, game_id)
                        .map(|r| r.play(table_name)),)*
                }
            }

            /// The games every mode's results hold, read again now (another window may have
            /// recorded or undone an end since): by mode key, their ids. Also why a mode's
            /// results could not be read (none of its games is then among them).
            pub(super) fn recorded(&mut self, store: Option<&Store>) -> (Recorded, Vec<String>) {
                let (mut held, mut unread) = (Recorded::new(), Vec::new());
                $(let results = <modes::$module::$rules as TableMode>::results(&mut self.$module);
                match results.reread(store).and_then(|()| results.game_ids(store)) {
                    Ok(ids) => {
                        held.insert(ModeId::$variant.key(), ids.into_iter().collect());
                    }
                    Err(e) => unread.push(e),
                })*
                (held, unread)
            }

            /// Reads `mode`'s results if they are not read yet.
            pub(super) fn read_results(&mut self, mode: ModeId, store: Option<&Store>) -> Result<(), String> {
                match mode {
                    $(ModeId::$variant => <modes::$module::$rules as TableMode>::results(&mut self.$module).read(store),)*
                }
            }

            /// Reads `mode`'s results again (another window wrote them), or every mode's
            /// (`None`: a restore wrote them); the last failure.
            pub(super) fn reread(&mut self, mode: Option<ModeId>, store: Option<&Store>) -> Result<(), String> {
                let mut result = Ok(());
                $(if mode.is_none_or(|m| m == ModeId::$variant)
                    && let Err(e) = <modes::$module::$rules as TableMode>::results(&mut self.$module).reread(store) {
                    result = Err(e);
                })*
                result
            }

            /// Gets `mode`'s results ready for the Results screen.
            pub(super) fn open_results(&mut self, mode: ModeId, store: Option<&Store>) -> Result<(), String> {
                match mode {
                    $(ModeId::$variant => <modes::$module::$rules as TableMode>::results(&mut self.$module).open(store),)*
                }
            }

            /// Exports `mode`'s results as CSV.
            pub(super) fn export_csv(&mut self, mode: ModeId, tables: &Tables, csv: Csv, replace: bool) -> Option<Notice> {
                match mode {
                    $(ModeId::$variant => <modes::$module::$rules as TableMode>::results(&mut self.$module).export(tables, csv, replace),)*
                }
            }

            /// `mode`'s report as a forum message, if it has one.
            pub(super) fn report_text(&mut self, mode: ModeId, tables: &Tables) -> Option<String> {
                match mode {
                    $(ModeId::$variant => <modes::$module::$rules as TableMode>::results(&mut self.$module).report_text(tables),)*
                }
            }

            /// `mode`'s Results screen.
            pub(super) fn results_screen(&mut self, mode: ModeId, ui: &mut egui::Ui, tables: &mut Tables, msgs: &mut Vec<Msg>) {
                match mode {
                    $(ModeId::$variant => <modes::$module::$rules as TableMode>::results_screen(ui, &mut self.$module, tables, msgs),)*
                }
            }
        }
    };
}

crate::registry::with_modes!(keeps);
