//! Atomic file replacement: a kill at any instant leaves the old file or the new one, never a
//! broken one.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::Path;

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
    let name = path
        .file_name()
        .ok_or_else(|| super::Detail::NoFileName.io(io::ErrorKind::InvalidInput))?;
    let tmp = dir.join(format!(
        ".{}.tmp-{}",
        name.to_string_lossy(),
        std::process::id()
    ));
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
}
