//! The final score (R19): every term of both sums, and who won.

use super::states::PlayerStates;
use super::supply::AutomaHoldings;
use serde::{Deserialize, Serialize};

/// Points per Duchy or Province the automa holds (R19).
pub const AUTOMA_POINTS_PER_DUCHY: i32 = 6;
/// Points per Province the automa holds (R19).
pub const AUTOMA_POINTS_PER_PROVINCE: i32 = 6;
/// Points per Colony the automa holds: the seed gives none, the app uses 10 (R17).
pub const AUTOMA_POINTS_PER_COLONY: i32 = 10;
/// The largest number of points a player may enter, either sign; more is surely a typo.
pub const MAX_PLAYER_POINTS: i32 = 999;

/// The automa's score with each term.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AutomaScore {
    pub duchies: i32,
    pub provinces: i32,
    pub colonies: i32,
    /// Minus one per token (as a positive number to subtract).
    pub tokens: i32,
    /// Cards minus tokens, floored at 0.
    pub total: i32,
}

impl AutomaScore {
    /// The automa's score for what it holds now.
    pub fn of(holdings: &AutomaHoldings) -> AutomaScore {
        let duchies = i32::from(holdings.duchies) * AUTOMA_POINTS_PER_DUCHY;
        let provinces = i32::from(holdings.provinces) * AUTOMA_POINTS_PER_PROVINCE;
        let colonies = i32::from(holdings.colonies) * AUTOMA_POINTS_PER_COLONY;
        let tokens = i32::from(holdings.tokens);
        AutomaScore {
            duchies,
            provinces,
            colonies,
            tokens,
            total: (duchies + provinces + colonies - tokens).max(0),
        }
    }
}

/// One player's score: their own points minus Miserable/Twice Miserable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerScore {
    pub points: i32,
    /// 0, 2 or 4, to subtract.
    pub misery: i32,
    pub total: i32,
}

/// The final score of both sides and the verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalScore {
    pub players: [PlayerScore; 2],
    /// The two players' totals added.
    pub humans: i32,
    pub automa: AutomaScore,
    /// The humans win only with more than the automa: a tie is a loss.
    pub humans_win: bool,
}

impl FinalScore {
    /// Scores the game from the points the players counted (R19).
    pub fn new(points: [i32; 2], states: &[PlayerStates; 2], holdings: &AutomaHoldings) -> Self {
        let players = [0, 1].map(|i| {
            let misery = states[i].misery_penalty();
            PlayerScore {
                points: points[i],
                misery,
                total: points[i] - misery,
            }
        });
        let humans = players[0].total + players[1].total;
        let automa = AutomaScore::of(holdings);
        FinalScore {
            players,
            humans,
            automa,
            humans_win: humans > automa.total,
        }
    }
}
