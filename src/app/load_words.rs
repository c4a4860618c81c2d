//! A save the store refused, in the table's language: the store says which file and what is
//! wrong with it (a fault of any mode's save, named by its mode's words), the words are
//! chosen here.

use super::file_words::detail;
use super::i18n::t;
use super::registry::ModeId;
use crate::store::{Fault, LoadError};

/// A file that was refused: "Could not open F: it is empty. The file was left as it is."
pub fn load_error(e: &LoadError) -> String {
    let file = e.file.display().to_string();
    match &e.fault {
        Fault::Missing => t!("load-missing", file = file),
        // Plain words first, the parser's detail last.
        Fault::Unreadable { detail } => {
            t!("load-unreadable", file = file, detail = detail.as_str())
        }
        other => t!("load-refused", file = file, why = fault(other)),
    }
}

/// What is wrong with a file, after "it": "it is empty".
pub fn fault(f: &Fault) -> String {
    match f {
        Fault::Missing => t!("fault-missing"),
        Fault::Denied => t!("fault-denied"),
        Fault::NotRead { detail: d } => t!("fault-not-read", detail = detail(d)),
        Fault::NotAFile => t!("fault-not-a-file"),
        Fault::TooLarge { bytes, max_bytes } => t!(
            "fault-too-large",
            mb = (bytes + 512 * 1024) / (1024 * 1024),
            max = max_bytes / (1024 * 1024)
        ),
        Fault::Empty => t!("fault-empty"),
        Fault::NotText => t!("fault-not-text"),
        Fault::Unreadable { detail } => t!("fault-unreadable", detail = detail.as_str()),
        Fault::NotASave => t!("fault-not-a-save"),
        Fault::NewerFormat { version, max } => {
            t!("fault-newer-format", version = *version, max = *max)
        }
        Fault::NoFormatVersion => t!("fault-no-format-version"),
        Fault::UnknownMode { mode, known } => t!(
            "fault-unknown-mode",
            mode = mode.as_str(),
            known = super::i18n::and_list(known)
        ),
        Fault::NewerRules { mode, rules, max } => t!(
            "fault-newer-rules",
            mode = ModeId::of_known_key(mode).map_or_else(|| mode.clone(), ModeId::kind),
            rules = *rules,
            max = *max
        ),
        Fault::OtherProgram { app } => t!("fault-other-program", app = app.as_str()),
        Fault::Unplayable(why) => {
            t!(
                "fault-unplayable",
                detail = super::any_mode::unplayable_words(why)
            )
        }
        Fault::OtherMode { mode, wanted } => t!(
            "fault-other-mode",
            mode = ModeId::of_known_key(mode).map_or_else(|| mode.clone(), ModeId::kind),
            wanted = ModeId::of_known_key(wanted).map_or_else(|| wanted.clone(), ModeId::kind)
        ),
    }
}
