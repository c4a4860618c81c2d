//! What travels on a game's WebSocket, as RON text (the saves' form): a device says who it
//! is and what it has played, and sends steps; the host sends the game, the steps played in
//! their order, and its answer to each step.

use crate::{Answer, DeviceId, MAX_MESSAGE, Refusal, Sent, Seq, Step};
use serde::{Deserialize, Serialize};

/// What a device sends the host.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToHost {
    /// The device joins or joins again: its id, and the last step it played (`None`: it holds
    /// no game yet, and is sent the host's). A device keeps its id and its count of steps
    /// sent (`Sent::n`) across its connections: a step counted again is taken for one sent
    /// again.
    Hello { device: DeviceId, seen: Option<Seq> },
    /// A step to play.
    Step(Sent),
    /// A question is open on the device, whose answer will be a step (a Warrior battle, the
    /// card the table turned over), or it is closed: the other devices wait on it.
    Asking(bool),
}

/// What the host sends a device.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToDevice {
    /// The game as the host holds it, as its save writes it, at step `head`: a device starts
    /// from it (the host's, never the setup typed: a seed may have been drawn).
    Game { save: String, head: Seq },
    /// Steps played, numbered, in their order.
    Steps(Vec<(Seq, Step)>),
    /// The answer to the device's step of its count `n`.
    Answer { n: u64, answer: Answer<String> },
    /// What the host could not take, and why (nothing was played).
    Refused(String),
    /// The device was too slow for the steps played and missed some: it asks for them again
    /// by number.
    Missed,
    /// The devices with a question open now (each device leaves out its own).
    Asking(Vec<DeviceId>),
}

/// A message as it travels.
pub fn write<T: Serialize>(message: &T) -> String {
    coop_automa_ron::to_string(message).unwrap_or_default()
}

/// A device's message as the host reads it: one too long or not a message is refused.
pub fn read_to_host(text: &str) -> Result<ToHost, Refusal> {
    if text.len() > MAX_MESSAGE {
        return Err(Refusal::TooLong { bytes: text.len() });
    }
    coop_automa_ron::from_str(text).map_err(|e| Refusal::Unreadable(e.to_string()))
}

/// The host's message as a device reads it.
pub fn read_to_device(text: &str) -> Result<ToDevice, String> {
    coop_automa_ron::from_str(text).map_err(|e| e.to_string())
}
