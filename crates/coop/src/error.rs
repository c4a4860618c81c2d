//! Why an action was refused, as data: which rule refused what, with the names, numbers and
//! cards in it. The app words it (`app::coop::words::error_words`). A refused action changes
//! nothing.

use super::cards::{Card, PileKind};
use super::seat::Seat;
use super::supply::SupplyPile;

/// A refused action or setup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// The action does not fit this moment of the round.
    NotNow(NotNow),
    /// A count would leave the range the rules allow.
    OutOfRange(Range),
    /// The setup breaks a rule (R8) or lacks something.
    BadSetup(SetupFault),
    /// A card turned over by the table (own piles) that cannot be the one.
    Turned(TurnedFault),
    /// There is no action to undo.
    NothingToUndo,
    /// There is no undone action to redo.
    NothingToRedo,
}

/// Why the card the table says it turned over is refused (own piles, `Setup::own`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnedFault {
    /// The app shuffles this pile in this game: it turns the card over itself.
    AppShuffles { pile: PileKind },
    /// The table shuffles this pile: the app asks which card it turned over.
    TableShuffles { pile: PileKind },
    /// The step due now turns no card (round 1, or the game ended with the last turn).
    NothingToTurn,
    /// A card of the other pile (a Hex on a treasure step).
    WrongPile { wanted: PileKind },
    /// None of this card is face down: every one was turned since the last shuffle.
    NoneFaceDown { card: Card },
}

/// What was tried at a moment that does not allow it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attempt {
    AutomaStep,
    FinishStep,
    ReceiveHex,
    ExtraTurn,
    EndTurn,
}

/// The moment of the round, naming what is due instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Moment {
    /// The starting player's turn; the second player's comes next.
    FirstTurn { first: String, second: String },
    /// The second player's turn.
    SecondTurn { second: String },
    /// Fleet's extra round (R18).
    FleetTurns,
    /// Both players have played `round`: the automa's step is next.
    AutomaDue { round: u32 },
    /// The automa's card is on the table (R14a).
    Resolving,
}

/// Why an action does not fit now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotNow {
    /// `what` is not possible at the moment `now`.
    Moment { what: Attempt, now: Moment },
    /// The game is over (and scored, or not yet).
    Over { scored: bool },
    /// R23 is off in this game.
    SharedHexesOff,
    /// R22: a State is returned in that player's own turn.
    NotOwnTurn { name: String },
    /// R22: the player holds neither Deluded nor Envious.
    NothingToReturn { name: String },
    /// An extra turn in Fleet's round (R18).
    FleetRoundExtraTurn,
    /// R17: no Colonies in this game.
    NoColonies,
    /// R14: no Hex of the automa is being resolved.
    NoHexResolving,
    /// The player is already marked so for this Hex.
    AlreadyMarked { name: String, blocked: bool },
    /// R19: final points before the end.
    NotOver,
    /// R19: the final points are in already.
    PointsEntered,
}

/// Which count would leave its range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Range {
    /// R15: all tokens are with the automa.
    TokensFull,
    /// `max` other piles are counted empty already.
    OtherEmptyFull { max: u8 },
    /// No other pile is counted empty.
    NoOtherEmpty,
    /// The game has none of this pile.
    NoPile { pile: SupplyPile },
    /// None of this pile is left in the supply.
    NoneLeft { pile: SupplyPile },
    /// All of the pile is in the supply or with the automa.
    AllOut { pile: SupplyPile, at_start: u8 },
    /// A player's points beyond any game.
    Points { name: String, points: i32, max: i32 },
}

/// What is wrong with a setup (R8) or a start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupFault {
    /// The Hex pile is not the 12 Hexes once each.
    HexPile,
    /// The treasure pile is not 6 Copper and 6 Silver.
    TreasurePile { copper: usize, silver: usize },
    /// A player has no name.
    NoName { seat: Seat },
    /// A player's name is longer than `max` characters.
    LongName { seat: Seat, max: usize },
    /// Both players have the same name.
    SameName,
    /// R8: Provinces outside 3..=12.
    Provinces { provinces: u8 },
    /// R8: Duchies outside 0..=10.
    Duchies { duchies: u8 },
    /// R8: Duchies with fewer than 12 Provinces.
    DuchiesNeedTwelve { provinces: u8, duchies: u8 },
}
