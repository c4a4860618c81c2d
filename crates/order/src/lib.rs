//! One order for every step of a game played on several devices (issue 63): the host plays
//! each step a device sends (an action, an undo, a redo) through the rules, numbers it, and
//! every device plays the same steps in the same order. A device says with each step the
//! last step it had played when it chose it: a device behind is sent what it missed and its
//! step is not played (it was chosen on a table that has changed since); a step sent twice
//! (sent again after a dropped connection) is played once, and answered as the first time.
//!
//! Mode-blind and without a network: the rules, the socket and the words are the app's; an
//! action travels as the text its mode's saves write it in. The host keeps its `Order` with
//! the game (it serializes), so a host started again numbers on from where it stopped.

pub mod device;
pub mod wire;

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The longest message a device may send, in bytes. A step is a few hundred; anything longer
/// is refused before it is read.
pub const MAX_MESSAGE: usize = 64 * 1024;

/// Why a message from a device was refused: the host logs it, plays nothing, and serves on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Longer than `MAX_MESSAGE`.
    TooLong { bytes: usize },
    /// Not a step as a device writes one (the reader's words, for the log).
    Unreadable(String),
}

/// A step as a device writes it for the host (RON, as the saves).
pub fn write_sent(sent: &Sent) -> String {
    coop_automa_ron::to_string(sent).unwrap_or_default()
}

/// A device's message as the host reads it; a message too long or not a step is refused.
pub fn read_sent(text: &str) -> Result<Sent, Refusal> {
    if text.len() > MAX_MESSAGE {
        return Err(Refusal::TooLong { bytes: text.len() });
    }
    coop_automa_ron::from_str(text).map_err(|e| Refusal::Unreadable(e.to_string()))
}

/// A step's place in the game's order: 1 for the first step played, 0 before any.
pub type Seq = u64;

/// A device at the table, as the host names it when it joins.
pub type DeviceId = u64;

/// What a device asks the host to play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// An action of the game's mode, as its saves write it.
    Apply(String),
    Undo,
    Redo,
}

/// A step as a device sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sent {
    pub device: DeviceId,
    /// The device's own count of the steps it has sent (1 first): the same count again is
    /// the same step sent again.
    pub n: u64,
    /// The last step the device had played when it chose this one.
    pub seen: Seq,
    pub step: Step,
}

/// The host's answer to a step sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer<E> {
    /// Played as the step of this number: every device is sent it.
    Played(Seq),
    /// The device had not played every step up to `head`: it is sent what it missed
    /// (`Order::since`) and its step is not played; the table chooses again on what it shows.
    Behind { head: Seq },
    /// The rules refused the step (the app words why).
    Refused(E),
    /// A step no device of this game could send: it says it saw a step the host never
    /// numbered, or it comes after a later one of the same device. Nothing is played.
    Malformed,
}

/// The host's order of a game's steps.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "E: Serialize", deserialize = "E: Deserialize<'de>"))]
pub struct Order<E> {
    /// The steps played, the first numbered 1.
    steps: Vec<Step>,
    /// Each device's last step taken, by its count, and the answer it was given.
    last: BTreeMap<DeviceId, (u64, Answer<E>)>,
}

impl<E> Default for Order<E> {
    fn default() -> Self {
        Order {
            steps: Vec::new(),
            last: BTreeMap::new(),
        }
    }
}

impl<E: Clone + PartialEq> Order<E> {
    /// A game with no step played yet.
    pub fn new() -> Self {
        Order::default()
    }

    /// The number of the last step played (0: none).
    pub fn head(&self) -> Seq {
        self.steps.len() as Seq
    }

    /// The steps played after step `seen`, numbered: what a device that played up to `seen`
    /// has missed (none past the head).
    pub fn since(&self, seen: Seq) -> impl Iterator<Item = (Seq, &Step)> {
        let from = usize::try_from(seen).unwrap_or(usize::MAX);
        self.steps
            .iter()
            .enumerate()
            .skip(from)
            .map(|(i, step)| (i as Seq + 1, step))
    }

    /// Takes a step a device sent: played through `play` (the host's game, by the rules) if
    /// the device had played every step so far, and numbered when the rules take it. A step
    /// sent again is answered as the first time and not played again.
    pub fn take(&mut self, sent: &Sent, play: impl FnOnce(&Step) -> Result<(), E>) -> Answer<E> {
        if let Some((n, answer)) = self.last.get(&sent.device) {
            if sent.n == *n {
                return answer.clone();
            }
            if sent.n < *n {
                return Answer::Malformed;
            }
        }
        let head = self.head();
        let answer = if sent.seen > head {
            return Answer::Malformed;
        } else if sent.seen < head {
            Answer::Behind { head }
        } else {
            match play(&sent.step) {
                Ok(()) => {
                    self.steps.push(sent.step.clone());
                    Answer::Played(self.head())
                }
                Err(e) => Answer::Refused(e),
            }
        };
        self.last.insert(sent.device, (sent.n, answer.clone()));
        answer
    }
}

/// A device's place in the order: the last step it has played.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mirror {
    seen: Seq,
}

/// What a device found in the steps it was sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Caught {
    /// Every step sent is played (those it had played already were passed over).
    UpToDate,
    /// A step was missing before those sent: the device asks for every step after `since`.
    Gap { since: Seq },
}

impl Mirror {
    /// A device that has played no step.
    pub fn new() -> Self {
        Mirror::default()
    }

    /// A device that has played up to `seen` (one that joins a game under way with its
    /// state as the host sent it).
    pub fn at(seen: Seq) -> Self {
        Mirror { seen }
    }

    /// The last step played here.
    pub fn seen(&self) -> Seq {
        self.seen
    }

    /// Plays, in their order, the steps sent that come next here (`play`: the device's own
    /// game, by the same rules); passes over those it has played; stops at a gap.
    pub fn receive<'a>(
        &mut self,
        steps: impl IntoIterator<Item = (Seq, &'a Step)>,
        mut play: impl FnMut(Seq, &Step),
    ) -> Caught {
        for (seq, step) in steps {
            if seq <= self.seen {
                continue;
            }
            if seq > self.seen + 1 {
                return Caught::Gap { since: self.seen };
            }
            play(seq, step);
            self.seen = seq;
        }
        Caught::UpToDate
    }
}
