//! A results log's lines: one line of RON per finished game. Entering a game's end again
//! replaces its line. A line that cannot be read is reported and kept exactly as it is, byte
//! for byte, whenever the file is rewritten. And the CSV export of any mode's records.

use super::atomic::write_atomic;
use super::backend::Backend;
use super::detail::Detail;
use super::fault::{LineFault, ResultsFault};
use crate::engine::{Cell, GameResult};
use serde::Serialize;
use std::path::{Path, PathBuf};

/// A line of the results file that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadLine {
    pub line: usize,
    pub problem: LineFault,
}

/// The records of a results log of any kind, one RON line each, and the lines that could
/// not be read; a missing file has none. Only a file that cannot be read at all is an error.
pub(super) fn read_lines<T: serde::de::DeserializeOwned>(
    backend: &dyn Backend,
    path: &Path,
) -> Result<(Vec<T>, Vec<BadLine>), ResultsFault> {
    let bytes = match backend.read(path) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Ok((Vec::new(), Vec::new())),
        Err(e) => {
            return Err(ResultsFault::NotRead {
                file: path.to_owned(),
                detail: Detail::of(&e),
            });
        }
    };
    let mut records = Vec::new();
    let mut bad_lines = Vec::new();
    for (i, line) in bytes.split(|b| *b == b'\n').enumerate() {
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        match parse_line(line) {
            Ok(record) => records.push(record),
            Err(problem) => bad_lines.push(BadLine {
                line: i + 1,
                problem,
            }),
        }
    }
    Ok((records, bad_lines))
}

pub(super) fn parse_line<T: serde::de::DeserializeOwned>(line: &[u8]) -> Result<T, LineFault> {
    let text = std::str::from_utf8(line).map_err(|_| LineFault::NotText)?;
    coop_automa_ron::from_str(text).map_err(|e| LineFault::NotAResult {
        detail: e.to_string(),
    })
}

/// Writes `record` in place of the line of `game_id` (or appends it); `None` removes it.
/// Every other line, even one that cannot be read, is written back exactly as it was.
pub(super) fn update_line<T: Serialize + serde::de::DeserializeOwned>(
    backend: &dyn Backend,
    path: &Path,
    game_id: &str,
    record: Option<&T>,
    id_of: impl Fn(&T) -> &str,
) -> Result<(), ResultsFault> {
    let old = match backend.read(path) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => Vec::new(),
        Err(e) => {
            return Err(ResultsFault::NotRecorded {
                file: path.to_owned(),
                detail: Detail::of(&e),
            });
        }
    };
    let new_line = match record {
        Some(r) => coop_automa_ron::to_string(r).map_err(|e| ResultsFault::NotSerialized {
            detail: e.to_string(),
        })?,
        None => String::new(),
    };
    let mut out: Vec<u8> = Vec::with_capacity(old.len() + new_line.len() + 1);
    let mut replaced = false;
    for line in old.split(|b| *b == b'\n') {
        if line.is_empty() {
            continue;
        }
        // Only a line that holds the id can be its game's: no need to parse the others.
        let holds_id = line
            .windows(game_id.len().max(1))
            .any(|w| w == game_id.as_bytes());
        let same_game = holds_id && parse_line::<T>(line).is_ok_and(|r| id_of(&r) == game_id);
        if same_game {
            if !replaced && !new_line.is_empty() {
                out.extend_from_slice(new_line.as_bytes());
                out.push(b'\n');
            }
            replaced = true;
        } else {
            out.extend_from_slice(line);
            out.push(b'\n');
        }
    }
    if !replaced && !new_line.is_empty() {
        out.extend_from_slice(new_line.as_bytes());
        out.push(b'\n');
    }
    if !replaced && record.is_none() {
        return Ok(());
    }
    backend
        .write(path, &out)
        .map_err(|e| ResultsFault::NotWritten {
            detail: Detail::of(&e),
        })
}

/// The CSV export's header of a mode's records: the date, the mode's columns, the table.
pub fn csv_header<R: GameResult>() -> Vec<&'static str> {
    std::iter::once("date")
        .chain(R::CSV_COLUMNS.iter().copied())
        .chain(std::iter::once("table"))
        .collect()
}

