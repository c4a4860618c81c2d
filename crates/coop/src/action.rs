//! What a person does at the table (`Action`) and what then happened (`Event`).

use super::cards::{Card, Hex, PileKind, StateCard, Treasure};
use super::seat::Seat;
use super::states::PlayerStates;
use super::supply::{EndReason, SupplyPile};
use serde::{Deserialize, Serialize};

/// A change to a supply count made by the humans.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Change {
    /// A player took (bought, gained) one: the count goes down.
    Take,
    /// One was put back (a correction): the count goes up.
    PutBack,
}

/// Everything a person can ask of the game. `Game::apply` checks it, then plays it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// The current human turn ends (in the Fleet round: the Fleet turns are done) (R11, R16).
    EndTurn,
    /// The current turn ends and the same player takes an extra turn (Outpost) (R11).
    ExtraTurn,
    /// The current turn ends and `seat` takes an extra turn (Possession: the other player's
    /// turn, played by the one whose turn ended). The round goes on as before it (R11).
    ExtraTurnFor { seat: Seat },
    /// The automa's step at the end of the round: reveal and act (R12–R14).
    AutomaStep,
    /// The automa's step with the card the table turned over from its own face-down pile
    /// (`Setup::own`): played as `AutomaStep`, with this card for the app's (R12–R14).
    AutomaStepTurned { card: Card },
    /// The table has resolved the automa's step; the round ends (R14a).
    AutomaDone,
    /// A human played an Attack: one token to the automa (R15).
    AttackPlayed,
    /// A player took a Duchy/Province/Colony from the supply, or one was put back (R16).
    Supply { pile: SupplyPile, change: Change },
    /// Another supply pile became empty (`Take`) or was counted empty by mistake (`PutBack`).
    OtherEmptyPile { change: Change },
    /// Whether a player was unaffected by the Hex being resolved (Moat, Lighthouse) (R14).
    HexBlocked { seat: Seat, blocked: bool },
    /// A player's own card makes them receive a Hex from the shared pile (R23).
    ReceiveHex { seat: Seat },
    /// R23 with the table's own Hexes: the player receives the Hex the table turned over.
    ReceiveTurnedHex { seat: Seat, hex: Hex },
    /// A player returns Deluded or Envious at the start of their Buy phase (R22).
    ReturnState { seat: Seat },
    /// Each player's points from their own cards, in seat order (R19).
    FinalPoints { points: [i32; 2] },
}

impl Action {
    /// The automa's step, whoever turned its card: the app (`AutomaStep`) or the table from
    /// its own pile (`AutomaStepTurned`).
    pub fn is_automa_step(&self) -> bool {
        matches!(self, Action::AutomaStep | Action::AutomaStepTurned { .. })
    }
}

/// Something that happened, in order; the game's log is made of these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A human turn ended.
    TurnEnded { seat: Seat, round: u32 },
    /// A human turn started.
    TurnStarted { seat: Seat, extra: bool },
    /// The Fleet players' turns of the extra round are over (R18).
    FleetTurnsEnded,
    /// Both humans have played: the automa's step is next.
    AutomaStepDue { round: u32 },
    /// The automa does nothing at the end of round 1 (R12).
    AutomaDidNothing,
    /// The end condition was already met when the automa's step was asked for: the game
    /// ended with the last turn, so the automa takes no step (R16).
    EndedBeforeAutomaStep,
    /// The discard pile's cards of one kind became a new face-down pile (R13.1, R21).
    Reshuffled { pile: PileKind, cards: u8 },
    /// The automa revealed a Copper or Silver (R13.1).
    TreasureRevealed { card: Treasure },
    /// The automa took a card from the supply (R13.2); `left` remain.
    AutomaTook { pile: SupplyPile, left: u8 },
    /// The automa found nothing to take (R13.2).
    AutomaTookNothing,
    /// Silver: each player passes a card to the other (R13.4).
    PassACard,
    /// The game ended on the treasure step, so the Silver does nothing (R13.3).
    NoSilverEffect,
    /// The automa revealed a Hex; both players receive it unless they block it (R14).
    HexRevealed { hex: Hex },
    /// A player received a Hex through their own card (R23).
    HexReceived { seat: Seat, hex: Hex },
    /// A player was marked (un)affected by the Hex being resolved (R14).
    HexBlocked { seat: Seat, blocked: bool },
    /// A player's States changed (R22).
    StatesChanged {
        seat: Seat,
        before: PlayerStates,
        after: PlayerStates,
    },
    /// A player returned Deluded or Envious (R22).
    StateReturned { seat: Seat, state: StateCard },
    /// A token moved to the automa, which now holds `tokens` (R15).
    TokenGiven { tokens: u8 },
    /// The humans changed a supply count; `left` remain. `by`: whose turn it was, if any.
    SupplyChanged {
        pile: SupplyPile,
        change: Change,
        left: u8,
        by: Option<Seat>,
    },
    /// The humans changed the number of other empty piles; `empty` are now counted.
    /// `by`: whose turn it was, if any.
    OtherEmptyChanged {
        change: Change,
        empty: u8,
        by: Option<Seat>,
    },
    /// A new round started.
    RoundStarted { round: u32 },
    /// The end condition was met with Fleet on: one more round follows (R18).
    FleetRoundStarted { round: u32, reason: EndReason },
    /// The game is over (R16, R18).
    GameOver {
        reason: EndReason,
        after_fleet: bool,
    },
    /// The final points were entered and the game scored (R19).
    Scored {
        humans: i32,
        automa: i32,
        humans_win: bool,
    },
}

impl Event {
    /// The card this event revealed, if any.
    pub fn revealed(&self) -> Option<Card> {
        match *self {
            Event::TreasureRevealed { card } => Some(Card::Treasure(card)),
            Event::HexRevealed { hex } | Event::HexReceived { hex, .. } => Some(Card::Hex(hex)),
            _ => None,
        }
    }
}
