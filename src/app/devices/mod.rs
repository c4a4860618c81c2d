//! This table with the other devices at it (issue 63): joined to a host's game (`--join`, a
//! page opened from a host's link), or, on the desktop, hosting its own game ("Play on
//! several devices"): the window starts a host of its data folder and joins it as every
//! other device does, so its own taps go through the one order too.

#[cfg(not(target_arch = "wasm32"))]
mod hosting;
mod joined;
mod seat_kept;
mod seat_view;
#[cfg(not(target_arch = "wasm32"))]
mod view;

use super::chrome::tools::DevicesTool;
use super::effect::Effect;
use super::kit::notice::Notice;
use super::on_table::OnTable;
use eframe::egui;
use joined::Joined;

/// What the table asks of its devices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// "Play on several devices": the game on the table served (if it is not yet), and its
    /// code shown.
    Open,
    /// The code's dialog closes; the game is still served.
    Close,
    /// The other devices are no longer served: the game goes on in this window alone.
    Stop,
    /// "My seat": which seat is this device's own.
    ChooseSeat,
    /// This device shows that seat large (`None`: the whole table alike).
    Seat(Option<usize>),
}

/// The dialog of the devices open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dialog {
    /// The code to scan, while this window serves its game (a page never serves).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    Code,
    /// Which seat is this device's own.
    Seat,
}

impl super::msg::FeatureAsk for Ask {}

/// The table's connection to the other devices.
pub struct Devices {
    /// Joined to a host's game (another computer's, or this window's own host).
    joined: Option<Joined>,
    /// This window's host, serving the game on its table.
    #[cfg(not(target_arch = "wasm32"))]
    hosting: Option<hosting::Hosting>,
    /// The web build a window's host serves (`--web`), else found beside the app.
    #[cfg(not(target_arch = "wasm32"))]
    web: Option<std::path::PathBuf>,
    /// The dialog open, if any.
    dialog: Option<Dialog>,
    /// This device's own seat, kept across the games the host sends (each is a new table).
    my_seat: Option<usize>,
}

impl Devices {
    /// At start: joined to `join` (a host's game), if given.
    pub fn new(options: &super::Options) -> Devices {
        Devices {
            joined: options
                .join
                .clone()
                .map(|url| Joined::new(url, rand::random(), None)),
            #[cfg(not(target_arch = "wasm32"))]
            hosting: None,
            #[cfg(not(target_arch = "wasm32"))]
            web: options.web.clone(),
            dialog: None,
            // A page reloaded keeps the seat it took in this game.
            my_seat: options.join.as_deref().and_then(seat_kept::kept),
        }
    }

    /// Between frames: what the host sent played on the table, the table's taps sent to it.
    pub fn frame(
        &mut self,
        ctx: &egui::Context,
        on_table: &mut OnTable,
        notice: &mut Option<Notice>,
    ) {
        if let Some(joined) = &mut self.joined {
            joined.frame(ctx, on_table, notice);
        }
        // The host's game, sent again after a reconnection, keeps this device's seat. A seat
        // kept from a reload is the page's word: one the game has not is the whole table.
        if let Some(seat) = on_table.seat_mut()
            && seat.my_seat() != self.my_seat
        {
            if self.my_seat.is_some_and(|s| s >= seat.seats().len()) {
                self.my_seat = None;
            }
            seat.set_my_seat(self.my_seat);
        }
    }

    /// The line kept on screen while the host cannot be reached.
    pub fn problem(&self) -> Option<String> {
        self.joined.as_ref().and_then(|j| j.problem())
    }

    /// Whether a dialog of the devices covers the table.
    pub fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// Another dialog opens: this one closes (the game is still served).
    pub fn give_way(&mut self) {
        self.dialog = None;
    }

    /// The devices' tool the game on the table offers: "Devices" in a window that may serve
    /// it, "My seat" on a device joined to another's host with a game of several players.
    pub fn tool(&self, seat: &dyn super::game_on_table::GameOnTable) -> DevicesTool {
        if self.joined_elsewhere() {
            if seat.seats().len() > 1 {
                DevicesTool::MySeat
            } else {
                DevicesTool::Joined
            }
        } else if cfg!(not(target_arch = "wasm32")) {
            DevicesTool::Host
        } else {
            DevicesTool::None
        }
    }

    /// Whether the game on the table is another device's host's (this one a phone at it).
    pub fn joined_elsewhere(&self) -> bool {
        self.joined.is_some() && !self.hosting()
    }

    /// Whether this window serves the game on its table.
    pub fn hosting(&self) -> bool {
        #[cfg(not(target_arch = "wasm32"))]
        return self.hosting.is_some();
        #[cfg(target_arch = "wasm32")]
        false
    }

    /// Does what was asked, with the data folder's `store` (`held`: this window holds it)
    /// and the game on the table.
    pub fn handle(
        &mut self,
        ask: Ask,
        store: Option<&crate::store::Store>,
        held: bool,
        on_table: &OnTable,
    ) -> Vec<Effect> {
        match ask {
            Ask::Close => {
                self.dialog = None;
                Vec::new()
            }
            Ask::ChooseSeat => {
                self.dialog = Some(Dialog::Seat);
                vec![Effect::Opened(super::effect::Feature::Devices)]
            }
            Ask::Seat(seat) => {
                self.dialog = None;
                self.my_seat = seat;
                if let Some(joined) = &self.joined {
                    seat_kept::keep(joined.url(), seat);
                }
                Vec::new()
            }
            #[cfg(not(target_arch = "wasm32"))]
            Ask::Open => self.open(store, held, on_table),
            #[cfg(not(target_arch = "wasm32"))]
            Ask::Stop => self.stop(store),
            #[cfg(target_arch = "wasm32")]
            _ => {
                let _ = (store, held, on_table);
                Vec::new()
            }
        }
    }

    /// The table leaves the game (for a new one): it is no longer served, before it leaves,
    /// so no step played from another device writes it after. A device joined to another's
    /// host leaves its table: the connection goes, so the host's steps never reach the games
    /// this device plays next, and a page forgets the link it was opened with (a reload
    /// starts on its own, as a new game there would).
    pub fn leaving(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(hosting) = self.hosting.take() {
            hosting.stop();
            self.joined = None;
            self.dialog = None;
        }
        if let Some(joined) = self.joined.take() {
            seat_kept::keep(joined.url(), None);
            self.my_seat = None;
            self.dialog = None;
            #[cfg(target_arch = "wasm32")]
            super::web::forget_host_link();
        }
    }

    /// The dialog open, if any, over the game on the table.
    pub fn draw(
        &mut self,
        ctx: &egui::Context,
        seat: Option<&dyn super::game_on_table::GameOnTable>,
        msgs: &mut Vec<super::msg::Msg>,
    ) {
        match self.dialog {
            None => {}
            #[cfg(not(target_arch = "wasm32"))]
            Some(Dialog::Code) => {
                if let Some(hosting) = &self.hosting {
                    view::code_dialog(ctx, hosting, msgs);
                }
            }
            #[cfg(target_arch = "wasm32")]
            Some(Dialog::Code) => {}
            Some(Dialog::Seat) => {
                let seats = seat.map(|s| s.seats()).unwrap_or_default();
                seat_view::seat_dialog(ctx, &seats, self.my_seat, msgs);
            }
        }
    }
}
