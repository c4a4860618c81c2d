//! Shuffle fairness (R2): over many fixed seeds every card lands in every position equally
//! often. The seeds are fixed, so the test is deterministic and cannot flake.

use coop_automa_coop::CoopSession;
use coop_automa_coop::{Game, GameRng, Hex, Setup, Treasure};

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

/// The treasure pile (bottom first) of a new game dealt from `seed`.
fn treasure_pile(seed: u64) -> Vec<Treasure> {
    let mut setup = Setup::custom(["A", "B"], 12, 4);
    setup.seed = Some(seed);
    Game::new(setup).unwrap().treasure_pile_hidden().to_vec()
}

// A 12 x 2 table (position x Copper/Silver) with fixed margins: 11 degrees of freedom.
// The 0.999 quantile of chi-square(11) is about 31.3.
const CRITICAL_11_DOF: f64 = 31.3;

#[test]
fn r2_treasure_pile_positions_are_uniform_over_seeds() {
    // silver[pos]: in how many games a Silver lies at this position (Copper: the rest).
    let mut silver = [0u32; 12];
    for seed in 0..u64::from(SHUFFLES) {
        let pile = treasure_pile(seed);
        assert_eq!(pile.len(), 12);
        for (pos, t) in pile.iter().enumerate() {
            if *t == Treasure::Silver {
                silver[pos] += 1;
            }
        }
    }
    let expected = f64::from(SHUFFLES) / 2.0;
    let chi: f64 = silver
        .iter()
        .flat_map(|&s| [s, SHUFFLES - s])
        .map(|o| (f64::from(o) - expected).powi(2) / expected)
        .sum();
    assert!(
        chi < CRITICAL_11_DOF,
        "chi-square {chi:.1} over 11 dof; Silvers per position: {silver:?}"
    );
}

/// The number of the order among the C(12, 6) = 924 orders of 6 Copper and 6 Silver: the
/// rank of the Silvers' positions in the combinatorial number system.
fn order_index(pile: &[Treasure]) -> usize {
    fn choose(n: usize, k: usize) -> usize {
        if k > n {
            return 0;
        }
        (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
    }
    pile.iter()
        .enumerate()
        .filter(|(_, t)| **t == Treasure::Silver)
        .enumerate()
        .map(|(k, (pos, _))| choose(pos, k + 1))
        .sum()
}

// 924 orders, 923 degrees of freedom: the 0.999 quantile of chi-square(923) is about 1061.5.
const ORDERS: usize = 924;
const CRITICAL_923_DOF: f64 = 1061.5;

#[test]
fn r2_treasure_pile_orders_are_uniform_over_seeds() {
    // Each of the 924 orders of 6 Copper and 6 Silver as often as the others: this also sees a
    // shuffle that puts each card at each position equally often but ties cards together.
    let per_order = 20;
    let games = ORDERS * per_order;
    let mut counts = vec![0u32; ORDERS];
    for seed in 0..games as u64 {
        counts[order_index(&treasure_pile(seed))] += 1;
    }
    let expected = per_order as f64;
    let chi: f64 = counts
        .iter()
        .map(|&o| (f64::from(o) - expected).powi(2) / expected)
        .sum();
    let distinct = counts.iter().filter(|&&c| c > 0).count();
    assert!(
        chi < CRITICAL_923_DOF,
        "chi-square {chi:.1} over 923 dof; {distinct} of the 924 orders were dealt"
    );
}

#[test]
fn r2_the_order_index_counts_every_treasure_order_once() {
    // The test above is only as good as its numbering: 924 different orders, 924 numbers.
    let mut seen = vec![false; ORDERS];
    for mask in 0u32..(1 << 12) {
        if mask.count_ones() != 6 {
            continue;
        }
        let pile: Vec<Treasure> = (0..12)
            .map(|i| {
                if mask & (1 << i) != 0 {
                    Treasure::Silver
                } else {
                    Treasure::Copper
                }
            })
            .collect();
        let i = order_index(&pile);
        assert!(i < ORDERS && !seen[i], "order {mask:012b} numbered {i}");
        seen[i] = true;
    }
    assert!(seen.iter().all(|s| *s));
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
