//! What the user asked for while a frame was drawn; the app acts on it after drawing. A
//! feature's own questions (the library's, the backup's, the Results screen's, a preference
//! changed) are its own types, kept with the feature: a message carries one as an `Ask`, and
//! the shell hands it to the feature whose type it is. This type names no feature.

use super::command::Command;
use super::registry::{ModeAction, ModeId, ModeSetup};
use std::any::Any;
use std::fmt::Debug;

/// A feature's question, of the feature's own type: the feature says its type is one
/// (`impl FeatureAsk for Ask {}`), and a message can carry it.
pub trait FeatureAsk: Any + Debug + Clone + PartialEq {}

/// A feature's question as a message carries it, whichever the feature.
pub trait Ask: Any + Debug {
    fn clone_ask(&self) -> Box<dyn Ask>;
    fn same_ask(&self, other: &dyn Ask) -> bool;
    fn as_any(&self) -> &dyn Any;
}

impl<T: FeatureAsk> Ask for T {
    fn clone_ask(&self) -> Box<dyn Ask> {
        Box::new(self.clone())
    }
    fn same_ask(&self, other: &dyn Ask) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Clone for Box<dyn Ask> {
    fn clone(&self) -> Self {
        self.as_ref().clone_ask()
    }
}

impl PartialEq for dyn Ask {
    fn eq(&self, other: &dyn Ask) -> bool {
        self.same_ask(other)
    }
}

/// `ask`, if it is of the type `A` (the shell's way to the feature whose type it is).
pub fn ask_of<A: FeatureAsk>(ask: &dyn Ask) -> Option<A> {
    ask.as_any().downcast_ref::<A>().cloned()
}

/// A request from a view.
#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    /// Play an action of the game on the table (a press that ends the game or puts a player
    /// out asks first).
    Apply(ModeAction),
    /// The answer to the question asked before such a press: yes plays it, no drops it.
    Answer(bool),
    Undo,
    Redo,
    /// Start a game with this setup (a pyramid is dealt).
    Start(ModeSetup),
    /// Show the start screen of a mode.
    ChooseMode(ModeId),
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
    Feature(Box<dyn Ask>),
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
        Msg::Feature(Box::new(ask))
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
        assert_eq!(ask_of::<One>(ask.as_ref()), Some(One::B));
        assert_eq!(ask_of::<Other>(ask.as_ref()), None);
        assert_eq!(msg.clone(), Msg::ask(One::B));
        assert_ne!(msg, Msg::ask(One::A));
        assert_ne!(Msg::ask(Other(0)), Msg::ask(One::A));
        assert!(!msg.plays());
    }
}
