//! Property tests over long random action sequences (D3-D12): every Curse Deck card accounted
//! for, life points equal to the start plus the log's life changes, eliminated players never
//! act again, undo/redo and saving are exact. That a refusal changes nothing and has its
//! words is checked in the app's tests (`tests/all/duel_properties.rs`) over the same games.

use crate::common;
use crate::random_play::*;
use coop_automa_engine::{ModeGame, checks};

use coop_automa_duel::*;
use proptest::prelude::*;

/// The players an action makes act or names as a receiver.
fn named(g: &DuelGame, action: &Action) -> Vec<u8> {
    match *action {
        Action::Draw { player }
        | Action::Change { player, .. }
        | Action::Changes { player, .. }
        | Action::SetLife { player, .. }
        | Action::Mark { player, .. }
        | Action::EnterVp { player, .. } => vec![player],
        Action::Give { from, to, .. } => vec![from, to],
        Action::Attack(a) => std::iter::once(g.current())
            .chain(a.replies.iter().map(|r| r.player))
            .collect(),
        Action::GiveAndTake { .. } | Action::CursedVillage { .. } | Action::EndTurn(_) => {
            vec![g.current()]
        }
        Action::Report(_) | Action::CursePile { .. } | Action::CurseTurned { .. } => vec![],
    }
}

fn check_invariants(g: &DuelGame) {
    let n = g.player_count();
    let players = 0..n as u8;
    if g.life_points_on() {
        // Every Curse Deck card accounted for: in the deck (face down, or turned over from
        // the table's own and not yet drawn) or drawn by a player.
        let deck = g.deck_counts_hidden();
        for card in CurseCard::ALL {
            let drawn: usize = players.clone().map(|p| usize::from(g.drawn(p, card))).sum();
            let waiting = g.turned_waiting().iter().filter(|&&c| c == card).count();
            assert_eq!(
                deck[card.index()] + waiting + drawn,
                usize::from(card.in_deck(n)),
                "{card:?}"
            );
        }
        assert_eq!(
            g.deck_len(),
            g.deck_hidden().len() + g.turned_waiting().len()
        );
        // The app's shuffle tells nothing; the table's own deck shows what it could count.
        assert_eq!(g.face_down().is_some(), g.setup().own_deck);
        // Life = start + the log's life changes; living above 0, the eliminated at 0 or less.
        let changes = g.life_changes();
        for p in players.clone() {
            let sum: i32 = changes.iter().filter(|c| c.0 == p).map(|c| c.1).sum();
            let life = g.life(p).unwrap();
            assert_eq!(life, g.setup().starting_life() + sum, "player {p}");
            assert_eq!(g.is_eliminated(p), life <= 0, "player {p} at {life}");
        }
        assert_eq!(
            matches!(g.ending(), Some(Ending::LastPlayer { .. })),
            g.living().len() == 1
        );
        assert!(!g.living().is_empty());
    } else {
        assert!(g.eliminated().is_empty(), "nobody falls in a mixed game");
        assert_eq!(g.deck_len(), 0);
        assert!(g.curse_pile().unwrap() <= curse_pile_size(n));
    }
    for p in players {
        if g.is_eliminated(p) {
            assert_eq!(g.curse_tokens(p), 0);
            assert!(!g.sith_lord(p));
        }
    }
    if !g.is_over() {
        assert!(
            !g.is_eliminated(g.current()),
            "the current player is living"
        );
    }
    assert_eq!(g.eliminated().len() + g.living().len(), n);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: common::cases(400), .. ProptestConfig::default() })]

    /// The Curse Deck and life points accounted for after every action; the random action
    /// is always legal; eliminated players never act again nor are named by an event.
    #[test]
    fn every_card_and_life_point_is_accounted_for(setup in any_setup(), (seed, steps) in choices()) {
        let all = all_actions();
        let mut rng = GameRng::from_seed(seed);
        let mut g = DuelGame::new(setup).unwrap();
        check_invariants(&g);
        for (legal, n) in steps {
            let random = random_action(&g, &mut rng);
            let action = match random {
                Some(a) if legal => a,
                _ => all[n % all.len()],
            };
            let out_before: Vec<u8> = g.eliminated();
            let result = g.apply(action);
            if legal && random.is_some() {
                prop_assert!(result.is_ok(), "random_action gave {:?}: {:?}", action, result);
            }
            if let Ok(events) = result {
                for p in named(&g, &action) {
                    prop_assert!(!out_before.contains(&p), "{:?} names an eliminated player", action);
                }
                for e in &events {
                    if let Event::Drew { player, .. }
                    | Event::LifeChanged { player, .. }
                    | Event::TurnStarted { player, .. }
                    | Event::Eliminated { player, .. } = *e
                    {
                        prop_assert!(!out_before.contains(&player), "{:?} after {:?}", e, action);
                    }
                }
            }
            check_invariants(&g);
        }
    }

    /// D12: undo after apply gives back the identical game; redo the identical game and the
    /// same events (the same cards off the Curse Deck).
    #[test]
    fn undo_and_redo_are_exact(setup in any_setup(), (seed, steps) in choices()) {
        let all = all_actions();
        let mut rng = GameRng::from_seed(seed);
        let mut g = DuelGame::new(setup).unwrap();
        for (legal, n) in steps {
            let action = next_action(&g, &mut rng, &all, legal, n);
            checks::undo_and_redo_are_exact(&mut g, action).map_err(TestCaseError::fail)?;
        }
    }

    /// D12.3: a RON save replays to the same game and keeps the future draws.
    #[test]
    fn a_ron_save_replays_and_keeps_the_future_draws(
        setup in any_setup(),
        (seed, steps) in choices(),
        undos in 0usize..4,
        later in 1usize..150,
    ) {
        let all = all_actions();
        let mut rng = GameRng::from_seed(seed);
        let mut g = DuelGame::new(setup).unwrap();
        for (legal, n) in steps {
            let _ = g.apply(next_action(&g, &mut rng, &all, legal, n));
        }
        for _ in 0..undos {
            let _ = g.undo();
        }
        let text = ron::to_string(&g).unwrap();
        let mut loaded: DuelGame = ron::from_str(&text).unwrap();
        prop_assert_eq!(loaded.deck_hidden(), g.deck_hidden());
        checks::play_on_alike(&mut g, &mut loaded, seed ^ 0x5eed, later, random_action)
            .map_err(TestCaseError::fail)?;
    }
}
