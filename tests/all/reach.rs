//! The reach of the random games of tests/properties.rs: how many of them get to the parts of
//! the rules a short game never sees. A measurement, not a check: it prints and asserts
//! nothing, so it is ignored by default. Run it with
//! `cargo test --release --test reach -- --ignored --nocapture`.
//!
//! The generator below is a copy of tests/properties.rs's (same strategies and
//! proptest's random seed per run), so the figures describe those tests' games.

use crate::common;
use coop_automa::store::ModeGame;

use coop_automa::modes::coop::*;
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestRunner};

/// Every action a person can ask for, legal or not at a given moment.
fn all_actions() -> Vec<Action> {
    let mut v = vec![
        Action::EndTurn,
        Action::ExtraTurn,
        Action::AutomaStep,
        Action::AutomaDone,
        Action::AttackPlayed,
        Action::FinalPoints { points: [30, 25] },
        Action::FinalPoints { points: [2000, 0] },
    ];
    for change in [Change::Take, Change::PutBack] {
        v.push(Action::OtherEmptyPile { change });
        for pile in [SupplyPile::Duchy, SupplyPile::Province, SupplyPile::Colony] {
            v.push(Action::Supply { pile, change });
        }
    }
    for seat in Seat::BOTH {
        v.push(Action::HexBlocked {
            seat,
            blocked: true,
        });
        v.push(Action::HexBlocked {
            seat,
            blocked: false,
        });
        v.push(Action::ReceiveHex { seat });
        v.push(Action::ReturnState { seat });
        v.push(Action::ExtraTurnFor { seat });
    }
    v
}

fn any_setup() -> impl Strategy<Value = Setup> {
    (
        3u8..=12,
        0u8..=10,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<u64>(),
    )
        .prop_map(|(provinces, duchies, colonies, fleet, shared, seed)| {
            let duchies = if provinces < 12 { 0 } else { duchies };
            let mut s = Setup::custom(common::NAMES, provinces, duchies);
            s.colonies = colonies;
            s.fleet = fleet;
            s.shared_hexes = shared;
            s.seed = Some(seed);
            s
        })
}

/// A choice per step: mostly the big button (so games go deep), else any action.
fn choices() -> impl Strategy<Value = Vec<(bool, usize)>> {
    prop::collection::vec((prop::bool::weighted(0.55), 0usize..64), 1..250)
}

fn pick(game: &Game, primary: bool, n: usize, actions: &[Action]) -> Action {
    match game.primary_action() {
        Some(a) if primary => a,
        _ => actions[n % actions.len()],
    }
}

#[test]
#[ignore = "a measurement that prints; run with --ignored --nocapture"]
fn reach_of_the_random_property_games() {
    let actions = all_actions();
    // Each property test plays 1500 games a run, from a fresh random seed; ten runs' worth
    // here, so the shares are steady from one measurement to the next.
    let cases: u32 = 15_000;
    let mut runner = TestRunner::new(Config::default());
    let strategy = (any_setup(), choices());
    let (mut treasure, mut hex, mut round26, mut twice, mut over) = (0, 0, 0, 0, 0);
    let mut rounds = Vec::new();
    for _ in 0..cases {
        let (setup, steps) = strategy.new_tree(&mut runner).unwrap().current();
        let mut g = Game::new(setup).unwrap();
        let (mut t, mut h, mut tm) = (false, false, false);
        for (primary, n) in steps {
            let Ok(events) = g.apply(pick(&g, primary, n, &actions)) else {
                continue;
            };
            for e in &events {
                match e {
                    Event::Reshuffled {
                        pile: PileKind::Treasure,
                        ..
                    } => t = true,
                    Event::Reshuffled {
                        pile: PileKind::Hex,
                        ..
                    } => h = true,
                    _ => {}
                }
            }
            tm |= Seat::BOTH
                .iter()
                .any(|s| g.states(*s).misery_state() == Some(StateCard::TwiceMiserable));
        }
        treasure += usize::from(t);
        hex += usize::from(h);
        twice += usize::from(tm);
        round26 += usize::from(g.round() >= 26);
        over += usize::from(g.is_over());
        rounds.push(g.round());
    }
    rounds.sort();
    let share = |n: usize| {
        format!(
            "{n} of {cases} ({:.1}%)",
            100.0 * n as f64 / f64::from(cases)
        )
    };
    println!("random property games: {cases} (each property test plays 1500 a run)");
    println!("  treasure pile reshuffled (R13.1): {}", share(treasure));
    println!("  Hex pile reshuffled (R21):        {}", share(hex));
    println!("  round 26 or later:                {}", share(round26));
    println!("  a player Twice Miserable (R22):   {}", share(twice));
    println!("  game over:                        {}", share(over));
    println!(
        "  last round: median {}, 90th percentile {}, max {}",
        rounds[rounds.len() / 2],
        rounds[rounds.len() * 9 / 10],
        rounds[rounds.len() - 1]
    );
}
