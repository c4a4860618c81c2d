//! Long games (R13.1, R17, R21): both piles run out and are rebuilt, again and again, in a
//! game with Colonies that lasts 60 rounds.

use crate::common;
use coop_automa_engine::ModeGame;

use common::*;
use coop_automa_coop::*;

#[test]
fn sixty_round_game_reshuffles_both_piles_and_ends_when_the_colonies_are_gone() {
    let mut s = setup(12, 10);
    s.colonies = true;
    let mut g = Game::new(s).unwrap();
    let mut treasure_reshuffles = 0;
    let mut hex_reshuffles = 0;
    while !g.is_over() {
        for e in round(&mut g) {
            if let Event::Reshuffled { pile, cards } = e {
                assert_eq!(cards, 12, "all twelve come back");
                match pile {
                    PileKind::Treasure => treasure_reshuffles += 1,
                    PileKind::Hex => hex_reshuffles += 1,
                }
            }
        }
        assert!(g.check_consistency().is_ok());
        assert!(g.round() <= 60);
    }
    // 30 treasure steps (rounds 2..=60) use the pile 2.5 times; 29 Hex steps (3..=59) too.
    assert_eq!(treasure_reshuffles, 2);
    assert_eq!(hex_reshuffles, 2);
    assert_eq!(g.round(), 60);
    assert_eq!(g.end_reason(), Some(EndReason::ColoniesGone));
    let a = g.automa();
    assert_eq!((a.duchies, a.provinces, a.colonies), (10, 12, 8));
    // Undo walks all the way back through every reshuffle, redo replays them exactly.
    let end = g.clone();
    while g.undo().is_ok() {}
    assert_eq!(g.round(), 1);
    while g.redo().is_ok() {}
    assert_eq!(g, end);
}

#[test]
fn twelve_card_piles_alternate_in_the_discard_pile_past_round_26() {
    let mut g = Game::new(setup(12, 10)).unwrap();
    play_to_round(&mut g, 27);
    // Rounds 2..=26 gave 13 treasures (a reshuffle at round 26) and 3..=25 gave 12 Hexes.
    let d = g.discard();
    assert_eq!(d.len(), 13);
    assert!(matches!(d.last(), Some(Card::Treasure(_))));
    assert_eq!(g.treasure_pile_len(), 11);
    assert_eq!(g.hex_pile_len(), 0);
}
