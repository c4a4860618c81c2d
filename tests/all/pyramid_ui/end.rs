//! The pyramid's end through the UI: the counts scored and recorded once, no buy possible,
//! a game resumed after a restart, and a whole game by taps until the pyramid and deck are
//! empty.

use super::*;

const YOUR_VP: &str = "Your VP: Victory cards and tokens, Curses apart (0–999)";

/// Plays to the end: turn 1 with three empty piles ends it (P23).
fn play_to_the_end(h: &mut Harness<'_, App>) {
    deal(h);
    click(h, "Start turn 1");
    for _ in 0..3 {
        click(h, "One empty pile more");
    }
    click(h, "End turn 1 (3 piles empty)");
    assert!(game(h).is_over());
    see(h, "Game over");
    see(h, "The AI's score pile, face up");
}

#[test]
fn p26_p30_the_counts_score_the_game_and_record_it_once_undo_takes_it_out() {
    let dir = common::temp_dir("pyr-end");
    let mut h = harness_in(&dir);
    play_to_the_end(&mut h);
    // Text where a number belongs: said, nothing scored.
    type_into(&mut h, YOUR_VP, "lots");
    click(&mut h, "Score the game");
    see(&h, "is not a whole number");
    assert_eq!(game(&h).verdict(), None);
    // Enter in a field does what the button does: the same message, nothing scored.
    type_into(&mut h, YOUR_VP, "many");
    not_see(&h, "is not a whole number");
    h.key_press(egui::Key::Enter);
    h.run();
    see(&h, "\"many\" is not a whole number");
    assert_eq!(game(&h).verdict(), None);
    // Out of range: the rules say which field and its range.
    type_into(&mut h, YOUR_VP, "1000");
    click(&mut h, "Score the game");
    see(&h, "enter 0 to 999");
    assert_eq!(game(&h).verdict(), None);
    type_into(&mut h, YOUR_VP, "40");
    click(&mut h, "Score the game");
    let verdict = game(&h).verdict().expect("scored");
    let score = *game(&h).final_score().unwrap();
    assert_eq!(score.player.total, 40);
    see(&h, &words::verdict_words(verdict, game(&h).setup().level));
    see(&h, "Score to beat");
    let log = dir.join("results-pyramid.ron");
    let lines = || {
        std::fs::read_to_string(&log)
            .unwrap_or_default()
            .lines()
            .count()
    };
    assert_eq!(lines(), 1, "one record per finished game");
    // Scored again: replaced, not added.
    type_into(&mut h, YOUR_VP, "12");
    click(&mut h, "Score again with these counts");
    assert_eq!(lines(), 1);
    assert!(
        std::fs::read_to_string(&log)
            .unwrap()
            .contains("player_vp:12")
    );
    // Undo both scorings: the record goes; redo brings it back, once.
    click_starting(&mut h, "Undo: Final counts");
    click_starting(&mut h, "Undo: Final counts");
    assert_eq!(game(&h).verdict(), None);
    assert_eq!(lines(), 0);
    click_starting(&mut h, "Redo:");
    assert_eq!(lines(), 1);
    assert!(matches!(
        game(&h).verdict(),
        Some(Verdict::Loss | Verdict::Victory(_))
    ));
}

