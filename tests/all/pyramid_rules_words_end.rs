//! The pyramid's end, scores, verdict, undo and saves (P23-P29) in the table's words. The
//! rules without their words are tested in `crates/pyramid/tests/rules`.

use crate::common::pyramid_rules::*;
use Card::*;
use Place::*;
use coop_automa::app::pyramid::words::{
    action_words, error_words, event_words, step_words, verdict_words,
};
use coop_automa::engine::ReplayError;
use coop_automa::modes::pyramid::*;

// ---- P23, P24, P25: the end ----

#[test]
fn p23_ending_a_turn_is_told_with_its_empty_piles_only_when_there_are_some() {
    let mut g = in_turn(normal(), &[]);
    ok(&mut g, end(0));
    assert_eq!(step_words(&g, true).unwrap(), "End turn 1");
    g.undo().unwrap();
    ok(&mut g, end(2));
    assert_eq!(
        step_words(&g, true).unwrap(),
        "End turn 1 (2 other piles empty)"
    );
}

#[test]
fn p23_three_empty_piles_end_the_game_at_end_turn() {
    let mut g = in_turn(normal(), &[]);
    assert_eq!(
        refused(&mut g, end(21)),
        "Empty supply piles other than the Curse pile: 21 is out of range; enter 0 to 20."
    );
    ok(&mut g, end(2));
    assert_eq!(g.phase(), Phase::BetweenTurns);
    ok(&mut g, START);
    let events = ok(&mut g, end(3));
    let ending = Ending::EndOfTurn {
        empty_piles: 3,
        by_piles: true,
        by_pyramid: false,
    };
    assert_eq!(events[1], Event::GameOver { ending });
    assert_eq!(g.ending().unwrap().rules(), "P23");
    assert_eq!(
        refused(&mut g, START),
        "The game is over: only the final counts can be entered, or undo to go back."
    );
}

#[test]
fn p24_an_empty_pyramid_and_deck_end_the_game() {
    let mut g = drained();
    assert_eq!(g.taken().len(), 30);
    let events = ok(&mut g, end(0));
    let ending = Ending::EndOfTurn {
        empty_piles: 0,
        by_piles: false,
        by_pyramid: true,
    };
    assert_eq!(events[1], Event::GameOver { ending });
    assert_eq!(g.ending().unwrap().rules(), "P24");
    g.undo().unwrap();
    ok(&mut g, end(3));
    assert_eq!(g.ending().unwrap().rules(), "P23 and P24");
    assert!(event_words(g.setup(), &g.log().last().unwrap().1[1]).contains(", and the pyramid"));
}

#[test]
fn p25_no_buy_possible_loses_at_once_unscored() {
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Estate, Estate, Estate]);
    ok(&mut g, Action::SevenCards);
    ok(&mut g, pick(B1));
    let events = ok(&mut g, Action::NoBuyPossible);
    assert_eq!(
        events,
        vec![Event::GameOver {
            ending: Ending::NoBuyPossible
        }]
    );
    assert_eq!(g.verdict(), Some(Verdict::LossNoBuy));
    assert_eq!(
        verdict_words(Verdict::LossNoBuy, Level::Normal),
        "loss: no buy possible"
    );
    assert_eq!(g.score_pile(), Some(&[Duchy][..]));
    assert_eq!(
        refused(&mut g, Action::Final(FinalEntries::default())),
        "The game was lost with no buy possible: it is not scored."
    );
    assert!(matches!(g.outcome(), Some(Outcome::NoBuyPossible)));
}

// ---- P26, P27, P28: scoring ----

#[test]
fn p27_a_count_out_of_range_is_refused_naming_the_field() {
    let mut g = over_with_score_pile(normal(), &[], 0, 2);
    let mut e = entries();
    e.curses = 3;
    assert_eq!(
        refused(&mut g, Action::Final(e)),
        "Curses owned: 3 is out of range; enter 0 to 2."
    );
    let mut e = entries();
    e.coppers = 13;
    assert_eq!(
        refused(&mut g, Action::Final(e)),
        "Coppers in the deck: 13 is out of range; enter 0 to 12."
    );
    let mut e = entries();
    e.kingdom_vp = 1000;
    assert!(
        refused(&mut g, Action::Final(e))
            .starts_with("VP still in the kingdom's Victory piles: 1000")
    );
    let mut e = entries();
    e.ruins = 51;
    assert!(refused(&mut g, Action::Final(e)).contains("enter 0 to 50"));
    let mut e = entries();
    e.full_piles = 11;
    assert!(refused(&mut g, Action::Final(e)).contains("enter 0 to 10"));
    let mut e = entries();
    e.shelters = 4;
    assert!(refused(&mut g, Action::Final(e)).contains("enter 0 to 3"));
}

