//! Warrior battles and the other attacks (D8).

use crate::common::*;
use CurseCard::*;
use coop_automa_duel::*;

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
    ok(&mut g, mark(CY, true));
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
    ok(&mut g, mark(ANN, true));
    let e = ok(&mut g, warrior(5, &[(BOB, Answer::VACCINATION)]));
    assert_eq!(drew(&e), vec![(ANN, Curse)]);
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
fn d8_10_a_vaccination_covers_only_its_own_attack() {
    let mut g = game(2, &[Curse, Curse, Curse]);
    let e = ok(&mut g, warrior(5, &[(BOB, Answer::VACCINATION)]));
    assert_eq!(drew(&e), vec![(ANN, Curse)]);
    let e = ok(&mut g, warrior(6, &[]));
    assert_eq!(drew(&e), vec![(BOB, Curse)]);
}
