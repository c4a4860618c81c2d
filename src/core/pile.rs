//! A face-down pile in explicit order (R2, R3). Generic, so another automa can reuse it.

use super::rng::GameRng;
use serde::{Deserialize, Serialize};

/// Cards in explicit order; the last element is the top card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pile<T> {
    cards: Vec<T>,
}

impl<T> Pile<T> {
    /// A pile of `cards` shuffled with `rng`.
    pub fn shuffled(mut cards: Vec<T>, rng: &mut GameRng) -> Self {
        rng.shuffle(&mut cards);
        Pile { cards }
    }

    /// How many cards are in the pile (the only thing the table may know, R3).
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the pile is empty.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Takes the top card.
    pub fn draw(&mut self) -> Option<T> {
        self.cards.pop()
    }

    /// The cards from bottom to top. Hidden information: for tests and saves, never the screen.
    pub fn cards_bottom_to_top(&self) -> &[T] {
        &self.cards
    }
}

impl<T> Pile<T> {
    /// A pile in the given order, last element on top.
    pub fn in_order(cards: Vec<T>) -> Self {
        Pile { cards }
    }
}
