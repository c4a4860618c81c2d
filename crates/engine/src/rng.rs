//! The game's own random number generator. Its state is part of the game, so a saved game
//! resumes with the same future shuffles; the shuffle itself is our code so that no library
//! upgrade can change which card comes next.

use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

/// A seeded generator (xoshiro256++) whose whole state serializes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(Xoshiro256PlusPlus);

impl GameRng {
    /// A generator started from `seed`.
    pub fn from_seed(seed: u64) -> Self {
        GameRng(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    /// A uniform number in `0..n` (n > 0), without modulo bias (Lemire's method).
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        let n = n as u64;
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u128::from(self.0.next_u64()) * u128::from(n);
            if (m as u64) >= threshold {
                return (m >> 64) as usize;
            }
        }
    }

    /// Fisher–Yates shuffle: every order equally likely.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fisher-Yates gives all 6 orders of 3 cards, each about equally often; a slip such as
    /// `below(i)` (Sattolo's algorithm) gives only the 2 cyclic ones.
    #[test]
    fn a_shuffle_of_three_cards_gives_every_order_about_equally_often() {
        let mut rng = GameRng::from_seed(11);
        let mut seen = std::collections::BTreeMap::new();
        for _ in 0..6000 {
            let mut cards = [0, 1, 2];
            rng.shuffle(&mut cards);
            *seen.entry(cards).or_insert(0) += 1;
        }
        assert_eq!(seen.len(), 6, "{seen:?}");
        // 1,000 expected each; 850..1150 is over 5 standard deviations either side.
        assert!(seen.values().all(|n| (850..1150).contains(n)), "{seen:?}");
    }

    #[test]
    fn below_stays_below_and_reaches_every_value() {
        let mut rng = GameRng::from_seed(3);
        let mut seen = [0; 7];
        for _ in 0..700 {
            seen[rng.below(7)] += 1;
        }
        assert!(seen.iter().all(|n| *n > 50), "{seen:?}");
        assert_eq!(rng.below(1), 0);
    }
}
