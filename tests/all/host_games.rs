//! Issue 63: whole games of every mode through a real host on 127.0.0.1, with the app's
//! referee (the data folder's game, its mode's rules, the autosave after every step). Three
//! devices, WebSocket clients each with its own copy of the game, act in a random
//! interleaving: steps cross (a device behind is sent what it missed), connections drop and
//! come back. Every device ends on the host's game, the autosave is that game, and it is the
//! host's order of steps played on one device alone.

use coop_automa::app::host_games::HostGames;
use coop_automa::engine::{GameRng, ModeGame, Rules, Session};
use coop_automa::modes::{coop, duel, pyramid};
use coop_automa::store::{AnyGame, Fault, Store};
use coop_automa_host::order::device::{Device, Todo};
use coop_automa_host::order::{Answer, Order, Seq, Step};
use coop_automa_host::wire::{self, ToHost};
use coop_automa_host::{Host, Secret};
use futures_util::{SinkExt, StreamExt};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Plays a step on a game by its rules, as the referee does.
fn play<R: Rules>(game: &mut Session<R>, step: &Step) -> Result<(), String> {
    match step {
        Step::Apply(text) => {
            let action: R::Action = coop_automa_ron::from_str(text).map_err(|e| e.to_string())?;
            game.apply(action).map(drop).map_err(|e| format!("{e:?}"))
        }
        Step::Undo => game.undo().map(drop).map_err(|e| format!("{e:?}")),
        Step::Redo => game.redo().map(drop).map_err(|e| format!("{e:?}")),
    }
}

/// A device at the table: its socket, the device's side of the order (`Device`: its id,
/// its count, its place, the step it waits on) and its copy of the game.
struct Phone<R: Rules> {
    socket: Option<Socket>,
    device: Device,
    game: Option<Session<R>>,
}

impl<R: Rules> Phone<R>
where
    Session<R>: TryFrom<AnyGame, Error = Fault>,
{
    fn new(id: u64) -> Self {
        Phone {
            socket: None,
            device: Device::new(id),
            game: None,
        }
    }

    async fn send(&mut self, message: &ToHost) {
        let text = wire::write(message);
        let socket = self.socket.as_mut().expect("connected");
        socket.send(Message::Text(text.into())).await.expect("sent");
    }

    /// Connects (again): who it is, what it has played, the step that waited an answer.
    async fn connect(&mut self, url: &str) {
        let (socket, _) = tokio_tungstenite::connect_async_with_config(url, None, true)
            .await
            .expect("the host takes the device");
        self.socket = Some(socket);
        for message in self.device.connected() {
            self.send(&message).await;
        }
    }

    /// The next message from the host, acted on; the answer to this device's step, if it
    /// carried one.
    async fn next(&mut self) -> Option<Answer<String>> {
        let socket = self.socket.as_mut().expect("connected");
        let message = tokio::time::timeout(Duration::from_secs(120), socket.next())
            .await
            .expect("the host sends what the device waits for")
            .expect("the socket is open")
            .expect("a message");
        let message = wire::read_to_device(message.to_text().expect("text")).expect("a message");
        let mut answer = None;
        for todo in self.device.receive(message) {
            match todo {
                Todo::Send(message) => self.send(&message).await,
                Todo::Load(save) => {
                    let saved = coop_automa::store::parse_any(save.as_bytes()).expect("a save");
                    self.game = Some(Session::<R>::try_from(saved.game).expect("its mode"));
                }
                Todo::Play { step, .. } => {
                    let game = self.game.as_mut().expect("steps come after the game");
                    play(game, &step).expect("a step the host played plays on every device");
                }
                Todo::Answered(a) => answer = Some(a),
                Todo::HostRefused(why) => panic!("the host refused: {why}"),
                Todo::OthersAsking(_) => {}
            }
        }
        answer
    }

    /// Sends a step chosen on its own copy; the host's answer.
    async fn step(&mut self, step: Step) -> Answer<String> {
        let message = self
            .device
            .step(step)
            .expect("one step at a time, after the game");
        self.send(&message).await;
        self.answer().await
    }

    /// Reads until the answer to its step comes.
    async fn answer(&mut self) -> Answer<String> {
        loop {
            if let Some(answer) = self.next().await {
                return answer;
            }
        }
    }

    /// Reads until it has played every step up to `head`.
    async fn catch_up(&mut self, head: Seq) {
        while self.device.seen().is_none_or(|seen| seen < head) {
            self.next().await;
        }
    }
}

