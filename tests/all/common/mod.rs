//! Helpers shared by the black-box tests: games with stacked piles and whole rounds.
#![allow(dead_code)]

pub mod coop_rules;
pub mod duel_rules;
pub mod pyramid_rules;
pub mod states;
pub mod ui;

use coop_automa::engine::ModeGame;
use coop_automa::modes::coop::CoopSession;
use coop_automa::modes::coop::{
    Action, Change, Event, Game, Hex, Phase, Setup, SupplyPile, Treasure,
};
use std::path::PathBuf;

/// The app at `size` with `game` opened from a file `name` in a fresh folder for `tag`, its
/// data folder inside: (the harness after a frame, the folder). The game's id is "test".
pub fn opened<G: coop_automa::engine::ModeGame + serde::Serialize>(
    tag: &str,
    name: &str,
    game: &G,
    size: [f32; 2],
) -> (
    egui_kittest::Harness<'static, coop_automa::app::App>,
    PathBuf,
) {
    let dir = temp_dir(tag);
    let file = dir.join(name);
    std::fs::write(
        &file,
        coop_automa::store::to_ron(game, "test", None, 0).unwrap(),
    )
    .unwrap();
    let options = coop_automa::app::Options {
        data_dir: Some(dir.join("data")),
        open: Some(file),
        ..coop_automa::app::Options::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| coop_automa::app::App::new(&options, std::time::Instant::now()));
    h.run();
    (h, dir)
}

/// A fresh, empty folder for one test (tests never touch the user's own data folder).
pub fn temp_dir(tag: &str) -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let dir = std::env::temp_dir().join(format!(
        "coop-automa-test-{tag}-{}-{nanos}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub const NAMES: [&str; 2] = ["Alex", "Bea"];

/// A custom setup with a fixed seed.
pub fn setup(provinces: u8, duchies: u8) -> Setup {
    let mut s = Setup::custom(NAMES, provinces, duchies);
    s.seed = Some(42);
    s
}

/// The treasure pile with `top` on top (first = first revealed), the rest filled in.
pub fn treasures(top: &[Treasure]) -> Vec<Treasure> {
    let mut copper = 6 - top.iter().filter(|t| **t == Treasure::Copper).count();
    let mut silver = 6 - top.iter().filter(|t| **t == Treasure::Silver).count();
    let mut order: Vec<Treasure> = top.to_vec();
    while copper + silver > 0 {
        if copper > 0 {
            order.push(Treasure::Copper);
            copper -= 1;
        }
        if silver > 0 {
            order.push(Treasure::Silver);
            silver -= 1;
        }
    }
    order.reverse();
    order
}

/// The Hex pile with `top` on top (first = first revealed), the rest in alphabetical order.
pub fn hexes(top: &[Hex]) -> Vec<Hex> {
    let mut order: Vec<Hex> = top.to_vec();
    order.extend(Hex::ALL.iter().filter(|h| !top.contains(h)));
    order.reverse();
    order
}

/// A game with both piles stacked.
pub fn stacked(setup: Setup, top_treasures: &[Treasure], top_hexes: &[Hex]) -> Game {
    Game::with_piles(setup, treasures(top_treasures), hexes(top_hexes)).expect("valid stacked game")
}

/// Applies an action that must be accepted.
pub fn ok(game: &mut Game, action: Action) -> Vec<Event> {
    match game.apply(action) {
        Ok(events) => events,
        Err(e) => panic!("{action:?} refused: {e:?}"),
    }
}

/// Players take `n` cards of a pile from the supply.
pub fn take(game: &mut Game, pile: SupplyPile, n: u8) {
    for _ in 0..n {
        ok(
            game,
            Action::Supply {
                pile,
                change: Change::Take,
            },
        );
    }
}

/// `n` other supply piles run out.
pub fn empty_piles(game: &mut Game, n: u8) {
    for _ in 0..n {
        ok(
            game,
            Action::OtherEmptyPile {
                change: Change::Take,
            },
        );
    }
}

/// Both players end their turns.
pub fn both_turns(game: &mut Game) {
    ok(game, Action::EndTurn);
    ok(game, Action::EndTurn);
}

/// A whole round with no purchases: two turns, the automa's step, and done if it needs it.
/// Returns the events of the automa's step.
pub fn round(game: &mut Game) -> Vec<Event> {
    both_turns(game);
    let mut events = ok(game, Action::AutomaStep);
    if matches!(game.phase(), Phase::Resolving(_)) {
        events.extend(ok(game, Action::AutomaDone));
    }
    events
}

/// Plays rounds until the given round has started.
pub fn play_to_round(game: &mut Game, round: u32) {
    while game.round() < round {
        round_or_panic(game);
    }
}

fn round_or_panic(game: &mut Game) {
    assert!(!game.is_over(), "the game ended before the wanted round");
    round(game);
}

/// How many cases a property test runs: its own number, or `PROPTEST_CASES` when set (the
/// mutation runs use fewer to test a mutant in seconds; a mutant they miss is run again at full).
pub fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// What the store reads of a game of any mode (Resume, the saves list, file names), through
/// the mode's own `ModeGame` and through `TableGame`, which must agree.
pub fn mode_view<G>(g: &G) -> String
where
    G: coop_automa::store::ModeGame + Clone + Into<coop_automa::store::TableGame>,
{
    use coop_automa::store::ModeGame;
    let view = |m: &dyn ModeGame| {
        format!(
            "{} v{} seed {:x}, {} actions, over {}, finished {}",
            m.mode(),
            m.rules_version(),
            m.seed(),
            m.actions_played(),
            m.is_over(),
            m.is_finished(),
        )
    };
    let own = view(g);
    assert_eq!(own, view(&g.clone().into()), "TableGame agrees");
    // The lists' words, as the app says them of the game in any mode.
    let (title, progress, who) = coop_automa::app::game_words(&g.clone().into());
    format!(
        "{own}: {title} / {progress} / {}",
        who.unwrap_or_else(|| "solo".into())
    )
}

/// A `TableGame` equals the game it holds, and not another game of its mode.
pub fn table_game_equals_only_its_own<G>(g: &G, other: &G)
where
    G: Clone + PartialEq + Into<coop_automa::store::TableGame>,
    coop_automa::store::TableGame: PartialEq<G>,
{
    assert!(g != other, "two different games");
    let table: coop_automa::store::TableGame = g.clone().into();
    assert!(table == *g);
    assert!(table != *other);
}

/// A fresh app at `size` speaking `lang` ("en", "pt-BR"), with an empty data folder for
/// `tag`, after its first frame.
pub fn fresh_in(
    tag: &str,
    size: [f32; 2],
    lang: &str,
) -> egui_kittest::Harness<'static, coop_automa::app::App> {
    let options = coop_automa::app::Options {
        data_dir: Some(temp_dir(tag)),
        ..coop_automa::app::Options::default()
    };
    let settings = coop_automa::app::Settings {
        lang: lang.into(),
        ..coop_automa::app::Settings::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| {
            coop_automa::app::App::with_settings(&options, std::time::Instant::now(), settings)
        });
    h.run();
    h
}

/// A fresh app at `size` with an empty data folder for `tag`, after its first frame.
pub fn fresh(tag: &str, size: [f32; 2]) -> egui_kittest::Harness<'static, coop_automa::app::App> {
    let options = coop_automa::app::Options {
        data_dir: Some(temp_dir(tag)),
        ..coop_automa::app::Options::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| coop_automa::app::App::new(&options, std::time::Instant::now()));
    h.run();
    h
}

