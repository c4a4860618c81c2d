//! What the player enters (`Action`) and what then happened (`Event`, for the log). Events
//! name only face-up cards: the pyramid, the trash, a score-pile card as it goes to the trash
//! (P7); never the deck's cards or order.

use super::cards::Card;
use super::place::Place;
use super::positions::{Fall, Instability};
use super::reason::{Bought, Reaction};
use super::score::{FinalEntries, Verdict};
use super::state::Ending;
use serde::{Deserialize, Serialize};

/// A buy the AI reacts to or that touches the pyramid (P16-P19, P22).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Buy {
    /// A Gold, with what was paid above $6 (P16).
    Gold { overpay: u8 },
    /// A Platinum, with what was paid above $9 (P16).
    Platinum { overpay: u8 },
    /// A kingdom card with the Victory type: its cost and the overpay (P17).
    VictoryKingdom { cost: u8, overpay: u8 },
    /// The VP card at a place of the pyramid (P18).
    Pyramid { place: Place },
    /// Cursing an Estate: a Curse from the hand trashes the Estate at a bottom place (P22).
    CurseEstate { place: Place },
}

/// After a reshuffle of the player's deck (P13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ReshuffleChoice {
    /// The player takes a Curse from the supply into their discard.
    TakeCurse,
    /// The AI scores the leftmost card of the lowest row.
    AiScores,
}

/// Where a Curse given to the AI goes (P21).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CurseTo {
    /// An empty place of the pyramid.
    Place(Place),
    /// The trash, with the top card of the AI's score pile.
    Trash,
}

/// A correction of the Curse supply (P6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CurseChange {
    /// A Curse left the supply some other way, to the player (-1).
    Left,
    /// A Curse of the player's went back to the supply (+1).
    Returned,
}

/// Everything the player can enter. `PyramidGame::apply` checks it, then plays it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Setup adjustment: swap the cards of two places (P5).
    Swap { a: Place, b: Place },
    /// Setup adjustment: redraw one or two places (P5).
    Redraw { first: Place, second: Option<Place> },
    /// The table's own VP deck: the card it dealt (P4) or turned over from the top.
    Turned { card: Card },
    /// The player has drawn a hand: stability check, cascade and refill (P8-P10).
    StartTurn { outpost: bool },
    /// The player's deck was reshuffled (P13).
    Reshuffle { choice: ReshuffleChoice },
    /// Cards drawn brought the turn to 7 or more (P14).
    SevenCards,
    /// The 4th Action card of the turn was played (P15).
    FourthAction,
    /// A buy (P16-P19, P22).
    Buy(Buy),
    /// The top bonus: move a VP card to an empty place (P18).
    TopBonusMove { from: Place, to: Place },
    /// The top bonus: swap two VP cards (P18).
    TopBonusSwap { a: Place, b: Place },
    /// A card's effect gains the VP card at a bottom place (P20).
    Gain { place: Place },
    /// A card of the player's gives the AI a Curse (P21).
    GiveCurse { to: CurseTo },
    /// The AI scores the card at a place, the player's pick (P11).
    ScoreFrom { place: Place },
    /// A Curse moved some other way (P6).
    CorrectCurses { change: CurseChange },
    /// The player cannot buy anything: the game is lost (P25).
    NoBuyPossible,
    /// Cleanup, with the empty supply piles other than the Curse pile (P23, P24).
    EndTurn { empty_piles: u8 },
    /// The final counts (P26, P27); may be entered again to correct them (P28).
    Final(FinalEntries),
}

/// Something that happened, in order; the game's log is made of these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// P5: two places' cards swapped.
    Swapped {
        a: Place,
        b: Place,
        card_a: Card,
        card_b: Card,
    },
    /// P5: a place's card set aside for a redraw.
    SetAside { place: Place, card: Card },
    /// P5: a redrawn place took the deck's topmost VP card.
    Redrawn { place: Place, card: Card },
    /// The deck was shuffled (P5): only its count is told.
    DeckShuffled { cards: u8 },
    /// The table's own deck: a card dealt to a place (P4).
    Dealt { place: Place, card: Card },
    /// The table's own deck: a card turned over for the next refill or redraw; `face_down`
    /// left under it.
    Turned { card: Card, face_down: u8 },
    /// The table's own deck: the Attack cards shuffled into the VP deck (Start turn 1).
    AttacksShuffledIn { cards: u8 },
    /// Start turn (P8).
    TurnStarted { turn: u32, outpost: bool },
    /// The pyramid passed the stability check (P9).
    Stable,
    /// The pyramid failed it (P9).
    Unstable { why: Instability },
    /// A card fell in the cascade (P10).
    Fell(Fall),
    /// A place took the deck's top card (P10).
    Refilled { place: Place, card: Card },
    /// The deck ran out during the refill: places stay empty (P10).
    DeckRanOut { empty_places: u8 },
    /// P13: the player took a Curse; `left` remain.
    CurseTaken { left: u8 },
    /// The AI is to score `count` cards, the player's picks (P11); `asked` before the
    /// pyramid's size cut it.
    AiOwes { count: u8, asked: u8, why: Reaction },
    /// The AI scores nothing: the count is 0 or the pyramid is empty.
    AiScoresNothing { why: Option<Reaction> },
    /// The AI scored the card at a place (P11, P12).
    AiScored {
        card: Card,
        place: Place,
        fate: Fate,
    },
    /// A buy entered (P16-P19, P22), with its cost for P19.
    Bought {
        what: Bought,
        cost: u8,
        place: Option<Place>,
    },
    /// The top bonus moved a card (P18).
    BonusMoved { card: Card, from: Place, to: Place },
    /// The top bonus swapped two cards (P18).
    BonusSwapped {
        a: Place,
        b: Place,
        card_a: Card,
        card_b: Card,
    },
    /// A pyramid card gained by a card's effect (P20).
    Gained { card: Card, place: Place, cost: u8 },
    /// A Curse given to the AI (P21); `with` is the score pile's top card trashed with it.
    CurseGiven {
        to: CurseTo,
        with: Option<Card>,
        left: u8,
    },
    /// The Estate at a bottom place was trashed by cursing it (P22).
    EstateCursed { place: Place },
    /// The Curse supply was corrected (P6).
    CursesCorrected { change: CurseChange, left: u8 },
    /// End turn (P8), with the supply piles counted empty, the Curse pile included (P23).
    TurnEnded { turn: u32, empty_piles: u8 },
    /// The game is over (P23-P25); the score pile is revealed (P7).
    GameOver { ending: Ending },
    /// The final counts were entered and the game scored (P26-P28).
    Scored {
        to_beat: i32,
        player: i32,
        verdict: Verdict,
    },
}

/// What became of a card the AI scored (P12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fate {
    /// A VP card, face down on top of its score pile.
    ScorePile,
    /// A Curse, trashed with the score pile's top card (if any).
    CurseTrashed { with: Option<Card> },
    /// An Attack card, trashed.
    AttackTrashed,
}
