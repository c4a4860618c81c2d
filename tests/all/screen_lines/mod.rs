//! The lines a player takes at their word, read whole: the status line, the big button and the
//! counts, in every mode, after every action of long seeded random games played through the
//! app (with a misclick undone and redone now and then). What each line must say is written
//! here from the spec's terms and the engine's public state, never from the app's own words,
//! and it is found as a whole label: a line that said a little more ("Curse Deck: 41 cards
//! (next: Contagion)") is not the line promised. Each mode plays one game in Portuguese too,
//! its lines written here by hand in Portuguese.

use crate::common;
use coop_automa::modes::coop::CoopSession;
use coop_automa::modes::duel::DuelSession;
use coop_automa::modes::pyramid::PyramidSession;
use coop_automa::store::ModeGame;

use coop_automa::app::{App, Carried, Msg};
use coop_automa::engine::GameRng;
use coop_automa::modes::{coop, duel, pyramid};
use egui_kittest::Harness;

mod the_duel;
mod the_pyramid;

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

/// The table's language for a run: each expected line is written here by hand in both, from
/// the spec's terms (never read from the catalogs the app words itself with).
#[derive(Clone, Copy, PartialEq)]
enum L {
    En,
    Pt,
}

impl L {
    fn tag(self) -> &'static str {
        match self {
            L::En => "en",
            L::Pt => "pt-BR",
        }
    }

    /// The English or the Portuguese line.
    fn w(self, en: impl Into<String>, pt: impl Into<String>) -> String {
        match self {
            L::En => en.into(),
            L::Pt => pt.into(),
        }
    }

    /// A count of a thing: "1 Duchy", "2 Duchies", "0 Duchies"; in Portuguese too, zero takes
    /// the plural as Brazilians write it ("0 Ducados", "1 Ducado", "2 Ducados"; issue 42).
    fn n(self, count: usize, one: [&str; 2], many: [&str; 2]) -> String {
        let i = usize::from(self == L::Pt);
        format!("{count} {}", if count == 1 { one[i] } else { many[i] })
    }
}

