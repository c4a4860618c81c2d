//! A finished coop game as BG Stats logs it: the two players and the automa, each with their
//! points; the players win or lose together against the automa (R19).

use crate::bgstats::{Play, Player};
use crate::i18n::t;
use crate::texts::kingdom_label;
use coop_automa_coop::CoopResult;
use coop_automa_engine::GameResult;

/// The automa's id in BG Stats: the same in every play, so it is matched once.
pub const AUTOMA_ID: &str = "coop-automa-automa";

/// A record as BG Stats logs it; `table_name`: this table's name (empty: none).
pub fn play(record: &CoopResult, table_name: &str) -> Play {
    let won = record.humans_win;
    // The winners are rank 1 together; the losers come after them.
    let rank = |winner: bool| {
        if winner {
            1
        } else if won {
            3
        } else {
            2
        }
    };
    let mut players: Vec<Player> = record
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            let (name, id) = (p.name.clone(), p.name.clone());
            Player::person(name, id, seat, Some(p.total), won, rank(won))
        })
        .collect();
    players.push(Player::app(
        t!("bgstats-automa"),
        AUTOMA_ID,
        Some(record.automa_score),
        !won,
        rank(!won),
    ));
    let board = t!(
        "coop-bgstats-board",
        kingdom = kingdom_label(record.kingdom_name())
    );
    let comments = t!(
        "coop-bgstats-comments",
        won = if won { "yes" } else { "no" },
        players = record.humans_score,
        automa = record.automa_score,
        provinces = record.provinces,
        duchies = record.duchies,
        rounds = record.rounds
    );
    Play::new(record.stamp(), table_name, board, comments, players)
}
