//! Duels played to their end through the UI: three players to the last one left, a battle
//! with an elimination, a pile end scored, and a Duel resumed after a restart.

use super::*;

/// Plays a 3-player game by taps until Cam is eliminated and then Bea: Alex wins (D7.4).
#[test]
fn d7_a_three_player_game_to_the_last_player_left() {
    let dir = common::temp_dir("duel-ui-6");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start(&mut h);
    click(&mut h, "End Alex's turn 1");
    see(&h, "Bea's turn 1");
    // Cam falls to a typed correction: the banner says what goes (D7.1).
    click(&mut h, "Cam");
    see(
        &h,
        "Bea's turn: draw curses and enter changes as they happen",
    );
    type_into(&mut h, "Life total to set", "0");
    let draw = h.get_by_label("Alex draws a curse").rect();
    // Putting a player out asks first; no keeps the game as it was.
    let before = game(&h).clone();
    click(&mut h, "Set Cam's life");
    see(&h, "Put Cam out of the game?");
    see(&h, "Cam reaches 0 life points and is out of the game.");
    assert_eq!(*game(&h), before);
    click(&mut h, "No, keep playing");
    assert_eq!(*game(&h), before);
    click(&mut h, "Set Cam's life");
    click(&mut h, "Yes: Cam is out");
    assert!(game(&h).is_eliminated(2));
    // The total set is cleared: a second press on Set puts nobody else out.
    assert_eq!(
        h.get_by_label("Life total to set").value().as_deref(),
        Some("")
    );
    let set = h
        .query_all_by(|n| {
            n.label()
                .is_some_and(|l| l.starts_with("Set ") && l.ends_with("'s life"))
        })
        .next()
        .and_then(|n| n.accesskit_node().label())
        .expect("a Set button for the next player");
    click(&mut h, &set);
    see(&h, "A life total is a whole number");
    assert_eq!(game(&h).eliminated(), vec![2], "{set} put nobody else out");
    see(&h, "Cam is out: every card they own goes to the Trash");
    // The banner takes the quiet line's place: nothing under it moves.
    let after = h.get_by_label("Alex draws a curse").rect();
    assert!(
        (after.min - draw.min).length() < 0.5,
        "{draw:?} moved to {after:?}"
    );
    // D7.3: no draw for an eliminated player is offered.
    assert!(h.query_by_label("Cam draws a curse").is_none());
    // Bea draws until she falls: the draw that puts her out asks first, and names the winner.
    while !game(&h).is_eliminated(1) {
        click(&mut h, "Bea draws a curse");
        if h.query_by_label("Yes: Bea is out").is_some() {
            see(&h, "The game ends: Alex wins.");
            click(&mut h, "Yes: Bea is out");
        }
    }
    let g = game(&h);
    assert_eq!(g.ending(), Some(Ending::LastPlayer { winner: 0 }));
    see(&h, "Alex wins: the last player left");
    // D10.3: after the end no draw is offered; the big button offers a new game.
    assert!(h.query_by_label("Alex draws a curse").is_none());
    // The results log has the game once; undoing the end takes it out, redo puts it back.
    let log = || std::fs::read_to_string(dir.join("results-duel.ron")).unwrap_or_default();
    assert_eq!(log().lines().count(), 1, "{}", log());
    assert!(log().contains("last_player:true"), "{}", log());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(!game(&h).is_over());
    assert_eq!(log().lines().count(), 0, "{}", log());
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    assert_eq!(log().lines().count(), 1, "{}", log());
    click(&mut h, "Results");
    see(&h, "Duel: your results");
    see(&h, "Alex won (last player left");
    // Issue 34: the Duel's results export as CSV too.
    let csv = dir.join("duel.csv");
    type_into(&mut h, "Export to CSV file", &csv.display().to_string());
    click(&mut h, "Export");
    see(&h, "Exported 1 result to");
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(
        text.starts_with("date,kingdom,ended,players,player1,"),
        "{text}"
    );
    assert!(text.contains(",duel_only,last_player,3,Alex,,,"), "{text}");
    click(&mut h, "Back");
    common::ui::click_big(&mut h, "New game");
    see(&h, "Start the Duel");
}

