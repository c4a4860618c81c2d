//! A device's side of a game a host serves, as plain logic (the socket and the game are its
//! owner's): what to send the host, and what to do with what the host sends. One step is
//! sent at a time and the device's game changes only by the steps the host numbered, so no
//! device ever shows a state the host did not reach.

use crate::wire::{ToDevice, ToHost};
use crate::{Answer, Caught, DeviceId, Mirror, Sent, Seq, Step};
use serde::{Deserialize, Serialize};

/// A device at the table: its id and its count of steps sent (kept across its connections,
/// and across the page's reloads: `Device` serializes), its place in the game's order, and
/// the step it waits for an answer to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Device {
    id: DeviceId,
    sent: u64,
    /// `None`: it holds no game yet (the host sends its own).
    mirror: Option<Mirror>,
    waiting: Option<Sent>,
    /// A question is open here (said to the host, and said again on connecting).
    #[serde(default)]
    asking: bool,
    /// The number the host gave this device's last step played: that step, when it comes,
    /// is told as its own.
    #[serde(default)]
    mine: Option<Seq>,
}

/// What the device's owner does, in order, with a message from the host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Todo {
    /// Send this to the host.
    Send(ToHost),
    /// Start from this game, as its save writes it: the device's copy is thrown away.
    Load(String),
    /// Play this step on the device's game (the host played it). `own`: this device sent
    /// it (what it alone shows after, as an attack's outcome, shows here only).
    Play { step: Step, own: bool },
    /// The host's answer to the device's step (played: its step comes as `Play`; behind: the
    /// steps it missed come, and the table chooses again; refused: the rules' words).
    Answered(Answer<String>),
    /// The host could not take a message (its words, for a log).
    HostRefused(String),
    /// How many other devices have a question open now: this one waits on them.
    OthersAsking(usize),
}

impl Device {
    /// A device that has never joined: `id` is its own, drawn once (two devices with one id
    /// would take each other's steps for repeats).
    pub fn new(id: DeviceId) -> Self {
        Device {
            id,
            sent: 0,
            mirror: None,
            waiting: None,
            asking: false,
            mine: None,
        }
    }

    pub fn id(&self) -> DeviceId {
        self.id
    }

    /// The last step played here; `None` before the host's game arrived.
    pub fn seen(&self) -> Option<Seq> {
        self.mirror.map(|m| m.seen())
    }

    /// Whether a step sent waits for its answer (the next must wait: one at a time).
    pub fn waiting(&self) -> bool {
        self.waiting.is_some()
    }

    /// What the device sends when it connects (again): who it is and what it has played,
    /// then the step that waited for an answer when the connection dropped, the same step
    /// with the same count (the host answers it as the first time if it took it then).
    pub fn connected(&self) -> Vec<ToHost> {
        let hello = ToHost::Hello {
            device: self.id,
            seen: self.seen(),
        };
        std::iter::once(hello)
            .chain(self.waiting.clone().map(ToHost::Step))
            .chain(self.asking.then_some(ToHost::Asking(true)))
            .collect()
    }

    /// Whether a question is open on this device now: what to tell the host when that
    /// changed (`None`: it did not).
    pub fn asking(&mut self, open: bool) -> Option<ToHost> {
        (open != self.asking).then(|| {
            self.asking = open;
            ToHost::Asking(open)
        })
    }

    /// The table's step, chosen on what this device shows: what to send the host; `None`
    /// while another step waits for its answer or before the game arrived.
    pub fn step(&mut self, step: Step) -> Option<ToHost> {
        let seen = self.seen()?;
        if self.waiting.is_some() {
            return None;
        }
        self.sent += 1;
        let sent = Sent {
            device: self.id,
            n: self.sent,
            seen,
            step,
        };
        self.waiting = Some(sent.clone());
        Some(ToHost::Step(sent))
    }

    /// A message from the host: what to do with it, in order.
    pub fn receive(&mut self, message: ToDevice) -> Vec<Todo> {
        let mut todo = Vec::new();
        match message {
            ToDevice::Game { save, head } => {
                self.mirror = Some(Mirror::at(head));
                // A host started afresh numbers again: an old number is no step of its own.
                self.mine = None;
                todo.push(Todo::Load(save));
            }
            ToDevice::Steps(steps) => {
                // Steps before the game are of no use: the game comes with them in it.
                let Some(mirror) = self.mirror.as_mut() else {
                    return todo;
                };
                // The answer to the device's step may come before the step or after it (a
                // reconnection sends what was missed first): the step is its own when its
                // number was answered, or when it is the step still waited on, right after
                // the step the device saw when it sent it.
                let (mine, waiting) = (self.mine, self.waiting.as_ref());
                let own = |seq: Seq, step: &Step| {
                    mine == Some(seq)
                        || waiting.is_some_and(|w| w.seen + 1 == seq && w.step == *step)
                };
                let caught = mirror.receive(steps.iter().map(|(n, s)| (*n, s)), |seq, step| {
                    let own = own(seq, step);
                    todo.push(Todo::Play {
                        step: step.clone(),
                        own,
                    });
                });
                if let Caught::Gap { since } = caught {
                    todo.push(Todo::Send(ToHost::Hello {
                        device: self.id,
                        seen: Some(since),
                    }));
                }
            }
            ToDevice::Answer { n, answer } => {
                if self.waiting.as_ref().is_some_and(|w| w.n == n) {
                    self.waiting = None;
                    if let Answer::Played(seq) = &answer {
                        self.mine = Some(*seq);
                    }
                    todo.push(Todo::Answered(answer));
                }
            }
            ToDevice::Refused(why) => todo.push(Todo::HostRefused(why)),
            ToDevice::Asking(devices) => {
                let others = devices.iter().filter(|&&d| d != self.id).count();
                todo.push(Todo::OthersAsking(others));
            }
            ToDevice::Missed => {
                if let Some(seen) = self.seen() {
                    todo.push(Todo::Send(ToHost::Hello {
                        device: self.id,
                        seen: Some(seen),
                    }));
                }
            }
        }
        todo
    }
}
