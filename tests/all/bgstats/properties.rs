//! Issue 61: the BG Stats play of any finished game says what its verdict says. Random games of
//! every mode, played to their end by the modes' own random tables (with ties made on purpose:
//! a coop's points entered again to equal the automa's, a Duel's VP typed alike), each logged
//! as a play: its winners are exactly the verdict's (R19, P26-P28, D7.4, D11), every winner
//! at rank 1, nobody else there, and a higher score never ranked below a lower one among the
//! rest.

use super::Logged;
use coop_automa::app::bgstats::Play;
use coop_automa::engine::GameRng;
use coop_automa::modes::coop::{self, CoopResult, CoopSession};
use coop_automa::modes::duel::{self, DuelGame, DuelResult, DuelSession};
use coop_automa::modes::pyramid::{self, PyramidGame, PyramidResult, PyramidSession};
use coop_automa::store::{GameResult, ModeGame};
use proptest::prelude::*;

/// The steps a random game may take before it must have ended.
const MOST_STEPS: usize = 20_000;

/// What every play must keep, whatever the mode: `winners` (by id) are exactly those marked
/// winners and at rank 1; the rest rank below 1, a higher score never below a lower one.
fn keeps_the_verdict(play: &Play, winners: &[String]) -> Result<(), TestCaseError> {
    let marked: Vec<&str> = play
        .players
        .iter()
        .filter(|p| p.winner)
        .map(|p| p.id.as_str())
        .collect();
    let mut expected: Vec<&str> = winners.iter().map(String::as_str).collect();
    let mut got = marked.clone();
    expected.sort_unstable();
    got.sort_unstable();
    prop_assert_eq!(got, expected, "the winners: {:?}", play);
    for p in &play.players {
        prop_assert_eq!(p.rank == 1, p.winner, "{:?} in {:?}", p, play);
    }
    for a in play.players.iter().filter(|p| !p.winner) {
        for b in play.players.iter().filter(|p| !p.winner) {
            if let (Some(sa), Some(sb)) = (a.score, b.score)
                && sa > sb
            {
                prop_assert!(a.rank <= b.rank, "{:?} below {:?} in {:?}", a, b, play);
            }
        }
    }
    Ok(())
}

fn coop_play(seed: u64, tie: bool) -> Result<(), TestCaseError> {
    // Duchies come with 12 Provinces only.
    let (provinces, duchies) = if seed.is_multiple_of(2) {
        (12, (seed / 2 % 7) as u8)
    } else {
        (4 + (seed / 2 % 9) as u8, 0)
    };
    let mut setup = coop::Setup::custom(["Alex", "Bea"], provinces, duchies);
    setup.seed = Some(seed);
    let mut game = coop::Game::new(setup).expect("valid setup");
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..MOST_STEPS {
        if game.is_finished() {
            break;
        }
        let _ = game.apply(coop::random_action(&game, &mut rng));
    }
    prop_assert!(game.is_finished(), "a coop game ended");
    if tie {
        // The points taken back and entered again, to equal the automa's: a tie loses (R19).
        let automa = game.score().expect("scored").automa.total;
        let first = automa / 2;
        game.undo().expect("the points taken back");
        game.apply(coop::Action::FinalPoints {
            points: [first, automa - first],
        })
        .expect("points entered again");
    }
    let score = *game.score().expect("scored");
    let record = CoopResult::of(&game, "x", 0).expect("a record");
    let play = record.play("");
    let automa = play
        .players
        .iter()
        .find(|p| p.role.is_some())
        .expect("the automa");
    let winners: Vec<String> = if score.humans_win {
        vec!["Alex".into(), "Bea".into()]
    } else {
        vec![automa.id.clone()]
    };
    prop_assert!(!tie || !score.humans_win, "a tie is a loss");
    keeps_the_verdict(&play, &winners)
}

fn pyramid_play(seed: u64) -> Result<(), TestCaseError> {
    let level = pyramid::Level::ALL[(seed % 4) as usize];
    let setup = pyramid::Setup::new(level, pyramid::Mix::A, Some(seed));
    let mut game = PyramidGame::new(setup).expect("valid setup");
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..MOST_STEPS {
        if game.is_finished() {
            break;
        }
        let Some(action) = pyramid::random_action(&game, &mut rng) else {
            break;
        };
        let _ = game.apply(action);
    }
    prop_assert!(game.is_finished(), "a pyramid game ended");
    let verdict = game.verdict().expect("a verdict");
    let play = PyramidResult::of(&game, "x", 0).expect("a record").play("");
    let player = play
        .players
        .iter()
        .find(|p| p.role.is_none())
        .expect("the player");
    let ai = play
        .players
        .iter()
        .find(|p| p.role.is_some())
        .expect("the AI");
    let winners = if matches!(verdict, pyramid::Verdict::Victory(_)) {
        vec![player.id.clone()]
    } else {
        vec![ai.id.clone()]
    };
    keeps_the_verdict(&play, &winners)
}

fn duel_play(seed: u64, tie: bool) -> Result<(), TestCaseError> {
    let names: &[&str] = match seed % 3 {
        0 => &["Alex", "Bea"],
        1 => &["Alex", "Bea", "Cam"],
        _ => &["Alex", "Bea", "Cam", "Dee"],
    };
    let setup = duel::Setup::new(names, duel::Kingdom::DuelOnly, Some(seed));
    let mut game = DuelGame::new(setup).expect("valid setup");
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..MOST_STEPS {
        if game.is_finished() {
            break;
        }
        let action = match duel::random_action(&game, &mut rng) {
            // Every living player's VP typed alike: a tie D11 breaks by turns, or shares.
            Some(duel::Action::EnterVp { player, .. }) if tie => {
                duel::Action::EnterVp { player, vp: 12 }
            }
            Some(action) => action,
            None => break,
        };
        let _ = game.apply(action);
    }
    prop_assert!(game.is_finished(), "a Duel ended");
    let winners: Vec<String> = game
        .winners()
        .expect("winners")
        .iter()
        .map(|&w| names[usize::from(w)].to_owned())
        .collect();
    let play = DuelResult::of(&game, "x", 0).expect("a record").play("");
    keeps_the_verdict(&play, &winners)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn r19_a_coop_play_logs_its_verdict(seed in any::<u64>(), tie in any::<bool>()) {
        coop_play(seed, tie)?;
    }

    #[test]
    fn p26_p28_a_pyramid_play_logs_its_verdict(seed in any::<u64>()) {
        pyramid_play(seed)?;
    }

    #[test]
    fn d7_4_d11_a_duel_play_logs_its_verdict(seed in any::<u64>(), tie in any::<bool>()) {
        duel_play(seed, tie)?;
    }
}
