//! The solo VP pyramid's AI (P1-P30) on the shared engine: no egui, no files. The player
//! enters what happened at the table; the rules move the AI's cards and say what to move.

// The engine under the name the rules have always used for it.
use coop_automa_engine as engine;

mod action;
mod adjust;
mod ai_scoring;
mod cards;
mod deal;
mod error;
mod game;
mod mix;
mod own_deck;
mod place;
mod positions;
mod reactions;
mod reason;
mod record;
mod rules;
mod score;
mod setup;
mod simulate;
mod state;
mod turn;

pub use crate::engine::GameRng;
pub use action::{Action, Buy, CurseChange, CurseTo, Event, Fate, ReshuffleChoice};
pub use cards::Card;
pub use deal::{CURSES, PyramidStart};
pub use error::{CoinField, FinalField, OncePerTurn, PyramidError, TurnEntry, TurnedFault};
pub use game::PyramidGame;
pub use game::PyramidSession;
pub use mix::{ATTACKS, Level, MASTER_COLONIES, Mix, VP_DECK};
pub use place::{Place, Row};
pub use positions::{Fall, Instability, Pyramid as Places};
pub use reactions::MAX_COINS;
pub use reason::{Bought, Reaction};
pub use record::{PyramidResult, Tally, next_level, tallies, tally};
pub use rules::{PYRAMID_RULES_VERSION, Pyramid};
pub use score::{FinalEntries, FinalScore, Outcome, PlayerScore, ScoreToBeat, Verdict};
pub use setup::{MAX_ATTACK_NAME_CHARS, Setup};
pub use simulate::random_action;
pub use state::{Adjustment, Ending, Phase, TurnMarks};
pub use turn::MAX_EMPTY_PILES;
