//! Why an action or a setup was refused, as data: which rule refused what, with the numbers,
//! places and cards in it. The app words it (`app::pyramid::words::error_words`). A refused
//! action changes nothing.

use super::cards::Card;
use super::place::{Place, Row};
use super::reason::{Bought, Reaction};

/// An entry of a turn's Action or Buy phase, refused outside a turn (P8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnEntry {
    SevenCards,
    FourthAction,
    Buy,
    TopBonus,
    Gain,
    GiveCurse,
}

/// A once-per-turn reaction (P14, P15).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OncePerTurn {
    SevenCards,
    FourthAction,
}

/// A coin amount entered with a buy (P16, P17).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoinField {
    Overpay,
    Cost,
}

/// A count of the final entries (P26, P27).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FinalField {
    KingdomVp,
    PlayerVp,
    Curses,
    Coppers,
    Shelters,
    Ruins,
    FullPiles,
}

/// Why a card told from the table's own VP deck was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnedFault {
    /// The app shuffles this game's deck: nothing is told.
    AppShuffles,
    /// No card is face down.
    NothingToTurn,
    /// No card of that kind is face down (a 13th Estate, an Attack card before turn 1).
    NoneFaceDown { card: Card },
}

/// A refused action or setup: the rule, and what it refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PyramidError {
    // ---- The setup (P2, P3, P4) ----
    /// P2: every Estate goes in; `estates` were asked.
    EstatesNotAll {
        estates: u8,
    },
    /// P2: more of `card` than a table has.
    OverCap {
        card: Card,
        cap: u8,
        asked: u8,
    },
    /// P2: more Colonies than Provinces.
    ColoniesOverProvinces {
        colonies: u8,
        provinces: u8,
    },
    /// P2: more Provinces than Duchies.
    ProvincesOverDuchies {
        provinces: u8,
        duchies: u8,
    },
    /// P2: the VP deck is not 30 cards.
    NotThirty {
        total: u16,
    },
    /// P3: Master with too few Colonies.
    MasterColonies {
        needed: u8,
        colonies: u8,
    },
    /// The Attack card's name is longer than `max` characters.
    AttackNameTooLong {
        max: usize,
    },
    /// No seed was given for the shuffles.
    NoSeed,
    /// P4: an order of the wrong length; `attacks`: the level has Attack cards.
    OrderLength {
        attacks: bool,
        expected: usize,
        got: usize,
    },
    /// P4: a Curse in the order.
    OrderHasCurse,
    /// P4: an order with the wrong count of `card`.
    OrderCount {
        card: Card,
        expected: u8,
        got: usize,
    },
    /// P4: the card at `position` (from 1) of the first six is not a VP card. The Attack
    /// card's name as the table typed it, if any.
    OrderNotVp {
        position: usize,
        card: Card,
        attack_name: String,
    },
    /// P4: the deck cannot hold the order.
    DeckOverflow,

    // ---- The moment (P8) ----
    /// After P25 the game is not scored.
    NotScored,
    /// After the end only the final counts are accepted.
    GameOver,
    /// The final counts come once the game is over.
    NotOverYet,
    /// The AI still owes cards (P11).
    StillOwed {
        owed: u8,
        why: Option<Reaction>,
    },
    /// Before turn 1 only the adjustment and Start turn.
    BeforeTurnOne,

    // ---- The adjustment (P5) ----
    AdjustmentAfterTurnOne,
    AdjustmentMade,
    AdjustEmpty {
        place: Place,
    },
    SwapSamePlace,
    RedrawSamePlace,
    NoVpToRedraw,
    DeckFull,

    // ---- The table's own VP deck ----
    /// A card told that the deck cannot give.
    Turned(TurnedFault),
    /// A refill or redraw from the table's own deck with no card told for it: the table
    /// turns the top card over and tells it first.
    NeedTurned,
    /// The table's own deck is still being dealt: each place's card is told first.
    DealFirst,

    // ---- The AI's scoring (P11) ----
    NothingOwed,
    PickEmpty {
        place: Place,
    },
    PickNotLowest {
        row: Row,
    },

    // ---- The turn's entries (P13-P22) ----
    /// An entry of a turn outside a turn.
    NotInTurn {
        what: TurnEntry,
    },
    NoCurseToTake,
    OutpostTurn {
        what: OncePerTurn,
    },
    OnceDone {
        what: OncePerTurn,
    },
    Coins {
        field: CoinField,
        coins: u8,
        max: u8,
    },
    PlaceEmpty {
        place: Place,
    },
    /// Only VP cards leave the pyramid; the Attack card's name as typed, if any.
    NotVp {
        card: Card,
        place: Place,
        attack_name: String,
    },
    /// P22: cursing needs an Estate in the bottom row; what the place holds.
    NoEstateToCurse {
        place: Place,
        holds: Option<Card>,
        attack_name: String,
    },
    /// P19: a dearer buy after a cheaper one.
    BuyOrder {
        bought: Bought,
        cost: u8,
        last: Bought,
        last_cost: u8,
    },
    TopNotBought,
    TopBonusUsed,
    BonusPlaceFull {
        place: Place,
    },
    GainNotBottom {
        place: Place,
    },
    NoCurseToGive,
    CursePlaceFull {
        place: Place,
    },
    CurseSupplyEmpty,
    NoCurseToReturn,

    // ---- The turn's frame (P8, P23, P25) ----
    TurnUnderWay {
        turn: u32,
    },
    NoTurn,
    EmptyPiles {
        piles: u8,
        max: u8,
    },
    NoBuyOutsideTurn,

    // ---- The end (P27) ----
    FinalCount {
        field: FinalField,
        value: u16,
        max: u16,
    },

    // ---- The history ----
    /// There is no action to undo.
    NothingToUndo,
    /// There is no undone action to redo.
    NothingToRedo,
}

impl PyramidError {
    /// Whether the setup or the dealt order breaks a rule (P2, P3, P4), not an action.
    pub fn is_setup(&self) -> bool {
        use PyramidError::*;
        matches!(
            self,
            EstatesNotAll { .. }
                | OverCap { .. }
                | ColoniesOverProvinces { .. }
                | ProvincesOverDuchies { .. }
                | NotThirty { .. }
                | MasterColonies { .. }
                | AttackNameTooLong { .. }
                | NoSeed
                | OrderLength { .. }
                | OrderHasCurse
                | OrderCount { .. }
                | OrderNotVp { .. }
                | DeckOverflow
        )
    }
}
