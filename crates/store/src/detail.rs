//! What the storage code found when a read, write, move or delete failed, as data. It travels
//! inside an `io::Error` (the backends keep io's signatures) and comes out with `Detail::of`;
//! the app words it. The system's or the browser's own words are kept as they are.

use std::fmt;
use std::io;
use std::path::PathBuf;

/// Why a storage operation failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Detail {
    /// The system's or the browser's own words, as they are.
    System(String),
    /// A folder for the file cannot be made.
    FolderNotMade { dir: PathBuf, system: String },
    /// The file cannot be written.
    FileNotWritten { file: PathBuf, system: String },
    /// A file is already where this one was to go.
    FileThere,
    /// No file is at that path.
    NoFile,
    /// The path names a folder, not a file.
    NoFileName,
    /// The browser gives the page no storage (a private window may forbid it).
    NoBrowserStorage,
    /// The browser's storage for the page is full.
    BrowserFull,
    /// The browser's counter of writes cannot be kept.
    CounterNotKept { system: String },
    /// A file's pointer names bytes that are gone.
    BytesMissing { file: PathBuf },
    /// The browser refused to read it.
    NotRead { system: String },
    /// Only text is kept in the browser's storage.
    OnlyText,
    /// The browser refused to move it.
    NotMoved { system: String },
    /// The browser refused to delete it.
    NotDeleted { system: String },
    /// The data folder is open to be read only (it cannot be written, or another app holds
    /// it): nothing is written.
    ReadOnly,
}

impl Detail {
    /// This detail as an `io::Error` of `kind`.
    pub fn io(self, kind: io::ErrorKind) -> io::Error {
        io::Error::new(kind, self)
    }

    /// What an `io::Error` says: the store's own detail, or the system's words.
    pub fn of(e: &io::Error) -> Detail {
        e.get_ref()
            .and_then(|inner| inner.downcast_ref::<Detail>())
            .cloned()
            .unwrap_or_else(|| Detail::System(e.to_string()))
    }
}

/// For logs and debugging only: the table reads `Detail` worded by the app.
impl fmt::Display for Detail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for Detail {}
