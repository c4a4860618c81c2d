//! What a person does at the table (`Action`) and what then happened (`Event`).

use super::cards::{Card, Hex, StateCard, Treasure};
use super::setup::{Seat, Setup};
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
    /// A player returns Deluded or Envious at the start of their Buy phase (R22).
    ReturnState { seat: Seat },
    /// Each player's points from their own cards, in seat order (R19).
    FinalPoints { points: [i32; 2] },
}

impl Action {
    /// A short label for buttons, the log and "Undo: …".
    pub fn label(&self, setup: &Setup) -> String {
        match *self {
            Action::EndTurn => "End turn".into(),
            Action::ExtraTurn => "Extra turn".into(),
            Action::ExtraTurnFor { seat } => format!("Extra turn for {}", setup.name(seat)),
            Action::AutomaStep => "Automa's step".into(),
            Action::AutomaDone => "Automa's step done".into(),
            Action::AttackPlayed => "Attack played".into(),
            Action::Supply { pile, change } => match change {
                Change::Take => format!("A {} was taken", pile.name()),
                Change::PutBack => format!("A {} was put back", pile.name()),
            },
            Action::OtherEmptyPile { change } => match change {
                Change::Take => "Another pile emptied".into(),
                Change::PutBack => "A pile counted empty is not".into(),
            },
            Action::HexBlocked { seat, blocked } => {
                let name = setup.name(seat);
                if blocked {
                    format!("{name} not affected by the Hex")
                } else {
                    format!("{name} affected by the Hex")
                }
            }
            Action::ReceiveHex { seat } => format!("{} receives a Hex", setup.name(seat)),
            Action::ReturnState { seat } => format!("{} returns a State", setup.name(seat)),
            Action::FinalPoints { points } => format!(
                "Final points: {} {}, {} {}",
                setup.name(Seat::First),
                points[0],
                setup.name(Seat::Second),
                points[1]
            ),
        }
    }
}

/// A label for an applied action, made exact by what it did: "End Alex's turn",
/// "Automa's step (Silver)". For "Undo: …" and "Redo: …".
pub fn step_label(action: &Action, events: &[Event], setup: &Setup) -> String {
    if let Action::ExtraTurnFor { .. } = action {
        return action.label(setup);
    }
    for event in events {
        match *event {
            Event::TurnEnded { seat, .. } if *action == Action::EndTurn => {
                return format!("End {}'s turn", setup.name(seat));
            }
            Event::TurnEnded { seat, .. } if *action == Action::ExtraTurn => {
                return format!("{}'s extra turn", setup.name(seat));
            }
            Event::FleetTurnsEnded => return "Fleet turns done".into(),
            Event::TreasureRevealed { card } => return format!("Automa's step ({})", card.name()),
            Event::HexRevealed { hex } => return format!("Automa's step ({})", hex.name()),
            Event::AutomaDidNothing => return "Automa's step (round 1)".into(),
            Event::EndedBeforeAutomaStep => return "Automa's step (game over)".into(),
            Event::HexReceived { seat, hex } => {
                return format!("{} received {}", setup.name(seat), hex.name());
            }
            Event::SupplyChanged {
                pile,
                change: Change::Take,
                by: Some(seat),
                ..
            } => return format!("{} took a {}", setup.name(seat), pile.name()),
            Event::OtherEmptyChanged {
                change: Change::Take,
                by: Some(seat),
                ..
            } => return format!("Another pile emptied in {}'s turn", setup.name(seat)),
            _ => {}
        }
    }
    action.label(setup)
}

