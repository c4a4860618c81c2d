//! The pyramid's buys, gains and Curses (P16-P22) in the table's words. The rules without
//! their words are tested in `crates/pyramid/tests/rules`.

use crate::common::pyramid_rules::*;
use Card::*;
use Place::*;
use coop_automa::modes::pyramid::*;

// ---- P16, P17: Gold, Platinum, Victory kingdom cards ----

#[test]
fn p16_gold_and_platinum_scores_less_by_half_the_overpay() {
    let gold: Vec<u8> = (0..5)
        .map(|o| count_for(Buy::Gold { overpay: o }))
        .collect();
    assert_eq!(gold, [1, 1, 0, 0, 0]);
    let plat: Vec<u8> = (0..6)
        .map(|o| count_for(Buy::Platinum { overpay: o }))
        .collect();
    assert_eq!(plat, [2, 2, 1, 1, 0, 0]);
    let mut g = in_turn(normal(), &[]);
    assert_eq!(
        refused(&mut g, Action::Buy(Buy::Gold { overpay: 31 })),
        "Overpay: $31 is out of range; enter $0 to $30."
    );
}

/// The limits of what a turn's entries may say: $30 of cost or overpay and 20 empty piles
/// are taken; one more is refused by name and changes nothing.
#[test]
fn p16_p17_p23_coins_up_to_30_and_empty_piles_up_to_20_are_taken() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    ok(&mut g, Action::Buy(Buy::Gold { overpay: MAX_COINS }));
    let mut g = in_turn(normal(), &SIX_ESTATES);
    ok(
        &mut g,
        Action::Buy(Buy::VictoryKingdom {
            cost: MAX_COINS,
            overpay: 0,
        }),
    );
    let mut g = in_turn(normal(), &SIX_ESTATES);
    let why = refused(
        &mut g,
        Action::Buy(Buy::Gold {
            overpay: MAX_COINS + 1,
        }),
    );
    assert!(why.contains("$31 is out of range"), "{why}");
    ok(&mut g, end(MAX_EMPTY_PILES));
    let mut g = in_turn(normal(), &SIX_ESTATES);
    let why = refused(&mut g, end(MAX_EMPTY_PILES + 1));
    assert!(why.contains("21 is out of range"), "{why}");
}

// ---- P18: buying a pyramid card ----

#[test]
fn p18_only_vp_cards_can_be_bought() {
    let mut g = in_turn(normal(), &SIX_ESTATES);
    ok(&mut g, Action::Gain { place: B1 });
    ok(
        &mut g,
        Action::GiveCurse {
            to: CurseTo::Place(B1),
        },
    );
    assert_eq!(
        refused(&mut g, buy(B1)),
        "Only VP cards can be taken from the pyramid: the Curse at B1 cannot."
    );
}

#[test]
fn p18_the_top_bonus_once_after_a_top_buy_until_end_turn() {
    let mut g = in_turn(normal(), &[Estate, Duchy, Estate, Estate, Estate, Duchy]);
    let move_ = Action::TopBonusMove { from: B2, to: T };
    assert_eq!(
        refused(&mut g, move_),
        "The top bonus comes only after buying the card at T this turn."
    );
    ok(&mut g, buy(T));
    // The Duchy at T scored 0 (1 - 2 levels): the bonus is open at once.
    assert!(g.top_bonus_available());
    assert!(refused(&mut g, Action::TopBonusMove { from: B2, to: M1 }).contains("M1 holds a card"));
    let events = ok(&mut g, move_);
    assert_eq!(
        events,
        vec![Event::BonusMoved {
            card: Duchy,
            from: B2,
            to: T
        }]
    );
    assert_eq!(
        refused(&mut g, Action::TopBonusSwap { a: B1, b: T }),
        "The top bonus is used already this turn: once."
    );
    ok(&mut g, end(0));
    ok(&mut g, START);
    assert!(refused(&mut g, Action::TopBonusSwap { a: B1, b: T }).contains("only after buying"));
}

/// Both sides of "after buying the card at T" (issue 26): a buy from another place, in the
/// middle row or the bottom one (and the AI's score for it), opens no top bonus; a top buy
/// later in the same turn does. The buys are dearest first (P19): Duchy $7 in the middle,
/// Province $8 at B1, then the Estate $6 at T.
#[test]
fn p18_the_top_bonus_is_refused_after_a_buy_from_another_row() {
    // B1, B2, B3, M1, M2, T.
    let deal = [Province, Estate, Estate, Duchy, Duchy, Estate];
    for place in [M1, M2, B1] {
        let mut g = in_turn(normal(), &deal);
        ok(&mut g, buy(place));
        if place == B1 {
            // The Province scores 2 at the bottom: the AI takes the two Estates beside it.
            ok(&mut g, pick(B2));
            ok(&mut g, pick(B3));
        }
        assert!(!g.top_bonus_available(), "after a buy from {place:?}");
        let other = if place == B1 { M1 } else { B1 };
        assert_eq!(
            refused(&mut g, Action::TopBonusSwap { a: other, b: T }),
            "The top bonus comes only after buying the card at T this turn.",
            "after a buy from {place:?}"
        );
        ok(&mut g, buy(T));
        assert!(
            g.top_bonus_available(),
            "a top buy after one from {place:?}"
        );
    }
}

