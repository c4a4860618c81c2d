//! The pyramid's rules for the shared engine: `play` checks an action against the moment
//! (P8), then hands it to the file of its idea.

use super::action::{Action, Event};
use super::adjust;
use super::ai_scoring;
use super::deal::{self, PyramidStart};
use super::error::PyramidError;
use super::own_deck;
use super::reactions;
use super::reason::Reaction;
use super::score::{FinalEntries, FinalScore, Outcome, PlayerScore, ScoreToBeat, Verdict};
use super::setup::Setup;
use super::state::{Ending, Phase, State};
use super::turn;
use crate::engine::Rules;

/// The version of the pyramid's rules a save records.
pub const PYRAMID_RULES_VERSION: u32 = 1;

/// The solo VP pyramid's AI (P1-P30) for the shared engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pyramid;

impl Rules for Pyramid {
    type Setup = Setup;
    type Start = PyramidStart;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Error = PyramidError;
    type Outcome = Outcome;
    const MODE: &'static str = "pyramid";
    const VERSION: u32 = PYRAMID_RULES_VERSION;

    fn start(setup: Setup) -> Result<PyramidStart, PyramidError> {
        deal::deal(setup)
    }

    fn setup(start: &PyramidStart) -> &Setup {
        &start.setup
    }

    fn begin(start: &PyramidStart) -> Result<State, PyramidError> {
        deal::begin(start)
    }

    fn play(
        start: &PyramidStart,
        state: &mut State,
        action: Action,
    ) -> Result<Vec<Event>, PyramidError> {
        play(&start.setup, state, action)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        match state.ending? {
            Ending::NoBuyPossible => Some(Outcome::NoBuyPossible),
            Ending::EndOfTurn { .. } => state.final_score.map(Outcome::Scored),
        }
    }

    fn is_over(state: &Self::State) -> bool {
        state.phase == Phase::Over
    }

    fn seed(setup: &Self::Setup) -> u64 {
        setup.seed.unwrap_or(0)
    }

    fn nothing_to_undo() -> PyramidError {
        PyramidError::NothingToUndo
    }

    fn nothing_to_redo() -> PyramidError {
        PyramidError::NothingToRedo
    }

    type Saved = crate::engine::Record<Pyramid>;
    fn saved(record: crate::engine::Record<Pyramid>) -> Self::Saved {
        record
    }
    fn from_saved(saved: Self::Saved) -> crate::engine::Record<Pyramid> {
        saved
    }
}

/// Plays one action on `s`. On `Err`, `s` may be half-changed: the caller plays on a copy.
pub(crate) fn play(
    setup: &Setup,
    s: &mut State,
    action: Action,
) -> Result<Vec<Event>, PyramidError> {
    check_moment(s, action)?;
    let mut events = Vec::new();
    let ev = &mut events;
    match action {
        Action::Swap { a, b } => adjust::swap(s, a, b, ev)?,
        Action::Redraw { first, second } => adjust::redraw(s, first, second, ev)?,
        Action::StartTurn { outpost } => turn::start_turn(s, outpost, ev)?,
        Action::Turned { card } => own_deck::turned(s, card, ev)?,
        Action::Reshuffle { choice } => reactions::reshuffle(s, choice, ev)?,
        Action::SevenCards => reactions::once_per_turn(s, Reaction::SevenCards, ev)?,
        Action::FourthAction => reactions::once_per_turn(s, Reaction::FourthAction, ev)?,
        Action::Buy(buy) => reactions::buy(setup, s, buy, ev)?,
        Action::TopBonusMove { from, to } => reactions::bonus_move(setup, s, from, to, ev)?,
        Action::TopBonusSwap { a, b } => reactions::bonus_swap(setup, s, a, b, ev)?,
        Action::Gain { place } => reactions::gain(setup, s, place, ev)?,
        Action::GiveCurse { to } => reactions::give_curse(s, to, ev)?,
        Action::ScoreFrom { place } => ai_scoring::pick(s, place, ev)?,
        Action::CorrectCurses { change } => reactions::correct_curses(s, change, ev)?,
        Action::NoBuyPossible => turn::no_buy_possible(s, ev)?,
        Action::EndTurn { empty_piles } => turn::end_turn(s, empty_piles, ev)?,
        Action::Final(entries) => final_entries(setup, s, entries, ev)?,
    }
    Ok(events)
}

/// P8: before turn 1 only the adjustment and Start turn; while the AI owes cards only the
/// picks; after the end only the final entries.
fn check_moment(s: &State, action: Action) -> Result<(), PyramidError> {
    let is_final = matches!(action, Action::Final(_));
    if s.phase == Phase::Over {
        return match (is_final, s.ending) {
            (true, Some(Ending::NoBuyPossible)) => Err(PyramidError::NotScored),
            (true, _) => Ok(()),
            (false, _) => Err(PyramidError::GameOver),
        };
    }
    if is_final {
        return Err(PyramidError::NotOverYet);
    }
    // The table's own deck is dealt first, place by place.
    if s.to_deal > 0 && !matches!(action, Action::Turned { .. }) {
        return Err(PyramidError::DealFirst);
    }
    if s.owed > 0 && !matches!(action, Action::ScoreFrom { .. }) {
        return Err(PyramidError::StillOwed {
            owed: s.owed,
            why: s.owed_for,
        });
    }
    let setup_only = matches!(
        action,
        Action::Swap { .. }
            | Action::Redraw { .. }
            | Action::StartTurn { .. }
            | Action::Turned { .. }
    );
    if s.phase == Phase::BeforeFirstTurn && !setup_only {
        return Err(PyramidError::BeforeTurnOne);
    }
    Ok(())
}

/// P26-P28: the counts checked, both scores with every term, the verdict. Entered again,
/// the last entries count.
fn final_entries(
    setup: &Setup,
    s: &mut State,
    entries: FinalEntries,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    entries.validate(setup.level, s.curses)?;
    let left = s.pyramid.cards().chain(own_deck::left_in_deck(s));
    let to_beat = ScoreToBeat::new(
        setup.level,
        s.score_pile.as_slice(),
        left,
        s.curses,
        entries.kingdom_vp,
    );
    let player = PlayerScore::new(setup.level, &entries);
    let difference = player.total - to_beat.total;
    let verdict = Verdict::of(difference);
    s.final_score = Some(FinalScore {
        entries,
        to_beat,
        player,
        difference,
        verdict,
    });
    events.push(Event::Scored {
        to_beat: to_beat.total,
        player: player.total,
        verdict,
    });
    Ok(())
}
