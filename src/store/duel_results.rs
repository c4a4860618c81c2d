//! The Duel's results log: one line of RON per finished game in `results-duel.ron`, beside
//! the other modes' logs. A game's line is replaced when its VP are typed again and taken out
//! when its end is undone; a line that cannot be read is kept as it is.

use super::backend::Backend;
use super::results::{BadLine, read_lines, update_line};
use crate::modes::duel::{DuelGame, Kingdom, Outcome};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

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

impl DuelResult {
    /// The record of a finished game; `None` before it is decided.
    pub fn of(game: &DuelGame, game_id: &str, date: i64) -> Option<DuelResult> {
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

    /// "Bea" or "Alex and Bea".
    pub fn winners(&self) -> Vec<&str> {
        self.players
            .iter()
            .filter(|p| p.won)
            .map(|p| p.name.as_str())
            .collect()
    }
}

/// The Duel's results file in a data folder.
pub fn duel_results_path(data_dir: &Path) -> PathBuf {
    data_dir.join("results-duel.ron")
}

/// The Duel's results log as read: the records, and the lines that could not be read.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DuelResults {
    pub records: Vec<DuelResult>,
    pub bad_lines: Vec<BadLine>,
}

impl DuelResults {
    /// Games won per player name, most wins first (names as typed, case kept).
    pub fn wins(&self) -> Vec<(String, usize, usize)> {
        let mut table: Vec<(String, usize, usize)> = Vec::new();
        for r in &self.records {
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
}

/// Reads the log through a backend; a missing file is an empty log.
pub(super) fn read(backend: &dyn Backend, path: &Path) -> Result<DuelResults, String> {
    let (records, bad_lines) = read_lines(backend, path)?;
    Ok(DuelResults { records, bad_lines })
}

/// Writes a game's record in place of its old one (or appends it); `None` takes it out.
pub(super) fn update(
    backend: &dyn Backend,
    path: &Path,
    game_id: &str,
    record: Option<&DuelResult>,
) -> Result<(), String> {
    update_line(backend, path, game_id, record, |r: &DuelResult| {
        r.game_id.as_str()
    })
}
