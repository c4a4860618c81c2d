//! The lines a player takes at their word, read whole: the status line, the big button and the
//! counts, in every mode, after every action of long seeded random games played through the
//! app (with a misclick undone and redone now and then). What each line must say is written
//! here from the spec's terms and the engine's public state, never from the app's own words,
//! and it is found as a whole label: a line that said a little more ("Curse Deck: 41 cards
//! (next: Contagion)") is not the line promised.

mod common;

use coop_automa::app::{App, ModeAction, ModeSetup, Msg};
use coop_automa::engine::GameRng;
use coop_automa::modes::{coop, duel, pyramid};
use egui_kittest::Harness;

/// Each `line` is on screen whole, as one label or value, word for word.
fn says(h: &Harness<'_, App>, lines: &[String], when: &str) {
    let all = common::texts(h);
    for line in lines {
        assert!(
            all.contains(line),
            "{when}: no label says exactly {line:?}; the screen: {all:?}"
        );
    }
}

/// The text drawn just after `key`, itself the first after `anchor`: a count under its name.
fn after(all: &[String], anchor: &str, key: &str) -> Option<String> {
    let a = all.iter().position(|t| t == anchor)?;
    let k = a + all[a..].iter().position(|t| t == key)?;
    all.get(k + 1).cloned()
}

