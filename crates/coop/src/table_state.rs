//! The state of the table between two actions: the round and its moment, the piles, the
//! automa's holdings, each player's States (R2-R4, R11-R14, R23).

use super::cards::{Card, Hex, Treasure};
use super::score::FinalScore;
use super::seat::Seat;
use super::states::PlayerStates;
use super::supply::{AutomaHoldings, EndReason, Supply};
use crate::engine::{GameRng, Pile};
use serde::{Deserialize, Serialize};

/// What the automa does at the end of a round (R12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepKind {
    /// Round 1: nothing.
    Nothing,
    /// Even rounds: Copper or Silver, and a Duchy (R13).
    Treasure,
    /// Odd rounds from 3: a Hex (R14).
    Hex,
}

impl StepKind {
    /// The step at the end of round `round` (R12).
    pub fn for_round(round: u32) -> StepKind {
        if round <= 1 {
            StepKind::Nothing
        } else if round.is_multiple_of(2) {
            StepKind::Treasure
        } else {
            StepKind::Hex
        }
    }
}

/// A Hex the table is resolving: who blocked it and the States as they were before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingHex {
    pub hex: Hex,
    /// Per seat: the player was not affected (Moat, Lighthouse) (R14).
    pub blocked: [bool; 2],
    /// Per seat: the States before the Hex, so a block can be set or cleared exactly.
    pub states_before: [PlayerStates; 2],
}

/// The automa's revealed card while the table resolves it (R14a).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Resolving {
    Treasure(Treasure),
    Hex(PendingHex),
}

/// What the table is doing now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// A human's turn (an extra one with Outpost and the like) (R11).
    Turn { seat: Seat, extra: bool },
    /// The extra round of Fleet: the players who bought Fleet take their turns (R18).
    FleetTurns,
    /// Both humans have played: the automa's step is next (R12).
    AutomaDue,
    /// The automa's card is revealed; the table follows it, then says done (R14a).
    Resolving(Resolving),
    /// The game has ended (R16, R18); final points may be entered (R19).
    Over,
}

/// The last card revealed, and who it was revealed for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub card: Card,
    /// `None` for the automa's step, a seat for a Hex a player received (R23).
    pub by: Option<Seat>,
    /// The round it was revealed in.
    pub round: u32,
}

/// Everything that changes during play; one snapshot of it per undo step. Never saved as
/// such: a save holds the start and the actions (`GameRecord`).
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    pub(crate) round: u32,
    pub(crate) phase: Phase,
    pub(crate) treasure_pile: Pile<Treasure>,
    pub(crate) hex_pile: Pile<Hex>,
    /// The automa's face-up discard pile, bottom first (R2).
    pub(crate) discard: Pile<Card, 24>,
    pub(crate) supply: Supply,
    pub(crate) automa: AutomaHoldings,
    pub(crate) states: [PlayerStates; 2],
    pub(crate) rng: GameRng,
    /// Whose regular turn the round is at: extra turns (Outpost, Possession) do not move it,
    /// so the order goes on from it (R11).
    pub(crate) order_seat: Seat,
    /// In the extra round of Fleet (R18).
    pub(crate) fleet_round: bool,
    /// Why the game ended, or (with Fleet) why the extra round began.
    pub(crate) end: Option<EndReason>,
    pub(crate) last_reveal: Option<Reveal>,
    pub(crate) score: Option<FinalScore>,
}

impl State {
    /// The seat whose turn it is, if a human's.
    pub(crate) fn phase_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Turn { seat, .. } => Some(seat),
            _ => None,
        }
    }
}
