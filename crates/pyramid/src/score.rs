//! The end's arithmetic (P26-P28): the score to beat, the player's score, every term kept
//! so the screen can show each one, and the verdict.

use super::cards::Card;
use super::error::{FinalField, PyramidError};
use super::mix::Level;
use serde::{Deserialize, Serialize};

/// Most VP a player's cards or the kingdom's Victory piles may be entered with (P26, P27).
pub const MAX_VP: u16 = 999;
/// Coppers a player can own: 7 + the pile's 5 (P27).
pub const MAX_COPPERS: u16 = 12;
/// Shelters a player can own (P27).
pub const MAX_SHELTERS: u16 = 3;
/// Ruins a player can own (P27).
pub const MAX_RUINS: u16 = 50;
/// Kingdom piles (P27).
pub const MAX_FULL_PILES: u16 = 10;

/// What the player enters once the game is over (P26, P27).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct FinalEntries {
    /// VP still in the kingdom's Victory piles (P26 term 2).
    pub kingdom_vp: u16,
    /// VP from the player's Victory cards and tokens, Curses apart.
    pub player_vp: u16,
    /// Curses the player owns.
    pub curses: u16,
    /// Coppers in the player's deck (from Normal up).
    pub coppers: u16,
    /// The kingdom's only way to trash is a single Action card: -1 per Copper, not -2.
    pub single_trasher: bool,
    /// Estate replacements (Shelters) still owned (from Normal up).
    pub shelters: u16,
    /// No Action or Action-Victory card of the kingdom can trash: -2 per Shelter, not -3.
    pub no_trasher: bool,
    /// Ruins owned (from Normal up).
    pub ruins: u16,
    /// Kingdom piles still holding all 5 cards (from Normal up).
    pub full_piles: u16,
}

impl FinalEntries {
    /// Each count against its range (P27), the first one out named; `curses_left` bounds
    /// the Curses owned.
    pub fn validate(&self, level: Level, curses_left: u8) -> Result<(), PyramidError> {
        let max_curses = 5 - u16::from(curses_left.min(5));
        let mut fields = vec![
            (FinalField::KingdomVp, self.kingdom_vp, MAX_VP),
            (FinalField::PlayerVp, self.player_vp, MAX_VP),
            (FinalField::Curses, self.curses, max_curses),
        ];
        if level.all_penalties() {
            fields.extend([
                (FinalField::Coppers, self.coppers, MAX_COPPERS),
                (FinalField::Shelters, self.shelters, MAX_SHELTERS),
                (FinalField::Ruins, self.ruins, MAX_RUINS),
                (FinalField::FullPiles, self.full_piles, MAX_FULL_PILES),
            ]);
        }
        for (field, value, max) in fields {
            if value > max {
                return Err(PyramidError::FinalCount { field, value, max });
            }
        }
        Ok(())
    }
}

/// The score to beat, term by term (P26).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreToBeat {
    /// VP cards in the AI's score pile.
    pub ai_cards: u8,
    /// (1) their points at the level (face value at Master).
    pub ai_points: i32,
    /// (2) VP left in the kingdom's Victory piles.
    pub kingdom_vp: i32,
    /// VP cards still in the pyramid or deck.
    pub cards_left: u8,
    /// (3) their points: 1 or 2 each.
    pub left_points: i32,
    /// Curses left in the supply.
    pub curses_left: u8,
    /// (4) -1 each.
    pub curse_points: i32,
    pub total: i32,
}

impl ScoreToBeat {
    /// P26 from the AI's score pile, the VP cards still in the pyramid and deck, the Curse
    /// supply and the kingdom's VP the player entered.
    pub fn new(
        level: Level,
        score_pile: &[Card],
        left: impl Iterator<Item = Card>,
        curses_left: u8,
        kingdom_vp: u16,
    ) -> ScoreToBeat {
        let ai_points: i32 = score_pile
            .iter()
            .filter(|c| c.is_vp())
            .map(|&c| i32::from(level.points_for(c)))
            .sum();
        let cards_left = left.filter(|c| c.is_vp()).count() as u8;
        let left_points = i32::from(cards_left) * i32::from(level.per_card_left());
        let curse_points = -i32::from(curses_left);
        let kingdom_vp = i32::from(kingdom_vp);
        ScoreToBeat {
            ai_cards: score_pile.iter().filter(|c| c.is_vp()).count() as u8,
            ai_points,
            kingdom_vp,
            cards_left,
            left_points,
            curses_left,
            curse_points,
            total: ai_points + kingdom_vp + left_points + curse_points,
        }
    }
}

/// The player's score, term by term (P27). Terms a level does not ask are 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerScore {
    pub vp: i32,
    pub curses: i32,
    pub coppers: i32,
    pub shelters: i32,
    pub ruins: i32,
    pub full_piles: i32,
    pub total: i32,
}

impl PlayerScore {
    pub fn new(level: Level, e: &FinalEntries) -> PlayerScore {
        let vp = i32::from(e.player_vp);
        let curses = -i32::from(e.curses);
        let (coppers, shelters, ruins, full_piles) = if level.all_penalties() {
            let per_copper = if e.single_trasher { 1 } else { 2 };
            let per_shelter = if e.no_trasher { 2 } else { 3 };
            (
                -per_copper * i32::from(e.coppers),
                -per_shelter * i32::from(e.shelters),
                -4 * i32::from(e.ruins),
                -5 * i32::from(e.full_piles),
            )
        } else {
            (0, 0, 0, 0)
        };
        PlayerScore {
            vp,
            curses,
            coppers,
            shelters,
            ruins,
            full_piles,
            total: vp + curses + coppers + shelters + ruins + full_piles,
        }
    }
}

/// How the game came out (P28).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// The difference is 0 or less: a tie loses.
    Loss,
    /// "loss: no buy possible" (P25), unscored.
    LossNoBuy,
    /// A victory of level 1 to 4.
    Victory(u8),
}

impl Verdict {
    /// The verdict for a difference (player's score - score to beat).
    pub fn of(difference: i32) -> Verdict {
        match difference {
            i32::MIN..=0 => Verdict::Loss,
            1..=5 => Verdict::Victory(1),
            6..=10 => Verdict::Victory(2),
            11..=15 => Verdict::Victory(3),
            _ => Verdict::Victory(4),
        }
    }

    pub fn is_victory(self) -> bool {
        matches!(self, Verdict::Victory(_))
    }
}

/// Both scores with every term, the difference and the verdict (P26-P28).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalScore {
    pub entries: FinalEntries,
    pub to_beat: ScoreToBeat,
    pub player: PlayerScore,
    pub difference: i32,
    pub verdict: Verdict,
}

/// How a finished game came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Scored (P23, P24 then P26-P28).
    Scored(FinalScore),
    /// Lost at once, unscored (P25).
    NoBuyPossible,
}

impl Outcome {
    pub fn verdict(&self) -> Verdict {
        match self {
            Outcome::Scored(s) => s.verdict,
            Outcome::NoBuyPossible => Verdict::LossNoBuy,
        }
    }
}
