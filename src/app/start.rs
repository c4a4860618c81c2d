//! The start screen, a part of its own: the mode it shows (the last game started's, kept in
//! the settings), its tabs and form, "Resume", and a game started from the form.

use super::any_mode;
use super::chrome::tools;
use super::effect::{Effect, say};
use super::keeps::Keeps;
use super::kit::notice::Notice;
use super::library::Library;
use super::msg::Carried;
use super::msg::Msg;
use super::registry::ModeId;
use super::settings::Settings;
use crate::store::Store;
use eframe::egui;

pub struct Start {
    /// The mode the start screen shows.
    pub mode: ModeId,
}

impl Start {
    pub fn of(settings: &Settings) -> Start {
        Start {
            mode: ModeId::of_key(&settings.mode),
        }
    }

    /// What the table finds again after a restart: the mode of the last game started.
    pub fn keep_in(&self, settings: &mut Settings) {
        settings.mode = self.mode.key().to_owned();
    }

    /// A new game from `setup`, on the table (the start screen opens on its mode from now
    /// on: a game opened or resumed changes nothing here), or why not.
    pub fn start(
        &mut self,
        setup: Carried,
        keeps: &mut Keeps,
        store: Option<&Store>,
    ) -> Vec<Effect> {
        match any_mode::start(&setup, keeps, store) {
            Ok(seat) => {
                self.mode = seat.mode();
                vec![Effect::Notice(None), Effect::PutOnTable(seat)]
            }
            Err(e) => say(Notice::error_text(e)),
        }
    }

    /// The tab of `mode` chosen: its form, its results read.
    pub fn choose(&mut self, key: &str, keeps: &mut Keeps, store: Option<&Store>) -> Vec<Effect> {
        // A key no mode has (no tab sends one) changes nothing.
        let Some(mode) = ModeId::of_known_key(key) else {
            return Vec::new();
        };
        self.mode = mode;
        let read = keeps.get_mut(mode).read_results(store).err();
        vec![Effect::Notice(read.and_then(Notice::error_text))]
    }

    /// The start screen: the tools, the mode's tabs, "Resume" and the mode's form (`info`:
    /// what was just done, in the tools' row).
    pub fn draw(
        &self,
        ui: &mut egui::Ui,
        keeps: &mut Keeps,
        library: &Library,
        info: Option<&str>,
        msgs: &mut Vec<Msg>,
    ) {
        let under = |ui: &mut egui::Ui, msgs: &mut Vec<Msg>| library.resume_band(ui, msgs);
        tools::start_screen(ui, self.mode, info, under, msgs);
        keeps.get_mut(self.mode).setup_screen(ui, msgs);
    }
}
