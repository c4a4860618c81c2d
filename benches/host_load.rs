//! Host load (issue 63): one `coop-automa host` process (the release binary) serves 4 coop
//! games to 8 devices each, 32 WebSocket clients on loopback, 1,000 steps in all, the four
//! games at once. Reports the time from a device sending a step to every device of its game
//! holding it (p50, p99, the longest), and the host process's CPU time and memory, read from
//! /proc. Run with `cargo bench --bench host_load`. Figures, not assertions; the clients
//! share the machine's two cores with the host.

use coop_automa::engine::{GameRng, ModeGame, Session};
use coop_automa::modes::coop;
use coop_automa::store::{AnyGame, Store};
use coop_automa_host::order::{Answer, Sent, Seq, Step};
use coop_automa_host::wire::{self, ToDevice, ToHost};
use futures_util::{SinkExt, StreamExt};
use std::io::BufRead;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

const GAMES: usize = 4;
const DEVICES: usize = 8;
const STEPS: usize = 1_000;

/// What a device's reader saw: a step arrived, or the answer to its own step.
enum Got {
    Step { seq: Seq, at: Instant },
    Answer(Answer<String>),
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(run());
}

async fn run() {
    let dir = std::env::temp_dir().join(format!("coop-automa-host-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = Store::new(dir.join("data"));
    for g in 0..GAMES {
        let mut setup = coop::Setup::custom(["Alex", "Bea"], 12, 4);
        setup.seed = Some(g as u64);
        let game: AnyGame = Session::<coop::Coop>::new(setup).unwrap().into();
        store
            .autosave(&game, &store.new_slot(&game), &format!("g{g}"))
            .unwrap();
    }
    let web = dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "app").unwrap();
    let mut host = std::process::Command::new(env!("CARGO_BIN_EXE_coop-automa"))
        .args(["host", "--port", "0", "--data-dir"])
        .arg(dir.join("data"))
        .arg("--web")
        .arg(&web)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the host starts");
    let mut link = String::new();
    for line in std::io::BufReader::new(host.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        if line.contains("?join=") {
            link = line.trim().to_owned();
        }
        if line.contains("serving on") {
            break;
        }
    }
    let rest = link.strip_prefix("http://").unwrap();
    let addr = rest[..rest.find('/').unwrap()].to_owned();
    let secret = rest[rest.find("join=").unwrap() + 5..rest.find("&game").unwrap()].to_owned();
    let (cpu_start, rss_start) = (cpu_seconds(host.id()), memory_kb(host.id(), "VmRSS"));
    let started = Instant::now();
    let mut drivers = Vec::new();
    for g in 0..GAMES {
        let url = format!("ws://{addr}/ws/g{g}?join={secret}");
        drivers.push(tokio::spawn(drive(url, g as u64)));
    }
    let mut latencies = Vec::new();
    let mut refused = 0;
    for driver in drivers {
        let (l, r) = driver.await.unwrap();
        latencies.extend(l);
        refused += r;
    }
    let wall = started.elapsed();
    let cpu = cpu_seconds(host.id()) - cpu_start;
    let (rss, peak) = (memory_kb(host.id(), "VmRSS"), memory_kb(host.id(), "VmHWM"));
    host.kill().unwrap();
    let _ = host.wait();
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{} steps played ({refused} refused) on {GAMES} games x {DEVICES} devices in {:.1} s",
        latencies.len(),
        wall.as_secs_f64()
    );
    println!(
        "from a step sent to every device of its game holding it: p50 {:.2} ms, p99 {:.2} ms, longest {:.2} ms",
        ms(at(0.5)),
        ms(at(0.99)),
        ms(*latencies.last().unwrap())
    );
    println!(
        "the host: {cpu:.2} s of CPU ({:.0}% of one core over the run); memory {:.1} MB at start, {:.1} MB after, {:.1} MB at its peak",
        100.0 * cpu / wall.as_secs_f64(),
        rss_start as f64 / 1024.0,
        rss as f64 / 1024.0,
        peak as f64 / 1024.0
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// One game: its devices join, then steps chosen on the driver's copy of the game are sent
/// by a device drawn at random, each waited for until every device holds it.
async fn drive(url: String, seed: u64) -> (Vec<Duration>, usize) {
    let mut sinks = Vec::new();
    let mut got = Vec::new();
    let mut copy: Option<Session<coop::Coop>> = None;
    for d in 0..DEVICES {
        // A browser's WebSocket sends at once, as this client does (no Nagle).
        let (socket, _) = tokio_tungstenite::connect_async_with_config(&url, None, true)
            .await
            .unwrap();
        let (mut sink, mut stream) = socket.split();
        let hello = wire::write(&ToHost::Hello {
            device: d as u64,
            seen: None,
        });
        sink.send(Message::Text(hello.into())).await.unwrap();
        // The game, as the host sends it first.
        let first = stream.next().await.unwrap().unwrap();
        if let ToDevice::Game { save, .. } = wire::read_to_device(first.to_text().unwrap()).unwrap()
            && copy.is_none()
        {
            let saved = coop_automa::store::parse_any(save.as_bytes()).unwrap();
            copy = Some(Session::try_from(saved.game).unwrap());
        }
        let (tx, rx) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            while let Some(Ok(message)) = stream.next().await {
                let Ok(text) = message.to_text() else {
                    continue;
                };
                match wire::read_to_device(text) {
                    Ok(ToDevice::Steps(steps)) => {
                        for (seq, _) in steps {
                            let _ = tx.send(Got::Step {
                                seq,
                                at: Instant::now(),
                            });
                        }
                    }
                    Ok(ToDevice::Answer { answer, .. }) => {
                        let _ = tx.send(Got::Answer(answer));
                    }
                    _ => {}
                }
            }
        });
        sinks.push(sink);
        got.push(rx);
    }
    let mut copy = copy.unwrap();
    let mut rng = GameRng::from_seed(seed);
    let (mut head, mut counts, mut latencies, mut refused) = (0, [0u64; DEVICES], Vec::new(), 0);
    for _ in 0..STEPS / GAMES {
        let d = rng.below(DEVICES);
        let step = if copy.is_over() {
            Step::Undo
        } else {
            let action = coop::random_action(&copy, &mut rng);
            Step::Apply(coop_automa_ron::to_string(&action).unwrap())
        };
        counts[d] += 1;
        let sent = Sent {
            device: d as u64,
            n: counts[d],
            seen: head,
            step: step.clone(),
        };
        let text = wire::write(&ToHost::Step(sent));
        let tapped = Instant::now();
        sinks[d].send(Message::Text(text.into())).await.unwrap();
        // The sender's answer (its own step arrives too, before or after it).
        let mut arrived = [None; DEVICES];
        let played = loop {
            match got[d].recv().await.unwrap() {
                Got::Answer(Answer::Played(seq)) => break Some(seq),
                Got::Answer(_) => break None,
                Got::Step { seq, at } if seq == head + 1 => arrived[d] = Some(at),
                Got::Step { .. } => {}
            }
        };
        let Some(seq) = played else {
            refused += 1;
            continue;
        };
        for (i, rx) in got.iter_mut().enumerate() {
            while arrived[i].is_none() {
                if let Got::Step { seq: s, at } = rx.recv().await.unwrap()
                    && s == seq
                {
                    arrived[i] = Some(at);
                }
            }
        }
        let last = arrived.iter().flatten().max().unwrap();
        latencies.push(*last - tapped);
        match &step {
            Step::Apply(text) => {
                let action: coop::Action = coop_automa_ron::from_str(text.as_str()).unwrap();
                copy.apply(action).unwrap();
            }
            _ => {
                copy.undo().unwrap();
            }
        }
        head = seq;
    }
    (latencies, refused)
}

/// A process's CPU time (user and system) so far, from /proc.
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime, the 14th and 15th fields (the 12th and 13th after the name), in
    // clock ticks of 1/100 s.
    (ticks(11) + ticks(12)) / 100.0
}

/// A memory figure of a process from /proc (VmRSS now, VmHWM its peak), in KB.
fn memory_kb(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}
