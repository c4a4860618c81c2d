//! Cards in explicit order in a fixed number of slots (R2, R3): a face-down pile or the
//! automa's discard pile. No heap, so copying the table for undo costs a few hundred bytes
//! of memcpy, not allocations (that was 70% of the engine's time in a callgrind profile).
//! Generic, so another automa can reuse it.

use super::rng::GameRng;
use std::fmt;

/// A card type that can fill the unused slots of a `Pile`. The filler is never read: only
/// the first `len` slots are cards.
pub trait Filler: Copy + PartialEq {
    const FILLER: Self;
}

/// At most `N` cards in explicit order; the last one is the top card.
#[derive(Clone, Copy)]
pub struct Pile<T: Filler, const N: usize = 12> {
    slots: [T; N],
    len: usize,
}

impl<T: Filler, const N: usize> Pile<T, N> {
    /// An empty pile.
    pub fn new() -> Self {
        Pile {
            slots: [T::FILLER; N],
            len: 0,
        }
    }

    /// A pile in the given order, last card on top; `None` if more than `N` cards.
    pub fn in_order(cards: &[T]) -> Option<Self> {
        if cards.len() > N {
            return None;
        }
        let mut pile = Pile::new();
        pile.slots[..cards.len()].copy_from_slice(cards);
        pile.len = cards.len();
        Some(pile)
    }

    /// A pile of `cards` (at most `N`) shuffled with `rng`.
    pub fn shuffled(cards: &[T], rng: &mut GameRng) -> Option<Self> {
        let mut pile = Pile::in_order(cards)?;
        rng.shuffle(&mut pile.slots[..pile.len]);
        Some(pile)
    }

    /// How many cards are in the pile (the only thing the table may know of a face-down one).
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the pile is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Takes the top card.
    pub fn draw(&mut self) -> Option<T> {
        self.len = self.len.checked_sub(1)?;
        Some(self.slots[self.len])
    }

    /// Puts a card on top; `false` (and nothing changes) when the pile is full.
    pub fn push(&mut self, card: T) -> bool {
        self.insert(self.len, card)
    }

    /// Puts a card at `index` (0 = bottom), moving the ones above it up; `false` (and nothing
    /// changes) when the pile is full or the index is past the top.
    pub fn insert(&mut self, index: usize, card: T) -> bool {
        if self.len == N || index > self.len {
            return false;
        }
        self.slots.copy_within(index..self.len, index + 1);
        self.slots[index] = card;
        self.len += 1;
        true
    }

    /// Takes out the topmost card equal to `card` (one the table turned over from its own
    /// pile, whatever its place); `false` (and nothing changes) when there is none.
    pub fn take_one(&mut self, card: T) -> bool
    where
        T: PartialEq,
    {
        match self.as_slice().iter().rposition(|c| *c == card) {
            Some(i) => {
                self.slots.copy_within(i + 1..self.len, i);
                self.len -= 1;
                true
            }
            None => false,
        }
    }

    /// How many cards equal to `card` the pile holds.
    pub fn count(&self, card: T) -> usize
    where
        T: PartialEq,
    {
        self.as_slice().iter().filter(|c| **c == card).count()
    }

    /// The top card.
    pub fn top(&self) -> Option<T> {
        self.as_slice().last().copied()
    }

    /// Takes out the cards `pick` maps to some `U`, keeping the others in order; returns the
    /// taken ones in order.
    pub fn take_where<U: Filler, const M: usize>(
        &mut self,
        pick: impl Fn(T) -> Option<U>,
    ) -> Pile<U, M> {
        let mut taken = Pile::new();
        let mut kept = 0;
        for i in 0..self.len {
            let card = self.slots[i];
            match pick(card) {
                Some(u) => {
                    taken.push(u);
                }
                None => {
                    self.slots[kept] = card;
                    kept += 1;
                }
            }
        }
        self.len = kept;
        taken
    }

    /// The cards from bottom to top. For a face-down pile this is hidden information (R3):
    /// for tests and saves, never the screen.
    pub fn as_slice(&self) -> &[T] {
        &self.slots[..self.len]
    }
}

impl<T: Filler, const N: usize> Default for Pile<T, N> {
    fn default() -> Self {
        Pile::new()
    }
}

/// Two piles are equal when their cards are; the unused slots do not count.
impl<T: Filler, const N: usize> PartialEq for Pile<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Filler, const N: usize> Eq for Pile<T, N> where T: Eq {}

impl<T: Filler + fmt::Debug, const N: usize> fmt::Debug for Pile<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Filler for u8 {
        const FILLER: u8 = 0;
    }

    type Small = Pile<u8, 4>;

    #[test]
    fn insert_puts_a_card_in_its_place_and_refuses_past_the_top_or_when_full() {
        let mut p = Small::in_order(&[1, 2]).unwrap();
        assert_eq!(Small::new().top(), None);
        assert_eq!(p.top(), Some(2));
        assert!(p.insert(1, 9));
        assert_eq!(p.as_slice(), &[1, 9, 2]);
        assert!(!p.insert(4, 7), "past the top");
        assert_eq!(p.as_slice(), &[1, 9, 2]);
        assert!(p.insert(3, 5), "on top");
        assert_eq!(p.top(), Some(5));
        assert!(!p.insert(0, 8), "full");
        assert!(!p.push(8), "full");
        assert_eq!(p.as_slice(), &[1, 9, 2, 5]);
        assert_eq!(Small::in_order(&[1, 2, 3, 4, 5]), None);
    }

    #[test]
    fn piles_are_equal_by_their_cards_not_their_unused_slots() {
        let mut drawn = Small::in_order(&[1, 2, 3]).unwrap();
        assert_eq!(drawn.draw(), Some(3));
        assert_eq!(drawn, Small::in_order(&[1, 2]).unwrap());
        assert_ne!(drawn, Small::in_order(&[2, 1]).unwrap());
        assert_ne!(drawn, Small::new());
        assert_eq!(format!("{drawn:?}"), "[1, 2]");
    }
}
