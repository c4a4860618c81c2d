//! The session's own tests: undo, redo, replay and saving of a toy mode.

use super::*;
use crate::{GameRng, checks};
use serde::{Deserialize, Serialize};

/// The smallest mode that deals cards: a deck of 0..10 shuffled from the seed; "Draw"
/// takes the top card, and reshuffles the drawn ones with the state's generator when the
/// deck is empty, so redo must deal the same card from the same generator.
struct Draw;

#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
struct Start {
    seed: u64,
    deck: Vec<u8>,
}

#[derive(Clone, PartialEq, Debug)]
struct State {
    deck: Vec<u8>,
    drawn: Vec<u8>,
    rng: GameRng,
}

#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
enum Action {
    Draw,
    Stop,
}

impl Rules for Draw {
    type Setup = u64;
    type Start = Start;
    type State = State;
    type Action = Action;
    type Event = u8;
    type Error = String;
    type Outcome = usize;
    const MODE: &'static str = "draw";
    const VERSION: u32 = 1;

    fn start(seed: u64) -> Result<Start, String> {
        let mut rng = GameRng::from_seed(seed);
        let mut deck: Vec<u8> = (0..10).collect();
        rng.shuffle(&mut deck);
        Ok(Start { seed, deck })
    }
    fn setup(start: &Start) -> &u64 {
        &start.seed
    }
    fn begin(start: &Start) -> Result<State, String> {
        if start.deck.len() != 10 {
            return Err("the deck must hold 10 cards".into());
        }
        Ok(State {
            deck: start.deck.clone(),
            drawn: Vec::new(),
            rng: GameRng::from_seed(start.seed ^ 1),
        })
    }
    fn play(_: &Start, state: &mut State, action: Action) -> Result<Vec<u8>, String> {
        if CLOSED.get() {
            return Err("the table is closed".into());
        }
        match action {
            Action::Stop => Err("Stop is never allowed".into()),
            Action::Draw => {
                if state.deck.is_empty() {
                    state.deck = std::mem::take(&mut state.drawn);
                    state.rng.shuffle(&mut state.deck);
                }
                let mut card = state.deck.pop().ok_or("no cards")?;
                if FORGETFUL.get() > 0 {
                    FORGETFUL.set(FORGETFUL.get() + 1);
                    card = card.wrapping_add(FORGETFUL.get());
                }
                state.drawn.push(card);
                Ok(vec![card])
            }
        }
    }
    fn outcome(state: &State) -> Option<usize> {
        (state.drawn.len() == 10).then_some(10)
    }
    fn is_over(state: &State) -> bool {
        state.drawn.len() == 10
    }
    fn seed(seed: &u64) -> u64 {
        *seed
    }
    fn nothing_to_undo() -> String {
        "nothing to undo".into()
    }
    fn nothing_to_redo() -> String {
        "nothing to redo".into()
    }
    type Saved = Record<Draw>;
    fn saved(record: Record<Draw>) -> Record<Draw> {
        record
    }
    fn from_saved(saved: Record<Draw>) -> Record<Draw> {
        saved
    }
}

thread_local! {
    /// Makes `Draw` refuse everything: a redo that fails, which real rules (the same
    /// action on the same state) never do, so the engine's answer to it is tested here.
    static CLOSED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Makes `Draw` deal by a count kept outside its state, as a mode that forgot to keep
    /// its generator in the state would: redo deals another card.
    static FORGETFUL: std::cell::Cell<u8> = const { std::cell::Cell::new(0) };
}

fn drawn(session: &mut Session<Draw>, n: usize) -> Vec<u8> {
    (0..n)
        .flat_map(|_| session.apply(Action::Draw).unwrap())
        .collect()
}

#[test]
fn a_refusal_changes_nothing() {
    let mut s = Session::<Draw>::new(7).unwrap();
    drawn(&mut s, 3);
    let before = s.clone();
    assert_eq!(s.apply(Action::Stop).unwrap_err(), "Stop is never allowed");
    assert_eq!(s, before);
}

#[test]
fn a_redo_refused_changes_nothing_and_keeps_the_action_to_redo() {
    let mut s = Session::<Draw>::new(7).unwrap();
    assert_eq!(s.undo_action(), None);
    let cards = drawn(&mut s, 2);
    assert_eq!(s.outcome(), None, "not over with 8 cards to draw");
    assert_eq!(s.undo_action(), Some(Action::Draw));
    s.undo().unwrap();
    let before = s.clone();
    CLOSED.set(true);
    assert_eq!(s.redo().unwrap_err(), "the table is closed");
    CLOSED.set(false);
    assert_eq!(s, before);
    assert_eq!(s.redo_action(), Some(Action::Draw));
    assert_eq!(s.redo().unwrap(), vec![cards[1]]);
    drawn(&mut s, 8);
    assert_eq!(s.outcome(), Some(10), "over when all 10 are drawn");
}

