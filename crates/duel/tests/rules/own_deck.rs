//! The table's own Curse Deck (D3, D4 with the real cards): the table shuffles its own
//! cards, turns the top one over when a curse is drawn and tells it; the rules take the
//! cards told in order, refuse a card that is not face down, and play every draw as the
//! app's shuffle would.

use crate::common::*;
use CurseCard::*;
use coop_automa_duel::*;
use coop_automa_engine::GameRng;

fn own(n: usize) -> DuelGame {
    DuelGame::new(setup(n).with_own_deck(true)).unwrap()
}

fn turned(card: CurseCard) -> Action {
    Action::CurseTurned { card }
}

/// Plays `action`, telling the cards of `order` (from `next` on) each time a draw waits for
/// one; the events of the action itself.
fn told(g: &mut DuelGame, action: Action, order: &[CurseCard], next: &mut usize) -> Vec<Event> {
    loop {
        match g.apply(action) {
            Err(DuelError::NeedTurned { .. }) => {
                ok(g, turned(order[*next]));
                *next += 1;
            }
            result => return result.unwrap_or_else(|e| panic!("{action:?} refused: {e:?}")),
        }
    }
}

/// Issue 44: a whole game with the table's own deck, each card told as it is turned over,
/// reaches the very table the app's shuffle reaches with the same order: every event, life
/// total, card and ending, after every action.
#[test]
fn d4_own_deck_a_whole_game_told_card_by_card_is_the_shuffled_game() {
    let mut games = 0;
    for seed in 0..40u64 {
        for n in 2..=4 {
            let names = &NAMES[..n];
            let shuffled_setup = Setup::new(names, Kingdom::DuelOnly, Some(seed));
            let mut app = DuelGame::new(shuffled_setup.clone()).unwrap();
            let mut table = DuelGame::new(shuffled_setup.with_own_deck(true)).unwrap();
            let order = app.deck_hidden();
            let mut next = 0;
            let mut rng = GameRng::from_seed(seed ^ 0xdec0);
            let mut drawn = 0;
            while let Some(action) = random_action(&app, &mut rng) {
                let want = ok(&mut app, action);
                let got = told(&mut table, action, &order, &mut next);
                assert_eq!(got, want, "seed {seed}, {n} players: {action:?}");
                drawn += want
                    .iter()
                    .filter(|e| matches!(e, Event::Drew { .. }))
                    .count();
                for p in 0..n as u8 {
                    assert_eq!(table.life(p), app.life(p));
                    assert_eq!(table.curse_tokens(p), app.curse_tokens(p));
                    for card in CurseCard::ALL {
                        assert_eq!(table.curse_cards(p, card), app.curse_cards(p, card));
                    }
                }
                assert_eq!(table.deck_len(), app.deck_len());
                assert_eq!(table.ending(), app.ending());
                if app.history().done().len() > 400 {
                    break;
                }
            }
            // Every card told was drawn, in the shuffle's order.
            assert_eq!(next, drawn, "seed {seed}, {n} players");
            assert!(table.turned_waiting().is_empty());
            games += 1;
        }
    }
    assert_eq!(games, 120);
}

/// D4.1 with the table's deck: a draw with no card told is refused and changes nothing; the
/// card told is the one drawn, with its life effect.
#[test]
fn d4_own_deck_a_draw_waits_for_the_card_turned_over() {
    let mut g = own(2);
    let before = g.clone();
    assert_eq!(
        g.apply(draw(ANN)),
        Err(DuelError::NeedTurned { player: ANN })
    );
    assert_eq!(g, before, "a refused draw changes nothing");
    let e = ok(&mut g, turned(Contagion));
    assert_eq!(
        e,
        vec![Event::CurseTurned {
            card: Contagion,
            face_down: 28
        }]
    );
    assert_eq!(g.turned_waiting(), &[Contagion]);
    assert_eq!(g.deck_len(), 29, "turned over, not yet drawn");
    assert_eq!(g.face_down().unwrap(), [10, 8, 5, 5]);
    let e = ok(&mut g, draw(BOB));
    assert_eq!(drew(&e), vec![(BOB, Contagion)]);
    assert_eq!(lives(&g), vec![13, 11]);
    assert!(g.turned_waiting().is_empty());
    assert_eq!(g.deck_len(), 28);
}

