//! Dominion: Duel at the table, driven through its accessible labels: setup for three, a
//! curse drawn, Victory changes, a Warrior battle asked reactor by reactor, an elimination
//! with its banner, both ways the game ends (D7.4 and D10/D11), refusals that change
//! nothing, undo, and Resume after a restart.

use crate::common;
use coop_automa::modes::duel::DuelSession;
use coop_automa::store::ModeGame;

use common::ui::{click, clickable, see, type_into};

use coop_automa::app::card_names::CardName;
use coop_automa::app::{App, Options};
use coop_automa::modes::duel::{CurseCard, DuelGame, Ending};
use eframe::egui;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, HarnessBuilder};
use std::time::Instant;

mod own_deck;
mod sizes;
mod whole_games;

fn harness_sized(dir: &std::path::Path, size: [f32; 2]) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::new(&options, Instant::now()))
}

fn not_see(h: &Harness<'_, App>, text: &str) {
    assert!(
        h.query_all_by_label_contains(text).next().is_none(),
        "the screen says {text:?}"
    );
}

fn game<'h>(h: &'h Harness<'_, App>) -> &'h DuelGame {
    h.state()
        .table()
        .game::<coop_automa::modes::duel::Duel>()
        .expect("a Duel game is on the table")
}

/// From the start screen to a Duel for Alex, Bea and Cam, Duel cards only, 13 life each.
fn start(h: &mut Harness<'_, App>) {
    h.run();
    click(h, "Duel: 2 to 4 players, life points");
    see(h, "Players in turn order, the starting player first");
    see(h, "War Trophy: 10 cards.");
    click(h, "Start the Duel");
    let g = game(h);
    assert_eq!(g.player_count(), 3);
    assert_eq!(g.life(0), Some(13));
    see(h, "Alex's turn 1");
    see(h, "Curse Deck: 41 cards");
}

#[test]
fn d4_a_curse_drawn_costs_its_value_and_the_deck_shows_only_its_count() {
    let dir = common::temp_dir("duel-ui-1");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start(&mut h);
    let top = game(&h).deck_hidden()[0];
    click(&mut h, "Bea draws a curse");
    let g = game(&h);
    assert_eq!(g.life(1), Some(13 - top.value()), "D4.1");
    assert_eq!(g.drawn(1, top), 1);
    see(&h, "Curse Deck: 40 cards");
    // The card to take now, large on Bea's card; "last drew" only once something else
    // happened.
    let take = format!("Take: {}", top.card_name());
    assert!(h.query_by_label(&take).is_some(), "no {take:?}");
    assert!(
        h.query_by_label(&format!("last drew: {}", top.card_name()))
            .is_none()
    );
    // D3.3: the next card's kind is nowhere on screen before it is drawn.
    let next = game(&h).deck_hidden()[0];
    if next != top {
        // Exactly: "last drew: Curse" is the start of "last drew: Cursed Gold".
        for label in [
            format!("last drew: {}", next.card_name()),
            format!("Take: {}", next.card_name()),
        ] {
            assert!(
                h.query_by_label(&label).is_none(),
                "the screen says {label:?}"
            );
        }
    }
    click(&mut h, "Cam draws a curse");
    assert!(
        h.query_by_label(&format!("Take: {}", next.card_name()))
            .is_some()
    );
    see(&h, &format!("last drew: {}", top.card_name()));
    if next != top {
        assert!(h.query_by_label(&take).is_none(), "Bea's draw is old news");
    }
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    // D12.2: undo puts it back; redo draws the very same card.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(game(&h).life(1), Some(13));
    see(&h, "Curse Deck: 41 cards");
    click(&mut h, &format!("Redo: Bea drew a {}", top.card_name()));
    assert_eq!(game(&h).drawn(1, top), 1);
}

#[test]
fn d5_changes_for_the_player_chosen_are_one_press_each_with_their_life_effect() {
    let dir = common::temp_dir("duel-ui-2");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start(&mut h);
    // The current player is chosen at the start of a turn.
    click(&mut h, "Alex gains a Province");
    assert_eq!(game(&h).life(0), Some(19));
    let alex_rows = h.get_by_label("Alex gains an Estate").rect();
    // Another player: tap the name, then the change.
    click(&mut h, "Cam");
    see(&h, "Changes for Cam");
    // The rows stay where they were: a second tap never lands on another change.
    let cam_rows = h.get_by_label("Cam gains an Estate").rect();
    assert!(
        (cam_rows.min - alex_rows.min).length() < 1.0,
        "Gains moved from {alex_rows:?} to {cam_rows:?}"
    );
    click(&mut h, "Cam gains a Duchy");
    click(&mut h, "Cam gains a Contagion from its pile");
    assert_eq!(game(&h).life(2), Some(13 + 3 - 2));
    // Two curse tokens at once, then one lost.
    click(&mut h, "One token more per press");
    click(&mut h, "Cam gains 2 curse tokens");
    assert_eq!(game(&h).curse_tokens(2), 2);
    assert_eq!(game(&h).life(2), Some(12));
    // D6.1: Cam gives the Contagion to Bea: +2 then −2.
    click(&mut h, "Cam gives a Contagion to Bea");
    assert_eq!(game(&h).life(2), Some(14));
    assert_eq!(game(&h).life(1), Some(11));
    // D5.4: a typed life total; text is refused and changes nothing.
    type_into(&mut h, "Life total to set", "lots");
    click(&mut h, "Set Cam's life");
    see(&h, "A life total is a whole number");
    assert_eq!(game(&h).life(2), Some(14));
    type_into(&mut h, "Life total to set", "20");
    click(&mut h, "Set Cam's life");
    assert_eq!(game(&h).life(2), Some(20));
}