/// Equality is what the refusal and undo tests judge by: it must see the table, the
/// past and the redo branch.
#[test]
fn sessions_differ_by_their_table_their_past_or_their_redo_branch() {
    let mut s = Session::<Draw>::new(7).unwrap();
    drawn(&mut s, 1);
    assert_eq!(s, s.clone());
    let mut table = s.clone();
    table.state_mut().drawn.push(99);
    assert_ne!(s, table, "the same start and past, another table");
    let mut branch = s.clone();
    drawn(&mut branch, 1);
    branch.undo().unwrap();
    assert_eq!(branch.state(), s.state());
    assert_ne!(s, branch, "the same table, a redo branch");
    assert_ne!(s, Session::<Draw>::new(8).unwrap());
    let shown = format!("{s:?}");
    assert!(
        shown.starts_with("Session") && shown.contains("\"draw\"") && shown.contains("actions: 1"),
        "{shown}"
    );
}

#[test]
fn undo_restores_and_redo_deals_the_same_cards_across_a_reshuffle() {
    let mut s = Session::<Draw>::new(7).unwrap();
    let first = drawn(&mut s, 14);
    let end = s.clone();
    for _ in 0..6 {
        s.undo().unwrap();
    }
    assert_eq!(s.state(), &{
        let mut t = Session::<Draw>::new(7).unwrap();
        drawn(&mut t, 8);
        t.state().clone()
    });
    let again: Vec<u8> = (0..6).flat_map(|_| s.redo().unwrap()).collect();
    assert_eq!(again, first[8..]);
    assert_eq!(s, end);
    assert_eq!(s.redo().unwrap_err(), "nothing to redo");
}

#[test]
fn a_new_action_ends_the_redo_branch_and_undo_stops_at_the_start() {
    let mut s = Session::<Draw>::new(3).unwrap();
    drawn(&mut s, 2);
    s.undo().unwrap();
    assert_eq!(s.redo_action(), Some(Action::Draw));
    drawn(&mut s, 1);
    assert_eq!(s.redo_action(), None);
    s.undo().unwrap();
    s.undo().unwrap();
    assert_eq!(s.undo().unwrap_err(), "nothing to undo");
    assert_eq!(s.state(), s.start_state());
}

#[test]
fn a_record_replays_to_the_same_game_with_its_redo_branch_and_future_draws() {
    let mut s = Session::<Draw>::new(11).unwrap();
    drawn(&mut s, 12);
    s.undo().unwrap();
    s.undo().unwrap();
    let text = ron::to_string(&s.record()).unwrap();
    let mut loaded = Session::<Draw>::replay(ron::from_str(&text).unwrap()).unwrap();
    assert_eq!(loaded, s);
    assert_eq!(drawn(&mut loaded, 9), drawn(&mut s, 9));
}

#[test]
fn a_record_that_cannot_be_played_is_refused_by_the_action_it_breaks() {
    let mut s = Session::<Draw>::new(11).unwrap();
    drawn(&mut s, 2);
    let mut record = s.record();
    record.actions.push(Action::Stop);
    let e = Session::<Draw>::replay(record).unwrap_err();
    assert_eq!(
        e,
        ReplayError::Action {
            number: 3,
            setup: 11,
            action: Action::Stop,
            error: "Stop is never allowed".into()
        }
    );
    let mut bad = s.record();
    bad.start.deck.pop();
    assert_eq!(
        Session::<Draw>::replay(bad).unwrap_err(),
        ReplayError::Start("the deck must hold 10 cards".into())
    );
}

/// The modes' shared property checks pass where the engine is right, across a reshuffle,
/// and speak when a game or its copy goes astray.
#[test]
fn the_shared_checks_pass_on_exact_games_and_fail_on_parted_ones() {
    let mut s = Session::<Draw>::new(5).unwrap();
    for _ in 0..14 {
        checks::undo_and_redo_are_exact(&mut s, Action::Draw).unwrap();
        checks::undo_and_redo_are_exact(&mut s, Action::Stop).unwrap();
    }
    assert_eq!(s.actions_applied(), 14);
    let draw = |_: &Session<Draw>, _: &mut GameRng| Some(Action::Draw);
    let mut loaded = Session::replay(s.record()).unwrap();
    checks::play_on_alike(&mut s, &mut loaded, 1, 20, draw).unwrap();
    let mut other = Session::<Draw>::new(6).unwrap();
    let mut copy = other.clone();
    copy.state_mut().rng = GameRng::from_seed(0);
    assert!(checks::play_on_alike(&mut other, &mut copy, 1, 20, draw).is_err());
    let mut seen = Session::<Draw>::new(6).unwrap();
    let mut moved = seen.clone();
    drawn(&mut moved, 1);
    assert!(checks::play_on_alike(&mut seen, &mut moved, 1, 0, draw).is_err());
    FORGETFUL.set(1);
    let said = checks::undo_and_redo_are_exact(&mut seen, Action::Draw);
    FORGETFUL.set(0);
    assert!(said.unwrap_err().starts_with("redo of Draw gave"));
}
