//! The pyramid's six places and their cards: which row is lowest, whether it stands (P9),
//! and how it falls and refills (P10). Face up: every card here is public (P7).

use super::cards::Card;
use super::place::{Place, Row};
use crate::engine::Pile;
use serde::{Deserialize, Serialize};

/// The cards in the six places, in deal order (B1, B2, B3, M1, M2, T).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Pyramid {
    places: [Option<Card>; 6],
}

/// Why a pyramid failed the stability check (P9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Instability {
    /// No card in the bottom row.
    NoBottomCard,
    /// Fewer than 4 cards and no VP card at T.
    TopNotVp,
    /// Fewer than 4 cards, not all connected.
    NotConnected,
}

/// One card that fell in the cascade (P10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fall {
    pub card: Card,
    pub from: Place,
    pub to: Place,
}

impl Pyramid {
    /// A pyramid holding the given cards in deal order.
    pub fn from_places(places: [Option<Card>; 6]) -> Pyramid {
        Pyramid { places }
    }

    /// The card at a place.
    pub fn get(&self, place: Place) -> Option<Card> {
        self.places[place.index()]
    }

    /// Every place's card, in deal order.
    pub fn places(&self) -> [Option<Card>; 6] {
        self.places
    }

    pub(crate) fn set(&mut self, place: Place, card: Option<Card>) {
        self.places[place.index()] = card;
    }

    pub(crate) fn take(&mut self, place: Place) -> Option<Card> {
        self.places[place.index()].take()
    }

    /// How many cards it holds (0..=6).
    pub fn len(&self) -> usize {
        self.places.iter().flatten().count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The cards in it, in deal order.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.places.iter().flatten().copied()
    }

    /// The lowest row holding a card, if any (P11).
    pub fn lowest_row(&self) -> Option<Row> {
        [Row::Bottom, Row::Middle, Row::Top]
            .into_iter()
            .find(|row| row.places().iter().any(|&p| self.get(p).is_some()))
    }

    /// The places the AI may score from now: the filled places of the lowest row (P11).
    pub fn scorable(&self) -> Vec<Place> {
        self.lowest_row().map_or_else(Vec::new, |row| {
            row.places()
                .iter()
                .copied()
                .filter(|&p| self.get(p).is_some())
                .collect()
        })
    }

    /// Whether every card can reach every other through touching, filled places (P9).
    pub fn is_connected(&self) -> bool {
        let filled: Vec<Place> = Place::ALL
            .into_iter()
            .filter(|&p| self.get(p).is_some())
            .collect();
        let Some(&first) = filled.first() else {
            return true;
        };
        let mut reached = vec![first];
        let mut i = 0;
        while i < reached.len() {
            let here = reached[i];
            for &p in &filled {
                if !reached.contains(&p) && here.touches(p) {
                    reached.push(p);
                }
            }
            i += 1;
        }
        reached.len() == filled.len()
    }

    /// The stability check (P9): `None` when it stands, else why it does not.
    pub fn instability(&self) -> Option<Instability> {
        if Row::Bottom.places().iter().all(|&p| self.get(p).is_none()) {
            return Some(Instability::NoBottomCard);
        }
        // With 4 or more cards, one of them at the bottom, holes are normal (P9).
        if self.len() >= 4 {
            return None;
        }
        if !self.get(Place::T).is_some_and(Card::is_vp) {
            return Some(Instability::TopNotVp);
        }
        if !self.is_connected() {
            return Some(Instability::NotConnected);
        }
        None
    }

    /// The cascade (P10): M1, then M2, then T, each falling as low as it can, leftmost on
    /// a tie. Bottom cards never move.
    pub fn cascade(&mut self) -> Vec<Fall> {
        let mut falls = Vec::new();
        for from in [Place::M1, Place::M2, Place::T] {
            let Some(card) = self.get(from) else { continue };
            let to = self.resting_place(from);
            if to != from {
                self.set(from, None);
                self.set(to, Some(card));
                falls.push(Fall { card, from, to });
            }
        }
        falls
    }

    /// Where a card at `from` comes to rest: of every place it can drop to, one level at a
    /// time into an empty place beneath it and on while it can, the lowest, then leftmost.
    fn resting_place(&self, from: Place) -> Place {
        let mut ends = Vec::new();
        let mut stack = vec![from];
        while let Some(here) = stack.pop() {
            let below: Vec<Place> = here
                .rests_on()
                .map(|two| two.into_iter().filter(|&p| self.get(p).is_none()).collect())
                .unwrap_or_default();
            if below.is_empty() {
                ends.push(here);
            } else {
                stack.extend(below);
            }
        }
        ends.into_iter()
            .min_by_key(|p| (p.level(), p.index()))
            .unwrap_or(from)
    }

    /// The refill (P10): each empty place, in deal order, takes the deck's top card,
    /// whatever it is, until the deck runs out.
    pub fn refill<const N: usize>(&mut self, deck: &mut Pile<Card, N>) -> Vec<(Place, Card)> {
        let mut filled = Vec::new();
        for place in Place::ALL {
            if self.get(place).is_none() {
                let Some(card) = deck.draw() else { break };
                self.set(place, Some(card));
                filled.push((place, card));
            }
        }
        filled
    }
}
