//! What the player enters (`Action`) and what then happened (`Event`, for the log). Events
//! name only face-up cards: the pyramid, the trash, a score-pile card as it goes to the trash
//! (P7); never the deck's cards or order.

use super::cards::Card;
use super::place::Place;
use super::positions::{Fall, Instability};
use super::score::{FinalEntries, Verdict};
use super::setup::Setup;
use super::state::{Bought, Ending, Reaction};
use crate::engine::{a, count};
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

impl Action {
    /// A few words for buttons, "Undo: ..." and a save that cannot be replayed. Knows only
    /// the setup; `step_label` names the card too.
    pub fn label(&self, setup: &Setup) -> String {
        let _ = setup;
        match *self {
            Action::Swap { a, b } => format!("Swap {} and {}", a.name(), b.name()),
            Action::Redraw {
                first,
                second: None,
            } => format!("Redraw {}", first.name()),
            Action::Redraw {
                first,
                second: Some(second),
            } => format!("Redraw {} and {}", first.name(), second.name()),
            Action::StartTurn { outpost: false } => "Start turn".into(),
            Action::StartTurn { outpost: true } => "Start turn (Outpost)".into(),
            Action::Reshuffle {
                choice: ReshuffleChoice::TakeCurse,
            } => "Reshuffle: take a Curse".into(),
            Action::Reshuffle {
                choice: ReshuffleChoice::AiScores,
            } => "Reshuffle: the AI scores".into(),
            Action::SevenCards => "7+ cards".into(),
            Action::FourthAction => "4th Action".into(),
            Action::Buy(buy) => match buy {
                Buy::Gold { overpay } => format!("Buy Gold{}", overpaid(overpay)),
                Buy::Platinum { overpay } => format!("Buy Platinum{}", overpaid(overpay)),
                Buy::VictoryKingdom { cost, overpay } => {
                    format!("Buy a Victory kingdom card (${cost}){}", overpaid(overpay))
                }
                Buy::Pyramid { place } => format!("Buy from {}", place.name()),
                Buy::CurseEstate { place } => format!("Curse the Estate at {}", place.name()),
            },
            Action::TopBonusMove { from, to } => {
                format!("Top bonus: move {} to {}", from.name(), to.name())
            }
            Action::TopBonusSwap { a, b } => {
                format!("Top bonus: swap {} and {}", a.name(), b.name())
            }
            Action::Gain { place } => format!("Gain from {}", place.name()),
            Action::GiveCurse {
                to: CurseTo::Place(place),
            } => format!("Curse to {}", place.name()),
            Action::GiveCurse { to: CurseTo::Trash } => "Curse to the trash".into(),
            Action::ScoreFrom { place } => format!("AI scores from {}", place.name()),
            Action::CorrectCurses {
                change: CurseChange::Left,
            } => "A Curse left the supply".into(),
            Action::CorrectCurses {
                change: CurseChange::Returned,
            } => "A Curse went back to the supply".into(),
            Action::NoBuyPossible => "No buy possible".into(),
            Action::EndTurn { empty_piles } => format!(
                "End turn ({} empty)",
                count(usize::from(empty_piles), "other pile", "other piles")
            ),
            Action::Final(_) => "Final counts".into(),
        }
    }
}

fn overpaid(overpay: u8) -> String {
    if overpay == 0 {
        String::new()
    } else {
        format!(", overpaid ${overpay}")
    }
}

