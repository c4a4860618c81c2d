//! The loader never panics: arbitrary bytes, and valid saves cut, flipped, spliced and
//! repeated. Whatever it accepts is a consistent game that can be played on.

use crate::common;
use coop_automa::modes::coop::CoopSession;

use coop_automa::app::load_words;
use coop_automa::modes::coop::{Action, Game, GameRng, Kingdom, Setup, random_action};
use coop_automa::store::{Saved, parse};
use proptest::prelude::*;
use std::sync::OnceLock;

fn valid_save() -> &'static Vec<u8> {
    static SAVE: OnceLock<Vec<u8>> = OnceLock::new();
    SAVE.get_or_init(|| {
        let mut s = Setup::recommended(["Alex", "Bea"], Kingdom::find("First Game").unwrap());
        s.seed = Some(5);
        s.fleet = true;
        s.shared_hexes = true;
        let mut g = Game::new(s).unwrap();
        let mut rng = GameRng::from_seed(5);
        for _ in 0..60 {
            let _ = g.apply(random_action(&g, &mut rng));
        }
        Saved::new(&g, "fuzz", Some("fuzz".into()), 1)
            .to_ron()
            .unwrap()
            .into_bytes()
    })
}

/// A loaded game must take any action without panicking.
fn play_on(mut game: Game) {
    let mut rng = GameRng::from_seed(1);
    for _ in 0..20 {
        let _ = game.apply(random_action(&game, &mut rng));
        let _ = game.apply(Action::AutomaDone);
    }
    while game.undo().is_ok() {}
    while game.redo().is_ok() {}
}

#[derive(Debug, Clone)]
enum Mutation {
    Cut(usize),
    Flip(usize, u8),
    Insert(usize, Vec<u8>),
    Remove(usize, usize),
    Digit(usize, u8),
    /// A minus sign before a number: negative counts, points at i32::MIN.
    Minus(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Cut),
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Flip(i, b)),
        (any::<usize>(), prop::collection::vec(any::<u8>(), 1..12))
            .prop_map(|(i, v)| Mutation::Insert(i, v)),
        (any::<usize>(), 1usize..64).prop_map(|(i, n)| Mutation::Remove(i, n)),
        (any::<usize>(), b'0'..=b'9').prop_map(|(i, d)| Mutation::Digit(i, d)),
        any::<usize>().prop_map(Mutation::Minus),
    ]
}

fn mutate(bytes: &mut Vec<u8>, m: &Mutation) {
    let len = bytes.len().max(1);
    match m {
        Mutation::Cut(i) => bytes.truncate(i % len),
        Mutation::Flip(i, b) => {
            if !bytes.is_empty() {
                bytes[i % len] = *b;
            }
        }
        Mutation::Insert(i, v) => {
            let at = i % (bytes.len() + 1);
            bytes.splice(at..at, v.iter().copied());
        }
        Mutation::Remove(i, n) => {
            let at = i % len;
            let end = (at + n).min(bytes.len());
            if at < end {
                bytes.drain(at..end);
            }
        }
        // Numbers changed in place: the likeliest way to get a file that parses but lies.
        Mutation::Digit(i, d) => {
            let start = i % len;
            if let Some(pos) = bytes[start.min(bytes.len())..]
                .iter()
                .position(u8::is_ascii_digit)
            {
                bytes[start + pos] = *d;
            }
        }
        Mutation::Minus(i) => {
            let start = (i % len).min(bytes.len());
            if let Some(pos) = bytes[start..].iter().position(u8::is_ascii_digit) {
                bytes.insert(start + pos, b'-');
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: common::cases(3000), .. ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..4096)) {
        if let Ok(save) = parse::<Game>(&bytes) {
            play_on(save.game);
        }
    }

    #[test]
    fn mutated_saves_never_panic(mutations in prop::collection::vec(mutation(), 1..6)) {
        let mut bytes = valid_save().clone();
        for m in &mutations {
            mutate(&mut bytes, m);
        }
        if let Ok(save) = parse::<Game>(&bytes) {
            prop_assert!(save.game.check_consistency().is_ok());
            play_on(save.game);
        }
    }
}

#[test]
fn deep_nesting_is_refused_not_a_stack_overflow() {
    let deep = "(".repeat(100_000);
    assert!(parse::<Game>(deep.as_bytes()).is_err());
    let deep = "[".repeat(100_000);
    assert!(parse::<Game>(deep.as_bytes()).is_err());
}

#[test]
fn points_at_i32_min_in_a_file_are_refused() {
    let text = String::from_utf8(valid_save().clone()).unwrap();
    let text = text.replacen(
        "actions: [",
        "actions: [FinalPoints(points: (-2147483648, 0)), ",
        1,
    );
    let err = load_words::fault(&parse::<Game>(text.as_bytes()).unwrap_err());
    assert!(err.contains("cannot be played"), "{err}");
}
