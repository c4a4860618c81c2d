//! The store's refusals and failures in the table's language: the store hands over data
//! (which file, what is wrong, the system's own detail), the words are chosen here.

use super::file_words::detail;
use super::i18n::t;
use super::registry::ModeId;
use crate::store::{Fault, LoadError, Problem};

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
                detail = super::keeps::unplayable_words(why)
            )
        }
        Fault::OtherMode { mode, wanted } => t!(
            "fault-other-mode",
            mode = ModeId::of_known_key(mode).map_or_else(|| mode.clone(), ModeId::kind),
            wanted = ModeId::of_known_key(wanted).map_or_else(|| wanted.clone(), ModeId::kind)
        ),
    }
}

/// What the store could not do, as a notice.
pub fn problem(p: &Problem) -> String {
    let shown = |path: &std::path::Path| path.display().to_string();
    match p {
        Problem::FolderNotMade { dir, detail: d } => {
            t!(
                "problem-folder-not-made",
                dir = shown(dir),
                detail = detail(d)
            )
        }
        Problem::LockNotOpened { file, detail: d } => {
            t!(
                "problem-lock-not-opened",
                file = shown(file),
                detail = detail(d)
            )
        }
        Problem::FolderInUse { dir } => t!("problem-folder-in-use", dir = shown(dir)),
        Problem::FolderNotLocked { dir, detail: d } => {
            t!(
                "problem-folder-not-locked",
                dir = shown(dir),
                detail = detail(d)
            )
        }
        Problem::NotSerialized { detail } => {
            t!("problem-not-serialized", detail = detail.as_str())
        }
        Problem::NotWritten { detail: d } => t!("problem-not-written", detail = detail(d)),
        Problem::CannotMoveBack { file, there } => t!(
            "problem-cannot-move-back",
            file = shown(file),
            there = shown(there)
        ),
        Problem::NotMoved { file, detail: d } => {
            t!("problem-not-moved", file = shown(file), detail = detail(d))
        }
        Problem::NotAGame { file } => t!("problem-not-a-game", file = shown(file)),
        Problem::NameTaken { name } => t!("problem-name-taken", name = name.as_str()),
        Problem::NotASave { .. } => t!("problem-not-a-save"),
        Problem::NotDeleted { file, detail: d } => {
            t!(
                "problem-not-deleted",
                file = shown(file),
                detail = detail(d)
            )
        }
        Problem::NoName => t!("problem-no-name"),
        Problem::NameTooLong { max } => t!("problem-name-too-long", max = *max),
        Problem::NameHas { bad } => t!("problem-name-has", bad = bad.to_string()),
    }
}
