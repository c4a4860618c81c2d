//! The coop's results: one record per scored game, as its author asks the table to send him
//! (the Duchy and Province counts, both sides' scores, who won). The store keeps the records
//! in `results.ron` (the first mode's log kept its name); these are the rules' data.

use super::{Coop, Game, Played, Seat, StateCard, Step};
use crate::engine::{Cell, GameResult, Stamp};
use crate::game::CoopSession;
use serde::{Deserialize, Serialize};

/// One finished game, as sent to the variant's author.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CoopResult {
    /// Which game: its autosave's name, so points entered again replace this record.
    pub game_id: String,
    /// When the points were entered, seconds since 1970 (UTC).
    pub date: i64,
    /// The recommended kingdom, or `None` for a custom one.
    pub kingdom: Option<String>,
    pub provinces: u8,
    pub duchies: u8,
    pub colonies: bool,
    pub fleet: bool,
    pub shared_hexes: bool,
    pub rounds: u32,
    /// How it ended, in words ("the Province pile is empty").
    pub ended: String,
    pub players: [PlayerResult; 2],
    pub automa_duchies: u8,
    pub automa_provinces: u8,
    pub automa_colonies: u8,
    pub automa_tokens: u8,
    pub automa_score: i32,
    pub humans_score: i32,
    pub humans_win: bool,
    /// The table it was played at, when it came from another table's backup; empty: this
    /// table's own (a record is written without it, and a backup names its table).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub table: String,
}

/// One player's part of a result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerResult {
    pub name: String,
    /// Points from their own cards.
    pub points: i32,
    /// The States held at the end, e.g. ["Deluded", "Miserable"].
    pub states: Vec<String>,
    /// Points after Miserable / Twice Miserable.
    pub total: i32,
}

impl CoopResult {
    /// The kingdom's name for grouping: the recommended name, or "Custom".
    pub fn kingdom_name(&self) -> &str {
        self.kingdom.as_deref().unwrap_or("Custom")
    }

    /// The Province/Duchy step it was played at.
    pub fn step(&self) -> Step {
        Step {
            provinces: self.provinces,
            duchies: self.duchies,
        }
    }

    /// The game as the ladder reads it: its step, won or lost, when.
    pub fn played(&self) -> Played {
        Played {
            step: self.step(),
            humans_win: self.humans_win,
            when: self.date,
        }
    }
}

impl GameResult for CoopResult {
    type Rules = Coop;

    /// The record of a scored game; `None` if it has no score yet.
    fn of(game: &Game, game_id: &str, date: i64) -> Option<CoopResult> {
        let score = game.score()?;
        let setup = game.setup();
        let automa = game.automa();
        let player = |seat: Seat| {
            let p = &score.players[seat.index()];
            PlayerResult {
                name: game.name(seat).to_owned(),
                points: p.points,
                states: game
                    .states(seat)
                    .held()
                    .into_iter()
                    .map(StateCard::name)
                    .map(str::to_owned)
                    .collect(),
                total: p.total,
            }
        };
        let reason = game.end_reason().map(|r| r.describe()).unwrap_or_default();
        Some(CoopResult {
            game_id: game_id.to_owned(),
            date,
            kingdom: setup.kingdom.clone(),
            provinces: setup.provinces,
            duchies: setup.duchies,
            colonies: setup.colonies,
            fleet: setup.fleet,
            shared_hexes: setup.shared_hexes,
            rounds: game.round(),
            ended: if game.is_fleet_round() {
                format!("after the Fleet round ({reason})")
            } else {
                reason
            },
            players: [player(Seat::First), player(Seat::Second)],
            automa_duchies: automa.duchies,
            automa_provinces: automa.provinces,
            automa_colonies: automa.colonies,
            automa_tokens: automa.tokens,
            automa_score: score.automa.total,
            humans_score: score.humans,
            humans_win: score.humans_win,
            table: String::new(),
        })
    }

    fn stamp(&self) -> Stamp<'_> {
        Stamp::new(&self.game_id, self.date, &self.table)
    }

    /// The first mode's log kept its first name.
    fn log_name() -> String {
        "results.ron".to_owned()
    }

    const CSV_COLUMNS: &'static [&'static str] = &[
        "kingdom",
        "provinces",
        "duchies",
        "colonies",
        "fleet",
        "shared_hexes",
        "rounds",
        "ended",
        "player1",
        "player1_points",
        "player1_states",
        "player1_total",
        "player2",
        "player2_points",
        "player2_states",
        "player2_total",
        "players_total",
        "automa_duchies",
        "automa_provinces",
        "automa_colonies",
        "automa_tokens",
        "automa_score",
        "outcome",
    ];

    fn csv_row(&self) -> Vec<Cell> {
        let p = &self.players;
        vec![
            Cell::Text(self.kingdom_name().to_owned()),
            Cell::Number(self.provinces.into()),
            Cell::Number(self.duchies.into()),
            Cell::YesNo(self.colonies),
            Cell::YesNo(self.fleet),
            Cell::YesNo(self.shared_hexes),
            Cell::Number(self.rounds.into()),
            Cell::Plain(self.ended.clone()),
            Cell::Text(p[0].name.clone()),
            Cell::Number(p[0].points.into()),
            Cell::Plain(p[0].states.join(" ")),
            Cell::Number(p[0].total.into()),
            Cell::Text(p[1].name.clone()),
            Cell::Number(p[1].points.into()),
            Cell::Plain(p[1].states.join(" ")),
            Cell::Number(p[1].total.into()),
            Cell::Number(self.humans_score.into()),
            Cell::Number(self.automa_duchies.into()),
            Cell::Number(self.automa_provinces.into()),
            Cell::Number(self.automa_colonies.into()),
            Cell::Number(self.automa_tokens.into()),
            Cell::Number(self.automa_score.into()),
            Cell::Plain(if self.humans_win { "win" } else { "loss" }.to_owned()),
        ]
    }
}
