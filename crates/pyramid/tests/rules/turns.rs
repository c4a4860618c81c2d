//! A turn's end: the stability check, the cascade and refill, and what the AI scores (P9-P15).

use crate::common::*;
use Card::*;
use Place::*;
use coop_automa_pyramid::*;

// ---- P9: the stability check ----

#[test]
fn p9_the_rules_examples() {
    assert_eq!(
        pyramid_of(&[(B2, Estate), (M1, Estate), (T, Province)]).instability(),
        None
    );
    assert_eq!(
        pyramid_of(&[(B2, Estate), (M1, Estate), (T, Curse)]).instability(),
        Some(Instability::TopNotVp)
    );
    assert_eq!(
        pyramid_of(&[(B1, Estate), (M2, Estate), (T, Duchy)]).instability(),
        Some(Instability::NotConnected)
    );
    assert_eq!(
        pyramid_of(&[(B1, Estate), (B3, Estate), (M1, Curse), (T, Attack)]).instability(),
        None
    );
    assert_eq!(
        pyramid_of(&[(M1, Estate), (M2, Estate), (T, Duchy)]).instability(),
        Some(Instability::NoBottomCard)
    );
    assert_eq!(
        Places::default().instability(),
        Some(Instability::NoBottomCard)
    );
}

#[test]
fn p9_holes_left_by_scoring_stay_until_start_turn() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    ok(&mut g, Action::Gain { place: B1 });
    ok(&mut g, Action::Gain { place: B2 });
    ok(&mut g, Action::Gain { place: B3 });
    assert_eq!(g.pyramid().len(), 3);
    ok(&mut g, end(0));
    assert_eq!(g.pyramid().len(), 3, "no repair at End turn");
    let events = ok(&mut g, START);
    assert_eq!(
        events[1],
        Event::Unstable {
            why: Instability::NoBottomCard
        }
    );
    assert_eq!(g.pyramid().len(), 6);
}

// ---- P10: cascade and refill ----

#[test]
fn p10_cascade_top_card_falls_to_bottom_row() {
    // {B3, T}: T -> B1 through M1, the lowest and leftmost.
    let mut g = in_turn(
        normal(),
        &[
            Estate, Estate, Estate, Estate, Estate, Estate, Duchy, Province, Duchy, Province,
        ],
    );
    ok(&mut g, Action::Gain { place: B1 });
    ok(&mut g, Action::Gain { place: B2 });
    ok(&mut g, buy(M1));
    ok(&mut g, buy(M2));
    ok(&mut g, end(0));
    let events = ok(&mut g, START);
    assert_eq!(
        events[1],
        Event::Unstable {
            why: Instability::NotConnected
        }
    );
    assert_eq!(
        events[2],
        Event::Fell(Fall {
            card: Estate,
            from: T,
            to: B1
        })
    );
    assert_eq!(
        events[3..],
        [
            Event::Refilled {
                place: B2,
                card: Duchy
            },
            Event::Refilled {
                place: M1,
                card: Province
            },
            Event::Refilled {
                place: M2,
                card: Duchy
            },
            Event::Refilled {
                place: T,
                card: Province
            },
        ]
    );
    assert_eq!(
        places(&g),
        [
            Some(Estate),
            Some(Duchy),
            Some(Estate),
            Some(Province),
            Some(Duchy),
            Some(Province)
        ]
    );
}

#[test]
fn p10_cascade_with_only_the_upper_rows_fills_the_bottom_left_to_right() {
    let mut g = in_turn(normal(), &[Estate, Estate, Estate, Duchy, Province, Duchy]);
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, end(0));
    let events = ok(&mut g, START);
    assert_eq!(
        events[2..5],
        [
            Event::Fell(Fall {
                card: Duchy,
                from: M1,
                to: B1
            }),
            Event::Fell(Fall {
                card: Province,
                from: M2,
                to: B2
            }),
            Event::Fell(Fall {
                card: Duchy,
                from: T,
                to: B3
            }),
        ]
    );
}

#[test]
fn p10_cascade_of_b1_m2_t_gives_m2_to_b2_and_t_to_b3() {
    let mut p = pyramid_of(&[(B1, Estate), (M2, Duchy), (T, Province)]);
    let falls = p.cascade();
    assert_eq!(
        falls,
        vec![
            Fall {
                card: Duchy,
                from: M2,
                to: B2
            },
            Fall {
                card: Province,
                from: T,
                to: B3
            },
        ]
    );
    // T over a full B1-B2 and an empty B3 reaches B3 through M2.
    let mut p = pyramid_of(&[(B1, Estate), (B2, Estate), (T, Colony)]);
    assert_eq!(
        p.cascade(),
        vec![Fall {
            card: Colony,
            from: T,
            to: B3
        }]
    );
    // A card resting on two filled places does not move.
    let mut p = pyramid_of(&[(B1, Estate), (B2, Estate), (M1, Duchy)]);
    assert_eq!(p.cascade(), vec![]);
}

