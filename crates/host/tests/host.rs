//! The host, real, on 127.0.0.1: devices are WebSocket clients; the game is a toy one whose
//! referee counts (the real modes' games through a host are the app's tests).

use coop_automa_host::order::{Answer, Order, Sent, Seq, Step};
use coop_automa_host::wire::{self, ToDevice, ToHost};
use coop_automa_host::{Host, Referee, Secret};
use futures_util::{SinkExt, StreamExt};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

/// The toy game: a total; "+k" adds k, refused past 100; undo and redo as a stack.
#[derive(Default)]
struct Kept {
    done: Vec<u32>,
    undone: Vec<u32>,
    order: Option<Order<String>>,
    played: u64,
}

#[derive(Clone, Default)]
struct Counter(Arc<Mutex<Kept>>);

impl Counter {
    fn total(&self) -> u32 {
        self.0.lock().unwrap().done.iter().sum()
    }
}

impl Referee for Counter {
    fn game(&mut self, game: &str) -> Option<String> {
        (game == "g1").then(|| format!("(total: {})", self.total()))
    }
    fn order(&mut self, _: &str) -> Order<String> {
        self.0.lock().unwrap().order.clone().unwrap_or_default()
    }
    fn play(&mut self, _: &str, step: &Step) -> Result<(), String> {
        let total = self.total();
        let mut kept = self.0.lock().unwrap();
        kept.played += 1;
        match step {
            Step::Apply(text) => {
                // "+k", or "+k" and words after a space (a long step).
                let k: u32 = text
                    .strip_prefix('+')
                    .and_then(|k| k.split(' ').next()?.parse().ok())
                    .ok_or("not a number")?;
                if total + k > 100 {
                    return Err(format!("{total} + {k} is past 100"));
                }
                kept.done.push(k);
                kept.undone.clear();
            }
            Step::Undo => {
                let k = kept.done.pop().ok_or("nothing to undo")?;
                kept.undone.push(k);
            }
            Step::Redo => {
                let k = kept.undone.pop().ok_or("nothing to redo")?;
                kept.done.push(k);
            }
        }
        Ok(())
    }
    fn keep(&mut self, _: &str, order: &Order<String>) -> Result<(), String> {
        self.0.lock().unwrap().order = Some(order.clone());
        Ok(())
    }
}

fn web_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("host-web-{}", rand_suffix()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<p>the app</p>").unwrap();
    std::fs::write(dir.parent().unwrap().join("outside.txt"), "not for devices").unwrap();
    dir
}

fn rand_suffix() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    u64::from(std::process::id()) << 16 | N.fetch_add(1, Ordering::Relaxed)
}

const SECRET: &str = "0123456789abcdef0123456789abcdef";

fn host(referee: Counter) -> Host {
    let secret = Secret::from_text(SECRET).unwrap();
    Host::start("127.0.0.1:0".parse().unwrap(), web_dir(), referee, secret).unwrap()
}

/// One HTTP request, as a browser would send it; the status line and the whole answer.
async fn get(addr: SocketAddr, path: &str, cookie: Option<&str>) -> (u16, String) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let cookie = cookie.map_or(String::new(), |c| format!("Cookie: {c}\r\n"));
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{cookie}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let status = answer[9..12].parse().unwrap();
    (status, answer)
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

struct Device {
    socket: Socket,
    id: u64,
    sent: u64,
}

