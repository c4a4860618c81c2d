//! Property tests over random action sequences (R2, R4, R16): the invariants hold after every
//! action, and a refusal changes nothing and has its words. The games are the rules' own
//! (`crates/coop/tests/rules/random_play.rs`, compiled here by its path), where the other
//! properties (refusals leave the game identical, undo/redo and saving exact) are checked.

use crate::common;

use coop_automa::modes::coop::*;
use proptest::prelude::*;

#[path = "../../crates/coop/tests/rules/random_play.rs"]
mod random_play;
use random_play::*;

fn check_invariants(g: &Game) {
    if let Err(e) = g.check_consistency() {
        panic!("inconsistent game: {e}");
    }
    assert_eq!(
        g.treasure_pile_len() + g.discard().len() - hexes_in_discard(g),
        12
    );
    assert_eq!(g.hex_pile_len() + hexes_in_discard(g), 12);
    assert!(g.tokens() <= TOKENS);
    let s = g.supply();
    let a = g.automa();
    assert!(u16::from(s.duchies) + u16::from(a.duchies) <= u16::from(g.setup().duchies));
    assert!(u16::from(s.provinces) + u16::from(a.provinces) <= u16::from(g.setup().provinces));
    assert!(g.round() >= 1);
}

fn hexes_in_discard(g: &Game) -> usize {
    g.discard()
        .iter()
        .filter(|c| matches!(c, Card::Hex(_)))
        .count()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: common::cases(1500), .. ProptestConfig::default() })]

    /// R2, R4, R16: cards accounted for, tokens in range, supply never negative; a refused
    /// action changes nothing.
    #[test]
    fn invariants_hold_and_refusals_change_nothing(setup in any_setup(), steps in choices()) {
        let actions = all_actions();
        let mut g = Game::new(setup).unwrap();
        for (primary, n) in steps {
            let action = pick(&g, primary, n, &actions);
            let before_round = g.round();
            let before_len = g.actions_applied();
            match g.apply(action) {
                Ok(_) => prop_assert_eq!(g.actions_applied(), before_len + 1),
                Err(e) => {
                    prop_assert!(!coop_automa::app::coop::refusal_words::error_words(&e).is_empty());
                    prop_assert_eq!(g.actions_applied(), before_len);
                    prop_assert_eq!(g.round(), before_round);
                }
            }
            check_invariants(&g);
        }
    }
}
