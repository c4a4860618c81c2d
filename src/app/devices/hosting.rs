//! "Play on several devices" (issue 63): the window serves the game on its table to the
//! phones and tablets at it, from a host of its own data folder (the one `coop-automa host`
//! runs), and joins that host itself, so its taps and theirs go through one order. The host
//! runs only from this press on: a window that never serves starts and idles as before.

use super::super::effect::{Effect, say};
use super::super::game_on_table::seat_remote;
use super::super::host_games::HostGames;
use super::super::i18n::t;
use super::super::kit::notice::Notice;
use super::super::on_table::OnTable;
use super::Devices;
use super::joined::Joined;
use crate::store::Store;
use coop_automa_host::{Host, lan_address};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

/// The game this window serves, and what its dialog shows.
pub struct Hosting {
    host: Host,
    game_id: String,
    /// The game's file: the host writes it; it is read again when serving stops.
    slot: PathBuf,
    /// The link a device opens (what the code holds).
    pub link: String,
    /// The code's modules (`None`: a link too long for a code, said in words instead).
    pub code: Option<Vec<Vec<bool>>>,
    /// Served on a local network (not on this computer alone, which no phone reaches).
    pub on_network: bool,
}

impl Hosting {
    /// How many devices follow the game now (this window among them).
    pub fn devices(&self) -> usize {
        self.host.devices(&self.game_id)
    }

    pub fn stop(self) {
        self.host.stop();
    }
}

impl Devices {
    /// Serves the game on the table (if it is not served yet) and shows its code.
    pub(super) fn open(
        &mut self,
        store: Option<&Store>,
        held: bool,
        on_table: &OnTable,
    ) -> Vec<Effect> {
        if self.hosting.is_some() {
            self.dialog = Some(super::Dialog::Code);
            return vec![Effect::Opened(super::super::effect::Feature::Devices)];
        }
        match self.start(store, held, on_table) {
            Ok(seat) => {
                self.dialog = Some(super::Dialog::Code);
                vec![
                    Effect::Opened(super::super::effect::Feature::Devices),
                    Effect::PutOnTable(seat),
                ]
            }
            Err(words) => say(Notice::error_text(words)),
        }
    }

    /// The host started and joined; the game as this window's device shows it until the
    /// host's own copy arrives. Why it cannot be served otherwise, in words that say what to do.
    fn start(
        &mut self,
        store: Option<&Store>,
        held: bool,
        on_table: &OnTable,
    ) -> Result<Box<dyn super::super::game_on_table::GameOnTable>, String> {
        let store = store.filter(|_| held).ok_or_else(|| t!("host-not-held"))?;
        let seat = on_table.seat().ok_or_else(|| t!("host-no-table"))?;
        if let Some(problem) = on_table.save_problem() {
            return Err(t!("host-not-on-disk", problem = problem));
        }
        let slot = seat
            .slot()
            .map(Path::to_owned)
            .ok_or_else(|| t!("host-no-table"))?;
        let saved = store
            .load(&slot)
            .map_err(|e| super::super::load_words::load_error(&e))?;
        let web = self.web_build().ok_or_else(|| t!("host-no-web-build"))?;
        let secret = super::super::host_command::kept_secret(store)?;
        let game_id = saved.game_id.clone();
        // The window's lock holds the folder: the host writes under it.
        let referee = || HostGames::new(store.clone(), None).serving(&game_id, &slot);
        let at = |port| SocketAddr::new(lan_address(), port);
        // Another host (another folder's) may hold the usual port: any free one then.
        let host = Host::start(
            at(super::super::options::DEFAULT_PORT),
            web.clone(),
            referee(),
            secret.clone(),
        )
        .or_else(|_| Host::start(at(0), web, referee(), secret))
        .map_err(|e| t!("host-cannot-serve", why = e.to_string()))?;
        let link = host.join_link(&game_id);
        let socket = host.socket_link(&game_id);
        self.joined = Some(Joined::new(socket, rand::random(), Some(slot.clone())));
        self.hosting = Some(Hosting {
            code: coop_automa_host::join_code::modules(&link),
            on_network: !host.addr().ip().is_loopback(),
            link,
            host,
            game_id: game_id.clone(),
            slot: slot.clone(),
        });
        Ok(seat_remote(saved.game, game_id, Some(slot)))
    }

    /// The other devices are no longer served: the game, read again from its file as the
    /// host last wrote it, goes on in this window alone.
    pub(super) fn stop(&mut self, store: Option<&Store>) -> Vec<Effect> {
        self.dialog = None;
        let Some(hosting) = self.hosting.take() else {
            return Vec::new();
        };
        let slot = hosting.slot.clone();
        hosting.stop();
        self.joined = None;
        let Some(store) = store else {
            return Vec::new();
        };
        match OnTable::read(store, slot) {
            // The results read again: a game the host ended is in them.
            Ok(seat) => vec![
                Effect::PutOnTable(seat),
                Effect::ReadAgain { every_mode: true },
                Effect::Notice(Notice::info(|| t!("host-stopped"))),
            ],
            Err(e) => say(Notice::error_text(super::super::load_words::load_error(&e))),
        }
    }

    /// The web build to serve: `--web`, else a `dist` folder beside the app, in the checkout
    /// it was built in (`target/release/`'s), or in the folder it was started from.
    fn web_build(&self) -> Option<PathBuf> {
        let exe = std::env::current_exe().ok();
        let beside = exe.as_deref().and_then(Path::parent);
        let checkout = beside.and_then(Path::parent).and_then(Path::parent);
        let found = [beside, checkout]
            .into_iter()
            .flatten()
            .map(|dir| dir.join("dist"))
            .chain([PathBuf::from("dist")]);
        match &self.web {
            Some(given) => Some(given.clone()),
            None => found
                .into_iter()
                .find(|dir| coop_automa_host::is_web_build(dir)),
        }
    }
}
