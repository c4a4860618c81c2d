//! What the store could not do, as data: which file, what is wrong with it, and the system's
//! own detail where there is one. The store speaks no language: the app words these
//! (`app/load_words.rs`) in the table's language.

use super::detail::Detail;
use std::path::PathBuf;

/// What is wrong with a file that was refused. The file itself is never changed.
#[derive(Debug, Clone, PartialEq)]
pub enum Fault {
    /// Nothing is at that path.
    Missing,
    /// This user may not read it.
    Denied,
    /// Reading it failed.
    NotRead { detail: Detail },
    /// A folder or another thing that is not a file.
    NotAFile,
    /// Far larger than any saved game can be.
    TooLarge { bytes: u64, max_bytes: u64 },
    /// Nothing but blanks.
    Empty,
    /// Not UTF-8 text.
    NotText,
    /// It cannot be read as a saved game at all; `detail` is the parser's own words.
    Unreadable { detail: String },
    /// RON, but neither a save nor a bare coop game.
    NotASave,
    /// Written by a newer app, in a format this one does not read.
    NewerFormat { version: u32, max: u32 },
    /// Our app's name, no valid format version.
    NoFormatVersion,
    /// A game of a table mode this app does not know.
    UnknownMode { mode: String, known: Vec<String> },
    /// Played under newer rules of its mode than this app knows.
    NewerRules { mode: String, rules: u32, max: u32 },
    /// Another program's file.
    OtherProgram { app: String },
    /// Readable, but its game cannot be played again under its rules: what they said.
    Unplayable(super::unplayable::Unplayable),
    /// A game of another mode than the one asked for (both by their keys).
    OtherMode { mode: String, wanted: String },
}

/// What the store could not do with the data folder, a save or a move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The data folder cannot be made.
    FolderNotMade { dir: PathBuf, detail: Detail },
    /// The data folder's lock file cannot be opened.
    LockNotOpened { file: PathBuf, detail: Detail },
    /// Another app uses the data folder.
    FolderInUse { dir: PathBuf },
    /// The data folder cannot be locked.
    FolderNotLocked { dir: PathBuf, detail: Detail },
    /// The game could not be turned into text.
    NotSerialized { detail: String },
    /// The file could not be written; the game goes on and is saved again after the next
    /// action.
    NotWritten { detail: Detail },
    /// A left game cannot go back among the games in progress: a file of its name is there.
    CannotMoveBack { file: PathBuf, there: PathBuf },
    /// A file could not be moved.
    NotMoved { file: PathBuf, detail: Detail },
    /// A file that is not one of the data folder's games.
    NotAGame { file: PathBuf },
    /// A named save of that name exists already.
    NameTaken { name: String },
    /// Only the saves folder's files are deleted here.
    NotASave { file: PathBuf },
    /// A file could not be deleted.
    NotDeleted { file: PathBuf, detail: Detail },
    /// No name was typed for a save.
    NoName,
    /// The name is longer than `max` characters.
    NameTooLong { max: usize },
    /// The name holds a character a save name may not.
    NameHas { bad: char },
    /// No file can be named by this game id (a host's note on it is not kept).
    NotAGameId { id: String },
}

/// What the store could not do with a results log or a CSV export of it. Nothing is changed
/// when it says so: the log keeps every line it had.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResultsFault {
    /// The log cannot be read at all (permissions, a folder in its place).
    NotRead { file: PathBuf, detail: Detail },
    /// A result was not recorded: the log cannot be read, so it is left alone.
    NotRecorded { file: PathBuf, detail: Detail },
    /// A record could not be turned into text.
    NotSerialized { detail: String },
    /// The log could not be written.
    NotWritten { detail: Detail },
    /// No CSV file name was typed.
    CsvNoName,
    /// The CSV name typed is a folder.
    CsvIsFolder { file: PathBuf },
    /// The CSV name typed does not end in .csv.
    CsvNotCsv { file: PathBuf },
    /// A file of that name is there and replacing it was not asked.
    CsvExists { file: PathBuf },
    /// The CSV text could not be made (the csv writer's own words).
    CsvNotMade { detail: String },
    /// The CSV file could not be written.
    CsvNotWritten { file: PathBuf, detail: Detail },
}

/// Why a line of a results log could not be read (the line is kept as it is).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineFault {
    /// Not UTF-8 text.
    NotText,
    /// Text, but not a result; `detail` is the parser's own words.
    NotAResult { detail: String },
}
