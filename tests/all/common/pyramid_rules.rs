//! The pyramid's games with a stacked deck, the actions its rules' tests enter, and a refusal
//! in the table's words (the tests that need no words are in `crates/pyramid/tests/rules`,
//! with their own copy of these helpers).

use Card::*;
use coop_automa::app::pyramid::words::error_words;
use coop_automa::modes::pyramid::*;

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
    for card in top {
        let i = rest
            .iter()
            .position(|c| c == card)
            .unwrap_or_else(|| panic!("the mix has no more {card:?}"));
        rest.remove(i);
    }
    let mut all = top.to_vec();
    all.extend(rest);
    all
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

/// Applies an action that must be refused; checks that nothing changed; the message.
pub fn refused(g: &mut PyramidGame, action: Action) -> String {
    let before = g.clone();
    let e = g.apply(action).expect_err("should be refused");
    assert_eq!(*g, before, "a refusal changed the game");
    error_words(&e)
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

pub fn count_for(buy: Buy) -> u8 {
    let mut g = in_turn(normal(), &[]);
    ok(&mut g, Action::Buy(buy));
    g.owed().0
}

/// A game whose pyramid and deck are emptied by gains and Estate buys (Mix A, Normal).
pub fn drained() -> PyramidGame {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    // Bounded: rules that never empty the deck must fail here, not hang.
    for _ in 0..60 {
        for p in Place::ALL {
            match g.card_at(p) {
                Some(c) if p.row() == Row::Bottom && c.is_vp() => {
                    ok(&mut g, Action::Gain { place: p });
                }
                _ => {}
            }
        }
        if g.deck_len() == 0 && g.pyramid().is_empty() {
            return g;
        }
        ok(&mut g, end(0));
        ok(&mut g, START);
    }
    panic!("P24: 60 turns of gains and Estate buys should empty the pyramid and the deck");
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