/// D3.1's counts bound what can be told: the fifth Cursed Gold of a 2-player deck is
/// accepted, a sixth refused (nothing changes); the app's shuffle and a mixed game take
/// no card told.
#[test]
fn d3_1_own_deck_a_card_none_face_down_is_refused() {
    let mut g = own(2);
    for _ in 0..5 {
        ok(&mut g, turned(CursedGold));
    }
    assert_eq!(g.face_down().unwrap()[CursedGold.index()], 0);
    let before = g.clone();
    assert_eq!(
        g.apply(turned(CursedGold)),
        Err(DuelError::Turned(TurnedFault::NoneFaceDown {
            card: CursedGold
        }))
    );
    assert_eq!(g, before);
    // The cards told are drawn in the order turned.
    ok(&mut g, turned(GiveAndTake));
    let e = ok(&mut g, warrior(5, &[]));
    assert_eq!(drew(&e), vec![(BOB, CursedGold)]);
    assert_eq!(
        g.turned_waiting(),
        &[CursedGold, CursedGold, CursedGold, CursedGold, GiveAndTake]
    );

    let mut shuffled = game(2, &[]);
    assert_eq!(
        shuffled.apply(turned(Curse)),
        Err(DuelError::Turned(TurnedFault::AppShuffles))
    );
    assert_eq!(
        shuffled.face_down(),
        None,
        "D3.3: the app's shuffle shows no kinds"
    );
    let mut mixed = DuelGame::new(mixed_setup(2).with_own_deck(true)).unwrap();
    assert_eq!(
        mixed.apply(turned(Curse)),
        Err(DuelError::Turned(TurnedFault::NoDeck))
    );
    assert_eq!(mixed.apply(draw(ANN)).map(|e| !e.is_empty()), Ok(true));
}

/// The last card: with one face down it can be told and drawn (the deck is then empty,
/// D4.3's tokens follow without a card told); with none, a card told is refused.
#[test]
fn d4_3_own_deck_the_last_card_and_after() {
    let mut g = DuelGame::new(setup(2).with_own_deck(true).with_starting_vp(20)).unwrap();
    let all = deck_contents(2);
    // Every card but the last, each drawn as it is turned, by each player in turn (the 56
    // points of the deck split between two players at 30 leave both standing).
    for (i, &card) in all[..all.len() - 1].iter().enumerate() {
        ok(&mut g, turned(card));
        ok(&mut g, draw((i % 2) as u8));
    }
    assert_eq!(g.deck_len(), 1);
    let last = *all.last().unwrap();
    assert_eq!(g.face_down().unwrap().iter().sum::<usize>(), 1);
    ok(&mut g, turned(last));
    assert_eq!(
        g.apply(turned(Curse)),
        Err(DuelError::Turned(TurnedFault::NothingToTurn))
    );
    let e = ok(&mut g, draw(ANN));
    assert!(has(&e, Event::DeckEmptied));
    assert_eq!(g.deck_len(), 0);
    let e = ok(&mut g, draw(BOB));
    assert!(has(
        &e,
        Event::CurseTokens {
            player: BOB,
            tokens: 1,
            raid_token: false
        }
    ));
}

/// D8.8 with the table's deck: an attack's draws are asked one card at a time (the rules
/// cannot know how many: a player out stops drawing), each naming who gains it (the
/// attacker who lost to Bob, then Cy); each refusal changes nothing.
#[test]
fn d8_8_own_deck_an_attack_waits_for_each_card() {
    let mut g = own(3);
    let attack = warrior(5, &[(BOB, Answer::warrior(6)), (CY, Answer::warrior(4))]);
    assert_eq!(g.apply(attack), Err(DuelError::NeedTurned { player: ANN }));
    ok(&mut g, turned(Curse));
    let before = g.clone();
    assert_eq!(
        g.apply(attack),
        Err(DuelError::NeedTurned { player: CY }),
        "Cy's card"
    );
    assert_eq!(g, before);
    ok(&mut g, turned(GiveAndTake));
    let e = ok(&mut g, attack);
    assert_eq!(drew(&e), vec![(ANN, Curse), (CY, GiveAndTake)]);
    assert!(g.turned_waiting().is_empty());
}

/// D12 with the table's deck: undo and redo across a card told and its draw; a save with a
/// card waiting reads back whole; a save from before the option reads as the app's shuffle.
#[test]
fn d12_own_deck_undo_redo_and_saves_keep_the_cards_told() {
    let mut g = own(2);
    ok(&mut g, turned(Contagion));
    ok(&mut g, draw(ANN));
    ok(&mut g, turned(Curse));
    let after = g.clone();
    assert_eq!(g.undo().unwrap(), turned(Curse));
    assert_eq!(g.face_down().unwrap(), [10, 8, 5, 5]);
    assert_eq!(g.undo().unwrap(), draw(ANN));
    assert_eq!(g.turned_waiting(), &[Contagion]);
    assert_eq!(lives(&g), vec![13, 13]);
    assert_eq!(g.undo().unwrap(), turned(Contagion));
    assert_eq!(g.face_down().unwrap(), [10, 8, 6, 5]);
    for _ in 0..3 {
        g.redo().unwrap();
    }
    assert_eq!(g, after);

    let text = ron::to_string(&g).unwrap();
    assert!(text.contains("own_deck:true"), "{text}");
    let loaded: DuelGame = ron::from_str(&text).unwrap();
    assert_eq!(loaded, g);
    assert_eq!(loaded.turned_waiting(), &[Curse]);

    let old = ron::to_string(&game(2, &[Curse])).unwrap();
    let old = old.replace(",own_deck:false", "");
    assert!(!old.contains("own_deck"));
    let loaded: DuelGame = ron::from_str(&old).unwrap();
    assert!(!loaded.setup().own_deck);
    assert_eq!(loaded.face_down(), None);
}
