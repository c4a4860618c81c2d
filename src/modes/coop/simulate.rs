//! Random play for benchmarks and tests: mostly the big button, with the purchases, Attacks
//! and corrections a real table enters. Deterministic for a given generator.

use super::action::{Action, Change};
use super::game::Game;
use super::supply::SupplyPile;
use crate::engine::GameRng;

/// A plausible next action: the big button most of the time, else something a person does
/// during a turn. It may be refused (e.g. a Province when none is left); callers ignore that.
pub fn random_action(game: &Game, rng: &mut GameRng) -> Action {
    if game.is_over() {
        return Action::FinalPoints {
            points: [rng.below(60) as i32, rng.below(60) as i32],
        };
    }
    // Rates per action, about four actions a round: a Province every ~6 rounds, a Duchy
    // every ~10, an Attack every ~5, a pile emptied or taken back now and then. Games then
    // last 20 to 40 rounds, like real ones.
    match rng.below(200) {
        0..=7 => Action::Supply {
            pile: SupplyPile::Province,
            change: Change::Take,
        },
        8..=12 => Action::Supply {
            pile: SupplyPile::Duchy,
            change: Change::Take,
        },
        13..=22 => Action::AttackPlayed,
        23..=24 => Action::OtherEmptyPile {
            change: Change::Take,
        },
        25 => Action::OtherEmptyPile {
            change: Change::PutBack,
        },
        _ => game.primary_action().unwrap_or(Action::EndTurn),
    }
}
