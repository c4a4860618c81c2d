//! Where the store keeps its files, behind one small trait: a folder on the desktop (`Files`),
//! the browser's storage on the web (the web build adds it), memory in tests (`Memory`).
//! Paths are the keys ("DATA/games/2026-11-22_20-00-00-0007.ron"); the store never touches
//! `std::fs` itself.

use super::detail::Detail;
use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Storage for the store's files.
pub trait Backend: Send + Sync + std::fmt::Debug {
    /// The bytes at `path`, or `Ok(None)` when nothing is there.
    fn read(&self, path: &Path) -> io::Result<Option<Vec<u8>>>;
    /// Writes `bytes` at `path` so that a reader, even after a crash, sees the old bytes or
    /// the new ones, never a mix; makes the folder if needed.
    fn write(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// The `.ron` files directly in `dir`, most recently written first (a missing folder
    /// has none).
    fn newest_first(&self, dir: &Path) -> Vec<PathBuf>;
    /// Whether something is at `path`.
    fn exists(&self, path: &Path) -> bool;
    /// Moves a file (into a folder made if needed); never over another file.
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Removes a file.
    fn remove(&self, path: &Path) -> io::Result<()>;
    /// Removes every file of `paths`; what each removal did, in the same order (by default
    /// one at a time; the web's removes them in one write of its storage).
    fn remove_all(&self, paths: &[PathBuf]) -> Vec<io::Result<()>> {
        paths.iter().map(|path| self.remove(path)).collect()
    }
    /// Which write of `path` is there now (`None`: no file): it changes with every write, so
    /// a window can tell that another one wrote the file since it last read or wrote it.
    fn stamp(&self, path: &Path) -> Option<u64>;
    /// The stamp of `path` right after `bytes` were written there (by default read again).
    fn written_stamp(&self, path: &Path, _bytes: &[u8]) -> Option<u64> {
        self.stamp(path)
    }
    /// The files `newest_first` lists, each with its first `bytes` bytes (all of a shorter
    /// one) or why it could not be read: what a list of years of games needs of each file,
    /// without reading them whole (by default read whole, then cut).
    fn starts_newest_first(&self, dir: &Path, bytes: usize) -> Vec<(PathBuf, Start)> {
        self.newest_first(dir)
            .into_iter()
            .map(|path| {
                let start = self.read(&path).map(|read| {
                    read.map(|mut all| {
                        all.truncate(bytes);
                        all
                    })
                });
                (path, start)
            })
            .collect()
    }
}

/// A file's first bytes, as `Backend::read` gives a file's bytes.
pub type Start = io::Result<Option<Vec<u8>>>;

/// A file's stamp on the desktop: a hash of its bytes.
fn hash_of(bytes: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut hasher);
    hasher.finish()
}

/// A backend read and never written: a data folder this app cannot write (read-only, another
/// user's) or that another app holds. Every write, move and removal is refused with
/// `Detail::ReadOnly`, so each fault says why nothing was kept.
#[derive(Debug, Default)]
pub struct ReadOnly<B>(pub B);

impl<B: Backend> Backend for ReadOnly<B> {
    fn read(&self, path: &Path) -> io::Result<Option<Vec<u8>>> {
        self.0.read(path)
    }

    fn write(&self, _path: &Path, _bytes: &[u8]) -> io::Result<()> {
        Err(Detail::ReadOnly.io(io::ErrorKind::PermissionDenied))
    }

    fn newest_first(&self, dir: &Path) -> Vec<PathBuf> {
        self.0.newest_first(dir)
    }

    fn starts_newest_first(&self, dir: &Path, bytes: usize) -> Vec<(PathBuf, Start)> {
        self.0.starts_newest_first(dir, bytes)
    }

    fn exists(&self, path: &Path) -> bool {
        self.0.exists(path)
    }

    fn rename(&self, _from: &Path, _to: &Path) -> io::Result<()> {
        Err(Detail::ReadOnly.io(io::ErrorKind::PermissionDenied))
    }

    fn remove(&self, _path: &Path) -> io::Result<()> {
        Err(Detail::ReadOnly.io(io::ErrorKind::PermissionDenied))
    }

    fn stamp(&self, path: &Path) -> Option<u64> {
        self.0.stamp(path)
    }
}

/// Files in folders on this computer.
#[derive(Debug, Default)]
pub struct Files;