impl Device {
    async fn join(host: &Host, seen: Option<Seq>, id: u64) -> (Device, ToDevice) {
        let url = format!("ws://{}/ws/g1?join={SECRET}", host.addr());
        let (socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        let mut device = Device {
            socket,
            id,
            sent: 0,
        };
        device.send(&ToHost::Hello { device: id, seen }).await;
        let first = device.next().await;
        (device, first)
    }

    async fn send(&mut self, message: &ToHost) {
        let text = wire::write(message);
        self.socket.send(Message::Text(text.into())).await.unwrap();
    }

    async fn step(&mut self, seen: Seq, step: Step) -> u64 {
        self.sent += 1;
        let sent = Sent {
            device: self.id,
            n: self.sent,
            seen,
            step,
        };
        self.send(&ToHost::Step(sent)).await;
        self.sent
    }

    /// The next message the host sends, waiting for it (a host that says nothing fails the
    /// test after a minute, not a quiet machine).
    async fn next(&mut self) -> ToDevice {
        let message = tokio::time::timeout(Duration::from_secs(60), self.socket.next())
            .await
            .expect("the host answers")
            .expect("the socket is open")
            .expect("a message");
        wire::read_to_device(message.to_text().unwrap()).unwrap()
    }

    /// Messages until one that `done` accepts; all of them.
    async fn until(&mut self, done: impl Fn(&ToDevice) -> bool) -> Vec<ToDevice> {
        let mut seen = Vec::new();
        loop {
            let m = self.next().await;
            let last = done(&m);
            seen.push(m);
            if last {
                return seen;
            }
        }
    }
}

fn steps(messages: &[ToDevice]) -> Vec<(Seq, Step)> {
    messages
        .iter()
        .flat_map(|m| match m {
            ToDevice::Steps(s) => s.clone(),
            _ => vec![],
        })
        .collect()
}

fn plus(k: u32) -> Step {
    Step::Apply(format!("+{k}"))
}

#[tokio::test]
async fn without_the_secret_nothing_is_served_but_the_page_that_says_to_scan_the_code() {
    let host = host(Counter::default());
    for path in [
        "/",
        "/index.html",
        "/?join=",
        "/?join=0123456789abcdef0123456789abcdee",
    ] {
        let (status, answer) = get(host.addr(), path, None).await;
        assert_eq!(status, 403, "{path}");
        assert!(answer.contains("Scan the code"), "{answer}");
        assert!(!answer.contains("the app"), "{path}");
    }
    let (status, _) = get(host.addr(), "/", Some("join=0123")).await;
    assert_eq!(status, 403, "a wrong cookie");
    for query in ["", "?join=wrong"] {
        let url = format!("ws://{}/ws/g1{query}", host.addr());
        assert!(
            tokio_tungstenite::connect_async(url).await.is_err(),
            "{query}"
        );
    }
}

#[tokio::test]
async fn the_join_link_serves_the_page_and_a_cookie_for_its_own_requests() {
    let host = host(Counter::default());
    let link = host.join_link("g1");
    let path = &link[link.find("/?").unwrap()..];
    let (status, answer) = get(host.addr(), path, None).await;
    assert_eq!(status, 200, "{answer}");
    assert!(answer.contains("the app"));
    assert!(
        answer.contains(&format!("join={SECRET}")),
        "the cookie: {answer}"
    );
    let (status, answer) = get(host.addr(), "/index.html", Some(&format!("join={SECRET}"))).await;
    assert_eq!((status, answer.contains("the app")), (200, true));
    // Nothing outside the web build, however the path is written.
    let cookie = format!("join={SECRET}");
    for path in [
        "/../outside.txt",
        "/%2e%2e/outside.txt",
        "/..%2foutside.txt",
        "//etc/passwd",
    ] {
        let (status, answer) = get(host.addr(), path, Some(&cookie)).await;
        assert_ne!(status, 200, "{path}");
        assert!(
            !answer.contains("not for devices") && !answer.contains("root:"),
            "{path}"
        );
    }
}

#[tokio::test]
async fn devices_start_from_the_hosts_game_and_play_every_step_in_one_order() {
    let counter = Counter::default();
    let host = host(counter.clone());
    let (mut ann, first) = Device::join(&host, None, 1).await;
    assert_eq!(
        first,
        ToDevice::Game {
            save: "(total: 0)".into(),
            head: 0
        }
    );
    let (mut bob, _) = Device::join(&host, None, 2).await;
    let n = ann.step(0, plus(5)).await;
    let got = ann
        .until(|m| {
            matches!(m, ToDevice::Answer { .. }) || !steps(std::slice::from_ref(m)).is_empty()
        })
        .await;
    let mut all = got.clone();
    if !all.iter().any(|m| matches!(m, ToDevice::Answer { .. })) {
        all.extend(ann.until(|m| matches!(m, ToDevice::Answer { .. })).await);
    }
    assert!(all.contains(&ToDevice::Answer {
        n,
        answer: Answer::Played(1)
    }));
    assert_eq!(bob.next().await, ToDevice::Steps(vec![(1, plus(5))]));
    // Bob chose on the table before Ann's step: not played; he is sent what he missed.
    let n = bob.step(0, plus(7)).await;
    let answer = bob.next().await;
    assert_eq!(
        answer,
        ToDevice::Answer {
            n,
            answer: Answer::Behind { head: 1 }
        }
    );
    assert_eq!(bob.next().await, ToDevice::Steps(vec![(1, plus(5))]));
    // The rules refuse in their words; nothing is numbered.
    let n = bob.step(1, plus(99)).await;
    assert_eq!(
        bob.next().await,
        ToDevice::Answer {
            n,
            answer: Answer::Refused("5 + 99 is past 100".into())
        }
    );
    // Sent again (its answer lost): answered as the first time, played once.
    let played = counter.0.lock().unwrap().played;
    bob.sent -= 1;
    bob.step(1, plus(99)).await;
    assert!(matches!(
        bob.next().await,
        ToDevice::Answer {
            answer: Answer::Refused(_),
            ..
        }
    ));
    assert_eq!(counter.0.lock().unwrap().played, played, "not played again");
    assert_eq!(host.refused(), 0);
}

#[tokio::test]
async fn garbage_and_oversized_messages_are_refused_and_logged_and_the_others_served() {
    let counter = Counter::default();
    let host = host(counter.clone());
    let (mut ann, _) = Device::join(&host, None, 1).await;
    let (mut bob, _) = Device::join(&host, None, 2).await;
    ann.socket
        .send(Message::Text("garbage".into()))
        .await
        .unwrap();
    assert!(matches!(ann.next().await, ToDevice::Refused(_)));
    // Over 64 KB: refused in words, the socket kept.
    let long = "x".repeat(100 * 1024);
    ann.socket.send(Message::Text(long.into())).await.unwrap();
    match ann.next().await {
        ToDevice::Refused(why) => assert!(why.contains("TooLong"), "{why}"),
        other => panic!("{other:?}"),
    }
    ann.socket
        .send(Message::Binary(vec![0; 10].into()))
        .await
        .unwrap();
    assert!(matches!(ann.next().await, ToDevice::Refused(_)));
    // A step claiming a step the host never numbered.
    ann.step(7, plus(1)).await;
    assert_eq!(
        ann.next().await,
        ToDevice::Answer {
            n: 1,
            answer: Answer::Malformed
        }
    );
    // 10 MB: the socket is closed; the host serves on.
    let huge = "y".repeat(10 * 1024 * 1024);
    let _ = ann.socket.send(Message::Text(huge.into())).await;
    let closed = tokio::time::timeout(Duration::from_secs(60), async {
        loop {
            match ann.socket.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return,
                Some(Ok(_)) => {}
            }
        }
    })
    .await;
    assert!(closed.is_ok(), "the socket is closed");
    bob.step(0, plus(2)).await;
    assert!(
        bob.until(|m| matches!(m, ToDevice::Steps(s) if !s.is_empty()))
            .await
            .iter()
            .all(|m| !matches!(m, ToDevice::Refused(_)))
    );
    assert_eq!(counter.total(), 2);
    assert_eq!(host.refused(), 4, "{:?}", host.log());
    assert_eq!(host.log().len(), 4);
}

