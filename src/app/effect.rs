//! What a feature asks of the app once it has acted: the features own their state and their
//! dialogs, and hand the rest (the notice, the other dialogs, the lists read again) to the
//! shell, which does it in the order given.

use super::game_on_table::GameOnTable;
use super::kit::notice::Notice;
use super::registry::ModeId;
use super::settings::Settings;
use std::path::PathBuf;

pub enum Effect {
    /// Shows this notice (`None`: hides the one shown).
    Notice(Option<Notice>),
    /// The feature opened a dialog of its own: any other closes.
    Opened(Feature),
    /// This game goes on the table (the one there before leaves it).
    PutOnTable(Box<dyn GameOnTable>),
    /// The table left the game: the start screen of this mode, the dialogs closed, the games
    /// to resume read again.
    ToStart(ModeId),
    /// Opens this file: a backup's restore, or a saved game.
    OpenFile(PathBuf),
    /// The data folder changed under the lists (a restore here, or another window): Resume,
    /// the game on the table, and the results of the mode on screen (`every_mode`: of all)
    /// are read again.
    ReadAgain { every_mode: bool },
    /// A restored backup's settings, taken as this table's where it had none of its own
    /// (`Settings::adopting`).
    AdoptSettings(Box<Settings>),
    /// That restore taken back out: the settings as they were before it.
    UnadoptSettings,
}

/// A notice to show, if there is one (`None` keeps the one shown).
pub fn say(notice: Option<Notice>) -> Vec<Effect> {
    notice
        .map(|n| vec![Effect::Notice(Some(n))])
        .unwrap_or_default()
}

/// The features that keep a dialog of their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feature {
    Backup,
    Library,
    Locks,
    Devices,
}
