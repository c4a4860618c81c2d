//! What the player enters during a turn and how the AI reacts (P13-P22), plus the Curse
//! supply's corrections (P6).

use super::action::{Buy, CurseChange, CurseTo, Event, ReshuffleChoice};
use super::ai_scoring::{owe, score_leftmost, trash_with_top};
use super::cards::Card;
use super::deal::CURSES;
use super::error::{CoinField, OncePerTurn, PyramidError, TurnEntry};
use super::place::{Place, Row};
use super::reason::Bought;
use super::reason::Reaction;
use super::setup::Setup;
use super::state::{Phase, State};

/// The most coins a cost or an overpay may be entered with: far above any real buy.
pub const MAX_COINS: u8 = 30;

/// The entries of a turn's Action and Buy phases need a turn under way.
fn require_turn(s: &State, what: TurnEntry) -> Result<(), PyramidError> {
    if s.phase == Phase::Turn {
        Ok(())
    } else {
        Err(PyramidError::NotInTurn { what })
    }
}

/// P13: the player's deck was reshuffled, in a turn or between turns.
pub(crate) fn reshuffle(
    s: &mut State,
    choice: ReshuffleChoice,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    match choice {
        ReshuffleChoice::TakeCurse => {
            if s.curses == 0 {
                return Err(PyramidError::NoCurseToTake);
            }
            s.curses -= 1;
            s.player_curses += 1;
            events.push(Event::CurseTaken { left: s.curses });
        }
        ReshuffleChoice::AiScores => score_leftmost(s, events),
    }
    Ok(())
}

/// P14 and P15: once per turn each, never on an Outpost turn.
pub(crate) fn once_per_turn(
    s: &mut State,
    why: Reaction,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    let (what, entry, used) = match why {
        Reaction::SevenCards => (
            OncePerTurn::SevenCards,
            TurnEntry::SevenCards,
            s.marks.seven_cards,
        ),
        _ => (
            OncePerTurn::FourthAction,
            TurnEntry::FourthAction,
            s.marks.fourth_action,
        ),
    };
    require_turn(s, entry)?;
    if s.marks.outpost {
        return Err(PyramidError::OutpostTurn { what });
    }
    if used {
        return Err(PyramidError::OnceDone { what });
    }
    match why {
        Reaction::SevenCards => s.marks.seven_cards = true,
        _ => s.marks.fourth_action = true,
    }
    owe(s, 1, why, events);
    Ok(())
}

fn check_coins(field: CoinField, coins: u8) -> Result<(), PyramidError> {
    if coins > MAX_COINS {
        return Err(PyramidError::Coins {
            field,
            coins,
            max: MAX_COINS,
        });
    }
    Ok(())
}

/// A VP card at a place, or why not; `rule` names the rule in the refusal.
fn vp_at(s: &State, setup: &Setup, place: Place) -> Result<Card, PyramidError> {
    match s.pyramid.get(place) {
        None => Err(PyramidError::PlaceEmpty { place }),
        Some(card) if !card.is_vp() => Err(PyramidError::NotVp {
            card,
            place,
            attack_name: setup.attack_name().unwrap_or_default().to_owned(),
        }),
        Some(card) => Ok(card),
    }
}

/// A buy (P16-P19, P22): checked for its place and the P19 order, entered, then the AI's
/// reaction topped up to the turn's largest count.
pub(crate) fn buy(
    setup: &Setup,
    s: &mut State,
    buy: Buy,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    require_turn(s, TurnEntry::Buy)?;
    let less = |count: u8, overpay: u8| count.saturating_sub(overpay / 2);
    let (bought, cost, count, place) = match buy {
        Buy::Gold { overpay } => {
            check_coins(CoinField::Overpay, overpay)?;
            (Bought::Gold, 6, less(1, overpay), None)
        }
        Buy::Platinum { overpay } => {
            check_coins(CoinField::Overpay, overpay)?;
            (Bought::Platinum, 9, less(2, overpay), None)
        }
        Buy::VictoryKingdom { cost, overpay } => {
            check_coins(CoinField::Cost, cost)?;
            check_coins(CoinField::Overpay, overpay)?;
            (Bought::VictoryKingdom, cost, less(2, overpay), None)
        }
        Buy::Pyramid { place } => {
            let card = vp_at(s, setup, place)?;
            let level = place.level();
            let cost = card.cost_at(level).unwrap_or(0);
            let count = card.bottom_buy_count().saturating_sub(level);
            (Bought::Pyramid(card), cost, count, Some(place))
        }
        Buy::CurseEstate { place } => {
            if place.row() != Row::Bottom || s.pyramid.get(place) != Some(Card::Estate) {
                return Err(PyramidError::NoEstateToCurse {
                    place,
                    holds: s.pyramid.get(place),
                    attack_name: setup.attack_name().unwrap_or_default().to_owned(),
                });
            }
            (Bought::CurseEstate, 0, 0, Some(place))
        }
    };
    if let Some((last, last_cost)) = s.marks.last_buy
        && cost > last_cost
    {
        return Err(PyramidError::BuyOrder {
            bought,
            cost,
            last,
            last_cost,
        });
    }
    if let Some(place) = place {
        // The card leaves the pyramid before the AI scores (P18).
        let card = s.pyramid.take(place).unwrap_or(Card::Estate);
        if bought == Bought::CurseEstate {
            s.trash.push(card);
        } else {
            s.taken.push(card);
            s.marks.top_bought |= place == Place::T;
        }
    }
    s.marks.last_buy = Some((bought, cost));
    events.push(Event::Bought {
        what: bought,
        cost,
        place,
    });
    if bought == Bought::CurseEstate {
        // No reaction (P22).
        return Ok(());
    }
    // One reaction over the turn's buys: only what this one adds to the largest (P19).
    let extra = count.saturating_sub(s.marks.best_count);
    s.marks.best_count = s.marks.best_count.max(count);
    owe(s, extra, Reaction::Buy(bought), events);
    Ok(())
}