#[tokio::test]
async fn a_device_that_comes_back_is_sent_what_it_missed_and_a_host_started_again_numbers_on() {
    let counter = Counter::default();
    let host = host(counter.clone());
    let (mut ann, _) = Device::join(&host, None, 1).await;
    ann.step(0, plus(1)).await;
    ann.until(|m| matches!(m, ToDevice::Answer { .. })).await;
    drop(ann);
    let (mut bob, _) = Device::join(&host, None, 2).await;
    for (seen, k) in [(1, 2), (2, 3), (3, 4)] {
        bob.step(seen, plus(k)).await;
        bob.until(|m| matches!(m, ToDevice::Answer { .. })).await;
    }
    let (_, first) = Device::join(&host, Some(1), 1).await;
    assert_eq!(
        first,
        ToDevice::Steps(vec![(2, plus(2)), (3, plus(3)), (4, plus(4))])
    );
    // A device that says it played a step the host never numbered starts again from the game.
    let (_, first) = Device::join(&host, Some(9), 3).await;
    assert_eq!(
        first,
        ToDevice::Game {
            save: "(total: 10)".into(),
            head: 4
        }
    );
    host.stop();
    // Started again on what the referee kept: the order goes on from step 4.
    let host = self::host(counter.clone());
    let (mut ann, first) = Device::join(&host, Some(4), 1).await;
    assert_eq!(first, ToDevice::Steps(vec![]));
    // A device keeps its count with its id: its first step here is its second.
    ann.sent = 1;
    ann.step(4, Step::Undo).await;
    let got = ann.until(|m| matches!(m, ToDevice::Answer { .. })).await;
    assert!(
        got.contains(&ToDevice::Answer {
            n: 2,
            answer: Answer::Played(5)
        }),
        "{got:?}"
    );
    assert_eq!(counter.total(), 6);
}

