//! What the user asked for while a frame was drawn; the app acts on it after drawing.

use super::command::Command;
use super::registry::{ModeAction, ModeId, ModeSetup};

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
    /// A preference changed: the theme, the language, the cards' language.
    Pref(super::prefs::Pref),
    /// Close the file dialogs.
    CloseFiles,
    /// A press in the library: its dialogs, the Resume band, the menu's games and saves.
    Library(super::library::dialog::Ask),
    /// A press on the Results screen, or "Results" in the menu.
    Results(super::results::ask::Ask),
    /// A press in the backup's dialogs (or "Back up everything" in the menu).
    Backup(super::backup::dialog::Ask),
    /// Hide the notice.
    DismissNotice,
    /// Close the window although the game is not on disk.
    CloseAnyway,
    /// Keep the window open.
    KeepOpen,
}

impl Msg {
    /// A press that plays the game on the table (a game another window plays is not played
    /// here).
    pub fn plays(&self) -> bool {
        matches!(
            self,
            Msg::Apply(_) | Msg::Answer(_) | Msg::Undo | Msg::Redo | Msg::BadEntry(_)
        )
    }
}
