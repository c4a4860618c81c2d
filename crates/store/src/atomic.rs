//! Atomic file replacement: a kill at any instant leaves the old file or the new one, never a
//! broken one.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

/// Each temporary file of this process its own number.
static NEXT_TEMPORARY: AtomicU64 = AtomicU64::new(0);

/// The temporary file's name: short and fixed in shape, whatever the target's name (a
/// target's name plus a suffix went past the 255 bytes a name may have: a legal name of 242
/// bytes or more could not be written), and recognisable as the writer's own.
fn temporary_name() -> String {
    format!(
        ".tmp-{}-{}",
        std::process::id(),
        NEXT_TEMPORARY.fetch_add(1, Ordering::Relaxed)
    )
}

/// Whether `name` is a temporary file of this writer: `.tmp-PID-N`, or `.NAME.tmp-PID` as
/// writers before issue 61 named them. Nothing else is.
pub fn is_temporary_name(name: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if let Some(rest) = name.strip_prefix(".tmp-") {
        return rest
            .split_once('-')
            .is_some_and(|(pid, n)| digits(pid) && digits(n));
    }
    name.starts_with('.')
        && name
            .rsplit_once(".tmp-")
            .is_some_and(|(head, pid)| head.len() > 1 && digits(pid))
}

/// Removes the temporary files a killed writer left in `dir` (not below it), and nothing
/// else; how many. Only for a folder no other writer uses now (the data folder's lock held:
/// a desktop's, which a browser's storage has no need of).
#[cfg(not(target_arch = "wasm32"))]
pub fn remove_temporaries(dir: &Path) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter(|e| is_temporary_name(&e.file_name().to_string_lossy()))
        .filter(|e| fs::remove_file(e.path()).is_ok())
        .count()
}

/// A step of an atomic write that makes it durable, handed to the `durable` function of
/// [`write_atomic_with`], which performs it: the seam through which a test sees that the
/// writer syncs, and in which order.
#[derive(Debug, Clone, Copy)]
pub enum Step<'a> {
    /// The temporary file holds all the bytes: sync its data and metadata to disk.
    SyncFile(&'a File),
    /// The temporary file was renamed over the target (nothing to do: a milestone).
    Renamed,
    /// The rename is durable only once the folder's entry is on disk: sync the folder.
    SyncFolder(&'a Path),
}

/// Performs a step as `write_atomic` does. Some systems cannot sync a folder (Windows, some
/// network file systems): the file is written all the same, so that is not reported as a
/// failed save.
pub fn durable(step: Step<'_>) -> io::Result<()> {
    match step {
        Step::SyncFile(file) => file.sync_all(),
        Step::Renamed => Ok(()),
        Step::SyncFolder(dir) => {
            if let Ok(folder) = File::open(dir) {
                let _ = folder.sync_all();
            }
            Ok(())
        }
    }
}

/// Writes `bytes` to `path` through a temporary file in the same folder: write, `sync_all`,
/// rename over the old file, then sync the folder so the rename itself is on disk.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_with(path, bytes, &mut durable)
}

