//! One or more tests per rule of `RULES-DUEL.md` (D1-D12), named after it, each with an
//! explicit Curse Deck order (top first) and exact outcomes.

use CurseCard::*;
use coop_automa::app::duel::words;
use coop_automa::engine::ReplayError;
use coop_automa::modes::duel::*;
use coop_automa::store::ModeGame;

// ---- Helpers ----

const ANN: u8 = 0;
const BOB: u8 = 1;
const CY: u8 = 2;
const DEE: u8 = 3;
const NAMES: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

fn setup(n: usize) -> Setup {
    Setup::new(&NAMES[..n], Kingdom::DuelOnly, Some(7))
}

fn mixed_setup(n: usize) -> Setup {
    Setup::new(&NAMES[..n], Kingdom::Mixed, Some(7))
}

/// The whole Curse Deck for `n` players with `top` first, then the rest in D3.1's order
/// (plain Curses first).
fn order(n: usize, top: &[CurseCard]) -> Vec<CurseCard> {
    let mut rest = deck_contents(n);
    for card in top {
        let i = rest
            .iter()
            .position(|c| c == card)
            .unwrap_or_else(|| panic!("no more {card:?} in the deck"));
        rest.remove(i);
    }
    let mut all = top.to_vec();
    all.extend(rest);
    all
}

fn game(n: usize, top: &[CurseCard]) -> DuelGame {
    DuelGame::from_order(setup(n), order(n, top)).unwrap()
}

fn mixed(n: usize) -> DuelGame {
    DuelGame::from_order(mixed_setup(n), Vec::new()).unwrap()
}

fn ok(g: &mut DuelGame, action: Action) -> Vec<Event> {
    g.apply(action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"))
}

/// Applies an action that must be refused; checks that nothing changed; the message.
fn refused(g: &mut DuelGame, action: Action) -> String {
    let before = g.clone();
    let e = g.apply(action).expect_err("should be refused");
    assert_eq!(*g, before, "a refusal changed the game");
    let words = words::error_words(&e);
    assert!(!words.is_empty());
    words
}

fn draw(player: u8) -> Action {
    Action::Draw { player }
}

fn change(player: u8, change: Change) -> Action {
    Action::Change { player, change }
}

fn set_life(player: u8, life: i32) -> Action {
    Action::SetLife { player, life }
}

fn end_turn() -> Action {
    Action::EndTurn(PileReport::default())
}

fn warrior(strength: u8, replies: &[(u8, Answer)]) -> Action {
    Action::Attack(
        Attack::new(
            AttackKind::Warrior {
                strength,
                raid: false,
            },
            replies,
        )
        .unwrap(),
    )
}

fn lives(g: &DuelGame) -> Vec<i32> {
    (0..g.player_count() as u8)
        .map(|p| g.life(p).unwrap())
        .collect()
}

fn drew(events: &[Event]) -> Vec<(u8, CurseCard)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Drew { player, card, .. } => Some((player, card)),
            _ => None,
        })
        .collect()
}

fn life_changes(events: &[Event]) -> Vec<(u8, i32)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::LifeChanged { player, by, .. } => Some((player, by)),
            _ => None,
        })
        .collect()
}

fn eliminated_in(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Eliminated { player, .. } => Some(player),
            _ => None,
        })
        .collect()
}

fn has(events: &[Event], want: Event) -> bool {
    events.contains(&want)
}

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