/// A label for an applied action, made exact by what it did: "AI scored Province from B2",
/// "Bought Duchy from M1". For "Undo: ..." and "Redo: ...". Never names a face-down card.
pub fn step_label(action: &Action, events: &[Event], setup: &Setup) -> String {
    for event in events {
        match (action, event) {
            (Action::ScoreFrom { .. }, Event::AiScored { card, place, .. }) => {
                return format!("AI scored {} from {}", setup.card_name(*card), place.name());
            }
            (
                Action::Buy(Buy::Pyramid { .. }),
                Event::Bought {
                    what: Bought::Pyramid(card),
                    place: Some(place),
                    ..
                },
            ) => return format!("Bought {} from {}", card.name(), place.name()),
            (Action::Gain { .. }, Event::Gained { card, place, .. }) => {
                return format!("Gained {} from {}", card.name(), place.name());
            }
            (Action::StartTurn { outpost }, Event::TurnStarted { turn, .. }) => {
                let outpost = if *outpost { " (Outpost)" } else { "" };
                return format!("Start turn {turn}{outpost}");
            }
            // "End turn 3"; the piles only when some were empty (short enough for Undo).
            (Action::EndTurn { empty_piles: 0 }, Event::TurnEnded { turn, .. }) => {
                return format!("End turn {turn}");
            }
            (Action::EndTurn { empty_piles }, Event::TurnEnded { turn, .. }) => {
                return format!(
                    "End turn {turn} ({} empty)",
                    count(usize::from(*empty_piles), "other pile", "other piles")
                );
            }
            _ => {}
        }
    }
    action.label(setup)
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

impl Event {
    /// One line for the log.
    pub fn describe(&self, setup: &Setup) -> String {
        let name = |card: Card| setup.card_name(card).to_owned();
        match *self {
            Event::Swapped {
                a,
                b,
                card_a,
                card_b,
            } => format!(
                "Swapped the {} at {} and the {} at {}.",
                name(card_a),
                a.name(),
                name(card_b),
                b.name()
            ),
            Event::SetAside { place, card } => {
                format!("Set aside the {} from {}.", name(card), place.name())
            }
            Event::Redrawn { place, card } => {
                format!("{} took {} from the deck.", place.name(), a(&name(card)))
            }
            Event::DeckShuffled { cards } => format!(
                "The set-aside cards went into the deck, and the deck was shuffled ({}).",
                count(usize::from(cards), "card", "cards")
            ),
            Event::TurnStarted { turn, outpost } => {
                if outpost {
                    format!("Turn {turn} (an Outpost turn).")
                } else {
                    format!("Turn {turn}.")
                }
            }
            Event::Stable => "The pyramid is stable.".into(),
            Event::Unstable { why } => {
                format!(
                    "The pyramid is unstable ({}): it cascades and refills.",
                    why.describe()
                )
            }
            Event::Fell(Fall { card, from, to }) => {
                format!(
                    "The {} fell from {} to {}.",
                    name(card),
                    from.name(),
                    to.name()
                )
            }
            Event::Refilled { place, card } => {
                format!("{} took {} from the deck.", place.name(), a(&name(card)))
            }
            Event::DeckRanOut { empty_places } => format!(
                "The deck ran out: {} stay empty.",
                count(usize::from(empty_places), "place", "places")
            ),
            Event::CurseTaken { left } => format!(
                "The player took a Curse ({left} left). If VP tokens are in the active supply, one leaves play."
            ),
            Event::AiOwes {
                count: n,
                asked,
                why,
            } => {
                let cards = count(usize::from(n), "card", "cards");
                if asked > n {
                    format!(
                        "The AI scores {cards} for {} ({asked} asked, the pyramid holds only {n}): pick each from the lowest row.",
                        why.describe()
                    )
                } else {
                    format!(
                        "The AI scores {cards} for {}: pick each from the lowest row.",
                        why.describe()
                    )
                }
            }
            Event::AiScoresNothing { why } => match why {
                Some(why) => format!("The AI scores nothing for {}.", why.describe()),
                None => "The pyramid is empty: the AI scores nothing.".into(),
            },
            Event::AiScored { card, place, fate } => match fate {
                Fate::ScorePile => format!(
                    "The AI scored the {} from {}: face down on its score pile.",
                    name(card),
                    place.name()
                ),
                Fate::CurseTrashed { with: Some(top) } => format!(
                    "The AI scored the Curse from {}: it is trashed with the top card of the AI's score pile, {}.",
                    place.name(),
                    a(top.name())
                ),
                Fate::CurseTrashed { with: None } => format!(
                    "The AI scored the Curse from {}: it is trashed (the score pile is empty).",
                    place.name()
                ),
                Fate::AttackTrashed => format!(
                    "The AI scored the {} from {}: it is trashed.",
                    name(card),
                    place.name()
                ),
            },
            Event::Bought { what, cost, place } => match (what, place) {
                (Bought::CurseEstate, Some(place)) => format!(
                    "Cursed the Estate at {}: the player trashes a Curse from their hand.",
                    place.name()
                ),
                (_, Some(place)) => {
                    format!(
                        "Bought the {} at {} for ${cost}.",
                        what.name(),
                        place.name()
                    )
                }
                (_, None) => format!("Bought {} (${cost}).", a(what.name())),
            },
            Event::BonusMoved { card, from, to } => format!(
                "Top bonus: the {} moved from {} to {}.",
                name(card),
                from.name(),
                to.name()
            ),
            Event::BonusSwapped {
                a,
                b,
                card_a,
                card_b,
            } => format!(
                "Top bonus: the {} at {} and the {} at {} swapped places.",
                name(card_a),
                a.name(),
                name(card_b),
                b.name()
            ),
            Event::Gained { card, place, cost } => {
                format!(
                    "Gained the {} at {} (costs ${cost}).",
                    name(card),
                    place.name()
                )
            }
            Event::CurseGiven { to, with, left } => match (to, with) {
                (CurseTo::Place(place), _) => {
                    format!(
                        "The AI was given a Curse, put at {} ({left} left).",
                        place.name()
                    )
                }
                (CurseTo::Trash, Some(top)) => format!(
                    "The AI was given a Curse: trashed with the top card of its score pile, {} ({left} left).",
                    a(top.name())
                ),
                (CurseTo::Trash, None) => format!(
                    "The AI was given a Curse: trashed, its score pile being empty ({left} left)."
                ),
            },
            Event::EstateCursed { place } => format!("The Estate at {} is trashed.", place.name()),
            Event::CursesCorrected { change, left } => match change {
                CurseChange::Left => format!("A Curse left the supply ({left} left)."),
                CurseChange::Returned => format!("A Curse went back to the supply ({left} left)."),
            },
            Event::TurnEnded { turn, empty_piles } => format!(
                "Turn {turn} ended with {} empty.",
                count(usize::from(empty_piles), "supply pile", "supply piles")
            ),
            Event::GameOver { ending } => match ending {
                Ending::EndOfTurn {
                    empty_piles,
                    by_piles,
                    by_pyramid,
                } => {
                    let piles = format!(
                        "{} are empty",
                        count(usize::from(empty_piles), "supply pile", "supply piles")
                    );
                    let pyramid = "the pyramid and the deck are empty";
                    let why = match (by_piles, by_pyramid) {
                        (true, true) => format!("{piles}, and {pyramid}"),
                        (true, false) => piles,
                        _ => pyramid.to_owned(),
                    };
                    format!("The game is over: {why}. The AI's score pile is revealed.")
                }
                Ending::NoBuyPossible => {
                    "No buy possible: the game is lost, unscored. The AI's score pile is revealed."
                        .into()
                }
            },
            Event::Scored {
                to_beat,
                player,
                verdict,
            } => format!(
                "Score to beat {to_beat}, the player's score {player}: {}.",
                verdict.describe_at(setup.level)
            ),
        }
    }
}
