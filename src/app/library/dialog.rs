//! The library's dialogs as data, and what the table asked of the library (in its dialogs,
//! the Resume band or the menu).

use crate::store::{Listed, Shelved, Summary};
use std::path::PathBuf;

/// The library's dialog open, if any.
#[derive(Debug)]
pub enum Dialog {
    /// "Save as", with the name typed so far, why the last try failed, and whether the
    /// field still has to take the keyboard.
    SaveAs {
        name: String,
        error: Option<String>,
        focus: bool,
    },
    /// The named saves, and one waiting for "yes, delete".
    Saves {
        list: Vec<Summary>,
        confirm_delete: Option<PathBuf>,
    },
    /// Every game of the data folder.
    All(AllGames),
}

/// The list of every game: each game by its file's head (`shelved`), the first of them shown
/// with their moves played (`list`), a forgotten one waiting for "yes, delete", and the form
/// that folds old finished games into their results.
#[derive(Debug)]
pub struct AllGames {
    pub shelved: Vec<Shelved>,
    pub list: Vec<Listed>,
    pub confirm_delete: Option<PathBuf>,
    pub fold: FoldForm,
}

/// Which finished games a fold takes (those finished more than `months` months ago), and
/// whether the table was asked to confirm it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FoldForm {
    pub months: u32,
    pub asked: bool,
}

impl Default for FoldForm {
    /// A year: what a table rarely opens again.
    fn default() -> FoldForm {
        FoldForm {
            months: 12,
            asked: false,
        }
    }
}

/// What the table asked of the library.
#[derive(Debug, Clone, PartialEq)]
pub enum Ask {
    /// Go on with an unfinished game found in the data folder (its autosave file).
    Resume(PathBuf),
    /// Ask before forgetting an unfinished game (`None`: keep it after all).
    ConfirmForget(Option<PathBuf>),
    /// Stop offering an unfinished game on the start screen (its file is kept).
    Forget(PathBuf),
    /// Open the "Save as" dialog.
    OpenSaveAs,
    /// Save a named copy of the game.
    SaveAs(String),
    /// Show the list of saved games (pressed again: close it).
    ShowSaves,
    /// Open a saved game (the file is never changed).
    OpenFile(PathBuf),
    /// Ask before deleting a saved game.
    ConfirmDelete(PathBuf),
    /// Delete a saved game.
    DeleteSave(PathBuf),
    /// Show every game of the data folder.
    ShowAllGames,
    /// Show the next games of that list.
    MoreListed,
    /// Open a game of that list (a left or forgotten one comes back among the games in play).
    OpenListed(PathBuf),
    /// Forget a game of that list (its file is kept, in `games/forgotten`).
    ForgetListed(PathBuf),
    /// Ask before deleting a forgotten game of that list for good.
    ConfirmDeleteListed(PathBuf),
    /// Delete a forgotten game of that list for good (its result stays).
    DeleteListed(PathBuf),
    /// Fold the finished games of more than this many months ago (the form's choice).
    FoldMonths(u32),
    /// Ask before folding them (`false`: keep them whole after all).
    AskFold(bool),
    /// Fold them into their results: their files go, their results stay.
    Fold,
    /// Download a game of that list (web).
    DownloadListed(PathBuf),
    /// Download the game on the table as a save file (web).
    DownloadGame,
    /// Open the device's file picker for a save file (web).
    PickFile,
}

/// The feature's question, carried by a message (`Msg::ask`).
impl super::super::msg::FeatureAsk for Ask {}
