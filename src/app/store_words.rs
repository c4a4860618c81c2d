//! The store's refusals and failures in the table's language: the store hands over data
//! (which file, what is wrong, the system's own detail), the words are chosen here.

use super::file_words::detail;
use super::i18n::t;
use crate::store::Problem;

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
        Problem::NotAGameId { id } => t!("problem-not-a-game-id", id = id.as_str()),
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

/// How full the browser's storage for the app is ("12 MB kept here, of about 2 GB this
/// browser lets the app keep"), and whether to warn: at four fifths full, or with less than
/// 50 MB left (a small share), long before a write fails. `None` where the browser says no
/// share.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn storage_used(used: f64, quota: f64) -> Option<(String, bool)> {
    if quota.is_nan() || quota <= 0.0 || !used.is_finite() {
        return None;
    }
    let warn = used >= quota * 0.8 || quota - used < 50e6;
    let (used, quota) = (size(used.max(0.0)), size(quota));
    let words = if warn {
        t!("storage-nearly-full", used = used, quota = quota)
    } else {
        t!("storage-used", used = used, quota = quota)
    };
    Some((words, warn))
}

/// A size in the units a table reads: whole megabytes (at least 1) below a gigabyte, then
/// gigabytes with one decimal in the language's form.
fn size(bytes: f64) -> String {
    if bytes < 1e9 {
        format!("{} MB", (bytes / 1e6).ceil().max(1.0))
    } else {
        format!("{} GB", super::i18n::decimal(bytes / 1e9, 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::{Lang, set};

    /// Issue 61: the share's words at each edge: empty, a byte, just under and at four
    /// fifths, the last 50 MB of a small share, none said by the browser; both languages.
    #[test]
    fn storage_used_words_and_warning_at_their_edges() {
        set(Lang::En, None);
        let gb = 2e9;
        assert_eq!(
            storage_used(0.0, gb),
            Some((
                "1 MB kept here, of about 2.0 GB this browser lets the app keep.".into(),
                false
            ))
        );
        assert_eq!(
            storage_used(12.3e6, gb).unwrap().0,
            "13 MB kept here, of about 2.0 GB this browser lets the app keep."
        );
        assert!(!storage_used(gb * 0.8 - 1.0, gb).unwrap().1);
        let (words, warn) = storage_used(gb * 0.8, gb).unwrap();
        assert!(
            warn && words.starts_with("1.6 GB kept here, of about 2.0 GB"),
            "{words}"
        );
        assert!(words.contains("nearly full"), "{words}");
        // A small share: warned with less than 50 MB left, not with 50 MB.
        assert!(!storage_used(50e6, 100e6).unwrap().1);
        assert!(storage_used(50e6 + 1.0, 100e6).unwrap().1);
        assert_eq!(storage_used(1.0, 0.0), None);
        assert_eq!(storage_used(f64::NAN, gb), None);
        set(Lang::PtBr, None);
        assert_eq!(
            storage_used(3e9, 10e9).unwrap().0,
            "3,0 GB guardados aqui, de cerca de 10,0 GB que este navegador deixa o app guardar."
        );
        set(Lang::En, None);
    }
}
