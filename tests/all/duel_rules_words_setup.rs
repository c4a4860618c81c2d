//! The Duel's table, starting life, Curse Deck and draws (D1-D4) in the table's words: the
//! checklist and the refusals' sentences. The rules without their words are tested in
//! `crates/duel/tests/rules`.

use crate::common::duel_rules::*;
use CurseCard::*;
use coop_automa::app::duel::words;
use coop_automa::modes::duel::*;
use coop_automa::store::ModeGame;

// ---- D1: the table ----

#[test]
fn d1_1_two_to_four_players_named_all_different() {
    for n in 2..=4 {
        assert!(DuelGame::new(setup(n)).is_ok());
    }
    let bad = |players: &[&str]| {
        words::error_words(
            &DuelGame::new(Setup::new(players, Kingdom::DuelOnly, Some(1))).unwrap_err(),
        )
    };
    assert!(bad(&["Ann"]).contains("2 to 4 players"));
    assert!(bad(&["A", "B", "C", "D", "E"]).contains("not 5"));
    assert!(bad(&["Ann", "  "]).contains("Player 2 needs a name"));
    assert!(bad(&["Ann", "Bob", "ann "]).contains("both called"));
    assert!(bad(&["Ann", &"x".repeat(21)]).contains("at most 20 characters"));
    let full = "x".repeat(MAX_NAME_CHARS);
    assert!(
        DuelGame::new(Setup::new(&["Ann", &full], Kingdom::DuelOnly, Some(1))).is_ok(),
        "a name of exactly {MAX_NAME_CHARS} characters fits"
    );
    // Turn order is the order given: the first name starts.
    let g = DuelGame::new(setup(3)).unwrap();
    assert_eq!(g.current(), ANN);
    assert_eq!(g.name(CY), "Cy");
}

#[test]
fn d1_1_a_game_needs_a_seed_the_shell_draws() {
    let e = DuelGame::new(Setup::new(&NAMES[..2], Kingdom::DuelOnly, None)).unwrap_err();
    assert!(words::error_words(&e).contains("seed"));
}

#[test]
fn d1_3_duel_only_game_has_life_points_the_curse_deck_and_its_checklist() {
    let g = DuelGame::new(setup(3)).unwrap();
    assert!(g.life_points_on());
    assert_eq!(lives(&g), vec![13, 13, 13]);
    assert_eq!(g.deck_len(), 41);
    assert_eq!(g.curse_pile(), None);
    let list = words::checklist_words(g.setup()).join("\n");
    assert!(list.contains("Contagion (6) and Cursed Gold (5)"));
    assert!(list.contains("War Trophy: 10 cards"));
    assert!(list.contains("10 Warriors"));
}

// ---- D2: starting life points ----

#[test]
fn d2_1_starting_life_is_ten_plus_the_starting_vp_for_all() {
    // Every player count, the ends of the range and the default.
    for n in 2..=4 {
        for vp in [0, 3, 20] {
            let g = DuelGame::new(setup(n).with_starting_vp(vp)).unwrap();
            assert_eq!(
                lives(&g),
                vec![10 + i32::from(vp); n],
                "{n} players, {vp} VP"
            );
        }
    }
    let e = DuelGame::new(setup(2).with_starting_vp(21)).unwrap_err();
    assert!(words::error_words(&e).contains("0 to 20"));
    assert_eq!(parse_starting_vp(" 3 "), Ok(3));
    assert_eq!(parse_starting_vp("0"), Ok(0));
    assert_eq!(parse_starting_vp("20"), Ok(MAX_STARTING_VP));
    for text in ["21", "-1", "three", "", "2.5"] {
        assert!(parse_starting_vp(text).is_err(), "{text}");
    }
    assert_eq!(DEFAULT_STARTING_VP, 3);
}

// ---- D3: the Curse Deck ----

#[test]
fn d3_1_the_curse_deck_by_player_count() {
    for (n, want, total) in [
        (2, [10, 8, 6, 5], 29),
        (3, [20, 10, 6, 5], 41),
        (4, [30, 12, 6, 5], 53),
    ] {
        let g = DuelGame::new(setup(n)).unwrap();
        assert_eq!(g.deck_counts_hidden(), want);
        assert_eq!(g.deck_len(), total);
        assert_eq!(deck_size(n), total);
    }
    // An order that does not add up is refused, a save's too.
    let mut wrong = order(2, &[]);
    wrong[0] = Contagion;
    let e = DuelGame::from_order(setup(2), wrong).unwrap_err();
    assert!(
        words::error_words(&e).starts_with("The Curse Deck for 2 players holds"),
        "{e:?}"
    );
    let e = DuelGame::from_order(setup(2), order(3, &[])).unwrap_err();
    assert!(words::error_words(&e).starts_with("The Curse Deck for 2 players holds"));
}

