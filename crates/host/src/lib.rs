//! One game on every device at the table (issue 63): a host on the local network serves the
//! web build itself and one WebSocket per game. Each device sends its steps with the number
//! of the last step it played; the host plays them through one order (`coop-automa-order`)
//! by the rules the app hands it (`Referee`), and sends each step played to every device.
//! Everything is behind a join secret the QR code carries.
//!
//! It knows no mode, no rule, no word of the app's catalogs and no file but the web build's:
//! the app's referee plays and keeps the games.

pub mod join_code;
mod referee;
mod rooms;
mod secret;
mod serve;

pub use coop_automa_order as order;
pub use coop_automa_order::wire;
pub use referee::Referee;
pub use secret::Secret;

use axum::serve::ListenerExt;
use serve::Shared;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, UdpSocket};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// Whether `dir` holds a web build to serve (its page, `index.html`).
pub fn is_web_build(dir: &std::path::Path) -> bool {
    dir.join("index.html").is_file()
}

/// A host serving, on a runtime of its own (the desktop app is not async): it stops when
/// dropped.
pub struct Host {
    addr: SocketAddr,
    shared: Arc<Shared>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Host {
    /// Serves on `bind` (port 0: any free one) the web build in `web` and the games of
    /// `referee`, behind `secret`. Fails as binding fails (the port taken, an address not
    /// this machine's), and with `NotFound` where `web` holds no `index.html`.
    pub fn start(
        bind: SocketAddr,
        web: PathBuf,
        referee: impl Referee,
        secret: Secret,
    ) -> std::io::Result<Host> {
        if !is_web_build(&web) {
            let missing = format!("no web build in {}", web.display());
            return Err(std::io::Error::new(std::io::ErrorKind::NotFound, missing));
        }
        let listener = TcpListener::bind(bind)?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Shared {
            secret,
            web,
            rooms: Mutex::new(rooms::Rooms::new(Box::new(referee))),
        });
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("host")
            .enable_all()
            .build()?;
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let app = serve::router(shared.clone());
        let thread = std::thread::Builder::new()
            .name("host".into())
            .spawn(move || {
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                        return;
                    };
                    // Each step is a small message sent at once: Nagle's wait for more bytes
                    // (against the device's delayed acknowledgement) cost 40 ms a step.
                    let listener = listener.tap_io(|tcp| {
                        let _ = tcp.set_nodelay(true);
                    });
                    let _ = axum::serve(listener, app)
                        .with_graceful_shutdown(async {
                            let _ = stopped.await;
                        })
                        .await;
                });
                // Sockets still open are dropped with the runtime.
                runtime.shutdown_background();
            })?;
        Ok(Host {
            addr,
            shared,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// Where it serves.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The link a device opens to join (what the QR code holds): the page at this host with
    /// the secret, and the game to follow.
    pub fn join_link(&self, game: &str) -> String {
        format!(
            "http://{}/?join={}&game={}",
            self.addr,
            self.shared.secret.as_str(),
            game
        )
    }

    /// The game's WebSocket with the secret, for a device that is given it rather than
    /// opening the page (`--join`; the host's own window).
    pub fn socket_link(&self, game: &str) -> String {
        format!(
            "ws://{}/ws/{}?join={}",
            self.addr,
            game,
            self.shared.secret.as_str()
        )
    }

    /// How many devices follow `game` now.
    pub fn devices(&self, game: &str) -> usize {
        self.shared.rooms.lock().map_or(0, |r| r.devices(game))
    }

    /// How many messages were refused (unreadable, too long, a step no device could send).
    pub fn refused(&self) -> u64 {
        self.shared.rooms.lock().map_or(0, |r| r.refused)
    }

    /// The newest refusals, in words, oldest first: the host's log.
    pub fn log(&self) -> Vec<String> {
        self.shared
            .rooms
            .lock()
            .map(|r| r.log.clone())
            .unwrap_or_default()
    }

    /// Stops serving: every socket is closed.
    pub fn stop(mut self) {
        self.shut();
    }

    fn shut(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.shut();
    }
}

/// This machine's address on its local network, where the devices at the table reach it:
/// never a public one. Loopback when it has none (no network: a host for this machine only).
pub fn lan_address() -> IpAddr {
    let probe = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).and_then(|socket| {
        // No packet is sent: connecting a UDP socket only picks the route.
        socket.connect((Ipv4Addr::new(192, 168, 0, 1), 9))?;
        socket.local_addr()
    });
    match probe.map(|a| a.ip()) {
        Ok(IpAddr::V4(ip)) if ip.is_private() => IpAddr::V4(ip),
        _ => IpAddr::V4(Ipv4Addr::LOCALHOST),
    }
}
