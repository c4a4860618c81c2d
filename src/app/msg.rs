//! What the user asked for while a frame was drawn; the app acts on it after drawing.

use super::command::Command;
use crate::modes::coop::{Action, Setup};
use std::path::PathBuf;

/// The table modes the start screen offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableMode {
    /// Two players and the coop's automa.
    Coop,
    /// One player and the VP pyramid's AI.
    Pyramid,
    /// Two to four players and Dominion: Duel's Curse Deck and life points.
    Duel,
}

impl TableMode {
    pub const ALL: [TableMode; 3] = [TableMode::Coop, TableMode::Pyramid, TableMode::Duel];

    /// The mode's name in saves and settings.
    pub fn key(self) -> &'static str {
        use crate::engine::Rules;
        match self {
            TableMode::Coop => crate::modes::coop::Coop::MODE,
            TableMode::Pyramid => crate::modes::pyramid::Pyramid::MODE,
            TableMode::Duel => crate::modes::duel::Duel::MODE,
        }
    }

    /// The mode of a key; the coop for anything unknown.
    pub fn of_key(key: &str) -> TableMode {
        TableMode::ALL
            .into_iter()
            .find(|m| m.key() == key)
            .unwrap_or(TableMode::Coop)
    }

    /// The start screen's tab.
    pub fn label(self) -> &'static str {
        match self {
            TableMode::Coop => "Coop: 2 players and the automa",
            TableMode::Pyramid => "Solo: the VP pyramid AI",
            TableMode::Duel => "Duel: 2 to 4 players, life points",
        }
    }
}

/// A request from a view.
#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    /// Play an action of the game.
    Apply(Action),
    Undo,
    Redo,
    /// Start a game with this setup.
    Start(Setup),
    /// Show the start screen of a mode.
    ChooseMode(TableMode),
    /// Deal a pyramid game with this setup.
    StartPyramid(crate::modes::pyramid::Setup),
    /// Play an action of the pyramid game.
    PyramidApply(crate::modes::pyramid::Action),
    /// The final counts typed could not be read.
    PyramidBadCounts(String),
    /// Start a Duel game with this setup.
    StartDuel(crate::modes::duel::Setup),
    /// Play an action of the Duel game.
    DuelApply(crate::modes::duel::Action),
    /// Something typed on the Duel screen could not be read: the message, nothing changes.
    DuelRefused(String),
    /// Go to the setup screen (asks first while a game is running).
    NewGame,
    /// Leave the running game for the setup screen.
    ConfirmNewGame,
    /// Keep playing.
    CancelNewGame,
    /// Points typed on the game-over screen could not be read.
    BadPoints(String),
    /// A view command: zoom, full screen, help.
    Command(Command),
    ToggleTheme,
    /// Go on with an unfinished game found in the data folder (its autosave file).
    Resume(PathBuf),
    /// Open the "Save as" dialog.
    AskSaveAs,
    /// Save a named copy of the game.
    SaveAs(String),
    /// Show the list of saved games.
    ShowSaves,
    /// Open a saved game (the file is never changed).
    OpenFile(PathBuf),
    /// Ask before deleting a saved game.
    AskDelete(PathBuf),
    /// Delete a saved game.
    DeleteSave(PathBuf),
    /// Close the file dialogs.
    CloseFiles,
    /// Ask before forgetting an unfinished game (`None`: keep it after all).
    AskForget(Option<PathBuf>),
    /// Stop offering an unfinished game on the start screen (its file is kept).
    Forget(PathBuf),
    /// Hide the notice.
    DismissNotice,
    /// Show the Results screen.
    ShowResults,
    /// Leave the Results screen.
    CloseResults,
    /// Export the results to the CSV file typed on the Results screen.
    ExportCsv {
        replace: bool,
    },
    /// Play a recommended kingdom at other counts (the ladder's suggestion), or back at its
    /// published counts with `None`.
    UseCounts(Option<crate::modes::coop::Step>),
    /// Download the game on the table as a save file (web).
    DownloadGame,
    /// Open the device's file picker for a save file (web).
    PickFile,
    /// Close the window although the game is not on disk.
    CloseAnyway,
    /// Keep the window open.
    KeepOpen,
}
