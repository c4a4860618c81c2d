//! Issue 63: windows of this app joined to a real host on loopback (`--join`): the host's
//! game comes on the table; a press is sent as a step and shown when the host numbered it,
//! on every window joined to the game; the host's autosave is the game they show. A host
//! gone is said at once, and a press then is refused in words, not kept.

use crate::common;
use coop_automa::app::host_games::HostGames;
use coop_automa::engine::Session;
use coop_automa::modes::coop;
use coop_automa_host::{Host, Secret};
use egui_kittest::Harness;

type App = Harness<'static, coop_automa::app::App>;

/// Frames until `done` holds (the socket's thread delivers between them); fails after 4,000.
fn wait(h: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    for _ in 0..4_000 {
        h.step();
        if done(h) {
            h.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("never came: {what}; on screen: {:?}", common::texts(h));
}

fn played(h: &App) -> Option<usize> {
    let game = h.state().table().game::<coop::Coop>()?;
    Some(game.actions_applied())
}

fn window(tag: &str, url: &str) -> App {
    let options = coop_automa::app::Options {
        data_dir: Some(common::temp_dir(tag)),
        join: Some(url.to_owned()),
        ..coop_automa::app::Options::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size([1024.0, 600.0])
        .build_eframe(move |_cc| coop_automa::app::App::new(&options, std::time::Instant::now()));
    h.run();
    h
}

#[test]
fn two_windows_joined_to_a_host_play_one_game_and_a_host_gone_is_said() {
    let (dir, store, slot) = crate::host_games::coop_game_to_serve("joined-host", "gj");
    let web = dir.join("web");
    let secret = Secret::new();
    let url_secret = secret.as_str().to_owned();
    let referee = HostGames::new(store.clone(), None);
    let host = Host::start("127.0.0.1:0".parse().unwrap(), web, referee, secret).unwrap();
    let url = format!("ws://{}/ws/gj?join={url_secret}", host.addr());
    let mut ann = window("joined-ann", &url);
    let mut bob = window("joined-bob", &url);
    wait(&mut ann, "the host's game", |h| played(h) == Some(0));
    wait(&mut bob, "the host's game", |h| played(h) == Some(0));
    // Ann's big button: sent, and shown on both tables once the host numbered it.
    big_button_shown(&mut ann, &mut bob, 1);
    big_button_shown(&mut bob, &mut ann, 2);
    // The host's autosave is the game both show.
    let saved = store.load(&slot).unwrap();
    let hosted = Session::<coop::Coop>::try_from(saved.game).unwrap();
    assert!(ann.state().table().game::<coop::Coop>() == Some(&hosted));
    // The windows' own data folders are not written: the host keeps the game.
    // The host gone: said at once, and kept said (no "Dismiss": it is no notice to put
    // away); a press is refused in words and changes nothing.
    let addr = host.addr();
    host.stop();
    let offline = |h: &App| {
        common::texts(h)
            .iter()
            .any(|t| t.starts_with("Offline: reconnecting"))
    };
    wait(&mut ann, "offline", offline);
    assert!(
        !common::texts(&ann).iter().any(|t| t == "Dismiss"),
        "the line stays"
    );
    ann.key_press(eframe::egui::Key::Space);
    wait(&mut ann, "the press refused", |h| {
        common::texts(h)
            .iter()
            .any(|t| t.starts_with("Not sent: the host cannot be reached"))
    });
    assert_eq!(played(&ann), Some(2), "nothing played here");
    // The host back on its address: the window joins again by itself and plays on.
    let referee = HostGames::new(store.clone(), None);
    let secret = Secret::from_text(&url_secret).unwrap();
    let host = Host::start(addr, dir.join("web"), referee, secret).unwrap();
    wait(&mut ann, "back online", |h| !offline(h));
    ann.key_press(eframe::egui::Key::Space);
    wait(&mut ann, "a step after the host came back", |h| {
        played(h) == Some(3)
    });
    wait(&mut bob, "Bob back too, with it", |h| played(h) == Some(3));
    drop(host);
}

/// The window's own "Play on several devices": it serves the game on its table from a host
/// of its own folder, shows the code and the address, and plays through that host as every
/// other device does; a second window that joins by the address plays the same game. "Stop
/// serving" gives the game back to the window alone: the other device is told it is offline,
/// and the window plays on and writes the game itself.
#[test]
fn a_window_serves_its_own_game_to_another_and_stops() {
    use crate::common::ui::{click, click_tool};
    use egui_kittest::kittest::Queryable;
    let (dir, store, slot) = crate::host_games::coop_game_to_serve("hosting-ann", "gw");
    let options = coop_automa::app::Options {
        data_dir: Some(dir.join("data")),
        web: Some(dir.join("web")),
        ..coop_automa::app::Options::default()
    };
    let settings = coop_automa::app::Settings {
        table: slot.to_string_lossy().into_owned(),
        ..coop_automa::app::Settings::default()
    };
    let mut ann = egui_kittest::HarnessBuilder::default()
        .with_size([1024.0, 600.0])
        .build_eframe(move |_cc| {
            coop_automa::app::App::with_settings(&options, std::time::Instant::now(), settings)
        });
    ann.run();
    assert_eq!(played(&ann), Some(0), "the game on the table");
    click_tool(&mut ann, "Devices");
    ann.get_by_label("The code that opens this game on a phone");
    let link = common::texts(&ann)
        .into_iter()
        .find(|t| t.starts_with("http://"))
        .expect("the address in words");
    // The page's link, as a desktop window joins it.
    let (at, query) = link["http://".len()..].split_once("/?").unwrap();
    let secret = query
        .strip_prefix("join=")
        .unwrap()
        .split('&')
        .next()
        .unwrap();
    assert!(query.ends_with("&game=gw"), "{link}");
    let mut bob = window("hosting-bob", &format!("ws://{at}/ws/gw?join={secret}"));
    wait(&mut bob, "the window's game on Bob's", |h| {
        played(h) == Some(0)
    });
    wait(&mut ann, "two devices said", |h| {
        common::texts(h)
            .iter()
            .any(|t| t == "Devices joined now: 2")
    });
    click(&mut ann, "Close");
    // Ann's step goes through her own host.
    big_button_shown(&mut ann, &mut bob, 1);
    big_button_shown(&mut bob, &mut ann, 2);
    // Her host wrote the game where it was: her table's file.
    let hosted = Session::<coop::Coop>::try_from(store.load(&slot).unwrap().game).unwrap();
    assert_eq!(hosted.actions_applied(), 2);
    click_tool(&mut ann, "Devices");
    click(&mut ann, "Stop serving");
    assert!(
        common::texts(&ann)
            .iter()
            .any(|t| t.starts_with("The other devices are no longer served")),
        "{:?}",
        common::texts(&ann)
    );
    wait(&mut bob, "Bob told he is offline", |h| {
        common::texts(h)
            .iter()
            .any(|t| t.starts_with("Offline: reconnecting"))
    });
    // The window alone: a press plays at once, and is written by the window.
    ann.key_press(eframe::egui::Key::Space);
    ann.run();
    assert_eq!(played(&ann), Some(3));
    let saved = Session::<coop::Coop>::try_from(store.load(&slot).unwrap().game).unwrap();
    assert_eq!(saved.actions_applied(), 3);
    assert!(ann.state().table().game::<coop::Coop>() == Some(&saved));
}

/// "My seat" on a device joined to a Duel: the device chooses a player's seat, whose changes
/// it then shows; a new turn (another device's step) keeps them its own, and so does the
/// game the host sends again after the host was started again. "The whole table" gives the
/// changes back to whoever's turn it is.
#[test]
fn a_device_takes_its_seat_and_keeps_it_through_turns_and_a_host_started_again() {
    use crate::common::ui::click_tool;
    let (dir, store, host, join) = duel_to_serve("seat-host", &["Ann", "Ben", "Cat"], "gs");
    let url = format!("ws://{}/ws/gs?join={join}", host.addr());
    let mut ben = window("seat-ben", &url);
    let mut ann = window("seat-ann", &url);
    wait(&mut ben, "the host's Duel", |h| turns(h) == Some(0));
    wait(&mut ann, "the host's Duel", |h| turns(h) == Some(0));
    let shown = |h: &App, name: &str| {
        let line = format!("Changes for {name}");
        common::texts(h).contains(&line)
    };
    assert!(
        shown(&ben, "Ann"),
        "the turn's player before a seat is taken"
    );
    click_tool(&mut ben, "My seat");
    // The dialog's "Ben" (the card's "Ben" under it takes no tap while it is open).
    click_enabled(&mut ben, "Ben");
    assert!(shown(&ben, "Ben"), "{:?}", common::texts(&ben));
    // Turns end on Ann's device (its big button): Ben's turn comes, then Cat's; Ben's
    // device keeps Ben's changes, Ann's (no seat) follows the turn.
    for n in 1..=2 {
        ann.key_press(eframe::egui::Key::Space);
        wait(&mut ann, "a turn ended", |h| turns(h) == Some(n));
        wait(&mut ben, "the turn on Ben's device", |h| {
            turns(h) == Some(n)
        });
        assert!(shown(&ben, "Ben"), "turn {n}: {:?}", common::texts(&ben));
    }
    assert!(shown(&ann, "Cat"), "{:?}", common::texts(&ann));
    // The host started again with a fresh order: the device is sent the game again.
    let addr = host.addr();
    host.stop();
    let _ = std::fs::remove_dir_all(dir.join("data").join("hosted"));
    let referee = HostGames::new(store.clone(), None);
    let host = Host::start(
        addr,
        dir.join("web"),
        referee,
        Secret::from_text(&join).unwrap(),
    );
    let _host = host.unwrap();
    wait(&mut ben, "back online", |h| {
        !common::texts(h).iter().any(|t| t.starts_with("Offline"))
    });
    wait(&mut ben, "the game again", |h| turns(h) == Some(2));
    assert!(shown(&ben, "Ben"), "{:?}", common::texts(&ben));
    click_tool(&mut ben, "My seat");
    click_enabled(&mut ben, "The whole table");
    assert!(shown(&ben, "Cat"), "{:?}", common::texts(&ben));
}

/// Presses the one enabled node labelled `label` (a dialog's, over a table that has one too).
fn click_enabled(h: &mut App, label: &str) {
    use egui_kittest::kittest::Queryable;
    h.get_by(|n| {
        n.label().as_deref() == Some(label)
            && crate::common::ui::clickable(n.role())
            && !n.is_disabled()
    })
    .click();
    h.run();
}

/// A question one device opens (a Duel attack being entered) is said on the others as a
/// line that waits on it ("Waiting: another device is answering a question"); cancelled, the
/// line goes. The device that asks shows no such line. An attack entered whole shows its
/// outcome on the device that entered it alone; the other shows its changes on the table.
/// Then the other leaves the table: asked first; the host's steps no longer reach it.
#[test]
fn a_question_open_on_one_device_shows_the_others_waiting_and_its_outcome_there_alone() {
    use crate::common::ui::click;
    let (_dir, _store, host, join) = duel_to_serve("asking-host", &["Ann", "Ben"], "ga");
    let url = format!("ws://{}/ws/ga?join={join}", host.addr());
    let mut ann = window("asking-ann", &url);
    let mut ben = window("asking-ben", &url);
    wait(&mut ann, "the Duel", |h| turns(h) == Some(0));
    wait(&mut ben, "the Duel", |h| turns(h) == Some(0));
    let waiting = |h: &App| {
        common::texts(h)
            .iter()
            .any(|t| t.starts_with("Waiting: another device is answering a question"))
    };
    click(&mut ann, "Attack");
    assert!(
        common::texts(&ann).iter().any(|t| t == "Ann's attack"),
        "the attack's dialog: {:?}",
        common::texts(&ann)
    );
    wait(&mut ben, "Ben waits on Ann's question", waiting);
    for _ in 0..20 {
        ann.step();
    }
    assert!(!waiting(&ann), "the device that asks waits on no one");
    click(&mut ann, "Cancel");
    wait(&mut ben, "the question closed", |h| !waiting(h));
    // Ann's Warrior Raid, entered whole: the host plays it; its outcome shows on Ann's.
    click(&mut ann, "Attack");
    click(&mut ann, "Attacker's Warrior: strength 9");
    click(
        &mut ann,
        "Warrior Raid (each one affected also takes a curse token)",
    );
    click(&mut ann, "Next: Ben");
    click(&mut ann, "Ben: nothing");
    click(&mut ann, "Next");
    click(&mut ann, "Resolve the attack");
    wait(&mut ann, "the attack played", |h| turns(h) == Some(1));
    let outcome = |h: &App| common::texts(h).iter().any(|t| t == "The attack");
    assert!(outcome(&ann), "{:?}", common::texts(&ann));
    wait(&mut ben, "the attack on Ben's table", |h| {
        turns(h) == Some(1)
    });
    for _ in 0..20 {
        ben.step();
    }
    assert!(!outcome(&ben), "{:?}", common::texts(&ben));
    let tokens = |h: &App| {
        use coop_automa_duel::DuelSession;
        let duel = h.state().table().game::<coop_automa::modes::duel::Duel>();
        duel.map(|g| g.curse_tokens(1))
    };
    assert_eq!(
        tokens(&ben),
        Some(1),
        "the raid's curse token, on Ben's table"
    );
    click(&mut ann, "Done");
    assert!(!outcome(&ann));
    // Ben's device leaves the table: "Leave" where a window's own game has "New game", no
    // "Save as" (the game is the host's); asked first, in the words of a game kept there.
    let labelled = |h: &App, label: &str| {
        use egui_kittest::kittest::Queryable;
        h.query_by_label(label).is_some()
    };
    crate::common::ui::click(&mut ben, "Menu");
    assert!(labelled(&ben, "Leave"));
    assert!(!labelled(&ben, "New game") && !labelled(&ben, "Save as"));
    crate::common::ui::click(&mut ben, "Leave");
    crate::common::ui::see(&ben, "Leave this game?");
    assert!(
        common::texts(&ben)
            .iter()
            .any(|t| t.starts_with("The game goes on")),
        "{:?}",
        common::texts(&ben)
    );
    assert_eq!(host.devices("ga"), 2);
    crate::common::ui::click(&mut ben, "Leave the table");
    assert_eq!(turns(&ben), None, "the start screen");
    // Its connection goes: the host's steps no longer reach it, and a Duel started there
    // is its own.
    for _ in 0..4_000 {
        if host.devices("ga") == 1 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(host.devices("ga"), 1, "Ben's socket closed");
    crate::common::ui::click(&mut ben, "Start the Duel");
    ann.key_press(eframe::egui::Key::Space);
    wait(&mut ann, "a turn ended", |h| turns(h) == Some(2));
    for _ in 0..30 {
        ben.step();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    assert_eq!(
        turns(&ben),
        Some(0),
        "no step of the host on Ben's own game"
    );
}

/// A Duel of `players` in a data folder of its own, served by a real host on loopback as
/// `game_id`: the folder, its store, the host and its join secret.
fn duel_to_serve(
    tag: &str,
    players: &[&str],
    game_id: &str,
) -> (std::path::PathBuf, coop_automa::store::Store, Host, String) {
    use coop_automa::modes::duel;
    let dir = common::temp_dir(tag);
    let store = coop_automa::store::Store::new(dir.join("data"));
    let setup = duel::Setup::new(players, duel::Kingdom::DuelOnly, Some(3));
    let game: coop_automa::store::AnyGame = Session::<duel::Duel>::new(setup).unwrap().into();
    let slot = store.new_slot(&game);
    store.autosave(&game, &slot, game_id).unwrap();
    std::fs::create_dir_all(dir.join("web")).unwrap();
    std::fs::write(dir.join("web").join("index.html"), "app").unwrap();
    let secret = Secret::new();
    let join = secret.as_str().to_owned();
    let referee = HostGames::new(store.clone(), None);
    let at = "127.0.0.1:0".parse().unwrap();
    let host = Host::start(at, dir.join("web"), referee, secret).unwrap();
    (dir, store, host, join)
}

/// The actions played on a window's Duel.
fn turns(h: &App) -> Option<usize> {
    let game = h.state().table().game::<coop_automa::modes::duel::Duel>()?;
    Some(game.actions_applied())
}

/// The big button pressed on `by`'s table: its step shown there, then on `other`'s, once
/// the host numbered it (`n` actions played then).
fn big_button_shown(by: &mut App, other: &mut App, n: usize) {
    by.key_press(eframe::egui::Key::Space);
    wait(by, "the step on the table that pressed", |h| {
        played(h) == Some(n)
    });
    wait(other, "the step on the other table", |h| {
        played(h) == Some(n)
    });
}
