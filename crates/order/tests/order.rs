//! Issue 63: devices that send steps in every interleaving, lose what the host sends them,
//! send a step again, and a host that stops and starts again: every device ends on the
//! host's game, the host's game is its order replayed on one device, and no step is played
//! twice. The game is a toy with the engine's shape (actions refused, undo, redo).

use coop_automa_order::{
    Answer, Caught, DeviceId, MAX_MESSAGE, Mirror, Order, Refusal, Sent, Seq, Step, read_sent,
    write_sent,
};
use proptest::prelude::*;
use std::collections::VecDeque;

/// A toy game: numbers played in order; 13 is refused; undo takes the last back, redo plays
/// the last undone again, a new number forgets what was undone.
#[derive(Debug, Clone, Default, PartialEq)]
struct Toy {
    done: Vec<u32>,
    undone: Vec<u32>,
}

impl Toy {
    fn play(&mut self, step: &Step) -> Result<(), &'static str> {
        match step {
            Step::Apply(text) => {
                let n: u32 = text.parse().map_err(|_| "not a number")?;
                if n == 13 {
                    return Err("unlucky");
                }
                self.done.push(n);
                self.undone.clear();
            }
            Step::Undo => {
                let n = self.done.pop().ok_or("nothing to undo")?;
                self.undone.push(n);
            }
            Step::Redo => {
                let n = self.undone.pop().ok_or("nothing to redo")?;
                self.done.push(n);
            }
        }
        Ok(())
    }
}

/// A device: its place in the order, its own game, what has reached it and not yet been
/// played, and the last step it sent (to send again).
#[derive(Default)]
struct Device {
    mirror: Mirror,
    game: Toy,
    inbox: Vec<(Seq, Step)>,
    sent: u64,
    last: Option<Sent>,
}

/// What happens next at the table.
#[derive(Debug, Clone)]
enum Event {
    /// A device sends a step chosen on what it shows.
    Send(usize, u8),
    /// The host takes a step in flight (not always the oldest: devices' messages cross).
    Take(usize),
    /// What the host sent a device arrives, and it plays it.
    Arrive(usize),
    /// A device's connection drops: what was on its way to it is lost.
    Drop(usize),
    /// A device connects again: it says the last step it played, and is sent what followed.
    Reconnect(usize),
    /// A device sends its last step again (it saw no answer).
    Again(usize),
    /// The host is killed and started again from what it kept.
    Restart,
}

const DEVICES: usize = 4;

fn event() -> impl Strategy<Value = Event> {
    let d = 0..DEVICES;
    prop_oneof![
        4 => (d.clone(), any::<u8>()).prop_map(|(d, k)| Event::Send(d, k)),
        4 => any::<usize>().prop_map(Event::Take),
        4 => d.clone().prop_map(Event::Arrive),
        1 => d.clone().prop_map(Event::Drop),
        1 => d.clone().prop_map(Event::Reconnect),
        1 => d.prop_map(Event::Again),
        1 => Just(Event::Restart),
    ]
}

/// A step as a device chooses it: mostly numbers (13 now and then), undo, redo.
fn step(k: u8) -> Step {
    match k % 8 {
        0 => Step::Undo,
        1 => Step::Redo,
        _ => Step::Apply((k % 20).to_string()),
    }
}

/// The host: its order and its game, and how many steps its game took (none twice).
struct Host {
    order: Order<String>,
    game: Toy,
    plays: u64,
}

impl Host {
    /// Takes a step sent; what the table's devices are sent in return.
    fn take(&mut self, sent: &Sent, devices: &mut [Device]) -> Answer<String> {
        let (game, plays) = (&mut self.game, &mut self.plays);
        let answer = self.order.take(sent, |step| {
            game.play(step).map_err(str::to_owned)?;
            *plays += 1;
            Ok(())
        });
        match &answer {
            Answer::Played(seq) => {
                for device in devices.iter_mut() {
                    device.inbox.push((*seq, sent.step.clone()));
                }
            }
            Answer::Behind { .. } => {
                let device = &mut devices[sent.device as usize];
                let seen = device.mirror.seen();
                device
                    .inbox
                    .extend(self.order.since(seen).map(|(s, st)| (s, st.clone())));
            }
            Answer::Refused(_) | Answer::Malformed => {}
        }
        answer
    }
}