#[test]
fn d1_4_mixed_game_has_no_life_points_and_a_counted_curse_pile() {
    for (n, pile) in [(2, 10), (3, 20), (4, 30)] {
        let g = DuelGame::new(mixed_setup(n)).unwrap();
        assert_eq!(g.curse_pile(), Some(pile));
        assert_eq!(g.deck_len(), 0);
        assert_eq!(g.life(ANN), None);
    }
    let mut g = mixed(2);
    for i in 0..10 {
        ok(&mut g, draw(BOB));
        assert_eq!(g.curse_pile(), Some(9 - i));
    }
    // Empty: a curse token instead, and nobody is ever eliminated.
    for _ in 0..50 {
        ok(&mut g, draw(BOB));
    }
    assert_eq!(g.curse_tokens(BOB), 50);
    assert!(!g.is_eliminated(BOB));
    assert_eq!(g.curse_cards(BOB, Curse), 10);
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

#[test]
fn d2_2_life_points_have_no_upper_limit() {
    let mut g = game(2, &[]);
    for _ in 0..10 {
        ok(&mut g, change(ANN, Change::GainVictory(Victory::Province)));
    }
    assert_eq!(g.life(ANN), Some(73));
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
fn d3_2_shuffled_once_from_the_seed_and_the_order_kept_in_the_start() {
    let a = DuelGame::new(setup(2)).unwrap();
    let b = DuelGame::new(setup(2)).unwrap();
    assert_eq!(a.deck_hidden(), b.deck_hidden());
    assert_eq!(a.start().deck, a.deck_hidden());
    let mut other = setup(2);
    other.seed = Some(8);
    assert_ne!(DuelGame::new(other).unwrap().deck_hidden(), a.deck_hidden());
    // Never reshuffled: the draws come off the stored order, top first.
    let mut g = a.clone();
    let top: Vec<CurseCard> = g.deck_hidden()[..5].to_vec();
    let mut got = Vec::new();
    for i in 0..5 {
        let p = (i % 2) as u8;
        ok(&mut g, set_life(p, 500));
        got.extend(drew(&ok(&mut g, draw(p))).into_iter().map(|(_, c)| c));
    }
    assert_eq!(got, top);
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
fn d4_2_any_living_player_draws_at_any_moment() {
    let mut g = game(3, &[Curse, Curse]);
    assert_eq!(g.current(), ANN);
    ok(&mut g, draw(CY));
    ok(&mut g, draw(BOB));
    assert_eq!(lives(&g), vec![13, 12, 12]);
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

// ---- D5: Victory, Curse and token changes ----

#[test]
fn d5_1_each_change_has_its_life_effect() {
    let cases = [
        (Change::GainVictory(Victory::Estate), 1),
        (Change::GainVictory(Victory::Duchy), 3),
        (Change::GainVictory(Victory::Province), 6),
        (Change::GainVictory(Victory::Other(2)), 2),
        (Change::LoseVictory(Victory::Estate), -1),
        (Change::LoseVictory(Victory::Duchy), -3),
        (Change::LoseVictory(Victory::Province), -6),
        (Change::LoseVictory(Victory::Other(0)), 0),
        (Change::GainVpTokens(4), 4),
        (Change::LoseVpTokens(2), -2),
        (Change::GainCurseCard(Contagion), -2),
        (Change::GainCurseCard(CursedGold), -2),
        (Change::GainCurseTokens(3), -3),
    ];
    for (c, effect) in cases {
        let mut g = game(2, &[]);
        ok(&mut g, set_life(BOB, 50));
        let e = ok(&mut g, change(BOB, c));
        assert_eq!(
            e[0],
            Event::Changed {
                player: BOB,
                change: c
            }
        );
        assert_eq!(g.life(BOB), Some(50 + effect), "{c:?}");
        assert_eq!(c.life_effect(), effect);
    }
    // Losses of Curse cards and tokens give their value back.
    let mut g = game(2, &[GiveAndTake]);
    ok(&mut g, draw(BOB));
    ok(&mut g, change(BOB, Change::GainCurseCard(CursedGold)));
    ok(&mut g, change(BOB, Change::GainCurseTokens(2)));
    assert_eq!(g.life(BOB), Some(13 - 3 - 2 - 2));
    ok(&mut g, change(BOB, Change::LoseCurseCard(GiveAndTake)));
    ok(&mut g, change(BOB, Change::LoseCurseCard(CursedGold)));
    ok(&mut g, change(BOB, Change::LoseCurseTokens(2)));
    assert_eq!(g.life(BOB), Some(13));
    assert_eq!(g.curse_tokens(BOB), 0);
}

#[test]
fn d5_1_other_victory_typed_0_to_99_and_token_counts_at_least_one() {
    let mut g = game(2, &[]);
    ok(&mut g, change(ANN, Change::GainVictory(Victory::Other(99))));
    assert!(
        refused(
            &mut g,
            change(ANN, Change::GainVictory(Victory::Other(100)))
        )
        .contains("0 to 99")
    );
    assert!(refused(&mut g, change(ANN, Change::GainVpTokens(0))).contains("1 to 99"));
    assert!(refused(&mut g, change(ANN, Change::GainCurseTokens(0))).contains("1 to 99"));
    assert!(refused(&mut g, change(ANN, Change::LoseVpTokens(100))).contains("1 to 99"));
}

#[test]
fn d5_1_never_more_curse_tokens_lost_than_held() {
    let mut g = game(2, &[]);
    ok(&mut g, change(ANN, Change::GainCurseTokens(2)));
    assert!(
        refused(&mut g, change(ANN, Change::LoseCurseTokens(3))).contains("holds 2 curse tokens")
    );
    ok(&mut g, change(ANN, Change::LoseCurseTokens(2)));
    // A Curse card the app never saw reach the player cannot be trashed either.
    assert!(refused(&mut g, change(ANN, Change::LoseCurseCard(Curse))).contains("no Curse"));
}

#[test]
fn d5_3_cards_leave_first_then_life_effects_one_by_one_with_d7_after_each() {
    let mut g = game(3, &[Contagion]);
    ok(&mut g, draw(BOB));
    ok(&mut g, set_life(BOB, 3));
    let list = Changes::from_slice(&[
        Change::LoseVictory(Victory::Duchy),
        Change::LoseCurseCard(Contagion),
        Change::GainVictory(Victory::Province),
    ])
    .unwrap();
    let e = ok(&mut g, Action::Changes { player: BOB, list });
    // The Duchy's -3 puts Bob at 0: out; the Contagion's +2 and the Province's +6 are void.
    assert_eq!(life_changes(&e), vec![(BOB, -3)]);
    assert_eq!(eliminated_in(&e), vec![BOB]);
    assert!(has(
        &e,
        Event::RestVoid {
            player: BOB,
            changes: 2
        }
    ));
    assert_eq!(g.life(BOB), Some(0));
    // In the other order the gains come first and Bob survives.
    g.undo().unwrap();
    let list = Changes::from_slice(&proposed_order(&list.to_vec())).unwrap();
    assert_eq!(
        list.to_vec(),
        vec![
            Change::LoseCurseCard(Contagion),
            Change::GainVictory(Victory::Province),
            Change::LoseVictory(Victory::Duchy),
        ]
    );
    let e = ok(&mut g, Action::Changes { player: BOB, list });
    assert_eq!(life_changes(&e), vec![(BOB, 2), (BOB, 6), (BOB, -3)]);
    assert_eq!(g.life(BOB), Some(8));
    assert_eq!(g.curse_cards(BOB, Contagion), 0);
}

#[test]
fn d5_3_a_list_is_checked_whole_and_holds_at_least_one_change() {
    let mut g = game(2, &[Curse]);
    ok(&mut g, draw(ANN));
    // Two Curses trashed but only one held: refused whole.
    let list = Changes::from_slice(&[
        Change::GainVictory(Victory::Estate),
        Change::LoseCurseCard(Curse),
        Change::LoseCurseCard(Curse),
    ])
    .unwrap();
    assert!(refused(&mut g, Action::Changes { player: ANN, list }).contains("no Curse"));
    let empty = Changes::new();
    assert!(
        refused(
            &mut g,
            Action::Changes {
                player: ANN,
                list: empty
            }
        )
        .contains("needs at least one change")
    );
    assert_eq!(Changes::CAPACITY, MAX_CHANGES);
}

#[test]
fn d5_4_a_typed_life_total_is_a_whole_number_and_zero_eliminates() {
    for text in ["abc", "1.5", "", " ", "3,5", "1e3"] {
        let e = parse_life(text).unwrap_err();
        assert!(
            words::error_words(&e).contains("whole number"),
            "{text:?}: {e:?}"
        );
    }
    assert_eq!(parse_life(" 12 "), Ok(12));
    assert_eq!(parse_life("-3"), Ok(-3));
    assert_eq!(parse_life("\u{2212}3"), Ok(-3));
    assert_eq!(parse_life("9999"), Ok(MAX_LIFE_ENTRY));
    assert_eq!(parse_life("-9999"), Ok(-MAX_LIFE_ENTRY));
    for text in ["10000", "-10000"] {
        let e = parse_life(text).unwrap_err();
        assert!(
            words::error_words(&e).contains("at most 9999 either way"),
            "{text:?}: {e:?}"
        );
    }
    let mut g = game(3, &[]);
    let e = ok(&mut g, set_life(CY, 20));
    assert_eq!(life_changes(&e), vec![(CY, 7)]);
    let e = ok(&mut g, set_life(CY, 0));
    assert_eq!(eliminated_in(&e), vec![CY]);
    assert!(refused(&mut g, set_life(ANN, 10_000)).contains("9999"));
    ok(&mut g, set_life(ANN, MAX_LIFE_ENTRY));
    assert_eq!(g.state().player(ANN).life, 9999);
}

#[test]
fn d5_5_plain_curses_and_give_and_take_come_only_from_a_draw() {
    let mut g = game(2, &[]);
    for card in [Curse, GiveAndTake] {
        let m = refused(&mut g, change(ANN, Change::GainCurseCard(card)));
        assert!(m.contains("only in the Curse Deck"), "{m}");
        assert!(m.contains("Ann to draw one"), "{m}");
    }
    ok(&mut g, change(ANN, Change::GainCurseCard(Contagion)));
    ok(&mut g, change(ANN, Change::GainCurseCard(CursedGold)));
}

#[test]
fn d5_6_mixed_game_changes_logged_without_life_effect_and_no_life_typed() {
    let mut g = mixed(2);
    let e = ok(&mut g, change(ANN, Change::GainVictory(Victory::Province)));
    assert_eq!(
        e,
        vec![Event::Changed {
            player: ANN,
            change: Change::GainVictory(Victory::Province)
        }]
    );
    ok(&mut g, change(ANN, Change::GainCurseTokens(2)));
    assert_eq!(g.curse_tokens(ANN), 2);
    assert!(refused(&mut g, set_life(ANN, 5)).contains("a life total cannot be typed"));
    // The VP tokens still feed War Trophy (D9.5).
    let e = ok(&mut g, change(ANN, Change::GainVpTokens(3)));
    assert!(
        e.iter()
            .any(|e| matches!(e, Event::WarTrophyAttacks { .. }))
    );
}

// ---- D6: passing and trashing Curse cards ----

#[test]
fn d6_1_a_given_contagion_gives_the_giver_life_then_the_receiver_loses_it() {
    let mut g = game(2, &[Contagion]);
    ok(&mut g, draw(ANN));
    ok(&mut g, set_life(BOB, 2));
    let e = ok(
        &mut g,
        Action::Give {
            from: ANN,
            to: BOB,
            card: Contagion,
        },
    );
    assert_eq!(life_changes(&e), vec![(ANN, 2), (BOB, -2)]);
    assert_eq!(eliminated_in(&e), vec![BOB]);
    assert_eq!(g.winners(), Some(vec![ANN]));
    assert!(words::event_words(g.setup(), &e[0]).contains("onto their discard pile"));
}

#[test]
fn d6_2_no_gift_to_oneself_to_or_from_the_eliminated_or_after_the_end() {
    let mut g = game(3, &[Contagion, Contagion]);
    ok(&mut g, draw(ANN));
    ok(&mut g, draw(BOB));
    let give = |from, to| Action::Give {
        from,
        to,
        card: Contagion,
    };
    assert!(refused(&mut g, give(ANN, ANN)).contains("themselves"));
    assert!(refused(&mut g, give(CY, ANN)).contains("no Contagion"));
    ok(&mut g, set_life(CY, 0));
    assert!(refused(&mut g, give(ANN, CY)).contains("Cy is eliminated"));
    // In a Duel-only game only Contagion is given.
    let m = refused(
        &mut g,
        Action::Give {
            from: ANN,
            to: BOB,
            card: Curse,
        },
    );
    assert!(m.contains("only Contagion"), "{m}");
    ok(&mut g, set_life(BOB, 0));
    assert!(refused(&mut g, give(ANN, BOB)).contains("game is over"));
    // A mixed game passes a plain Curse, no life effect.
    let mut m = mixed(2);
    ok(&mut m, draw(BOB));
    let e = ok(
        &mut m,
        Action::Give {
            from: BOB,
            to: ANN,
            card: Curse,
        },
    );
    assert_eq!(life_changes(&e), vec![]);
    assert_eq!(m.curse_cards(ANN, Curse), 1);
    assert_eq!(m.curse_cards(BOB, Curse), 0, "the giver has it no more");
}

#[test]
fn d6_3_give_and_take_is_trashed_with_another_curse_card_never_given() {
    let mut g = game(2, &[GiveAndTake, Contagion]);
    ok(&mut g, draw(ANN));
    assert!(
        refused(&mut g, Action::GiveAndTake { other: Contagion })
            .contains("needs a Give and Take and another")
    );
    ok(&mut g, draw(ANN));
    assert_eq!(g.life(ANN), Some(8));
    let m = refused(
        &mut g,
        Action::Give {
            from: ANN,
            to: BOB,
            card: GiveAndTake,
        },
    );
    assert!(m.contains("never given"));
    let e = ok(&mut g, Action::GiveAndTake { other: Contagion });
    assert_eq!(life_changes(&e), vec![(ANN, 3), (ANN, 2)]);
    assert!(has(
        &e,
        Event::ChangesEntered {
            player: ANN,
            changes: 2
        }
    ));
    assert_eq!(g.life(ANN), Some(13));
    assert_eq!(g.curse_cards(ANN, GiveAndTake), 0);
    assert_eq!(
        words::step_words(&g, true).unwrap(),
        "Ann trashed Give and Take with a Contagion"
    );
}

/// D6.3's "its owner, at the end of a turn": only the player whose turn it is, holding both
/// cards (two Give and Takes when the other is one); refused for a holder whose turn it is not,
/// allowed once their turn comes; refused after the end (D10.3).
#[test]
fn d6_3_give_and_take_only_by_the_player_whose_turn_it_is() {
    let mut g = game(
        2,
        &[
            GiveAndTake,
            Curse,
            GiveAndTake,
            GiveAndTake,
            GiveAndTake,
            Curse,
        ],
    );
    ok(&mut g, draw(BOB));
    ok(&mut g, draw(BOB));
    // Ann's turn: Bob holds both, Ann neither.
    assert_eq!(g.current(), ANN);
    assert_eq!(
        refused(&mut g, Action::GiveAndTake { other: Curse }),
        "Ann needs a Give and Take and another Curse the app knows of."
    );
    ok(&mut g, end_turn());
    assert_eq!(g.current(), BOB);
    ok(&mut g, Action::GiveAndTake { other: Curse });
    assert_eq!(g.curse_cards(BOB, GiveAndTake), 0);
    // One Give and Take is not two.
    ok(&mut g, draw(BOB));
    assert!(
        refused(&mut g, Action::GiveAndTake { other: GiveAndTake })
            .contains("needs a Give and Take and another Give and Take")
    );
    ok(&mut g, draw(BOB));
    let life = g.life(BOB).unwrap();
    let e = ok(&mut g, Action::GiveAndTake { other: GiveAndTake });
    assert_eq!(life_changes(&e), vec![(BOB, 3), (BOB, 3)]);
    assert_eq!(g.life(BOB), Some(life + 6));
    // After a pile end, nothing but the VP entry, though Bob holds both again.
    ok(&mut g, draw(BOB));
    ok(&mut g, draw(BOB));
    assert_eq!(
        (g.curse_cards(BOB, GiveAndTake), g.curse_cards(BOB, Curse)),
        (1, 1)
    );
    let report = PileReport {
        province_empty: true,
        other_empty: 0,
    };
    ok(&mut g, Action::EndTurn(report));
    assert!(g.is_over());
    let m = refused(&mut g, Action::GiveAndTake { other: Curse });
    assert!(!m.contains("needs a Give and Take"), "{m}");
}

// ---- D7: elimination and the last player ----

#[test]
fn d7_1_an_eliminated_player_has_a_banner_their_cards_and_tokens_go() {
    let mut g = game(3, &[Contagion]);
    ok(&mut g, draw(CY));
    ok(&mut g, change(CY, Change::GainCurseTokens(2)));
    ok(
        &mut g,
        Action::Mark {
            player: CY,
            sith_lord: true,
        },
    );
    ok(&mut g, set_life(CY, 1));
    let deck = g.deck_len();
    let e = ok(&mut g, change(CY, Change::LoseVictory(Victory::Estate)));
    assert!(has(
        &e,
        Event::Eliminated {
            player: CY,
            place: 1,
            curse_tokens: 2
        }
    ));
    let banner = words::event_words(
        g.setup(),
        e.iter()
            .find(|e| matches!(e, Event::Eliminated { .. }))
            .unwrap(),
    );
    assert!(banner.contains("Cy is eliminated"));
    assert!(banner.contains("goes to the Trash"));
    assert!(banner.contains("2 curse tokens go with them"));
    assert_eq!(g.curse_tokens(CY), 0);
    assert_eq!(g.curse_cards(CY, Contagion), 0);
    assert!(!g.sith_lord(CY));
    assert_eq!(g.deck_len(), deck, "the Curse Deck's count does not change");
    assert_eq!(g.eliminated(), vec![CY]);
}

#[test]
fn d7_players_fall_in_the_order_of_their_life_effects() {
    // Cy attacks; Dee wins her battle, so Cy draws first, then Ann and Bob from Cy's left:
    // they fall in that order, not in seat order.
    let mut g = game(4, &[Curse, Curse, Curse]);
    ok(&mut g, end_turn());
    ok(&mut g, end_turn());
    for p in [ANN, BOB, CY] {
        ok(&mut g, set_life(p, 1));
    }
    let e = ok(&mut g, warrior(5, &[(DEE, Answer::warrior(9))]));
    assert_eq!(eliminated_in(&e), vec![CY, ANN, BOB]);
    assert_eq!(g.eliminated(), vec![CY, ANN, BOB]);
    assert_eq!(g.winners(), Some(vec![DEE]));
    assert_eq!(g.ending(), Some(Ending::LastPlayer { winner: DEE }));
}

#[test]
fn d7_3_an_eliminated_player_never_acts_again_and_is_skipped() {
    let mut g = game(3, &[]);
    ok(&mut g, set_life(BOB, 0));
    let msg = |m: String| assert!(m.contains("Bob is eliminated"), "{m}");
    msg(refused(&mut g, draw(BOB)));
    msg(refused(&mut g, change(BOB, Change::GainVpTokens(1))));
    msg(refused(&mut g, set_life(BOB, 10)));
    msg(refused(
        &mut g,
        Action::Mark {
            player: BOB,
            sith_lord: true,
        },
    ));
    msg(refused(
        &mut g,
        Action::Give {
            from: ANN,
            to: BOB,
            card: Contagion,
        },
    ));
    msg(refused(&mut g, warrior(5, &[(BOB, Answer::VACCINATION)])));
    // Skipped in turn order.
    let e = ok(&mut g, end_turn());
    assert!(has(
        &e,
        Event::TurnStarted {
            player: CY,
            turn: 1
        }
    ));
    let e = ok(&mut g, end_turn());
    assert!(has(
        &e,
        Event::TurnStarted {
            player: ANN,
            turn: 2
        }
    ));
    // Never asked in an attack: not affected.
    let e = ok(&mut g, warrior(5, &[]));
    assert_eq!(drew(&e), vec![(CY, Curse)]);
}

#[test]
fn d7_4_one_player_left_wins_and_the_rest_is_dropped() {
    // Chuck Norris: Ann's hand trash puts her out before her penalty curse.
    let mut g = game(2, &[]);
    ok(&mut g, change(ANN, Change::GainVictory(Victory::Province)));
    let attack = Attack::new(
        AttackKind::Warrior {
            strength: 5,
            raid: false,
        },
        &[(BOB, Answer::warrior(CHUCK_NORRIS))],
    )
    .unwrap()
    .with_hand(30, 0);
    let e = ok(&mut g, Action::Attack(attack));
    assert_eq!(eliminated_in(&e), vec![ANN]);
    assert!(has(&e, Event::Dropped));
    assert_eq!(drew(&e), vec![], "nothing drawn after the end");
    assert_eq!(g.deck_len(), 29);
    assert_eq!(g.outcome(), Some(Outcome::LastPlayer { winner: BOB }));
    // Whatever the VP: Bob wins with fewer.
    assert!(refused(&mut g, Action::EnterVp { player: BOB, vp: 3 }).contains("not scored"));
}

#[test]
fn d7_5_the_current_player_falling_ends_their_turn() {
    let mut g = game(3, &[Curse, Curse]);
    ok(&mut g, set_life(ANN, 1));
    // Ann attacks, Bob vaccinates: Ann draws first and falls, Cy still draws, then Bob begins.
    let e = ok(&mut g, warrior(4, &[(BOB, Answer::VACCINATION)]));
    assert_eq!(drew(&e), vec![(ANN, Curse), (CY, Curse)]);
    let ended = e.iter().position(|e| {
        *e == Event::TurnEnded {
            player: ANN,
            turn: 1,
            forced: true,
        }
    });
    assert!(
        ended.unwrap()
            > e.iter()
                .position(|e| *e == Event::WarriorsToDiscard)
                .unwrap()
    );
    assert!(has(
        &e,
        Event::TurnStarted {
            player: BOB,
            turn: 1
        }
    ));
    assert_eq!(g.current(), BOB);
    // D10.2 is checked at that end.
    let mut g = game(3, &[]);
    ok(
        &mut g,
        Action::Report(PileReport {
            province_empty: true,
            other_empty: 0,
        }),
    );
    let e = ok(&mut g, set_life(ANN, 0));
    assert!(g.vp_entry_open());
    assert!(matches!(
        e.last(),
        Some(Event::GameOver(Ending::Piles { .. }))
    ));
}

// ---- D8: Warrior battles and other attacks ----

#[test]
fn d8_3_refusals_change_nothing() {
    let mut g = game(4, &[]);
    let raid = |strength| {
        Action::Attack(
            Attack::new(
                AttackKind::Warrior {
                    strength,
                    raid: true,
                },
                &[],
            )
            .unwrap(),
        )
    };
    assert!(refused(&mut g, raid(0)).contains("1 to 10"));
    assert!(refused(&mut g, raid(11)).contains("not 11"));
    assert!(refused(&mut g, warrior(5, &[(BOB, Answer::warrior(12))])).contains("not 12"));
    assert!(refused(&mut g, warrior(5, &[(BOB, Answer::warrior(5))])).contains("strength 5"));
    assert!(
        refused(
            &mut g,
            warrior(5, &[(BOB, Answer::warrior(7)), (CY, Answer::both(7))])
        )
        .contains("all 10 Warriors differ")
    );
    assert!(
        refused(&mut g, warrior(5, &[(ANN, Answer::VACCINATION)])).contains("Ann is the attacker")
    );
    assert!(refused(&mut g, warrior(5, &[(7, Answer::VACCINATION)])).contains("no player 8"));
    assert!(
        refused(
            &mut g,
            warrior(5, &[(BOB, Answer::VACCINATION), (BOB, Answer::NOTHING)])
        )
        .contains("Bob answered twice")
    );
    ok(&mut g, set_life(DEE, 0));
    assert!(
        refused(&mut g, warrior(5, &[(DEE, Answer::VACCINATION)])).contains("Dee is eliminated")
    );
    ok(&mut g, set_life(CY, 0));
    ok(&mut g, set_life(BOB, 0));
    assert!(refused(&mut g, warrior(5, &[])).contains("game is over"));
}

#[test]
fn d8_4_the_higher_strength_wins_the_battle() {
    let mut g = game(3, &[Curse, Contagion]);
    let e = ok(
        &mut g,
        warrior(5, &[(BOB, Answer::warrior(6)), (CY, Answer::warrior(4))]),
    );
    assert!(has(
        &e,
        Event::Battle {
            reactor: BOB,
            strength: 6,
            won: true
        }
    ));
    assert!(has(
        &e,
        Event::Battle {
            reactor: CY,
            strength: 4,
            won: false
        }
    ));
    // Ann draws (Bob won), then Cy (lost); Bob is unaffected.
    assert_eq!(drew(&e), vec![(ANN, Curse), (CY, Contagion)]);
    assert!(has(
        &e,
        Event::Unaffected {
            player: BOB,
            why: Spared::WonBattle
        }
    ));
    // Chuck Norris wins and Sith Lord loses every battle.
    let mut g = game(2, &[]);
    let e = ok(&mut g, warrior(SITH_LORD, &[(BOB, Answer::warrior(2))]));
    assert!(has(
        &e,
        Event::Battle {
            reactor: BOB,
            strength: 2,
            won: true
        }
    ));
    let e = ok(&mut g, warrior(9, &[(BOB, Answer::warrior(SITH_LORD))]));
    assert!(has(
        &e,
        Event::Battle {
            reactor: BOB,
            strength: 1,
            won: false
        }
    ));
}

#[test]
fn d8_5_warrior_raid_token_comes_in_the_same_life_effect_both_or_neither() {
    let mut g = game(3, &[Contagion]);
    let raid = Attack::new(
        AttackKind::Warrior {
            strength: 5,
            raid: true,
        },
        &[(CY, Answer::VACCINATION)],
    )
    .unwrap();
    let e = ok(&mut g, Action::Attack(raid));
    // Ann draws her penalty curse without a token; Bob draws a Curse and a token: one -2.
    assert_eq!(drew(&e), vec![(ANN, Contagion), (BOB, Curse)]);
    assert_eq!(life_changes(&e), vec![(ANN, -2), (BOB, -2)]);
    assert_eq!(g.curse_tokens(ANN), 0);
    assert_eq!(g.curse_tokens(BOB), 1);
    assert_eq!(g.curse_tokens(CY), 0);
    // On an empty deck a raided player takes two tokens.
    let mut g = game(2, &[]);
    ok(&mut g, set_life(BOB, 500));
    for _ in 0..29 {
        ok(&mut g, draw(BOB));
    }
    let e = ok(
        &mut g,
        Action::Attack(
            Attack::new(
                AttackKind::Warrior {
                    strength: 3,
                    raid: true,
                },
                &[],
            )
            .unwrap(),
        ),
    );
    assert!(has(
        &e,
        Event::CurseTokens {
            player: BOB,
            tokens: 2,
            raid_token: true
        }
    ));
    assert_eq!(life_changes(&e), vec![(BOB, -2)]);
}

#[test]
fn d8_5_vaccination_and_a_marked_sith_lord_spare() {
    let mut g = game(3, &[]);
    ok(
        &mut g,
        Action::Mark {
            player: CY,
            sith_lord: true,
        },
    );
    let e = ok(&mut g, warrior(5, &[(BOB, Answer::VACCINATION)]));
    assert!(has(
        &e,
        Event::Unaffected {
            player: BOB,
            why: Spared::Vaccination
        }
    ));
    assert!(has(
        &e,
        Event::Unaffected {
            player: CY,
            why: Spared::SithLord
        }
    ));
    // Only the attacker draws, for Bob's Vaccination; the Sith Lord mark costs Ann nothing.
    assert_eq!(drew(&e), vec![(ANN, Curse)]);
    assert!(has(&e, Event::VaccinationCoversThisAttack));
    // A marked player may still answer.
    let e = ok(&mut g, warrior(3, &[(CY, Answer::warrior(8))]));
    assert!(has(
        &e,
        Event::Battle {
            reactor: CY,
            strength: 8,
            won: true
        }
    ));
}

#[test]
fn d8_attacker_draws_at_most_one_curse() {
    let mut g = game(4, &[Contagion, Curse]);
    let e = ok(
        &mut g,
        warrior(
            4,
            &[
                (BOB, Answer::warrior(6)),
                (CY, Answer::VACCINATION),
                (DEE, Answer::both(9)),
            ],
        ),
    );
    assert_eq!(drew(&e), vec![(ANN, Contagion)]);
    assert_eq!(lives(&g), vec![11, 13, 13, 13]);
    // Per attack (D8.10): a second attack can cost her another.
    let e = ok(&mut g, warrior(3, &[(BOB, Answer::VACCINATION)]));
    assert_eq!(drew(&e), vec![(ANN, Curse), (CY, Curse), (DEE, Curse)]);
}

#[test]
fn d8_6_the_attackers_own_sith_lord_does_not_spare_them() {
    let mut g = game(2, &[]);
    ok(
        &mut g,
        Action::Mark {
            player: ANN,
            sith_lord: true,
        },
    );
    let e = ok(&mut g, warrior(5, &[(BOB, Answer::VACCINATION)]));
    assert_eq!(drew(&e), vec![(ANN, Curse)]);
}

#[test]
fn d8_7_chuck_norris_trashes_the_hand_curse_value_first_before_any_draw() {
    let mut g = game(3, &[Contagion]);
    ok(&mut g, set_life(ANN, 3));
    let attack = Attack::new(
        AttackKind::Warrior {
            strength: 6,
            raid: false,
        },
        &[(BOB, Answer::warrior(CHUCK_NORRIS))],
    )
    .unwrap()
    .with_hand(4, 2);
    let e = ok(&mut g, Action::Attack(attack));
    // +2 first (3 -> 5), then -4 (1): Ann survives, then draws her curse (-2): out.
    assert_eq!(
        life_changes(&e),
        vec![(ANN, 2), (ANN, -4), (ANN, -2), (CY, -1)]
    );
    let trash = e
        .iter()
        .position(|e| matches!(e, Event::HandTrashed { .. }));
    let first_draw = e.iter().position(|e| matches!(e, Event::Drew { .. }));
    assert!(trash < first_draw);
    assert_eq!(eliminated_in(&e), vec![ANN]);
    // The hand values are asked exactly when Chuck Norris answers.
    let mut g = game(2, &[]);
    assert!(
        refused(&mut g, warrior(6, &[(BOB, Answer::warrior(10))]))
            .contains("Chuck Norris answered")
    );
    let with_hand = Action::Attack(
        Attack::new(
            AttackKind::Warrior {
                strength: 6,
                raid: false,
            },
            &[(BOB, Answer::warrior(7))],
        )
        .unwrap()
        .with_hand(1, 1),
    );
    assert!(refused(&mut g, with_hand).contains("Only Chuck Norris"));
}

#[test]
fn d8_7_the_hand_values_are_typed_from_0_to_99_each() {
    let chuck = |vp: u8, curses: u8| {
        Action::Attack(
            Attack::new(
                AttackKind::Warrior {
                    strength: 6,
                    raid: false,
                },
                &[(BOB, Answer::warrior(CHUCK_NORRIS))],
            )
            .unwrap()
            .with_hand(vp, curses),
        )
    };
    for (vp, curses) in [(100, 0), (0, 100), (255, 255)] {
        let mut g = game(2, &[]);
        let before = g.clone();
        assert!(
            refused(&mut g, chuck(vp, curses)).contains("from 0 to 99"),
            "{vp} VP, Curse value {curses}"
        );
        assert_eq!(g, before, "a refusal changes nothing");
    }
    // The edges are accepted: 99 and 99, and 0 and 0.
    for (vp, curses) in [(99, 99), (0, 0), (99, 0)] {
        let mut g = game(2, &[]);
        ok(&mut g, chuck(vp, curses));
    }
}

#[test]
fn d8_7_an_attacking_sith_lord_is_trashed_only_after_a_battle() {
    let mut g = game(3, &[]);
    let e = ok(&mut g, warrior(SITH_LORD, &[(BOB, Answer::VACCINATION)]));
    assert!(!e.iter().any(|e| matches!(e, Event::TrashSithLord { .. })));
    let e = ok(&mut g, warrior(SITH_LORD, &[(CY, Answer::warrior(3))]));
    assert!(has(&e, Event::TrashSithLord { player: ANN }));
    // A Sith Lord given as an answer just loses; nothing is trashed.
    let e = ok(&mut g, warrior(4, &[(CY, Answer::warrior(SITH_LORD))]));
    assert!(!e.iter().any(|e| matches!(e, Event::TrashSithLord { .. })));
    assert!(has(&e, Event::WarriorsToDiscard));
}

#[test]
fn d8_8_draws_start_with_the_attacker_then_clockwise_from_their_left() {
    let mut g = game(4, &[Contagion, CursedGold, GiveAndTake, Curse]);
    ok(&mut g, end_turn());
    ok(&mut g, end_turn());
    assert_eq!(g.current(), CY);
    let e = ok(&mut g, warrior(5, &[(BOB, Answer::VACCINATION)]));
    assert_eq!(
        drew(&e),
        vec![(CY, Contagion), (DEE, CursedGold), (ANN, GiveAndTake)]
    );
    assert_eq!(e.last(), Some(&Event::WarriorsToDiscard));
    assert_eq!(
        words::step_words(&g, true).unwrap(),
        "Cy's attack: a Warrior of strength 5"
    );
}

#[test]
fn d8_9_a_marked_attacker_discards_sith_lord_at_the_end_of_the_turn() {
    let mut g = game(3, &[]);
    ok(
        &mut g,
        Action::Mark {
            player: ANN,
            sith_lord: true,
        },
    );
    ok(
        &mut g,
        Action::Mark {
            player: BOB,
            sith_lord: true,
        },
    );
    assert!(
        refused(
            &mut g,
            Action::Mark {
                player: BOB,
                sith_lord: true
            }
        )
        .contains("already marked")
    );
    // Bob answers Ann's attack: answering is not attacking.
    ok(&mut g, warrior(5, &[(BOB, Answer::warrior(7))]));
    let e = ok(&mut g, end_turn());
    assert!(has(&e, Event::DiscardSithLord { player: ANN }));
    assert!(!g.sith_lord(ANN));
    // Bob's turn: he gives nothing, attacks nobody: the mark stays.
    let e = ok(&mut g, end_turn());
    assert!(!e.iter().any(|e| matches!(e, Event::DiscardSithLord { .. })));
    assert!(g.sith_lord(BOB));
    ok(
        &mut g,
        Action::Mark {
            player: BOB,
            sith_lord: false,
        },
    );
    assert!(!g.sith_lord(BOB));
}

#[test]
fn d8_10_a_vaccination_covers_only_its_own_attack() {
    let mut g = game(2, &[Curse, Curse, Curse]);
    let e = ok(&mut g, warrior(5, &[(BOB, Answer::VACCINATION)]));
    assert_eq!(drew(&e), vec![(ANN, Curse)]);
    let e = ok(&mut g, warrior(6, &[]));
    assert_eq!(drew(&e), vec![(BOB, Curse)]);
}

#[test]
fn d8_11_silver_lining_and_war_trophy_attacks() {
    let mut g = game(3, &[]);
    let silver = |replies: &[(u8, Answer)]| {
        Action::Attack(Attack::new(AttackKind::SilverLining, replies).unwrap())
    };
    assert!(
        refused(&mut g, silver(&[(BOB, Answer::warrior(5))]))
            .contains("Warriors answer only Warriors")
    );
    let e = ok(&mut g, silver(&[]));
    assert_eq!(drew(&e), vec![(BOB, Curse), (CY, Curse)]);
    assert!(!has(&e, Event::WarriorsToDiscard));
    let e = ok(&mut g, silver(&[(CY, Answer::VACCINATION)]));
    assert_eq!(drew(&e), vec![(ANN, Curse), (BOB, Curse)]);
    // War Trophy: one curse each per 3 VP tokens gained this turn.
    let trophy = Action::Attack(Attack::new(AttackKind::WarTrophy, &[]).unwrap());
    ok(&mut g, change(ANN, Change::GainVpTokens(2)));
    assert!(refused(&mut g, trophy).contains("2 VP tokens this turn"));
    ok(&mut g, change(ANN, Change::GainVpTokens(4)));
    assert_eq!(g.war_trophy_owed(), 2);
    let e = ok(&mut g, trophy);
    assert_eq!(
        drew(&e),
        vec![(BOB, Curse), (BOB, Curse), (CY, Curse), (CY, Curse)]
    );
    assert_eq!(g.war_trophy_owed(), 0);
    assert!(refused(&mut g, trophy).contains("already attacked for"));
    ok(&mut g, change(ANN, Change::GainVpTokens(3)));
    let e = ok(
        &mut g,
        Action::Attack(Attack::new(AttackKind::WarTrophy, &[(BOB, Answer::VACCINATION)]).unwrap()),
    );
    assert_eq!(drew(&e), vec![(ANN, Curse), (CY, Curse)]);
    // A new turn starts a new count.
    ok(&mut g, end_turn());
    assert_eq!(g.vp_tokens_this_turn(), 0);
}

#[test]
fn d8_12_mixed_game_resolver_draws_from_the_pile_without_life_or_hand() {
    let mut g = mixed(3);
    let e = ok(&mut g, warrior(5, &[(BOB, Answer::warrior(8))]));
    assert_eq!(g.curse_pile(), Some(18));
    assert_eq!(life_changes(&e), vec![]);
    assert_eq!(g.curse_cards(ANN, Curse), 1);
    assert_eq!(g.curse_cards(CY, Curse), 1);
    let chuck = Action::Attack(
        Attack::new(
            AttackKind::Warrior {
                strength: 5,
                raid: true,
            },
            &[(BOB, Answer::warrior(10))],
        )
        .unwrap()
        .with_hand(3, 0),
    );
    assert!(refused(&mut g, chuck).contains("no hand values are asked"));
    let raid = Action::Attack(
        Attack::new(
            AttackKind::Warrior {
                strength: 5,
                raid: true,
            },
            &[(BOB, Answer::warrior(10))],
        )
        .unwrap(),
    );
    ok(&mut g, raid);
    assert_eq!(
        g.curse_tokens(CY),
        1,
        "a raided player still takes the token"
    );
}

// ---- D9: reminders ----

#[test]
fn d9_2_a_contagion_drawn_on_its_drawers_own_turn_may_go_on_their_deck() {
    let mut g = game(2, &[Contagion, Contagion]);
    let e = ok(&mut g, draw(ANN));
    assert!(has(
        &e,
        Event::ContagionDrawn {
            player: ANN,
            own_turn: true
        }
    ));
    assert!(words::event_words(g.setup(), &e[1]).contains("on top of their deck"));
    let e = ok(&mut g, draw(BOB));
    assert!(has(
        &e,
        Event::ContagionDrawn {
            player: BOB,
            own_turn: false
        }
    ));
    assert!(words::event_words(g.setup(), &e[1]).contains("discard pile"));
    assert_eq!(lives(&g), vec![11, 11]);
}

#[test]
fn d9_3_a_give_and_take_drawn_is_never_bought_and_leaves_by_d6_3() {
    let mut g = game(2, &[GiveAndTake]);
    let e = ok(&mut g, draw(BOB));
    assert!(has(&e, Event::GiveAndTakeDrawn { player: BOB }));
    assert!(words::event_words(g.setup(), &e[1]).contains("never bought"));
}

#[test]
fn d9_4_end_of_turn_reminders_contagion_give_and_take_sith_lord() {
    let mut g = game(2, &[Contagion, GiveAndTake]);
    ok(&mut g, draw(ANN));
    let e = ok(&mut g, end_turn());
    assert!(has(&e, Event::GiveContagion { player: ANN }));
    assert!(
        !e.iter()
            .any(|e| matches!(e, Event::MayTrashGiveAndTake { .. }))
    );
    ok(&mut g, draw(BOB));
    let e = ok(&mut g, end_turn());
    assert!(
        !e.iter()
            .any(|e| matches!(e, Event::MayTrashGiveAndTake { .. })),
        "no other Curse card"
    );
    // Ann draws a Curse: still the Contagion reminder, and she has no Give and Take.
    ok(&mut g, draw(ANN));
    let e = ok(&mut g, end_turn());
    assert!(has(&e, Event::GiveContagion { player: ANN }));
    assert!(!has(&e, Event::MayTrashGiveAndTake { player: ANN }));
    // Bob holds Give and Take; a drawn Curse gives it a partner. Bob holds no Contagion:
    // no reminder to give one.
    ok(&mut g, draw(BOB));
    let e = ok(&mut g, end_turn());
    assert!(has(&e, Event::MayTrashGiveAndTake { player: BOB }));
    assert!(!has(&e, Event::GiveContagion { player: BOB }));
    // A mixed game has no D9.4 card reminders.
    let mut m = mixed(2);
    ok(&mut m, change(ANN, Change::GainCurseCard(Contagion)));
    let e = ok(&mut m, end_turn());
    assert!(!has(&e, Event::GiveContagion { player: ANN }));
}

#[test]
fn d9_5_war_trophy_reminder_at_each_three_vp_tokens_gained_this_turn() {
    let mut g = game(2, &[]);
    let e = ok(&mut g, change(ANN, Change::GainVpTokens(2)));
    assert!(
        !e.iter()
            .any(|e| matches!(e, Event::WarTrophyAttacks { .. }))
    );
    let e = ok(&mut g, change(ANN, Change::GainVpTokens(1)));
    assert!(has(
        &e,
        Event::WarTrophyAttacks {
            player: ANN,
            tokens: 3,
            curses: 1
        }
    ));
    ok(&mut g, change(ANN, Change::LoseVpTokens(3)));
    let e = ok(&mut g, change(ANN, Change::GainVpTokens(4)));
    assert!(has(
        &e,
        Event::WarTrophyAttacks {
            player: ANN,
            tokens: 7,
            curses: 2
        }
    ));
    // Another player's tokens are not the current player's.
    let e = ok(&mut g, change(BOB, Change::GainVpTokens(9)));
    assert!(
        !e.iter()
            .any(|e| matches!(e, Event::WarTrophyAttacks { .. }))
    );
    assert_eq!(g.vp_tokens_this_turn(), 7);
}

#[test]
fn d9_6_cursed_village_reminds_at_the_start_of_the_next_turn() {
    let mut g = game(2, &[]);
    ok(&mut g, Action::CursedVillage { played: true });
    ok(&mut g, Action::CursedVillage { played: true });
    ok(&mut g, Action::CursedVillage { played: false });
    assert_eq!(g.cursed_villages(ANN), 1);
    let e = ok(&mut g, end_turn());
    assert!(
        !e.iter()
            .any(|e| matches!(e, Event::CursedVillageDue { .. }))
    );
    assert!(
        refused(&mut g, Action::CursedVillage { played: false })
            .contains("Bob has no Cursed Village")
    );
    let e = ok(&mut g, end_turn());
    assert!(has(
        &e,
        Event::CursedVillageDue {
            player: ANN,
            count: 1
        }
    ));
    let text = words::event_words(g.setup(), e.last().unwrap());
    assert!(text.contains("Estate or a Duchy"), "{text}");
    assert!(text.contains("none if both piles are out"));
    assert_eq!(g.cursed_villages(ANN), 0);
}

#[test]
fn d9_7_the_elimination_banner_and_the_empty_deck_notice() {
    let mut g = game(2, &[]);
    let e = ok(&mut g, set_life(BOB, -1));
    let text: Vec<String> = e.iter().map(|e| words::event_words(g.setup(), e)).collect();
    assert!(text.iter().any(|t| t.contains("Bob is eliminated")));
    assert!(
        text.iter()
            .any(|t| t.contains("Ann is the last player left and wins"))
    );
}

// ---- D10: the end ----

/// D10.2: the big button knows before the press whether this turn's end ends the game: the
/// Province pile, or three other piles (a mixed game's empty Curse pile counts), exactly
/// as End turn will count them.
#[test]
fn d10_2_a_turn_end_is_known_to_end_the_game_before_it_is_pressed() {
    let report = |province_empty, other_empty| PileReport {
        province_empty,
        other_empty,
    };
    let g = game(3, &[]);
    assert!(!g.turn_end_ends_game(report(false, 0)));
    assert!(!g.turn_end_ends_game(report(false, 2)));
    assert!(g.turn_end_ends_game(report(false, 3)));
    assert!(g.turn_end_ends_game(report(true, 0)));
    let mut m = mixed(3);
    assert!(!m.turn_end_ends_game(report(false, 2)));
    ok(&mut m, Action::CursePile { left: 0 });
    assert!(m.turn_end_ends_game(report(false, 2)));
    assert!(!m.turn_end_ends_game(report(false, 1)));
    // And End turn agrees.
    let mut after = m.clone();
    ok(&mut after, Action::EndTurn(report(false, 2)));
    assert!(after.is_over());
    let mut after = m.clone();
    ok(&mut after, Action::EndTurn(report(false, 1)));
    assert!(!after.is_over());
}

#[test]
fn d10_2_only_the_end_of_a_turn_checks_the_piles() {
    let mut g = game(2, &[]);
    let three = PileReport {
        province_empty: false,
        other_empty: 3,
    };
    ok(&mut g, Action::Report(three));
    assert!(!g.is_over(), "a report alone does not end the game");
    ok(&mut g, Action::Report(PileReport::default()));
    ok(&mut g, end_turn());
    assert!(!g.is_over());
    ok(
        &mut g,
        Action::EndTurn(PileReport {
            province_empty: false,
            other_empty: 2,
        }),
    );
    assert!(!g.is_over());
    let e = ok(&mut g, Action::EndTurn(three));
    assert!(has(
        &e,
        Event::GameOver(Ending::Piles {
            province_empty: false,
            empty_piles: 3
        })
    ));
    let mut g = game(2, &[]);
    ok(
        &mut g,
        Action::EndTurn(PileReport {
            province_empty: true,
            other_empty: 0,
        }),
    );
    assert!(g.vp_entry_open());
    assert!(
        refused(
            &mut game(2, &[]),
            Action::EndTurn(PileReport {
                province_empty: false,
                other_empty: 31
            })
        )
        .contains("At most 30")
    );
    // 30 is the most, and allowed.
    let mut g = game(2, &[]);
    ok(
        &mut g,
        Action::EndTurn(PileReport {
            province_empty: false,
            other_empty: MAX_OTHER_EMPTY,
        }),
    );
    assert!(g.is_over());
}

#[test]
fn d10_turns_skip_the_eliminated_and_each_players_turns_are_counted() {
    let mut g = game(4, &[]);
    for _ in 0..5 {
        ok(&mut g, end_turn());
    }
    assert_eq!(g.current(), BOB);
    assert_eq!(
        [g.turns(ANN), g.turns(BOB), g.turns(CY), g.turns(DEE)],
        [2, 1, 1, 1]
    );
    ok(&mut g, set_life(CY, 0));
    let e = ok(&mut g, end_turn());
    assert!(has(
        &e,
        Event::TurnEnded {
            player: BOB,
            turn: 2,
            forced: false
        }
    ));
    assert!(has(
        &e,
        Event::TurnStarted {
            player: DEE,
            turn: 2
        }
    ));
    assert_eq!(words::step_words(&g, true).unwrap(), "End Bob's turn 2");
}

#[test]
fn d10_3_after_the_end_only_the_vp_entry_undo_and_redo() {
    let mut g = game(2, &[]);
    ok(
        &mut g,
        Action::EndTurn(PileReport {
            province_empty: true,
            other_empty: 0,
        }),
    );
    for action in [
        draw(ANN),
        change(BOB, Change::GainVpTokens(1)),
        end_turn(),
        warrior(3, &[]),
        Action::Report(PileReport::default()),
        Action::Mark {
            player: ANN,
            sith_lord: true,
        },
    ] {
        assert!(refused(&mut g, action).contains("only the VP entry, undo and redo are accepted"));
    }
    ok(
        &mut g,
        Action::EnterVp {
            player: ANN,
            vp: 10,
        },
    );
    g.undo().unwrap();
    g.undo().unwrap();
    assert!(!g.is_over());
    g.redo().unwrap();
    assert!(g.is_over());
}

// ---- D11: the score ----

#[test]
fn d11_1_the_score_is_typed_vp_minus_curse_tokens_with_every_term() {
    let mut g = game(2, &[]);
    ok(&mut g, change(BOB, Change::GainCurseTokens(3)));
    assert!(
        refused(&mut g, Action::EnterVp { player: ANN, vp: 5 }).contains("only after a pile end")
    );
    ok(
        &mut g,
        Action::EndTurn(PileReport {
            province_empty: true,
            other_empty: 0,
        }),
    );
    let e = ok(
        &mut g,
        Action::EnterVp {
            player: BOB,
            vp: 12,
        },
    );
    assert_eq!(
        e,
        vec![Event::VpEntered {
            player: BOB,
            vp: 12,
            score: 9
        }]
    );
    assert_eq!(g.outcome(), None, "Ann's VP is not typed yet");
    ok(
        &mut g,
        Action::EnterVp {
            player: ANN,
            vp: -2,
        },
    );
    let scores = g.scores();
    assert_eq!(scores[1].vp, 12);
    assert_eq!(scores[1].curse_tokens, 3);
    assert_eq!(scores[1].score, 9);
    // D11.3: the cross-check, life - 10.
    assert_eq!(scores[1].life_check, Some(0));
    assert_eq!(scores[0].life_check, Some(3));
    assert_eq!(g.winners(), Some(vec![BOB]));
    assert!(
        refused(
            &mut g,
            Action::EnterVp {
                player: ANN,
                vp: 1000
            }
        )
        .contains("999")
    );
    for vp in [999, -999] {
        ok(&mut g, Action::EnterVp { player: ANN, vp });
    }
}

#[test]
fn d11_2_ties_go_to_the_fewest_turns_then_share_the_win() {
    let mut g = game(3, &[]);
    ok(&mut g, end_turn());
    // Ann has played 1 turn, Bob ends his: 1, Cy none when the Province runs out.
    ok(
        &mut g,
        Action::EndTurn(PileReport {
            province_empty: true,
            other_empty: 0,
        }),
    );
    assert_eq!([g.turns(ANN), g.turns(BOB), g.turns(CY)], [1, 1, 0]);
    ok(
        &mut g,
        Action::EnterVp {
            player: ANN,
            vp: 20,
        },
    );
    ok(
        &mut g,
        Action::EnterVp {
            player: BOB,
            vp: 20,
        },
    );
    ok(&mut g, Action::EnterVp { player: CY, vp: 20 });
    assert_eq!(g.winners(), Some(vec![CY]));
    // Corrected: Cy had fewer VP; Ann and Bob share.
    ok(&mut g, Action::EnterVp { player: CY, vp: 19 });
    assert_eq!(g.winners(), Some(vec![ANN, BOB]));
    let Some(Outcome::Scored { scores, winners }) = g.outcome() else {
        panic!("scored")
    };
    assert_eq!(scores.len(), 3);
    assert_eq!(winners, vec![ANN, BOB]);
}

#[test]
fn d11_4_eliminated_players_are_not_scored() {
    let mut g = game(3, &[]);
    ok(&mut g, set_life(CY, 0));
    ok(
        &mut g,
        Action::EndTurn(PileReport {
            province_empty: true,
            other_empty: 0,
        }),
    );
    assert!(refused(&mut g, Action::EnterVp { player: CY, vp: 50 }).contains("Cy is eliminated"));
    ok(&mut g, Action::EnterVp { player: ANN, vp: 1 });
    ok(&mut g, Action::EnterVp { player: BOB, vp: 2 });
    assert_eq!(g.winners(), Some(vec![BOB]));
    assert_eq!(g.scores().len(), 2);
}

// ---- D12: undo, redo and saves ----

#[test]
fn d12_undo_puts_drawn_cards_back_and_redo_draws_the_same() {
    let mut g = DuelGame::new(setup(3)).unwrap();
    let deck = g.deck_hidden();
    let before = g.clone();
    let e1 = ok(&mut g, warrior(5, &[(BOB, Answer::VACCINATION)]));
    let after = g.clone();
    g.undo().unwrap();
    assert_eq!(g.deck_hidden(), deck);
    assert_eq!(g.state(), before.state());
    assert_eq!(
        words::step_words(&g, false).unwrap(),
        "Ann's attack: a Warrior of strength 5"
    );
    let e2 = g.redo().unwrap();
    assert_eq!(e1, e2);
    assert_eq!(g, after);
    // The same action again after an undo draws the very same cards: no redraw by undo.
    g.undo().unwrap();
    let e3 = ok(&mut g, warrior(5, &[(BOB, Answer::VACCINATION)]));
    assert_eq!(drew(&e3), drew(&e1));
    // A refused action leaves no trace.
    let n = g.actions_applied();
    let _ = g.apply(draw(9));
    assert_eq!(g.actions_applied(), n);
    assert_eq!(g.redo().unwrap_err(), DuelError::NothingToRedo);
}

#[test]
fn d12_3_a_saved_game_keeps_its_history_and_future_draws() {
    let mut g = DuelGame::new(setup(2)).unwrap();
    ok(&mut g, draw(ANN));
    ok(&mut g, change(BOB, Change::GainVpTokens(2)));
    ok(&mut g, draw(BOB));
    g.undo().unwrap();
    let text = ron::to_string(&g).unwrap();
    let mut loaded: DuelGame = ron::from_str(&text).unwrap();
    assert_eq!(loaded, g);
    assert_eq!(loaded.redo().unwrap(), g.redo().unwrap());
    for p in [ANN, BOB, ANN] {
        assert_eq!(loaded.apply(draw(p)), g.apply(draw(p)));
    }
    // A file whose deck does not add up, or whose actions break a rule, is refused.
    let mut record = g.record();
    record.start.deck.pop();
    let e = DuelGame::replay(record).unwrap_err();
    let ReplayError::Start(why) = &e else {
        panic!("{e:?}")
    };
    assert!(words::error_words(why).contains("The Curse Deck for 2 players holds"));
    let mut record = g.record();
    let broken = Action::SetLife { player: 5, life: 3 };
    record.actions.push(broken);
    let e = DuelGame::replay(record).unwrap_err();
    // The refusal names the action it breaks (the app words it as the log does).
    let ReplayError::Action { action, .. } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(*action, broken);
    assert!(!words::action_words(g.setup(), &broken).is_empty());
    assert!(ron::from_str::<DuelGame>("(start: 3)").is_err());
}

/// The words the log and the screen use for Victory cards and the kind of kingdom (D5.1,
/// D1.3, D1.4): the same cards a player holds in hand.
#[test]
fn d5_1_victory_cards_and_kingdoms_are_named_in_the_tables_words() {
    assert_eq!(words::victory_words(Victory::Estate), "an Estate");
    assert_eq!(words::victory_words(Victory::Duchy), "a Duchy");
    assert_eq!(words::victory_words(Victory::Province), "a Province");
    assert_eq!(
        words::victory_words(Victory::Other(2)),
        "a Victory card worth 2 VP"
    );
    assert_eq!(
        words::change_words(Change::GainVictory(Victory::Duchy)),
        "gains a Duchy"
    );
    assert_eq!(words::kingdom_words(Kingdom::DuelOnly), "Duel-only");
    assert_eq!(words::kingdom_words(Kingdom::Mixed), "mixed");
}
