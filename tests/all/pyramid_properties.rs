//! A refusal changes nothing and has its words (P2-P29), over the long random games of the
//! pyramid's property tests (`crates/pyramid/tests/rules/random_play.rs`, compiled here by its
//! path), where the other properties are checked.

use crate::common;

use coop_automa::modes::pyramid::*;
use proptest::prelude::*;

#[path = "../../crates/pyramid/tests/rules/random_play.rs"]
mod random_play;
use random_play::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: common::cases(1000), .. ProptestConfig::default() })]

    /// A refused action leaves the whole game, history included, exactly as it was.
    #[test]
    fn a_refusal_changes_nothing(setup in any_setup(), (seed, steps) in choices()) {
        let mut rng = GameRng::from_seed(seed);
        let mut g = PyramidGame::new(setup).unwrap();
        for (legal, n) in steps {
            let action = next_action(&g, &mut rng, legal, n);
            let before = g.clone();
            if let Err(e) = g.apply(action) {
                prop_assert!(!coop_automa::app::pyramid::words::error_words(&e).is_empty());
                prop_assert_eq!(&g, &before);
            }
        }
    }
}
