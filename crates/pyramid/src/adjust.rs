//! The setup adjustment (P5): once, before turn 1, either swap two places or redraw one or
//! two of them from the deck's topmost VP cards, then shuffle the set-aside cards in.

use super::action::Event;
use super::cards::Card;
use super::error::PyramidError;
use super::place::Place;
use super::state::{Adjustment, DECK_CAP, Phase, State};
use crate::engine::Pile;

/// Whether the adjustment is still open; the refusal says why not.
fn check_open(s: &State) -> Result<(), PyramidError> {
    if s.phase != Phase::BeforeFirstTurn {
        return Err(PyramidError::AdjustmentAfterTurnOne);
    }
    if s.adjustment != Adjustment::None {
        return Err(PyramidError::AdjustmentMade);
    }
    Ok(())
}

fn card_at(s: &State, place: Place) -> Result<Card, PyramidError> {
    s.pyramid
        .get(place)
        .ok_or(PyramidError::AdjustEmpty { place })
}

/// P5: the cards of two different places change places.
pub(crate) fn swap(
    s: &mut State,
    a: Place,
    b: Place,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    check_open(s)?;
    if a == b {
        return Err(PyramidError::SwapSamePlace);
    }
    let (card_a, card_b) = (card_at(s, a)?, card_at(s, b)?);
    s.pyramid.set(a, Some(card_b));
    s.pyramid.set(b, Some(card_a));
    s.adjustment = Adjustment::Swap;
    events.push(Event::Swapped {
        a,
        b,
        card_a,
        card_b,
    });
    Ok(())
}

/// P5: the chosen places' cards are set aside; each place, in deal order, takes the deck's
/// topmost VP card (Attack cards are passed over: at the table they are not in yet); the
/// set-aside cards go into the deck, and the whole deck is shuffled.
pub(crate) fn redraw(
    s: &mut State,
    first: Place,
    second: Option<Place>,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    check_open(s)?;
    let mut places = vec![first];
    if let Some(second) = second {
        if second == first {
            return Err(PyramidError::RedrawSamePlace);
        }
        places.push(second);
    }
    coop_automa_engine::sort::sort(&mut places);
    let mut set_aside = Vec::new();
    for &place in &places {
        let card = card_at(s, place)?;
        set_aside.push(card);
        events.push(Event::SetAside { place, card });
    }
    if s.own_deck {
        return redraw_told(s, &places, set_aside, events);
    }
    let mut deck = s.deck.as_slice().to_vec();
    for &place in &places {
        // The deck's top is the vector's end.
        let Some(i) = deck.iter().rposition(|c| c.is_vp()) else {
            return Err(PyramidError::NoVpToRedraw);
        };
        let card = deck.remove(i);
        s.pyramid.set(place, Some(card));
        events.push(Event::Redrawn { place, card });
    }
    deck.extend(set_aside);
    let shuffled: Pile<Card, DECK_CAP> =
        Pile::shuffled(&deck, &mut s.rng).ok_or(PyramidError::DeckFull)?;
    s.deck = shuffled;
    s.adjustment = Adjustment::Redraw;
    events.push(Event::DeckShuffled {
        cards: s.deck.len() as u8,
    });
    Ok(())
}

/// P5's redraw from the table's own deck: each place takes the next card told (the table
/// turns its deck's top cards over; its Attack cards are not in it yet), the set-aside cards
/// go face down into the deck, and the table shuffles it.
fn redraw_told(
    s: &mut State,
    places: &[Place],
    set_aside: Vec<Card>,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    for &place in places {
        let card = super::own_deck::next_card(s)?.ok_or(PyramidError::NoVpToRedraw)?;
        s.pyramid.set(place, Some(card));
        events.push(Event::Redrawn { place, card });
    }
    for card in set_aside {
        if !s.deck.push(card) {
            return Err(PyramidError::DeckFull);
        }
    }
    s.adjustment = Adjustment::Redraw;
    events.push(Event::DeckShuffled {
        cards: s.deck.len() as u8,
    });
    Ok(())
}