/// Hands `msg` to the app as a press would, then draws a frame.
pub fn send(h: &mut egui_kittest::Harness<'_, coop_automa::app::App>, msg: coop_automa::app::Msg) {
    let ctx = h.ctx.clone();
    h.state_mut().handle(msg, &ctx);
    h.run();
}

/// Every label and value on screen in the order drawn (a wrapped label's pieces left out).
pub fn texts(h: &egui_kittest::Harness<'_, coop_automa::app::App>) -> Vec<String> {
    use egui_kittest::kittest::{NodeT, Queryable};
    h.query_all_by(|_| true)
        .filter(|n| n.accesskit_node().role() != eframe::egui::accesskit::Role::TextRun)
        .flat_map(|n| {
            let n = n.accesskit_node();
            [n.label(), n.value()]
        })
        .flatten()
        .collect()
}

/// The first rule number in `text`: R, P or D after a non-letter, then digits ("R15",
/// "(P18)", "D8.3"), never part of a word ("Duel", "M1", "Round 3"); a full stop after it
/// ends the sentence, not the number.
pub fn rule_number(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    for i in 0..chars.len() {
        let starts = matches!(chars[i], 'R' | 'P' | 'D')
            && (i == 0 || !chars[i - 1].is_alphanumeric())
            && chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if !starts {
            continue;
        }
        let mut j = i + 1;
        while chars.get(j).is_some_and(|c| {
            c.is_ascii_digit() || *c == '.' && chars.get(j + 1).is_some_and(char::is_ascii_digit)
        }) {
            j += 1;
        }
        if chars.get(j).is_none_or(|c| !c.is_alphanumeric()) {
            return Some(chars[i..j].iter().collect());
        }
    }
    None
}

/// A game of each mode to start: the coop (First Game's counts), the pyramid (Normal, mix A)
/// and a Duel between `duel_players`, each with a seed.
pub fn one_of_each_mode(duel_players: &[&str]) -> [coop_automa::app::ModeSetup; 3] {
    use coop_automa::app::ModeSetup;
    use coop_automa::modes::{duel, pyramid};
    [
        ModeSetup::from(setup(12, 4)),
        ModeSetup::from(pyramid::Setup::new(
            pyramid::Level::Normal,
            pyramid::Mix::A,
            Some(2),
        )),
        ModeSetup::from(duel::Setup::new(
            duel_players,
            duel::Kingdom::DuelOnly,
            Some(3),
        )),
    ]
}

/// A CSV text as its header and its rows, every cell as text.
pub fn csv_table(text: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header = reader
        .headers()
        .expect("a header")
        .iter()
        .map(str::to_owned)
        .collect();
    let rows = reader
        .records()
        .map(|r| r.expect("a row").iter().map(str::to_owned).collect())
        .collect();
    (header, rows)
}
