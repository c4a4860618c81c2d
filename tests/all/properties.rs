//! Property tests over random action sequences (R2, R4, R16, R24): the invariants hold after
//! every action, refusals change nothing, undo/redo and saving are exact.

use crate::common;

use coop_automa::modes::coop::*;
use proptest::prelude::*;

/// Every action a person can ask for, legal or not at a given moment.
fn all_actions() -> Vec<Action> {
    let mut v = vec![
        Action::EndTurn,
        Action::ExtraTurn,
        Action::AutomaStep,
        Action::AutomaDone,
        Action::AttackPlayed,
        Action::FinalPoints { points: [30, 25] },
        Action::FinalPoints { points: [2000, 0] },
    ];
    for change in [Change::Take, Change::PutBack] {
        v.push(Action::OtherEmptyPile { change });
        for pile in [SupplyPile::Duchy, SupplyPile::Province, SupplyPile::Colony] {
            v.push(Action::Supply { pile, change });
        }
    }
    for seat in Seat::BOTH {
        v.push(Action::HexBlocked {
            seat,
            blocked: true,
        });
        v.push(Action::HexBlocked {
            seat,
            blocked: false,
        });
        v.push(Action::ReceiveHex { seat });
        v.push(Action::ReturnState { seat });
        v.push(Action::ExtraTurnFor { seat });
    }
    v
}

fn any_setup() -> impl Strategy<Value = Setup> {
    (
        3u8..=12,
        0u8..=10,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<u64>(),
    )
        .prop_map(|(provinces, duchies, colonies, fleet, shared, seed)| {
            let duchies = if provinces < 12 { 0 } else { duchies };
            let mut s = Setup::custom(common::NAMES, provinces, duchies);
            s.colonies = colonies;
            s.fleet = fleet;
            s.shared_hexes = shared;
            s.seed = Some(seed);
            s
        })
}

/// A choice per step: mostly the big button (so games go deep), else any action.
fn choices() -> impl Strategy<Value = Vec<(bool, usize)>> {
    prop::collection::vec((prop::bool::weighted(0.55), 0usize..64), 1..250)
}

fn pick(game: &Game, primary: bool, n: usize, actions: &[Action]) -> Action {
    match game.primary_action() {
        Some(a) if primary => a,
        _ => actions[n % actions.len()],
    }
}

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
            let before = g.clone();
            let Ok(events) = g.apply(action) else { continue };
            let after = g.clone();
            prop_assert_eq!(g.undo().unwrap(), action);
            prop_assert!(g.same_position(&before));
            let again = g.redo().unwrap();
            prop_assert_eq!(&again, &events);
            prop_assert_eq!(&g, &after);
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