#[test]
fn p28_the_final_counts_may_be_entered_again_and_the_last_counts() {
    // Score to beat 41 (P26 test): 41 ties and loses, 42 wins at level 1.
    let mut g = over_with_score_pile(normal(), &[Duchy, Province, Estate], 2, 2);
    let mut e = entries();
    e.player_vp = 61;
    ok(&mut g, Action::Final(e));
    assert_eq!(g.final_score().unwrap().difference, 0);
    assert_eq!(g.verdict(), Some(Verdict::Loss));
    e.player_vp = 62;
    let events = ok(&mut g, Action::Final(e));
    assert_eq!(
        events,
        vec![Event::Scored {
            to_beat: 41,
            player: 42,
            verdict: Verdict::Victory(1)
        }]
    );
    assert_eq!(g.verdict(), Some(Verdict::Victory(1)));
    assert!(matches!(g.outcome(), Some(Outcome::Scored(_))));
    assert_eq!(
        refused(&mut g, START),
        "The game is over: only the final counts can be entered, or undo to go back."
    );
    g.undo().unwrap();
    assert_eq!(g.final_score().unwrap().player.total, 41);
}

#[test]
fn p28_final_counts_before_the_end_are_refused() {
    let mut g = in_turn(normal(), &[]);
    assert_eq!(
        refused(&mut g, Action::Final(entries())),
        "The final counts are entered once the game is over."
    );
}

#[test]
fn p28_level_4_at_expert_reads_as_a_perfect_game() {
    assert_eq!(
        verdict_words(Verdict::Victory(4), Level::Expert),
        "level 4 victory (a perfect game)"
    );
    assert_eq!(
        verdict_words(Verdict::Victory(4), Level::Normal),
        "level 4 victory (time to move up a level)"
    );
    assert_eq!(
        verdict_words(Verdict::Victory(2), Level::Expert),
        "level 2 victory"
    );
}

// ---- P29: undo and redo ----

#[test]
fn p29_undo_restores_everything_and_redo_deals_the_same_cards() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    for p in [B1, B2, B3] {
        ok(&mut g, Action::Gain { place: p });
    }
    ok(&mut g, end(0));
    let before = g.clone();
    let events = ok(&mut g, START);
    let after = g.clone();
    assert_eq!(g.undo().unwrap(), START);
    assert_eq!(g.state(), before.state());
    assert_eq!(g.redo().unwrap(), events);
    assert_eq!(g, after);
    assert_eq!(step_words(&g, true).unwrap(), "Start turn 2");
    g.undo().unwrap();
    assert_eq!(step_words(&g, false).unwrap(), "Start turn 2");
    ok(
        &mut g,
        Action::Reshuffle {
            choice: ReshuffleChoice::TakeCurse,
        },
    );
    assert_eq!(
        step_words(&g, false),
        None,
        "a new action drops the redo list"
    );
    while g.undo().is_ok() {}
    assert_eq!(g.state(), g.start_state());
    assert_eq!(
        error_words(&g.undo().unwrap_err()),
        "There is nothing to undo: no action has been taken yet."
    );
}

#[test]
fn p29_a_saved_game_replays_to_the_same_game() {
    let mut g = in_turn(setup(Level::Advanced, Mix::B), &[]);
    ok(&mut g, Action::Buy(Buy::Platinum { overpay: 0 }));
    ok(&mut g, pick(B2));
    ok(&mut g, pick(B1));
    g.undo().unwrap();
    let text = ron::to_string(&g.record()).unwrap();
    let loaded = PyramidGame::replay(ron::from_str(&text).unwrap()).unwrap();
    assert_eq!(loaded, g);
    // A record whose cards do not add up to its mix is refused.
    let mut bad = g.record();
    bad.start.order.push(Attack);
    let e = PyramidGame::replay(bad).unwrap_err();
    let ReplayError::Start(why) = &e else {
        panic!("{e:?}")
    };
    assert!(error_words(why).contains("The order holds"));
    // One whose actions break a rule is refused, naming the action in the log's words.
    let mut bad = g.record();
    let broken = Action::Gain { place: T };
    bad.actions.push(broken);
    let e = PyramidGame::replay(bad).unwrap_err();
    let label = action_words(g.setup(), &broken);
    assert!(label.contains("Gain"), "{label}");
    let ReplayError::Action { action, .. } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(*action, broken);
}
