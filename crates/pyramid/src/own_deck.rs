//! The table's own VP deck (`Setup::own_deck`): the table shuffles its real cards and tells
//! each card it deals (P4, place by place) or turns over for a refill (P10) or a redraw
//! (P5). The deck then holds the cards still face down, in no order; a card told waits in
//! `turned` until a place takes it. Everything after the reveal is the same code as the
//! app's shuffle.

use super::action::Event;
use super::cards::Card;
use super::error::{PyramidError, TurnedFault};
use super::place::Place;
use super::state::State;
use crate::engine::TellFault;

/// A card the table dealt or turned over: to the next place of the deal, else kept for the
/// next place that takes the deck's top card.
pub(crate) fn turned(
    s: &mut State,
    card: Card,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    if !s.own_deck {
        return Err(PyramidError::Turned(TurnedFault::AppShuffles));
    }
    crate::engine::tell(&mut s.deck, &mut s.turned, card).map_err(|fault| {
        PyramidError::Turned(match fault {
            TellFault::NothingToTurn => TurnedFault::NothingToTurn,
            TellFault::NoneFaceDown => TurnedFault::NoneFaceDown { card },
        })
    })?;
    if s.to_deal > 0 {
        // The deal: the card goes to the next place at once.
        s.turned.pop();
        let place = Place::ALL[Place::ALL.len() - usize::from(s.to_deal)];
        s.pyramid.set(place, Some(card));
        s.to_deal -= 1;
        events.push(Event::Dealt { place, card });
    } else {
        events.push(Event::Turned {
            card,
            face_down: s.deck.len() as u8,
        });
    }
    Ok(())
}

/// The deck's next card for a place: the first told, none when the deck is empty, else the
/// table must tell it first. (The app's shuffle: its top card.)
pub(crate) fn next_card(s: &mut State) -> Result<Option<Card>, PyramidError> {
    if !s.own_deck {
        return Ok(s.deck.draw());
    }
    crate::engine::next_told(&s.deck, &mut s.turned).map_err(|_| PyramidError::NeedTurned)
}

/// P10's refill: each empty place, in deal order, takes the deck's next card, until the
/// deck runs out.
pub(crate) fn refill(s: &mut State) -> Result<Vec<(Place, Card)>, PyramidError> {
    let mut filled = Vec::new();
    for place in Place::ALL {
        if s.pyramid.get(place).is_none() {
            let Some(card) = next_card(s)? else { break };
            s.pyramid.set(place, Some(card));
            filled.push((place, card));
        }
    }
    Ok(filled)
}

/// At Start turn 1: the table shuffles its Attack cards into its deck (P4: they go in after
/// the deal, and after the adjustment, which passes over them).
pub(crate) fn attacks_in(s: &mut State, events: &mut Vec<Event>) -> Result<(), PyramidError> {
    if s.attacks_waiting == 0 {
        return Ok(());
    }
    for _ in 0..s.attacks_waiting {
        if !s.deck.push(Card::Attack) {
            return Err(PyramidError::DeckFull);
        }
    }
    events.push(Event::AttacksShuffledIn {
        cards: s.attacks_waiting,
    });
    s.attacks_waiting = 0;
    Ok(())
}

/// Cards not yet in the pyramid, the score pile, the trash or the player's side: face down,
/// turned over and waiting, and Attack cards not yet shuffled in.
pub(crate) fn left_in_deck(s: &State) -> impl Iterator<Item = Card> + '_ {
    s.deck
        .as_slice()
        .iter()
        .copied()
        .chain(s.turned.iter().copied())
        .chain(std::iter::repeat_n(
            Card::Attack,
            usize::from(s.attacks_waiting),
        ))
}
