//! `coop-automa host` (issue 63): a host with no window, for a laptop or a small computer
//! that is always on. It holds the data folder as the app does (two on one folder are
//! refused), serves its games to the devices at the table, and prints each game in play with
//! the link a device opens. Ctrl-C stops it; every step is kept as it is played.

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
    let bind = SocketAddr::new(lan_address(), options.port);
    let referee = HostGames::new(store, lock);
    let web = options.web.display().to_string();
    let host = Host::start(bind, options.web, referee, Secret::new()).map_err(|e| {
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
        println!("  {kind}, {progress} ({name}):");
        println!("    {}", host.join_link(&saved.game_id));
    }
    Ok(host)
}
