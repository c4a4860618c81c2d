//! The loader against saves whose structure was changed (issue 12): actions dropped, swapped,
//! duplicated, moved between the history and the redo branch, inserted, and numbers inside
//! them changed, for every mode. Each file must be refused with a message, or load as exactly
//! the game the rules make of those actions (R24, P29, D12.3): accepted exactly when every
//! action in it is legal in its order, and then equal to the game replayed by hand.
//!
//! The cases are seeded, and the share accepted and refused is checked too, so a loader that
//! refused every file (or accepted every file) fails.

use coop_automa::engine::{GameRng, Record, Rules, Session};
use coop_automa::modes::coop::{self, Coop, CoopStart, Game};
use coop_automa::modes::duel::{self, Duel, DuelGame};
use coop_automa::modes::pyramid::{self, Pyramid, PyramidGame};
use coop_automa::store::ModeGame;
use coop_automa::store::{APP_NAME, AnyGame, FORMAT_VERSION, parse_any};
use serde::Serialize;

const CASES: u64 = 250;

/// The envelope of a save around any serializable game body.
#[derive(Serialize)]
struct Envelope<'a, B: Serialize> {
    app: &'a str,
    version: u32,
    mode: &'a str,
    rules: u32,
    saved_at: i64,
    game_id: &'a str,
    name: Option<String>,
    game: B,
}

/// The coop's game body as its saves write it (the start's fields, then the actions).
#[derive(Serialize)]
struct CoopBody<'a> {
    setup: &'a coop::Setup,
    treasure_pile: &'a [coop::Treasure],
    hex_pile: &'a [coop::Hex],
    rng: &'a GameRng,
    actions: &'a [coop::Action],
    redo: &'a [coop::Action],
}

fn envelope<B: Serialize>(mode: &str, rules: u32, body: B) -> String {
    ron::to_string(&Envelope {
        app: APP_NAME,
        version: FORMAT_VERSION,
        mode,
        rules,
        saved_at: 0,
        game_id: "fuzz",
        name: None,
        game: body,
    })
    .unwrap()
}

/// One structural change to a record's actions; `spare` supplies actions to insert.
fn mutate<R: Rules>(record: &mut Record<R>, rng: &mut GameRng, spare: &[R::Action]) -> &'static str
where
    R::Action: Serialize + serde::de::DeserializeOwned,
{
    let n = record.actions.len();
    match rng.below(7) {
        0 if n > 0 => {
            record.actions.remove(rng.below(n));
            "dropped"
        }
        1 if n > 1 => {
            let (i, j) = (rng.below(n), rng.below(n));
            record.actions.swap(i, j);
            "swapped"
        }
        2 if n > 0 => {
            let i = rng.below(n);
            let a = record.actions[i];
            record.actions.insert(i, a);
            "duplicated"
        }
        3 if !spare.is_empty() => {
            let a = spare[rng.below(spare.len())];
            record.actions.insert(rng.below(n + 1), a);
            "inserted"
        }
        4 if !record.redo.is_empty() => {
            let a = record.redo.remove(0);
            record.actions.push(a);
            "redo moved into the history"
        }
        4 if n > 0 => {
            let a = record.actions.pop().unwrap();
            record.redo.insert(0, a);
            "last action moved to the redo branch"
        }
        _ if n > 0 => {
            // A number inside one action changed, if it has one and the result still reads.
            let i = rng.below(n);
            let text = ron::to_string(&record.actions[i]).unwrap();
            let digits: Vec<usize> = text
                .char_indices()
                .filter(|(_, c)| c.is_ascii_digit())
                .map(|(k, _)| k)
                .collect();
            if let Some(&k) = digits.get(rng.below(digits.len().max(1))) {
                let new_digit = char::from(b'0' + rng.below(10) as u8);
                let mut changed = text.clone();
                changed.replace_range(k..k + 1, &new_digit.to_string());
                if let Ok(a) = ron::from_str::<R::Action>(&changed) {
                    record.actions[i] = a;
                }
            }
            "a count changed"
        }
        _ => "unchanged",
    }
}

/// What the rules make of a record played by hand: `None` when some action is illegal.
fn by_hand<R: Rules>(record: Record<R>) -> Option<Session<R>> {
    let mut s = Session::<R>::from_start(record.start).ok()?;
    for a in record.actions {
        s.apply(a).ok()?;
    }
    let k = record.redo.len();
    for a in record.redo {
        s.apply(a).ok()?;
    }
    for _ in 0..k {
        s.undo().ok()?;
    }
    Some(s)
}

/// Tallies of one mode's run.
#[derive(Default, Debug)]
struct Tally {
    accepted: usize,
    refused: usize,
}