/// The results as CSV text, oldest first, with the header above (docs/results-csv.md). A
/// record of this table's own (naming none) is named `here`.
pub fn to_csv<R: GameResult>(records: &[&R], here: &str) -> Result<String, ResultsFault> {
    let mut sorted: Vec<&&R> = records.iter().collect();
    coop_automa_engine::sort::sort_by_key(&mut sorted, |r| r.date());
    let rows = sorted.into_iter().map(|r| {
        let date = chrono::DateTime::from_timestamp(r.date(), 0)
            .map(|d| d.format("%Y-%m-%d %H:%M UTC").to_string())
            .unwrap_or_default();
        let table = if r.table().is_empty() {
            here
        } else {
            r.table()
        };
        std::iter::once(Cell::Plain(date))
            .chain(r.csv_row())
            .chain(std::iter::once(Cell::Text(table.to_owned())))
            .collect()
    });
    table_csv(&csv_header::<R>(), rows)
}

/// Any table as CSV text: its header, then its rows of cells.
pub fn table_csv(
    header: &[&str],
    rows: impl IntoIterator<Item = Vec<Cell>>,
) -> Result<String, ResultsFault> {
    let not_made = |detail: String| ResultsFault::CsvNotMade { detail };
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(header)
        .map_err(|e| not_made(e.to_string()))?;
    for row in rows {
        w.write_record(row.into_iter().map(cell_text))
            .map_err(|e| not_made(e.to_string()))?;
    }
    let bytes = w.into_inner().map_err(|e| not_made(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| not_made(e.to_string()))
}

/// What a typed cell may not begin with: a spreadsheet runs it as a formula (OWASP's list for
/// CSV injection: the four signs, and a tab or a carriage return before one).
pub const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A cell as the file holds it. Typed text a spreadsheet would run as a formula gets a
/// leading apostrophe.
fn cell_text(cell: Cell) -> String {
    match cell {
        Cell::Text(t) if t.starts_with(FORMULA_STARTS) => format!("'{t}"),
        Cell::Text(t) | Cell::Plain(t) => t,
        Cell::Number(n) => n.to_string(),
        Cell::YesNo(b) => if b { "yes" } else { "no" }.to_owned(),
        Cell::Empty => String::new(),
    }
}

/// The file a typed export name means: "~/" is the home folder (when there is one), and a
/// relative name is in the current folder, said in full so the table knows where it went.
pub(super) fn export_target(typed: &str, home: Option<&Path>) -> PathBuf {
    let path = match (typed.strip_prefix("~/"), home) {
        (Some(rest), Some(home)) => home.join(rest),
        _ => PathBuf::from(typed),
    };
    if path.is_relative() {
        std::env::current_dir()
            .map(|d| d.join(&path))
            .unwrap_or(path)
    } else {
        path
    }
}

/// Writes the results as CSV to `path` (a name the user typed; "~/" means the home folder),
/// this table's own named `here`.
/// An existing file is only replaced when `replace` is set. Returns the file written.
pub fn export_csv<R: GameResult>(
    records: &[&R],
    here: &str,
    path: &str,
    replace: bool,
) -> Result<PathBuf, ResultsFault> {
    write_csv(&to_csv(records, here)?, path, replace)
}

/// Writes CSV text to `path` (a name the user typed; "~/" means the home folder). An
/// existing file is only replaced when `replace` is set. Returns the file written.
pub fn write_csv(text: &str, path: &str, replace: bool) -> Result<PathBuf, ResultsFault> {
    let path = path.trim();
    if path.is_empty() {
        return Err(ResultsFault::CsvNoName);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let home = directories::BaseDirs::new().map(|b| b.home_dir().to_owned());
    // The web has no home folder: an export there is a download (see the web build).
    #[cfg(target_arch = "wasm32")]
    let home: Option<PathBuf> = None;
    let path = export_target(path, home.as_deref());
    if path.is_dir() {
        return Err(ResultsFault::CsvIsFolder { file: path });
    }
    // Only .csv files: an export must never land on a save or the results log.
    if !path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("csv"))
    {
        return Err(ResultsFault::CsvNotCsv { file: path });
    }
    if path.exists() && !replace {
        return Err(ResultsFault::CsvExists { file: path });
    }
    write_atomic(&path, text.as_bytes()).map_err(|e| ResultsFault::CsvNotWritten {
        file: path.clone(),
        detail: Detail::of(&e),
    })?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "~/" is the home folder; without one (the web) it is an ordinary relative name.
    #[test]
    fn an_export_name_starting_with_a_tilde_is_in_the_home_folder() {
        let home = Path::new("/home/ann");
        assert_eq!(
            export_target("~/games/coop.csv", Some(home)),
            home.join("games/coop.csv")
        );
        assert_eq!(
            export_target("/tmp/coop.csv", Some(home)),
            Path::new("/tmp/coop.csv")
        );
        let here = std::env::current_dir().unwrap();
        assert_eq!(export_target("~/coop.csv", None), here.join("~/coop.csv"));
        assert_eq!(export_target("coop.csv", Some(home)), here.join("coop.csv"));
    }
}