/// The games of `store` served on loopback, with the app's referee.
fn serve(store: &Store, web: std::path::PathBuf, secret: Secret) -> Host {
    let referee = HostGames::new(store.clone(), None);
    Host::start("127.0.0.1:0".parse().unwrap(), web, referee, secret).expect("the host serves")
}

/// A game of `setup` in a new data folder, served; three devices play it; the checks.
async fn three_devices<R: Rules>(
    name: &str,
    setup: R::Setup,
    seed: u64,
    choose: impl Fn(&Session<R>, &mut GameRng) -> Option<R::Action>,
) where
    Session<R>: TryFrom<AnyGame, Error = Fault>,
    AnyGame: From<Session<R>>,
{
    let dir = crate::common::temp_dir(&format!("host-{name}-{seed}"));
    let store = Store::new(dir.join("data"));
    let game: AnyGame = Session::<R>::new(setup).expect("the setup starts").into();
    let game_id = format!("g{seed}");
    let slot = store.new_slot(&game);
    store
        .autosave(&game, &slot, &game_id)
        .expect("the game is saved");
    let web = dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "app").unwrap();
    let secret = Secret::new();
    let join = secret.as_str().to_owned();
    let host = serve(&store, web, secret);
    let url = format!("ws://{}/ws/{game_id}?join={join}", host.addr());
    let mut devices = Vec::new();
    for id in 1..=3 {
        let mut phone = Phone::<R>::new(id);
        phone.connect(&url).await;
        phone.catch_up(0).await;
        devices.push(phone);
    }
    let mut rng = GameRng::from_seed(seed);
    let (mut head, mut played, mut behind, mut drops, mut undone) = (0, 0, 0, 0, 0);
    // Until the game is over, as the device that played its last step shows it.
    let mut over = false;
    for _ in 0..20_000 {
        if over {
            break;
        }
        let d = rng.below(3);
        match rng.below(10) {
            0..=5 => {
                let device = &mut devices[d];
                let game = device.game.as_ref().unwrap();
                let Some(step) = crate::order_games::random_step(game, &mut rng, &choose) else {
                    continue;
                };
                let undo = step == Step::Undo;
                match device.step(step).await {
                    Answer::Played(seq) => {
                        played += 1;
                        undone += usize::from(undo);
                        head = seq;
                        device.catch_up(seq).await;
                        over = device.game.as_ref().is_some_and(|g| g.is_finished());
                    }
                    Answer::Behind { .. } => behind += 1,
                    Answer::Refused(_) => {}
                    Answer::Malformed => panic!("a device's own step is never malformed"),
                }
            }
            6..=8 => devices[d].catch_up(head).await,
            // The connection drops; the device joins again with what it has played.
            _ => {
                drops += 1;
                devices[d].connect(&url).await;
            }
        }
    }
    // Under load every undo drawn may have crossed another device's step (and been sent back
    // as behind): one more, from a device that has seen every step, is played (and its redo,
    // so the game ends over).
    if undone == 0 {
        devices[0].catch_up(head).await;
        for step in [Step::Undo, Step::Redo] {
            match devices[0].step(step).await {
                Answer::Played(seq) => (head, undone) = (seq, 1),
                other => panic!("an undo or redo on a device that saw every step: {other:?}"),
            }
            devices[0].catch_up(head).await;
        }
    }
    // The fault run's counts, for the reports (`--nocapture`).
    eprintln!(
        "{name}, seed {seed}: a whole game of {played} steps; {behind} sent back behind, \
         {drops} sockets dropped, {undone} undone, {} messages refused",
        host.refused()
    );
    assert!(over, "a whole game: {played} steps played");
    assert!(played > 10, "{played} steps played");
    assert!(behind > 0 && drops > 0, "behind {behind}, drops {drops}");
    assert!(undone > 0, "an undo was played");
    host.stop();
    let saved = store.load(&slot).expect("the autosave reads");
    let hosted = Session::<R>::try_from(saved.game).expect("the game's mode");
    assert!(hosted.is_finished(), "the host's game is over");
    let order: Order<String> =
        coop_automa_ron::from_str(&store.hosted(&game_id).expect("the order is kept")).unwrap();
    assert_eq!(order.head(), head, "the kept order is the host's");
    let mut alone = Session::<R>::new(hosted.setup().clone()).expect("the setup starts");
    for (_, step) in order.since(0) {
        play(&mut alone, step).expect("the order plays on one device");
    }
    assert!(
        alone == hosted,
        "the order played alone is the host's autosave"
    );
    // Started again on the same folder: every device catches up and ends on the same game.
    let host = serve(&store, dir.join("web"), Secret::from_text(&join).unwrap());
    let url = format!("ws://{}/ws/{game_id}?join={join}", host.addr());
    for device in &mut devices {
        device.connect(&url).await;
        device.catch_up(head).await;
        assert_eq!(device.device.seen(), Some(head));
        assert!(
            device.game.as_ref() == Some(&hosted),
            "every device ends on the host's game"
        );
    }
    assert_eq!(host.refused(), 0, "{:?}", host.log());
}

