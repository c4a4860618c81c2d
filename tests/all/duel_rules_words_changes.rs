//! The Duel's changes, passed Curse cards and eliminations (D5-D7) in the table's words. The
//! rules without their words are tested in `crates/duel/tests/rules`.

use crate::common::duel_rules::*;
use CurseCard::*;
use coop_automa::app::duel::words;
use coop_automa::modes::duel::*;
use coop_automa::store::ModeGame;

// ---- D5: Victory, Curse and token changes ----

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
    ok(&mut g, mark(CY, true));
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
