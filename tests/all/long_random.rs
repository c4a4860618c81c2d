//! Random games that reach the states that matter (issue 12): a second generator, for long
//! games. It rarely takes Provinces, so most games run past round 26 with both face-down
//! piles rebuilt (R13.1, R21); it plays Colonies, Fleet (R18), Possession and Outpost turns
//! (R11), blocked Hexes (R14) and Hexes received through a player's own card (R23), returned
//! States (R22), several undos in a row and redo branches, and saves with a redo branch
//! loaded again (R24). After every step the game must be consistent, undo then redo must give
//! the same game, and a save must load as the very same game.
//!
//! The cases are seeded (0..CASES), so the reach below is the same on every run; the test
//! prints it and fails if the generator stops reaching what it was written to reach.

use coop_automa::modes::coop::*;
use coop_automa::store::ModeGame;
use coop_automa::store::{Saved, parse};

const CASES: u64 = 60;
/// Most actions a case plays: enough for 60 rounds with undos.
const MAX_STEPS: usize = 1_400;

/// What a case reached.
#[derive(Default, Debug)]
struct Reach {
    round_26: bool,
    treasure_rebuilt: bool,
    hex_rebuilt: bool,
    fleet_round: bool,
    colony_taken: bool,
    possession: bool,
    outpost: bool,
    hex_blocked: bool,
    hex_received: bool,
    twice_miserable: bool,
    state_returned: bool,
    undo_streak_3: bool,
    redo_branch_saved: bool,
    finished: bool,
}

fn setup(rng: &mut GameRng, seed: u64) -> Setup {
    let mut s = Setup::custom(["Alex", "Bea"], 12, 6 + rng.below(5) as u8);
    s.seed = Some(seed);
    s.colonies = rng.below(10) < 7;
    s.fleet = rng.below(2) == 0;
    s.shared_hexes = rng.below(2) == 0;
    s
}

/// One action a long game's table might ask for: mostly the big button, few Provinces.
fn long_action(game: &Game, rng: &mut GameRng) -> Action {
    if game.is_over() {
        return Action::FinalPoints {
            points: [rng.below(80) as i32, rng.below(80) as i32],
        };
    }
    let seat = if rng.below(2) == 0 {
        Seat::First
    } else {
        Seat::Second
    };
    if game.pending_hex().is_some() && rng.below(3) == 0 {
        return Action::HexBlocked {
            seat,
            blocked: rng.below(2) == 0,
        };
    }
    let take = |pile| Action::Supply {
        pile,
        change: Change::Take,
    };
    match rng.below(400) {
        0..=2 => take(SupplyPile::Province),
        3..=5 => take(SupplyPile::Duchy),
        6..=7 => take(SupplyPile::Colony),
        8..=27 => Action::AttackPlayed,
        28..=33 => Action::ExtraTurn,
        34..=45 => Action::ExtraTurnFor { seat },
        46..=53 => Action::ReceiveHex { seat },
        54..=61 => Action::ReturnState { seat },
        62 => Action::OtherEmptyPile {
            change: Change::Take,
        },
        63 => Action::OtherEmptyPile {
            change: Change::PutBack,
        },
        _ => game.primary_action().unwrap_or(Action::EndTurn),
    }
}

fn save_text(game: &Game) -> String {
    Saved::new(game, "long", None, 0).to_ron().unwrap()
}

