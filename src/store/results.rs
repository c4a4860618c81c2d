//! The results log: one line of RON per finished game in `results.ron` of the data folder.
//! Entering a game's points again replaces its line. A line that cannot be read is reported
//! and kept exactly as it is, byte for byte, whenever the file is rewritten.

use super::atomic::write_atomic;
use super::backend::{Backend, Files};
use super::detail::Detail;
use super::fault::{LineFault, ResultsFault};
use crate::modes::coop::{Game, Seat, StateCard, Step};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One finished game, as sent to the variant's author.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResultRecord {
    /// Which game: its autosave's name, so points entered again replace this record.
    pub game_id: String,
    /// When the points were entered, seconds since 1970 (UTC).
    pub date: i64,
    /// The recommended kingdom, or `None` for a custom one.
    pub kingdom: Option<String>,
    pub provinces: u8,
    pub duchies: u8,
    pub colonies: bool,
    pub fleet: bool,
    pub shared_hexes: bool,
    pub rounds: u32,
    /// How it ended, in words ("the Province pile is empty").
    pub ended: String,
    pub players: [PlayerResult; 2],
    pub automa_duchies: u8,
    pub automa_provinces: u8,
    pub automa_colonies: u8,
    pub automa_tokens: u8,
    pub automa_score: i32,
    pub humans_score: i32,
    pub humans_win: bool,
}

/// One player's part of a result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerResult {
    pub name: String,
    /// Points from their own cards.
    pub points: i32,
    /// The States held at the end, e.g. ["Deluded", "Miserable"].
    pub states: Vec<String>,
    /// Points after Miserable / Twice Miserable.
    pub total: i32,
}

impl ResultRecord {
    /// The record of a scored game; `None` if it has no score yet.
    pub fn of(game: &Game, game_id: &str, date: i64) -> Option<ResultRecord> {
        let score = game.score()?;
        let setup = game.setup();
        let automa = game.automa();
        let player = |seat: Seat| {
            let p = &score.players[seat.index()];
            PlayerResult {
                name: game.name(seat).to_owned(),
                points: p.points,
                states: game
                    .states(seat)
                    .held()
                    .into_iter()
                    .map(StateCard::name)
                    .map(str::to_owned)
                    .collect(),
                total: p.total,
            }
        };
        let reason = game.end_reason().map(|r| r.describe()).unwrap_or_default();
        Some(ResultRecord {
            game_id: game_id.to_owned(),
            date,
            kingdom: setup.kingdom.clone(),
            provinces: setup.provinces,
            duchies: setup.duchies,
            colonies: setup.colonies,
            fleet: setup.fleet,
            shared_hexes: setup.shared_hexes,
            rounds: game.round(),
            ended: if game.is_fleet_round() {
                format!("after the Fleet round ({reason})")
            } else {
                reason
            },
            players: [player(Seat::First), player(Seat::Second)],
            automa_duchies: automa.duchies,
            automa_provinces: automa.provinces,
            automa_colonies: automa.colonies,
            automa_tokens: automa.tokens,
            automa_score: score.automa.total,
            humans_score: score.humans,
            humans_win: score.humans_win,
        })
    }

    /// The kingdom's name for grouping: the recommended name, or "Custom".
    pub fn kingdom_name(&self) -> &str {
        self.kingdom.as_deref().unwrap_or("Custom")
    }

    /// The Province/Duchy step it was played at.
    pub fn step(&self) -> Step {
        Step {
            provinces: self.provinces,
            duchies: self.duchies,
        }
    }
}

/// A line of the results file that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadLine {
    pub line: usize,
    pub problem: LineFault,
}

/// What the results file holds.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Results {
    pub records: Vec<ResultRecord>,
    pub bad_lines: Vec<BadLine>,
}

/// The results file of a data folder.
pub fn results_path(data_dir: &Path) -> PathBuf {
    data_dir.join("results.ron")
}

/// Reads the results; a missing file is an empty log. Only a file that cannot be read at all
/// (permissions, a folder) is an error.
pub fn read_results(path: &Path) -> Result<Results, ResultsFault> {
    read_results_in(&Files, path)
}

/// `read_results` through a backend.
pub fn read_results_in(backend: &dyn Backend, path: &Path) -> Result<Results, ResultsFault> {
    let (records, bad_lines) = read_lines(backend, path)?;
    Ok(Results { records, bad_lines })
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
    ron::from_str(text).map_err(|e| LineFault::NotAResult {
        detail: e.to_string(),
    })
}