/// "1 Duchy", "2 Duchies", "0 Duchies".
fn n(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// Plays `steps` random actions through the app, checking `lines` after each (and after the
/// question a press that ends the game asks first, answered yes).
fn play(
    h: &mut Harness<'_, App>,
    seed: u64,
    steps: usize,
    mut next: impl FnMut(&App, &mut GameRng) -> Option<ModeAction>,
    mut lines: impl FnMut(&Harness<'_, App>, &str),
) -> usize {
    let mut rng = GameRng::from_seed(seed);
    lines(h, "the first screen");
    for step in 0..steps {
        let Some(action) = next(h.state(), &mut rng) else {
            return step;
        };
        common::send(h, Msg::Apply(action));
        common::send(h, Msg::Answer(true));
        lines(h, &format!("seed {seed}, after action {step} ({action:?})"));
        if rng.below(7) == 0 {
            common::send(h, Msg::Undo);
            lines(h, &format!("seed {seed}, action {step} undone"));
            common::send(h, Msg::Redo);
            lines(h, &format!("seed {seed}, action {step} redone"));
        }
    }
    steps
}

// ---- The coop ----

/// What the coop's lines say, from the spec (R12 steps, R19 points) and the public state.
fn coop_lines(g: &coop::Game) -> Vec<String> {
    use coop::Phase;
    let now = match g.phase() {
        Phase::Turn { seat, extra: false } => format!("{}'s turn", g.name(seat)),
        Phase::Turn { seat, extra: true } => format!("{}'s extra turn", g.name(seat)),
        Phase::FleetTurns => "Fleet turns".into(),
        Phase::AutomaDue | Phase::Resolving(_) => "Automa's step".into(),
        Phase::Over => "Game over".into(),
    };
    let round = g.round();
    let button = match g.phase() {
        Phase::Turn { seat, extra: false } => format!("End {}'s turn", g.name(seat)),
        Phase::Turn { seat, extra: true } => format!("End {}'s extra turn", g.name(seat)),
        Phase::FleetTurns => "Fleet turns done".into(),
        Phase::AutomaDue if g.end_condition().is_some() && !g.is_fleet_round() => {
            "End the game".into()
        }
        // R12: nothing after round 1, a treasure after an even round, a Hex after an odd one.
        Phase::AutomaDue if round == 1 => "Automa does nothing: start round 2".into(),
        Phase::AutomaDue if round.is_multiple_of(2) => "Reveal Copper or Silver".into(),
        Phase::AutomaDue => "Reveal a Hex".into(),
        Phase::Resolving(_) if g.is_fleet_round() => "Done: end the game".into(),
        Phase::Resolving(_) => format!("Done: start round {}", round + 1),
        Phase::Over if g.score().is_some() => "Start a new game".into(),
        Phase::Over => "Enter final points".into(),
    };
    // R19: 6 per Duchy, 6 per Province, 10 per Colony, less 1 per token, never below 0.
    let a = g.automa();
    let points =
        (6 * i32::from(a.duchies) + 6 * i32::from(a.provinces) + 10 * i32::from(a.colonies)
            - i32::from(a.tokens))
        .max(0);
    let mut held = vec![
        n(a.duchies.into(), "Duchy", "Duchies"),
        n(a.provinces.into(), "Province", "Provinces"),
    ];
    if g.setup().colonies {
        held.push(n(a.colonies.into(), "Colony", "Colonies"));
    }
    let mut lines = vec![format!("Round {round}"), now, button];
    if let Some((coop::Action::FinalPoints { points: entered }, _)) = g.log().next_back() {
        // Scored (R19): the verdict, and both sums term by term further down (`coop_sums`).
        let misery = |seat| match g.states(seat).misery {
            0 => 0,
            1 => 2,
            _ => 4,
        };
        let humans =
            entered[0] - misery(coop::Seat::First) + entered[1] - misery(coop::Seat::Second);
        lines.push(if humans > points { "WIN" } else { "LOSS" }.into());
        lines.push(format!(
            "The players {humans}, the automa {points}: you {}.",
            if humans > points { "win" } else { "lose" }
        ));
        return lines;
    }
    let points = n(points as usize, "point", "points");
    if g.is_over() {
        // The end screen sums the automa up in one line.
        lines.push(format!(
            "The automa: {}, {}: {points}.",
            held.join(", "),
            n(a.tokens.into(), "token", "tokens")
        ));
    } else {
        lines.extend([
            points,
            held.join(", "),
            format!(
                "Face down: {} Copper/Silver, {}",
                g.treasure_pile_len(),
                n(g.hex_pile_len(), "Hex", "Hexes")
            ),
            format!("Discard pile ({})", g.discard().len()),
        ]);
    }
    lines
}

/// The tokens' line: "Tokens 0/10", "Tokens 3/10: −3 points", and just after an Attack was
/// entered, "Attack played! " before it.
fn coop_tokens(g: &coop::Game) -> String {
    let t = g.automa().tokens;
    let line = if t == 0 {
        "Tokens 0/10".to_owned()
    } else {
        format!("Tokens {t}/10: −{}", n(t.into(), "point", "points"))
    };
    match g.log().next_back() {
        Some((coop::Action::AttackPlayed, _)) => format!("Attack played! {line}"),
        _ => line,
    }
}

fn coop_game(h: &Harness<'_, App>) -> coop::Game {
    h.state().game::<coop::Coop>().expect("a coop game").clone()
}

fn coop_check(h: &Harness<'_, App>, when: &str) {
    let g = coop_game(h);
    let mut lines = coop_lines(&g);
    if !g.is_over() {
        lines.push(coop_tokens(&g));
    }
    says(h, &lines, when);
    if g.score().is_some() {
        coop_sums(&g, &common::texts(h), when);
    }
    // The supply's counts, each under its name (R9, R10).
    if !g.is_over() {
        let all = common::texts(h);
        let s = g.supply();
        for (name, left) in [("Provinces", s.provinces), ("Duchies", s.duchies)] {
            assert_eq!(
                after(&all, "Supply", name),
                Some(left.to_string()),
                "{when}: {name} left"
            );
        }
    }
}

/// Every term of the automa's sum under its own words, and the total (R19).
fn coop_sums(g: &coop::Game, all: &[String], when: &str) {
    let a = g.automa();
    let mut rows = vec![
        (
            n(a.duchies.into(), "Duchy", "Duchies") + " × 6",
            6 * i32::from(a.duchies),
        ),
        (
            n(a.provinces.into(), "Province", "Provinces") + " × 6",
            6 * i32::from(a.provinces),
        ),
    ];
    if g.setup().colonies {
        rows.push((
            n(a.colonies.into(), "Colony", "Colonies") + " × 10",
            10 * i32::from(a.colonies),
        ));
    }
    rows.push((
        n(a.tokens.into(), "token", "tokens") + " × −1",
        -i32::from(a.tokens),
    ));
    let total = rows.iter().map(|r| r.1).sum::<i32>().max(0);
    rows.push(("Automa's total (at least 0)".into(), total));
    for (words, value) in rows {
        let shown = value.to_string().replace('-', "−");
        assert_eq!(after(all, "Automa", &words), Some(shown), "{when}: {words}");
    }
}

#[test]
fn coop_status_button_and_counts_say_exactly_what_is_so() {
    for (seed, colonies) in [(3, false), (14, true)] {
        let mut h = common::fresh("lines-coop", [1024.0, 600.0]);
        let mut setup = common::setup(12, 4);
        setup.seed = Some(seed);
        setup.colonies = colonies;
        setup.fleet = true;
        setup.shared_hexes = true;
        common::send(&mut h, Msg::Start(ModeSetup::from(setup)));
        let played = play(
            &mut h,
            seed,
            400,
            |app, rng| {
                let g = app.game::<coop::Coop>()?;
                // A scored game is left alone: the end screen is the results' business.
                (g.score().is_none()).then(|| ModeAction::from(coop::random_action(g, rng)))
            },
            coop_check,
        );
        assert!(played > 60, "seed {seed}: only {played} actions");
    }
}

// ---- The pyramid ----

fn pyramid_game(h: &Harness<'_, App>) -> pyramid::PyramidGame {
    h.state()
        .game::<pyramid::Pyramid>()
        .expect("a pyramid game")
        .clone()
}

/// What the pyramid's lines say (P8 turns, P6 Curses, P7 counts); the empty-piles stepper and
/// the Outpost switch are never touched here, so the big button reads 0 piles and no Outpost.
fn pyramid_lines(g: &pyramid::PyramidGame) -> Vec<String> {
    use pyramid::Phase;
    let setup = g.setup();
    let turn = match (g.phase(), g.turn()) {
        (_, 0) => "Before turn 1".to_owned(),
        (Phase::Over, t) => format!("Over after turn {t}"),
        (_, t) => format!("Turn {t}"),
    };
    let mix = match setup.mix {
        m if m == pyramid::Mix::A => "A".to_owned(),
        m if m == pyramid::Mix::B => "B".to_owned(),
        m => format!("{}/{}/{}/{}", m.estates, m.duchies, m.provinces, m.colonies),
    };
    let mut lines = vec![
        turn,
        format!(
            "Solo pyramid, {}, mix {mix}",
            coop_automa::app::pyramid::words::level_words(setup.level)
        ),
    ];
    let button = match g.phase() {
        _ if g.owed().0 > 0 => None,
        Phase::BeforeFirstTurn => Some("Start turn 1".to_owned()),
        Phase::BetweenTurns => Some(format!("Start turn {}", g.turn() + 1)),
        Phase::Turn => Some(format!("End turn {} (0 piles empty)", g.turn())),
        Phase::Over if g.verdict().is_none() => Some("Score the game".into()),
        Phase::Over => Some("New game".into()),
    };
    lines.extend(button);
    lines
}

fn pyramid_check(h: &Harness<'_, App>, when: &str) {
    let g = pyramid_game(h);
    says(h, &pyramid_lines(&g), when);
    if g.is_over() {
        return;
    }
    // The counts, each number just before its words (P6, P7).
    let all = common::texts(h);
    let before = |words: &str| {
        let i = all.iter().position(|t| t == words)?;
        i.checked_sub(1).map(|i| all[i].clone())
    };
    for (number, words) in [
        (g.deck_len().to_string(), "in the AI's deck"),
        (g.score_pile_len().to_string(), "in its score pile"),
        (
            format!("{}/{}", g.curses_left(), g.curses_in_game()),
            "Curses in the supply",
        ),
        (g.trash().len().to_string(), "trashed"),
    ] {
        assert_eq!(before(words), Some(number), "{when}: the count {words:?}");
    }
    // Each filled place names its card and its cost at its level (P18).
    for place in pyramid::Place::ALL {
        let want = match (g.card_at(place), g.cost_at(place)) {
            (None, _) => format!("{}: empty", place.name()),
            (Some(card), Some(cost)) => {
                format!("{}: {} ${cost}", place.name(), setup_name(&g, card))
            }
            (Some(card), None) => format!("{}: {}", place.name(), setup_name(&g, card)),
        };
        assert!(all.contains(&want), "{when}: no tile says {want:?}");
    }
}

fn setup_name(g: &pyramid::PyramidGame, card: pyramid::Card) -> String {
    coop_automa::app::pyramid::words::card_name(g.setup(), card)
}

#[test]
fn pyramid_status_button_and_counts_say_exactly_what_is_so() {
    for (seed, level) in [(5, pyramid::Level::Expert), (9, pyramid::Level::Normal)] {
        let mut h = common::fresh("lines-pyramid", [1024.0, 600.0]);
        let setup = pyramid::Setup::new(level, pyramid::Mix::B, Some(seed));
        common::send(&mut h, Msg::Start(ModeSetup::from(setup)));
        let played = play(
            &mut h,
            seed,
            300,
            |app, rng| {
                let g = app.game::<pyramid::Pyramid>()?;
                pyramid::random_action(g, rng).map(ModeAction::from)
            },
            pyramid_check,
        );
        assert!(played > 60, "seed {seed}: only {played} actions");
    }
}

// ---- The Duel ----

fn duel_game(h: &Harness<'_, App>) -> duel::DuelGame {
    h.state().game::<duel::Duel>().expect("a Duel game").clone()
}

/// What the Duel's lines say (D3.3 counts only, D4 life points, D10 the end); the supply
/// switches are never touched here, so End turn ends the game only when the engine's own
/// count of empty piles already does.
fn duel_lines(g: &duel::DuelGame) -> Vec<String> {
    let p = g.current();
    let deck = match g.curse_pile() {
        Some(0) => "Curse pile empty: a curse is a curse token".to_owned(),
        Some(left) => format!("Curse pile: {left}"),
        None if g.deck_len() == 0 => "Curse Deck empty: a curse is a curse token".into(),
        None => format!("Curse Deck: {}", n(g.deck_len(), "card", "cards")),
    };
    let mut lines = vec![deck];
    if !g.is_over() {
        let turn = g.turns(p) + 1;
        let ends = if g.turn_end_ends_game(Default::default()) {
            ": the game ends"
        } else {
            ""
        };
        lines.push(format!("{}'s turn {turn}", g.name(p)));
        lines.push(format!("End {}'s turn {turn}{ends}", g.name(p)));
    } else if g.outcome().is_none() {
        lines.push("Game over: type each player's VP".into());
        lines.push("Type each player's VP".into());
    }
    lines
}

fn duel_check(h: &Harness<'_, App>, when: &str) {
    let g = duel_game(h);
    says(h, &duel_lines(&g), when);
    if g.is_over() || !g.life_points_on() {
        return;
    }
    // Each living player's life points under their name (D4); "OUT" under the others (D7).
    let all = common::texts(h);
    for p in 0..g.player_count() as u8 {
        let name = g.name(p);
        match g.life(p) {
            Some(life) if !g.is_eliminated(p) => assert_eq!(
                after(&all, &name, "life points"),
                Some(life.to_string()),
                "{when}: {name}'s life points"
            ),
            _ => assert!(
                all.iter()
                    .skip_while(|t| **t != name)
                    .take(4)
                    .any(|t| t == "OUT"),
                "{when}: {name} is out and the column says so"
            ),
        }
    }
}

#[test]
fn duel_status_button_and_counts_say_exactly_what_is_so() {
    for (seed, names) in [
        (7, vec!["Ann", "Ben"]),
        (23, vec!["Ann", "Ben", "Cat"]),
        (31, vec!["Ann", "Ben", "Cat", "Dee"]),
    ] {
        let mut h = common::fresh("lines-duel", [1024.0, 600.0]);
        let setup = duel::Setup::new(&names, duel::Kingdom::DuelOnly, Some(seed));
        common::send(&mut h, Msg::Start(ModeSetup::from(setup)));
        let played = play(
            &mut h,
            seed,
            250,
            |app, rng| {
                let g = app.game::<duel::Duel>()?;
                duel::random_action(g, rng).map(ModeAction::from)
            },
            duel_check,
        );
        assert!(played > 40, "seed {seed}: only {played} actions");
    }
}
