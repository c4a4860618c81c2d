//! The games library, a feature of its own: the start screen's Resume band, "Save as", the
//! saved games and the list of every game (each to open, forget, delete, or on the web
//! download), and the files picked on the device. It owns its dialogs and returns what the
//! app does next (`Effect`): a game to put on the table, a file to open, a notice.

mod all_view;
pub mod dialog;
mod fold;
mod fold_view;
mod resume_view;
mod resumes;
mod saves_view;
mod words;

pub use words::summary_words;

use super::effect::{Effect, Feature, say};
use super::game_on_table::{self, GameOnTable};
use super::i18n::t;
use super::kit::notice::Notice;
use super::load_words;
use super::msg::Msg;
use super::store_words;
use crate::store::{AnySave, Recorded, Store};
use dialog::{AllGames, Ask, Dialog, FoldForm};
use eframe::egui;
use resumes::Resumes;
use std::path::Path;

/// How many more games of every game's list are shown at a press: a screenful or two, played
/// in a blink however many games the data folder holds.
const GAMES_PAGE: usize = 20;

/// The library between frames.
#[derive(Default)]
pub struct Library {
    /// The start screen's Resume: unfinished games, and one asked to be forgotten.
    resumes: Resumes,
    /// Its dialog open, if any.
    dialog: Option<Dialog>,
}

impl Library {
    /// Whether one of its dialogs is open.
    pub fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// Another dialog opens: this one closes.
    pub fn give_way(&mut self) {
        self.dialog = None;
    }

    /// Its dialog, drawn; what was pressed goes into `msgs`.
    pub fn draw(&mut self, ctx: &egui::Context, msgs: &mut Vec<Msg>) {
        match &mut self.dialog {
            None => {}
            Some(Dialog::SaveAs { name, error, focus }) => {
                saves_view::save_as_dialog(ctx, name, error.as_deref(), focus, msgs);
            }
            Some(Dialog::Saves {
                list,
                confirm_delete,
            }) => saves_view::saves_dialog(ctx, list, confirm_delete.as_ref(), msgs),
            Some(Dialog::All(all)) => all_view::all_games_dialog(ctx, all, msgs),
        }
    }

    /// The start screen's Resume band, under the mode tabs (nothing when no game waits).
    pub fn resume_band(&self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>) {
        resume_view::resume_band(
            ui,
            &self.resumes.entries(),
            self.resumes.asked_to_forget(),
            msgs,
        );
    }

    /// Looks for unfinished games to offer as "Resume"; names the files it cannot read.
    pub fn find_resume(&mut self, store: Option<&Store>) -> Vec<Effect> {
        store.map_or_else(Vec::new, |store| say(self.resumes.find(store)))
    }

    /// A game went on the table: the Resume band is read again when it shows.
    pub fn table_taken(&mut self) {
        self.resumes.clear();
    }

    /// Acts on what the table asked; `table` is the game on it, `recorded` reads the games
    /// the results hold (for a fold).
    pub fn handle(
        &mut self,
        ask: Ask,
        (store, table): (Option<&Store>, Option<&dyn GameOnTable>),
        recorded: impl FnOnce() -> (Recorded, Vec<String>),
    ) -> Vec<Effect> {
        match ask {
            Ask::Resume(path) if self.resumes.take(&path) => self.open_listed(&path, store),
            Ask::Resume(_) => Vec::new(),
            Ask::ConfirmForget(path) => {
                self.resumes.ask_forget(path);
                Vec::new()
            }
            Ask::Forget(path) => match store {
                Some(store) => vec![Effect::Notice(self.resumes.forget(store, &path))],
                None => Vec::new(),
            },
            Ask::OpenSaveAs => self.open(Dialog::SaveAs {
                name: String::new(),
                error: None,
                focus: true,
            }),
            Ask::SaveAs(name) => self.save_as(&name, store, table),
            // The same button closes the list it opened.
            Ask::ShowSaves if matches!(self.dialog, Some(Dialog::Saves { .. })) => {
                self.dialog = None;
                Vec::new()
            }
            Ask::ShowSaves => self.show_saves(store, None),
            Ask::OpenFile(path) => {
                self.dialog = None;
                vec![Effect::OpenFile(path)]
            }
            Ask::ConfirmDelete(path) => {
                if let Some(Dialog::Saves { confirm_delete, .. }) = &mut self.dialog {
                    *confirm_delete = Some(path);
                }
                Vec::new()
            }
            Ask::DeleteSave(path) => {
                let Some(store) = store else {
                    return Vec::new();
                };
                let notice = store
                    .delete_save(&path)
                    .err()
                    .and_then(|e| Notice::error(move || store_words::problem(&e.0)));
                self.show_saves(Some(store), notice)
            }
            Ask::ShowAllGames => self.show_all_games(store, None),
            Ask::MoreListed => self.show_more(store),
            Ask::OpenListed(path) => self.open_listed(&path, store),
            Ask::ForgetListed(path) => self.forget_listed(&path, store),
            Ask::ConfirmDeleteListed(path) => {
                if let Some(Dialog::All(AllGames { confirm_delete, .. })) = &mut self.dialog {
                    *confirm_delete = Some(path);
                }
                Vec::new()
            }
            Ask::DeleteListed(path) => self.delete_listed(&path, store),
            Ask::FoldMonths(months) => self.fold_form(|form| form.months = months),
            Ask::AskFold(asked) => self.fold_form(|form| form.asked = asked),
            Ask::Fold => self.fold(store, recorded),
            Ask::DownloadListed(path) => download_listed(&path, store),
            Ask::DownloadGame => table.map_or_else(Vec::new, download_game),
            Ask::PickFile => pick_file(),
        }
    }

