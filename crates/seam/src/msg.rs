//! What the user asked for while a frame was drawn; the app acts on it after drawing. A
//! feature's own questions (the library's, the backup's, the Results screen's, a preference
//! changed) are its own types, kept with the feature: a message carries one as an `Ask`, and
//! the shell hands it to the feature whose type it is. This type names no feature.

use crate::command::Command;
use std::any::{Any, TypeId};
use std::fmt::Debug;

/// A feature's question, of the feature's own type: the feature says its type is one
/// (`impl FeatureAsk for Ask {}`), and a message can carry it (`Msg::ask`).
pub trait FeatureAsk: Any + Debug + Clone + PartialEq {}

/// A value of a type the message names not: a mode's action or setup (of its rules' types),
/// a feature's question. Whoever knows the type takes it back (`get`); two are equal when
/// they are of one type and equal.
#[derive(Debug)]
pub struct Carried(Box<dyn Value>);

impl Carried {
    pub fn new<T: Any + Debug + Clone + PartialEq>(value: T) -> Carried {
        debug_assert_ne!(TypeId::of::<T>(), TypeId::of::<Carried>(), "carried twice");
        Carried(Box::new(value))
    }

    /// The value, if it is of the type `T`.
    pub fn get<T: Any + Clone>(&self) -> Option<T> {
        // `as_ref` first: the box itself is a `Value` too, and would answer for itself.
        self.0.as_ref().as_any().downcast_ref::<T>().cloned()
    }
}

impl Clone for Carried {
    fn clone(&self) -> Self {
        Carried(self.0.as_ref().clone_value())
    }
}

impl PartialEq for Carried {
    fn eq(&self, other: &Carried) -> bool {
        self.0.as_ref().same(other.0.as_ref())
    }
}

/// What `Carried` asks of the value it holds.
trait Value: Any + Debug {
    fn clone_value(&self) -> Box<dyn Value>;
    fn same(&self, other: &dyn Value) -> bool;
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any + Debug + Clone + PartialEq> Value for T {
    fn clone_value(&self) -> Box<dyn Value> {
        Box::new(self.clone())
    }
    fn same(&self, other: &dyn Value) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The question a message carries, if it is of the feature type `A` (the shell's way to the
/// feature whose type it is).
pub fn ask_of<A: FeatureAsk>(ask: &Carried) -> Option<A> {
    ask.get::<A>()
}

/// A request from a view.
#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    /// Play an action of the game on the table, of its rules' `Action` type (a press that
    /// ends the game or puts a player out asks first; an action of another mode does nothing).
    Apply(Carried),
    /// The answer to the question asked before such a press: yes plays it, no drops it.
    Answer(bool),
    Undo,
    Redo,
    /// Start a game with this setup (a pyramid is dealt).
    Start(Carried),
    /// Show the start screen of a mode, by its key (`Rules::MODE`).
    ChooseMode(&'static str),
    /// Something typed could not be read: the message, nothing changes.
    BadEntry(String),
    /// Go to the setup screen (asks first while a game is running).
    NewGame,
    /// Leave the running game for the setup screen.
    ConfirmNewGame,
    /// The game on the table is played in another window: take it over here.
    TakeGameHere,
    /// The game on the table is played in another window: leave it there.
    LeaveGameElsewhere,
    /// Keep playing.
    CancelNewGame,
    /// A view command: zoom, full screen, help.
    Command(Command),
    /// Close the file dialogs.
    CloseFiles,
    /// A press in a feature's dialogs or screen (the library's, the backup's, the Results'),
    /// or a menu entry that opens one: the feature's own question.
    Feature(Carried),
    /// Hide the notice.
    DismissNotice,
    /// Close the window although the game is not on disk.
    CloseAnyway,
    /// Keep the window open.
    KeepOpen,
}

impl Msg {
    /// A feature's question as a message.
    pub fn ask(ask: impl FeatureAsk) -> Msg {
        Msg::Feature(Carried::new(ask))
    }

    /// An action of a mode's rules as a message.
    pub fn apply<A: Any + Debug + Clone + PartialEq>(action: A) -> Msg {
        Msg::Apply(Carried::new(action))
    }

    /// A mode's setup as a message: start a game with it.
    pub fn start<S: Any + Debug + Clone + PartialEq>(setup: S) -> Msg {
        Msg::Start(Carried::new(setup))
    }

    /// A press that plays the game on the table (a game another window plays is not played
    /// here).
    pub fn plays(&self) -> bool {
        matches!(
            self,
            Msg::Apply(_) | Msg::Answer(_) | Msg::Undo | Msg::Redo | Msg::BadEntry(_)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, PartialEq)]
    enum One {
        A,
        B,
    }
    impl FeatureAsk for One {}

    #[derive(Debug, Clone, PartialEq)]
    struct Other(u8);
    impl FeatureAsk for Other {}

    /// A feature's question reaches the feature whose type it is, and no other; two messages
    /// are equal when their questions are of one type and equal.
    #[test]
    fn a_question_is_found_by_its_own_type_alone() {
        let msg = Msg::ask(One::B);
        let Msg::Feature(ask) = &msg else {
            panic!("{msg:?}")
        };
        assert_eq!(ask_of::<One>(ask), Some(One::B));
        assert_eq!(ask_of::<Other>(ask), None);
        assert_eq!(msg.clone(), Msg::ask(One::B));
        assert_ne!(msg, Msg::ask(One::A));
        assert_ne!(Msg::ask(Other(0)), Msg::ask(One::A));
        assert!(!msg.plays());
    }

    /// A carried value (a mode's action or setup) is taken back by its own type alone: the
    /// game of another mode finds nothing in it. A copy is equal; another value, or the same
    /// number as another type, is not.
    #[test]
    fn a_carried_value_is_taken_back_by_its_own_type_alone() {
        let action = Carried::new(Other(3));
        assert_eq!(action.get::<Other>(), Some(Other(3)));
        assert_eq!(action.get::<One>(), None);
        assert_eq!(action.get::<u8>(), None);
        assert_eq!(action.clone(), Carried::new(Other(3)));
        assert_ne!(action, Carried::new(Other(4)));
        assert_ne!(Carried::new(3u8), Carried::new(3u16));
        assert!(Msg::apply(Other(1)).plays());
        assert_eq!(Msg::start(One::A), Msg::Start(Carried::new(One::A)));
    }
}
