//! Property tests over random action sequences (R24): a refusal leaves the game as it was,
//! undo/redo and saving are exact. The invariants after every action, and each refusal's
//! words, are checked in the app's tests (`tests/all/properties.rs`) over the same games.

use crate::common;
use crate::random_play::*;

use coop_automa_coop::*;
use coop_automa_engine::checks;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: common::cases(1500), .. ProptestConfig::default() })]

    /// A refused action leaves the whole game, history included, exactly as it was.
    #[test]
    fn refused_action_leaves_the_game_identical(setup in any_setup(), steps in choices()) {
        let actions = all_actions();
        let mut g = Game::new(setup).unwrap();
        for (primary, n) in steps {
            let action = pick(&g, primary, n, &actions);
            let before = g.clone();
            if g.apply(action).is_err() {
                prop_assert_eq!(&g, &before);
            }
        }
    }

    /// R24: undo after apply gives back the identical game; redo after undo gives the
    /// identical game and reveals the same card.
    #[test]
    fn undo_and_redo_are_exact(setup in any_setup(), steps in choices()) {
        let actions = all_actions();
        let mut g = Game::new(setup).unwrap();
        for (primary, n) in steps {
            let action = pick(&g, primary, n, &actions);
            checks::undo_and_redo_are_exact(&mut g, action).map_err(TestCaseError::fail)?;
        }
    }

    /// A RON save is the identity and keeps the future draws.
    #[test]
    fn ron_round_trip_is_the_identity_and_keeps_future_draws(
        setup in any_setup(),
        steps in choices(),
        later in choices(),
    ) {
        let actions = all_actions();
        let mut g = Game::new(setup).unwrap();
        for (primary, n) in steps {
            let _ = g.apply(pick(&g, primary, n, &actions));
        }
        let text = ron::to_string(&g).unwrap();
        let mut loaded: Game = ron::from_str(&text).unwrap();
        prop_assert_eq!(&loaded, &g);
        prop_assert!(loaded.check_consistency().is_ok());
        for (primary, n) in later {
            let action = pick(&g, primary, n, &actions);
            prop_assert_eq!(g.apply(action), loaded.apply(action));
        }
        prop_assert_eq!(&loaded, &g);
    }
}

/// `same_position` is the undo property's judge: it must tell games apart by their setup,
/// their table and their past, and only ignore the redo branch.
#[test]
fn same_position_tells_setup_table_and_past_apart_but_not_the_redo_branch() {
    let mut s = Setup::custom(["Alex", "Bea"], 12, 4);
    s.seed = Some(7);
    let a = Game::new(s.clone()).unwrap();
    assert!(a.same_position(&a.clone()));
    let mut renamed = s.clone();
    renamed.players[1] = "Cleo".into();
    let other_names = Game::new(renamed).unwrap();
    assert_eq!(other_names.state(), a.state());
    assert!(!a.same_position(&other_names), "another setup");
    let mut moved = a.clone();
    moved.apply(Action::EndTurn).unwrap();
    assert!(!a.same_position(&moved), "another table");
    let mut corrected = a.clone();
    for change in [Change::Take, Change::PutBack] {
        corrected.apply(Action::OtherEmptyPile { change }).unwrap();
    }
    assert_eq!(corrected.state(), a.state());
    assert!(!a.same_position(&corrected), "another past");
    moved.undo().unwrap();
    assert!(a.same_position(&moved), "only a redo branch differs");
}
