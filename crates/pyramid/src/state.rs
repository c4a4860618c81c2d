//! The table now: every pile in explicit order, the turn's marks and the generator. One
//! snapshot per undo step (P29); never saved as such, a save is the start and the actions.

use super::cards::Card;
use super::positions::Pyramid;
use super::reason::{Bought, Reaction};
use super::score::FinalScore;
use crate::engine::{GameRng, Pile};
use serde::{Deserialize, Serialize};

/// The deck's capacity: 24 VP cards and 5 Attack cards after the deal (P4).
pub const DECK_CAP: usize = 32;

/// Where the game is (P8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Dealt: the adjustment (P5) and Start turn are accepted.
    BeforeFirstTurn,
    /// Between Start turn and End turn.
    Turn,
    /// After End turn, before the next Start turn (a reshuffle may come here, P13).
    BetweenTurns,
    /// The game has ended (P23-P25).
    Over,
}

/// The setup adjustment made, if any (P5, P30).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Adjustment {
    None,
    Swap,
    Redraw,
}

/// How the game ended (P23-P25).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// At End turn: three or more empty supply piles (P23, `empty_piles` counts the Curse
    /// pile when empty), an empty pyramid with an empty deck (P24), or both.
    EndOfTurn {
        empty_piles: u8,
        by_piles: bool,
        by_pyramid: bool,
    },
    /// The player could not buy: lost at once, unscored (P25).
    NoBuyPossible,
}

impl Ending {
    /// The rules that ended it, as the results record keeps them (a stable key, not words):
    /// "P23", "P24", "P23 and P24" or "P25".
    pub fn rules(self) -> &'static str {
        match self {
            Ending::EndOfTurn {
                by_piles: true,
                by_pyramid: true,
                ..
            } => "P23 and P24",
            Ending::EndOfTurn { by_piles: true, .. } => "P23",
            Ending::EndOfTurn { .. } => "P24",
            Ending::NoBuyPossible => "P25",
        }
    }
}

/// What this turn has seen: the once-per-turn reactions, the buys for P19, the top bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TurnMarks {
    /// An Outpost turn: no 7-card or 4th-Action reaction (P14, P15).
    pub outpost: bool,
    /// P14 used.
    pub seven_cards: bool,
    /// P15 used.
    pub fourth_action: bool,
    /// The last (so cheapest) buy entered and its cost (P19).
    pub last_buy: Option<(Bought, u8)>,
    /// The largest count of this turn's buys so far (P19).
    pub best_count: u8,
    /// The card at T was bought this turn (P18).
    pub top_bought: bool,
    /// The top bonus was used (P18).
    pub top_bonus_used: bool,
}

/// The AI's side of the table.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// Face down, last card on top (P7).
    pub(crate) deck: Pile<Card, DECK_CAP>,
    pub(crate) pyramid: Pyramid,
    /// Face down, last card on top: only VP cards (P12).
    pub(crate) score_pile: Pile<Card, 30>,
    /// Public, in the order trashed.
    pub(crate) trash: Pile<Card, 40>,
    /// Pyramid cards the player bought or gained (P18, P20), in order.
    pub(crate) taken: Pile<Card, 30>,
    /// Curses in the supply beside the pyramid (P6).
    pub(crate) curses: u8,
    /// Curses that left the supply to the player's side (P13, P6 corrections).
    pub(crate) player_curses: u8,
    /// Turns started; 0 before turn 1.
    pub(crate) turn: u32,
    pub(crate) phase: Phase,
    pub(crate) adjustment: Adjustment,
    pub(crate) marks: TurnMarks,
    /// Cards the AI still scores, the player's picks (P11).
    pub(crate) owed: u8,
    pub(crate) owed_for: Option<Reaction>,
    pub(crate) ending: Option<Ending>,
    pub(crate) final_score: Option<FinalScore>,
    pub(crate) rng: GameRng,
    /// The table's own VP deck: every card dealt or drawn is told (`Action::Turned`); the
    /// deck then holds the cards still face down, in no order.
    pub(crate) own_deck: bool,
    /// The table's own deck: places still to deal, in deal order (P4).
    pub(crate) to_deal: u8,
    /// The table's own deck: Attack cards still to shuffle in (at Start turn 1).
    pub(crate) attacks_waiting: u8,
    /// The table's own deck: cards turned over and told, not yet placed, the first first.
    pub(crate) turned: Vec<Card>,
}
