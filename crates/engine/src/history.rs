//! Undo and redo (R24): one snapshot of the state before each applied action. Generic over the
//! state, action and event types so another game mode can reuse it.

use serde::{Deserialize, Serialize};

/// One applied action: what was asked, what happened, and the state just before it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entry<S, A, E> {
    pub action: A,
    pub events: Vec<E>,
    pub before: S,
}

/// An undone action, kept so redo can apply it again to the very same state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Undone<A, E> {
    pub action: A,
    pub events: Vec<E>,
}

/// The applied actions in order, and the undone ones (most recently undone last).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct History<S, A, E> {
    done: Vec<Entry<S, A, E>>,
    undone: Vec<Undone<A, E>>,
}

impl<S, A, E> Default for History<S, A, E> {
    fn default() -> Self {
        History {
            done: Vec::new(),
            undone: Vec::new(),
        }
    }
}

impl<S, A, E> History<S, A, E> {
    /// Records a newly applied action; a new action ends the redo branch.
    pub fn record(&mut self, entry: Entry<S, A, E>) {
        self.done.push(entry);
        self.undone.clear();
    }

    /// Records an action applied again by redo, keeping the rest of the redo branch.
    pub fn record_redo(&mut self, entry: Entry<S, A, E>) {
        self.done.push(entry);
    }

    /// Takes the last applied action off the history; the caller restores `before`.
    pub fn pop_done(&mut self) -> Option<Entry<S, A, E>> {
        self.done.pop()
    }

    /// Keeps an undone action for redo.
    pub fn push_undone(&mut self, undone: Undone<A, E>) {
        self.undone.push(undone);
    }

    /// Takes the next action to redo.
    pub fn pop_undone(&mut self) -> Option<Undone<A, E>> {
        self.undone.pop()
    }

    /// Puts an action back on the redo branch (when redoing it failed).
    pub fn unpop_undone(&mut self, undone: Undone<A, E>) {
        self.undone.push(undone);
    }

    /// The applied actions, oldest first.
    pub fn done(&self) -> &[Entry<S, A, E>] {
        &self.done
    }

    /// The action that undo would take back.
    pub fn last_done(&self) -> Option<&Entry<S, A, E>> {
        self.done.last()
    }

    /// The action that redo would apply again.
    pub fn next_redo(&self) -> Option<&Undone<A, E>> {
        self.undone.last()
    }

    /// The undone actions, the next one to redo last.
    pub fn undone(&self) -> &[Undone<A, E>] {
        &self.undone
    }
}