#[test]
fn d5_3_several_changes_at_once_are_one_entry_gains_first() {
    let dir = common::temp_dir("duel-ui-3");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start(&mut h);
    click(&mut h, "Several at once: the buttons above make one list");
    click(&mut h, "Alex loses an Estate");
    click(&mut h, "Alex gains a Duchy");
    // Nothing is applied while the list is made.
    assert_eq!(game(&h).actions_applied(), 0);
    see(&h, "1. gains a Duchy");
    see(&h, "2. loses an Estate");
    click(&mut h, "Apply these 2 changes (gains of life first)");
    let g = game(&h);
    assert_eq!(g.actions_applied(), 1, "one entry");
    assert_eq!(g.life(0), Some(13 + 3 - 1));
}

#[test]
fn d8_a_battle_asks_each_reactor_in_turn_then_shows_who_draws_what() {
    let dir = common::temp_dir("duel-ui-4");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start(&mut h);
    let deck = game(&h).deck_hidden();
    click(&mut h, "Attack");
    see(&h, "Alex attacks with");
    click(&mut h, "Attacker's Warrior: strength 4");
    click(&mut h, "Next: Bea");
    see(&h, "Bea answers Alex's attack: a Warrior of strength 4");
    // D8.3: the attacker's strength is taken; Bea answers with 6 and wins.
    click(&mut h, "Bea's Warrior: strength 6");
    click(&mut h, "Next: Cam");
    see(&h, "Cam answers Alex's");
    // No answer is chosen for anyone: Next waits for Cam's.
    assert!(
        h.get_by_label("Next").accesskit_node().is_disabled(),
        "Next is greyed until Cam answers"
    );
    click(&mut h, "Cam: nothing");
    click(&mut h, "Next");
    // The summary says who attacks with what, in a sentence.
    see(&h, "Alex attacks with a Warrior of strength 4");
    see(&h, "Bea: a Warrior of strength 6");
    see(&h, "Cam: nothing");
    click(&mut h, "Resolve the attack");
    // D8.5, D8.6, D8.8: the attacker draws first (one, as a reactor won), then Cam.
    let g = game(&h);
    assert_eq!(g.life(0), Some(13 - deck[0].value()));
    assert_eq!(g.life(1), Some(13), "Bea won her battle");
    assert_eq!(g.life(2), Some(13 - deck[1].value()));
    see(&h, "The attack");
    see(&h, &format!("Alex draws a {}", deck[0].card_name()));
    see(&h, &format!("Cam draws a {}", deck[1].card_name()));
    click(&mut h, "Done");
    not_see(&h, "Resolve the attack");
}

#[test]
fn d8_3_two_equal_strengths_cannot_be_given() {
    let dir = common::temp_dir("duel-ui-5");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start(&mut h);
    click(&mut h, "Attack");
    click(&mut h, "Attacker's Warrior: strength 7");
    click(&mut h, "Next: Bea");
    let taken = h.get_by_label("Bea's Warrior: strength 7");
    assert!(
        taken.accesskit_node().is_disabled(),
        "the attacker's strength is greyed for Bea"
    );
    click(&mut h, "Cancel");
    assert_eq!(
        game(&h).actions_applied(),
        0,
        "a cancelled attack leaves no trace"
    );
}

#[test]
fn d5_1_a_curse_card_not_held_cannot_be_trashed_and_the_refusal_says_why() {
    let dir = common::temp_dir("duel-ui-10");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start(&mut h);
    // Alex holds no Curse: trashing one is refused with the reason, nothing changes.
    click(&mut h, "Alex trashes a Curse");
    see(&h, "Alex has no Curse the app knows of");
    assert_eq!(game(&h).actions_applied(), 0);
    assert_eq!(game(&h).curse_cards(0, CurseCard::Curse), 0);
    assert_eq!(game(&h).life(0), Some(13));
}

#[test]
fn d1_4_a_mixed_game_counts_the_curse_pile_and_has_no_life_points() {
    let dir = common::temp_dir("duel-ui-mixed");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    h.run();
    click(&mut h, "Duel: 2 to 4 players, life points");
    click(&mut h, "Remove the last player");
    click(&mut h, "Mixed: no life points, base Curse pile");
    see(&h, "Base Dominion's Curse pile: 10 Curses");
    click(&mut h, "Start the Duel");
    let g = game(&h);
    assert_eq!(g.player_count(), 2);
    assert_eq!(g.life(0), None);
    see(&h, "Curse pile: 10");
    not_see(&h, "life points");
    // D4.4: a plain Curse from the pile, no life effect; the pile is corrected by the table.
    click(&mut h, "Bea draws a curse");
    see(&h, "Curse pile: 9");
    click(&mut h, "One Curse fewer in the pile");
    assert_eq!(game(&h).curse_pile(), Some(8));
    // D5.6: no life total to type in a mixed game.
    assert!(h.query_by_label("Life total to set").is_none());
}

#[test]
fn keys_do_not_reach_the_game_behind_the_attack_dialog() {
    let dir = common::temp_dir("duel-ui-keys");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start(&mut h);
    click(&mut h, "Alex gains an Estate");
    click(&mut h, "Attack");
    // Space (End turn) and Ctrl+Z (undo) while the dialog asks: nothing happens behind it.
    h.key_press(egui::Key::Space);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(game(&h).actions_applied(), 1);
    see(&h, "Alex attacks with");
    click(&mut h, "Cancel");
    h.key_press(egui::Key::Space);
    h.run();
    see(&h, "Bea's turn 1");
}