/// Plays one seeded case; panics with the step if a property breaks.
fn play(case: u64) -> Reach {
    let mut rng = GameRng::from_seed(0x10_0000 + case);
    let mut game = Game::new(setup(&mut rng, case)).unwrap();
    let mut reach = Reach::default();
    for step in 0..MAX_STEPS {
        let roll = rng.below(100);
        if roll < 4 && game.actions_applied() >= 5 {
            // Several undos in a row, then the same number of redos: the same game.
            let k = 1 + rng.below(5);
            let before = game.clone();
            for _ in 0..k {
                game.undo().unwrap();
            }
            reach.undo_streak_3 |= k >= 3;
            for _ in 0..k {
                game.redo().unwrap();
            }
            assert_eq!(
                game, before,
                "case {case} step {step}: undo {k} then redo {k}"
            );
            continue;
        }
        if roll < 6 && game.actions_applied() >= 3 {
            // Undo one or two and leave a redo branch in the save, which must load as the
            // same game with the same branch.
            let k = 1 + rng.below(2);
            for _ in 0..k {
                game.undo().unwrap();
            }
            let loaded = parse::<Game>(save_text(&game).as_bytes()).unwrap().game;
            assert_eq!(
                loaded, game,
                "case {case} step {step}: a save with a redo branch"
            );
            assert_eq!(
                coop_automa::app::coop::words::step_words(&loaded, false),
                coop_automa::app::coop::words::step_words(&game, false)
            );
            reach.redo_branch_saved = true;
            // Half the time the branch is taken again, half a new action replaces it.
            if rng.below(2) == 0 {
                for _ in 0..k {
                    game.redo().unwrap();
                }
            }
            continue;
        }
        let action = long_action(&game, &mut rng);
        let Ok(events) = game.apply(action) else {
            continue;
        };
        for event in &events {
            match event {
                Event::Reshuffled {
                    pile: PileKind::Treasure,
                    ..
                } => reach.treasure_rebuilt = true,
                Event::Reshuffled {
                    pile: PileKind::Hex,
                    ..
                } => reach.hex_rebuilt = true,
                Event::FleetRoundStarted { .. } => reach.fleet_round = true,
                Event::HexBlocked { blocked: true, .. } => reach.hex_blocked = true,
                Event::HexReceived { .. } => reach.hex_received = true,
                Event::StateReturned { .. } => reach.state_returned = true,
                Event::StatesChanged { after, .. } if after.misery >= 2 => {
                    reach.twice_miserable = true;
                }
                Event::AutomaTook {
                    pile: SupplyPile::Colony,
                    ..
                }
                | Event::SupplyChanged {
                    pile: SupplyPile::Colony,
                    change: Change::Take,
                    ..
                } => reach.colony_taken = true,
                _ => {}
            }
        }
        match action {
            Action::ExtraTurnFor { .. } => reach.possession = true,
            Action::ExtraTurn => reach.outpost = true,
            _ => {}
        }
        reach.round_26 |= game.round() >= 26;
        if let Err(e) = game.check_consistency() {
            panic!("case {case} step {step} after {action:?}: {e}");
        }
        if game.score().is_some() {
            reach.finished = true;
            // The whole finished game loads as itself.
            let loaded = parse::<Game>(save_text(&game).as_bytes()).unwrap().game;
            assert_eq!(loaded, game, "case {case}: the finished game's save");
            break;
        }
    }
    reach
}

#[test]
fn long_random_games_stay_consistent_and_reach_the_late_game() {
    let reaches: Vec<Reach> = (0..CASES).map(play).collect();
    let share =
        |f: fn(&Reach) -> bool| reaches.iter().filter(|r| f(r)).count() * 100 / reaches.len();
    let table: Vec<(&str, usize)> = vec![
        ("past round 26", share(|r| r.round_26)),
        ("treasure pile rebuilt", share(|r| r.treasure_rebuilt)),
        ("Hex pile rebuilt", share(|r| r.hex_rebuilt)),
        (
            "both piles rebuilt",
            share(|r| r.treasure_rebuilt && r.hex_rebuilt),
        ),
        ("Fleet round", share(|r| r.fleet_round)),
        ("a Colony taken", share(|r| r.colony_taken)),
        ("Possession turn", share(|r| r.possession)),
        ("Outpost turn", share(|r| r.outpost)),
        ("a Hex blocked", share(|r| r.hex_blocked)),
        ("a shared Hex received", share(|r| r.hex_received)),
        ("Twice Miserable", share(|r| r.twice_miserable)),
        ("a State returned", share(|r| r.state_returned)),
        ("3+ undos in a row", share(|r| r.undo_streak_3)),
        ("a save with a redo branch", share(|r| r.redo_branch_saved)),
        ("finished and scored", share(|r| r.finished)),
    ];
    for (what, pct) in &table {
        eprintln!("{pct:>3}% {what}");
    }
    let at_least = |what: &str, min: usize| {
        let pct = table.iter().find(|(w, _)| *w == what).unwrap().1;
        assert!(
            pct >= min,
            "only {pct}% of cases reach {what} (want {min}%)"
        );
    };
    at_least("past round 26", 60);
    at_least("both piles rebuilt", 60);
    at_least("Fleet round", 20);
    at_least("a Colony taken", 40);
    at_least("Possession turn", 80);
    at_least("Outpost turn", 60);
    at_least("a Hex blocked", 80);
    at_least("a shared Hex received", 30);
    at_least("Twice Miserable", 10);
    at_least("3+ undos in a row", 80);
    at_least("a save with a redo branch", 80);
    at_least("finished and scored", 60);
}
