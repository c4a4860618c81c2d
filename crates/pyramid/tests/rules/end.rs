//! The end, the scores and the verdict (P23-P29).

use crate::common::*;
use Card::*;
use Place::*;
use coop_automa_pyramid as pyramid;
use coop_automa_pyramid::*;

// ---- P23, P24, P25: the end ----

#[test]
fn p24_an_empty_pyramid_with_cards_in_the_deck_goes_on_and_refills() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    for p in [T, M1, M2] {
        ok(&mut g, buy(p));
    }
    assert!(g.pyramid().is_empty());
    ok(&mut g, end(0));
    assert_eq!(g.phase(), Phase::BetweenTurns);
    ok(&mut g, START);
    assert_eq!(g.pyramid().len(), 6);
}

/// P23: the table's empty piles, and the Curse pile once empty, end the game at three; the
/// ending says how many, and by which rule. Both sides of each edge: two piles go on, the
/// Curse pile full counts nothing, the Curse pile empty counts one.
#[test]
fn p23_three_empty_piles_end_the_game_counting_an_empty_curse_pile() {
    let mut g = in_turn(normal(), &[]);
    let e = ok(&mut g, end(2));
    assert!(e.contains(&Event::TurnEnded {
        turn: 1,
        empty_piles: 2
    }));
    assert_eq!((g.phase(), g.ending()), (Phase::BetweenTurns, None));
    ok(&mut g, START);
    while g.curses_left() > 0 {
        let choice = ReshuffleChoice::TakeCurse;
        ok(&mut g, Action::Reshuffle { choice });
    }
    let e = ok(&mut g, end(2));
    assert!(e.contains(&Event::TurnEnded {
        turn: 2,
        empty_piles: 3
    }));
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(
        g.ending(),
        Some(Ending::EndOfTurn {
            empty_piles: 3,
            by_piles: true,
            by_pyramid: false
        })
    );
}

/// P23, the Curse pile's edge (issue 61: the pile counted empty with one Curse left survived
/// the tests): with one Curse left it is no empty pile (two others: the game goes on); with
/// none it is (two others: over).
#[test]
fn p23_one_curse_left_is_no_empty_pile_and_none_is() {
    let mut g = in_turn(normal(), &[]);
    while g.curses_left() > 1 {
        let choice = ReshuffleChoice::TakeCurse;
        ok(&mut g, Action::Reshuffle { choice });
    }
    assert_eq!(g.curses_left(), 1);
    // The table's 2 empty piles, and the Curse pile's count when it is empty.
    let counted = |e: Vec<Event>| {
        e.iter().find_map(|e| match *e {
            Event::TurnEnded { empty_piles, .. } => Some(empty_piles),
            _ => None,
        })
    };
    assert_eq!(counted(ok(&mut g, end(2))), Some(2));
    assert_eq!((g.phase(), g.ending()), (Phase::BetweenTurns, None));
    ok(&mut g, START);
    let choice = ReshuffleChoice::TakeCurse;
    ok(&mut g, Action::Reshuffle { choice });
    assert_eq!(g.curses_left(), 0);
    assert_eq!(counted(ok(&mut g, end(2))), Some(3));
    assert_eq!(g.phase(), Phase::Over);
}

/// P23: the table types how many piles are empty, at most 20 (a supply has no more): 20 is
/// taken, 21 refused and nothing changes.
#[test]
fn p23_twenty_empty_piles_are_taken_and_twenty_one_refused() {
    let mut g = in_turn(normal(), &[]);
    let before = g.clone();
    let refused = g.apply(end(MAX_EMPTY_PILES + 1)).unwrap_err();
    assert_eq!(refused, PyramidError::EmptyPiles { piles: 21, max: 20 });
    assert_eq!(g, before);
    ok(&mut g, end(MAX_EMPTY_PILES));
    assert_eq!(
        g.ending(),
        Some(Ending::EndOfTurn {
            empty_piles: 20,
            by_piles: true,
            by_pyramid: false
        })
    );
}

