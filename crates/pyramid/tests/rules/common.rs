//! The pyramid's games with a stacked deck, and the actions its tests enter
//! (the app's `tests/all/common/pyramid_rules.rs` compiles this file too, for the tests
//! that read the words).

use Card::*;
use coop_automa_pyramid::*;

pub fn setup(level: Level, mix: Mix) -> Setup {
    Setup::new(level, mix, Some(7))
}

pub fn normal() -> Setup {
    setup(Level::Normal, Mix::A)
}

/// Every card of the game with `top` first (the six dealt, then the deck from its top), the
/// rest of the mix after them in Estate..Colony order, Attack cards last.
pub fn order(setup: &Setup, top: &[Card]) -> Vec<Card> {
    let mut rest = setup.mix.cards();
    rest.extend(std::iter::repeat_n(
        Attack,
        usize::from(setup.level.attacks()),
    ));
    on_top(rest, top)
}

pub fn stacked(setup: Setup, top: &[Card]) -> PyramidGame {
    let order = order(&setup, top);
    PyramidGame::from_order(setup, order).unwrap()
}

/// A game in turn 1 with the stacked cards.
pub fn in_turn(setup: Setup, top: &[Card]) -> PyramidGame {
    let mut g = stacked(setup, top);
    ok(&mut g, Action::StartTurn { outpost: false });
    g
}

pub fn ok(g: &mut PyramidGame, action: Action) -> Vec<Event> {
    g.apply(action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"))
}

pub fn places(g: &PyramidGame) -> [Option<Card>; 6] {
    g.pyramid().places()
}

pub fn buy(place: Place) -> Action {
    Action::Buy(Buy::Pyramid { place })
}

pub fn pick(place: Place) -> Action {
    Action::ScoreFrom { place }
}

pub fn end(empty_piles: u8) -> Action {
    Action::EndTurn { empty_piles }
}

pub const START: Action = Action::StartTurn { outpost: false };

pub const SIX_ESTATES: [Card; 6] = [Estate; 6];

pub fn pyramid_of(cards: &[(Place, Card)]) -> Places {
    let mut p = [None; 6];
    for &(place, card) in cards {
        p[place.index()] = Some(card);
    }
    Places::from_places(p)
}

pub fn count_for(buy: Buy) -> u8 {
    let mut g = in_turn(normal(), &[]);
    ok(&mut g, Action::Buy(buy));
    g.owed().0
}

pub fn over_with_score_pile(
    setup: Setup,
    top: &[Card],
    scored: usize,
    curses_taken: usize,
) -> PyramidGame {
    let mut g = in_turn(setup, top);
    for _ in 0..scored {
        ok(
            &mut g,
            Action::Reshuffle {
                choice: ReshuffleChoice::AiScores,
            },
        );
    }
    for _ in 0..curses_taken {
        ok(
            &mut g,
            Action::Reshuffle {
                choice: ReshuffleChoice::TakeCurse,
            },
        );
    }
    ok(&mut g, end(3));
    g
}

pub fn entries() -> FinalEntries {
    FinalEntries {
        kingdom_vp: 10,
        player_vp: 50,
        curses: 2,
        coppers: 3,
        single_trasher: false,
        shelters: 1,
        no_trasher: false,
        ruins: 1,
        full_piles: 1,
    }
}

// The app's tests compile this file too and run no property tests of their own.
#[allow(unused_imports)]
pub use coop_automa_engine::checks::{cases, on_top};
