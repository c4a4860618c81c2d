//! The mix, the levels, the deal, the setup adjustment and hidden information (P2-P8), one or
//! more tests per rule of `../shared/RULES-PYRAMID.md` (P1-P30), named after it, each with a
//! stacked deck and exact outcomes.

use crate::common::*;
use Card::*;
use Place::*;
use coop_automa_pyramid::*;

// ---- P2: the mix ----

#[test]
fn p2_presets_are_legal_and_25_mixes_qualify() {
    assert!(Mix::A.validate().is_ok());
    assert!(Mix::B.validate().is_ok());
    assert_eq!(Mix::A.preset(), Some("A"));
    assert_eq!(Mix::new(12, 9, 9, 0).preset(), None);
    let all = Mix::all_legal();
    assert_eq!(all.len(), 25);
    assert!(all.iter().all(|m| m.cards().len() == 30));
}

// ---- P3: levels ----

/// P3's table, row by row as the spec writes it: (level, the AI's points per VP card in its
/// pile, `None` for face value; Attack cards in the deck; points per VP card left; every
/// player penalty counted, not Curses only).
#[test]
fn p3_every_level_scores_as_its_row_of_the_table() {
    for (level, per_card, attacks, per_left, all_penalties) in [
        (Level::Easy, Some(2), 0, 1, false),
        (Level::Normal, Some(3), 0, 1, true),
        (Level::Advanced, Some(4), 5, 1, true),
        (Level::Expert, Some(5), 5, 2, true),
        (Level::Master, None, 5, 2, true),
    ] {
        // A mix every level accepts (Master needs 4 Colonies or more).
        let s = setup(level, Mix::new(12, 6, 6, 6));
        let dealt = PyramidGame::new(s.clone()).unwrap();
        assert_eq!(
            dealt.deck_len(),
            24 + attacks,
            "{level:?}: the deck after the deal"
        );
        // The AI scores B1 and B2 (a Colony and a Duchy); 28 VP cards stay in play.
        let mut g = over_with_score_pile(s, &[Colony, Duchy, Estate], 2, 2);
        assert_eq!(g.score_pile(), Some(&[Colony, Duchy][..]));
        ok(&mut g, Action::Final(entries()));
        let f = *g.final_score().unwrap();
        // Face value at Master: Colony 10, Duchy 3.
        let ai_points = per_card.map_or(10 + 3, |per| 2 * per);
        assert_eq!(f.to_beat.ai_points, ai_points, "{level:?}: the AI's pile");
        assert_eq!(f.to_beat.cards_left, 28);
        assert_eq!(
            f.to_beat.left_points,
            28 * per_left,
            "{level:?}: cards left"
        );
        // entries(): 50 VP, 2 Curses; the other penalties (P27's example) take 18 more.
        let player = if all_penalties { 50 - 2 - 18 } else { 50 - 2 };
        assert_eq!(f.player.total, player, "{level:?}: the player's penalties");
    }
}

// ---- P4: the places and the deal ----

#[test]
fn p4_places_touch_in_exactly_nine_pairs() {
    let mut pairs = Vec::new();
    for a in Place::ALL {
        for b in Place::ALL {
            if a < b && a.touches(b) {
                pairs.push((a, b));
            }
        }
    }
    assert_eq!(
        pairs,
        vec![
            (B1, B2),
            (B1, M1),
            (B2, B3),
            (B2, M1),
            (B2, M2),
            (B3, M2),
            (M1, M2),
            (M1, T),
            (M2, T)
        ]
    );
    assert!(!B1.touches(B3) && !B1.touches(M2) && !B3.touches(M1) && !B1.touches(T));
}

#[test]
fn p4_the_deal_fills_b1_b2_b3_m1_m2_t_in_order() {
    let g = stacked(
        normal(),
        &[Estate, Duchy, Province, Duchy, Estate, Province, Duchy],
    );
    assert_eq!(
        places(&g),
        [
            Some(Estate),
            Some(Duchy),
            Some(Province),
            Some(Duchy),
            Some(Estate),
            Some(Province)
        ]
    );
    assert_eq!(g.deck_len(), 24);
    assert_eq!(g.deck_hidden()[0], Duchy);
    assert_eq!(g.curses_left(), 5);
    assert_eq!(g.turn(), 0);
}

