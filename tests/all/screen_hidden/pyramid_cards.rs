//! The pyramid's face-down cards: the AI's deck never shows, and the score pile shows its
//! count only until the end, face up then, face down again when the end is undone (P7).

use super::*;

#[test]
fn p7_no_face_down_card_of_the_ais_deck_shows() {
    for (seed, lang) in [(8, "en"), (21, "pt-BR")] {
        let setup = pyramid::Setup::new(pyramid::Level::Expert, pyramid::Mix::B, Some(seed));
        let mut game = pyramid::PyramidGame::new(setup).unwrap();
        let full = game.record().start.order.len();
        let mut rng = GameRng::from_seed(seed);
        let mut twins = 0;
        let mut pair = Pair::new("hidden", lang);
        for step in 0..200 {
            let mut record = game.record();
            if swap_next(&mut record.start.order, full - game.deck_len()) {
                let twin = pyramid::PyramidGame::replay(record).unwrap();
                pair.same(&game, &twin, &format!("seed {seed}, after {step} actions"));
                twins += 1;
            }
            let Some(action) = pyramid::random_action(&game, &mut rng) else {
                break;
            };
            let _ = game.apply(action);
        }
        assert!(twins > 20, "seed {seed}: only {twins} screens compared");
    }
}

/// What the table may know of a pyramid game, from the engine: the deck and the score pile as
/// counts only, everything face up in full.
fn pyramid_public(g: &pyramid::PyramidGame) -> String {
    format!(
        "{:?} {} {:?} {:?} {} {} {:?} {:?} {} {} {:?} {:?} {:?} {:?}",
        g.phase(),
        g.turn(),
        g.turn_marks(),
        g.pyramid(),
        g.deck_len(),
        g.score_pile_len(),
        g.trash(),
        g.taken(),
        g.curses_left(),
        g.curses_with_player(),
        g.owed(),
        g.adjustment(),
        g.ending(),
        pyramid_words::step_words(g, true).is_some()
            || pyramid_words::step_words(g, false).is_some(),
    )
}

/// The lines that tell one moment (each log line, each step's undo or redo label): a card
/// that enters the score pile from the face-up pyramid, or leaves it face up for the trash,
/// may be named there (P7).
fn pyramid_moments(g: &pyramid::PyramidGame) -> Vec<String> {
    let setup = g.setup();
    let mut lines: Vec<String> = g
        .log()
        .flat_map(|(action, events)| {
            let mut lines: Vec<String> = events
                .iter()
                .map(|e| pyramid_words::event_words(setup, e))
                .collect();
            lines.push(pyramid_words::applied_words(action, events, setup));
            lines
        })
        .collect();
    lines.extend(pyramid_words::step_words(g, false));
    lines
}

/// The texts only one table shows, less those a moment of its own game explains (a log line
/// or a label, whole or a wrapped piece of it, after "Undo: " or "Redo: " in the table's
/// language).
fn unexplained(mine: &[String], theirs: &[String], moments: &[String]) -> Vec<String> {
    use coop_automa::app::i18n::tr;
    let undo = format!("{}: ", tr("command-undo"));
    let redo = format!("{}: ", tr("command-redo"));
    mine.iter()
        .filter(|t| !theirs.contains(t))
        .filter(|t| {
            let t = t.trim_start_matches(&undo).trim_start_matches(&redo);
            !moments.iter().any(|m| m.contains(t))
        })
        .cloned()
        .collect()
}

/// A twin whose score pile differs while all that is face up stays the same: a card the game
/// dealt (`order[i]`, i < seen) swapped with an unseen one of another VP kind, kept when the
/// rules replay the same actions to the same public table.
fn score_pile_twin(game: &pyramid::PyramidGame) -> Option<pyramid::PyramidGame> {
    let record = game.record();
    let seen = record.start.order.len() - game.deck_len();
    let order = &record.start.order;
    (0..seen).rev().find_map(|i| {
        let j = (seen..order.len()).find(|&j| order[j].is_vp() && order[j] != order[i])?;
        if !order[i].is_vp() {
            return None;
        }
        let mut record = game.record();
        record.start.order.swap(i, j);
        let twin = pyramid::PyramidGame::replay(record).ok()?;
        (twin.score_pile_hidden() != game.score_pile_hidden()
            && pyramid_public(&twin) == pyramid_public(game))
        .then_some(twin)
    })
}

