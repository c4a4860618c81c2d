//! The Duel's Warrior battles and other attacks (D8) in the table's words. The rules without
//! their words are tested in `crates/duel/tests/rules`.

use crate::common::duel_rules::*;
use CurseCard::*;
use coop_automa::app::duel::words;
use coop_automa::modes::duel::*;

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
    ok(&mut g, mark(ANN, true));
    ok(&mut g, mark(BOB, true));
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
    ok(&mut g, mark(BOB, false));
    assert!(!g.sith_lord(BOB));
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