impl Backend for Files {
    fn read(&self, path: &Path) -> io::Result<Option<Vec<u8>>> {
        match std::fs::read(path) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Its errors say what failed: the folder that cannot be made, the file that cannot be
    /// written, with the system's words.
    fn write(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| {
                Detail::FolderNotMade {
                    dir: dir.to_owned(),
                    system: e.to_string(),
                }
                .io(e.kind())
            })?;
        }
        super::atomic::write_atomic(path, bytes).map_err(|e| {
            Detail::FileNotWritten {
                file: path.to_owned(),
                system: e.to_string(),
            }
            .io(e.kind())
        })
    }

    fn starts_newest_first(&self, dir: &Path, bytes: usize) -> Vec<(PathBuf, Start)> {
        use std::io::Read;
        let start = |path: &Path| -> Start {
            let mut start = Vec::new();
            match std::fs::File::open(path) {
                Ok(file) => file
                    .take(bytes as u64)
                    .read_to_end(&mut start)
                    .map(|_| Some(start)),
                Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(e),
            }
        };
        self.newest_first(dir)
            .into_iter()
            .map(|path| {
                let read = start(&path);
                (path, read)
            })
            .collect()
    }

    fn newest_first(&self, dir: &Path) -> Vec<PathBuf> {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return Vec::new();
        };
        let mut files: Vec<(std::time::SystemTime, PathBuf)> = entries
            .filter_map(Result::ok)
            .filter(|e| is_save_name(&e.file_name().to_string_lossy()))
            .filter_map(|e| {
                let meta = e.metadata().ok()?;
                meta.is_file().then_some(())?;
                Some((meta.modified().ok()?, e.path()))
            })
            .collect();
        coop_automa_engine::sort::sort_by(&mut files, |a, b| {
            b.0.cmp(&a.0).then_with(|| b.1.cmp(&a.1))
        });
        files.into_iter().map(|(_, p)| p).collect()
    }

    fn exists(&self, path: &Path) -> bool {
        path.exists()
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        if to.exists() {
            return Err(Detail::FileThere.io(io::ErrorKind::AlreadyExists));
        }
        if let Some(dir) = to.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::rename(from, to)
    }

    fn remove(&self, path: &Path) -> io::Result<()> {
        std::fs::remove_file(path)
    }

    /// A hash of the bytes (a save is a few KB; a file's time is too coarse to tell two
    /// quick writes apart): the same bytes written again are the same game, harmless.
    fn stamp(&self, path: &Path) -> Option<u64> {
        std::fs::read(path).ok().map(|bytes| hash_of(&bytes))
    }

    /// The bytes just written, not read back: one read less per action.
    fn written_stamp(&self, _path: &Path, bytes: &[u8]) -> Option<u64> {
        Some(hash_of(bytes))
    }
}

/// A `.ron` file that is not a temporary one (".x.ron.tmp-12").
fn is_save_name(name: &str) -> bool {
    name.ends_with(".ron") && !name.starts_with('.')
}

/// Files in memory, in the order they were written: for tests, and the shape browser storage
/// takes (keys and values).
#[derive(Debug, Default)]
pub struct Memory {
    files: Mutex<BTreeMap<PathBuf, (u64, Vec<u8>)>>,
    clock: Mutex<u64>,
}

impl Memory {
    fn tick(&self) -> u64 {
        let mut clock = self.clock.lock().unwrap_or_else(|e| e.into_inner());
        *clock += 1;
        *clock
    }

    fn files(&self) -> std::sync::MutexGuard<'_, BTreeMap<PathBuf, (u64, Vec<u8>)>> {
        self.files.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Backend for Memory {
    fn read(&self, path: &Path) -> io::Result<Option<Vec<u8>>> {
        Ok(self.files().get(path).map(|(_, bytes)| bytes.clone()))
    }

    fn write(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let stamp = self.tick();
        self.files()
            .insert(path.to_owned(), (stamp, bytes.to_vec()));
        Ok(())
    }

    fn newest_first(&self, dir: &Path) -> Vec<PathBuf> {
        let files = self.files();
        let mut list: Vec<(u64, PathBuf)> = files
            .iter()
            .filter(|(p, _)| {
                p.parent() == Some(dir)
                    && is_save_name(&p.file_name().unwrap_or_default().to_string_lossy())
            })
            .map(|(p, (stamp, _))| (*stamp, p.clone()))
            .collect();
        coop_automa_engine::sort::sort_by(&mut list, |a, b| {
            b.0.cmp(&a.0).then_with(|| b.1.cmp(&a.1))
        });
        list.into_iter().map(|(_, p)| p).collect()
    }

    fn exists(&self, path: &Path) -> bool {
        self.files().contains_key(path)
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        let mut files = self.files();
        if files.contains_key(to) {
            return Err(Detail::FileThere.io(io::ErrorKind::AlreadyExists));
        }
        let entry = files
            .remove(from)
            .ok_or_else(|| Detail::NoFile.io(io::ErrorKind::NotFound))?;
        files.insert(to.to_owned(), entry);
        Ok(())
    }

    fn remove(&self, path: &Path) -> io::Result<()> {
        self.files()
            .remove(path)
            .map(|_| ())
            .ok_or_else(|| Detail::NoFile.io(io::ErrorKind::NotFound))
    }

    fn stamp(&self, path: &Path) -> Option<u64> {
        self.files().get(path).map(|(stamp, _)| *stamp)
    }
}
