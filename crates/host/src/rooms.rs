//! The games being served: each with its order of steps and the channel that carries each
//! step played to every device in it. Plain and synchronous (the sockets are `serve.rs`'s):
//! one lock around it keeps the steps numbered and sent in one order.

use crate::referee::Referee;
use coop_automa_order::wire::ToDevice;
use coop_automa_order::{Answer, DeviceId, Order, Sent, Seq};
use std::collections::{BTreeMap, HashMap};
use tokio::sync::broadcast;

/// What a device's socket says of its question (`Rooms::asking`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Asking {
    Open,
    Closed,
    Gone,
}

/// How many steps a device's channel holds before a slow device misses some (it then asks
/// again for what it missed, by its number).
const CHANNEL: usize = 256;
/// The host's log keeps the newest refusals.
const LOG: usize = 1000;

pub(crate) struct Rooms {
    referee: Box<dyn Referee>,
    rooms: HashMap<String, Room>,
    /// What was refused, newest last: the host's log.
    pub(crate) log: Vec<String>,
    pub(crate) refused: u64,
}

struct Room {
    order: Order<String>,
    /// The devices with a question open now, each with the socket that said so.
    asking: BTreeMap<DeviceId, u64>,
    /// Each step played, as the `ToDevice::Steps` text every device is sent.
    steps: broadcast::Sender<String>,
}

impl Rooms {
    pub(crate) fn new(referee: Box<dyn Referee>) -> Self {
        Rooms {
            referee,
            rooms: HashMap::new(),
            log: Vec::new(),
            refused: 0,
        }
    }

    /// Notes a refusal in the host's log.
    pub(crate) fn refuse(&mut self, why: String) {
        self.refused += 1;
        if self.log.len() == LOG {
            self.log.remove(0);
        }
        self.log.push(why);
    }

    /// What `device` says on its socket `socket` of `game`: a question open (`Open`), none
    /// (`Closed`), or its socket gone (`Gone`: its question closes, unless the device said
    /// it again on a socket since). Every device is sent who has one now, when that changed.
    pub(crate) fn asking(&mut self, game: &str, device: DeviceId, socket: u64, now: Asking) {
        let Some(room) = self.rooms.get_mut(game) else {
            return;
        };
        let changed = match now {
            // (Said again on a new socket: kept with that socket, no news for the others.)
            Asking::Open => room.asking.insert(device, socket).is_none(),
            Asking::Closed => room.asking.remove(&device).is_some(),
            Asking::Gone if room.asking.get(&device) == Some(&socket) => {
                room.asking.remove(&device).is_some()
            }
            Asking::Gone => false,
        };
        if changed {
            let devices = room.asking.keys().copied().collect();
            let _ = room
                .steps
                .send(coop_automa_order::wire::write(&ToDevice::Asking(devices)));
        }
    }

    /// Who has a question open on `game` now, for a device that joins (none: nothing to say).
    pub(crate) fn asking_now(&self, game: &str) -> Option<ToDevice> {
        let room = self.rooms.get(game)?;
        let devices = room.asking.keys().copied().collect();
        (!room.asking.is_empty()).then_some(ToDevice::Asking(devices))
    }

    /// How many devices follow `game` now.
    pub(crate) fn devices(&self, game: &str) -> usize {
        self.rooms.get(game).map_or(0, |r| r.steps.receiver_count())
    }

    fn room(&mut self, game: &str) -> Option<&mut Room> {
        if !self.rooms.contains_key(game) {
            self.referee.game(game)?;
            let order = self.referee.order(game);
            let (steps, _) = broadcast::channel(CHANNEL);
            let asking = Default::default();
            let room = Room {
                order,
                steps,
                asking,
            };
            self.rooms.insert(game.to_owned(), room);
        }
        self.rooms.get_mut(game)
    }

    /// A device joins `game` (or asks again, after a gap): the channel of the steps played
    /// from now on, and what it is sent first: the game itself if it holds none (or says it
    /// played steps the host never numbered), else the steps it missed. `None`: no such game.
    pub(crate) fn join(
        &mut self,
        game: &str,
        seen: Option<Seq>,
    ) -> Option<(broadcast::Receiver<String>, ToDevice)> {
        let room = self.room(game)?;
        let receiver = room.steps.subscribe();
        let head = room.order.head();
        let first = match seen {
            Some(seen) if seen <= head => ToDevice::Steps(owned(&room.order, seen)),
            _ => {
                let save = self.referee.game(game)?;
                ToDevice::Game { save, head }
            }
        };
        Some((receiver, first))
    }

    /// A step a device sent: played by the rules if the device saw every step so far, then
    /// kept and sent to every device of the game. Returns what the sender alone is sent: the
    /// answer, and the steps it missed when it was behind.
    pub(crate) fn take(&mut self, game: &str, sent: &Sent) -> Vec<ToDevice> {
        let Some(room) = self.rooms.get_mut(game) else {
            return vec![ToDevice::Refused(format!("no game {game}"))];
        };
        let referee = &mut self.referee;
        let head = room.order.head();
        let answer = room.order.take(sent, |step| referee.play(game, step));
        let mut reply = Vec::new();
        let mut kept = Ok(());
        match &answer {
            Answer::Played(seq) if *seq > head => {
                kept = referee.keep(game, &room.order);
                let played = ToDevice::Steps(owned(&room.order, head));
                // No device listening is no fault: the step is kept.
                let _ = room.steps.send(coop_automa_order::wire::write(&played));
            }
            Answer::Behind { .. } => reply.push(ToDevice::Steps(owned(&room.order, sent.seen))),
            Answer::Malformed => {
                let why = format!("a step no device could send: {sent:?}");
                self.refuse(why);
            }
            _ => {}
        }
        if let (Answer::Played(seq), Err(why)) = (&answer, kept) {
            self.refuse(format!("step {seq} of {game} played but not kept: {why}"));
        }
        reply.insert(0, ToDevice::Answer { n: sent.n, answer });
        reply
    }
}

fn owned(order: &Order<String>, since: Seq) -> Vec<(Seq, coop_automa_order::Step)> {
    order.since(since).map(|(n, s)| (n, s.clone())).collect()
}
