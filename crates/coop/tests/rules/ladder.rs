//! The difficulty ladder (R7, R8) on hand-made histories, and the score timeline: the
//! automa's score by round with its takes and tokens. (The results file and the CSV export
//! are tested in the app's `tests/all/results.rs`.)

use coop_automa_coop::{
    Action, CoopSession, Gain, Game, Played, Setup, Step, SupplyPile, advise, balance_point,
};

const fn step(provinces: u8, duchies: u8) -> Step {
    Step { provinces, duchies }
}

fn played(p: u8, d: u8, win: bool, when: i64) -> Played {
    Played {
        step: step(p, d),
        humans_win: win,
        when,
    }
}

#[test]
fn r8_the_ladder_runs_from_3_provinces_to_12_and_10_duchies() {
    assert_eq!(step(3, 0).level(), Some(0));
    assert_eq!(step(11, 0).level(), Some(8));
    assert_eq!(step(12, 0).level(), Some(9));
    assert_eq!(step(12, 10).level(), Some(19));
    for bad in [step(2, 0), step(13, 0), step(11, 1), step(12, 11)] {
        assert_eq!(bad.level(), None, "{bad:?} is outside R8");
        assert_eq!(bad.harder(), None);
    }
    // A step is one Duchy; with no Duchies and fewer than 12 Provinces, one Province.
    assert_eq!(step(12, 4).harder(), Some(step(12, 5)));
    assert_eq!(step(12, 4).easier(), Some(step(12, 3)));
    assert_eq!(step(12, 0).easier(), Some(step(11, 0)));
    assert_eq!(step(11, 0).harder(), Some(step(12, 0)));
    assert_eq!(step(7, 0).easier(), Some(step(6, 0)));
    // The ends of R8.
    assert_eq!(step(12, 10).harder(), None);
    assert_eq!(step(3, 0).easier(), None);
    for level in 0..=19 {
        let s = Step::at_level(level).unwrap();
        assert_eq!(s.level(), Some(level));
        assert!(coop_automa_coop::check_counts(s.provinces, s.duchies).is_ok());
    }
    assert_eq!(Step::at_level(20), None);
}

#[test]
fn after_a_win_one_step_harder_after_a_loss_one_easier() {
    assert_eq!(advise(&[]), None);
    let a = advise(&[played(12, 4, true, 1)]).unwrap();
    assert_eq!((a.next, a.because_win), (step(12, 5), true));
    let a = advise(&[played(12, 4, true, 1), played(12, 5, false, 2)]).unwrap();
    assert_eq!(a.next, step(12, 4), "the latest result decides");
    assert_eq!(a.balance, Some((step(12, 4), step(12, 5))));
    // Order is by date, not by position in the list.
    let a = advise(&[played(12, 5, false, 9), played(12, 4, true, 3)]).unwrap();
    assert_eq!(a.next, step(12, 4));
    // At the edges of R8 the suggestion stays inside.
    assert_eq!(
        advise(&[played(12, 10, true, 1)]).unwrap().next,
        step(12, 10)
    );
    assert_eq!(advise(&[played(3, 0, false, 1)]).unwrap().next, step(3, 0));
    assert_eq!(
        advise(&[played(12, 0, false, 1)]).unwrap().next,
        step(11, 0)
    );
    assert_eq!(advise(&[played(11, 0, true, 1)]).unwrap().next, step(12, 0));
}

#[test]
fn the_balance_point_is_the_hardest_win_with_a_loss_one_step_harder() {
    assert_eq!(
        balance_point(&[played(12, 4, true, 1), played(12, 6, false, 2)]),
        None
    );
    // A loss one step easier than a win is luck, not a balance point.
    assert_eq!(
        balance_point(&[played(12, 5, true, 1), played(12, 4, false, 2)]),
        None
    );
    let history = [
        played(8, 0, true, 1),
        played(9, 0, false, 2),
        played(9, 0, true, 3),
        played(10, 0, false, 4),
    ];
    assert_eq!(balance_point(&history), Some((step(9, 0), step(10, 0))));
    // Across the R8 seam: 11 Provinces won, 12 and no Duchies lost.
    assert_eq!(
        balance_point(&[played(11, 0, true, 1), played(12, 0, false, 2)]),
        Some((step(11, 0), step(12, 0)))
    );
}

#[test]
fn the_timeline_has_the_automa_score_by_round_with_takes_and_tokens() {
    let mut s = Setup::custom(["A", "B"], 12, 4);
    s.seed = Some(1);
    let mut g = Game::new(s).unwrap();
    for _ in 0..3 {
        g.apply(Action::EndTurn).unwrap();
        g.apply(Action::EndTurn).unwrap();
        g.apply(Action::AutomaStep).unwrap();
        if !matches!(g.phase(), coop_automa_coop::Phase::Turn { .. }) {
            g.apply(Action::AutomaDone).unwrap();
        }
        g.apply(Action::AttackPlayed).unwrap();
    }
    let t = g.timeline();
    let scores: Vec<(u32, i32, u8)> = t
        .rounds
        .iter()
        .map(|r| (r.round, r.score, r.tokens))
        .collect();
    // Round 1: nothing; round 2: a Duchy (6) and the first token; round 3: a Hex and a token.
    assert_eq!(scores, vec![(1, 0, 0), (2, 5, 1), (3, 4, 2), (4, 3, 3)]);
    assert!(t.gains.contains(&(2, Gain::Card(SupplyPile::Duchy))));
    assert_eq!(
        t.gains[0],
        (2, Gain::Token),
        "the Attack after round 1's step is in round 2"
    );
    assert_eq!(t.gains.iter().filter(|(_, g)| *g == Gain::Token).count(), 3);
}

/// The difficulty ladder level by level, written out from R8's range: 3 to 12 Provinces with
/// no Duchy (levels 0 to 9), then 12 Provinces with 1 to 10 Duchies (levels 10 to 19).
#[test]
fn r7_r8_every_level_of_the_ladder_is_its_counts() {
    let table: Vec<(u8, u8)> = (3..=12)
        .map(|p| (p, 0))
        .chain((1..=10).map(|d| (12, d)))
        .collect();
    assert_eq!(table.len(), 20);
    for (level, &(provinces, duchies)) in table.iter().enumerate() {
        let s = Step::at_level(level as u8).unwrap();
        assert_eq!(
            (s.provinces, s.duchies),
            (provinces, duchies),
            "level {level}"
        );
    }
}
