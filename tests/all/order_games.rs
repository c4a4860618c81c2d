//! Issue 63: whole games of every mode played by three devices through one order
//! (`crates/order`), with the real rules: each device chooses on its own copy of the game,
//! its action travels as the mode's save writes it, steps cross, answers are lost and
//! devices connect again. Every device ends on the host's game, and the host's game, written
//! as a save, is the one a single device playing the order's steps alone writes.

use coop_automa::engine::{GameRng, ModeGame, Rules, Session};
use coop_automa::modes::{coop, duel, pyramid};
use coop_automa_order::{Answer, Caught, Mirror, Order, Sent, Seq, Step};

/// A device at the table: its copy of the game, its place in the order, what reached it.
struct Device<R: Rules> {
    game: Session<R>,
    mirror: Mirror,
    inbox: Vec<(Seq, Step)>,
    sent: u64,
}

/// Plays a step on a game by its rules: an action as its mode's save writes it, undo, redo.
fn play<R: Rules>(game: &mut Session<R>, step: &Step) -> Result<(), String> {
    match step {
        Step::Apply(text) => {
            let action: R::Action =
                coop_automa_ron::from_str(text).map_err(|e| format!("{e:?}"))?;
            game.apply(action).map(|_| ()).map_err(|e| format!("{e:?}"))
        }
        Step::Undo => game.undo().map(|_| ()).map_err(|e| format!("{e:?}")),
        Step::Redo => game.redo().map(|_| ()).map_err(|e| format!("{e:?}")),
    }
}

/// A step a table might choose on `game`: an undo or a redo now and then, else an action
/// `choose` picks, as its mode's save writes it (`None`: `choose` has none).
pub(crate) fn random_step<R: Rules>(
    game: &Session<R>,
    rng: &mut GameRng,
    choose: impl FnOnce(&Session<R>, &mut GameRng) -> Option<R::Action>,
) -> Option<Step> {
    Some(match rng.below(12) {
        0 => Step::Undo,
        1 => Step::Redo,
        _ => Step::Apply(coop_automa_ron::to_string(&choose(game, rng)?).ok()?),
    })
}

/// A device plays what reached it, and asks again at a gap.
fn arrive<R: Rules>(device: &mut Device<R>, order: &Order<String>) {
    let inbox = std::mem::take(&mut device.inbox);
    let game = &mut device.game;
    let caught = device
        .mirror
        .receive(inbox.iter().map(|(s, st)| (*s, st)), |_, step| {
            play(game, step).expect("a step the host played plays on every device");
        });
    if let Caught::Gap { since } = caught {
        reconnect(device, order, since);
    }
}

/// What the host sends a device that played up to `since`.
fn reconnect<R: Rules>(device: &mut Device<R>, order: &Order<String>, since: Seq) {
    device.inbox = order.since(since).map(|(s, st)| (s, st.clone())).collect();
}

/// Three devices play a game from `setup` through one order, `choose` picking an action on
/// a device's own copy; the checks at the end.
fn three_devices<R: Rules>(
    setup: R::Setup,
    seed: u64,
    mut choose: impl FnMut(&Session<R>, &mut GameRng) -> Option<R::Action>,
) {
    let mut rng = GameRng::from_seed(seed);
    let mut host = Session::<R>::new(setup).expect("the setup starts");
    // The devices start from the host's setup, its seed drawn (the coop draws one where the
    // table typed none): from the setup as typed each would deal its own piles.
    let setup = host.setup().clone();
    let mut order: Order<String> = Order::new();
    let mut devices: Vec<Device<R>> = (0..3)
        .map(|_| Device {
            game: Session::<R>::new(setup.clone()).expect("the setup starts"),
            mirror: Mirror::new(),
            inbox: Vec::new(),
            sent: 0,
        })
        .collect();
    let (mut played, mut behind) = (0, 0);
    // A whole game: until the host's is over.
    for _ in 0..40_000 {
        if host.is_finished() {
            break;
        }
        let d = rng.below(3);
        match rng.below(10) {
            // A device sends a step chosen on what it shows.
            0..=5 => {
                let device = &mut devices[d];
                let Some(step) = random_step(&device.game, &mut rng, &mut choose) else {
                    continue;
                };
                device.sent += 1;
                let sent = Sent {
                    device: d as u64,
                    n: device.sent,
                    seen: device.mirror.seen(),
                    step,
                };
                let answer = order.take(&sent, |step| play(&mut host, step));
                match answer {
                    Answer::Played(seq) => {
                        played += 1;
                        for device in &mut devices {
                            device.inbox.push((seq, sent.step.clone()));
                        }
                    }
                    Answer::Behind { .. } => {
                        behind += 1;
                        let seen = devices[d].mirror.seen();
                        reconnect(&mut devices[d], &order, seen);
                    }
                    Answer::Refused(_) => {}
                    Answer::Malformed => panic!("a device's own step is never malformed"),
                }
                // Sent again (its answer lost): answered as the first time, not played again.
                if rng.below(4) == 0 {
                    let head = order.head();
                    let again = order.take(&sent, |_| panic!("a step sent again is not played"));
                    assert_eq!(order.head(), head);
                    assert!(matches!(
                        again,
                        Answer::Played(_) | Answer::Behind { .. } | Answer::Refused(_)
                    ));
                }
            }
            // What the host sent arrives.
            6..=8 => arrive(&mut devices[d], &order),
            // The connection drops; the device connects again later.
            _ => {
                devices[d].inbox.clear();
                if rng.below(2) == 0 {
                    let seen = devices[d].mirror.seen();
                    reconnect(&mut devices[d], &order, seen);
                }
            }
        }
    }
    assert!(host.is_finished(), "a whole game: {played} steps played");
    assert!(played > 20, "{played} steps played");
    assert!(behind > 0, "some device was behind");
    let mut alone = Session::<R>::new(setup).expect("the setup starts");
    for (_, step) in order.since(0) {
        play(&mut alone, step).expect("the order plays on one device");
    }
    assert!(alone == host, "the order played alone is the host's game");
    let text = |g: &Session<R>| coop_automa_ron::to_string(g).expect("a game is written");
    assert_eq!(text(&alone), text(&host), "and it is saved the same");
    for device in &mut devices {
        let seen = device.mirror.seen();
        reconnect(device, &order, seen);
        arrive(device, &order);
        assert_eq!(device.mirror.seen(), order.head());
        assert!(device.game == host, "every device ends on the host's game");
    }
}

#[test]
fn three_devices_play_a_coop_game_in_one_order() {
    for seed in 0..4 {
        let setup = coop_automa::app::SetupForm::default()
            .to_setup()
            .expect("the default form starts");
        three_devices::<coop::Coop>(setup, seed, |g, rng| Some(coop::random_action(g, rng)));
    }
}

#[test]
fn three_devices_play_a_pyramid_in_one_order() {
    for seed in 0..4 {
        let setup = pyramid::Setup::new(pyramid::Level::Normal, pyramid::Mix::A, Some(seed));
        three_devices::<pyramid::Pyramid>(setup, seed, pyramid::random_action);
    }
}

#[test]
fn three_devices_play_a_duel_in_one_order() {
    for seed in 0..4 {
        let setup = duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(seed));
        three_devices::<duel::Duel>(setup, seed, duel::random_action);
    }
}
