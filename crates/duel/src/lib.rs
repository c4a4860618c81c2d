//! Dominion: Duel (D1-D12) on the shared engine: no egui, no files, no clock. The table plays
//! its own cards; the app runs the Curse Deck (or a mixed game's Curse pile), every player's
//! life points and curse tokens, the attacks, the reminders and the end.

// The engine under the name the rules have always used for it.
use coop_automa_engine as engine;

mod action;
mod attack;
mod cards;
mod effects;
mod error;
mod event;
mod game;
mod list;
mod record;
mod rules;
mod score;
mod setup;
mod simulate;
mod state;
mod turn;

pub use crate::engine::GameRng;
pub use action::{
    Action, Answer, Attack, AttackKind, Change, Changes, HandValues, MAX_CHANGES, MAX_OTHER_EMPTY,
    MAX_REPLIES, PileReport, Replies, Reply, proposed_order,
};
pub use attack::{CHUCK_NORRIS, SITH_LORD};
pub use cards::{CurseCard, Kingdom, MAX_DECK, MAX_TYPED, Victory, curse_pile_size, deck_size};
pub use error::{Barred, DuelError, Tokens, TurnedFault};
pub use event::{Ending, Event, Spared};
pub use game::DuelGame;
pub use game::DuelSession;
pub use list::List;
pub use record::{DuelPlayerResult, DuelResult, wins};
pub use rules::{DUEL_RULES_VERSION, Duel, DuelStart, deck_contents};
pub use score::{MAX_VP_ENTRY, Outcome, PlayerScore, winners};
pub use setup::{
    DEFAULT_STARTING_VP, MAX_LIFE_ENTRY, MAX_NAME_CHARS, MAX_PLAYERS, MAX_STARTING_VP, MIN_PLAYERS,
    Setup, parse_life, parse_starting_vp,
};
pub use simulate::random_action;
