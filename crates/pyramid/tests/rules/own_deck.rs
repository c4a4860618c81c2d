//! The table's own VP deck (P4, P5, P10 with the real cards): the table shuffles its own
//! cards and tells each card it deals, place by place, and each card it turns over for a
//! redraw or a refill; the rules refuse a card that is not face down and play every card as
//! the app's shuffle would.

use crate::common::*;
use crate::random_play::any_setup;
use Card::*;
use coop_automa_engine::GameRng;
use coop_automa_pyramid::*;
use proptest::prelude::*;

pub(super) fn own(level: Level) -> PyramidGame {
    PyramidGame::new(setup(level, Mix::A).with_own_deck(true)).unwrap()
}

pub(super) fn turned(card: Card) -> Action {
    Action::Turned { card }
}

/// The events both ways of shuffling share: all but the deal, the cards told, the Attack
/// cards shuffled in and a shuffle's count (the table's deck holds no Attack card before
/// turn 1).
fn shared(events: Vec<Event>) -> Vec<Event> {
    events
        .into_iter()
        .filter(|e| {
            !matches!(
                e,
                Event::Dealt { .. }
                    | Event::Turned { .. }
                    | Event::AttacksShuffledIn { .. }
                    | Event::DeckShuffled { .. }
            )
        })
        .collect()
}

/// The table's own deck dealt as `app` was.
fn dealt_like(app: &PyramidGame) -> PyramidGame {
    let mut table = PyramidGame::new(app.setup().clone().with_own_deck(true)).unwrap();
    for place in Place::ALL {
        assert_eq!(table.to_deal(), Some(place));
        ok(&mut table, turned(app.card_at(place).unwrap()));
    }
    assert_eq!(table.to_deal(), None);
    table
}

/// Plays `action` on the table's game, telling the cards the app's deck held (`deck`, top
/// first) each time a place waits for one; a card the table's deck cannot hold yet (an
/// Attack card before turn 1: the redraw passes over it) is passed over too.
fn told(
    table: &mut PyramidGame,
    action: Action,
    deck: &[Card],
) -> Result<Vec<Event>, PyramidError> {
    let mut next = 0;
    loop {
        match table.apply(action) {
            Err(PyramidError::NeedTurned) => {
                let face_down = table.face_down().unwrap();
                let held = |c: Card| face_down.iter().any(|&(k, n)| k == c && n > 0);
                while !held(deck[next]) {
                    next += 1;
                }
                ok(table, turned(deck[next]));
                next += 1;
            }
            result => return result,
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(60), .. ProptestConfig::default() })]

    /// Issue 44: a whole game with the table's own deck, dealt and told card by card, is the
    /// app's shuffled game fed the same order: the same pyramid, score pile, trash, counts,
    /// events and ending after every action (the deck's count from turn 1, when the Attack
    /// cards are in both).
    #[test]
    fn p4_p10_own_deck_a_whole_game_told_card_by_card_is_the_shuffled_game(
        setup in any_setup(),
        seed in any::<u64>(),
    ) {
        let mut app = PyramidGame::new(setup.with_own_deck(false)).unwrap();
        let mut table = dealt_like(&app);
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..400 {
            let Some(action) = random_action(&app, &mut rng) else { break };
            let deck = app.deck_hidden();
            let want = app.apply(action);
            let got = told(&mut table, action, &deck);
            prop_assert_eq!(got.clone().map(shared), want.clone().map(shared), "{:?}", action);
            prop_assert_eq!(places(&table), places(&app));
            prop_assert_eq!(table.score_pile_hidden(), app.score_pile_hidden());
            prop_assert_eq!(table.trash(), app.trash());
            prop_assert_eq!(table.taken(), app.taken());
            prop_assert_eq!(table.curses_left(), app.curses_left());
            prop_assert_eq!(table.owed(), app.owed());
            prop_assert_eq!(table.phase(), app.phase());
            prop_assert_eq!(table.ending(), app.ending());
            prop_assert_eq!(table.final_score(), app.final_score());
            if app.turn() > 0 {
                prop_assert_eq!(table.deck_len(), app.deck_len());
            }
            prop_assert!(table.turned_waiting().is_empty());
        }
    }
}

