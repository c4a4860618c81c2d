//! Pyramid games in the states the screen must show well: just dealt, a cascade after a
//! turn, the AI owing picks, and the end scored. Built by the rules alone, from fixed seeds.

use coop_automa::modes::pyramid::PyramidSession;
use coop_automa::modes::pyramid::{
    Action, Buy, Event, FinalEntries, Level, Mix, Phase, PyramidGame, Setup,
};

fn new_game(seed: u64) -> PyramidGame {
    PyramidGame::new(Setup::new(Level::Normal, Mix::A, Some(seed))).expect("a legal setup")
}

/// Plays turns of buys and picks until a Start turn cascades (or `max_turns` pass).
fn until_cascade(seed: u64, max_turns: u32) -> PyramidGame {
    let mut g = new_game(seed);
    for _ in 0..max_turns {
        let events = g
            .apply(Action::StartTurn { outpost: false })
            .expect("start");
        if g.turn() > 1 && events.iter().any(|e| matches!(e, Event::Fell(_))) {
            return g;
        }
        for reaction in [
            Action::Buy(Buy::Platinum { overpay: 0 }),
            Action::SevenCards,
        ] {
            if g.apply(reaction).is_ok() {
                // Bounded: a pick that does not count down must fail here, not hang (30 VP cards).
                for picks in 0.. {
                    let Some(&place) = g.choosable().first() else {
                        break;
                    };
                    assert!(picks < 30, "P11: the AI owes at most 30 picks");
                    g.apply(Action::ScoreFrom { place }).expect("pick");
                }
            }
        }
        g.apply(Action::EndTurn { empty_piles: 0 }).expect("end");
        if g.phase() == Phase::Over {
            break;
        }
    }
    g
}

/// Every state with its name.
pub fn all() -> Vec<(&'static str, PyramidGame)> {
    let dealt = new_game(7);
    let cascade = until_cascade(11, 12);
    let mut owed = new_game(5);
    owed.apply(Action::StartTurn { outpost: false }).unwrap();
    owed.apply(Action::Buy(Buy::Platinum { overpay: 0 }))
        .unwrap();
    let mut scored = until_cascade(11, 12);
    if scored.phase() == Phase::Turn {
        scored.apply(Action::EndTurn { empty_piles: 3 }).unwrap();
    }
    scored
        .apply(Action::Final(FinalEntries {
            kingdom_vp: 12,
            player_vp: 48,
            coppers: 5,
            full_piles: 2,
            ..FinalEntries::default()
        }))
        .unwrap();
    vec![
        ("pyramid-dealt", dealt),
        ("pyramid-cascade", cascade),
        ("pyramid-owed", owed),
        ("pyramid-scored", scored),
    ]
}
