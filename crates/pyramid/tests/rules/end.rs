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