/// P4 with the table's deck: nothing but the deal until six cards are told, each to the next
/// place in deal order; an Attack card (not in the deck before turn 1) or a Curse refused;
/// the Attack cards go in at Start turn 1.
#[test]
fn p4_own_deck_the_deal_place_by_place() {
    let mut g = own(Level::Advanced);
    assert_eq!(g.to_deal(), Some(Place::B1));
    assert!(g.pyramid().is_empty());
    assert_eq!(g.apply(START), Err(PyramidError::DealFirst));
    assert_eq!(
        g.apply(Action::Swap {
            a: Place::B1,
            b: Place::B2
        }),
        Err(PyramidError::DealFirst)
    );
    for card in [Attack, Curse] {
        assert_eq!(
            g.apply(turned(card)),
            Err(PyramidError::Turned(TurnedFault::NoneFaceDown { card }))
        );
    }
    let deal = [Province, Estate, Duchy, Estate, Province, Duchy];
    for (place, card) in Place::ALL.into_iter().zip(deal) {
        assert_eq!(ok(&mut g, turned(card)), vec![Event::Dealt { place, card }]);
    }
    assert_eq!(g.to_deal(), None);
    assert_eq!(places(&g), deal.map(Some));
    assert_eq!(g.deck_len(), 24);
    assert_eq!(
        g.face_down().unwrap(),
        vec![
            (Estate, 10),
            (Duchy, 8),
            (Province, 6),
            (Colony, 0),
            (Attack, 0)
        ]
    );
    let e = ok(&mut g, START);
    assert!(e.contains(&Event::AttacksShuffledIn { cards: 5 }), "{e:?}");
    assert_eq!(g.deck_len(), 29);
    assert_eq!(g.face_down().unwrap()[4], (Attack, 5));
    // No Attack card at Normal.
    let mut normal = own(Level::Normal);
    for card in SIX_ESTATES {
        ok(&mut normal, turned(card));
    }
    let e = ok(&mut normal, START);
    assert!(
        !e.iter()
            .any(|e| matches!(e, Event::AttacksShuffledIn { .. }))
    );
    assert_eq!(normal.deck_len(), 24);
}

/// P2's counts bound what can be told: the twelfth Estate is accepted, a thirteenth refused
/// and nothing changes; the app's shuffle takes no card told.
#[test]
fn p2_own_deck_a_card_none_face_down_is_refused() {
    let mut g = own(Level::Normal);
    for card in SIX_ESTATES {
        ok(&mut g, turned(card));
    }
    for left in (0..6).rev() {
        let e = ok(&mut g, turned(Estate));
        assert_eq!(
            e,
            vec![Event::Turned {
                card: Estate,
                face_down: 18 + left
            }]
        );
    }
    assert_eq!(g.turned_waiting(), &[Estate; 6]);
    let before = g.clone();
    assert_eq!(
        g.apply(turned(Estate)),
        Err(PyramidError::Turned(TurnedFault::NoneFaceDown {
            card: Estate
        }))
    );
    assert_eq!(g, before);
    let mut shuffled = PyramidGame::new(normal()).unwrap();
    assert_eq!(
        shuffled.apply(turned(Estate)),
        Err(PyramidError::Turned(TurnedFault::AppShuffles))
    );
    assert_eq!(
        shuffled.face_down(),
        None,
        "P7: the app's shuffle shows no kinds"
    );
    assert_eq!(shuffled.to_deal(), None);
}

/// P5 with the table's deck: a redraw waits for the card turned over; the card set aside
/// goes face down into the deck (the table shuffles it).
#[test]
fn p5_own_deck_a_redraw_takes_the_card_told() {
    let mut g = own(Level::Normal);
    for card in SIX_ESTATES {
        ok(&mut g, turned(card));
    }
    let redraw = Action::Redraw {
        first: Place::M2,
        second: None,
    };
    let before = g.clone();
    assert_eq!(g.apply(redraw), Err(PyramidError::NeedTurned));
    assert_eq!(g, before);
    ok(&mut g, turned(Province));
    let e = ok(&mut g, redraw);
    assert!(e.contains(&Event::Redrawn {
        place: Place::M2,
        card: Province
    }));
    assert_eq!(g.card_at(Place::M2), Some(Province));
    assert_eq!(
        g.face_down().unwrap()[0],
        (Estate, 7),
        "the Estate set aside is face down"
    );
    assert_eq!(g.deck_len(), 24);
    // Cards told ahead are taken in the order turned, places in deal order.
    let mut g = own(Level::Normal);
    for card in SIX_ESTATES {
        ok(&mut g, turned(card));
    }
    ok(&mut g, turned(Province));
    ok(&mut g, turned(Duchy));
    ok(
        &mut g,
        Action::Redraw {
            first: Place::T,
            second: Some(Place::B2),
        },
    );
    assert_eq!(g.card_at(Place::B2), Some(Province));
    assert_eq!(g.card_at(Place::T), Some(Duchy));
    assert!(g.turned_waiting().is_empty());
}

