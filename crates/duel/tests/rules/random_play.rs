//! The random games of the Duel's property tests: every action a person can ask for, the
//! setups, and the choice per step. The rules' properties (`properties.rs`) and the app's one
//! property that words every refusal (`tests/all/duel_properties.rs`, which compiles this file
//! by its path) play these very games.

use coop_automa_duel::*;
use proptest::prelude::*;

fn attack(kind: AttackKind, replies: &[(u8, Answer)]) -> Action {
    Action::Attack(Attack::new(kind, replies).unwrap())
}

/// Every action a person can ask for, legal or not at a given moment.
pub fn all_actions() -> Vec<Action> {
    let w = |strength, raid| AttackKind::Warrior { strength, raid };
    let mut v = vec![
        attack(w(5, false), &[]),
        attack(w(0, false), &[]),
        attack(w(11, true), &[]),
        attack(w(5, false), &[(1, Answer::warrior(5))]),
        attack(w(5, true), &[(1, Answer::warrior(10))]),
        Action::Attack(
            Attack::new(w(3, false), &[(1, Answer::warrior(10))])
                .unwrap()
                .with_hand(4, 1),
        ),
        attack(w(5, false), &[(0, Answer::VACCINATION)]),
        attack(
            w(5, false),
            &[(1, Answer::VACCINATION), (1, Answer::NOTHING)],
        ),
        attack(
            w(1, false),
            &[(2, Answer::warrior(4)), (3, Answer::both(9))],
        ),
        attack(w(9, false), &[(6, Answer::VACCINATION)]),
        attack(AttackKind::SilverLining, &[(2, Answer::warrior(3))]),
        attack(AttackKind::SilverLining, &[(1, Answer::VACCINATION)]),
        attack(AttackKind::WarTrophy, &[]),
        Action::GiveAndTake {
            other: CurseCard::Curse,
        },
        Action::GiveAndTake {
            other: CurseCard::GiveAndTake,
        },
        Action::CursedVillage { played: true },
        Action::CursedVillage { played: false },
        Action::Report(PileReport::default()),
        Action::Report(PileReport {
            province_empty: false,
            other_empty: 2,
        }),
        Action::CursePile { left: 0 },
        Action::CursePile { left: 25 },
        Action::EndTurn(PileReport::default()),
        Action::EndTurn(PileReport {
            province_empty: false,
            other_empty: 40,
        }),
        Action::EndTurn(PileReport {
            province_empty: true,
            other_empty: 0,
        }),
        Action::Changes {
            player: 0,
            list: Changes::new(),
        },
    ];
    for card in CurseCard::ALL {
        v.push(Action::CurseTurned { card });
    }
    let changes = [
        Change::GainVictory(Victory::Duchy),
        Change::GainVictory(Victory::Other(120)),
        Change::LoseVictory(Victory::Province),
        Change::GainVpTokens(0),
        Change::GainVpTokens(3),
        Change::LoseVpTokens(2),
        Change::GainCurseCard(CurseCard::Curse),
        Change::GainCurseCard(CurseCard::Contagion),
        Change::LoseCurseCard(CurseCard::GiveAndTake),
        Change::GainCurseTokens(2),
        Change::LoseCurseTokens(1),
    ];
    for p in 0..6u8 {
        v.push(Action::Draw { player: p });
        v.push(Action::SetLife { player: p, life: 0 });
        v.push(Action::SetLife {
            player: p,
            life: 40,
        });
        v.push(Action::Mark {
            player: p,
            sith_lord: true,
        });
        v.push(Action::EnterVp { player: p, vp: 7 });
        v.push(Action::EnterVp {
            player: p,
            vp: 5000,
        });
        for c in changes {
            v.push(Action::Change {
                player: p,
                change: c,
            });
        }
        v.push(Action::Changes {
            player: p,
            list: Changes::from_slice(&changes[..5]).unwrap(),
        });
        for to in 0..4u8 {
            v.push(Action::Give {
                from: p,
                to,
                card: CurseCard::Contagion,
            });
            v.push(Action::Give {
                from: p,
                to,
                card: CurseCard::Curse,
            });
        }
    }
    v
}

pub fn any_setup() -> impl Strategy<Value = Setup> {
    (
        2usize..=4,
        prop::bool::weighted(0.75),
        0u8..=20,
        any::<u64>(),
        prop::bool::weighted(0.3),
    )
        .prop_map(|(n, duel, vp, seed, own)| {
            let kingdom = if duel {
                Kingdom::DuelOnly
            } else {
                Kingdom::Mixed
            };
            Setup::new(&["Ann", "Bob", "Cy", "Dee"][..n], kingdom, Some(seed))
                .with_starting_vp(vp)
                .with_own_deck(own)
        })
}

/// Per step: the random legal action (mostly, so games go deep) or any action at all.
pub fn choices() -> impl Strategy<Value = (u64, Vec<(bool, usize)>)> {
    (
        any::<u64>(),
        prop::collection::vec((prop::bool::weighted(0.85), 0usize..10_000), 1..300),
    )
}

pub fn next_action(
    g: &DuelGame,
    rng: &mut GameRng,
    all: &[Action],
    legal: bool,
    n: usize,
) -> Action {
    match random_action(g, rng) {
        Some(a) if legal => a,
        _ => all[n % all.len()],
    }
}
