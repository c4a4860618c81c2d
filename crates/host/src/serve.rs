//! The host's HTTP side: the web build's files and one WebSocket per game, each behind the
//! join secret. Without it: a page that says to scan the code, and no game.

use crate::rooms::{Asking, Rooms};
use crate::secret::Secret;
use axum::Router;
use axum::body::Body;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use coop_automa_order::wire::{self, ToDevice, ToHost};
use futures_util::{SinkExt, StreamExt};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use tokio::sync::{broadcast, mpsc};
use tower::ServiceExt;
use tower_http::services::ServeDir;

/// A frame longer than this closes its socket (the host could not even read it whole); one
/// longer than `MAX_MESSAGE` but within this is refused in words, the socket kept.
pub(crate) const MAX_FRAME: usize = 1024 * 1024;

/// The page a visitor without the secret is given, in both languages of the app.
const SCAN_THE_CODE: &str = "<!doctype html><meta charset=utf-8>\
<meta name=viewport content=\"width=device-width\">\
<title>coop-automa</title><body style=\"font:1.5rem sans-serif;margin:2rem\">\
<p>Scan the code on the host's screen to join the game.</p>\
<p lang=pt-BR>Leia o código na tela do anfitrião para entrar no jogo.</p>";

pub(crate) struct Shared {
    pub(crate) secret: Secret,
    pub(crate) web: PathBuf,
    pub(crate) rooms: Mutex<Rooms>,
}

impl Shared {
    fn rooms(&self) -> std::sync::MutexGuard<'_, Rooms> {
        // A panic while the lock was held leaves the rooms as they were: serve on.
        self.rooms.lock().unwrap_or_else(|e| e.into_inner())
    }
}

pub(crate) fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/ws/{game}", get(socket))
        .fallback(files)
        .with_state(shared)
}

/// The secret a request carries: `?join=` (the QR code's link), else the cookie that link set.
fn joined(shared: &Shared, query: &HashMap<String, String>, request: &Request) -> bool {
    if query.get("join").is_some_and(|s| shared.secret.matches(s)) {
        return true;
    }
    let cookies = request
        .headers()
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok());
    cookies
        .flat_map(|c| c.split(';'))
        .filter_map(|c| c.trim().strip_prefix("join="))
        .any(|s| shared.secret.matches(s))
}

fn scan_the_code() -> Response {
    let mut response = (StatusCode::FORBIDDEN, SCAN_THE_CODE).into_response();
    let html = header::HeaderValue::from_static("text/html; charset=utf-8");
    response.headers_mut().insert(header::CONTENT_TYPE, html);
    response
}

/// A file of the web build, to a device that joined; the secret's cookie is set, so the
/// page's own requests carry it.
async fn files(
    State(shared): State<Arc<Shared>>,
    Query(query): Query<HashMap<String, String>>,
    request: Request,
) -> Response {
    if !joined(&shared, &query, &request) {
        return scan_the_code();
    }
    let mut response = match ServeDir::new(&shared.web).oneshot(request).await {
        Ok(r) => r.map(Body::new),
        Err(never) => match never {},
    };
    let cookie = format!(
        "join={}; Path=/; HttpOnly; SameSite=Strict",
        shared.secret.as_str()
    );
    if let Ok(value) = header::HeaderValue::from_str(&cookie) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

/// A game's WebSocket, to a device that joined.
async fn socket(
    State(shared): State<Arc<Shared>>,
    Path(game): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    upgrade: WebSocketUpgrade,
) -> Response {
    if !query.get("join").is_some_and(|s| shared.secret.matches(s)) {
        return scan_the_code();
    }
    upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| device(socket, game, shared))
}

/// What a device's writer is handed: a message for it alone, or the game's steps to follow.
enum Out {
    Text(String),
    Follow(broadcast::Receiver<String>),
}