/// Adds a game's result, or replaces the one with the same game id. Every other line, even
/// one that cannot be read, is written back exactly as it was.
pub fn record_result(path: &Path, record: &ResultRecord) -> Result<(), ResultsFault> {
    update_result(&Files, path, &record.game_id, Some(record))
}

/// Takes a game's result out (its final points were undone); other lines stay as they were.
pub fn remove_result(path: &Path, game_id: &str) -> Result<(), ResultsFault> {
    update_result(&Files, path, game_id, None)
}

/// Writes `record` in place of the line of `game_id` (or appends it); `None` removes it.
pub(super) fn update_result(
    backend: &dyn Backend,
    path: &Path,
    game_id: &str,
    record: Option<&ResultRecord>,
) -> Result<(), ResultsFault> {
    update_line(backend, path, game_id, record, |r| &r.game_id)
}

/// `update_result` for a log of records of any kind, each with its game's id.
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
        Some(r) => ron::to_string(r).map_err(|e| ResultsFault::NotSerialized {
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

/// The CSV columns, in order (documented in docs/results-csv.md).
pub const CSV_HEADER: [&str; 24] = [
    "date",
    "kingdom",
    "provinces",
    "duchies",
    "colonies",
    "fleet",
    "shared_hexes",
    "rounds",
    "ended",
    "player1",
    "player1_points",
    "player1_states",
    "player1_total",
    "player2",
    "player2_points",
    "player2_states",
    "player2_total",
    "players_total",
    "automa_duchies",
    "automa_provinces",
    "automa_colonies",
    "automa_tokens",
    "automa_score",
    "outcome",
];

/// The results as CSV text, oldest first, with the header above.
pub fn to_csv(records: &[&ResultRecord]) -> Result<String, ResultsFault> {
    let not_made = |detail: String| ResultsFault::CsvNotMade { detail };
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(CSV_HEADER)
        .map_err(|e| not_made(e.to_string()))?;
    let mut sorted: Vec<&&ResultRecord> = records.iter().collect();
    sorted.sort_by_key(|r| r.date);
    for r in sorted {
        let date = chrono::DateTime::from_timestamp(r.date, 0)
            .map(|d| d.format("%Y-%m-%d %H:%M UTC").to_string())
            .unwrap_or_default();
        let yes_no = |b: bool| if b { "yes" } else { "no" }.to_owned();
        // Text a spreadsheet would run as a formula gets a leading apostrophe.
        let text = |t: &str| {
            if t.starts_with(['=', '+', '-', '@']) {
                format!("'{t}")
            } else {
                t.to_owned()
            }
        };
        let p = &r.players;
        w.write_record([
            date,
            text(r.kingdom_name()),
            r.provinces.to_string(),
            r.duchies.to_string(),
            yes_no(r.colonies),
            yes_no(r.fleet),
            yes_no(r.shared_hexes),
            r.rounds.to_string(),
            r.ended.clone(),
            text(&p[0].name),
            p[0].points.to_string(),
            p[0].states.join(" "),
            p[0].total.to_string(),
            text(&p[1].name),
            p[1].points.to_string(),
            p[1].states.join(" "),
            p[1].total.to_string(),
            r.humans_score.to_string(),
            r.automa_duchies.to_string(),
            r.automa_provinces.to_string(),
            r.automa_colonies.to_string(),
            r.automa_tokens.to_string(),
            r.automa_score.to_string(),
            if r.humans_win { "win" } else { "loss" }.to_owned(),
        ])
        .map_err(|e| not_made(e.to_string()))?;
    }
    let bytes = w.into_inner().map_err(|e| not_made(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| not_made(e.to_string()))
}

/// The file a typed export name means: "~/" is the home folder (when there is one), and a
/// relative name is in the current folder, said in full so the table knows where it went.
fn export_target(typed: &str, home: Option<&Path>) -> PathBuf {
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

/// Writes the results as CSV to `path` (a name the user typed; "~/" means the home folder).
/// An existing file is only replaced when `replace` is set. Returns the file written.
pub fn export_csv(
    records: &[&ResultRecord],
    path: &str,
    replace: bool,
) -> Result<PathBuf, ResultsFault> {
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
    let text = to_csv(records)?;
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