fn check_bonus(s: &State) -> Result<(), PyramidError> {
    require_turn(s, TurnEntry::TopBonus)?;
    if !s.marks.top_bought {
        return Err(PyramidError::TopNotBought);
    }
    if s.marks.top_bonus_used {
        return Err(PyramidError::TopBonusUsed);
    }
    Ok(())
}

/// P18's top bonus: one VP card moves to an empty place.
pub(crate) fn bonus_move(
    setup: &Setup,
    s: &mut State,
    from: Place,
    to: Place,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    check_bonus(s)?;
    let card = vp_at(s, setup, from)?;
    if s.pyramid.get(to).is_some() {
        return Err(PyramidError::BonusPlaceFull { place: to });
    }
    s.pyramid.set(from, None);
    s.pyramid.set(to, Some(card));
    s.marks.top_bonus_used = true;
    events.push(Event::BonusMoved { card, from, to });
    Ok(())
}

/// P18's top bonus: two VP cards swap places.
pub(crate) fn bonus_swap(
    setup: &Setup,
    s: &mut State,
    a: Place,
    b: Place,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    check_bonus(s)?;
    if a == b {
        return Err(PyramidError::SwapSamePlace);
    }
    let card_a = vp_at(s, setup, a)?;
    let card_b = vp_at(s, setup, b)?;
    s.pyramid.set(a, Some(card_b));
    s.pyramid.set(b, Some(card_a));
    s.marks.top_bonus_used = true;
    events.push(Event::BonusSwapped {
        a,
        b,
        card_a,
        card_b,
    });
    Ok(())
}

/// P20: a card's effect gains a VP card from the bottom row; no reaction, not a buy.
pub(crate) fn gain(
    setup: &Setup,
    s: &mut State,
    place: Place,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    require_turn(s, TurnEntry::Gain)?;
    if place.row() != Row::Bottom {
        return Err(PyramidError::GainNotBottom { place });
    }
    let card = vp_at(s, setup, place)?;
    s.pyramid.set(place, None);
    s.taken.push(card);
    events.push(Event::Gained {
        card,
        place,
        cost: card.printed_cost().unwrap_or(0),
    });
    Ok(())
}

/// P21: a Curse from the supply to an empty place, or to the trash with the score pile's top.
pub(crate) fn give_curse(
    s: &mut State,
    to: CurseTo,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    require_turn(s, TurnEntry::GiveCurse)?;
    if s.curses == 0 {
        return Err(PyramidError::NoCurseToGive);
    }
    let with = match to {
        CurseTo::Place(place) => {
            if s.pyramid.get(place).is_some() {
                return Err(PyramidError::CursePlaceFull { place });
            }
            s.pyramid.set(place, Some(Card::Curse));
            None
        }
        CurseTo::Trash => trash_with_top(s, Card::Curse),
    };
    s.curses -= 1;
    events.push(Event::CurseGiven {
        to,
        with,
        left: s.curses,
    });
    Ok(())
}

/// P6: a Curse moved by a kingdom card some other way; the supply stays within 0..=5, and
/// only a Curse the player holds can go back.
pub(crate) fn correct_curses(
    s: &mut State,
    change: CurseChange,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    match change {
        CurseChange::Left if s.curses == 0 => {
            return Err(PyramidError::CurseSupplyEmpty);
        }
        CurseChange::Left => {
            s.curses -= 1;
            s.player_curses += 1;
        }
        CurseChange::Returned if s.curses >= CURSES || s.player_curses == 0 => {
            return Err(PyramidError::NoCurseToReturn);
        }
        CurseChange::Returned => {
            s.curses += 1;
            s.player_curses -= 1;
        }
    }
    events.push(Event::CursesCorrected {
        change,
        left: s.curses,
    });
    Ok(())
}
