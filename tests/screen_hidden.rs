//! What is face down never reaches the screen (D3.3, P7). A seeded random game is played; after
//! every action a twin is made from its record with the cards nobody has seen yet in another
//! order (the next card to be drawn swapped with one unlike it), and both are opened on tables
//! of their own: every text on the two screens (each label and value of the accessibility tree)
//! must be the same. A screen that named the next card, or any face-down one, would differ.

mod common;

use coop_automa::app::App;
use coop_automa::engine::GameRng;
use coop_automa::modes::{duel, pyramid};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use serde::Serialize;

/// A table with `game` opened from a file named `name` (the same name on both tables).
fn table<G: coop_automa::engine::ModeGame + Serialize>(
    tag: &str,
    name: &str,
    game: &G,
) -> Harness<'static, App> {
    common::opened(tag, name, game, [1024.0, 600.0]).0
}

/// Every text on screen, sorted.
fn texts(h: &Harness<'_, App>) -> Vec<String> {
    let mut all: Vec<String> = h
        .query_all_by(|_| true)
        .flat_map(|n| {
            let n = n.accesskit_node();
            [n.label(), n.value()]
        })
        .flatten()
        .collect();
    all.sort();
    all
}

/// The two tables say the same, word for word.
fn same(a: &Harness<'_, App>, b: &Harness<'_, App>, when: &str) {
    let (ta, tb) = (texts(a), texts(b));
    if ta != tb {
        let only_a: Vec<&String> = ta.iter().filter(|t| !tb.contains(t)).collect();
        let only_b: Vec<&String> = tb.iter().filter(|t| !ta.contains(t)).collect();
        panic!("{when}: the face-down order shows: {only_a:?} against {only_b:?}");
    }
}

/// Swaps the first unseen card (`order[seen]`) with the first later one unlike it; false when
/// all unseen cards are alike (nothing to hide).
fn swap_next<T: PartialEq>(order: &mut [T], seen: usize) -> bool {
    match (seen + 1..order.len()).find(|&k| order[k] != order[seen]) {
        Some(k) => {
            order.swap(seen, k);
            true
        }
        None => false,
    }
}

#[test]
fn d3_3_no_face_down_curse_deck_card_shows() {
    for seed in [4] {
        let setup = duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(seed));
        let mut game = duel::DuelGame::new(setup).unwrap();
        let full = game.deck_len();
        let mut rng = GameRng::from_seed(seed);
        let mut twins = 0;
        for step in 0..200 {
            let mut record = game.record();
            // Every third action: enough screens, in the time a test may take.
            if step % 3 == 0 && swap_next(&mut record.start.deck, full - game.deck_len()) {
                let twin = duel::DuelGame::replay(record).unwrap();
                assert_ne!(twin.deck_hidden(), game.deck_hidden());
                let a = table("hidden-duel-a", "duel.ron", &game);
                let b = table("hidden-duel-b", "duel.ron", &twin);
                same(&a, &b, &format!("seed {seed}, after {step} actions"));
                twins += 1;
            }
            let Some(action) = duel::random_action(&game, &mut rng) else {
                break;
            };
            let _ = game.apply(action);
        }
        assert!(twins > 20, "seed {seed}: only {twins} screens compared");
    }
}

#[test]
fn p7_no_face_down_card_of_the_ais_deck_shows() {
    for seed in [8] {
        let setup = pyramid::Setup::new(pyramid::Level::Expert, pyramid::Mix::B, Some(seed));
        let mut game = pyramid::PyramidGame::new(setup).unwrap();
        let full = game.record().start.order.len();
        let mut rng = GameRng::from_seed(seed);
        let mut twins = 0;
        for step in 0..200 {
            let mut record = game.record();
            if step % 3 == 0 && swap_next(&mut record.start.order, full - game.deck_len()) {
                let twin = pyramid::PyramidGame::replay(record).unwrap();
                let a = table("hidden-pyr-a", "pyramid.ron", &game);
                let b = table("hidden-pyr-b", "pyramid.ron", &twin);
                same(&a, &b, &format!("seed {seed}, after {step} actions"));
                twins += 1;
            }
            let Some(action) = pyramid::random_action(&game, &mut rng) else {
                break;
            };
            let _ = game.apply(action);
        }
        assert!(twins > 20, "seed {seed}: only {twins} screens compared");
    }
}
