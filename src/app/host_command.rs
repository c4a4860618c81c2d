//! `coop-automa host` (issue 63): a host with no window, for a laptop or a small computer
//! that is always on. It holds the data folder as the app does (two on one folder are
//! refused), serves its games to the devices at the table, and prints each game in play with
//! the link a device opens and its QR code. Ctrl-C stops it; every step is kept as it is played.

use super::host_games::HostGames;
use super::options::HostOptions;
use crate::store::Store;
use coop_automa_host::{Host, Secret, lan_address};
use std::net::SocketAddr;
use std::path::PathBuf;

/// Serves until the process is stopped; why it cannot serve otherwise.
pub fn run(data_dir: Option<PathBuf>, options: HostOptions) -> Result<(), String> {
    let host = start(data_dir, options)?;
    println!(
        "coop-automa: serving on http://{} (Ctrl-C stops)",
        host.addr()
    );
    loop {
        std::thread::park();
    }
}

/// A host of the data folder's games, started; it prints the games in play and their links.
pub fn start(data_dir: Option<PathBuf>, options: HostOptions) -> Result<Host, String> {
    let dir = crate::store::data_dir(data_dir)
        .ok_or("no data folder was found: give one with --data-dir DIR")?;
    let store = Store::new(dir.clone());
    // Held until the process ends: no window and no other host writes these games.
    let lock = store.lock().map_err(|p| super::store_words::problem(&p))?;
    let (games, _) = store.find_resume();
    let secret = kept_secret(&store)?;
    let bind = SocketAddr::new(lan_address(), options.port);
    let referee = HostGames::new(store, lock);
    let web = options.web.display().to_string();
    let host = Host::start(bind, options.web, referee, secret).map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            format!("{e}: make it with `web/build.sh {web}`, or give its folder with --web DIR")
        } else {
            format!("cannot serve on {bind}: {e}")
        }
    })?;
    println!("coop-automa: the games of {}:", dir.display());
    if games.is_empty() {
        println!("  none in play: start one in the app, then start the host again");
    }
    for (path, saved) in &games {
        let (kind, progress, _) = super::game_words(&saved.game);
        let name = path.file_stem().unwrap_or_default().to_string_lossy();
        let link = host.join_link(&saved.game_id);
        println!("  {kind}, {progress} ({name}):");
        println!("    {link}");
        // What a phone's camera opens in one tap.
        if let Some(code) = coop_automa_host::join_code::text(&link) {
            print!("{code}");
        }
    }
    Ok(host)
}

/// Where a host keeps its join secret beside the games' orders: a host started again (after
/// a crash, a reboot) keeps it, so the devices' links still open.
const SECRET_NOTE: &str = "join-secret";

/// The secret this data folder's host joins with: the kept one, else a new one, kept.
pub(super) fn kept_secret(store: &Store) -> Result<Secret, String> {
    let kept = store.hosted(SECRET_NOTE);
    if let Some(secret) = kept.as_deref().and_then(|t| Secret::from_text(t.trim())) {
        return Ok(secret);
    }
    let secret = Secret::new();
    store
        .keep_hosted(SECRET_NOTE, secret.as_str())
        .map_err(|e| super::store_words::problem(&e.0))?;
    Ok(secret)
}
