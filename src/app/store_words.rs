//! The store's refusals and failures in the table's language: the store hands over data
//! (which file, what is wrong, the system's own detail), the words are chosen here.

use super::i18n::t;
use super::registry::ModeId;
use crate::store::{BadLine, Detail, Fault, LineFault, LoadError, Problem, ResultsFault};

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

/// Why a read, write, move or delete failed: the store's finding, or the system's words.
pub fn detail(d: &Detail) -> String {
    let shown = |path: &std::path::Path| path.display().to_string();
    match d {
        Detail::System(words) => words.clone(),
        Detail::FolderNotMade { dir, system } => {
            t!(
                "detail-folder-not-made",
                dir = shown(dir),
                system = system.as_str()
            )
        }
        Detail::FileNotWritten { file, system } => {
            t!(
                "detail-file-not-written",
                file = shown(file),
                system = system.as_str()
            )
        }
        Detail::FileThere => t!("detail-file-there"),
        Detail::NoFile => t!("detail-no-file"),
        Detail::NoFileName => t!("detail-no-file-name"),
        Detail::NoBrowserStorage => t!("detail-no-browser-storage"),
        Detail::BrowserFull => t!("detail-browser-full"),
        Detail::CounterNotKept { system } => {
            t!("detail-counter-not-kept", system = system.as_str())
        }
        Detail::BytesMissing { file } => t!("detail-bytes-missing", file = shown(file)),
        Detail::NotRead { system } => t!("detail-not-read", system = system.as_str()),
        Detail::OnlyText => t!("detail-only-text"),
        Detail::NotMoved { system } => t!("detail-not-moved", system = system.as_str()),
        Detail::NotDeleted { system } => t!("detail-not-deleted", system = system.as_str()),
    }
}

/// What the results log or a CSV export could not do.
pub fn results_fault(f: &ResultsFault) -> String {
    let shown = |path: &std::path::Path| path.display().to_string();
    match f {
        ResultsFault::NotRead { file, detail: d } => {
            t!("results-not-read", file = shown(file), detail = detail(d))
        }
        ResultsFault::NotRecorded { file, detail: d } => {
            t!(
                "results-not-recorded",
                file = shown(file),
                detail = detail(d)
            )
        }
        ResultsFault::NotSerialized { detail } => {
            t!("results-not-serialized", detail = detail.as_str())
        }
        ResultsFault::NotWritten { detail: d } => t!("results-not-written", detail = detail(d)),
        ResultsFault::CsvNoName => t!("csv-no-name"),
        ResultsFault::CsvIsFolder { file } => t!("csv-is-folder", file = shown(file)),
        ResultsFault::CsvNotCsv { file } => t!("csv-not-csv", file = shown(file)),
        ResultsFault::CsvExists { file } => t!("csv-exists", file = shown(file)),
        ResultsFault::CsvNotMade { detail } => t!("csv-not-made", detail = detail.as_str()),
        ResultsFault::CsvNotWritten { file, detail: d } => {
            t!("csv-not-written", file = shown(file), detail = detail(d))
        }
    }
}

/// The lines of a results log that could not be read (kept as they are), if any.
pub fn bad_lines(file: &std::path::Path, lines: &[BadLine]) -> Option<String> {
    if lines.is_empty() {
        return None;
    }
    let each: Vec<String> = lines
        .iter()
        .map(|b| {
            let why = match &b.problem {
                LineFault::NotText => t!("results-line-not-text"),
                LineFault::NotAResult { detail } => {
                    t!("results-line-not-a-result", detail = detail.as_str())
                }
            };
            t!("results-bad-line", line = b.line, why = why)
        })
        .collect();
    Some(t!(
        "results-bad-lines",
        file = file.display().to_string(),
        lines = each.join("; ")
    ))
}
