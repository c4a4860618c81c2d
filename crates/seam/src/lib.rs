//! The seam between the app and a mode's screens. A mode's screens crate implements
//! `mode::ModeScreens` (with `ModeWords`, `KeepState`, `PlayState`) on a type of its own, and
//! draws with what is here and in the kit: the messages it sends the app (`msg`), the
//! commands, the table's bars and big button (`bar`), the Results screen's top and CSV
//! export, a finished game as BG Stats logs it, the words of the store's faults. The app
//! holds every mode through these traits and names none; nothing here names a mode.

pub mod bar;
pub mod bgstats;
pub mod card_names;
pub mod command;
pub mod export;
pub mod file_words;
pub mod i18n;
pub mod mode;
pub mod msg;
#[cfg(target_arch = "wasm32")]
pub mod page;
pub mod results_ask;
pub mod results_header;

// The table kit under the names the seam's files use.
use coop_automa_kit as kit;
use coop_automa_kit::{fit, fonts, theme};
