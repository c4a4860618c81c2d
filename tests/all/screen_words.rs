//! What a player reads never carries a rule number: the spec's "R15", "P18" or "D8.3" belong
//! in the tests and the tooltips, not in the sentences on the table. Every text of the
//! accessibility tree (labels and values) is read after every action of long seeded random
//! games of each mode, on the setup screens and the results screens.

use crate::common;

use common::rule_number;

use coop_automa::app::{App, Carried, ModeId, Msg};
use coop_automa::engine::GameRng;
use coop_automa::modes::{coop, duel, pyramid};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// The table at 1024×600 and at a phone's 390×844, where narrow columns show other words.
const SIZES: [[f32; 2]; 2] = [[1024.0, 600.0], [390.0, 844.0]];

/// "a Estate", "a Attack": "a" before a word said with a vowel.
fn wrong_article(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    words.windows(2).find_map(|w| {
        let article = w[0].trim_start_matches(['(', '"']);
        let vowel = w[1].starts_with(['A', 'E', 'I', 'O', 'U']);
        (matches!(article, "a" | "A") && vowel).then(|| format!("{} {}", w[0], w[1]))
    })
}

/// Fails naming the text when anything on screen carries a rule number or "a" before a vowel.
fn no_rule_numbers(h: &Harness<'_, App>, when: &str) {
    for node in h.query_all_by(|_| true) {
        let node = node.accesskit_node();
        for text in [node.label(), node.value()].into_iter().flatten() {
            if let Some(code) = rule_number(&text) {
                panic!("{when}: the screen says {code} in {text:?}");
            }
            if let Some(words) = wrong_article(&text) {
                panic!("{when}: the screen says {words:?} in {text:?}");
            }
        }
    }
}

#[test]
fn the_finder_sees_rule_numbers_and_nothing_else() {
    assert_eq!(rule_number("nothing (R15)."), Some("R15".into()));
    assert_eq!(rule_number("P18: the top"), Some("P18".into()));
    assert_eq!(rule_number("answers (D8.3)"), Some("D8.3".into()));
    assert_eq!(
        rule_number("Sith Lord (spares them, D8.9)"),
        Some("D8.9".into())
    );
    for plain in [
        "Duel",
        "M1 took a Duchy",
        "Round 3",
        "Player 2",
        "Resume",
        "PDF",
        "R2D2",
    ] {
        assert_eq!(rule_number(plain), None, "{plain}");
    }
}

#[test]
fn the_article_finder_sees_a_before_a_vowel() {
    assert_eq!(
        wrong_article("M1 took a Estate from the deck."),
        Some("a Estate".into())
    );
    assert_eq!(wrong_article("(a Attack card)"), Some("(a Attack".into()));
    for right in [
        "M1 took an Estate",
        "a Duchy",
        "Take a turn",
        "Ann and Ben",
        "Bought a Gold",
    ] {
        assert_eq!(wrong_article(right), None, "{right}");
    }
}

#[test]
fn no_rule_number_on_any_setup_or_results_screen() {
    for size in SIZES {
        let mut h = common::fresh("words-setup", size);
        for &mode in ModeId::ALL {
            common::send(&mut h, Msg::ChooseMode(mode.key()));
            no_rule_numbers(&h, &format!("the {} setup", mode.key()));
            common::send(&mut h, Msg::ask(coop_automa::app::ResultsAsk::Show));
            no_rule_numbers(&h, &format!("the {} results", mode.key()));
            common::send(&mut h, Msg::ask(coop_automa::app::ResultsAsk::Close));
        }
    }
}

/// Plays `steps` random actions, reading the screen after each; `next` gives the action
/// (`None`: the game has nothing more to play).
fn play(
    h: &mut Harness<'_, App>,
    mode: &str,
    steps: usize,
    mut next: impl FnMut(&App, &mut GameRng) -> Option<Carried>,
    seed: u64,
) {
    let mut rng = GameRng::from_seed(seed);
    for step in 0..steps {
        let Some(action) = next(h.state(), &mut rng) else {
            return;
        };
        common::send(h, Msg::Apply(action.clone()));
        // A press that ends the game or puts a player out asks first: the question is read
        // too, then answered yes.
        no_rule_numbers(
            h,
            &format!("{mode}, seed {seed}, asked before action {step}"),
        );
        common::send(h, Msg::Answer(true));
        no_rule_numbers(
            h,
            &format!("{mode}, seed {seed}, after action {step} ({action:?})"),
        );
        // Now and then a misclick and its undo, so the notices are read too.
        if rng.below(9) == 0 {
            common::send(h, Msg::Undo);
            no_rule_numbers(h, &format!("{mode}, seed {seed}, after an undo"));
            common::send(h, Msg::Redo);
        }
    }
}

#[test]
fn no_rule_number_in_a_long_random_coop_game() {
    for (seed, size) in [3, 11].into_iter().zip(SIZES) {
        let mut h = common::fresh("words-coop", size);
        let mut setup = common::setup(8, 0);
        // Fleet and shared Hexes bring their own prompts and buttons.
        setup.fleet = true;
        setup.shared_hexes = true;
        common::send(&mut h, Msg::start(setup));
        no_rule_numbers(&h, "the coop's first screen");
        play(
            &mut h,
            "coop",
            220,
            |app, rng| {
                let game = app.table().game::<coop::Coop>()?;
                Some(Carried::new(coop::random_action(game, rng)))
            },
            seed,
        );
    }
}

#[test]
fn no_rule_number_in_a_long_random_pyramid_game() {
    for (seed, size) in [5, 17].into_iter().zip(SIZES) {
        let mut h = common::fresh("words-pyramid", size);
        let setup = pyramid::Setup::new(pyramid::Level::Expert, pyramid::Mix::B, Some(seed));
        common::send(&mut h, Msg::start(setup));
        no_rule_numbers(&h, "the pyramid's first screen");
        play(
            &mut h,
            "pyramid",
            220,
            |app, rng| {
                let game = app.table().game::<pyramid::Pyramid>()?;
                pyramid::random_action(game, rng).map(Carried::new)
            },
            seed,
        );
    }
}

#[test]
fn no_rule_number_in_a_long_random_duel_game() {
    for (seed, size) in [7, 23].into_iter().zip(SIZES) {
        let mut h = common::fresh("words-duel", size);
        let setup = duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(seed));
        common::send(&mut h, Msg::start(setup));
        no_rule_numbers(&h, "the Duel's first screen");
        play(
            &mut h,
            "Duel",
            220,
            |app, rng| {
                let game = app.table().game::<duel::Duel>()?;
                duel::random_action(game, rng).map(Carried::new)
            },
            seed,
        );
    }
}