#[tokio::test]
async fn an_unknown_game_is_refused() {
    let host = host(Counter::default());
    let url = format!("ws://{}/ws/nope?join={SECRET}", host.addr());
    let (mut socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let hello = wire::write(&ToHost::Hello {
        device: 1,
        seen: None,
    });
    socket.send(Message::Text(hello.into())).await.unwrap();
    let m = socket.next().await.unwrap().unwrap();
    assert!(matches!(
        wire::read_to_device(m.to_text().unwrap()).unwrap(),
        ToDevice::Refused(_)
    ));
    assert_eq!(host.refused(), 1);
}

#[test]
fn a_folder_without_the_web_build_is_refused_before_serving() {
    let dir = std::env::temp_dir().join(format!("host-no-web-{}", rand_suffix()));
    std::fs::create_dir_all(&dir).unwrap();
    let bind = "127.0.0.1:0".parse().unwrap();
    let refused = Host::start(bind, dir, Counter::default(), Secret::new()).err();
    assert_eq!(
        refused.map(|e| e.kind()),
        Some(std::io::ErrorKind::NotFound)
    );
}

#[test]
fn a_secret_is_32_hex_digits_and_only_itself_matches() {
    let a = Secret::new();
    assert_eq!(a.as_str().len(), 32);
    assert_ne!(a.as_str(), Secret::new().as_str(), "drawn, not fixed");
    assert!(a.matches(a.as_str()));
    let mut wrong = a.as_str().to_owned();
    wrong.replace_range(31.., if wrong.ends_with('0') { "1" } else { "0" });
    assert!(!a.matches(&wrong) && !a.matches("") && !a.matches(&a.as_str()[..31]));
    for bad in [
        "",
        "0123",
        "0123456789abcdef0123456789abcdeg",
        &"0".repeat(33),
    ] {
        assert!(Secret::from_text(bad).is_none(), "{bad}");
    }
    let upper = Secret::from_text("0123456789ABCDEF0123456789ABCDEF").unwrap();
    assert!(upper.matches("0123456789abcdef0123456789abcdef"));
    assert_eq!(format!("{upper:?}"), "Secret(…)", "never in a log");
}

/// Issue 63: a question open on one device (a Warrior battle being entered) is said to every
/// device of the game, and to one that joins while it is open; closed, or its device gone,
/// every device hears that no one asks. A device that joins again on a new socket and says
/// its question is still open keeps it open when its old socket's end is noticed after.
#[tokio::test]
async fn a_question_open_on_one_device_is_said_to_the_others_until_it_closes_or_goes() {
    let host = host(Counter::default());
    let (mut ann, _) = Device::join(&host, None, 1).await;
    let (mut bob, _) = Device::join(&host, None, 2).await;
    let asking = |m: &ToDevice| matches!(m, ToDevice::Asking(_));
    ann.send(&ToHost::Asking(true)).await;
    assert_eq!(
        bob.until(asking).await.pop(),
        Some(ToDevice::Asking(vec![1]))
    );
    assert_eq!(
        ann.until(asking).await.pop(),
        Some(ToDevice::Asking(vec![1]))
    );
    // Said once: the same again changes nothing, so nothing is sent.
    ann.send(&ToHost::Asking(true)).await;
    // One who joins now hears it after the game.
    let (mut cat, first) = Device::join(&host, None, 3).await;
    assert!(matches!(first, ToDevice::Game { .. }), "{first:?}");
    assert_eq!(cat.next().await, ToDevice::Asking(vec![1]));
    ann.send(&ToHost::Asking(false)).await;
    assert_eq!(
        bob.until(asking).await.pop(),
        Some(ToDevice::Asking(vec![]))
    );
    assert_eq!(
        cat.until(asking).await.pop(),
        Some(ToDevice::Asking(vec![]))
    );
    // Bob asks, then his socket closes: the question goes with it.
    bob.send(&ToHost::Asking(true)).await;
    assert_eq!(
        cat.until(asking).await.pop(),
        Some(ToDevice::Asking(vec![2]))
    );
    bob.socket.close(None).await.unwrap();
    assert_eq!(
        cat.until(asking).await.pop(),
        Some(ToDevice::Asking(vec![]))
    );
    // Cat asks on one socket, joins again on another and says so there, then the first
    // socket ends: her question stays open.
    cat.send(&ToHost::Asking(true)).await;
    let heard = ann.until(|m| *m == ToDevice::Asking(vec![3])).await;
    let asked: Vec<_> = heard.into_iter().filter(asking).collect();
    let no_one = ToDevice::Asking(vec![]);
    let heard_before = [no_one.clone(), ToDevice::Asking(vec![2]), no_one.clone()];
    assert_eq!(
        asked[..3],
        heard_before,
        "Ann heard each change in its order"
    );
    let (mut cat_again, _) = Device::join(&host, Some(0), 3).await;
    assert_eq!(
        cat_again.until(asking).await.pop(),
        Some(ToDevice::Asking(vec![3]))
    );
    cat_again.send(&ToHost::Asking(true)).await;
    // Its step's answer: the host has read what it said before (a socket is read in order).
    // (Without it the first socket's end could be read first, and the question close then
    // open again: found by CI.)
    cat_again.step(0, plus(1)).await;
    cat_again
        .until(|m| matches!(m, ToDevice::Answer { .. }))
        .await;
    cat.socket.close(None).await.unwrap();
    // The host has let the first socket go (Ann and Cat's second follow the game).
    for _ in 0..6000 {
        if host.devices("g1") == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(host.devices("g1"), 2);
    // A step played after: Ann hears it with no "no one asks" before it.
    let n = ann.step(1, plus(1)).await;
    let second = |m: &ToDevice| matches!(m, ToDevice::Steps(s) if s.iter().any(|(q, _)| *q == 2));
    let heard = ann.until(second).await;
    assert!(!heard.contains(&no_one), "{heard:?} (step {n})");
    cat_again.send(&ToHost::Asking(false)).await;
    assert_eq!(ann.until(asking).await.pop(), Some(no_one));
    assert_eq!(host.refused(), 0, "{:?}", host.log());
}

/// A device whose socket stops being read (a phone in a pocket, its Wi-Fi stalled: the
/// connection neither closed nor read) holds up no one: the other device plays 2,000 long
/// steps (6 KB each, 12 MB in all: over twice what the sockets' buffers, 4 MB and 1 KB here,
/// and the host's channel of 256 steps hold; the steps it missed come back in one message,
/// under the client's 16 MB), each answered. Read
/// again, the device is told it missed steps (the host's channel ran past it), asks for them
/// by number, and ends on the host's game. Blocked for as long as the steps take, not by the
/// clock.
#[tokio::test]
async fn a_device_not_read_holds_up_no_one_and_catches_up_when_read_again() {
    const STEPS: u64 = 2_000;
    let counter = Counter::default();
    let host = host(counter.clone());
    let (mut ann, _) = Device::join(&host, None, 1).await;
    // Bea's socket, with a small receive buffer: the host's writes to her stop soon.
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(1024).unwrap();
    let stream = socket.connect(host.addr()).await.unwrap();
    let url = format!("ws://{}/ws/g1?join={SECRET}", host.addr());
    let stream = tokio_tungstenite::MaybeTlsStream::Plain(stream);
    let (socket, _) = tokio_tungstenite::client_async(url, stream).await.unwrap();
    let mut bea = Device {
        socket,
        id: 2,
        sent: 0,
    };
    bea.send(&ToHost::Hello {
        device: 2,
        seen: None,
    })
    .await;
    assert!(matches!(bea.next().await, ToDevice::Game { head: 0, .. }));
    // Bea is not read while Ann plays: "+1" with 6 KB of words, then "+0" with as many.
    let long = |k: u32| Step::Apply(format!("+{k} {}", "x".repeat(6 * 1024)));
    let mut head = 0;
    for i in 0..STEPS {
        let n = ann.step(head, long(u32::from(i == 0))).await;
        let answered = ann
            .until(|m| matches!(m, ToDevice::Answer { n: k, .. } if *k == n))
            .await;
        match answered.last() {
            Some(ToDevice::Answer {
                answer: Answer::Played(seq),
                ..
            }) => head = *seq,
            other => panic!("step {i}: {other:?}"),
        }
    }
    assert_eq!(head, STEPS);
    // Bea read again: every step, in order, asking again where she missed some.
    let (mut seen, mut missed, mut total) = (0, 0, 0);
    while seen < STEPS {
        match bea.next().await {
            ToDevice::Steps(steps) => {
                for (seq, step) in steps {
                    if seq != seen + 1 {
                        continue;
                    }
                    if step == long(1) {
                        total += 1;
                    }
                    seen = seq;
                }
            }
            ToDevice::Missed => {
                missed += 1;
                let hello = ToHost::Hello {
                    device: 2,
                    seen: Some(seen),
                };
                bea.send(&hello).await;
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(
        missed > 0,
        "the host's channel ran past the device not read"
    );
    assert_eq!(total, counter.total());
    assert_eq!(host.refused(), 0, "{:?}", host.log());
}
