//! The table app driven through its accessible labels, as a player (or a screen reader) would.

use crate::common;
use coop_automa::modes::coop::CoopSession;

use common::ui::{click, game, press_primary, see, type_into};

use coop_automa::app::{App, Msg, Options};
use coop_automa::modes::coop::{Card, Phase, Seat, Treasure};
use eframe::egui;
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, HarnessBuilder};
use std::time::Instant;

mod saves;

fn harness_in(dir: &std::path::Path) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()))
}

fn harness() -> Harness<'static, App> {
    harness_in(&common::temp_dir("h"))
}

fn start_first_game(h: &mut Harness<'_, App>) {
    h.run();
    type_into(h, "Player 1 name", "Alex");
    type_into(h, "Player 2 name", "Bea");
    type_into(h, "Seed (optional)", "7");
    click(h, "First Game  (12/4)");
    see(h, "Put 12 Provinces and 4 Duchies");
    click(h, "Start the game");
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_some(),
        "the game started"
    );
    h.get_by_label("Round 1");
    h.get_by_label("Alex's turn");
}

#[test]
fn a_whole_first_game_from_setup_to_the_verdict() {
    let mut h = harness();
    start_first_game(&mut h);
    assert_eq!(game(&h).setup().seed, Some(7));

    // Round 1: two turns and the automa's empty step.
    click(&mut h, "End Alex's turn");
    h.get_by_label("Bea's turn");
    click(&mut h, "End Bea's turn");
    h.get_by_label("Round 1: nothing");
    click(&mut h, "Automa does nothing: start round 2");
    h.get_by_label("Round 2");

    // Round 2: a treasure step, seen on screen.
    press_primary(&mut h);
    press_primary(&mut h);
    h.get_by_label("Next: Copper or Silver");
    click(&mut h, "Reveal Copper or Silver");
    let revealed = game(&h).last_reveal().unwrap().card;
    match revealed {
        Card::Treasure(Treasure::Silver) => {
            h.get_by_label("Silver: pass a card");
        }
        _ => {
            h.get_by_label("Copper: nothing more");
        }
    }
    see(&h, "The automa took a Duchy (3 left)");
    see(&h, "Revealed card: ");
    click(&mut h, "Done: start round 3");

    // An Attack, undone and redone.
    // The press is seen: the tokens line says "Attack played!" until the next action.
    click(&mut h, "Attack played (automa −1 point)");
    h.get_by_label("Attack played! Tokens 1/10: −1 point");
    click(&mut h, "Undo: Attack played");
    h.get_by_label("Tokens 0/10");
    see(&h, "Undone: Attack played");
    click(&mut h, "Redo: Attack played");
    h.get_by_label("Attack played! Tokens 1/10: −1 point");

    // Round 3: a Hex step; Bea blocks it.
    press_primary(&mut h);
    h.get_by_label("Tokens 1/10: −1 point");
    press_primary(&mut h);
    h.get_by_label("Next: a Hex");
    click(&mut h, "Reveal a Hex");
    let hex = game(&h).pending_hex().unwrap().hex;
    h.get_by_label(&format!("Hex: {}", hex.name()));
    click(&mut h, "Bea blocked it (Moat, Lighthouse)");
    assert_eq!(game(&h).pending_hex().unwrap().blocked, [false, true]);
    click(&mut h, "Done: start round 4");
    while game(&h).round() < 5 {
        press_primary(&mut h);
    }
    h.get_by_label("Round 5");

    // Three piles run out during Alex's turn: the game ends when it ends.
    for _ in 0..3 {
        click(&mut h, "Another supply pile is empty");
    }
    see(&h, "The game ends when this turn ends");
    click(&mut h, "End Alex's turn");
    see(&h, "Game over: 3 supply piles are empty");

    // Points: a bad entry is refused with a message, then real numbers.
    type_into(&mut h, "Alex's points", "lots");
    click(&mut h, "Enter final points");
    see(&h, "\"lots\" is not a whole number");
    assert!(game(&h).score().is_none());
    type_into(&mut h, "Alex's points", "20");
    type_into(&mut h, "Bea's points", "15");
    click(&mut h, "Enter final points");
    let score = *game(&h).score().expect("scored");
    let automa = score.automa.total;
    assert_eq!(
        score.humans,
        35 - score.players[0].misery - score.players[1].misery
    );
    let verdict = if score.humans > automa { "WIN" } else { "LOSS" };
    h.get_by_label(verdict);
    see(&h, &format!("The players' {} point", score.humans));
    see(&h, &format!("automa's {automa}"));
    h.get_by_label("Automa's total (at least 0)");
    common::ui::click_big(&mut h, "New game");
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_none(),
        "back on the setup screen"
    );
    h.get_by_label("Start the game");
}

