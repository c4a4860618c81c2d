//! The AI scores (P11, P12): always from the lowest row; the player picks each card, except
//! after a reshuffle where the leftmost is taken. A VP card goes on the score pile, a Curse
//! takes the pile's top card to the trash with it, an Attack card is trashed.

use super::action::{Event, Fate};
use super::cards::Card;
use super::error::PyramidError;
use super::place::Place;
use super::reason::Reaction;
use super::state::State;

/// A reaction asks the AI to score `n`: it owes min(n, cards in the pyramid), the rest
/// dropped, nothing drawn from the deck (P11).
pub(crate) fn owe(s: &mut State, n: u8, why: Reaction, events: &mut Vec<Event>) {
    let count = n.min(s.pyramid.len() as u8);
    if n == 0 {
        events.push(Event::AiScoresNothing { why: Some(why) });
    } else if count == 0 {
        events.push(Event::AiScoresNothing { why: None });
    } else {
        s.owed = count;
        s.owed_for = Some(why);
        events.push(Event::AiOwes {
            count,
            asked: n,
            why,
        });
    }
}

/// The player's pick of an owed card (P11).
pub(crate) fn pick(
    s: &mut State,
    place: Place,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    if s.owed == 0 {
        return Err(PyramidError::NothingOwed);
    }
    if s.pyramid.get(place).is_none() {
        return Err(PyramidError::PickEmpty { place });
    }
    if let Some(row) = s.pyramid.lowest_row()
        && place.row() != row
    {
        return Err(PyramidError::PickNotLowest { row });
    }
    score(s, place, events);
    s.owed -= 1;
    if s.owed == 0 {
        s.owed_for = None;
    }
    Ok(())
}

/// P13: the leftmost card of the lowest row, taken by the app; nothing from an empty pyramid.
pub(crate) fn score_leftmost(s: &mut State, events: &mut Vec<Event>) {
    match s.pyramid.scorable().first() {
        Some(&place) => score(s, place, events),
        None => events.push(Event::AiScoresNothing { why: None }),
    }
}

/// P12: the card at `place` (which holds one) is scored, by kind.
fn score(s: &mut State, place: Place, events: &mut Vec<Event>) {
    let Some(card) = s.pyramid.take(place) else {
        return;
    };
    let fate = match card {
        Card::Curse => Fate::CurseTrashed {
            with: trash_with_top(s, card),
        },
        Card::Attack => {
            s.trash.push(card);
            Fate::AttackTrashed
        }
        _ => {
            s.score_pile.push(card);
            Fate::ScorePile
        }
    };
    events.push(Event::AiScored { card, place, fate });
}

/// A Curse goes to the trash with the top card of the AI's score pile, if any (P12, P21);
/// that card is named once face up.
pub(crate) fn trash_with_top(s: &mut State, curse: Card) -> Option<Card> {
    s.trash.push(curse);
    let top = s.score_pile.draw();
    if let Some(top) = top {
        s.trash.push(top);
    }
    top
}