/// Plays `steps` random actions through the app, checking `lines` after each (and after the
/// question a press that ends the game asks first, answered yes).
fn play(
    h: &mut Harness<'_, App>,
    seed: u64,
    steps: usize,
    mut next: impl FnMut(&App, &mut GameRng) -> Option<Carried>,
    mut lines: impl FnMut(&Harness<'_, App>, &str),
) -> usize {
    let mut rng = GameRng::from_seed(seed);
    lines(h, "the first screen");
    for step in 0..steps {
        let Some(action) = next(h.state(), &mut rng) else {
            return step;
        };
        common::send(h, Msg::Apply(action.clone()));
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
fn coop_lines(g: &coop::Game, l: L) -> Vec<String> {
    use coop::Phase;
    let now = match g.phase() {
        Phase::Turn { seat, extra: false } => {
            let name = g.name(seat);
            l.w(format!("{name}'s turn"), format!("Turno de {name}"))
        }
        Phase::Turn { seat, extra: true } => {
            let name = g.name(seat);
            l.w(
                format!("{name}'s extra turn"),
                format!("Turno extra de {name}"),
            )
        }
        Phase::FleetTurns => l.w("Fleet turns", "Turnos de Fleet"),
        Phase::AutomaDue | Phase::Resolving(_) => l.w("Automa's step", "Passo do automa"),
        Phase::Over => l.w("Game over", "Fim de jogo"),
    };
    let round = g.round();
    let button = match g.phase() {
        Phase::Turn { seat, extra: false } => {
            let name = g.name(seat);
            l.w(
                format!("End {name}'s turn"),
                format!("Fim do turno de {name}"),
            )
        }
        Phase::Turn { seat, extra: true } => {
            let name = g.name(seat);
            l.w(
                format!("End {name}'s extra turn"),
                format!("Fim do turno extra de {name}"),
            )
        }
        Phase::FleetTurns => l.w("Fleet turns done", "Turnos de Fleet jogados"),
        Phase::AutomaDue if g.end_condition().is_some() && !g.is_fleet_round() => {
            l.w("End the game", "Encerrar a partida")
        }
        // R12: nothing after round 1, a treasure after an even round, a Hex after an odd one.
        Phase::AutomaDue if round == 1 => l.w(
            "Automa does nothing: start round 2",
            "O automa não faz nada: começar a rodada 2",
        ),
        Phase::AutomaDue if round.is_multiple_of(2) => {
            l.w("Reveal Copper or Silver", "Revelar Cobre ou Prata")
        }
        Phase::AutomaDue => l.w("Reveal a Hex", "Revelar um Hex"),
        Phase::Resolving(_) if g.is_fleet_round() => {
            l.w("Done: end the game", "Feito: encerrar a partida")
        }
        Phase::Resolving(_) => l.w(
            format!("Done: start round {}", round + 1),
            format!("Feito: começar a rodada {}", round + 1),
        ),
        Phase::Over if g.score().is_some() => l.w("New game", "Nova partida"),
        Phase::Over => l.w("Enter final points", "Registrar os pontos finais"),
    };
    // R19: 6 per Duchy, 6 per Province, 10 per Colony, less 1 per token, never below 0.
    let a = g.automa();
    let points =
        (6 * i32::from(a.duchies) + 6 * i32::from(a.provinces) + 10 * i32::from(a.colonies)
            - i32::from(a.tokens))
        .max(0);
    let mut held = vec![
        l.n(
            a.duchies.into(),
            ["Duchy", "Ducado"],
            ["Duchies", "Ducados"],
        ),
        l.n(
            a.provinces.into(),
            ["Province", "Província"],
            ["Provinces", "Províncias"],
        ),
    ];
    if g.setup().colonies {
        held.push(l.n(a.colonies.into(), ["Colony"; 2], ["Colonies"; 2]));
    }
    let mut lines = vec![
        l.w(format!("Round {round}"), format!("Rodada {round}")),
        now,
        button,
    ];
    if let Some((coop::Action::FinalPoints { points: entered }, _)) = g.log().next_back() {
        // Scored (R19): the verdict, and both sums term by term further down (`coop_sums`).
        let misery = |seat| match g.states(seat).misery {
            0 => 0,
            1 => 2,
            _ => 4,
        };
        let humans =
            entered[0] - misery(coop::Seat::First) + entered[1] - misery(coop::Seat::Second);
        let win = humans > points;
        lines.push(match (l, win) {
            (L::En, true) => "WIN".into(),
            (L::En, false) => "LOSS".into(),
            (L::Pt, true) => "VITÓRIA".into(),
            (L::Pt, false) => "DERROTA".into(),
        });
        lines.push(match (l, win) {
            (L::En, _) => format!(
                "The players {humans}, the automa {points}: you {}.",
                if win { "win" } else { "lose" }
            ),
            (L::Pt, _) => format!(
                "Os jogadores {humans}, o automa {points}: vocês {}.",
                if win { "venceram" } else { "perderam" }
            ),
        });
        return lines;
    }
    let points = l.n(points as usize, ["point", "ponto"], ["points", "pontos"]);
    if g.is_over() {
        // The end screen sums the automa up in one line.
        let tokens = l.n(a.tokens.into(), ["token", "ficha"], ["tokens", "fichas"]);
        let held = held.join(", ");
        lines.push(l.w(
            format!("The automa: {held}, {tokens}: {points}."),
            format!("O automa: {held}, {tokens}: {points}."),
        ));
    } else {
        let (treasures, hexes) = (g.treasure_pile_len(), g.hex_pile_len());
        let hexes = l.n(hexes, ["Hex"; 2], ["Hexes"; 2]);
        let discard = g.discard().len();
        // With what they are worth to the automa (R19, issue 42).
        let worth = if g.setup().colonies {
            l.w("(6 points each, a Colony 10)", "(6 pontos cada, Colony 10)")
        } else {
            l.w("(6 points each)", "(6 pontos cada)")
        };
        lines.extend([
            points,
            format!("{} {worth}", held.join(", ")),
            l.w(
                format!("Face down: {treasures} Copper/Silver, {hexes}"),
                format!("Viradas para baixo: {treasures} de Cobre/Prata, {hexes}"),
            ),
            l.w(
                format!("Discard pile ({discard})"),
                format!("Descarte ({discard})"),
            ),
        ]);
    }
    lines
}

/// The tokens' line: "Tokens 0/10", "Tokens 3/10: −3 points", and just after an Attack was
/// entered, "Attack played! " before it.
fn coop_tokens(g: &coop::Game, l: L) -> String {
    let t = g.automa().tokens;
    let line = if t == 0 {
        l.w("Tokens 0/10", "Fichas 0/10")
    } else {
        let points = l.n(t.into(), ["point", "ponto"], ["points", "pontos"]);
        let line = l.w(
            format!("Tokens {t}/10: −{points}"),
            format!("Fichas {t}/10: −{points}"),
        );
        // More tokens than its cards' points: the score stops at 0, and says so (R19).
        let s = g.automa_score();
        if s.duchies + s.provinces + s.colonies < s.tokens {
            l.w(
                format!("{line} (its points stop at 0)"),
                format!("{line} (seus pontos param em 0)"),
            )
        } else {
            line
        }
    };
    match g.log().next_back() {
        Some((coop::Action::AttackPlayed, _)) => l.w(
            format!("Attack played! {line}"),
            format!("Ataque jogado! {line}"),
        ),
        _ => line,
    }
}

fn coop_game(h: &Harness<'_, App>) -> coop::Game {
    h.state()
        .table()
        .game::<coop::Coop>()
        .expect("a coop game")
        .clone()
}

fn coop_check(h: &Harness<'_, App>, when: &str, l: L) {
    let g = coop_game(h);
    let mut lines = coop_lines(&g, l);
    if !g.is_over() {
        lines.push(coop_tokens(&g, l));
    }
    says(h, &lines, when);
    if g.score().is_some() {
        coop_sums(&g, &common::texts(h), when, l);
    }
    // The supply's counts, each under its name (R9, R10).
    if !g.is_over() {
        let all = common::texts(h);
        let s = g.supply();
        let supply = l.w("Supply", "Suprimento");
        let provinces = l.w("Provinces", "Províncias");
        let duchies = l.w("Duchies", "Ducados");
        for (name, left) in [(&provinces, s.provinces), (&duchies, s.duchies)] {
            assert_eq!(
                after(&all, &supply, name),
                Some(left.to_string()),
                "{when}: {name} left"
            );
        }
    }
}

/// Every term of the automa's sum under its own words, and the total (R19).
fn coop_sums(g: &coop::Game, all: &[String], when: &str, l: L) {
    let a = g.automa();
    let mut rows = vec![
        (
            l.n(
                a.duchies.into(),
                ["Duchy", "Ducado"],
                ["Duchies", "Ducados"],
            ) + " × 6",
            6 * i32::from(a.duchies),
        ),
        (
            l.n(
                a.provinces.into(),
                ["Province", "Província"],
                ["Provinces", "Províncias"],
            ) + " × 6",
            6 * i32::from(a.provinces),
        ),
    ];
    if g.setup().colonies {
        rows.push((
            l.n(a.colonies.into(), ["Colony"; 2], ["Colonies"; 2]) + " × 10",
            10 * i32::from(a.colonies),
        ));
    }
    rows.push((
        l.n(a.tokens.into(), ["token", "ficha"], ["tokens", "fichas"]) + " × −1",
        -i32::from(a.tokens),
    ));
    let total = rows.iter().map(|r| r.1).sum::<i32>().max(0);
    rows.push((
        l.w(
            "Automa's total (at least 0)",
            "Total do automa (no mínimo 0)",
        ),
        total,
    ));
    for (words, value) in rows {
        let shown = value.to_string().replace('-', "−");
        assert_eq!(after(all, "Automa", &words), Some(shown), "{when}: {words}");
    }
}

#[test]
fn coop_status_button_and_counts_say_exactly_what_is_so() {
    for (seed, colonies, l) in [(3, false, L::En), (14, true, L::En), (21, true, L::Pt)] {
        let mut h = common::fresh_in("lines-coop", [1024.0, 600.0], l.tag());
        let mut setup = common::setup(12, 4);
        setup.seed = Some(seed);
        setup.colonies = colonies;
        setup.fleet = true;
        setup.shared_hexes = true;
        common::send(&mut h, Msg::start(setup));
        let played = play(
            &mut h,
            seed,
            400,
            |app, rng| {
                let g = app.table().game::<coop::Coop>()?;
                // A scored game is left alone: the end screen is the results' business.
                (g.score().is_none()).then(|| Carried::new(coop::random_action(g, rng)))
            },
            |h, when| coop_check(h, when, l),
        );
        assert!(played > 60, "seed {seed}: only {played} actions");
    }
}
