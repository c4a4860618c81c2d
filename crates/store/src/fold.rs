//! Making room for years more: finished games written before a date folded into their
//! results. A game's result stays in its mode's log, and with it its line in Results and its
//! BG Stats link; its file, the list of its moves, goes. Only a game whose result the results
//! hold is folded: nothing the table can read today is lost.

use super::{Detail, Games, Problem, SaveError, Shelved, Store};
use std::collections::{HashMap, HashSet};

/// The games the results hold: by mode key ("coop"), their ids.
pub type Recorded = HashMap<&'static str, HashSet<String>>;

/// What a fold did.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Folded {
    /// Games whose files went: their results hold them.
    pub folded: usize,
    /// Games of that age kept whole: no result of theirs in the results (or, in the oldest
    /// files, no id to find it by), or not finished after all when read.
    pub kept: usize,
    /// Files that could not be deleted (each kept as it was).
    pub faults: Vec<SaveError>,
}

/// The games of `shelved` that a fold of the games written before `before` (seconds since
/// 1970) looks at: finished by their heads, and those whose head does not say (files from
/// before the head said so; the fold reads them whole).
pub fn finished_before(shelved: &[Shelved], before: i64) -> impl Iterator<Item = &Shelved> {
    shelved
        .iter()
        .filter(move |g| g.finished != Some(false) && g.saved_at < before)
}

impl<A: Games> Store<A> {
    /// Folds the finished games of `shelved` written before `before` into their results:
    /// the file of each game whose result the results hold (`recorded`) is deleted. A file
    /// whose head does not say it is finished is read whole first.
    pub fn fold(&self, shelved: &[Shelved], before: i64, recorded: &Recorded) -> Folded {
        let mut done = Folded::default();
        let mut going = Vec::new();
        for game in finished_before(shelved, before) {
            let finished = game.finished.is_some()
                || self
                    .load(&game.path)
                    .is_ok_and(|save| save.game.is_finished());
            let held = recorded
                .get(game.mode.as_str())
                .is_some_and(|ids| ids.contains(&game.game_id));
            if !finished || game.game_id.is_empty() || !held {
                done.kept += 1;
                continue;
            }
            going.push(game.path.clone());
        }
        for (path, removed) in going.iter().zip(self.backend.remove_all(&going)) {
            match removed {
                Ok(()) => done.folded += 1,
                Err(e) => done.faults.push(SaveError(Problem::NotDeleted {
                    file: path.clone(),
                    detail: Detail::of(&e),
                })),
            }
        }
        done
    }
}
