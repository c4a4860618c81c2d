//! The coop's Hexes and States (R20-R23), undo and saves (R24) in the table's words. The
//! rules without their words are tested in `crates/coop/tests/rules`.

use crate::common::coop_rules::*;
use crate::common::*;
use Hex::*;
use Treasure::{Copper, Silver};
use coop_automa::app::coop::words;
use coop_automa::modes::coop::*;

// ---- Hexes and States ----

#[test]
fn r20_every_hex_and_state_has_its_own_words() {
    // The app words them from the catalog; in English, each Hex's line fits across the table.
    coop_automa::app::i18n::set(coop_automa::app::i18n::Lang::En, None);
    for hex in Hex::ALL {
        let (summary, details) = (words::hex_summary(hex), words::hex_details(hex));
        assert!(!summary.is_empty() && summary.len() <= 60, "{summary}");
        assert!(details.len() > summary.len(), "{hex:?}");
    }
    for state in StateCard::ALL {
        let (summary, details) = (words::state_summary(state), words::state_details(state));
        assert!(
            !summary.is_empty() && details.len() > summary.len(),
            "{state:?}"
        );
    }
    assert!(words::hex_details(Locusts).contains("Curse"));
}

#[test]
fn r22_the_states_held_and_each_change_in_words() {
    let none = PlayerStates::default();
    let deluded = none.after_hex(Delusion);
    let miserable = none.after_hex(Misery);
    let twice = miserable.after_hex(Misery);
    let both = deluded.after_hex(Misery).after_hex(Misery);
    assert_eq!(none.held(), vec![]);
    assert_eq!(
        both.held(),
        vec![StateCard::Deluded, StateCard::TwiceMiserable]
    );
    let said = |a: PlayerStates, b: PlayerStates| words::states_change_words(&a, &b);
    assert_eq!(said(none, none), "no change");
    assert_eq!(said(twice, twice), "no change");
    assert_eq!(said(none, deluded), "takes Deluded");
    assert_eq!(said(deluded, none), "gives back Deluded");
    assert_eq!(said(none, miserable), "takes Miserable");
    assert_eq!(said(miserable, twice), "Miserable becomes Twice Miserable");
    assert_eq!(said(twice, none), "gives back Twice Miserable");
    assert_eq!(said(none, both), "takes Deluded, takes Twice Miserable");
}

#[test]
fn r22_locusts_shows_the_coop_rule() {
    coop_automa::app::i18n::set(coop_automa::app::i18n::Lang::En, None);
    let d = &words::hex_details(Locusts);
    assert!(
        d.contains("Coop rule: if the card is a Victory card") && d.contains("discard pile"),
        "{d}"
    );
}

#[test]
fn r23_receiving_a_hex_needs_the_option_and_a_turn() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    let err = g
        .apply(Action::ReceiveHex { seat: Seat::First })
        .unwrap_err();
    assert!(err.message().contains("Shared Hexes are off"), "{err:?}");
    let mut s = setup(12, 4);
    s.shared_hexes = true;
    let mut g = Game::new(s).unwrap();
    both_turns(&mut g);
    assert!(g.apply(Action::ReceiveHex { seat: Seat::First }).is_err());
}

#[test]
fn r22_deluded_is_returned_only_in_its_players_own_turn() {
    let mut g = stacked(setup(12, 4), &[Copper], &[Delusion]);
    play_to_round(&mut g, 4);
    // Alex's turn: Bea cannot return hers now.
    let before = g.clone();
    let err = g
        .apply(Action::ReturnState { seat: Seat::Second })
        .unwrap_err();
    assert!(
        err.message().contains("Bea returns Deluded or Envious"),
        "{err:?}"
    );
    assert_eq!(g, before);
    ok(&mut g, Action::ReturnState { seat: Seat::First });
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::ReturnState { seat: Seat::Second });
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.states(Seat::Second).deluded_or_envious, None);
}

// ---- Undo ----

#[test]
fn r24_undo_and_redo_labels_name_the_player_and_the_card() {
    let mut g = stacked(setup(12, 4), &[Silver], &[]);
    assert_eq!(undo_label(&g), None);
    ok(&mut g, Action::EndTurn);
    assert_eq!(undo_label(&g).as_deref(), Some("End Alex's turn"));
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::AutomaStep);
    assert_eq!(undo_label(&g).as_deref(), Some("Automa's step (round 1)"));
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    assert_eq!(undo_label(&g).as_deref(), Some("Automa's step (Silver)"));
    g.undo().unwrap();
    assert_eq!(redo_label(&g).as_deref(), Some("Automa's step (Silver)"));
    assert_eq!(undo_label(&g).as_deref(), Some("End Bea's turn"));
}

#[test]
fn a_saved_game_is_played_again_and_impossible_records_are_named() {
    let mut g = stacked(setup(12, 4), &[Silver], &[]);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    g.undo().unwrap();
    let text = ron::to_string(&g).unwrap();
    let back: Game = ron::from_str(&text).unwrap();
    assert_eq!(back, g, "replayed with its redo branch");
    assert_eq!(g.check_consistency(), Ok(()));
    let cases = [
        ("Copper", "Silver", "not 5 Coppers and 7 Silvers"),
        ("duchies:4", "duchies:11", "11 Duchies cannot be used"),
        ("\"Bea\"", "\"Alex\"", "same name"),
        (
            "actions:[",
            "actions:[AutomaStep,",
            "action 1 (Automa's step) cannot be played",
        ),
        (
            "actions:[",
            "actions:[AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,",
            "action 11 (Attack played) cannot be played: All 10 tokens",
        ),
        ("redo:[AutomaStep]", "redo:[AutomaDone]", "cannot be redone"),
    ];
    use coop_automa::engine::Rules;
    use coop_automa::modes::coop::{Coop, GameRecord};
    use coop_automa::store::{Fault, ReplayFault, Unplayable};
    for (from, to, says) in cases {
        assert!(text.contains(from), "{from} not in the save: {text}");
        assert!(ron::from_str::<Game>(&text.replacen(from, to, 1)).is_err());
        // The refusal as the table reads it when such a file is opened.
        let saved: GameRecord = ron::from_str(&text.replacen(from, to, 1)).unwrap();
        let err = Game::replay(Coop::from_saved(saved)).unwrap_err();
        let why = Unplayable::new(ReplayFault::Coop(Box::new(err)));
        let words = coop_automa::app::load_words::fault(&Fault::Unplayable(why));
        assert!(words.contains(says), "{to}: {words}");
    }
}