#[tokio::test]
async fn three_devices_play_a_coop_game_through_a_real_host() {
    for seed in 0..2 {
        let setup = coop_automa::app::SetupForm::default()
            .to_setup()
            .expect("the default form starts");
        three_devices::<coop::Coop>("coop", setup, seed, |g, rng| {
            Some(coop::random_action(g, rng))
        })
        .await;
    }
}

#[tokio::test]
async fn three_devices_play_a_pyramid_through_a_real_host() {
    for seed in 0..2 {
        let setup = pyramid::Setup::new(pyramid::Level::Normal, pyramid::Mix::A, Some(seed));
        three_devices::<pyramid::Pyramid>("pyramid", setup, seed, pyramid::random_action).await;
    }
}

#[tokio::test]
async fn three_devices_play_a_duel_through_a_real_host() {
    for seed in 0..2 {
        let setup = duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(seed));
        three_devices::<duel::Duel>("duel", setup, seed, duel::random_action).await;
    }
}

/// `coop-automa host` holds its data folder as the app does: a second host on it is
/// refused in words, and a folder without the web build too.
#[test]
fn a_second_host_on_one_data_folder_is_refused() {
    use coop_automa::app::HostOptions;
    use coop_automa::app::host_command::start;
    let dir = crate::common::temp_dir("host-two");
    let web = dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "app").unwrap();
    let data = Some(dir.join("data"));
    let options = HostOptions { web, port: 0 };
    let first = start(data.clone(), options.clone()).expect("the first host serves");
    let second = start(data.clone(), options.clone())
        .err()
        .expect("the second is refused");
    assert!(second.contains("another coop-automa"), "{second}");
    drop(first);
    let no_web = HostOptions {
        web: dir.join("nowhere"),
        port: 0,
    };
    let refused = start(data.clone(), no_web).err().expect("no web build");
    assert!(refused.contains("web/build.sh"), "{refused}");
    assert!(
        start(data, options).is_ok(),
        "served again once the first stopped"
    );
}

/// `coop-automa host` as a process, on a data folder holding one coop game, port 0; its
/// address and the game's link's secret, read from what it prints.
fn spawn_host(
    data: &std::path::Path,
    web: &std::path::Path,
) -> (std::process::Child, String, String) {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_coop-automa"))
        .args(["host", "--port", "0", "--data-dir"])
        .arg(data)
        .arg("--web")
        .arg(web)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the host starts");
    let lines = std::io::BufReader::new(child.stdout.take().unwrap()).lines();
    let mut link = None;
    for line in lines {
        let line = line.expect("the host prints");
        if line.contains("?join=") {
            link = Some(line.trim().to_owned());
        }
        if line.contains("serving on") {
            break;
        }
    }
    let link = link.expect("the host prints the game's link");
    let rest = link.strip_prefix("http://").expect("a link");
    let addr = rest[..rest.find('/').unwrap()].to_owned();
    let secret = rest[rest.find("join=").unwrap() + 5..rest.find("&game").unwrap()].to_owned();
    (child, addr, secret)
}

/// A new folder for `tag` with a data folder holding a coop game of the id `game_id` (its
/// autosave `slot`), and a web build to serve (`web/index.html`).
pub(crate) fn coop_game_to_serve(
    tag: &str,
    game_id: &str,
) -> (std::path::PathBuf, Store, std::path::PathBuf) {
    let dir = crate::common::temp_dir(tag);
    let store = Store::new(dir.join("data"));
    let setup = coop_automa::app::SetupForm::default().to_setup().unwrap();
    let game: AnyGame = Session::<coop::Coop>::new(setup).unwrap().into();
    let slot = store.new_slot(&game);
    store.autosave(&game, &slot, game_id).unwrap();
    std::fs::create_dir_all(dir.join("web")).unwrap();
    std::fs::write(dir.join("web").join("index.html"), "app").unwrap();
    (dir, store, slot)
}