/// [`write_atomic`] with each durability step handed to `step` in turn ([`durable`] performs
/// them); an error from `step` fails the write and removes the temporary file.
pub fn write_atomic_with(
    path: &Path,
    bytes: &[u8],
    step: &mut impl FnMut(Step<'_>) -> io::Result<()>,
) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    // A path with no file name is refused before anything is written.
    path.file_name()
        .ok_or_else(|| super::Detail::NoFileName.io(io::ErrorKind::InvalidInput))?;
    let tmp = dir.join(temporary_name());
    let result = (|| {
        let mut file = File::create(&tmp)?;
        file.write_all(bytes)?;
        step(Step::SyncFile(&file))?;
        fs::rename(&tmp, path)?;
        step(Step::Renamed)?;
        step(Step::SyncFolder(dir))
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    //! The writer's durability (the store's autosave relies on it): the temporary file is
    //! synced before the rename and the folder after it. Through the `step` seam: a sync
    //! cannot be seen on the file system.

    use super::*;
    use std::path::PathBuf;

    fn temp_dir(tag: &str) -> PathBuf {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let dir = std::env::temp_dir().join(format!(
            "coop-automa-atomic-{tag}-{}-{nanos}",
            std::process::id()
        ));
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// What a step saw: its kind, the target file's bytes and the temporary files present.
    #[derive(Debug, PartialEq)]
    struct Seen {
        step: &'static str,
        target: Option<Vec<u8>>,
        synced_len: Option<u64>,
        temporaries: usize,
    }

    fn temporaries(dir: &Path) -> usize {
        fs::read_dir(dir)
            .unwrap()
            .filter(|e| {
                let name = e.as_ref().unwrap().file_name();
                name.to_string_lossy().contains(".tmp-")
            })
            .count()
    }

    /// Writes `bytes` over `path`, recording every step (and performing it as
    /// `write_atomic` does).
    fn recorded(path: &Path, bytes: &[u8]) -> (io::Result<()>, Vec<Seen>) {
        let dir = path.parent().unwrap().to_owned();
        let mut seen = Vec::new();
        let result = write_atomic_with(path, bytes, &mut |s: Step<'_>| {
            let (step, synced_len) = match s {
                Step::SyncFile(file) => ("sync file", Some(file.metadata()?.len())),
                Step::Renamed => ("renamed", None),
                Step::SyncFolder(folder) => {
                    assert_eq!(folder, dir.as_path(), "the folder synced is the file's");
                    ("sync folder", None)
                }
            };
            seen.push(Seen {
                step,
                target: fs::read(path).ok(),
                synced_len,
                temporaries: temporaries(&dir),
            });
            durable(s)
        });
        (result, seen)
    }

    #[test]
    fn atomic_write_syncs_the_file_before_the_rename_and_the_folder_after_it() {
        let dir = temp_dir("order");
        let path = dir.join("game.ron");
        fs::write(&path, b"old game").unwrap();
        let (result, seen) = recorded(&path, b"the new game");
        result.unwrap();
        assert_eq!(
            seen,
            [
                // The whole new file is synced while the old one is still in place ...
                Seen {
                    step: "sync file",
                    target: Some(b"old game".to_vec()),
                    synced_len: Some(12),
                    temporaries: 1,
                },
                // ... then it takes the old one's name ...
                Seen {
                    step: "renamed",
                    target: Some(b"the new game".to_vec()),
                    synced_len: None,
                    temporaries: 0,
                },
                // ... and the folder is synced, so the rename itself is on disk.
                Seen {
                    step: "sync folder",
                    target: Some(b"the new game".to_vec()),
                    synced_len: None,
                    temporaries: 0,
                },
            ]
        );
        assert_eq!(fs::read(&path).unwrap(), b"the new game");
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn atomic_write_of_a_new_file_syncs_it_and_its_folder() {
        let dir = temp_dir("new");
        let path = dir.join("first.ron");
        let (result, seen) = recorded(&path, b"first");
        result.unwrap();
        let steps: Vec<_> = seen.iter().map(|s| s.step).collect();
        assert_eq!(steps, ["sync file", "renamed", "sync folder"]);
        assert_eq!(seen[0].target, None, "synced before it has its name");
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn atomic_write_with_a_failed_sync_fails_the_write_and_leaves_the_old_file() {
        let dir = temp_dir("fail");
        let path = dir.join("game.ron");
        fs::write(&path, b"old game").unwrap();
        let result = write_atomic_with(&path, b"new game", &mut |s: Step<'_>| match s {
            Step::SyncFile(_) => Err(io::Error::other("the disk is gone")),
            other => durable(other),
        });
        assert!(
            result.is_err(),
            "a write whose sync failed is not reported as saved"
        );
        assert_eq!(fs::read(&path).unwrap(), b"old game");
        assert_eq!(temporaries(&dir), 0, "the temporary file is removed");
        let _ = fs::remove_dir_all(dir);
    }

    /// `durable` really syncs the file: a sync that fails (a pipe cannot be synced) is
    /// reported, so a save is never called done on a sync that did not happen.
    #[cfg(unix)]
    #[test]
    fn durable_syncs_the_file_and_reports_a_sync_that_fails() {
        let (_reader, writer) = io::pipe().unwrap();
        let pipe = File::from(std::os::fd::OwnedFd::from(writer));
        assert!(durable(Step::SyncFile(&pipe)).is_err());
        let dir = temp_dir("durable");
        let file = File::create(dir.join("synced")).unwrap();
        durable(Step::SyncFile(&file)).unwrap();
        let _ = fs::remove_dir_all(dir);
    }

    /// Issue 61: a name of the longest length a name may have (255 bytes) is written: its
    /// temporary file's name no longer grows with it.
    #[test]
    fn a_file_with_a_255_byte_name_is_written() {
        let dir = temp_dir("long-name");
        let path = dir.join(format!("{}.ron", "n".repeat(251)));
        assert_eq!(path.file_name().unwrap().len(), 255);
        write_atomic(&path, b"(game: 1)").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"(game: 1)");
        assert_eq!(temporaries(&dir), 0);
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn only_the_writers_own_temporary_names_are_its_own() {
        for ours in [
            ".tmp-12-0",
            ".tmp-4194304-17",
            ".game.ron.tmp-12",
            ".b.ron.tmp-1",
        ] {
            assert!(is_temporary_name(ours), "{ours}");
        }
        for other in [
            "game.ron",
            ".tmp-12",
            ".tmp-12-",
            ".tmp--3",
            ".tmp-a-1",
            ".tmp-",
            "notes.tmp-12",
            ".tmp-12",
            ".hidden",
            "..tmp-1x",
            "lock",
        ] {
            assert!(!is_temporary_name(other), "{other}");
        }
    }

    /// What a killed write left is removed; the folder's other files, and a folder named
    /// as a temporary, stay.
    #[test]
    fn only_temporary_files_are_removed() {
        let dir = temp_dir("sweep");
        for name in [
            ".tmp-1-0",
            ".g.ron.tmp-77",
            "g.ron",
            ".hidden",
            "notes.tmp-1",
        ] {
            fs::write(dir.join(name), b"x").unwrap();
        }
        fs::create_dir(dir.join(".tmp-2-0")).unwrap();
        assert_eq!(remove_temporaries(&dir), 2);
        let mut left: Vec<String> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left, [".hidden", ".tmp-2-0", "g.ron", "notes.tmp-1"]);
        assert_eq!(remove_temporaries(&dir.join("none")), 0);
        let _ = fs::remove_dir_all(dir);
    }
}