#[test]
fn d3_3_the_screen_sees_the_count_never_the_order() {
    // Two games with different orders: everything said before a draw is the same.
    let mut a = game(2, &[Contagion, GiveAndTake]);
    let mut b = game(2, &[CursedGold, Curse]);
    let actions = [
        change(ANN, Change::GainVictory(Victory::Duchy)),
        Action::Report(PileReport {
            province_empty: false,
            other_empty: 1,
        }),
        end_turn(),
    ];
    for action in actions {
        let ea = ok(&mut a, action);
        let eb = ok(&mut b, action);
        assert_eq!(ea, eb);
        assert_eq!(words::step_words(&a, true), words::step_words(&b, true));
    }
    assert_eq!(a.deck_len(), b.deck_len());
    // A drawn card is public, and the count left: never the next card.
    let events = ok(&mut a, draw(BOB));
    let text: Vec<String> = events
        .iter()
        .map(|e| words::event_words(a.setup(), e))
        .collect();
    assert!(text[0].contains("Bob draws a Contagion"), "{text:?}");
    assert!(text[0].contains("28 cards left"));
    assert!(!text.join(" ").contains("Give and Take"));
}

#[test]
fn d3_4_the_curse_deck_never_counts_for_the_end_a_mixed_curse_pile_does() {
    let mut g = game(2, &[]);
    ok(&mut g, set_life(ANN, 500));
    for _ in 0..29 {
        ok(&mut g, draw(ANN));
    }
    assert_eq!(g.deck_len(), 0);
    ok(
        &mut g,
        Action::EndTurn(PileReport {
            province_empty: false,
            other_empty: 2,
        }),
    );
    assert!(!g.is_over());
    // Mixed: the empty Curse pile is the third pile.
    let mut m = mixed(2);
    ok(&mut m, Action::CursePile { left: 0 });
    assert_eq!(m.empty_piles(), 1);
    ok(
        &mut m,
        Action::EndTurn(PileReport {
            province_empty: false,
            other_empty: 2,
        }),
    );
    assert!(matches!(
        m.ending(),
        Some(Ending::Piles { empty_piles: 3, .. })
    ));
    // The pile may be corrected; the deck never.
    let mut m = mixed(3);
    let e = ok(&mut m, Action::CursePile { left: 12 });
    assert_eq!(e, vec![Event::CursePileCorrected { from: 20, to: 12 }]);
    assert_eq!(m.curse_pile(), Some(12));
    // Back to the full 20 (the most for three players), then down to none.
    ok(&mut m, Action::CursePile { left: 20 });
    let e = ok(&mut m, Action::CursePile { left: 0 });
    assert_eq!(
        e,
        vec![
            Event::CursePileCorrected { from: 20, to: 0 },
            Event::CursePileEmptied
        ]
    );
    ok(&mut m, Action::CursePile { left: 12 });
    assert!(refused(&mut m, Action::CursePile { left: 21 }).contains("0 to 20"));
    assert!(
        refused(&mut g, Action::CursePile { left: 3 })
            .contains("its Curse Deck is never corrected")
    );
}

// ---- D4: drawing a curse ----

#[test]
fn d4_1_a_draw_takes_the_top_card_and_applies_its_value() {
    let mut g = game(2, &[Contagion, Curse, GiveAndTake, CursedGold]);
    let e = ok(&mut g, draw(ANN));
    assert_eq!(drew(&e), vec![(ANN, Contagion)]);
    assert_eq!(life_changes(&e), vec![(ANN, -2)]);
    ok(&mut g, draw(ANN));
    ok(&mut g, draw(BOB));
    ok(&mut g, draw(BOB));
    assert_eq!(lives(&g), vec![13 - 2 - 1, 13 - 3 - 2]);
    assert_eq!(g.curse_cards(BOB, GiveAndTake), 1);
    assert_eq!(g.drawn(BOB, CursedGold), 1);
    assert_eq!(g.deck_len(), 25);
    assert_eq!(
        words::step_words(&g, true).unwrap(),
        "Bob drew a Cursed Gold"
    );
}

#[test]
fn d4_empty_deck_gives_a_curse_token_costing_one_life() {
    let mut g = game(2, &[]);
    ok(&mut g, set_life(BOB, 500));
    let mut last = Vec::new();
    for _ in 0..29 {
        last = ok(&mut g, draw(BOB));
    }
    assert!(has(&last, Event::DeckEmptied));
    assert!(last.iter().any(|e| {
        words::event_words(g.setup(), e).contains("curses are curse tokens from now on")
    }));
    let life = g.life(BOB).unwrap();
    let e = ok(&mut g, draw(BOB));
    assert_eq!(
        e[0],
        Event::CurseTokens {
            player: BOB,
            tokens: 1,
            raid_token: false
        }
    );
    assert_eq!(g.curse_tokens(BOB), 1);
    assert_eq!(g.life(BOB), Some(life - 1));
    assert_eq!(
        words::step_words(&g, true).unwrap(),
        "Bob took 1 curse token"
    );
}

#[test]
fn d4_4_mixed_game_a_plain_curse_without_life_effect() {
    let mut g = mixed(2);
    let e = ok(&mut g, draw(ANN));
    assert_eq!(
        e,
        vec![Event::PileCurse {
            player: ANN,
            left: 9,
            raid_token: false
        }]
    );
    assert_eq!(g.curse_cards(ANN, Curse), 1);
    assert_eq!(
        words::step_words(&g, true).unwrap(),
        "Ann took a Curse from the pile"
    );
}

#[test]
fn d4_5_no_draw_for_an_eliminated_player_nor_after_the_end() {
    let mut g = game(3, &[]);
    ok(&mut g, set_life(BOB, 0));
    assert!(refused(&mut g, draw(BOB)).contains("Bob is eliminated"));
    ok(&mut g, set_life(CY, -2));
    assert!(g.is_over());
    assert!(refused(&mut g, draw(ANN)).contains("game is over"));
}
