//! The Duel's status line, big button and counts, read whole after every action.

use super::*;

/// A Duel player's life points: the number over its unit just before the name (a card wider
/// than tall: the number beside the name), the number between the name and its unit (a short
/// window), or the text after the unit that follows the name (the number under it).
fn life_of(all: &[String], name: &str, unit: &str) -> Option<String> {
    let a = all.iter().position(|t| t == name)?;
    if a >= 2 && all[a - 1] == unit {
        return Some(all[a - 2].clone());
    }
    // A short window's card: the number right after the name, its unit under them (the card
    // to take may come between).
    let number = all.get(a + 1).filter(|t| t.parse::<i32>().is_ok());
    if number.is_some() && all[a + 1..].iter().take(4).any(|t| t == unit) {
        return number.cloned();
    }
    after(all, name, unit)
}

fn duel_game(h: &Harness<'_, App>) -> duel::DuelGame {
    h.state()
        .table()
        .game::<duel::Duel>()
        .expect("a Duel game")
        .clone()
}

/// What the Duel's lines say (D3.3 counts only, D4 life points, D10 the end); the supply
/// switches are never touched here, so End turn ends the game only when the engine's own
/// count of empty piles already does.
fn duel_lines(g: &duel::DuelGame, l: L) -> Vec<String> {
    let p = g.current();
    let deck = match g.curse_pile() {
        Some(0) => l.w(
            "Curse pile empty: a curse is a curse token",
            "Pilha de Maldições vazia: uma maldição é uma ficha",
        ),
        Some(left) => l.w(
            format!("Curse pile: {left}"),
            format!("Pilha de Maldições: {left}"),
        ),
        None if g.deck_len() == 0 => l.w(
            "Curse Deck empty: a curse is a curse token",
            "Baralho de Maldições vazio: uma maldição é uma ficha",
        ),
        None => l.w(
            format!(
                "Curse Deck: {}",
                l.n(g.deck_len(), ["card"; 2], ["cards"; 2])
            ),
            format!(
                "Baralho de Maldições: {}",
                l.n(g.deck_len(), ["carta"; 2], ["cartas"; 2])
            ),
        ),
    };
    let mut lines = vec![deck];
    if !g.is_over() {
        let turn = g.turns(p) + 1;
        let ends = g.turn_end_ends_game(Default::default());
        let name = g.name(p);
        lines.push(l.w(
            format!("{name}'s turn {turn}"),
            format!("Turno {turn} de {name}"),
        ));
        lines.push(match (l, ends) {
            (L::En, false) => format!("End {name}'s turn {turn}"),
            (L::En, true) => format!("End {name}'s turn {turn}: the game ends"),
            (L::Pt, false) => format!("Fim do turno {turn} de {name}"),
            (L::Pt, true) => format!("Fim do turno {turn} de {name}: o jogo acaba"),
        });
    } else if g.outcome().is_none() {
        lines.push(l.w(
            "Game over: type each player's VP",
            "Fim de jogo: digite os pontos de vitória de cada um",
        ));
        lines.push(l.w(
            "Type each player's VP",
            "Digite os pontos de vitória de cada um",
        ));
    }
    lines
}

fn duel_check(h: &Harness<'_, App>, when: &str, l: L) {
    let g = duel_game(h);
    says(h, &duel_lines(&g, l), when);
    if g.is_over() || !g.life_points_on() {
        return;
    }
    // Each living player's life points under their name (D4); "OUT" under the others (D7).
    let all = common::texts(h);
    for p in 0..g.player_count() as u8 {
        let name = g.name(p);
        match g.life(p) {
            Some(life) if !g.is_eliminated(p) => assert_eq!(
                life_of(&all, &name, &l.w("life points", "pontos de vida")),
                Some(life.to_string()),
                "{when}: {name}'s life points"
            ),
            // Beside the name (before it, in a card wider than tall) or under it.
            _ => assert!(
                all.iter()
                    .position(|t| *t == name)
                    .is_some_and(|a| all[a.saturating_sub(2)..(a + 4).min(all.len())]
                        .iter()
                        .any(|t| *t == l.w("OUT", "FORA"))),
                "{when}: {name} is out and the column says so"
            ),
        }
    }
}

#[test]
fn duel_status_button_and_counts_say_exactly_what_is_so() {
    for (seed, names, l) in [
        (7, vec!["Ann", "Ben"], L::En),
        (23, vec!["Ann", "Ben", "Cat"], L::En),
        (31, vec!["Ann", "Ben", "Cat", "Dee"], L::En),
        (41, vec!["Ana", "Beto", "Caio"], L::Pt),
    ] {
        let mut h = common::fresh_in("lines-duel", [1024.0, 600.0], l.tag());
        let setup = duel::Setup::new(&names, duel::Kingdom::DuelOnly, Some(seed));
        common::send(&mut h, Msg::start(setup));
        let played = play(
            &mut h,
            seed,
            250,
            |app, rng| {
                let g = app.table().game::<duel::Duel>()?;
                duel::random_action(g, rng).map(Carried::new)
            },
            |h, when| duel_check(h, when, l),
        );
        assert!(played > 40, "seed {seed}: only {played} actions");
    }
}