/// P25: the player who cannot buy loses at once, unscored; only during a turn.
#[test]
fn p25_no_buy_possible_ends_the_game_lost_and_only_in_a_turn() {
    let mut g = in_turn(normal(), &[]);
    ok(&mut g, Action::NoBuyPossible);
    assert_eq!(
        (g.phase(), g.ending()),
        (Phase::Over, Some(Ending::NoBuyPossible))
    );
    let mut between = in_turn(normal(), &[]);
    ok(&mut between, end(0));
    let before = between.clone();
    let refused = between.apply(Action::NoBuyPossible).unwrap_err();
    assert_eq!(refused, PyramidError::NoBuyOutsideTurn);
    assert_eq!(between, before);
}

/// P14, P15: on an Outpost turn neither the 7 cards nor the fourth Action makes the AI score;
/// on the next turn both do again.
#[test]
fn p14_p15_an_outpost_turn_refuses_both_reactions_and_the_next_turn_takes_them() {
    let mut g = in_turn(normal(), &[]);
    ok(&mut g, end(0));
    ok(&mut g, Action::StartTurn { outpost: true });
    for (action, what) in [
        (Action::SevenCards, OncePerTurn::SevenCards),
        (Action::FourthAction, OncePerTurn::FourthAction),
    ] {
        assert_eq!(g.apply(action), Err(PyramidError::OutpostTurn { what }));
    }
    ok(&mut g, end(0));
    ok(&mut g, START);
    ok(&mut g, Action::SevenCards);
}

// ---- P26, P27, P28: scoring ----

#[test]
fn p26_the_score_to_beat_term_by_term() {
    let mut g = over_with_score_pile(normal(), &[Duchy, Province, Estate], 2, 2);
    assert_eq!(g.score_pile(), Some(&[Duchy, Province][..]));
    ok(&mut g, Action::Final(entries()));
    let f = *g.final_score().unwrap();
    assert_eq!(
        f.to_beat,
        ScoreToBeat {
            ai_cards: 2,
            ai_points: 6,
            kingdom_vp: 10,
            cards_left: 28,
            left_points: 28,
            curses_left: 3,
            curse_points: -3,
            total: 41,
        }
    );
}

#[test]
fn p26_master_counts_face_value_and_two_per_card_left() {
    let master = setup(Level::Master, Mix::new(12, 6, 6, 6));
    let mut g = over_with_score_pile(master, &[Colony, Duchy, Estate], 2, 0);
    ok(&mut g, Action::Final(FinalEntries::default()));
    let t = g.final_score().unwrap().to_beat;
    assert_eq!(
        (t.ai_points, t.cards_left, t.left_points, t.curse_points),
        (13, 28, 56, -5)
    );
    // Attack cards and Curses left count nothing.
    assert_eq!(g.deck_len() + g.pyramid().len(), 33);
    assert_eq!(t.total, 13 + 56 - 5);
    let expert = setup(Level::Expert, Mix::B);
    let mut g = over_with_score_pile(expert, &[Colony, Duchy, Estate], 2, 0);
    ok(&mut g, Action::Final(FinalEntries::default()));
    assert_eq!(g.final_score().unwrap().to_beat.ai_points, 10);
    assert_eq!(g.final_score().unwrap().to_beat.left_points, 56);
}

#[test]
fn p26_a_curse_or_attack_card_left_in_the_pyramid_counts_nothing() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    ok(&mut g, Action::Gain { place: B1 });
    ok(
        &mut g,
        Action::GiveCurse {
            to: CurseTo::Place(B1),
        },
    );
    ok(&mut g, end(3));
    ok(&mut g, Action::Final(FinalEntries::default()));
    let t = g.final_score().unwrap().to_beat;
    assert_eq!((t.cards_left, t.curses_left, t.total), (29, 4, 29 - 4));
}

