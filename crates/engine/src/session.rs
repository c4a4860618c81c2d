//! A game of any mode: its start, the table now, and the history that undo walks back. Every
//! action is played on a copy, so a refusal changes nothing; undo restores the state before;
//! redo plays the same action on the same state and so deals the same card. A game is saved
//! as its start and its actions, and loaded by playing them again.

use super::history::{Entry, History, Undone};
use super::rules::{Record, Rules};
use serde::{Deserialize, Serialize};

/// A game of the mode `R` with its whole history.
pub struct Session<R: Rules> {
    start: R::Start,
    state: R::State,
    history: History<R::State, R::Action, R::Event>,
}

impl<R: Rules> Clone for Session<R> {
    fn clone(&self) -> Self {
        Session {
            start: self.start.clone(),
            state: self.state.clone(),
            history: self.history.clone(),
        }
    }
}

impl<R: Rules> PartialEq for Session<R> {
    fn eq(&self, other: &Self) -> bool {
        self.start == other.start && self.state == other.state && self.history == other.history
    }
}

impl<R: Rules> std::fmt::Debug for Session<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("mode", &R::MODE)
            .field("start", &self.start)
            .field("state", &self.state)
            .field("actions", &self.history.done().len())
            .finish()
    }
}

impl<R: Rules> Session<R> {
    /// A new game: the setup is checked and the game dealt from its seed.
    pub fn new(setup: R::Setup) -> Result<Self, R::Error> {
        Session::from_start(R::start(setup)?)
    }

    /// A game from a given start (a physical shuffle followed by hand, or a saved game's).
    pub fn from_start(start: R::Start) -> Result<Self, R::Error> {
        let state = R::begin(&start)?;
        Ok(Session {
            start,
            state,
            history: History::default(),
        })
    }

    /// Checks and plays one action. It is played on a copy of the state, so a refusal
    /// cannot leave it half-changed.
    pub fn apply(&mut self, action: R::Action) -> Result<Vec<R::Event>, R::Error> {
        let mut next = self.state.clone();
        let events = R::play(&self.start, &mut next, action)?;
        let before = std::mem::replace(&mut self.state, next);
        self.history.record(Entry {
            action,
            events: events.clone(),
            before,
        });
        Ok(events)
    }

    /// Takes back the last action: every pile, count and the generator return exactly.
    pub fn undo(&mut self) -> Result<R::Action, R::Error> {
        let entry = self.history.pop_done().ok_or_else(R::nothing_to_undo)?;
        self.state = entry.before;
        self.history.push_undone(Undone {
            action: entry.action,
            events: entry.events,
        });
        Ok(entry.action)
    }

    /// Plays the last undone action again on the very same state: the same card comes.
    pub fn redo(&mut self) -> Result<Vec<R::Event>, R::Error> {
        let undone = self.history.pop_undone().ok_or_else(R::nothing_to_redo)?;
        let mut next = self.state.clone();
        match R::play(&self.start, &mut next, undone.action) {
            Ok(events) => {
                let before = std::mem::replace(&mut self.state, next);
                self.history.record_redo(Entry {
                    action: undone.action,
                    events: events.clone(),
                    before,
                });
                Ok(events)
            }
            Err(e) => {
                self.history.unpop_undone(undone);
                Err(e)
            }
        }
    }

    /// How the game began.
    pub fn start(&self) -> &R::Start {
        &self.start
    }

    /// The setup.
    pub fn setup(&self) -> &R::Setup {
        R::setup(&self.start)
    }

    /// The table now.
    pub fn state(&self) -> &R::State {
        &self.state
    }

    /// The table, to break on purpose in tests of the checks that must catch it (a mode's
    /// tests turn on the `test-support` feature).
    #[cfg(any(test, feature = "test-support"))]
    pub fn state_mut(&mut self) -> &mut R::State {
        &mut self.state
    }

    /// The table before the first action.
    pub fn start_state(&self) -> &R::State {
        self.history
            .done()
            .first()
            .map_or(&self.state, |entry| &entry.before)
    }

    /// Whether two games are at the same point with the same past, whatever their redo
    /// branches: what undo must give back.
    pub fn same_position(&self, other: &Self) -> bool {
        self.start == other.start
            && self.state == other.state
            && self.history.done() == other.history.done()
    }

    /// How the game came out, once it has.
    pub fn outcome(&self) -> Option<R::Outcome> {
        R::outcome(&self.state)
    }

    /// The history: the actions played (with their events) and the undone ones.
    pub fn history(&self) -> &History<R::State, R::Action, R::Event> {
        &self.history
    }

    /// How many actions have been played (undone ones not counted).
    pub fn actions_applied(&self) -> usize {
        self.history.done().len()
    }

