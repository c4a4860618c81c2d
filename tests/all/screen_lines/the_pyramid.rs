//! The pyramid's status line, big button and counts, read whole after every action.

use super::*;

fn pyramid_game(h: &Harness<'_, App>) -> pyramid::PyramidGame {
    h.state()
        .table()
        .game::<pyramid::Pyramid>()
        .expect("a pyramid game")
        .clone()
}

/// What the pyramid's lines say (P8 turns, P6 Curses, P7 counts); the empty-piles stepper and
/// the Outpost switch are never touched here, so the big button reads 0 piles and no Outpost.
fn pyramid_lines(g: &pyramid::PyramidGame, l: L) -> Vec<String> {
    use pyramid::Phase;
    let setup = g.setup();
    let turn = match (g.phase(), g.turn()) {
        (_, 0) => l.w("Before turn 1", "Antes do turno 1"),
        (Phase::Over, t) => l.w(
            format!("Over after turn {t}"),
            format!("Fim após o turno {t}"),
        ),
        (_, t) => l.w(format!("Turn {t}"), format!("Turno {t}")),
    };
    let mix = match setup.mix {
        m if m == pyramid::Mix::A => "A".to_owned(),
        m if m == pyramid::Mix::B => "B".to_owned(),
        m => format!("{}/{}/{}/{}", m.estates, m.duchies, m.provinces, m.colonies),
    };
    use pyramid::Level;
    let level = match (setup.level, l) {
        (Level::Easy, L::En) => "Easy",
        (Level::Normal, _) => "Normal",
        (Level::Advanced, L::En) => "Advanced",
        (Level::Expert, L::En) => "Expert",
        (Level::Master, L::En) => "Master",
        (Level::Easy, L::Pt) => "Fácil",
        (Level::Advanced, L::Pt) => "Avançado",
        (Level::Expert, L::Pt) => "Especialista",
        (Level::Master, L::Pt) => "Mestre",
    };
    let mut lines = vec![
        turn,
        l.w(
            format!("Solo pyramid, {level}, mix {mix}"),
            format!("Pirâmide solo, {level}, mistura {mix}"),
        ),
    ];
    let t = g.turn();
    let button = match g.phase() {
        _ if g.owed().0 > 0 => None,
        Phase::BeforeFirstTurn => Some(l.w("Start turn 1", "Iniciar turno 1")),
        Phase::BetweenTurns => Some(l.w(
            format!("Start turn {}", t + 1),
            format!("Iniciar turno {}", t + 1),
        )),
        Phase::Turn => Some(l.w(
            format!("End turn {t} (0 piles empty)"),
            format!("Encerrar turno {t} (nenhuma pilha vazia)"),
        )),
        Phase::Over if g.verdict().is_none() => Some(l.w("Score the game", "Pontuar a partida")),
        Phase::Over => Some(l.w("New game", "Nova partida")),
    };
    lines.extend(button);
    lines
}

fn pyramid_check(h: &Harness<'_, App>, when: &str, l: L) {
    let g = pyramid_game(h);
    says(h, &pyramid_lines(&g, l), when);
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
        (
            g.deck_len().to_string(),
            l.w("in the AI's deck", "no baralho da IA"),
        ),
        (
            g.score_pile_len().to_string(),
            l.w("in its score pile", "na pilha de pontos da IA"),
        ),
        (
            format!("{}/{}", g.curses_left(), g.curses_in_game()),
            l.w("Curses in the supply", "Maldições no suprimento"),
        ),
        (g.trash().len().to_string(), l.w("trashed", "no Lixo")),
    ] {
        assert_eq!(before(&words), Some(number), "{when}: the count {words:?}");
    }
    // Each filled place names its card and its cost at its level (P18).
    for place in pyramid::Place::ALL {
        let want = match (g.card_at(place), g.cost_at(place)) {
            (None, _) => l.w(
                format!("{}: empty", place.name()),
                format!("{}: vazio", place.name()),
            ),
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
    for (seed, level, l) in [
        (5, pyramid::Level::Expert, L::En),
        (9, pyramid::Level::Normal, L::En),
        (12, pyramid::Level::Advanced, L::Pt),
    ] {
        let mut h = common::fresh_in("lines-pyramid", [1024.0, 600.0], l.tag());
        let setup = pyramid::Setup::new(level, pyramid::Mix::B, Some(seed));
        common::send(&mut h, Msg::start(setup));
        let played = play(
            &mut h,
            seed,
            300,
            |app, rng| {
                let g = app.table().game::<pyramid::Pyramid>()?;
                pyramid::random_action(g, rng).map(Carried::new)
            },
            |h, when| pyramid_check(h, when, l),
        );
        assert!(played > 60, "seed {seed}: only {played} actions");
    }
}