#[test]
fn p27_the_players_score_term_by_term() {
    let mut g = over_with_score_pile(normal(), &[Duchy, Province, Estate], 2, 2);
    ok(&mut g, Action::Final(entries()));
    let p = g.final_score().unwrap().player;
    assert_eq!(
        p,
        PlayerScore {
            vp: 50,
            curses: -2,
            coppers: -6,
            shelters: -3,
            ruins: -4,
            full_piles: -5,
            total: 30
        }
    );
    let mut e = entries();
    e.single_trasher = true;
    e.no_trasher = true;
    ok(&mut g, Action::Final(e));
    let p = g.final_score().unwrap().player;
    assert_eq!((p.coppers, p.shelters, p.total), (-3, -2, 34));
}

/// P27: the Curses the player owns are at most those taken out of the supply (five less those
/// left): two taken, two are taken, three refused with the count and its bound.
#[test]
fn p27_the_curses_owned_are_at_most_those_taken_from_the_supply() {
    let g = over_with_score_pile(normal(), &[Duchy, Province, Estate], 2, 2);
    assert_eq!(g.curses_left(), 3);
    let mut too_many = g.clone();
    let mut e = entries();
    e.curses = 3;
    assert_eq!(
        too_many.apply(Action::Final(e)).unwrap_err(),
        PyramidError::FinalCount {
            field: FinalField::Curses,
            value: 3,
            max: 2
        }
    );
    assert_eq!(too_many, g);
    let mut taken = g.clone();
    e.curses = 2;
    ok(&mut taken, Action::Final(e));
    assert!(taken.final_score().is_some());
}

#[test]
fn p27_easy_counts_curses_only() {
    let mut g = over_with_score_pile(setup(Level::Easy, Mix::A), &[], 0, 1);
    let mut e = entries();
    e.curses = 1;
    e.coppers = 99; // not asked at Easy: ignored, not checked
    ok(&mut g, Action::Final(e));
    assert_eq!(g.final_score().unwrap().player.total, 49);
}

#[test]
fn p28_the_verdict_by_difference_a_tie_loses() {
    let cases = [
        (-3, Verdict::Loss),
        (0, Verdict::Loss),
        (1, Verdict::Victory(1)),
        (5, Verdict::Victory(1)),
        (6, Verdict::Victory(2)),
        (10, Verdict::Victory(2)),
        (11, Verdict::Victory(3)),
        (15, Verdict::Victory(3)),
        (16, Verdict::Victory(4)),
        (90, Verdict::Victory(4)),
    ];
    for (difference, verdict) in cases {
        assert_eq!(Verdict::of(difference), verdict, "{difference}");
    }
}

/// P28: every level of victory is a victory; a loss, scored or by P25, is not.
#[test]
fn p28_victories_of_every_level_are_victories_and_losses_are_not() {
    for n in 1..=4 {
        assert!(Verdict::Victory(n).is_victory());
    }
    assert!(!Verdict::Loss.is_victory());
    assert!(!Verdict::LossNoBuy.is_victory());
}

/// P28: only a level 4 victory suggests the next level up, and there is none above Master.
#[test]
fn p28_a_level_4_victory_suggests_the_next_level_and_nothing_else_does() {
    use Level::*;
    assert_eq!(pyramid::next_level(Easy, Verdict::Victory(4)), Some(Normal));
    assert_eq!(
        pyramid::next_level(Normal, Verdict::Victory(4)),
        Some(Advanced)
    );
    assert_eq!(
        pyramid::next_level(Expert, Verdict::Victory(4)),
        Some(Master)
    );
    assert_eq!(pyramid::next_level(Master, Verdict::Victory(4)), None);
    for verdict in [Verdict::Victory(3), Verdict::Loss, Verdict::LossNoBuy] {
        assert_eq!(pyramid::next_level(Normal, verdict), None, "{verdict:?}");
    }
}