#[test]
fn keys_drive_the_big_button_attack_undo_and_redo() {
    let mut h = harness();
    start_first_game(&mut h);
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(game(&h).current_seat(), Some(Seat::Second));
    h.key_press(egui::Key::A);
    h.run();
    assert_eq!(game(&h).tokens(), 1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(game(&h).tokens(), 0);
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    assert_eq!(game(&h).tokens(), 1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(game(&h).tokens(), 1);
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(game(&h).phase(), Phase::AutomaDue);
    h.key_press(egui::Key::F1);
    h.run();
    h.get_by_label("Keys");
    h.get_by_label("Space / Enter");
    click(&mut h, "Close help");
    assert!(h.query_by_label("Keys").is_none());
}

#[test]
fn a_bad_custom_kingdom_shows_its_rule_and_cannot_start() {
    let mut h = harness();
    h.run();
    click(&mut h, "Custom kingdom");
    type_into(&mut h, "Provinces", "11");
    type_into(&mut h, "Duchies", "2");
    see(
        &h,
        "cannot be used: with fewer than 12 Provinces, use 0 Duchies",
    );
    click(&mut h, "Start the game");
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_none(),
        "Start is disabled"
    );
    type_into(&mut h, "Provinces", "abc");
    see(&h, "\"abc\" is not a whole number");
    type_into(&mut h, "Provinces", "12");
    click(&mut h, "Start the game");
    let g = h
        .state()
        .table()
        .game::<coop_automa::modes::coop::Coop>()
        .expect("a valid custom kingdom starts");
    assert_eq!((g.supply().provinces, g.supply().duchies), (12, 2));
}

#[test]
fn leaving_a_game_in_progress_asks_first() {
    let mut h = harness();
    start_first_game(&mut h);
    click(&mut h, "End Alex's turn");
    click(&mut h, "New game");
    h.get_by_label("Leave this game?");
    click(&mut h, "Keep playing");
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_some()
    );
    click(&mut h, "New game");
    click(&mut h, "Leave it: new game");
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_none()
    );
    // The names stay for the next game.
    assert_eq!(
        h.get_by_label("Player 1 name").value().as_deref(),
        Some("Alex")
    );
}

#[test]
fn the_layout_zooms_to_fill_the_window() {
    use coop_automa::app::fit_zoom;
    let z = |w, h, user| fit_zoom(egui::vec2(w, h), user);
    assert_eq!(z(1280.0, 800.0, 1.0), 1.0);
    // A full-HD screen: 1080 / 800 = 1.35 fills the height.
    assert!((z(1920.0, 1080.0, 1.0) - 1.35).abs() < 1e-4);
    // A 4K TV across the room, and the table's own zoom on top.
    assert!((z(3840.0, 2160.0, 1.1) - 2.97).abs() < 1e-4);
    // Issue 33: a small laptop's text is as large as at 1280 x 800, down to 1024 x 600.
    assert_eq!(z(1024.0, 640.0, 1.0), 1.0);
    assert_eq!(z(1024.0, 600.0, 1.0), 1.0);
    assert_eq!(z(1100.0, 700.0, 1.0), 1.0);
    // Smaller still it shrinks, from there: a phone lying down, 390 / 600 = 0.65.
    assert!((z(844.0, 390.0, 1.0) - 0.65).abs() < 1e-4);
    assert!((z(1000.0, 600.0, 1.0) - 1000.0 / 1024.0).abs() < 1e-4);
    // Never below a readable floor.
    assert_eq!(z(300.0, 200.0, 1.0), 0.6);
    // Issue 42: at the largest text a window lying down keeps 600 points of height, the room
    // of the smallest laptop the layout fits: a TV at 1080 / 600 = 1.8, 1280 x 800 at 1.33,
    // 1024 x 600 and a phone lying down at their own size.
    assert!((z(1920.0, 1080.0, 2.0) - 1.8).abs() < 1e-4);
    assert!((z(1920.0, 1080.0, 1.3) - 1.35 * 1.3).abs() < 1e-4);
    assert!((z(1280.0, 800.0, 2.0) - 800.0 / 600.0).abs() < 1e-4);
    assert_eq!(z(1024.0, 600.0, 2.0), 1.0);
    assert!((z(844.0, 390.0, 2.0) - 0.65).abs() < 1e-4);
    // Standing upright the width is what keeps the words: a phone at twice its size.
    assert!((z(390.0, 844.0, 2.0) - 390.0 / 340.0).abs() < 1e-4);
    // A tablet standing upright fills an 800 x 1200 design: 1024 / 1200 = 0.853.
    assert!((z(768.0, 1024.0, 1.0) - 1024.0 / 1200.0).abs() < 1e-4);
    // A phone upright fills a 440 x 860 design: 390 / 440 = 0.886, not the tablet's 0.6.
    assert!((z(390.0, 844.0, 1.0) - 390.0 / 440.0).abs() < 1e-4);
}