/// P10 with the table's deck: a refill asks once for each place it fills, and a refusal
/// changes nothing.
#[test]
fn p10_own_deck_a_refill_waits_for_each_card() {
    let mut g = own(Level::Normal);
    for card in SIX_ESTATES {
        ok(&mut g, turned(card));
    }
    // Two cards scored a turn (7 cards, a 4th Action) from the lowest row, until a Start
    // turn finds the pyramid unstable: {M2, T} after two turns.
    // Told in turn: Duchy, Province, Duchy, Province...
    let tells = [Duchy, Province, Duchy, Province, Duchy, Province];
    let mut asked = 0;
    for _ in 0..4 {
        let empty_before = 6 - g.pyramid().len();
        let events = loop {
            let before = g.clone();
            match g.apply(START) {
                Err(PyramidError::NeedTurned) => {
                    assert_eq!(g, before, "a refusal changes nothing");
                    ok(&mut g, turned(tells[asked]));
                    asked += 1;
                }
                Ok(events) => break events,
                Err(e) => panic!("{e:?}"),
            }
        };
        if asked > 0 {
            assert_eq!(
                asked, empty_before,
                "one card asked for each place refilled"
            );
            assert_eq!(g.pyramid().len(), 6);
            assert!(g.turned_waiting().is_empty());
            // The cards told fill the empty places in deal order (after the cascade), the
            // first told first.
            let refilled: Vec<(Place, Card)> = events
                .iter()
                .filter_map(|e| match *e {
                    Event::Refilled { place, card } => Some((place, card)),
                    _ => None,
                })
                .collect();
            let places: Vec<Place> = refilled.iter().map(|r| r.0).collect();
            let mut in_order = places.clone();
            in_order.sort();
            assert_eq!(places, in_order, "deal order");
            let cards: Vec<Card> = refilled.iter().map(|r| r.1).collect();
            assert_eq!(cards, tells[..asked].to_vec(), "first told first placed");
            return;
        }
        for reaction in [Action::SevenCards, Action::FourthAction] {
            ok(&mut g, reaction);
            let place = g.choosable()[0];
            ok(&mut g, pick(place));
        }
        ok(&mut g, end(0));
    }
    panic!("no refill in four turns");
}

/// P29 with the table's deck: undo and redo across the deal and a card told; a save with a
/// card waiting reads back whole; a save from before the option reads as the app's shuffle.
#[test]
fn p29_own_deck_undo_redo_and_saves_keep_the_cards_told() {
    let mut g = own(Level::Advanced);
    for card in [Province, Estate, Duchy, Estate, Province, Duchy] {
        ok(&mut g, turned(card));
    }
    ok(&mut g, turned(Province));
    let after = g.clone();
    assert_eq!(g.undo().unwrap(), turned(Province));
    assert!(g.turned_waiting().is_empty());
    assert_eq!(g.undo().unwrap(), turned(Duchy));
    assert_eq!(g.to_deal(), Some(Place::T));
    assert_eq!(g.card_at(Place::T), None);
    g.redo().unwrap();
    g.redo().unwrap();
    assert_eq!(g, after);
    let text = ron::to_string(&g).unwrap();
    assert!(text.contains("own_deck:true"), "{text}");
    let loaded: PyramidGame = ron::from_str(&text).unwrap();
    assert_eq!(loaded, g);
    assert_eq!(loaded.turned_waiting(), &[Province]);
    let old = ron::to_string(&PyramidGame::new(normal()).unwrap()).unwrap();
    let old = old.replace(",own_deck:false", "");
    assert!(!old.contains("own_deck"));
    let loaded: PyramidGame = ron::from_str(&old).unwrap();
    assert!(!loaded.setup().own_deck);
    assert_eq!(loaded.to_deal(), None);
}

/// The first kind still face down in the table's deck, if any.
pub(super) fn any_face_down(g: &PyramidGame) -> Option<Card> {
    g.face_down()?
        .into_iter()
        .find(|&(_, n)| n > 0)
        .map(|(card, _)| card)
}

/// How many cards of the table's deck are still face down.
pub(super) fn face_down_count(g: &PyramidGame) -> usize {
    g.face_down().unwrap().iter().map(|&(_, n)| n).sum()
}

/// Plays `action`, telling the first kind face down each time a place waits for a card.
pub(super) fn telling(g: &mut PyramidGame, action: Action) {
    loop {
        match g.apply(action) {
            Err(PyramidError::NeedTurned) => {
                let card = any_face_down(g).expect("a card face down");
                ok(g, turned(card));
            }
            result => {
                result.unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"));
                return;
            }
        }
    }
}

/// Takes every card of the pyramid in the turn: each place gained where it may be, then
/// bought from the top down (the dearest first, as buys go), or scored by the AI where it is
/// owed a card.
pub(super) fn empty_the_pyramid(g: &mut PyramidGame) {
    for place in Place::ALL {
        if g.card_at(place).is_some() {
            let _ = g.apply(Action::Gain { place });
        }
    }
    while !g.pyramid().is_empty() {
        let filled: Vec<Place> = Place::ALL
            .into_iter()
            .rev()
            .filter(|&p| g.card_at(p).is_some())
            .collect();
        let taken = filled
            .iter()
            .any(|&p| g.apply(buy(p)).is_ok() || g.apply(pick(p)).is_ok());
        assert!(
            taken,
            "no card of the pyramid can be taken: {:?}",
            places(g)
        );
    }
}
