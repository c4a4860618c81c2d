//! Random play for benchmarks and tests: mostly the big button, with the purchases, Attacks
//! and corrections a real table enters. Deterministic for a given generator.

use super::action::{Action, Change};
use super::game::Game;
use super::rng::GameRng;
use super::supply::SupplyPile;

/// A plausible next action: the big button most of the time, else something a person does
/// during a turn. It may be refused (e.g. a Province when none is left); callers ignore that.
pub fn random_action(game: &Game, rng: &mut GameRng) -> Action {
    if game.is_over() {
        return Action::FinalPoints {
            points: [rng.below(60) as i32, rng.below(60) as i32],
        };
    }
    match rng.below(20) {
        0..=2 => Action::Supply {
            pile: SupplyPile::Province,
            change: Change::Take,
        },
        3 => Action::Supply {
            pile: SupplyPile::Duchy,
            change: Change::Take,
        },
        4 => Action::AttackPlayed,
        5 => Action::OtherEmptyPile {
            change: Change::Take,
        },
        6 => Action::OtherEmptyPile {
            change: Change::PutBack,
        },
        _ => game.primary_action().unwrap_or(Action::EndTurn),
    }
}
