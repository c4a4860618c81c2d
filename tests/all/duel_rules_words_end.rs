//! The Duel's reminders, end, score, undo and saves (D9-D12) in the table's words. The rules
//! without their words are tested in `crates/duel/tests/rules`.

use crate::common::duel_rules::*;
use CurseCard::*;
use coop_automa::app::duel::words;
use coop_automa::engine::ReplayError;
use coop_automa::modes::duel::*;
use coop_automa::store::ModeGame;

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
