//! Undo and redo (R24): back to any step, never a way to draw again.

use crate::common::*;
use coop_automa_coop::*;

#[test]
fn r24_undo_restores_the_piles_and_redo_reveals_the_same_card() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let before = g.clone();
    let first = ok(&mut g, Action::AutomaStep);
    let after = g.clone();
    assert_eq!(g.undo().unwrap(), Action::AutomaStep);
    assert_eq!(g.treasure_pile_hidden(), before.treasure_pile_hidden());
    assert_eq!(g.discard(), before.discard());
    assert_eq!(g.redo_action(), Some(Action::AutomaStep));
    let again = g.redo().unwrap();
    assert_eq!(first, again);
    assert_eq!(g, after);
}

#[test]
fn r24_undo_is_never_a_way_to_redraw() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let first = ok(&mut g, Action::AutomaStep);
    g.undo().unwrap();
    // Something else happens, then the step again: the same card comes.
    ok(&mut g, Action::AttackPlayed);
    assert_eq!(g.redo_action(), None, "a new action ends the redo branch");
    let second = ok(&mut g, Action::AutomaStep);
    assert_eq!(first[0], second[0]);
}

#[test]
fn r24_undo_goes_back_to_the_start_and_reshuffles_replay_identically() {
    let mut g = Game::new(setup(12, 10)).unwrap();
    play_to_round(&mut g, 30);
    let end = g.clone();
    let n = g.actions_applied();
    for _ in 0..n {
        g.undo().unwrap();
    }
    assert_eq!(g.undo(), Err(RuleError::NothingToUndo));
    assert_eq!(g.round(), 1);
    for _ in 0..n {
        g.redo().unwrap();
    }
    assert_eq!(g.redo(), Err(RuleError::NothingToRedo));
    assert_eq!(g, end);
}

#[test]
fn r24_undo_across_a_reshuffle_never_redraws() {
    let mut g = Game::new(setup(12, 10)).unwrap();
    // Round 26's treasure step reshuffles (R13.1), round 27's Hex step too (R21).
    for round in [26, 27] {
        play_to_round(&mut g, round);
        both_turns(&mut g);
        let first = ok(&mut g, Action::AutomaStep);
        assert!(matches!(first[0], Event::Reshuffled { .. }), "{first:?}");
        let piles_after = (
            g.treasure_pile_hidden().to_vec(),
            g.hex_pile_hidden().to_vec(),
        );
        g.undo().unwrap();
        ok(&mut g, Action::AttackPlayed);
        let second = ok(&mut g, Action::AutomaStep);
        assert_eq!(
            first, second,
            "round {round}: the same shuffle and the same card"
        );
        assert_eq!(
            (
                g.treasure_pile_hidden().to_vec(),
                g.hex_pile_hidden().to_vec()
            ),
            piles_after
        );
        if matches!(g.phase(), Phase::Resolving(_)) {
            ok(&mut g, Action::AutomaDone);
        }
    }
}