#[test]
fn zoom_keys_make_everything_larger_and_back() {
    let mut h = harness();
    h.run();
    let start = h.ctx.zoom_factor();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    h.run();
    assert!(
        h.ctx.zoom_factor() > start * 1.05,
        "{}",
        h.ctx.zoom_factor()
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num0);
    h.run();
    assert!((h.ctx.zoom_factor() - start).abs() < 0.01);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
    h.run();
    assert!(h.ctx.zoom_factor() < start);
}

#[test]
fn extra_turns_from_the_turn_prompt_outpost_and_possession() {
    let mut h = harness();
    start_first_game(&mut h);
    // Folded away in a kingdom without such cards, one tap from the prompt.
    assert!(h.query_by_label("Alex takes an extra turn").is_none());
    click(&mut h, "More: extra turns (Outpost, Possession ...)");
    click(&mut h, "Alex takes an extra turn");
    h.get_by_label("Alex's extra turn");
    click(&mut h, "End Alex's extra turn");
    click(&mut h, "Alex takes an extra turn (Possession)");
    h.get_by_label("Alex's extra turn");
    assert_eq!(game(&h).round(), 1);
    click(&mut h, "End Alex's extra turn");
    assert_eq!(game(&h).phase(), Phase::AutomaDue);
}

/// R19: the automa's points stop at 0; where its tokens outnumber its cards' points the
/// tokens' line says so at once, not only at the end (issue 33).
#[test]
fn r19_the_tokens_line_says_the_automas_points_stop_at_0() {
    let mut h = common::fresh("tokens-floor", [1280.0, 800.0]);
    let setup = coop_automa::app::SetupForm::default().to_setup().unwrap();
    common::send(&mut h, Msg::start(setup));
    common::send(
        &mut h,
        Msg::apply(coop_automa::modes::coop::Action::AttackPlayed),
    );
    h.get_by_label("Attack played! Tokens 1/10: −1 point (its points stop at 0)");
    see(&h, "0 points");
}

/// A message carries an action by its own type (`Carried`): an action or a setup of no mode
/// on the table is taken by none, and the game stays as it was; the coop's own is played.
#[test]
fn an_action_of_another_mode_changes_nothing_on_the_table() {
    let mut h = common::fresh("other-modes-action", [1280.0, 800.0]);
    let setup = coop_automa::app::SetupForm::default().to_setup().unwrap();
    common::send(&mut h, Msg::start(setup));
    let before = game(&h).clone();
    common::send(
        &mut h,
        Msg::apply(coop_automa::modes::pyramid::Action::StartTurn { outpost: false }),
    );
    common::send(&mut h, Msg::apply(7u8));
    assert_eq!(game(&h), &before, "another mode's action played nothing");
    common::send(
        &mut h,
        Msg::apply(coop_automa::modes::coop::Action::AttackPlayed),
    );
    assert_ne!(game(&h), &before, "the coop's own action is played");
}
