//! The coop's automa (R1–R24) on the shared engine: no egui, no files. State + Action -> Events.

// The engine under the name the rules have always used for it.
use coop_automa_engine as engine;

mod action;
mod automa;
mod balance;
mod cards;
mod checks;
mod counts;
mod error;
mod game;
mod kingdom;
mod ladder;
mod record;
mod round;
mod rules;
mod score;
mod seat;
mod setup;
mod simulate;
mod states;
mod supply;
mod table_state;
mod timeline;

pub use crate::engine::{Entry, Filler, GameRng, History, Pile, Undone};
pub use action::{Action, Change, Event};
pub use balance::{BalanceReport, CountPlayed, KingdomBalance, balance_report};
pub use cards::{Card, Hex, PileKind, StateCard, Treasure};
pub use counts::check_counts;
pub use error::{Attempt, Moment, NotNow, Range, RuleError, SetupFault, TurnedFault};
pub use game::CoopSession;
pub use game::{COOP_RULES_VERSION, Coop, CoopStart, Game, GameRecord};
pub use kingdom::{Kingdom, KingdomCard, KingdomNote, parse_kingdoms};
pub use ladder::{Advice, Played, Step, advise, balance_point};
pub use record::{CoopResult, PlayerResult};
pub use score::{AutomaScore, FinalScore, MAX_PLAYER_POINTS, PlayerScore};
pub use seat::Seat;
pub use setup::{COLONIES_IN_SUPPLY, MAX_NAME_CHARS, OwnPiles, Setup};
pub use simulate::{kill_test_start, random_action};
pub use states::PlayerStates;
pub use supply::{AutomaHoldings, EndReason, MAX_OTHER_EMPTY, Supply, SupplyPile, TOKENS};
pub use table_state::{PendingHex, Phase, Resolving, Reveal, State, StepKind};
pub use timeline::{Gain, RoundScore, Timeline};