#[test]
fn p7_the_score_pile_shows_its_count_only_until_the_end() {
    for (seed, lang) in [(8, "en"), (30, "pt-BR")] {
        let setup = pyramid::Setup::new(pyramid::Level::Expert, pyramid::Mix::B, Some(seed));
        let mut game = pyramid::PyramidGame::new(setup).unwrap();
        let mut rng = GameRng::from_seed(seed);
        let mut pair = Pair::new("hidden-score", lang);
        let mut twins = 0;
        for step in 0..400 {
            if game.is_over() {
                break;
            }
            if step % 2 == 0
                && let Some(twin) = score_pile_twin(&game)
            {
                pair.same_but(&game, &twin, |a, b| {
                    let only_a = unexplained(a, b, &pyramid_moments(&game));
                    let only_b = unexplained(b, a, &pyramid_moments(&twin));
                    assert!(
                        only_a.is_empty() && only_b.is_empty(),
                        "seed {seed}, after {step} actions: the score pile shows: \
                         {only_a:?} against {only_b:?}"
                    );
                });
                twins += 1;
            }
            let Some(action) = pyramid::random_action(&game, &mut rng) else {
                break;
            };
            let _ = game.apply(action);
        }
        assert!(twins > 20, "seed {seed}: only {twins} screens compared");
    }
}

/// "3 Provinces", "1 Duchy": how the end screen counts a kind of the score pile.
fn counted(setup: &pyramid::Setup, pile: &[pyramid::Card], card: pyramid::Card) -> Option<String> {
    let n = pile.iter().filter(|c| **c == card).count();
    (n > 0).then(|| format!("{n} {}", pyramid_words::card_names(setup, card, n)))
}

#[test]
fn p7_the_score_pile_is_face_up_at_the_end_and_face_down_again_when_the_end_is_undone() {
    // A seeded game played to its end while cards are still in the deck (so that a twin with
    // another score pile exists when the end is undone).
    let (mut game, twin) = (1..40)
        .find_map(|seed| {
            let setup = pyramid::Setup::new(pyramid::Level::Expert, pyramid::Mix::B, Some(seed));
            let mut game = pyramid::PyramidGame::new(setup).unwrap();
            let mut rng = GameRng::from_seed(seed);
            while !game.is_over() {
                let action = pyramid::random_action(&game, &mut rng)?;
                let _ = game.apply(action);
            }
            let mut undone = game.clone();
            undone.undo().ok()?;
            let twin = score_pile_twin(&undone)?;
            (game.score_pile_len() >= 2).then_some((game, twin))
        })
        .expect("a seed whose game ends with cards in the deck");
    let pile = game.score_pile().expect("face up at the end").to_vec();
    let mut pair = Pair::new("hidden-end", "en");
    pair.same_but(&game, &game, |texts, _| {
        let all = texts.join(" | ");
        assert!(all.contains("The AI's score pile, face up"), "{all}");
        for card in pyramid::Card::VP {
            if let Some(words) = counted(game.setup(), &pile, card) {
                assert!(all.contains(&words), "the end shows {words:?}: {all}");
            }
        }
    });
    // The ending undone: face down again, and a twin with another pile looks the same.
    game.undo().unwrap();
    assert!(!game.is_over());
    pair.same_but(&game, &twin, |a, b| {
        assert!(!a.iter().any(|t| t.contains("face up")), "{a:?}");
        let only_a = unexplained(a, b, &pyramid_moments(&game));
        let only_b = unexplained(b, a, &pyramid_moments(&twin));
        assert!(
            only_a.is_empty() && only_b.is_empty(),
            "the end undone, the score pile shows: {only_a:?} against {only_b:?}"
        );
    });
}
