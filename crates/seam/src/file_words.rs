//! The store's findings about files and results logs, in the table's language: why a read or
//! a write failed, what the results log or a CSV export could not do, the lines kept unread.
//! No mode in them: the modes' own words (a game that cannot be replayed) are in store_words.

use crate::i18n::t;
use coop_automa_store::{BadLine, Detail, LineFault, ResultsFault};

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
        Detail::ReadOnly => t!("detail-read-only"),
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