/// A host killed (SIGKILL) with a step in flight and started again on its folder: the device
/// joins again with what it played and sends the step again; the step is played once, nothing
/// before it is lost, and the game goes on. Three kills in one game.
#[tokio::test]
async fn a_host_killed_mid_game_loses_at_most_the_step_in_flight() {
    let (dir, store, slot) = coop_game_to_serve("host-kill", "gk");
    let web = dir.join("web");
    let mut rng = GameRng::from_seed(11);
    let mut phone = Phone::<coop::Coop>::new(7);
    let mut secrets = Vec::new();
    for kill in 0..=3 {
        let (mut child, addr, secret) = spawn_host(&dir.join("data"), &web);
        secrets.push(secret.clone());
        // Joined again: what it played, and the step in flight when the host was killed,
        // sent again with its count; the host plays it once.
        let in_flight = phone.device.waiting();
        phone
            .connect(&format!("ws://{addr}/ws/gk?join={secret}"))
            .await;
        phone.catch_up(0).await;
        if in_flight {
            let head = phone.device.seen().unwrap();
            match phone.answer().await {
                Answer::Played(seq) => assert!(seq == head || seq == head + 1, "{seq} {head}"),
                Answer::Refused(_) => {}
                other => panic!("{other:?}"),
            }
        }
        for _ in 0..8 {
            let action = coop::random_action(phone.game.as_ref().unwrap(), &mut rng);
            let step = Step::Apply(coop_automa_ron::to_string(&action).unwrap());
            if let Answer::Played(seq) = phone.step(step).await {
                phone.catch_up(seq).await;
            }
        }
        if kill < 3 {
            // One more step, sent, and the host killed before its answer is read.
            let action = coop::random_action(phone.game.as_ref().unwrap(), &mut rng);
            let step = Step::Apply(coop_automa_ron::to_string(&action).unwrap());
            let message = phone.device.step(step).unwrap();
            phone.send(&message).await;
        }
        child.kill().expect("SIGKILL");
        let _ = child.wait();
    }
    assert!(
        secrets.windows(2).all(|w| w[0] == w[1]),
        "the link outlives the host"
    );
    let saved = store
        .load(&slot)
        .expect("the autosave reads after the kills");
    let hosted = Session::<coop::Coop>::try_from(saved.game).unwrap();
    assert!(
        phone.game.as_ref() == Some(&hosted),
        "the device ends on the host's game"
    );
    let order: Order<String> = coop_automa_ron::from_str(&store.hosted("gk").unwrap()).unwrap();
    assert_eq!(Some(order.head()), phone.device.seen());
    assert!(order.head() >= 30, "{} steps kept", order.head());
}

/// A game over on a host goes into its mode's results as a window's does, after its
/// autosave; an undo that reopens it takes the result out, and the redo puts it back, once.
#[test]
fn a_game_a_host_ends_is_in_its_modes_results_and_an_undo_takes_it_out() {
    use coop_automa_host::Referee;
    let (_dir, store, _slot) = coop_game_to_serve("host-results", "gr");
    let mut referee = HostGames::new(store.clone(), None);
    let saved = store.load(&_slot).unwrap();
    let mut game = Session::<coop::Coop>::try_from(saved.game).unwrap();
    let ids = |store: &Store| -> Vec<String> {
        let log = store.read_log::<coop::CoopResult>().unwrap_or_default();
        log.records.iter().map(|r| r.game_id.clone()).collect()
    };
    let mut rng = GameRng::from_seed(5);
    let keep = |referee: &mut HostGames| referee.keep("gr", &Order::default()).unwrap();
    while !game.is_finished() {
        let action = coop::random_action(&game, &mut rng);
        let step = Step::Apply(coop_automa_ron::to_string(&action).unwrap());
        if referee.play("gr", &step).is_ok() {
            game.apply(action).unwrap();
            keep(&mut referee);
            assert_eq!(
                ids(&store).is_empty(),
                !game.is_finished(),
                "R: at the end only"
            );
        }
        assert!(game.actions_applied() < 20_000, "the game ends");
    }
    assert_eq!(ids(&store), ["gr"]);
    referee.play("gr", &Step::Undo).unwrap();
    keep(&mut referee);
    assert!(ids(&store).is_empty(), "the end undone: no result");
    referee.play("gr", &Step::Redo).unwrap();
    keep(&mut referee);
    keep(&mut referee);
    assert_eq!(ids(&store), ["gr"], "the end again: its result once");
}