/// Which face-down pile was shuffled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PileKind {
    Treasure,
    Hex,
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
    /// One line for the log, with the players' names.
    pub fn describe(&self, setup: &Setup) -> String {
        let name = |seat: Seat| setup.name(seat).to_owned();
        match *self {
            Event::TurnEnded { seat, .. } => format!("{}'s turn ended.", name(seat)),
            Event::TurnStarted { seat, extra } => {
                if extra {
                    format!("{} takes an extra turn.", name(seat))
                } else {
                    format!("{}'s turn.", name(seat))
                }
            }
            Event::FleetTurnsEnded => "The Fleet turns are done.".into(),
            Event::AutomaStepDue { round } => {
                format!("The automa's step for round {round} is next.")
            }
            Event::AutomaDidNothing => "The automa does nothing at the end of round 1.".into(),
            Event::EndedBeforeAutomaStep => {
                "The supply shows the game ended with the last turn: the automa takes no step."
                    .into()
            }
            Event::Reshuffled { pile, cards } => match pile {
                PileKind::Treasure => format!(
                    "The treasure pile was empty: {cards} Copper and Silver from the discard pile were shuffled into a new one."
                ),
                PileKind::Hex => format!(
                    "The Hex pile was empty: {} from the discard pile {} shuffled into a new one.",
                    crate::engine::count(usize::from(cards), "Hex", "Hexes"),
                    if cards == 1 { "was" } else { "were" }
                ),
            },
            Event::TreasureRevealed { card } => format!("The automa revealed {}.", card.name()),
            Event::AutomaTook { pile, left } => {
                format!("The automa took a {} ({left} left).", pile.name())
            }
            Event::AutomaTookNothing => {
                "The automa found nothing to take: the piles it takes from are empty.".into()
            }
            Event::PassACard => format!(
                "Silver: {} and {} each pass one card from hand to the other (a player with no cards in hand passes nothing).",
                name(Seat::First),
                name(Seat::Second)
            ),
            Event::NoSilverEffect => "The game ended, so the Silver does nothing.".into(),
            Event::HexRevealed { hex } => format!("The automa revealed the Hex {}.", hex.name()),
            Event::HexReceived { seat, hex } => {
                format!("{} received the Hex {}.", name(seat), hex.name())
            }
            Event::HexBlocked { seat, blocked } => {
                if blocked {
                    format!("{} is not affected by the Hex.", name(seat))
                } else {
                    format!("{} is affected by the Hex after all.", name(seat))
                }
            }
            Event::StatesChanged {
                seat,
                before,
                after,
            } => format!("{}: {}.", name(seat), before.describe_change(&after)),
            Event::StateReturned { seat, state } => {
                format!("{} returned {}.", name(seat), state.name())
            }
            Event::TokenGiven { tokens } => {
                format!("Attack played: the automa has {tokens} of 10 tokens.")
            }
            Event::SupplyChanged {
                pile,
                change,
                left,
                by,
            } => match (change, by) {
                (Change::Take, Some(seat)) => {
                    format!("{} took a {} ({left} left).", name(seat), pile.name())
                }
                (Change::Take, None) => format!("A {} was taken ({left} left).", pile.name()),
                (Change::PutBack, _) => format!("A {} was put back ({left} left).", pile.name()),
            },
            Event::OtherEmptyChanged { change, empty, by } => {
                let now = match empty {
                    0 => "no other supply pile is empty".to_owned(),
                    1 => "1 other supply pile is empty".to_owned(),
                    n => format!("{n} other supply piles are empty"),
                };
                match (change, by) {
                    (Change::Take, Some(seat)) => {
                        format!("Another pile ran out in {}'s turn: {now}.", name(seat))
                    }
                    (Change::Take, None) => format!("Another pile ran out: {now}."),
                    (Change::PutBack, _) => format!("A pile counted empty is not: {now}."),
                }
            }
            Event::RoundStarted { round } => format!("Round {round} begins."),
            Event::FleetRoundStarted { round, reason } => format!(
                "The game would end ({}), but Fleet is in play: round {round} is the extra round.",
                reason.describe()
            ),
            Event::GameOver {
                reason,
                after_fleet,
            } => {
                if after_fleet {
                    format!(
                        "Game over after the Fleet round (it began because {}).",
                        reason.describe()
                    )
                } else {
                    format!("Game over: {}.", reason.describe())
                }
            }
            Event::Scored {
                humans,
                automa,
                humans_win,
            } => {
                let verdict = if humans_win { "you win" } else { "you lose" };
                format!("The players {humans}, the automa {automa}: {verdict}.")
            }
        }
    }

    /// The card this event revealed, if any.
    pub fn revealed(&self) -> Option<Card> {
        match *self {
            Event::TreasureRevealed { card } => Some(Card::Treasure(card)),
            Event::HexRevealed { hex } | Event::HexReceived { hex, .. } => Some(Card::Hex(hex)),
            _ => None,
        }
    }
}
