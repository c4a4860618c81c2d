//! Buying and gaining pyramid cards, and what the AI scores for them (P16-P22).

use crate::common::*;
use Card::*;
use Place::*;
use coop_automa_pyramid::*;

// ---- P16, P17: Gold, Platinum, Victory kingdom cards ----

#[test]
fn p17_a_victory_kingdom_card_scores_two_less_half_the_overpay() {
    assert_eq!(
        count_for(Buy::VictoryKingdom {
            cost: 4,
            overpay: 0
        }),
        2
    );
    assert_eq!(
        count_for(Buy::VictoryKingdom {
            cost: 4,
            overpay: 3
        }),
        1
    );
    // Gardens bought for $8: 0.
    assert_eq!(
        count_for(Buy::VictoryKingdom {
            cost: 4,
            overpay: 4
        }),
        0
    );
}

// ---- P18: buying a pyramid card ----

#[test]
fn p18_the_count_falls_by_one_per_level_and_the_card_leaves_first() {
    let mut g = in_turn(normal(), &[Estate, Estate, Estate, Duchy, Estate, Province]);
    assert_eq!(g.cost_at(M1), Some(7));
    assert_eq!(g.cost_at(T), Some(12));
    assert_eq!(g.cost_at(B1), Some(2));
    let events = ok(&mut g, buy(T));
    assert_eq!(
        events[0],
        Event::Bought {
            what: Bought::Pyramid(Province),
            cost: 12,
            place: Some(T)
        }
    );
    assert_eq!(
        events[1],
        Event::AiScoresNothing {
            why: Some(Reaction::Buy(Bought::Pyramid(Province)))
        }
    );
    assert_eq!(g.taken(), &[Province]);
    assert_eq!(g.card_at(T), None);
    ok(&mut g, end(0));
    let mut g = in_turn(
        setup(Level::Normal, Mix::B),
        &[Colony, Estate, Estate, Estate, Colony, Estate],
    );
    ok(&mut g, buy(M2));
    assert_eq!(g.owed().0, 2);
    ok(&mut g, pick(B1));
    ok(&mut g, pick(B2));
    ok(&mut g, end(0));
    let mut g = in_turn(
        setup(Level::Normal, Mix::B),
        &[Colony, Estate, Estate, Estate, Estate, Estate],
    );
    ok(&mut g, buy(B1));
    assert_eq!(g.owed().0, 3);
    // The bought card left first: the AI scores from the other two bottom cards, then M1.
    assert_eq!(g.choosable(), vec![B2, B3]);
    // A Duchy from the bottom row: one card; a Province: two.
    for (card, owed) in [(Duchy, 1), (Province, 2)] {
        let mut g = in_turn(normal(), &[card, Estate, Estate, Estate, Estate, Estate]);
        ok(&mut g, buy(B1));
        assert_eq!(g.owed().0, owed, "{card:?}");
    }
}

/// P18's two tables, every VP card at every level, as the spec writes them: the cost at
/// bottom/middle/top and the AI's count for the buy.
#[test]
fn p18_every_vp_card_at_every_level_costs_and_scores_as_the_table() {
    for (card, costs, counts) in [
        (Estate, [2, 4, 6], [0, 0, 0]),
        (Duchy, [5, 7, 9], [1, 0, 0]),
        (Province, [8, 10, 12], [2, 1, 0]),
        (Colony, [11, 13, 15], [3, 2, 1]),
    ] {
        // The deal fills B1, B2, B3, M1, M2, T: the card at B1, M1 or T, Estates around it.
        for (level, place) in [B1, M1, T].into_iter().enumerate() {
            let mut top = SIX_ESTATES;
            top[[0, 3, 5][level]] = card;
            let mut g = in_turn(setup(Level::Normal, Mix::B), &top);
            assert_eq!(g.card_at(place), Some(card));
            assert_eq!(
                g.cost_at(place),
                Some(costs[level]),
                "{card:?} at {place:?}"
            );
            let events = ok(&mut g, buy(place));
            assert_eq!(
                events[0],
                Event::Bought {
                    what: Bought::Pyramid(card),
                    cost: costs[level],
                    place: Some(place)
                }
            );
            assert_eq!(g.owed().0, counts[level], "{card:?} bought at {place:?}");
        }
    }
}

// ---- P19: several buys ----

#[test]
fn p19_one_reaction_the_largest_count_of_the_turns_buys() {
    // A Province from the bottom (2), then a Gold (1): 2 in all.
    let mut g = in_turn(normal(), &[Province, Duchy, Estate, Estate, Estate, Estate]);
    ok(&mut g, buy(B1));
    ok(&mut g, pick(B3));
    ok(&mut g, pick(B2));
    let events = ok(&mut g, Action::Buy(Buy::Gold { overpay: 0 }));
    assert_eq!(
        events[1],
        Event::AiScoresNothing {
            why: Some(Reaction::Buy(Bought::Gold))
        }
    );
    assert_eq!(g.score_pile_len(), 2);
    // A Province from the middle (1), then a Duchy from the bottom (1): 1 in all.
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Province, Estate, Estate]);
    ok(&mut g, buy(M1));
    ok(&mut g, pick(B3));
    let events = ok(&mut g, buy(B1));
    assert_eq!(
        events[1],
        Event::AiScoresNothing {
            why: Some(Reaction::Buy(Bought::Pyramid(Duchy)))
        }
    );
}

#[test]
fn p19_gold_then_gardens_scores_one_then_one_more() {
    let mut g = in_turn(normal(), &[]);
    ok(&mut g, Action::Buy(Buy::Gold { overpay: 0 }));
    assert_eq!(g.owed().0, 1);
    ok(&mut g, pick(B1));
    let events = ok(
        &mut g,
        Action::Buy(Buy::VictoryKingdom {
            cost: 4,
            overpay: 0,
        }),
    );
    assert_eq!(
        events[1],
        Event::AiOwes {
            count: 1,
            asked: 1,
            why: Reaction::Buy(Bought::VictoryKingdom)
        }
    );
    ok(&mut g, pick(B2));
    // Counts start afresh each turn, and so does the order.
    ok(&mut g, end(0));
    ok(&mut g, START);
    ok(&mut g, Action::Buy(Buy::Gold { overpay: 0 }));
    assert_eq!(g.owed().0, 1);
}
