//! The backup's dialogs as data: which one is open and what it holds, and what the table
//! pressed in it.

use crate::store::{RestorePlan, Restored, Restoring};

/// The backup's dialog open, if any: the form, the reminder, a large backup being read, or
/// a restore (planned, under way, or done).
#[derive(Debug)]
pub enum Dialog {
    /// "Back up everything", with the file and the table's name typed and why the last try
    /// failed.
    Form {
        path: String,
        table: String,
        error: Option<String>,
    },
    /// Time to back up: `finished` games so far.
    Reminder { finished: usize },
    /// A large backup being read (on a thread of its own: the desktop), before its restore
    /// dialog.
    #[cfg(not(target_arch = "wasm32"))]
    Reading { name: String },
    /// A backup opened: what restoring it adds, and once restored, what it added.
    Restore {
        name: String,
        /// Whose backup it is, when it was made, and whether this device takes its name.
        made: Origin,
        plan: Box<RestorePlan>,
        /// The backup's settings, taken once it is restored: this table has none of its own.
        settings: Option<Box<crate::app::settings::Settings>>,
        restored: Option<Restored>,
        /// The restore under way (a large backup is written over several frames).
        restoring: Option<Box<Restoring>>,
    },
}

impl Dialog {
    /// A restore is being written: it cannot stop half way without the record that takes it
    /// back out, so its dialog stays.
    pub fn busy(&self) -> bool {
        matches!(
            self,
            Dialog::Restore {
                restoring: Some(_),
                ..
            }
        )
    }
}

/// What the table pressed in a backup dialog.
#[derive(Debug, Clone, PartialEq)]
pub enum Ask {
    /// Open "Back up everything".
    Show,
    /// Write the backup to the file typed (a download on the web), naming the table.
    Write { path: String, table: String },
    /// Restore the backup opened, as its dialog planned.
    Restore,
    /// Take the restore just made back out.
    UndoRestore,
    /// Close the dialog (a restore under way keeps it).
    Close,
}

/// The feature's question, carried by a message (`Msg::ask`).
impl super::super::msg::FeatureAsk for Ask {}

/// Whose backup the restore dialog shows: the table that made it (empty: not named), when
/// (seconds since 1970), and whether this device takes that table's name (it has none and
/// nothing of its own yet: a new device given a lost one's backup).
#[derive(Clone, Debug)]
pub struct Origin {
    pub table: String,
    pub made_at: i64,
    pub takes_name: bool,
}
