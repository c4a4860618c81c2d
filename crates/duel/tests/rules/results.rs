//! A Duel's results line (its record for the results log): who went out, in which order
//! (D7.4). The log on disk is tested in the app's `tests/all/store_duel.rs`.

use coop_automa_duel::{Action, Change, DuelGame, DuelResult, Kingdom, Setup};
use coop_automa_engine::GameResult;

fn game(seed: u64) -> DuelGame {
    DuelGame::new(Setup::new(
        &["Ann", "Ben", "Cy"],
        Kingdom::DuelOnly,
        Some(seed),
    ))
    .unwrap()
}

/// The log of a Duel won by the last player left (D7.4): no scores, and each player out
/// with the order in which they went (1 for the first).
#[test]
fn d7_4_the_results_line_says_who_went_out_in_which_order() {
    let mut g = game(3);
    for player in [1, 0] {
        g.apply(Action::Change {
            player,
            change: Change::GainCurseTokens(99),
        })
        .unwrap();
    }
    let record = DuelResult::of(&g, "game-2", 10).unwrap();
    assert!(record.last_player);
    assert_eq!(record.winners(), ["Cy"]);
    let line: Vec<_> = record
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.score, p.out))
        .collect();
    assert_eq!(
        line,
        [
            ("Ann", None, Some(2)),
            ("Ben", None, Some(1)),
            ("Cy", None, None)
        ]
    );
}
