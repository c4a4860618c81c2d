//! Which game a file of the games or a results line holds, told without knowing its mode:
//! its `game_id`, and whether two files hold the same game. A restore finds a game
//! here by its id, whatever its file is called.

use super::backend::Backend;
use super::backup_file::{BackupFault, GAME_DIRS};
use std::collections::BTreeMap;
use std::path::Path;

/// Every game here (in play, left or forgotten) by its id, with its text. A game with no id
/// (written before ids were kept) is left out: only its name can match it.
pub(super) fn game_ids(
    backend: &dyn Backend,
    dir: &Path,
) -> Result<BTreeMap<String, Vec<String>>, BackupFault> {
    let mut ids: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for sub in GAME_DIRS {
        for path in backend.newest_first(&dir.join(sub)) {
            let bytes = backend.read(&path).map_err(|e| BackupFault::not_read(&e))?;
            let Some(text) = bytes.and_then(|b| String::from_utf8(b).ok()) else {
                continue;
            };
            if let Some(id) = game_id_in(&text) {
                let id = id.to_owned();
                ids.entry(id).or_default().push(text);
            }
        }
    }
    Ok(ids)
}

/// The `game_id` a game's file names among its first fields (before its `game`), read
/// without reading the game: mode-blind. `None` when it names none or an empty one.
pub(super) fn game_id_in(text: &str) -> Option<&str> {
    let head = &text[..text.find("game:").unwrap_or(text.len())];
    let rest = head.split_once("game_id:")?.1.trim_start();
    let id = rest.strip_prefix('"')?.split_once('"')?.0;
    (!id.is_empty() && !id.contains('\\')).then_some(id)
}

/// Whether two game files hold the same game: the same text, or the same fields but when
/// it was saved and the name it was given (a copy written again is the same game).
pub(super) fn same_game(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    let fields = |text: &str| {
        coop_automa_ron::struct_fields(text).map(|fields| {
            fields
                .into_iter()
                .filter(|(k, _)| k != "saved_at" && k != "name")
                .collect::<Vec<_>>()
        })
    };
    game_id_in(a).is_some() && game_id_in(a) == game_id_in(b) && {
        let (a, b) = (fields(a), fields(b));
        a.is_some() && a == b
    }
}

/// The game id a result line names (any mode's record has a `game_id`), read without knowing
/// the record's type.
pub(super) fn game_id_of(line: &str) -> Option<String> {
    coop_automa_ron::struct_fields(line)?
        .iter()
        .find(|(k, _)| k == "game_id")
        .and_then(|(_, v)| v.as_str().map(str::to_owned))
}