    /// Opens its dialog: any other closes.
    fn open(&mut self, dialog: Dialog) -> Vec<Effect> {
        self.dialog = Some(dialog);
        vec![Effect::Opened(Feature::Library)]
    }

    /// Shows the named saves; the files that cannot be read are named (after `notice`, what
    /// was just done, if any).
    fn show_saves(&mut self, store: Option<&Store>, notice: Option<Notice>) -> Vec<Effect> {
        let Some(store) = store else {
            return Vec::new();
        };
        let (list, problems) = store.list_saves();
        let mut effects = self.open(Dialog::Saves {
            list,
            confirm_delete: None,
        });
        effects.extend(say(notice));
        effects.extend(say(unread(problems)));
        effects
    }

    /// Shows every game of the data folder, the newest of each mode first, as many played
    /// as were shown before (a page at least); the files that cannot be read are named, else
    /// `notice` (what was just done), if any.
    fn show_all_games(&mut self, store: Option<&Store>, notice: Option<Notice>) -> Vec<Effect> {
        let Some(store) = store else {
            return Vec::new();
        };
        let (shown, fold) = match &self.dialog {
            Some(Dialog::All(all)) => (all.list.len().max(GAMES_PAGE), all.fold),
            _ => (GAMES_PAGE, FoldForm::default()),
        };
        let (shelved, mut problems) = store.shelved_games();
        let mut effects = self.open(Dialog::All(AllGames {
            shelved,
            list: Vec::new(),
            confirm_delete: None,
            fold: FoldForm {
                asked: false,
                ..fold
            },
        }));
        problems.extend(self.play_listed(store, shown));
        effects.extend(say(unread(problems).or(notice)));
        effects
    }

    /// The next page of every game's list.
    fn show_more(&mut self, store: Option<&Store>) -> Vec<Effect> {
        let (Some(store), Some(Dialog::All(AllGames { list, .. }))) = (store, &self.dialog) else {
            return Vec::new();
        };
        let more = list.len() + GAMES_PAGE;
        say(unread(self.play_listed(store, more)))
    }

    /// The list's first `shown` games played (those not yet), for their words; a file that
    /// cannot be played after all leaves the list, and is named.
    fn play_listed(&mut self, store: &Store, shown: usize) -> Vec<crate::store::LoadError> {
        let Some(Dialog::All(AllGames { shelved, list, .. })) = &mut self.dialog else {
            return Vec::new();
        };
        let mut problems = Vec::new();
        while list.len() < shown.min(shelved.len()) {
            match store.listed(&shelved[list.len()]) {
                Ok(listed) => list.push(listed),
                Err(e) => {
                    shelved.remove(list.len());
                    problems.push(e);
                }
            }
        }
        problems
    }

    /// Puts a game of the lists on the table: a left or forgotten one comes back among the
    /// games in play (Resume offers it again); a finished one shows its end.
    fn open_listed(&mut self, path: &Path, store: Option<&Store>) -> Vec<Effect> {
        let Some(store) = store else {
            return Vec::new();
        };
        let slot = match store.take_up(path) {
            Ok(slot) => slot,
            Err(e) => return say(Notice::error(move || store_words::problem(&e.0))),
        };
        // Read again now, not as the list was made: another window may have played it on
        // since. The stamp first, so a write in between is taken for one after the read.
        let seen = store.stamp(&slot);
        let save = match store.load(&slot) {
            Ok(save) => save,
            Err(e) => return say(Notice::error(move || load_words::load_error(&e))),
        };
        let summary = crate::store::Summary::from_save(&slot, &save);
        let seat = game_on_table::seat(save.game, Some(slot), save.game_id, seen, Some(store));
        self.dialog = None;
        vec![
            Effect::PutOnTable(seat),
            Effect::Notice(Notice::info(move || {
                t!("resumed", game = summary_words(&summary))
            })),
        ]
    }

    /// Forgets a game of the list (its file is kept); the list shows it forgotten.
    fn forget_listed(&mut self, path: &Path, store: Option<&Store>) -> Vec<Effect> {
        let Some(store) = store else {
            return Vec::new();
        };
        let notice = match store.forget(path) {
            Ok(to) => {
                let file = to.display().to_string();
                Notice::info(move || t!("forgotten", file = file.as_str()))
            }
            Err(e) => Notice::error(move || store_words::problem(&e.0)),
        };
        let mut effects = self.show_all_games(Some(store), notice);
        effects.extend(self.find_resume(Some(store)));
        effects
    }