#[test]
fn p18_the_top_bonus_swaps_vp_cards_only_and_waits_for_the_ais_score() {
    let mut g = in_turn(
        setup(Level::Normal, Mix::B),
        &[Estate, Duchy, Estate, Estate, Estate, Colony],
    );
    ok(&mut g, Action::GiveCurse { to: CurseTo::Trash });
    ok(&mut g, buy(T));
    // A Colony at T: 3 - 2 = 1 card owed first.
    assert!(!g.top_bonus_available());
    assert!(
        refused(&mut g, Action::TopBonusSwap { a: B1, b: B2 })
            .starts_with("The AI still scores 1 card")
    );
    ok(&mut g, pick(B3));
    ok(&mut g, Action::Gain { place: B1 });
    ok(
        &mut g,
        Action::GiveCurse {
            to: CurseTo::Place(B1),
        },
    );
    assert!(
        refused(&mut g, Action::TopBonusSwap { a: B1, b: B2 }).contains("the Curse at B1 cannot")
    );
    ok(&mut g, Action::TopBonusSwap { a: B2, b: M2 });
    assert_eq!(g.card_at(M2), Some(Duchy));
    assert_eq!(g.card_at(B2), Some(Estate));
}

// ---- P19: several buys ----

#[test]
fn p19_buys_are_entered_most_expensive_first() {
    let mut g = in_turn(normal(), &[]);
    ok(
        &mut g,
        Action::Buy(Buy::VictoryKingdom {
            cost: 4,
            overpay: 4,
        }),
    );
    assert_eq!(
        refused(&mut g, Action::Buy(Buy::Gold { overpay: 0 })),
        "Buy the Gold ($6) before the Victory kingdom card ($4): undo the Victory kingdom card to reorder."
    );
    // Equal costs in any order; cursing an Estate costs $0.
    ok(
        &mut g,
        Action::Buy(Buy::VictoryKingdom {
            cost: 4,
            overpay: 4,
        }),
    );
}

// ---- P20: gains ----

#[test]
fn p20_a_gain_takes_a_bottom_vp_card_with_no_reaction() {
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Duchy, Estate, Estate]);
    let events = ok(&mut g, Action::Gain { place: B1 });
    assert_eq!(
        events,
        vec![Event::Gained {
            card: Duchy,
            place: B1,
            cost: 5
        }]
    );
    assert_eq!(g.owed().0, 0);
    assert_eq!(g.taken(), &[Duchy]);
    assert_eq!(
        refused(&mut g, Action::Gain { place: M1 }),
        "Only a VP card in the bottom row can be gained: M1 is in the middle row."
    );
    // Not a buy for P19: a Gold can still follow a cheaper gain.
    ok(&mut g, Action::Buy(Buy::Gold { overpay: 2 }));
}

// ---- P21: a Curse given to the AI ----

#[test]
fn p21_a_given_curse_goes_to_an_empty_place_or_the_trash_with_the_top_card() {
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Estate, Estate, Estate]);
    assert_eq!(
        refused(
            &mut g,
            Action::GiveCurse {
                to: CurseTo::Place(B2)
            }
        ),
        "B2 holds a card: a given Curse goes to an empty place or to the trash."
    );
    ok(&mut g, Action::SevenCards);
    ok(&mut g, pick(B1));
    let events = ok(&mut g, Action::GiveCurse { to: CurseTo::Trash });
    assert_eq!(
        events,
        vec![Event::CurseGiven {
            to: CurseTo::Trash,
            with: Some(Duchy),
            left: 4
        }]
    );
    assert_eq!(g.trash(), &[Curse, Duchy]);
    assert_eq!(g.score_pile_len(), 0);
    let events = ok(&mut g, Action::GiveCurse { to: CurseTo::Trash });
    assert_eq!(
        events,
        vec![Event::CurseGiven {
            to: CurseTo::Trash,
            with: None,
            left: 3
        }]
    );
    ok(
        &mut g,
        Action::GiveCurse {
            to: CurseTo::Place(B1),
        },
    );
    assert_eq!(g.card_at(B1), Some(Curse));
    assert_eq!(g.owed().0, 0, "no reaction");
}

// ---- P22: cursing an Estate ----

#[test]
fn p22_cursing_an_estate_trashes_a_bottom_estate_for_0() {
    let mut g = in_turn(normal(), &[Duchy, Estate, Estate, Estate, Estate, Estate]);
    assert_eq!(
        refused(&mut g, Action::Buy(Buy::CurseEstate { place: B1 })),
        "Cursing an Estate needs an Estate in the bottom row: B1 holds a Duchy."
    );
    assert_eq!(
        refused(&mut g, Action::Buy(Buy::CurseEstate { place: M1 })),
        "Cursing an Estate needs an Estate in the bottom row: M1 holds an Estate."
    );
    ok(&mut g, Action::Buy(Buy::Gold { overpay: 3 }));
    let events = ok(&mut g, Action::Buy(Buy::CurseEstate { place: B2 }));
    assert_eq!(
        events,
        vec![Event::Bought {
            what: Bought::CurseEstate,
            cost: 0,
            place: Some(B2)
        }]
    );
    assert_eq!(g.trash(), &[Estate]);
    assert_eq!(g.curses_left(), 5);
    assert_eq!(g.owed().0, 0);
    // $0: nothing dearer after it.
    assert!(refused(&mut g, buy(B3)).contains("before the cursed Estate ($0)"));
}
