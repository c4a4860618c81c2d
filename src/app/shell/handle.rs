//! What the app does with each message: the game's through the table, each feature's by the
//! feature, whose effects the shell then does in their order.

use super::super::Pref;
use super::super::chrome::dialog::Modal;
use super::super::command::Command;
use super::super::effect::Effect;
use super::super::features::Around;
use super::super::msg::{Msg, ask_of};
use super::App;
use eframe::egui;

impl App {
    /// Acts on one message.
    pub fn handle(&mut self, msg: Msg, ctx: &egui::Context) {
        if msg.plays() {
            // A game another window plays is not played here (see `elsewhere`).
            if self.features.locks.held() {
                self.play(msg);
            }
            return;
        }
        let (store, locks) = (self.store.as_ref(), &mut self.features.locks);
        let effects = match msg {
            Msg::TakeGameHere => {
                self.features.modal = None;
                self.on_table.take_here(store, locks)
            }
            Msg::LeaveGameElsewhere => self.on_table.leave_to_elsewhere(locks),
            Msg::Start(setup) => self.start.start(setup, &mut self.keeps, store),
            Msg::ChooseMode(key) => self.start.choose(key, &mut self.keeps, store),
            Msg::DismissNotice => vec![Effect::Notice(None)],
            // A restore under way is never left half written without its record: the
            // backup's dialog stays.
            Msg::CloseFiles => {
                self.features.give_way_but(None);
                Vec::new()
            }
            Msg::Feature(ask) => match ask_of::<Pref>(&ask) {
                Some(pref) => {
                    self.prefs.set(pref, ctx);
                    Vec::new()
                }
                None => {
                    let (settings, mode) = (self.settings(), self.mode_on_screen());
                    let (on_table, keeps) = (&self.on_table, &mut self.keeps);
                    let around = Around {
                        store,
                        on_table,
                        keeps,
                        mode,
                        settings,
                    };
                    self.features.ask(&ask, around, ctx)
                }
            },
            Msg::ConfirmNewGame => {
                let table = &mut self.on_table;
                self.features.leave_for_setup(table, store, &mut self.keeps)
            }
            Msg::NewGame if self.features.may_leave_now(&self.on_table) => {
                let table = &mut self.on_table;
                self.features.leave_for_setup(table, store, &mut self.keeps)
            }
            Msg::NewGame if self.on_table.seat().is_some() => {
                self.features.open(Modal::ConfirmLeave);
                Vec::new()
            }
            // A view command: the game's own keys were asked of the table.
            Msg::Command(Command::Fullscreen) => {
                self.window.toggle_fullscreen(ctx);
                Vec::new()
            }
            Msg::Command(Command::Help) => {
                self.features.toggle(Modal::Help);
                Vec::new()
            }
            Msg::Command(zoom) => {
                self.prefs.zoom(zoom, ctx);
                Vec::new()
            }
            Msg::CloseAnyway => {
                self.window.close_anyway(ctx);
                Vec::new()
            }
            Msg::CancelNewGame | Msg::KeepOpen => {
                self.features.modal = None;
                Vec::new()
            }
            // Played above; "New game" with no game on the table does nothing.
            Msg::Apply(_) | Msg::Answer(_) | Msg::Undo | Msg::Redo | Msg::BadEntry(_) => Vec::new(),
            Msg::NewGame => Vec::new(),
        };
        self.apply(effects);
    }
}