/// One device's socket: its messages read in order; what it is sent (answers, the steps
/// every device is sent) written by a task of its own.
async fn device(socket: WebSocket, game: String, shared: Arc<Shared>) {
    let (sink, mut stream) = socket.split();
    let (out, to_send) = mpsc::unbounded_channel::<Out>();
    let writer = tokio::spawn(write_to(sink, to_send));
    let mut following = false;
    // Who this socket's device is (its Hello says): a question it leaves open is closed
    // when it goes.
    let mut who = None;
    let socket: u64 = rand::random();
    while let Some(Ok(message)) = stream.next().await {
        let text = match message {
            Message::Text(text) => text,
            Message::Binary(_) => {
                refuse(
                    &shared,
                    &out,
                    "a binary message: the host reads text".into(),
                );
                continue;
            }
            Message::Close(_) => break,
            _ => continue,
        };
        let message = match wire::read_to_host(text.as_str()) {
            Ok(m) => m,
            Err(refusal) => {
                refuse(&shared, &out, format!("{refusal:?}"));
                continue;
            }
        };
        match message {
            ToHost::Hello { seen, device } => {
                let joined = shared.rooms().join(&game, seen);
                let Some((steps, first)) = joined else {
                    refuse(&shared, &out, format!("no game {game}"));
                    break;
                };
                who = Some(device);
                let _ = out.send(Out::Text(wire::write(&first)));
                if let Some(asking) = shared.rooms().asking_now(&game) {
                    let _ = out.send(Out::Text(wire::write(&asking)));
                }
                if !following {
                    following = true;
                    let _ = out.send(Out::Follow(steps));
                }
            }
            ToHost::Step(_) if !following => {
                refuse(&shared, &out, "a step before Hello".into());
            }
            ToHost::Step(sent) => {
                for reply in shared.rooms().take(&game, &sent) {
                    let _ = out.send(Out::Text(wire::write(&reply)));
                }
            }
            ToHost::Asking(open) => match who {
                Some(device) => {
                    let now = if open { Asking::Open } else { Asking::Closed };
                    shared.rooms().asking(&game, device, socket, now);
                }
                None => refuse(&shared, &out, "a question before Hello".into()),
            },
        }
    }
    if let Some(device) = who {
        shared.rooms().asking(&game, device, socket, Asking::Gone);
    }
    drop(out);
    let _ = writer.await;
}

/// Writes to a device what it alone is sent and, once it follows the game, every step played.
async fn write_to(
    mut sink: futures_util::stream::SplitSink<WebSocket, Message>,
    mut to_send: mpsc::UnboundedReceiver<Out>,
) {
    let mut steps: Option<broadcast::Receiver<String>> = None;
    loop {
        let text = tokio::select! {
            out = to_send.recv() => match out {
                Some(Out::Text(text)) => text,
                Some(Out::Follow(receiver)) => {
                    steps = Some(receiver);
                    continue;
                }
                None => break,
            },
            played = follow(&mut steps) => match played {
                Ok(text) => text,
                // Too slow, the channel full: it is told, and asks again by number.
                Err(broadcast::error::RecvError::Lagged(_)) => wire::write(&ToDevice::Missed),
                Err(broadcast::error::RecvError::Closed) => {
                    steps = None;
                    continue;
                }
            },
        };
        if sink.send(Message::Text(text.into())).await.is_err() {
            break;
        }
    }
    let _ = sink.close().await;
}

/// The next step played, once the device follows the game (never before).
async fn follow(
    steps: &mut Option<broadcast::Receiver<String>>,
) -> Result<String, broadcast::error::RecvError> {
    match steps {
        Some(receiver) => receiver.recv().await,
        None => std::future::pending().await,
    }
}

fn refuse(shared: &Shared, out: &mpsc::UnboundedSender<Out>, why: String) {
    let _ = out.send(Out::Text(wire::write(&ToDevice::Refused(why.clone()))));
    shared.rooms().refuse(why);
}
