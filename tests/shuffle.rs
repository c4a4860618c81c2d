//! Shuffle fairness (R2): over many fixed seeds every card lands in every position equally
//! often. The seeds are fixed, so the test is deterministic and cannot flake.

use coop_automa::modes::coop::{Game, GameRng, Hex, Setup};

/// Pearson's chi-square of observed counts against one expected count per cell.
fn chi_square(counts: &[[u32; 12]; 12], expected: f64) -> f64 {
    counts
        .iter()
        .flatten()
        .map(|&o| (f64::from(o) - expected).powi(2) / expected)
        .sum()
}

// 144 cells of a 12 x 12 table with fixed margins: (12 - 1)^2 = 121 degrees of freedom.
// The 0.999 quantile of chi-square(121) is about 174.6; a biased shuffle lands far above it.
const CRITICAL_121_DOF: f64 = 174.6;
const SHUFFLES: u32 = 12_000;

#[test]
fn r2_hex_pile_positions_are_uniform_over_seeds() {
    let mut counts = [[0u32; 12]; 12];
    for seed in 0..u64::from(SHUFFLES) {
        let mut setup = Setup::custom(["A", "B"], 12, 4);
        setup.seed = Some(seed);
        let game = Game::new(setup).unwrap();
        for (pos, hex) in game.hex_pile_hidden().iter().enumerate() {
            let card = Hex::ALL.iter().position(|h| h == hex).unwrap();
            counts[card][pos] += 1;
        }
    }
    let chi = chi_square(&counts, f64::from(SHUFFLES) / 12.0);
    assert!(chi < CRITICAL_121_DOF, "chi-square {chi:.1} over 121 dof");
}

#[test]
fn r2_generator_shuffle_is_uniform_and_the_test_sees_a_bias() {
    let mut counts = [[0u32; 12]; 12];
    let mut biased = [[0u32; 12]; 12];
    let mut rng = GameRng::from_seed(2026);
    for _ in 0..SHUFFLES {
        let mut cards: Vec<usize> = (0..12).collect();
        rng.shuffle(&mut cards);
        for (pos, &card) in cards.iter().enumerate() {
            counts[card][pos] += 1;
        }
        // The classic mistake: swap with any position, not only the ones not yet fixed.
        let mut cards: Vec<usize> = (0..12).collect();
        for i in 0..12 {
            let j = rng.below(12);
            cards.swap(i, j);
        }
        for (pos, &card) in cards.iter().enumerate() {
            biased[card][pos] += 1;
        }
    }
    let expected = f64::from(SHUFFLES) / 12.0;
    let chi = chi_square(&counts, expected);
    assert!(chi < CRITICAL_121_DOF, "chi-square {chi:.1} over 121 dof");
    let chi_biased = chi_square(&biased, expected);
    assert!(
        chi_biased > CRITICAL_121_DOF,
        "the naive shuffle scored {chi_biased:.1}"
    );
}

#[test]
fn generator_below_is_uniform() {
    let mut rng = GameRng::from_seed(7);
    let mut counts = [0u32; 7];
    for _ in 0..70_000 {
        counts[rng.below(7)] += 1;
    }
    let chi: f64 = counts
        .iter()
        .map(|&o| (f64::from(o) - 10_000.0).powi(2) / 10_000.0)
        .sum();
    // 6 degrees of freedom: the 0.999 quantile is 22.46.
    assert!(chi < 22.46, "chi-square {chi:.1}");
}