/// A device plays what reached it; at a gap it asks the host for what it missed.
fn arrive(device: &mut Device, order: &Order<String>) -> Result<(), TestCaseError> {
    let inbox = std::mem::take(&mut device.inbox);
    let game = &mut device.game;
    let mut refused = None;
    let caught = device
        .mirror
        .receive(inbox.iter().map(|(s, st)| (*s, st)), |_, step| {
            if let Err(e) = game.play(step) {
                refused = Some(e);
            }
        });
    prop_assert_eq!(
        refused,
        None,
        "a step the host played is played on every device"
    );
    if let Caught::Gap { since } = caught {
        device.inbox = order.since(since).map(|(s, st)| (s, st.clone())).collect();
    }
    Ok(())
}

/// A device connects again: the host sends it every step after the last it played.
fn reconnect(device: &mut Device, order: &Order<String>) {
    let seen = device.mirror.seen();
    device.inbox = order.since(seen).map(|(s, st)| (s, st.clone())).collect();
}

/// The game after the first `seen` steps of the order, played on one device.
fn replayed(order: &Order<String>, seen: Seq) -> Toy {
    let mut game = Toy::default();
    for (_, step) in order.since(0).take(seen as usize) {
        game.play(step).expect("every step of the order plays");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_device_ends_on_the_hosts_game_and_no_step_is_played_twice(
        events in prop::collection::vec(event(), 0..300),
    ) {
        let mut devices: Vec<Device> = (0..DEVICES).map(|_| Device::default()).collect();
        let mut host = Host { order: Order::new(), game: Toy::default(), plays: 0 };
        let mut flight: VecDeque<Sent> = VecDeque::new();
        let mut first_answers: Vec<(DeviceId, u64, Answer<String>)> = Vec::new();
        for event in events {
            match event {
                Event::Send(d, k) => {
                    let device = &mut devices[d];
                    device.sent += 1;
                    let sent = Sent {
                        device: d as DeviceId,
                        n: device.sent,
                        seen: device.mirror.seen(),
                        step: step(k),
                    };
                    device.last = Some(sent.clone());
                    flight.push_back(sent);
                }
                Event::Take(i) => {
                    if flight.is_empty() {
                        continue;
                    }
                    let sent = flight.remove(i % flight.len()).expect("in flight");
                    let answer = host.take(&sent, &mut devices);
                    match first_answers.iter().find(|(d, n, _)| *d == sent.device && *n == sent.n) {
                        // A step sent again: the first answer, nothing played again.
                        Some((_, _, first)) if answer != Answer::Malformed => {
                            prop_assert_eq!(&answer, first);
                        }
                        Some(_) => {}
                        None => first_answers.push((sent.device, sent.n, answer)),
                    }
                }
                Event::Arrive(d) => arrive(&mut devices[d], &host.order)?,
                Event::Drop(d) => devices[d].inbox.clear(),
                Event::Reconnect(d) => reconnect(&mut devices[d], &host.order),
                Event::Again(d) => {
                    if let Some(sent) = devices[d].last.clone() {
                        flight.push_back(sent);
                    }
                }
                Event::Restart => {
                    // What the host kept: its order and its game, written and read back.
                    let kept = ron::to_string(&host.order).expect("the order is written");
                    host.order = ron::from_str(&kept).expect("and read back");
                }
            }
            prop_assert_eq!(host.plays, host.order.head(), "each step played once");
            for device in &devices {
                prop_assert!(device.mirror.seen() <= host.order.head());
                prop_assert_eq!(&device.game, &replayed(&host.order, device.mirror.seen()));
            }
        }
        // Everything in flight is taken, and every device catches up.
        while let Some(sent) = flight.pop_front() {
            host.take(&sent, &mut devices);
        }
        for device in &mut devices {
            reconnect(device, &host.order);
            arrive(device, &host.order)?;
            prop_assert_eq!(device.mirror.seen(), host.order.head());
            prop_assert_eq!(&device.game, &host.game);
        }
        prop_assert_eq!(&replayed(&host.order, host.order.head()), &host.game);
    }
}

/// A device that saw every step has its step played and numbered; one behind is told the
/// head and not played; the same step sent again is answered as the first time and played
/// once; an older count of a device's, or a step seen past the head, is malformed.
#[test]
fn a_step_is_played_when_its_device_saw_everything_and_once() {
    let mut order: Order<&str> = Order::new();
    let mut game = Toy::default();
    let mut play = |step: &Step| game.play(step);
    let sent = |device, n, seen, text: &str| Sent {
        device,
        n,
        seen,
        step: Step::Apply(text.into()),
    };
    assert_eq!(
        order.take(&sent(1, 1, 0, "4"), &mut play),
        Answer::Played(1)
    );
    // Bea chose on the table before Ann's 4.
    assert_eq!(
        order.take(&sent(2, 1, 0, "5"), &mut play),
        Answer::Behind { head: 1 }
    );
    assert_eq!(
        order.since(0).collect::<Vec<_>>(),
        [(1, &Step::Apply("4".into()))]
    );
    // Ann's 4 sent again: the same answer, not played again.
    assert_eq!(
        order.take(&sent(1, 1, 0, "4"), &mut play),
        Answer::Played(1)
    );
    assert_eq!(order.head(), 1);
    assert_eq!(
        order.take(&sent(2, 2, 1, "13"), &mut play),
        Answer::Refused("unlucky")
    );
    assert_eq!(
        order.take(&sent(2, 3, 1, "5"), &mut play),
        Answer::Played(2)
    );
    // An older count of Bea's, and a head no device was sent.
    assert_eq!(
        order.take(&sent(2, 2, 2, "6"), &mut play),
        Answer::Malformed
    );
    assert_eq!(
        order.take(&sent(1, 2, 3, "6"), &mut play),
        Answer::Malformed
    );
    assert_eq!(order.head(), 2);
    assert_eq!(order.since(2).count(), 0);
    assert_eq!(order.since(99).count(), 0);
}

/// A device plays the next steps in order, passes over those it played, and stops at a gap.
#[test]
fn a_device_plays_what_comes_next_and_asks_for_what_it_missed() {
    let (one, two, three) = (Step::Undo, Step::Redo, Step::Apply("1".into()));
    let mut mirror = Mirror::new();
    let mut played = Vec::new();
    let caught = mirror.receive([(1, &one), (2, &two)], |_, s| played.push(s.clone()));
    assert_eq!((caught, mirror.seen()), (Caught::UpToDate, 2));
    // Step 2 again and step 4 before 3: 2 is passed over, 4 waits for 3.
    let caught = mirror.receive([(2, &two), (4, &three)], |_, s| played.push(s.clone()));
    assert_eq!((caught, mirror.seen()), (Caught::Gap { since: 2 }, 2));
    assert_eq!(played, [one, two]);
    assert_eq!(Mirror::at(7).seen(), 7);
}

fn any_sent() -> impl Strategy<Value = Sent> {
    let step = prop_oneof![
        ".*".prop_map(Step::Apply),
        Just(Step::Undo),
        Just(Step::Redo),
    ];
    (any::<u64>(), any::<u64>(), any::<u64>(), step).prop_map(|(device, n, seen, step)| Sent {
        device,
        n,
        seen,
        step,
    })
}

proptest! {
    /// A step written by a device is read back whole by the host, whatever its action's text.
    #[test]
    fn a_step_written_is_read_back_whole(sent in any_sent()) {
        prop_assert_eq!(read_sent(&write_sent(&sent)), Ok(sent));
    }

    /// Any text at all is read as a step or refused, never a panic; bytes cut from a step
    /// written are refused or read as some step, never half of one played.
    #[test]
    fn any_text_is_a_step_or_refused(text in ".{0,200}", sent in any_sent(), cut in 0usize..64) {
        let _ = read_sent(&text);
        let whole = write_sent(&sent);
        let end = whole.len().saturating_sub(cut);
        if whole.is_char_boundary(end) && end < whole.len() {
            prop_assert!(read_sent(&whole[..end]) != Ok(sent));
        }
    }
}

/// A message longer than `MAX_MESSAGE` (10 MB here) is refused before it is read; one at the
/// limit is read; garbage and a step of another shape are refused with the reader's words.
#[test]
fn a_message_too_long_or_not_a_step_is_refused() {
    let huge = "x".repeat(10 * 1024 * 1024);
    assert_eq!(
        read_sent(&huge),
        Err(Refusal::TooLong {
            bytes: 10 * 1024 * 1024
        })
    );
    let step = |text: String| Sent {
        device: 1,
        n: 1,
        seen: 0,
        step: Step::Apply(text),
    };
    // The longest action that fits, and one byte more.
    let frame = write_sent(&step(String::new())).len();
    let fits = step("a".repeat(MAX_MESSAGE - frame));
    assert_eq!(write_sent(&fits).len(), MAX_MESSAGE);
    assert_eq!(read_sent(&write_sent(&fits)), Ok(fits));
    let over = write_sent(&step("a".repeat(MAX_MESSAGE - frame + 1)));
    assert_eq!(
        read_sent(&over),
        Err(Refusal::TooLong {
            bytes: MAX_MESSAGE + 1
        })
    );
    for garbage in [
        "",
        "garbage",
        "(device: 1)",
        "(device: -1, n: 1, seen: 0, step: Undo)",
    ] {
        assert!(
            matches!(read_sent(garbage), Err(Refusal::Unreadable(why)) if !why.is_empty()),
            "{garbage:?}"
        );
    }
}