    /// The action undo would take back.
    pub fn undo_action(&self) -> Option<R::Action> {
        self.history.last_done().map(|e| e.action)
    }

    /// The action redo would play again.
    pub fn redo_action(&self) -> Option<R::Action> {
        self.history.next_redo().map(|u| u.action)
    }

    /// The game as it is saved: its start and its actions.
    pub fn record(&self) -> Record<R> {
        Record {
            start: self.start.clone(),
            actions: self.history.done().iter().map(|e| e.action).collect(),
            redo: self
                .history
                .undone()
                .iter()
                .rev()
                .map(|u| u.action)
                .collect(),
        }
    }

    /// Rebuilds a game by playing its record again, so it is one the rules could have
    /// produced; the error names the first action that cannot be played, and why.
    pub fn replay(record: Record<R>) -> Result<Self, ReplayError<R>> {
        let mut session = Session::<R>::from_start(record.start).map_err(ReplayError::Start)?;
        for (i, action) in record.actions.into_iter().enumerate() {
            session.apply(action).map_err(|error| ReplayError::Action {
                number: i + 1,
                setup: session.setup().clone(),
                action,
                error,
            })?;
        }
        // The redo branch: played forward, then undone, so redo deals the same cards.
        let redo_len = record.redo.len();
        for action in record.redo {
            session.apply(action).map_err(|error| ReplayError::Redo {
                setup: session.setup().clone(),
                action,
                error,
            })?;
        }
        for _ in 0..redo_len {
            session.undo().map_err(ReplayError::Undo)?;
        }
        Ok(session)
    }
}

/// Why a saved game cannot be played again under its rules, as data: the app words it.
pub enum ReplayError<R: Rules> {
    /// The start itself is one no deal could give.
    Start(R::Error),
    /// Action `number` (from 1) is refused.
    Action {
        number: usize,
        setup: R::Setup,
        action: R::Action,
        error: R::Error,
    },
    /// An undone action, kept for redo, is refused.
    Redo {
        setup: R::Setup,
        action: R::Action,
        error: R::Error,
    },
    /// The undone actions cannot be taken back again.
    Undo(R::Error),
}

impl<R: Rules> Clone for ReplayError<R> {
    fn clone(&self) -> Self {
        match self {
            ReplayError::Start(e) => ReplayError::Start(e.clone()),
            ReplayError::Action {
                number,
                setup,
                action,
                error,
            } => ReplayError::Action {
                number: *number,
                setup: setup.clone(),
                action: *action,
                error: error.clone(),
            },
            ReplayError::Redo {
                setup,
                action,
                error,
            } => ReplayError::Redo {
                setup: setup.clone(),
                action: *action,
                error: error.clone(),
            },
            ReplayError::Undo(e) => ReplayError::Undo(e.clone()),
        }
    }
}

impl<R: Rules> PartialEq for ReplayError<R> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (ReplayError::Start(a), ReplayError::Start(b)) => a == b,
            (ReplayError::Undo(a), ReplayError::Undo(b)) => a == b,
            (
                ReplayError::Action {
                    number: n1,
                    setup: s1,
                    action: a1,
                    error: e1,
                },
                ReplayError::Action {
                    number: n2,
                    setup: s2,
                    action: a2,
                    error: e2,
                },
            ) => n1 == n2 && s1 == s2 && a1 == a2 && e1 == e2,
            (
                ReplayError::Redo {
                    setup: s1,
                    action: a1,
                    error: e1,
                },
                ReplayError::Redo {
                    setup: s2,
                    action: a2,
                    error: e2,
                },
            ) => s1 == s2 && a1 == a2 && e1 == e2,
            _ => false,
        }
    }
}

impl<R: Rules> std::fmt::Debug for ReplayError<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Start(e) => f.debug_tuple("Start").field(e).finish(),
            ReplayError::Action {
                number,
                action,
                error,
                ..
            } => f
                .debug_struct("Action")
                .field("number", number)
                .field("action", action)
                .field("error", error)
                .finish(),
            ReplayError::Redo { action, error, .. } => f
                .debug_struct("Redo")
                .field("action", action)
                .field("error", error)
                .finish(),
            ReplayError::Undo(e) => f.debug_tuple("Undo").field(e).finish(),
        }
    }
}

/// A game is saved as its start and its actions, in its mode's layout (`Rules::Saved`).
impl<R: Rules> Serialize for Session<R> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        R::saved(self.record()).serialize(serializer)
    }
}

/// A game is loaded by playing its actions again: a file whose actions break a rule is
/// refused (the store hands the app the refusal as data; here it is for tests and logs).
impl<'de, R: Rules> Deserialize<'de> for Session<R> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let saved = R::Saved::deserialize(deserializer)?;
        Session::replay(R::from_saved(saved))
            .map_err(|e| serde::de::Error::custom(format!("{e:?}")))
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
