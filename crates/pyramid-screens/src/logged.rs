//! A finished pyramid game as BG Stats logs it: the player against the AI, whose score is the score to beat (P26); a tie loses (P28), and a
//! game lost with no buy possible has no scores (P25).

use crate::bgstats::{Play, Player};
use crate::i18n::{capitalized, t};
use crate::words::{level_words, mix_name, verdict_words};
use coop_automa_engine::GameResult;
use coop_automa_pyramid::{PyramidResult, Verdict};

/// The solo player's id in BG Stats: the mode names no player, so BG Stats asks once who
/// it is and keeps the answer.
pub const PLAYER_ID: &str = "coop-automa-pyramid-player";
/// The AI's id in BG Stats: the same in every play, so it is matched once.
pub const AI_ID: &str = "coop-automa-pyramid-ai";

/// A record as BG Stats logs it; `table_name`: this table's name (empty: none).
pub fn play(record: &PyramidResult, table_name: &str) -> Play {
    let won = matches!(record.verdict, Verdict::Victory(_));
    let rank = |winner: bool| if winner { 1 } else { 2 };
    let (name, id) = (t!("bgstats-solo-player"), PLAYER_ID.to_owned());
    let score = record.score.map(|s| s.player.total);
    let player = Player::person(name, id, 0, score, won, rank(won));
    let ai = Player::app(
        t!("bgstats-ai"),
        AI_ID,
        record.score.map(|s| s.to_beat.total),
        !won,
        rank(!won),
    );
    let board = t!(
        "pyramid-bgstats-board",
        level = level_words(record.level),
        mix = mix_name(record.mix)
    );
    let comments = t!(
        "pyramid-bgstats-comments",
        verdict = capitalized(&verdict_words(record.verdict, record.level)),
        turns = record.turns
    );
    Play::new(
        record.stamp(),
        table_name,
        board,
        comments,
        vec![player, ai],
    )
}