    /// Deletes a forgotten game of the list for good; the list shows it gone.
    fn delete_listed(&mut self, path: &Path, store: Option<&Store>) -> Vec<Effect> {
        let Some(store) = store else {
            return Vec::new();
        };
        let game = match &self.dialog {
            Some(Dialog::All(AllGames { list, .. })) => list
                .iter()
                .find(|g| g.summary.path == path)
                .map(|g| summary_words(&g.summary)),
            _ => None,
        }
        .unwrap_or_else(|| path.display().to_string());
        let notice = match store.delete_forgotten(path) {
            Ok(()) => Notice::info(move || t!("games-deleted", game = game.as_str())),
            Err(e) => Notice::error(move || store_words::problem(&e.0)),
        };
        self.show_all_games(Some(store), notice)
    }

    /// Keeps a named copy of the game on the table; a failure is said in the dialog.
    fn save_as(
        &mut self,
        name: &str,
        store: Option<&Store>,
        table: Option<&dyn GameOnTable>,
    ) -> Vec<Effect> {
        let saved = match (store, table) {
            (Some(store), Some(table)) => table
                .save_as(store, name)
                .map_err(|e| store_words::problem(&e.0)),
            _ => Err(t!("no-data-folder-to-save")),
        };
        match saved {
            Ok(path) => {
                self.dialog = None;
                let (name, file) = (name.trim().to_owned(), path.display().to_string());
                say(Notice::info(move || {
                    t!("saved-as", name = name.as_str(), file = file.as_str())
                }))
            }
            // Said in the dialog, next to the name to change.
            Err(message) => {
                if let Some(Dialog::SaveAs { error, .. }) = &mut self.dialog {
                    *error = Some(message);
                }
                Vec::new()
            }
        }
    }
}

/// Opens a saved game (a file, or text picked on the device): a new autosave of it.
pub fn open_save(save: AnySave, name: &str, store: Option<&Store>) -> Vec<Effect> {
    let seat = game_on_table::seat(save.game, None, save.game_id, None, store);
    let name = name.to_owned();
    vec![
        Effect::PutOnTable(seat),
        Effect::Notice(Notice::info(move || t!("opened", name = name.as_str()))),
    ]
}

/// Opens the text of a file picked on the device (web) as a saved game, or says why not.
#[cfg(target_arch = "wasm32")]
pub fn open_picked(name: &str, bytes: &[u8], store: Option<&Store>) -> Vec<Effect> {
    match crate::store::parse_any(bytes) {
        Ok(save) => open_save(save, name, store),
        Err(e) => {
            let name = name.to_owned();
            say(Notice::error(move || {
                t!(
                    "could-not-open",
                    name = name.as_str(),
                    why = load_words::fault(&e)
                )
            }))
        }
    }
}

/// The files that could not be read, named, one a line.
fn unread(problems: Vec<crate::store::LoadError>) -> Option<Notice> {
    if problems.is_empty() {
        return None;
    }
    Notice::error(move || {
        let text: Vec<String> = problems.iter().map(load_words::load_error).collect();
        text.join("\n")
    })
}

/// Downloads a game of the list as a file (web); the desktop's games are files already.
fn download_listed(path: &Path, store: Option<&Store>) -> Vec<Effect> {
    #[cfg(target_arch = "wasm32")]
    {
        let Some(store) = store else {
            return Vec::new();
        };
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let result = store.read_text(path).and_then(|text| {
            coop_automa_seam::page::download(&name, &text, "application/octet-stream")
        });
        vec![Effect::Notice(match result {
            Ok(()) => Notice::info(move || t!("downloaded", file = name.as_str())),
            Err(why) => Notice::error(move || t!("download-failed", why = why.as_str())),
        })]
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (path, store);
        Vec::new()
    }
}

/// The game on the table as a save file to download (web); on the desktop every game is a
/// file already.
fn download_game(table: &dyn GameOnTable) -> Vec<Effect> {
    let text = table.save_text();
    #[cfg(target_arch = "wasm32")]
    {
        let result = text.and_then(|text| {
            coop_automa_seam::page::download("coop-automa-game.ron", &text, "text/plain")
        });
        vec![Effect::Notice(match result {
            Ok(()) => Notice::info(|| t!("downloaded", file = "coop-automa-game.ron")),
            Err(e) => Notice::error(move || t!("download-failed", why = e.as_str())),
        })]
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = text;
        Vec::new()
    }
}

/// The device's file picker (web); what is picked comes back as files opened.
fn pick_file() -> Vec<Effect> {
    #[cfg(target_arch = "wasm32")]
    if let Err(e) = super::web::pick_file() {
        return say(Notice::error(move || {
            t!("no-file-picker", why = e.as_str())
        }));
    }
    Vec::new()
}
