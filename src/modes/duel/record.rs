//! The Duel's results: one record per finished game, and the wins per player name. The
//! store keeps the records; these are the rules.

use super::cards::Kingdom;
use super::game::DuelGame;
use super::rules::Duel;
use super::score::Outcome;
use crate::engine::GameResult;
use serde::{Deserialize, Serialize};

/// One player's line in a finished Duel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelPlayerResult {
    pub name: String,
    /// The score (typed VP − curse tokens) after a pile end; `None` when the last player
    /// won or the player was eliminated.
    pub score: Option<i32>,
    /// 1 for the first player out; `None` for a player still in at the end.
    pub out: Option<u8>,
    pub turns: u32,
    pub won: bool,
}

/// One finished Duel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelResult {
    /// Which game, so a result entered again replaces its line.
    pub game_id: String,
    /// When it was recorded, seconds since 1970 (UTC).
    pub date: i64,
    pub kingdom: Kingdom,
    /// Whether the last player left won (D7.4), or a pile end was scored (D11).
    pub last_player: bool,
    /// The players in turn order.
    pub players: Vec<DuelPlayerResult>,
}

impl GameResult for DuelResult {
    type Rules = Duel;

    /// The record of a finished game; `None` before it is decided.
    fn of(game: &DuelGame, game_id: &str, date: i64) -> Option<DuelResult> {
        let outcome = game.outcome()?;
        let winners = outcome.winners();
        let out_order = game.eliminated();
        let players = (0..game.player_count() as u8)
            .map(|p| DuelPlayerResult {
                name: game.name(p),
                score: match &outcome {
                    Outcome::Scored { scores, .. } => {
                        scores.iter().find(|s| s.player == p).map(|s| s.score)
                    }
                    Outcome::LastPlayer { .. } => None,
                },
                out: out_order
                    .iter()
                    .position(|&q| q == p)
                    .map(|i| (i + 1) as u8),
                turns: game.turns(p),
                won: winners.contains(&p),
            })
            .collect();
        Some(DuelResult {
            game_id: game_id.to_owned(),
            date,
            kingdom: game.setup().kingdom,
            last_player: matches!(outcome, Outcome::LastPlayer { .. }),
            players,
        })
    }

    fn game_id(&self) -> &str {
        &self.game_id
    }
}

impl DuelResult {
    /// "Bea" or "Alex and Bea".
    pub fn winners(&self) -> Vec<&str> {
        self.players
            .iter()
            .filter(|p| p.won)
            .map(|p| p.name.as_str())
            .collect()
    }
}

/// Games played and won per player name, most wins first (names as typed, case kept).
pub fn wins(records: &[DuelResult]) -> Vec<(String, usize, usize)> {
    let mut table: Vec<(String, usize, usize)> = Vec::new();
    for r in records {
        for p in &r.players {
            let i = match table.iter().position(|(n, _, _)| *n == p.name) {
                Some(i) => i,
                None => {
                    table.push((p.name.clone(), 0, 0));
                    table.len() - 1
                }
            };
            table[i].1 += 1;
            if p.won {
                table[i].2 += 1;
            }
        }
    }
    table.sort_by(|a, b| b.2.cmp(&a.2).then(a.0.cmp(&b.0)));
    table
}
