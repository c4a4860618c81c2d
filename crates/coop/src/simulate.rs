//! Random play for benchmarks and tests: mostly the big button, with the purchases, Attacks
//! and corrections a real table enters. Deterministic for a given generator.

use super::action::{Action, Change};
use super::game::Game;
use super::supply::SupplyPile;
use crate::engine::GameRng;
use crate::engine::ModeGame;
use crate::game::CoopSession;

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
        _ => game
            .primary_action()
            .or_else(|| turned(game, rng))
            .unwrap_or(Action::EndTurn),
    }
}

/// The table's own pile: a card it may turn over now, at random among those face down.
fn turned(game: &Game, rng: &mut GameRng) -> Option<Action> {
    let pile = game.step_asks_turned()?;
    let cards: Vec<_> = game
        .face_down(pile)
        .into_iter()
        .flat_map(|(card, n)| std::iter::repeat_n(card, n.into()))
        .collect();
    let card = *cards.get(rng.below(cards.len().max(1)))?;
    Some(Action::AutomaStepTurned { card })
}

/// Where a kill-test writer starts (`seed` chooses): a new game (seed ≡ 0 mod 3), a game
/// played on to round 23, just before the treasure pile is rebuilt (≡ 1), or a game a few
/// actions before its end, so the writer finishes and scores it (≡ 2). Played with
/// `random_action` from the seed, without saving.
pub fn kill_test_start(seed: u64) -> Game {
    use super::setup::Setup;
    let mut setup = Setup::custom(["Alex", "Bea"], 12, (seed % 11) as u8);
    setup.seed = Some(seed);
    let mut game = Game::new(setup).expect("a valid setup");
    let mut rng = GameRng::from_seed(seed ^ 0x5EED);
    let target = seed % 3;
    for _ in 0..5_000 {
        let done = match target {
            1 => game.round() >= 23 || game.is_over(),
            2 => game.is_over(),
            _ => true,
        };
        if done {
            break;
        }
        // Provinces and Duchies stay for the automa: the game lasts into the late rounds.
        let action = match random_action(&game, &mut rng) {
            Action::Supply {
                change: Change::Take,
                ..
            } if target == 1 => continue,
            action => action,
        };
        let _ = game.apply(action);
    }
    if target == 2 {
        for _ in 0..6 {
            let _ = game.undo();
        }
    }
    game
}