#[test]
fn p25_no_buy_possible_ends_it_lost_and_unscored() {
    let dir = common::temp_dir("pyr-nobuy");
    let mut h = harness_in(&dir);
    deal(&mut h);
    click(&mut h, "Start turn 1");
    // It ends the game at once: asked first, in a dialog away from the pressed button.
    let pressed = h.get_by_label("No buy possible: the game is lost").rect();
    let before = game(&h).clone();
    click(&mut h, "No buy possible: the game is lost");
    see(&h, "Is no buy possible?");
    assert_eq!(*game(&h), before, "nothing changes before the answer");
    let yes = h.get_by_label("Yes: the game is lost").rect();
    assert!(
        !yes.intersects(pressed),
        "the yes answer sits where the press was"
    );
    // Space does not answer, and the big button is not reached under the dialog.
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(*game(&h), before);
    click(&mut h, "No, keep playing");
    assert_eq!(*game(&h), before, "no: nothing changed");
    not_see(&h, "Is no buy possible?");
    click(&mut h, "No buy possible: the game is lost");
    click(&mut h, "Yes: the game is lost");
    assert_eq!(game(&h).verdict(), Some(Verdict::LossNoBuy));
    see(&h, "LOSS");
    see(&h, "Lost: no buy possible");
    assert!(h.query_by_label("Score with these counts").is_none());
    // Lost and unscored: no score to beat, nothing to enter, its face-up pile still shown.
    assert!(h.query_by_label("Score to beat").is_none());
    see(&h, "The AI's score pile, face up");
    let text = std::fs::read_to_string(dir.join("results-pyramid.ron")).unwrap();
    assert!(text.contains("LossNoBuy") && text.contains("P25"));
    // Results, in the pyramid, are the pyramid's: per level and mix.
    click(&mut h, "Results");
    see(&h, "Solo pyramid: your results");
    assert!(h.query_by_label("Normal").is_some() && h.query_by_label("A").is_some());
    // Issue 34: the pyramid's results export as CSV too, a file that is there asked about.
    let csv = dir.join("pyramid.csv");
    common::ui::type_into(&mut h, "Export to CSV file", &csv.display().to_string());
    click(&mut h, "Export");
    see(&h, "Exported 1 result to");
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(text.starts_with("date,level,estates,"), "{text}");
    assert!(text.contains(",P25,,,,loss_no_buy"), "{text}");
    click(&mut h, "Export");
    see(&h, "Press \"Replace that file\" to write over it");
    click(&mut h, "Replace that file");
    see(&h, "Exported 1 result to");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("Solo pyramid: your results").is_none());
    see(&h, "LOSS");
}

#[test]
fn p29_a_game_left_mid_turn_is_resumed_after_a_restart_exactly() {
    let dir = common::temp_dir("pyr-resume");
    let mut h = harness_in(&dir);
    deal(&mut h);
    click(&mut h, "Start turn 1");
    click(&mut h, "Buy Gold ($6)");
    let g = game(&h).clone();
    drop(h);
    let mut h = harness_in(&dir);
    h.run();
    let entry = "Solo pyramid, Normal, mix A, turn 1";
    let resume = resume_entry(&h, entry);
    click(&mut h, &resume);
    assert_eq!(*game(&h), g, "the same game, picks owed included");
    // Redo after the restart plays the same cards: undo then redo the Gold.
    click_starting(&mut h, "Undo:");
    click_starting(&mut h, "Redo:");
    assert_eq!(*game(&h), g);
}

#[test]
fn a_whole_game_by_taps_until_the_pyramid_and_deck_are_empty_p24() {
    let dir = common::temp_dir("pyr-whole");
    let mut h = harness_in(&dir);
    deal(&mut h);
    let mut turns = 0;
    while !game(&h).is_over() {
        turns += 1;
        assert!(turns <= 30, "the game should end by P24");
        click(&mut h, &format!("Start turn {turns}"));
        for reaction in [
            "Buy Platinum ($9)",
            "7+ cards in hand and play: AI scores 1",
            "4th Action played: AI scores 1",
        ] {
            click(&mut h, reaction);
            // Each lit card is tapped until the AI has scored all it owes.
            // Bounded: a pick that does not count down must fail here, not hang (30 VP cards).
            for picks in 0.. {
                let Some(&place) = game(&h).choosable().first() else {
                    break;
                };
                assert!(picks < 30, "P11: the AI owes at most 30 picks");
                tap(&mut h, place);
            }
        }
        click(&mut h, &format!("End turn {turns} (0 piles empty)"));
    }
    let g = game(&h);
    assert_eq!(g.ending().map(|e| e.rules()), Some("P24"));
    assert_eq!(g.deck_len(), 0);
    assert!(g.pyramid().is_empty());
    see(&h, "Game over");
    // Every VP card went to the AI's score pile (Curses and Attack cards aside).
    let pile = g.score_pile().expect("face up at the end");
    assert_eq!(pile.len() + g.trash().len(), 30);
    type_into(&mut h, YOUR_VP, "200");
    click(&mut h, "Score the game");
    assert!(game(&h).verdict().is_some());
    see(&h, "Your score");
}