#[test]
fn p4_a_seeded_deal_is_the_same_each_time_and_deals_only_vp_cards() {
    for seed in 0..50 {
        let s = Setup::new(Level::Expert, Mix::B, Some(seed));
        let a = PyramidGame::new(s.clone()).unwrap();
        let b = PyramidGame::new(s).unwrap();
        assert_eq!(a, b);
        assert!(a.pyramid().cards().all(Card::is_vp));
        assert_eq!(a.deck_len(), 29);
    }
    assert!(PyramidGame::new(Setup::new(Level::Easy, Mix::A, None)).is_err());
}

// ---- P5: the setup adjustment ----

#[test]
fn p5_a_redraw_takes_the_topmost_vp_cards_passing_over_attacks_then_shuffles() {
    let s = setup(Level::Advanced, Mix::A);
    let top = [
        Estate, Estate, Estate, Estate, Estate, Estate, Attack, Province, Attack, Duchy,
    ];
    let mut g = stacked(s, &top);
    let deck_before = g.deck_hidden();
    let events = ok(
        &mut g,
        Action::Redraw {
            first: T,
            second: Some(B2),
        },
    );
    // In deal order: B2 first takes the Province (the Attack passed over), then T the Duchy.
    assert_eq!(g.card_at(B2), Some(Province));
    assert_eq!(g.card_at(T), Some(Duchy));
    assert_eq!(g.deck_len(), 29);
    assert_eq!(g.adjustment(), Adjustment::Redraw);
    let mut a = g.deck_hidden();
    let mut b = deck_before;
    b.remove(3); // the Duchy
    b.remove(1); // the Province
    b.extend([Estate, Estate]);
    a.sort();
    b.sort();
    assert_eq!(a, b, "the deck holds the same cards plus the two set aside");
    assert_eq!(
        events[..4],
        [
            Event::SetAside {
                place: B2,
                card: Estate
            },
            Event::SetAside {
                place: T,
                card: Estate
            },
            Event::Redrawn {
                place: B2,
                card: Province
            },
            Event::Redrawn {
                place: T,
                card: Duchy
            },
        ]
    );
    assert_eq!(events[4], Event::DeckShuffled { cards: 29 });
}

#[test]
fn p5_a_redraw_undone_and_redone_shuffles_the_same_way() {
    let mut g = stacked(normal(), &[]);
    ok(
        &mut g,
        Action::Redraw {
            first: B1,
            second: Some(M2),
        },
    );
    let after = g.clone();
    g.undo().unwrap();
    g.redo().unwrap();
    assert_eq!(g, after);
    g.undo().unwrap();
    ok(
        &mut g,
        Action::Redraw {
            first: B1,
            second: Some(M2),
        },
    );
    assert_eq!(g.deck_hidden(), after.deck_hidden());
}

// ---- P7: hidden information ----

#[test]
fn p7_the_score_pile_is_shown_only_once_the_game_is_over() {
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Estate, Estate, Estate]);
    ok(&mut g, Action::SevenCards);
    ok(&mut g, pick(B1));
    assert_eq!(g.score_pile_len(), 1);
    assert_eq!(g.score_pile(), None);
    ok(&mut g, end(3));
    assert_eq!(g.score_pile(), Some(&[Duchy][..]));
    g.undo().unwrap();
    assert_eq!(
        g.score_pile(),
        None,
        "hidden again when the ending is undone"
    );
}

#[test]
fn p7_the_score_to_beat_is_shown_only_once_the_game_is_over() {
    let mut g = over_with_score_pile(normal(), &[Duchy, Province, Estate], 2, 2);
    let t = g.score_to_beat().unwrap();
    assert_eq!((t.ai_points, t.kingdom_vp, t.total), (6, 0, 31));
    g.undo().unwrap();
    assert_eq!(g.score_to_beat(), None);
}
