//! Victory, Curse and token changes, passing Curse cards, elimination (D5-D7).

use crate::common::*;
use CurseCard::*;
use coop_automa_duel::*;

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

// ---- D7: elimination and the last player ----

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
