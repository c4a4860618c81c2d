//! The table, starting life points, the Curse Deck and drawing a curse (D1-D4), one or more
//! tests per rule of `RULES-DUEL.md`, named after it, each with an explicit Curse Deck order
//! (top first) and exact outcomes.

use crate::common::*;
use CurseCard::*;
use coop_automa_duel::*;

// ---- D1: the table ----

#[test]
fn d1_4_mixed_game_has_no_life_points_and_a_counted_curse_pile() {
    for (n, pile) in [(2, 10), (3, 20), (4, 30)] {
        let g = DuelGame::new(mixed_setup(n)).unwrap();
        assert_eq!(g.curse_pile(), Some(pile));
        assert_eq!(g.deck_len(), 0);
        assert_eq!(g.life(ANN), None);
    }
    let mut g = mixed(2);
    for i in 0..10 {
        ok(&mut g, draw(BOB));
        assert_eq!(g.curse_pile(), Some(9 - i));
    }
    // Empty: a curse token instead, and nobody is ever eliminated.
    for _ in 0..50 {
        ok(&mut g, draw(BOB));
    }
    assert_eq!(g.curse_tokens(BOB), 50);
    assert!(!g.is_eliminated(BOB));
    assert_eq!(g.curse_cards(BOB, Curse), 10);
}

// ---- D2: starting life points ----

#[test]
fn d2_2_life_points_have_no_upper_limit() {
    let mut g = game(2, &[]);
    for _ in 0..10 {
        ok(&mut g, change(ANN, Change::GainVictory(Victory::Province)));
    }
    assert_eq!(g.life(ANN), Some(73));
}

// ---- D3: the Curse Deck ----

#[test]
fn d3_2_shuffled_once_from_the_seed_and_the_order_kept_in_the_start() {
    let a = DuelGame::new(setup(2)).unwrap();
    let b = DuelGame::new(setup(2)).unwrap();
    assert_eq!(a.deck_hidden(), b.deck_hidden());
    assert_eq!(a.start().deck, a.deck_hidden());
    let mut other = setup(2);
    other.seed = Some(8);
    assert_ne!(DuelGame::new(other).unwrap().deck_hidden(), a.deck_hidden());
    // Never reshuffled: the draws come off the stored order, top first.
    let mut g = a.clone();
    let top: Vec<CurseCard> = g.deck_hidden()[..5].to_vec();
    let mut got = Vec::new();
    for i in 0..5 {
        let p = (i % 2) as u8;
        ok(&mut g, set_life(p, 500));
        got.extend(drew(&ok(&mut g, draw(p))).into_iter().map(|(_, c)| c));
    }
    assert_eq!(got, top);
}

// ---- D4: drawing a curse ----

#[test]
fn d4_2_any_living_player_draws_at_any_moment() {
    let mut g = game(3, &[Curse, Curse]);
    assert_eq!(g.current(), ANN);
    ok(&mut g, draw(CY));
    ok(&mut g, draw(BOB));
    assert_eq!(lives(&g), vec![13, 12, 12]);
}
