//! Property tests over long random action sequences (P2-P29): every card accounted for,
//! counts in range, undo/redo and saving are exact. That a refusal changes nothing and has
//! its words is checked in the app's tests (`tests/all/pyramid_properties.rs`) over the same
//! games.

use crate::common;
use crate::random_play::*;
use coop_automa_engine::{ModeGame, checks};

use coop_automa_pyramid::*;
use proptest::prelude::*;

/// Every card of the game is in exactly one place; counts in range.
fn check_invariants(g: &PyramidGame) {
    let setup = g.setup();
    let mut cards: Vec<Card> = g.deck_hidden();
    // The table's own deck: cards turned over and waiting, Attack cards not yet shuffled in
    // (before turn 1).
    cards.extend_from_slice(g.turned_waiting());
    if setup.own_deck && g.turn() == 0 {
        cards.extend(std::iter::repeat_n(
            Card::Attack,
            usize::from(setup.level.attacks()),
        ));
    }
    assert_eq!(
        g.face_down().is_some(),
        setup.own_deck,
        "P7: no counts where the app shuffles"
    );
    cards.extend(g.pyramid().cards());
    cards.extend_from_slice(g.score_pile_hidden());
    cards.extend_from_slice(g.trash());
    cards.extend_from_slice(g.taken());
    let n = |card: Card| cards.iter().filter(|&&c| c == card).count();
    for card in Card::VP {
        assert_eq!(n(card), usize::from(setup.mix.count(card)), "{card:?}");
    }
    assert_eq!(n(Card::Attack), usize::from(setup.level.attacks()));
    let curses_out = usize::from(g.curses_left()) + usize::from(g.curses_with_player());
    assert_eq!(n(Card::Curse) + curses_out, 5, "every Curse accounted for");
    assert!(g.pyramid().len() <= 6);
    assert!(g.score_pile_hidden().iter().all(|c| c.is_vp()));
    assert!(usize::from(g.owed().0) <= g.pyramid().len());
    assert_eq!(g.owed().0 == 0, g.owed().1.is_none());
    assert_eq!(g.score_pile().is_some(), g.is_over());
    if let Some(place) = g.to_deal() {
        // The table's own deck, while dealt: the places before `place` hold VP cards.
        assert_eq!(g.pyramid().len(), place.index());
        assert!(g.pyramid().cards().all(Card::is_vp));
    } else if g.phase() == Phase::BeforeFirstTurn {
        // The deal and a redraw put only VP cards in the pyramid (P4, P5).
        assert_eq!(g.pyramid().len(), 6);
        assert!(g.pyramid().cards().all(Card::is_vp));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: common::cases(1000), .. ProptestConfig::default() })]

    /// Cards accounted for and counts in range after every action; the random action is
    /// always legal.
    #[test]
    fn every_card_is_accounted_for(setup in any_setup(), (seed, steps) in choices()) {
        let mut rng = GameRng::from_seed(seed);
        let mut g = PyramidGame::new(setup).unwrap();
        check_invariants(&g);
        for (legal, n) in steps {
            if let Some(action) = random_action(&g, &mut rng).filter(|_| legal) {
                let result = g.apply(action);
                prop_assert!(result.is_ok(), "random_action gave {:?}: {:?}", action, result);
            } else {
                let _ = g.apply(all_actions()[n % all_actions().len()]);
            }
            check_invariants(&g);
        }
    }

    /// P29: undo after apply gives back the identical game; redo gives the identical game
    /// and the same events (the same cards off the deck, the same shuffle).
    #[test]
    fn undo_and_redo_are_exact(setup in any_setup(), (seed, steps) in choices()) {
        let mut rng = GameRng::from_seed(seed);
        let mut g = PyramidGame::new(setup).unwrap();
        for (legal, n) in steps {
            let action = next_action(&g, &mut rng, legal, n);
            checks::undo_and_redo_are_exact(&mut g, action).map_err(TestCaseError::fail)?;
        }
    }

    /// P29: a RON save of the record replays to the same game and keeps the future deals.
    #[test]
    fn a_ron_record_replays_and_keeps_the_future_deals(
        setup in any_setup(),
        (seed, steps) in choices(),
        undos in 0usize..4,
        later in 1usize..150,
    ) {
        let mut rng = GameRng::from_seed(seed);
        let mut g = PyramidGame::new(setup).unwrap();
        for (legal, n) in steps {
            let _ = g.apply(next_action(&g, &mut rng, legal, n));
        }
        for _ in 0..undos {
            let _ = g.undo();
        }
        let text = ron::to_string(&g.record()).unwrap();
        let mut loaded = PyramidGame::replay(ron::from_str(&text).unwrap()).unwrap();
        checks::play_on_alike(&mut g, &mut loaded, seed ^ 0x5eed, later, random_action)
            .map_err(TestCaseError::fail)?;
    }
}
