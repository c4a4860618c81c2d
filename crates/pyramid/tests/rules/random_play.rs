//! The random games of the pyramid's property tests: every action a person can ask for, the
//! setups, and the choice per step. The rules' properties (`properties.rs`) and the app's one
//! property that words every refusal (`tests/all/pyramid_properties.rs`, which compiles this
//! file by its path) play these very games.

use coop_automa_pyramid::*;
use proptest::prelude::*;

/// Every action a person can ask for, legal or not at a given moment.
pub fn all_actions() -> Vec<Action> {
    let mut v = vec![
        Action::Turned { card: Card::Estate },
        Action::Turned { card: Card::Colony },
        Action::Turned { card: Card::Attack },
        Action::Turned { card: Card::Curse },
        Action::StartTurn { outpost: false },
        Action::StartTurn { outpost: true },
        Action::SevenCards,
        Action::FourthAction,
        Action::NoBuyPossible,
        Action::EndTurn { empty_piles: 0 },
        Action::EndTurn { empty_piles: 3 },
        Action::EndTurn { empty_piles: 21 },
        Action::Reshuffle {
            choice: ReshuffleChoice::TakeCurse,
        },
        Action::Reshuffle {
            choice: ReshuffleChoice::AiScores,
        },
        Action::GiveCurse { to: CurseTo::Trash },
        Action::CorrectCurses {
            change: CurseChange::Left,
        },
        Action::CorrectCurses {
            change: CurseChange::Returned,
        },
        Action::Buy(Buy::Gold { overpay: 0 }),
        Action::Buy(Buy::Gold { overpay: 40 }),
        Action::Buy(Buy::Platinum { overpay: 2 }),
        Action::Buy(Buy::VictoryKingdom {
            cost: 4,
            overpay: 0,
        }),
        Action::Final(FinalEntries::default()),
        Action::Final(FinalEntries {
            curses: 6,
            ..FinalEntries::default()
        }),
    ];
    for a in Place::ALL {
        v.push(Action::ScoreFrom { place: a });
        v.push(Action::Gain { place: a });
        v.push(Action::GiveCurse {
            to: CurseTo::Place(a),
        });
        v.push(Action::Buy(Buy::Pyramid { place: a }));
        v.push(Action::Buy(Buy::CurseEstate { place: a }));
        v.push(Action::Redraw {
            first: a,
            second: None,
        });
        for b in Place::ALL {
            v.push(Action::Swap { a, b });
            v.push(Action::TopBonusMove { from: a, to: b });
            v.push(Action::TopBonusSwap { a, b });
            v.push(Action::Redraw {
                first: a,
                second: Some(b),
            });
        }
    }
    v
}

pub fn any_setup() -> impl Strategy<Value = Setup> {
    let mixes = Mix::all_legal();
    (
        0usize..5,
        0usize..mixes.len(),
        any::<u64>(),
        prop::bool::weighted(0.3),
    )
        .prop_map(move |(level, mix, seed, own)| {
            let mix = mixes[mix];
            let mut level = Level::ALL[level];
            if level == Level::Master && mix.colonies < MASTER_COLONIES {
                level = Level::Expert;
            }
            Setup::new(level, mix, Some(seed)).with_own_deck(own)
        })
}

/// Per step: the random legal action (mostly, so games go deep) or any action at all.
pub fn choices() -> impl Strategy<Value = (u64, Vec<(bool, usize)>)> {
    (
        any::<u64>(),
        prop::collection::vec((prop::bool::weighted(0.8), 0usize..1000), 1..300),
    )
}

pub fn next_action(g: &PyramidGame, rng: &mut GameRng, legal: bool, n: usize) -> Action {
    let all = all_actions();
    match random_action(g, rng) {
        Some(a) if legal => a,
        _ => all[n % all.len()],
    }
}
