//! The end (D7.4, D10, D11): the last player left, or the typed VP scored with curse tokens,
//! ties broken by fewest turns, still tied a shared win.

use super::event::Ending;
use super::state::State;

/// The widest VP typed (D11.1): negatives allowed.
pub const MAX_VP_ENTRY: i32 = 999;

/// One living player's score with every term (D11.1, D11.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerScore {
    pub player: u8,
    /// VP typed: Victory cards + VP tokens - Curse cards at their values.
    pub vp: i32,
    pub curse_tokens: u32,
    /// vp - curse tokens.
    pub score: i32,
    /// Turns played (the tie-break, D11.2).
    pub turns: u32,
    /// Life points - 10, the cross-check (D11.3); `None` in a mixed game.
    pub life_check: Option<i32>,
}

/// How a game came out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// One player left: they win whatever the VP (D7.4).
    LastPlayer { winner: u8 },
    /// A pile end, every living player's VP typed (D11): the scores in turn order and the
    /// winners (more than one when they share the win).
    Scored {
        scores: Vec<PlayerScore>,
        winners: Vec<u8>,
    },
}

impl Outcome {
    /// The winners: one, or those sharing the win.
    pub fn winners(&self) -> Vec<u8> {
        match self {
            Outcome::LastPlayer { winner } => vec![*winner],
            Outcome::Scored { winners, .. } => winners.clone(),
        }
    }
}

/// The living players' scores so far (those with VP typed), in turn order.
pub(crate) fn scores(s: &State) -> Vec<PlayerScore> {
    s.players
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.is_out())
        .filter_map(|(i, p)| {
            let vp = p.vp?;
            Some(PlayerScore {
                player: i as u8,
                vp,
                curse_tokens: p.curse_tokens,
                score: vp - p.curse_tokens as i32,
                turns: p.turns,
                life_check: s.life_points.then_some(p.life - 10),
            })
        })
        .collect()
}

/// D11.2: highest score; among tied, fewest turns; still tied, shared.
pub fn winners(scores: &[PlayerScore]) -> Vec<u8> {
    let Some(best) = scores.iter().map(|s| s.score).max() else {
        return Vec::new();
    };
    let top: Vec<&PlayerScore> = scores.iter().filter(|s| s.score == best).collect();
    let fewest = top.iter().map(|s| s.turns).min().unwrap_or(0);
    top.iter()
        .filter(|s| s.turns == fewest)
        .map(|s| s.player)
        .collect()
}

pub(crate) fn outcome(s: &State) -> Option<Outcome> {
    match s.ending? {
        Ending::LastPlayer { winner } => Some(Outcome::LastPlayer { winner }),
        Ending::Piles { .. } => {
            let scores = scores(s);
            if scores.len() < s.living().count() {
                return None;
            }
            let winners = winners(&scores);
            Some(Outcome::Scored { scores, winners })
        }
    }
}
