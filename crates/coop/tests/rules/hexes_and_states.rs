//! Hexes and States (R20-R23): the Hex pile rebuilt, the States held and returned, shared
//! Hexes.

use crate::common::*;
use Hex::*;
use Treasure::{Copper, Silver};
use coop_automa_coop::*;

#[test]
fn r21_empty_hex_pile_reshuffles_the_discarded_hexes() {
    let mut g = Game::new(setup(12, 10)).unwrap();
    // Hex steps in rounds 3, 5, ..., 25: twelve of them empty the pile.
    play_to_round(&mut g, 26);
    assert_eq!(g.hex_pile_len(), 0);
    play_to_round(&mut g, 27);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(
        e[0],
        Event::Reshuffled {
            pile: PileKind::Hex,
            cards: 12
        }
    );
    assert_eq!(g.hex_pile_len(), 11);
}

#[test]
fn r22_delusion_and_envy_share_one_card() {
    let mut g = stacked(setup(12, 4), &[Copper, Copper], &[Envy, Delusion]);
    play_to_round(&mut g, 4);
    assert_eq!(
        g.states(Seat::First).deluded_or_envious,
        Some(StateCard::Envious)
    );
    play_to_round(&mut g, 6);
    // Still Envious: Delusion gives nothing to a player holding the card.
    assert_eq!(
        g.states(Seat::First).deluded_or_envious,
        Some(StateCard::Envious)
    );
    let e = ok(&mut g, Action::ReturnState { seat: Seat::First });
    assert_eq!(
        e,
        vec![Event::StateReturned {
            seat: Seat::First,
            state: StateCard::Envious
        }]
    );
    assert!(g.apply(Action::ReturnState { seat: Seat::First }).is_err());
}

#[test]
fn r22_envy_gives_nothing_to_a_deluded_player_nor_delusion_to_an_envious_one() {
    let deluded = PlayerStates::default().after_hex(Delusion);
    assert_eq!(deluded.deluded_or_envious, Some(StateCard::Deluded));
    assert_eq!(deluded.after_hex(Envy), deluded);
    let envious = PlayerStates::default().after_hex(Envy);
    assert_eq!(envious.deluded_or_envious, Some(StateCard::Envious));
    assert_eq!(envious.after_hex(Delusion), envious);
}

#[test]
fn r22_a_player_with_fleet_returns_deluded_in_the_fleet_round() {
    let mut s = setup(3, 0);
    s.fleet = true;
    let mut g = stacked(s, &[Copper, Copper], &[Delusion]);
    play_to_round(&mut g, 4);
    assert_eq!(
        g.states(Seat::First).deluded_or_envious,
        Some(StateCard::Deluded)
    );
    let left = g.supply().provinces;
    take(&mut g, SupplyPile::Province, left);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::FleetTurns);
    ok(&mut g, Action::ReturnState { seat: Seat::First });
    assert_eq!(g.states(Seat::First).deluded_or_envious, None);
}

#[test]
fn r22_misery_then_twice_miserable_then_nothing() {
    let p = PlayerStates::default();
    let once = p.after_hex(Misery);
    let twice = once.after_hex(Misery);
    assert_eq!(once.misery_state(), Some(StateCard::Miserable));
    assert_eq!(twice.misery_state(), Some(StateCard::TwiceMiserable));
    assert_eq!(twice.after_hex(Misery), twice);
    assert_eq!((once.misery_penalty(), twice.misery_penalty()), (2, 4));
    assert_eq!(p.after_hex(War), p);
}

#[test]
fn r23_shared_hex_goes_under_a_treasure_on_top() {
    let mut s = setup(12, 4);
    s.shared_hexes = true;
    let mut g = stacked(s, &[Silver], &[Fear, Misery]);
    play_to_round(&mut g, 3);
    assert_eq!(g.discard(), &[Card::Treasure(Silver)]);
    let e = ok(&mut g, Action::ReceiveHex { seat: Seat::Second });
    assert_eq!(
        e[0],
        Event::HexReceived {
            seat: Seat::Second,
            hex: Fear
        }
    );
    assert_eq!(g.discard(), &[Card::Hex(Fear), Card::Treasure(Silver)]);
    assert_eq!(g.last_reveal().unwrap().by, Some(Seat::Second));
    // With a Hex on top, the next one goes on top.
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    ok(&mut g, Action::AutomaDone);
    ok(&mut g, Action::ReceiveHex { seat: Seat::First });
    assert_eq!(g.hex_pile_len(), 9);
    assert_eq!(
        g.discard(),
        &[
            Card::Hex(Fear),
            Card::Treasure(Silver),
            Card::Hex(Misery),
            Card::Hex(BadOmens)
        ]
    );
    assert_eq!(
        g.states(Seat::First).misery,
        1,
        "Misery from round 3's step"
    );
}

#[test]
fn r23_shared_hex_gives_its_state_to_that_player_only() {
    let mut s = setup(12, 4);
    s.shared_hexes = true;
    let mut g = stacked(s, &[], &[Misery]);
    ok(&mut g, Action::ReceiveHex { seat: Seat::First });
    assert_eq!(g.states(Seat::First).misery, 1);
    assert_eq!(g.states(Seat::Second).misery, 0);
    assert_eq!(g.discard(), &[Card::Hex(Misery)]);
}
