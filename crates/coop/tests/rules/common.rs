//! Games with stacked piles and whole rounds, for the rules' tests (the app's
//! `tests/all/common` compiles this file too, for the tests that read the words and screens).

use coop_automa_coop::*;
use coop_automa_engine::ModeGame;

pub const NAMES: [&str; 2] = ["Alex", "Bea"];

/// A custom setup with a fixed seed.
pub fn setup(provinces: u8, duchies: u8) -> Setup {
    let mut s = Setup::custom(NAMES, provinces, duchies);
    s.seed = Some(42);
    s
}

/// The treasure pile with `top` on top (first = first revealed), the rest filled in.
pub fn treasures(top: &[Treasure]) -> Vec<Treasure> {
    let mut copper = 6 - top.iter().filter(|t| **t == Treasure::Copper).count();
    let mut silver = 6 - top.iter().filter(|t| **t == Treasure::Silver).count();
    let mut order: Vec<Treasure> = top.to_vec();
    while copper + silver > 0 {
        if copper > 0 {
            order.push(Treasure::Copper);
            copper -= 1;
        }
        if silver > 0 {
            order.push(Treasure::Silver);
            silver -= 1;
        }
    }
    order.reverse();
    order
}

/// The Hex pile with `top` on top (first = first revealed), the rest in alphabetical order.
pub fn hexes(top: &[Hex]) -> Vec<Hex> {
    let mut order: Vec<Hex> = top.to_vec();
    order.extend(Hex::ALL.iter().filter(|h| !top.contains(h)));
    order.reverse();
    order
}

/// A game with both piles stacked.
pub fn stacked(setup: Setup, top_treasures: &[Treasure], top_hexes: &[Hex]) -> Game {
    Game::with_piles(setup, treasures(top_treasures), hexes(top_hexes)).expect("valid stacked game")
}

/// Applies an action that must be accepted.
pub fn ok(game: &mut Game, action: Action) -> Vec<Event> {
    match game.apply(action) {
        Ok(events) => events,
        Err(e) => panic!("{action:?} refused: {e:?}"),
    }
}

/// Players take `n` cards of a pile from the supply.
pub fn take(game: &mut Game, pile: SupplyPile, n: u8) {
    for _ in 0..n {
        ok(
            game,
            Action::Supply {
                pile,
                change: Change::Take,
            },
        );
    }
}

/// `n` other supply piles run out.
pub fn empty_piles(game: &mut Game, n: u8) {
    for _ in 0..n {
        ok(
            game,
            Action::OtherEmptyPile {
                change: Change::Take,
            },
        );
    }
}

/// Both players end their turns.
pub fn both_turns(game: &mut Game) {
    ok(game, Action::EndTurn);
    ok(game, Action::EndTurn);
}

/// A whole round with no purchases: two turns, the automa's step, and done if it needs it.
/// Returns the events of the automa's step.
pub fn round(game: &mut Game) -> Vec<Event> {
    both_turns(game);
    let mut events = ok(game, Action::AutomaStep);
    if matches!(game.phase(), Phase::Resolving(_)) {
        events.extend(ok(game, Action::AutomaDone));
    }
    events
}

/// Plays rounds until the given round has started.
pub fn play_to_round(game: &mut Game, round: u32) {
    while game.round() < round {
        round_or_panic(game);
    }
}

pub fn round_or_panic(game: &mut Game) {
    assert!(!game.is_over(), "the game ended before the wanted round");
    round(game);
}

// The app's tests compile this file too and run no property tests of their own.
#[allow(unused_imports)]
pub use coop_automa_engine::checks::cases;
