//! This table joined to a host (issue 63): the game on it is the host's, and changes only by
//! the steps the host numbers; the table's taps go to the host as steps, one at a time. A
//! dropped connection is said at once and tried again every second; a tap while it is down
//! is refused in words, never kept to be sent blind later.

use super::super::game_on_table::seat_remote;
use super::super::i18n::t;
use super::super::kit::notice::Notice;
use super::super::on_table::OnTable;
use coop_automa_order::Answer;
use coop_automa_order::device::{Device, Todo};
use coop_automa_order::wire::{self, ToHost};
use eframe::egui;
use std::path::PathBuf;
use std::time::Duration;
use web_time::Instant;

/// How long after a drop the connection is tried again.
const RETRY: Duration = Duration::from_secs(1);

/// The connection to the host and this device's side of the game's order.
pub struct Joined {
    /// The game's WebSocket, with the join secret.
    url: String,
    device: Device,
    socket: Option<(ewebsock::WsSender, ewebsock::WsReceiver)>,
    online: bool,
    /// When to try again after a drop.
    retry_at: Option<Instant>,
    /// The game's file, where this window's own host keeps it (`None`: another computer's).
    slot: Option<PathBuf>,
    /// How many other devices have a question open: this one waits on them.
    others_asking: usize,
}

impl Joined {
    /// Joins the game at `url` (`ws://HOST/ws/GAME?join=SECRET`) as the device `id`; `slot`:
    /// the game's file, where the host is this window's own.
    pub fn new(url: String, id: u64, slot: Option<PathBuf>) -> Joined {
        Joined {
            url,
            device: Device::new(id),
            socket: None,
            online: false,
            retry_at: None,
            slot,
            others_asking: 0,
        }
    }

    /// The game's WebSocket address, with the join secret.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// While the host cannot be reached (after a drop, until the connection is back): the
    /// line that says so, kept on screen where a save problem would be, never dismissed.
    pub fn problem(&self) -> Option<String> {
        if self.retry_at.is_some() {
            return Some(t!("joined-offline"));
        }
        // Said until the other device answers: a tap here now would likely be behind.
        (self.others_asking > 0).then(|| t!("joined-others-asking", count = self.others_asking))
    }

    /// Between frames: connects (again), acts on what the host sent, and sends the steps the
    /// table chose.
    pub(super) fn frame(
        &mut self,
        ctx: &egui::Context,
        on_table: &mut OnTable,
        notice: &mut Option<Notice>,
    ) {
        if self.socket.is_none() && self.retry_at.is_none_or(|at| Instant::now() >= at) {
            self.connect(ctx);
        }
        let mut events = Vec::new();
        if let Some((_, receiver)) = &self.socket {
            while let Some(event) = receiver.try_recv() {
                events.push(event);
            }
        }
        for event in events {
            match event {
                ewebsock::WsEvent::Opened => {
                    self.online = true;
                    if self.retry_at.take().is_some() {
                        *notice = Notice::info(|| t!("joined-online"));
                    }
                    for message in self.device.connected() {
                        self.send(&message);
                    }
                }
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                    match wire::read_to_device(&text) {
                        Ok(message) => {
                            let todo = self.device.receive(message);
                            self.act(todo, on_table, notice);
                        }
                        Err(e) => *notice = Notice::error_text(t!("joined-unreadable", why = e)),
                    }
                }
                ewebsock::WsEvent::Message(_) => {}
                ewebsock::WsEvent::Error(_) | ewebsock::WsEvent::Closed => {
                    // Who asks is the host's to say again once back.
                    self.others_asking = 0;
                    self.dropped(ctx);
                }
            }
        }
        // A question open here (a dialog whose answer is a step) is said to the others.
        let open = on_table.seat().is_some_and(|s| s.question_open());
        if let Some(message) = self.device.asking(open)
            && self.online
        {
            self.send(&message);
        }
        let steps = on_table
            .seat_mut()
            .map(|s| s.take_steps())
            .unwrap_or_default();
        for step in steps {
            if !self.online {
                *notice = Notice::error(|| t!("joined-not-sent-offline"));
            } else if let Some(message) = self.device.step(step) {
                self.send(&message);
            } else {
                *notice = Notice::error(|| t!("joined-wait"));
            }
        }
    }

    fn connect(&mut self, ctx: &egui::Context) {
        let wake = ctx.clone();
        let options = ewebsock::Options::default();
        match ewebsock::connect_with_wakeup(&self.url, options, move || wake.request_repaint()) {
            Ok(socket) => self.socket = Some(socket),
            Err(_) => self.dropped(ctx),
        }
    }

    /// The connection is down: said at once (`problem`), tried again in a second.
    fn dropped(&mut self, ctx: &egui::Context) {
        self.socket = None;
        self.online = false;
        self.retry_at = Some(Instant::now() + RETRY);
        wake_after(ctx, RETRY);
    }

    fn send(&mut self, message: &ToHost) {
        if let Some((sender, _)) = &mut self.socket {
            sender.send(ewebsock::WsMessage::Text(wire::write(message)));
        }
    }

    fn act(&mut self, todo: Vec<Todo>, on_table: &mut OnTable, notice: &mut Option<Notice>) {
        for todo in todo {
            match todo {
                Todo::Send(message) => self.send(&message),
                Todo::Load(save) => match crate::store::parse_any(save.as_bytes()) {
                    Ok(saved) => {
                        // Said where a window says its first frame: what a script at the
                        // table waits on before it presses (scripts/smoke.sh).
                        #[cfg(not(target_arch = "wasm32"))]
                        eprintln!(
                            "coop-automa: the host's game {} is on the table",
                            saved.game_id
                        );
                        let seat = seat_remote(saved.game, saved.game_id, self.slot.clone());
                        let _ = on_table.put(seat, None);
                    }
                    Err(fault) => {
                        let words = super::super::load_words::fault(&fault);
                        *notice = Notice::error_text(words);
                    }
                },
                Todo::Play { step, own } => {
                    let played = on_table.seat_mut().map(|s| s.play_step(&step, own));
                    if let Some(Err(words)) = played {
                        *notice = Notice::error_text(words);
                    }
                }
                Todo::Answered(Answer::Refused(words)) => *notice = Notice::error_text(words),
                Todo::Answered(Answer::Behind { .. }) => {
                    *notice = Notice::error(|| t!("joined-behind"));
                }
                Todo::Answered(Answer::Malformed) => {
                    *notice = Notice::error(|| t!("joined-malformed"));
                }
                Todo::Answered(Answer::Played(_)) => {}
                Todo::HostRefused(why) => {
                    *notice = Notice::error_text(t!("joined-unreadable", why = why));
                }
                Todo::OthersAsking(n) => self.others_asking = n,
            }
        }
    }
}

/// A frame after `delay`, to try again. On the web, by a timer of the page's own: a page
/// that nothing else moved drew no frame for egui's `request_repaint_after` alone (seen in
/// Chromium: 30 s offline with the host back after 1.5 s), while a repaint asked from the
/// page's own callback (the socket's) drew at once.
fn wake_after(ctx: &egui::Context, delay: Duration) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let wake = ctx.clone();
        let wake = wasm_bindgen::closure::Closure::once_into_js(move || wake.request_repaint());
        if let Some(window) = web_sys::window() {
            let ms = i32::try_from(delay.as_millis()).unwrap_or(i32::MAX);
            let callback = wake.unchecked_ref();
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(callback, ms);
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    ctx.request_repaint_after(delay);
}
