//! A file the app cannot read is kept: moved aside to a free name beside it, so that nothing
//! writes over it, and the person can mend it or send it to us.

use std::io;
use std::path::{Path, PathBuf};

/// How many names beside a file are tried before giving up (`settings.unread-1000.ron`).
const MAX_NAMES: usize = 1000;

/// Moves `path` aside when it is there and `reads` refuses its text (or it cannot be read as
/// text at all): to the first free name of `<stem>.unread.<ext>`, `<stem>.unread-2.<ext>`, …
/// beside it, which it returns. `None`: nothing to move (no file there, or it reads). An error:
/// the file could not be read and could not be moved either.
pub fn set_aside_unreadable(
    path: &Path,
    reads: impl Fn(&str) -> bool,
) -> io::Result<Option<PathBuf>> {
    match std::fs::read_to_string(path) {
        Ok(text) if reads(&text) => return Ok(None),
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
            ) =>
        {
            return Ok(None);
        }
        _ => {}
    }
    let aside = free_name(path)?;
    std::fs::rename(path, &aside)?;
    Ok(Some(aside))
}

/// The first name of `<stem>.unread.<ext>`, `<stem>.unread-2.<ext>`, … beside `path` that
/// names nothing (not even a broken link).
fn free_name(path: &Path) -> io::Result<PathBuf> {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let ext = path
        .extension()
        .map(|e| format!(".{}", e.to_string_lossy()))
        .unwrap_or_default();
    for n in 1..=MAX_NAMES {
        let name = match n {
            1 => format!("{stem}.unread{ext}"),
            n => format!("{stem}.unread-{n}{ext}"),
        };
        let candidate = path.with_file_name(name);
        match std::fs::symlink_metadata(&candidate) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(candidate),
            Err(e) => return Err(e),
            Ok(_) => {}
        }
    }
    Err(super::Detail::FileThere.io(io::ErrorKind::AlreadyExists))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "coop-automa-set-aside-{tag}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn reads_ok(text: &str) -> bool {
        text.starts_with("ok")
    }

    #[test]
    fn a_file_that_reads_or_is_not_there_stays_where_it_is() {
        let dir = folder("stays");
        let file = dir.join("settings.ron");
        assert_eq!(set_aside_unreadable(&file, reads_ok).unwrap(), None);
        // A folder in the path where a file is: nothing there to keep.
        let under_a_file = file.join("settings.ron");
        std::fs::write(&file, "ok, this reads").unwrap();
        assert_eq!(set_aside_unreadable(&under_a_file, reads_ok).unwrap(), None);
        assert_eq!(set_aside_unreadable(&file, reads_ok).unwrap(), None);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "ok, this reads");
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            1,
            "nothing made beside it"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_unreadable_file_moves_aside_byte_for_byte_to_the_first_free_name() {
        let dir = folder("moves");
        let file = dir.join("settings.ron");
        let names = [
            "settings.unread.ron",
            "settings.unread-2.ron",
            "settings.unread-3.ron",
        ];
        for (i, name) in names.iter().enumerate() {
            let bytes = format!("cut short {i} (");
            std::fs::write(&file, &bytes).unwrap();
            let moved = set_aside_unreadable(&file, reads_ok).unwrap();
            assert_eq!(moved, Some(dir.join(name)));
            assert_eq!(std::fs::read_to_string(dir.join(name)).unwrap(), bytes);
            assert!(!file.exists(), "the unreadable file is gone from its place");
        }
        // Every earlier one is kept as it was.
        for (i, name) in names.iter().enumerate() {
            let kept = std::fs::read_to_string(dir.join(name)).unwrap();
            assert_eq!(kept, format!("cut short {i} ("));
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn bytes_that_are_not_text_and_a_folder_in_its_place_move_aside_too() {
        let dir = folder("not-text");
        let file = dir.join("settings.ron");
        std::fs::write(&file, [0xff, 0xfe, b'o', b'k']).unwrap();
        let moved = set_aside_unreadable(&file, |_| true).unwrap().unwrap();
        assert_eq!(std::fs::read(&moved).unwrap(), [0xff, 0xfe, b'o', b'k']);
        std::fs::create_dir(&file).unwrap();
        let moved = set_aside_unreadable(&file, |_| true).unwrap().unwrap();
        assert!(moved.is_dir() && !file.exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn with_every_name_taken_it_says_so_and_leaves_the_file() {
        let dir = folder("taken");
        let file = dir.join("settings.ron");
        for n in 1..=MAX_NAMES {
            let name = match n {
                1 => "settings.unread.ron".to_owned(),
                n => format!("settings.unread-{n}.ron"),
            };
            std::fs::write(dir.join(name), "").unwrap();
        }
        std::fs::write(&file, "cut (").unwrap();
        let e = set_aside_unreadable(&file, reads_ok).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(
            super::super::Detail::of(&e),
            super::super::Detail::FileThere
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "cut (");
        // One name freed: the next try takes it.
        std::fs::remove_file(dir.join("settings.unread-7.ron")).unwrap();
        let moved = set_aside_unreadable(&file, reads_ok).unwrap();
        assert_eq!(moved, Some(dir.join("settings.unread-7.ron")));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
