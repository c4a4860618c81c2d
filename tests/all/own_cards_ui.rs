//! Issue 44, the coop with the table's own piles, through the screen: chosen at setup, the
//! big button waits while the step asks which card was turned, the answers are exactly the
//! cards still face down with their counts, a tap plays it and undo names it; an app-shuffled
//! game offers no such answer.

use crate::common::{
    self,
    ui::{app_in, click, game, press_primary, see},
};
use coop_automa::app::App;
use coop_automa::app::card_names::CardName;
use coop_automa::modes::coop::{Card, CoopSession, Hex, PileKind, Treasure};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

const OWN_TREASURES: &str = "Our own Coppers and Silvers: we shuffle and turn them";
const OWN_HEXES: &str = "Our own Hexes: we shuffle and turn them";
const TAP_TURNED: &str = "Tap the card you turned over";

/// A coop game started through the setup screen, with the options `ticks` ticked.
fn started(tag: &str, ticks: &[&str]) -> (Harness<'static, App>, std::path::PathBuf) {
    let dir = common::temp_dir(tag);
    let mut h = app_in("en", &dir);
    h.run();
    for tick in ticks {
        click(&mut h, tick);
    }
    if ticks == [OWN_TREASURES, OWN_HEXES] {
        see(&h, "Shuffle 6 Copper and 6 Silver into one face-down pile");
    }
    click(&mut h, "Start the game");
    (h, dir)
}

/// The answers the screen offers now (buttons marked as answers, read by their labels).
fn face_down_answers(h: &Harness<'_, App>) -> Vec<String> {
    let mut answers = crate::common::ui::face_down_answers(h);
    answers.sort();
    answers
}

/// The Hexes offered now (buttons named as a Hex is).
fn hex_answers(h: &Harness<'_, App>) -> Vec<String> {
    let names: Vec<String> = Hex::ALL.iter().map(|h| h.card_name()).collect();
    h.query_all_by(|n| {
        n.role() == eframe::egui::accesskit::Role::Button
            && n.label().is_some_and(|l| names.contains(&l))
    })
    .filter_map(|n| n.accesskit_node().label())
    .collect()
}

/// Both turns of a round.
fn both_turns(h: &mut Harness<'_, App>) {
    press_primary(h);
    press_primary(h);
}

#[test]
fn own_cards_the_step_asks_which_card_offers_exactly_those_face_down_and_undo_names_it() {
    let (mut h, dir) = started("own-ui", &[OWN_TREASURES, OWN_HEXES]);
    assert!(game(&h).setup().own.treasures);
    assert!(game(&h).setup().own.hexes);
    // Round 1: the automa does nothing, no card is asked for.
    both_turns(&mut h);
    assert!(face_down_answers(&h).is_empty());
    press_primary(&mut h);
    // Round 2: a treasure step. The big button waits; both treasures are offered.
    both_turns(&mut h);
    see(
        &h,
        "Turn over the top card of your Copper and Silver pile: which is it?",
    );
    let big = h.get_by_label(TAP_TURNED);
    assert!(
        big.accesskit_node().is_disabled(),
        "the big button waits for the card"
    );
    assert_eq!(
        face_down_answers(&h),
        ["Copper: 6 face down", "Silver: 6 face down"]
    );
    click(&mut h, "Silver: 6 face down");
    assert_eq!(game(&h).discard(), &[Card::Treasure(Treasure::Silver)]);
    see(&h, "Undo: Automa's step (Silver)");
    // The step's screen says what the automa took, as after the app's own reveal (and the
    // log says it too: twice on screen).
    let took = common::texts(&h)
        .iter()
        .filter(|t| t.contains("The automa took a Duchy (3 left)"))
        .count();
    assert_eq!(took, 2, "the step's screen and the log");
    press_primary(&mut h); // done
    // Round 3: a Hex step: the twelve Hexes.
    both_turns(&mut h);
    assert_eq!(hex_answers(&h).len(), 12);
    click(&mut h, "Misery");
    assert_eq!(
        game(&h).discard(),
        &[Card::Treasure(Treasure::Silver), Card::Hex(Hex::Misery)]
    );
    press_primary(&mut h); // done
    // Round 4: one Silver fewer.
    both_turns(&mut h);
    assert_eq!(
        face_down_answers(&h),
        ["Copper: 6 face down", "Silver: 5 face down"]
    );
    assert_eq!(
        game(&h).face_down(PileKind::Treasure)[1],
        (Card::Treasure(Treasure::Silver), 5)
    );
    // Undone back to the Hex step: both turns, "done", then the Hex told, named by undo.
    for label in [
        "Undo: End Bea's turn",
        "Undo: End Alex's turn",
        "Undo: Automa's step done",
        "Undo: Automa's step (Misery)",
    ] {
        click(&mut h, label);
    }
    assert_eq!(hex_answers(&h).len(), 12, "the Misery face down again");
    assert_eq!(game(&h).discard(), &[Card::Treasure(Treasure::Silver)]);
    // Told again, then a Copper: at the next Hex step Misery is not offered.
    click(&mut h, "Misery");
    press_primary(&mut h);
    both_turns(&mut h);
    click(&mut h, "Copper: 6 face down");
    press_primary(&mut h);
    both_turns(&mut h);
    let offered = hex_answers(&h);
    assert_eq!(offered.len(), 11);
    assert!(!offered.contains(&Hex::Misery.card_name()));
    drop(h);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn own_cards_an_app_shuffled_game_asks_for_no_card_and_shows_none_face_down() {
    let (mut h, dir) = started("own-ui-apps", &[]);
    for _ in 0..4 {
        both_turns(&mut h);
        assert!(face_down_answers(&h).is_empty());
        assert!(h.query_by_label(TAP_TURNED).is_none());
        press_primary(&mut h);
        if matches!(
            game(&h).phase(),
            coop_automa::modes::coop::Phase::Resolving(_)
        ) {
            press_primary(&mut h);
        }
    }
    assert_eq!(game(&h).round(), 5);
    drop(h);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn own_cards_r23_a_shared_hex_is_picked_under_the_players_name_and_a_second_press_closes_it() {
    let (mut h, dir) = started("own-ui-r23", &["Shared Hexes (Nocturne)", OWN_HEXES]);
    assert!(hex_answers(&h).is_empty(), "closed until asked");
    click(&mut h, "Alex receives a Hex");
    assert_eq!(hex_answers(&h).len(), 12, "the twelve Hexes face down");
    see(&h, "Which Hex did Alex turn over?");
    // A second press closes it, a third opens it again.
    click(&mut h, "Alex receives a Hex");
    assert!(hex_answers(&h).is_empty());
    click(&mut h, "Alex receives a Hex");
    click(&mut h, "Misery");
    assert_eq!(
        game(&h)
            .states(coop_automa::modes::coop::Seat::First)
            .misery,
        1
    );
    assert_eq!(game(&h).discard(), &[Card::Hex(Hex::Misery)]);
    assert!(hex_answers(&h).is_empty(), "closed once told");
    // Bea's Hex: Misery is no longer offered.
    click(&mut h, "Bea receives a Hex");
    let offered = hex_answers(&h);
    assert_eq!(offered.len(), 11);
    assert!(!offered.contains(&Hex::Misery.card_name()));
    drop(h);
    let _ = std::fs::remove_dir_all(dir);
}
