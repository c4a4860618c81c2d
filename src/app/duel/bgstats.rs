//! A finished Duel as BG Stats logs it: every player in turn order, the winners first in
//! rank, then the scores (D11), then the players put out, the last one out best (D7).

use super::super::bgstats::{Logged, Play, Player, location, ranks};
use super::super::i18n::t;
use super::words::{and_list, kingdom_words};
use crate::modes::duel::DuelResult;

impl Logged for DuelResult {
    fn play(&self, table_name: &str) -> Play {
        // A player put out has no score; the later out, the better (a player still in, none).
        let keys: Vec<(Option<i32>, bool, u32)> = self
            .players
            .iter()
            .map(|p| (p.score, p.won, u32::from(u8::MAX - p.out.unwrap_or(0))))
            .collect();
        let players = self
            .players
            .iter()
            .zip(ranks(&keys))
            .enumerate()
            .map(|(seat, (p, rank))| Player {
                name: p.name.clone(),
                id: p.name.clone(),
                score: p.score,
                winner: p.won,
                rank,
                start_player: seat == 0,
                role: None,
            })
            .collect();
        let winners: Vec<String> = self.winners().into_iter().map(str::to_owned).collect();
        let how = super::results::how_it_ended(self);
        Play {
            id: self.game_id.clone(),
            ended: self.date,
            board: t!("duel-bgstats-board", kingdom = kingdom_words(self.kingdom)),
            comments: t!(
                "duel-bgstats-comments",
                winners = and_list(&winners),
                n = winners.len(),
                how = how
            ),
            location: location(&self.table, table_name),
            players,
        }
    }
}