#[test]
fn p10_the_refill_takes_any_card_and_stops_when_the_deck_runs_out() {
    let s = setup(Level::Advanced, Mix::A);
    let mut g = in_turn(
        s,
        &[
            Estate, Estate, Estate, Estate, Estate, Estate, Attack, Duchy, Attack,
        ],
    );
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, end(0));
    ok(&mut g, START);
    assert_eq!(places(&g)[3..], [Some(Attack), Some(Duchy), Some(Attack)]);
    // Almost empty deck: a short refill leaves places empty.
    let mut g = in_turn(normal(), &SIX_ESTATES);
    let mut turns = 0;
    while g.deck_len() > 2 {
        for p in [B1, B2, B3] {
            if g.card_at(p).is_some_and(Card::is_vp) {
                ok(&mut g, Action::Gain { place: p });
            }
        }
        ok(&mut g, end(0));
        ok(&mut g, START);
        turns += 1;
        assert!(turns < 30);
    }
    let left = g.deck_len();
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, end(0));
    let events = ok(&mut g, START);
    assert_eq!(g.deck_len(), 0);
    assert_eq!(
        events.last(),
        Some(&Event::DeckRanOut {
            empty_places: (3 - left) as u8
        })
    );
}

// ---- P11, P12: the AI scores ----

#[test]
fn p12_a_scored_curse_takes_the_score_piles_top_card_to_the_trash() {
    let mut g = in_turn(normal(), &[Duchy, Province, Estate, Estate, Estate, Estate]);
    ok(&mut g, Action::Buy(Buy::Platinum { overpay: 0 }));
    ok(&mut g, pick(B1));
    ok(&mut g, pick(B2));
    assert_eq!(g.score_pile_hidden(), &[Duchy, Province]);
    ok(
        &mut g,
        Action::GiveCurse {
            to: CurseTo::Place(B1),
        },
    );
    ok(&mut g, end(0));
    ok(&mut g, START);
    ok(&mut g, Action::SevenCards);
    let events = ok(&mut g, pick(B1));
    assert_eq!(
        events,
        vec![Event::AiScored {
            card: Curse,
            place: B1,
            fate: Fate::CurseTrashed {
                with: Some(Province)
            }
        }]
    );
    assert_eq!(g.score_pile_hidden(), &[Duchy]);
    assert_eq!(g.trash(), &[Curse, Province]);
}

#[test]
fn p12_a_scored_attack_card_is_trashed_and_nothing_more() {
    let s = setup(Level::Advanced, Mix::A);
    let mut g = in_turn(
        s,
        &[
            Estate, Estate, Estate, Estate, Estate, Estate, Attack, Duchy, Duchy,
        ],
    );
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, end(0));
    ok(&mut g, START);
    // Cascade: M1 -> B1, M2 -> B2, T -> B3; refill M1 Attack, M2 Duchy, T Duchy.
    ok(&mut g, Action::Buy(Buy::Platinum { overpay: 0 }));
    ok(&mut g, pick(B1));
    ok(&mut g, pick(B2));
    ok(&mut g, end(0));
    ok(&mut g, Action::StartTurn { outpost: false });
    ok(&mut g, Action::SevenCards);
    ok(&mut g, pick(B3));
    // Now only the middle row and T: the Attack at M1 can be scored.
    ok(&mut g, Action::FourthAction);
    let events = ok(&mut g, pick(M1));
    assert_eq!(
        events,
        vec![Event::AiScored {
            card: Attack,
            place: M1,
            fate: Fate::AttackTrashed
        }]
    );
    assert_eq!(g.trash(), &[Attack]);
    assert_eq!(g.score_pile_hidden(), &[Estate, Estate, Estate]);
}

// ---- P13: a reshuffle ----

#[test]
fn p13_the_ai_scores_the_leftmost_card_of_the_lowest_row() {
    let mut g = in_turn(normal(), &[Estate, Duchy, Province, Estate, Estate, Estate]);
    ok(&mut g, Action::Gain { place: B1 });
    let events = ok(
        &mut g,
        Action::Reshuffle {
            choice: ReshuffleChoice::AiScores,
        },
    );
    assert_eq!(
        events,
        vec![Event::AiScored {
            card: Duchy,
            place: B2,
            fate: Fate::ScorePile
        }]
    );
    ok(&mut g, end(0));
    // Between turns too.
    ok(
        &mut g,
        Action::Reshuffle {
            choice: ReshuffleChoice::AiScores,
        },
    );
    assert_eq!(g.score_pile_hidden(), &[Duchy, Province]);
}

#[test]
fn p13_with_an_empty_pyramid_the_ai_scores_nothing() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    for p in [T, M1, M2] {
        ok(&mut g, buy(p));
    }
    let events = ok(
        &mut g,
        Action::Reshuffle {
            choice: ReshuffleChoice::AiScores,
        },
    );
    assert_eq!(events, vec![Event::AiScoresNothing { why: None }]);
}
