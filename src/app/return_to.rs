//! Back where you were: the game on the table is remembered, so a reload or a tab the browser
//! discarded (web) and a restart (desktop) put it back on the table, the start screen one tap
//! away. On the web it is kept in the tab's own session storage (each tab its own table; a
//! reload keeps it, a new tab starts afresh); on the desktop in the settings (one window
//! writes a data folder).

use super::settings::Settings;
use std::path::{Path, PathBuf};

/// The session storage's key on the web.
#[cfg(target_arch = "wasm32")]
const KEY: &str = "coop-automa-table";

/// The game file that was on the table when the app last ran, if any.
pub(super) fn remembered(settings: &Settings) -> Option<PathBuf> {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = settings;
        web_sys::window()
            .and_then(|w| w.session_storage().ok().flatten())
            .and_then(|s| s.get_item(KEY).ok().flatten())
            .filter(|path| !path.is_empty())
            .map(PathBuf::from)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        (!settings.table.is_empty()).then(|| PathBuf::from(&settings.table))
    }
}

/// What goes on the table at the start: a file given on the command line, or the game on the
/// table at the last close (a game of this data folder's own, in progress or over).
pub(super) fn first(
    options: &super::Options,
    settings: &Settings,
    store: Option<&super::super::store::Store>,
) -> Option<super::effect::Effect> {
    use super::effect::Effect;
    match &options.open {
        Some(path) => Some(Effect::OpenFile(path.clone())),
        None => remembered(settings)
            .and_then(|slot| super::on_table::OnTable::remembered(store?, slot))
            .map(Effect::PutOnTable),
    }
}

/// Keeps `slot` as the game on the table (`None`: the start screen). The desktop keeps it
/// through the settings (`App::settings`), so only the web writes here.
pub(super) fn remember(slot: Option<&Path>) {
    #[cfg(target_arch = "wasm32")]
    if let Some(storage) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
        let _ = match slot {
            Some(path) => storage.set_item(KEY, &path.to_string_lossy()),
            None => storage.remove_item(KEY),
        };
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = slot;
}
