//! A finished Duel as BG Stats logs it: every player in turn order, the winners first in
//! rank, then the scores (D11), then the players put out, the last one out best (D7).

use crate::bgstats::{Play, Player, ranks};
use crate::i18n::t;
use crate::words::{and_list, kingdom_words};
use coop_automa_duel::DuelResult;
use coop_automa_engine::GameResult;

/// A record as BG Stats logs it; `table_name`: this table's name (empty: none).
pub fn play(record: &DuelResult, table_name: &str) -> Play {
    // A player put out has no score; the later out, the better (a player still in, none).
    let keys: Vec<(Option<i32>, bool, u32)> = record
        .players
        .iter()
        .map(|p| (p.score, p.won, u32::from(u8::MAX - p.out.unwrap_or(0))))
        .collect();
    let players = record
        .players
        .iter()
        .zip(ranks(&keys))
        .enumerate()
        .map(|(seat, (p, rank))| {
            let (name, id) = (p.name.clone(), p.name.clone());
            Player::person(name, id, seat, p.score, p.won, rank)
        })
        .collect();
    let winners: Vec<String> = record.winners().into_iter().map(str::to_owned).collect();
    let how = crate::results::how_it_ended(record);
    let board = t!(
        "duel-bgstats-board",
        kingdom = kingdom_words(record.kingdom)
    );
    let comments = t!(
        "duel-bgstats-comments",
        winners = and_list(&winners),
        n = winners.len(),
        how = how
    );
    Play::new(record.stamp(), table_name, board, comments, players)
}
