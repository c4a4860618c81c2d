//! The Duel's results: one record per finished game, and the wins per player name. The
//! store keeps the records; these are the rules.

use super::cards::Kingdom;
use super::game::DuelGame;
use super::rules::Duel;
use super::score::Outcome;
use crate::engine::{Cell, GameResult, Stamp};
use crate::game::DuelSession;
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
    /// The table it was played at, when it came from another table's backup; empty: this
    /// table's own (a record is written without it, and a backup names its table).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub table: String,
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
            table: String::new(),
        })
    }

    fn stamp(&self) -> Stamp<'_> {
        Stamp::new(&self.game_id, self.date, &self.table)
    }

    const CSV_COLUMNS: &'static [&'static str] = &[
        "kingdom",
        "ended",
        "players",
        "player1",
        "player1_score",
        "player1_out",
        "player1_turns",
        "player1_won",
        "player2",
        "player2_score",
        "player2_out",
        "player2_turns",
        "player2_won",
        "player3",
        "player3_score",
        "player3_out",
        "player3_turns",
        "player3_won",
        "player4",
        "player4_score",
        "player4_out",
        "player4_turns",
        "player4_won",
    ];

    /// Four players' columns always (a game of two leaves the last two empty); a score only
    /// after a pile end, an order out only for a player eliminated.
    fn csv_row(&self) -> Vec<Cell> {
        let kingdom = match self.kingdom {
            Kingdom::DuelOnly => "duel_only",
            Kingdom::Mixed => "mixed",
        };
        let ended = if self.last_player {
            "last_player"
        } else {
            "scored"
        };
        let mut row = vec![
            Cell::Plain(kingdom.to_owned()),
            Cell::Plain(ended.to_owned()),
            Cell::Number(self.players.len() as i64),
        ];
        for i in 0..4 {
            match self.players.get(i) {
                Some(p) => row.extend([
                    Cell::Text(p.name.clone()),
                    p.score.map_or(Cell::Empty, |s| Cell::Number(s.into())),
                    p.out.map_or(Cell::Empty, |o| Cell::Number(o.into())),
                    Cell::Number(p.turns.into()),
                    Cell::YesNo(p.won),
                ]),
                None => row.extend(std::iter::repeat_n(Cell::Empty, 5)),
            }
        }
        row
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
    coop_automa_engine::sort::sort_by(&mut table, |a, b| b.2.cmp(&a.2).then(a.0.cmp(&b.0)));
    table
}
