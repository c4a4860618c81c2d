//! The properties every mode's tests check over random games, written once: undo and redo
//! are exact, and a saved game plays on as the one it was saved from. For the modes' tests
//! (the `test-support` feature); each returns what failed in words.

use super::{GameRng, Rules, Session};
use std::fmt::Debug;

/// Plays `action`; when the rules take it, undo must give back the game before (its table
/// and its past) and redo the game after, with the same events (the same cards dealt).
pub fn undo_and_redo_are_exact<R: Rules>(
    g: &mut Session<R>,
    action: R::Action,
) -> Result<(), String> {
    let before = g.clone();
    let Ok(events) = g.apply(action) else {
        return Ok(());
    };
    let after = g.clone();
    match g.undo() {
        Ok(undone) if undone == action => {}
        other => return Err(format!("undo of {action:?} gave {other:?}")),
    }
    if !g.same_position(&before) {
        return Err(format!(
            "undo of {action:?} did not give back the game before"
        ));
    }
    match g.redo() {
        Ok(again) if again == events => {}
        other => return Err(format!("redo of {action:?} gave {other:?}, not {events:?}")),
    }
    if *g != after {
        return Err(format!("redo of {action:?} did not give the game after"));
    }
    Ok(())
}

/// Plays `later` random actions on a game and on its loaded copy, each with its own copy of
/// one generator: both must be offered the same actions, play them alike and end equal (the
/// save kept the future draws).
pub fn play_on_alike<R: Rules>(
    g: &mut Session<R>,
    loaded: &mut Session<R>,
    seed: u64,
    later: usize,
    random_action: impl Fn(&Session<R>, &mut GameRng) -> Option<R::Action>,
) -> Result<(), String> {
    if loaded != g {
        return Err("the loaded game is not the saved one".into());
    }
    let mut rng_a = GameRng::from_seed(seed);
    let mut rng_b = rng_a.clone();
    for _ in 0..later {
        let (Some(a), Some(b)) = (
            random_action(g, &mut rng_a),
            random_action(loaded, &mut rng_b),
        ) else {
            break;
        };
        if a != b {
            return Err(format!("offered {a:?} and {b:?}"));
        }
        let (played, replayed) = (g.apply(a), loaded.apply(b));
        if played != replayed {
            return Err(format!("{a:?} gave {played:?} and {replayed:?}"));
        }
    }
    if loaded != g {
        return Err("the games parted".into());
    }
    Ok(())
}

/// How many cases a property test runs: its own number, or `PROPTEST_CASES` when set (the
/// mutation runs use fewer to test a mutant in seconds; a mutant they miss is run again at full).
pub fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// A stacked pile for a test: `top` first, then what is left of `all` in its order.
/// Panics when `all` does not hold every card of `top` (the test asked for a card the game
/// has no more of).
pub fn on_top<T: PartialEq + Copy + Debug>(mut all: Vec<T>, top: &[T]) -> Vec<T> {
    for card in top {
        let i = all
            .iter()
            .position(|c| c == card)
            .unwrap_or_else(|| panic!("no more {card:?} to stack"));
        all.remove(i);
    }
    let mut stacked = top.to_vec();
    stacked.extend(all);
    stacked
}
