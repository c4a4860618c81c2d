//! The reach of the random games of the property tests: how many of them get to the parts of
//! the rules a short game never sees. A measurement, not a check: it prints and asserts
//! nothing, so it is ignored by default. Run it with
//! `cargo test --release -p coop-automa-coop --test rules reach -- --ignored --nocapture`.
//!
//! The games come from the property tests' own generator (`random_play.rs`: the same
//! strategies, and proptest's random seed per run), so the figures describe those tests' games.

use crate::random_play::*;
use coop_automa_engine::ModeGame;

use coop_automa_coop::*;
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestRunner};

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
