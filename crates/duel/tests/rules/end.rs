//! Reminders, the end and the score (D9-D11).

use crate::common::*;
use CurseCard::*;
use coop_automa_duel::*;
use coop_automa_engine::ModeGame;

// ---- D9: reminders ----

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
    let gain = |g: &mut DuelGame, p: u8, tokens: u8| {
        let e = ok(g, change(p, Change::GainVpTokens(tokens)));
        e.into_iter()
            .filter_map(|e| match e {
                Event::WarTrophyAttacks {
                    player,
                    tokens,
                    curses,
                } => Some((player, tokens, curses)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(gain(&mut g, ANN, 2), vec![]);
    assert_eq!(gain(&mut g, ANN, 1), vec![(ANN, 3, 1)]);
    ok(&mut g, change(ANN, Change::LoseVpTokens(3)));
    assert_eq!(gain(&mut g, ANN, 4), vec![(ANN, 7, 2)]);
    // Another player's tokens are not the current player's.
    assert_eq!(gain(&mut g, BOB, 9), vec![]);
    assert_eq!(g.vp_tokens_this_turn(), 7);
}

/// D9.4: a player marked by the Sith Lord discards it at the end of a turn in which they
/// attacked, and keeps it at the end of one in which they did not.
#[test]
fn d9_4_the_sith_lord_is_discarded_at_the_end_of_a_turn_with_an_attack_only() {
    let mut g = game(2, &[]);
    ok(&mut g, mark(ANN, true));
    let discards = |e: &[Event]| e.iter().any(|e| matches!(e, Event::DiscardSithLord { .. }));
    let e = ok(&mut g, end_turn());
    assert!(!discards(&e), "Ann attacked nobody");
    assert!(g.sith_lord(ANN));
    ok(&mut g, end_turn());
    ok(&mut g, warrior(5, &[(BOB, Answer::warrior(7))]));
    let e = ok(&mut g, end_turn());
    assert!(has(&e, Event::DiscardSithLord { player: ANN }));
    assert!(!g.sith_lord(ANN));
}

/// D9.6: a Cursed Village played is due at the start of its owner's next turn; a turn that
/// starts with none due has no reminder.
#[test]
fn d9_6_a_cursed_village_is_due_at_its_owner_s_next_turn_and_none_is_never_due() {
    let due = |e: &[Event]| {
        e.iter()
            .any(|e| matches!(e, Event::CursedVillageDue { .. }))
    };
    let mut g = game(2, &[]);
    ok(&mut g, Action::CursedVillage { played: true });
    assert_eq!(g.cursed_villages(ANN), 1);
    let e = ok(&mut g, end_turn());
    assert!(!due(&e), "Bob owes none");
    let e = ok(&mut g, end_turn());
    assert!(has(
        &e,
        Event::CursedVillageDue {
            player: ANN,
            count: 1
        }
    ));
    assert_eq!(g.cursed_villages(ANN), 0);
    let e = ok(&mut g, end_turn());
    assert!(!due(&e), "Bob's next turn: none due");
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

/// D10.2: the ending says whether the Province pile ran out and how many other piles are
/// empty, a mixed game's empty Curse pile among them.
#[test]
fn d10_2_the_ending_names_the_province_pile_and_counts_the_other_empty_piles() {
    let report = |province_empty, other_empty| PileReport {
        province_empty,
        other_empty,
    };
    let mut g = game(2, &[]);
    ok(&mut g, Action::EndTurn(report(false, 3)));
    assert_eq!(
        g.ending(),
        Some(Ending::Piles {
            province_empty: false,
            empty_piles: 3
        })
    );
    let mut m = mixed(2);
    ok(&mut m, Action::CursePile { left: 0 });
    ok(&mut m, Action::EndTurn(report(false, 2)));
    assert_eq!(
        m.ending(),
        Some(Ending::Piles {
            province_empty: false,
            empty_piles: 3
        })
    );
    let mut p = game(2, &[]);
    ok(&mut p, Action::EndTurn(report(true, 2)));
    assert_eq!(
        p.ending(),
        Some(Ending::Piles {
            province_empty: true,
            empty_piles: 2
        })
    );
}

// ---- D11: the score ----

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

/// D11.1, D11.3: each living player's score, field by field (the VP typed, the curse tokens,
/// the score that is the VP less the tokens, the turns, the life check that is the life less
/// 10), and no outcome until every living player's VP is typed.
#[test]
fn d11_every_field_of_a_score_and_no_outcome_until_every_vp_is_typed() {
    let mut g = game(2, &[]);
    ok(&mut g, change(ANN, Change::GainCurseTokens(2)));
    let ann_life = g.life(ANN).expect("life points");
    let bob_life = g.life(BOB).expect("life points");
    assert_ne!(ann_life, bob_life, "the tokens cost Ann life");
    ok(
        &mut g,
        Action::EndTurn(PileReport {
            province_empty: true,
            other_empty: 0,
        }),
    );
    ok(
        &mut g,
        Action::EnterVp {
            player: ANN,
            vp: 20,
        },
    );
    assert_eq!(g.outcome(), None, "Bob's VP is not typed yet");
    assert_eq!(g.winners(), None);
    ok(
        &mut g,
        Action::EnterVp {
            player: BOB,
            vp: 17,
        },
    );
    let Some(Outcome::Scored { scores, winners }) = g.outcome() else {
        panic!("scored")
    };
    assert_eq!(
        scores,
        [
            PlayerScore {
                player: ANN,
                vp: 20,
                curse_tokens: 2,
                score: 18,
                turns: 1,
                life_check: Some(ann_life - 10),
            },
            PlayerScore {
                player: BOB,
                vp: 17,
                curse_tokens: 0,
                score: 17,
                turns: 0,
                life_check: Some(bob_life - 10),
            },
        ]
    );
    assert_eq!(winners, [ANN]);
}