/// A pile end at the end of a turn, each living player's VP typed, every term shown (D11).
#[test]
fn d10_d11_a_province_pile_end_is_scored_by_typed_vp_minus_curse_tokens() {
    let dir = common::temp_dir("duel-ui-7");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start(&mut h);
    click(&mut h, "One token more per press");
    click(&mut h, "Alex gains 2 curse tokens");
    click(&mut h, "Province pile empty");
    // D10.2: the report waits for the end of the turn; the big button says what it will do.
    assert!(!game(&h).is_over());
    click(&mut h, "End Alex's turn 1: the game ends");
    assert!(game(&h).is_over());
    see(&h, "The Province pile is empty");
    // What is left to do, with no key named (issue 60: "then Enter" on a phone).
    see(&h, "A pile end: type each living player's VP.");
    not_see(&h, "then Enter");
    type_into(&mut h, "Alex's VP", "twelve");
    click(&mut h, "Enter Alex's VP");
    see(&h, "VP are a whole number");
    assert_eq!(game(&h).vp(0), None);
    // Enter in the field does what the button does.
    type_into(&mut h, "Alex's VP", "12");
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(game(&h).vp(0), Some(12), "Enter entered Alex's VP");
    not_see(&h, "VP are a whole number");
    type_into(&mut h, "Bea's VP", "11");
    click(&mut h, "Enter Bea's VP");
    type_into(&mut h, "Cam's VP", "10");
    click(&mut h, "Enter Cam's VP");
    // Alex 12 − 2 = 10 ties Cam's 10; Bea 11 wins.
    see(&h, "12 VP − 2 curse tokens = 10");
    see(&h, "Bea wins with 11");
    assert_eq!(game(&h).winners(), Some(vec![1]));
    // With the verdict in, the end says what happened and asks for nothing more (issue 60).
    see(&h, "The Province pile ran out.");
    not_see(&h, "Type each living player's VP");
    not_see(&h, "then Enter");
}

#[test]
fn d12_a_duel_left_mid_turn_is_resumed_after_a_restart_with_the_same_future_draws() {
    let dir = common::temp_dir("duel-ui-8");
    let (before, future) = {
        let mut h = harness_sized(&dir, [1280.0, 800.0]);
        start(&mut h);
        click(&mut h, "Bea draws a curse");
        click(&mut h, "Alex gains a Duchy");
        let g = game(&h).clone();
        (g.clone(), g.deck_hidden())
    };
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    h.run();
    see(&h, "Duel, Duel cards only");
    h.get_by(|n| {
        n.label()
            .is_some_and(|l| l.starts_with("Resume") && l.contains("Duel"))
            && clickable(n.role())
    })
    .click();
    h.run();
    assert_eq!(game(&h), &before);
    assert_eq!(
        game(&h).deck_hidden(),
        future,
        "D12.3: the same future draws"
    );
    see(&h, "Alex's turn 1");
}

/// The flow: three players, a Warrior battle with a Raid, an elimination by a draw,
/// turns passing over the eliminated player (D7.3), and the last player left (D7.4).
#[test]
fn d7_d8_a_three_player_game_with_a_battle_and_an_elimination_start_to_finish() {
    let dir = common::temp_dir("duel-ui-flow");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start(&mut h);
    // Alex's Warrior Raid (strength 9) against nobody's answer: Bea and Cam each draw a
    // curse and take a curse token.
    click(&mut h, "Attack");
    click(&mut h, "Attacker's Warrior: strength 9");
    click(
        &mut h,
        "Warrior Raid (each one affected also takes a curse token)",
    );
    click(&mut h, "Next: Bea");
    click(&mut h, "Bea: nothing");
    click(&mut h, "Next: Cam");
    click(&mut h, "Cam: nothing");
    click(&mut h, "Next");
    click(&mut h, "Resolve the attack");
    click(&mut h, "Done");
    let g = game(&h);
    assert_eq!(g.curse_tokens(1), 1);
    assert_eq!(g.curse_tokens(2), 1);
    assert_eq!(
        g.life(0),
        Some(13),
        "nobody won a battle: the attacker draws nothing"
    );
    click(&mut h, "End Alex's turn 1");
    // A new turn chooses its player for the change buttons.
    see(&h, "Changes for Bea");
    let before = game(&h).life(1).unwrap();
    click(&mut h, "Bea gains an Estate");
    assert_eq!(game(&h).life(1), Some(before + 1));
    // Bea takes Cam's life down with a typed correction, then Cam draws his last curse.
    click(&mut h, "Cam");
    type_into(&mut h, "Life total to set", "1");
    click(&mut h, "Set Cam's life");
    click(&mut h, "Cam draws a curse");
    see(&h, "Put Cam out of the game?");
    click(&mut h, "Yes: Cam is out");
    assert!(game(&h).is_eliminated(2));
    see(&h, "Cam is out");
    see(&h, "eliminated first");
    // Turns pass over Cam (D7.3).
    click(&mut h, "End Bea's turn 1");
    see(&h, "Alex's turn 2");
    click(&mut h, "End Alex's turn 2");
    see(&h, "Bea's turn 2");
    while !game(&h).is_over() {
        click(&mut h, "Alex draws a curse");
        if h.query_by_label("Yes: Alex is out").is_some() {
            click(&mut h, "Yes: Alex is out");
        }
    }
    assert_eq!(game(&h).winners(), Some(vec![1]));
    see(&h, "Bea wins: the last player left");
}