/// Runs the cases for one mode: `text_of` writes a record as a save, `game_of` takes the
/// mode's game out of what the loader gave.
fn fuzz<R: Rules>(
    base: &Session<R>,
    spare: &[R::Action],
    text_of: impl Fn(&Record<R>) -> String,
    game_of: impl Fn(AnyGame) -> Option<Session<R>>,
) -> Tally
where
    R::Action: Serialize + serde::de::DeserializeOwned,
{
    let mut tally = Tally::default();
    for case in 0..CASES {
        let mut rng = GameRng::from_seed(0xF0_0000 + case);
        let mut record = base.record();
        let mut what = Vec::new();
        for _ in 0..1 + rng.below(3) {
            what.push(mutate(&mut record, &mut rng, spare));
        }
        let text = text_of(&record);
        let expected = by_hand(Record::<R> {
            start: record.start.clone(),
            actions: record.actions.clone(),
            redo: record.redo.clone(),
        });
        let parsed =
            parse_any(text.as_bytes()).map_err(|f| coop_automa::app::load_words::fault(&f));
        match (parsed, expected) {
            (Ok(save), Some(expected)) => {
                let game = game_of(save.game).expect("the same mode");
                assert!(
                    game == expected,
                    "case {case} ({what:?}): loaded, but not the game the rules make"
                );
                tally.accepted += 1;
            }
            (Err(message), None) => {
                assert!(
                    message.contains("cannot be played") || message.contains("cannot be redone"),
                    "case {case} ({what:?}): refused without the reason: {message}"
                );
                tally.refused += 1;
            }
            (Ok(_), None) => panic!("case {case} ({what:?}): an illegal history was loaded"),
            (Err(message), Some(_)) => {
                panic!("case {case} ({what:?}): a legal history was refused: {message}")
            }
        }
    }
    tally
}

fn check_shares(mode: &str, t: &Tally) {
    eprintln!("{mode}: {} accepted, {} refused", t.accepted, t.refused);
    let total = (t.accepted + t.refused) as f64;
    assert!(
        t.accepted as f64 >= total * 0.1,
        "{mode}: too few accepted: {t:?}"
    );
    assert!(
        t.refused as f64 >= total * 0.1,
        "{mode}: too few refused: {t:?}"
    );
}

#[test]
fn r24_coop_saves_with_a_changed_structure_are_refused_or_load_as_the_rules_game() {
    let mut s =
        coop::Setup::recommended(["Alex", "Bea"], coop::Kingdom::find("First Game").unwrap());
    s.seed = Some(11);
    s.shared_hexes = true;
    let mut g = Game::new(s).unwrap();
    let mut rng = GameRng::from_seed(11);
    while g.actions_applied() < 120 && !g.is_over() {
        let _ = g.apply(coop::random_action(&g, &mut rng));
    }
    for _ in 0..3 {
        g.undo().unwrap();
    }
    let spare: Vec<coop::Action> = (0..40).map(|_| coop::random_action(&g, &mut rng)).collect();
    let t = fuzz::<Coop>(
        &g,
        &spare,
        |r| {
            let CoopStart {
                setup,
                treasure_pile,
                hex_pile,
                rng,
            } = &r.start;
            envelope(
                Coop::MODE,
                Coop::VERSION,
                CoopBody {
                    setup,
                    treasure_pile,
                    hex_pile,
                    rng,
                    actions: &r.actions,
                    redo: &r.redo,
                },
            )
        },
        |g| g.coop().cloned(),
    );
    check_shares("coop", &t);
}

#[test]
fn p29_pyramid_saves_with_a_changed_structure_are_refused_or_load_as_the_rules_game() {
    let setup = pyramid::Setup::new(pyramid::Level::Expert, pyramid::Mix::B, Some(12));
    let mut g = PyramidGame::new(setup).unwrap();
    let mut rng = GameRng::from_seed(12);
    let mut spare = Vec::new();
    while g.actions_applied() < 120 && !g.is_over() {
        if let Some(a) = pyramid::random_action(&g, &mut rng) {
            spare.push(a);
            let _ = g.apply(a);
        }
    }
    for _ in 0..3 {
        g.undo().unwrap();
    }
    let t = fuzz::<Pyramid>(
        &g,
        &spare,
        |r| envelope(Pyramid::MODE, Pyramid::VERSION, r),
        |g| g.pyramid().cloned(),
    );
    check_shares("pyramid", &t);
}

#[test]
fn d12_3_duel_saves_with_a_changed_structure_are_refused_or_load_as_the_rules_game() {
    let setup = duel::Setup::new(&["Ann", "Ben", "Cy"], duel::Kingdom::DuelOnly, Some(13));
    let mut g = DuelGame::new(setup).unwrap();
    let mut rng = GameRng::from_seed(13);
    let mut spare = Vec::new();
    while g.actions_applied() < 120 && !g.is_over() {
        if let Some(a) = duel::random_action(&g, &mut rng) {
            spare.push(a);
            let _ = g.apply(a);
        }
    }
    for _ in 0..3 {
        g.undo().unwrap();
    }
    let t = fuzz::<Duel>(
        &g,
        &spare,
        |r| envelope(Duel::MODE, Duel::VERSION, r),
        |g| g.duel().cloned(),
    );
    check_shares("duel", &t);
}

/// Issue 61: a save that begins with UTF-8's byte-order mark (as Notepad writes it) loads as
/// the same game as without it: it was refused as "damaged (1:1: expected a value)".
#[test]
fn a_save_with_a_byte_order_mark_loads_as_without() {
    for file in [
        "saves/first-game-round-7.ron",
        "saves/pyramid-turn-3.ron",
        "saves/duel-cams-turn.ron",
    ] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
        let text = std::fs::read_to_string(&path).expect("the example is there");
        let plain = parse_any(text.as_bytes()).expect("the example loads");
        let marked = parse_any(format!("\u{feff}{text}").as_bytes()).unwrap_or_else(|f| {
            panic!(
                "{file} with a BOM: {}",
                coop_automa::app::load_words::fault(&f)
            )
        });
        assert!(marked.game == plain.game, "{file}: another game with a BOM");
    }
}
