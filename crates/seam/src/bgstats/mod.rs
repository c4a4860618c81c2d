//! "Log this play in BG Stats": a finished game handed to the BG Stats app by the link it
//! documents for other apps ("Push plays to BG Stats from other apps or websites"): its
//! `createPlay.html` page with the play as URL-encoded JSON. The game is Dominion (by its
//! BoardGameGeek id), the automa or the AI a player of its own, the play's id the game's, so
//! the same play sent twice is recognised. docs/decisions-bgstats.md says why each field is
//! what it is.

pub mod json;
mod link_button;

pub use link_button::button;

use chrono::{DateTime, NaiveDateTime};
use coop_automa_engine::Stamp;
use json::Object;

/// The page BG Stats opens with a play to log (on a phone with the app, the app itself).
pub const CREATE_PLAY: &str = "https://app.bgstatsapp.com/createPlay.html";
/// Dominion on BoardGameGeek: every mode is a game of Dominion.
pub const DOMINION_BGG_ID: i64 = 36218;
/// What BG Stats keeps to know our game again (its players and game matched once).
pub const SOURCE_GAME_ID: &str = "coop-automa-dominion";
/// The app's name, as BG Stats shows where a play came from.
pub const SOURCE_NAME: &str = "coop-automa";
/// A play longer than this (minutes) was left and taken up again: no duration is sent, and
/// the table types the time it played.
pub const LONGEST_PLAY_MIN: i64 = 12 * 60;

/// A finished game as BG Stats logs it.
#[derive(Debug, Clone, PartialEq)]
pub struct Play {
    /// The game's id: BG Stats' `sourcePlayId`.
    pub id: String,
    /// When its result was recorded (its end), seconds since 1970 (UTC).
    pub ended: i64,
    /// The mode, and the kingdom or level: BG Stats' `board`.
    pub board: String,
    /// How it ended, in the table's words.
    pub comments: String,
    /// Where it was played: the table's name, if it has one.
    pub location: Option<String>,
    /// In seat order: the starting player first.
    pub players: Vec<Player>,
}

/// A player of a play: a person at the table, or the automa or the AI.
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    pub name: String,
    /// What BG Stats keeps to know the player again: a person's name, the automa's or the AI's
    /// own id.
    pub id: String,
    /// `None`: the game gave no score (a Duel player put out, a pyramid lost unscored).
    pub score: Option<i32>,
    pub winner: bool,
    /// 1 for the winners, then on.
    pub rank: u32,
    pub start_player: bool,
    /// "Automa", "AI": what a player of the app's is.
    pub role: Option<String>,
}

impl Player {
    /// A person at the table: known again by `id`, the starting player in seat 0.
    pub fn person(
        name: String,
        id: String,
        seat: usize,
        score: Option<i32>,
        winner: bool,
        rank: u32,
    ) -> Player {
        Player {
            name,
            id,
            score,
            winner,
            rank,
            start_player: seat == 0,
            role: None,
        }
    }

    /// A player the app plays (the automa, the AI): its name in the table's language, its
    /// own id, its role; never the starting player.
    pub fn app(name: String, id: &str, score: Option<i32>, winner: bool, rank: u32) -> Player {
        Player {
            name,
            id: id.to_owned(),
            score,
            winner,
            rank,
            start_player: false,
            role: Some(crate::i18n::t!("bgstats-role-app")),
        }
    }
}

/// Where a record was played: the table it came from (another table's backup), else this
/// table's name (`table_name`, empty: none); `None` when neither is known.
pub fn location(record_table: &str, table_name: &str) -> Option<String> {
    [record_table, table_name]
        .into_iter()
        .map(str::trim)
        .find(|t| !t.is_empty())
        .map(str::to_owned)
}

impl Play {
    /// The play of the record stamped `stamp`; `table_name`: this table's name (empty: none).
    pub fn new(
        stamp: Stamp<'_>,
        table_name: &str,
        board: String,
        comments: String,
        players: Vec<Player>,
    ) -> Play {
        Play {
            id: stamp.game_id.to_owned(),
            ended: stamp.date,
            board,
            comments,
            location: location(stamp.table, table_name),
            players,
        }
    }

    /// When the game started: the time its id begins with ("20261128T101500-…"), UTC.
    pub fn started(&self) -> Option<i64> {
        let stamp = self.id.get(..15)?;
        NaiveDateTime::parse_from_str(stamp, "%Y%m%dT%H%M%S")
            .ok()
            .map(|t| t.and_utc().timestamp())
    }

    /// Minutes from its start to its end, when both are known and it was played in one
    /// sitting (at most `LONGEST_PLAY_MIN`); at least 1.
    pub fn duration_min(&self) -> Option<i64> {
        let seconds = self.ended - self.started()?;
        let minutes = (seconds + 30) / 60;
        (0..=LONGEST_PLAY_MIN * 60)
            .contains(&seconds)
            .then_some(minutes.max(1))
    }

    /// The play as BG Stats reads it.
    pub fn json(&self) -> String {
        let date = DateTime::from_timestamp(self.ended, 0)
            .map(|t| t.format("%Y-%m-%d %H:%M:%S").to_string())
            .unwrap_or_default();
        let game = Object::new()
            .text("name", "Dominion")
            .number("bggId", DOMINION_BGG_ID)
            .boolean("highestWins", true)
            .boolean("noPoints", false)
            .text("sourceGameId", SOURCE_GAME_ID);
        let players = self.players.iter().map(|p| {
            Object::new()
                .text("name", &p.name)
                .number_if("score", p.score.map(i64::from))
                .boolean("winner", p.winner)
                .number("rank", p.rank.into())
                .boolean("startPlayer", p.start_player)
                .text_if("role", p.role.as_deref())
                .text("sourcePlayerId", &p.id)
        });
        Object::new()
            .text("sourceName", SOURCE_NAME)
            .text("sourcePlayId", &self.id)
            .text("playDate", &date)
            .number_if("durationMin", self.duration_min())
            .object("game", game)
            .objects("players", players)
            .text("board", &self.board)
            .text("comments", &self.comments)
            .text_if("location", self.location.as_deref())
            .end()
    }

    /// The link that hands the play to BG Stats.
    pub fn link(&self) -> String {
        format!("{CREATE_PLAY}?data={}", json::uri_component(&self.json()))
    }
}

/// Ranks by score, highest first, the same score the same rank ("1, 2, 2, 4"); a player
/// without a score after every player with one, in the order `unscored_order` gives (lower
/// first). `winners` are rank 1 whatever their score.
pub fn ranks(players: &[(Option<i32>, bool, u32)]) -> Vec<u32> {
    // A key where smaller is better: the winners first, all alike; then the scores; then
    // the unscored in their order.
    let key = |&(score, winner, order): &(Option<i32>, bool, u32)| match (winner, score) {
        (true, _) => (false, false, 0, 0),
        (false, Some(s)) => (true, false, -i64::from(s), 0),
        (false, None) => (true, true, 0, order),
    };
    players
        .iter()
        .map(|p| 1 + players.iter().filter(|q| key(q) < key(p)).count() as u32)
        .collect()
}
