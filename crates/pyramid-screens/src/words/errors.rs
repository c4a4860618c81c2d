//! A refusal of the pyramid's rules in the table's language: the rule and what it refused
//! come as data (`PyramidError`), the words from the catalog.

use super::names::{
    a_card, bought_words, curse, estate, named, printed_plural, row_words, why_words,
};
use crate::i18n::t;
use coop_automa_pyramid::{
    Card, CoinField, FinalField, OncePerTurn, PyramidError, TurnEntry, TurnedFault,
};

/// A refusal, as the table reads it.
pub fn error_words(error: &PyramidError) -> String {
    use PyramidError::*;
    let plural = printed_plural;
    match error {
        EstatesNotAll { estates } => t!(
            "pyramid-err-estates",
            estates = plural(Card::Estate),
            asked = *estates
        ),
        OverCap { card, cap, asked } => t!(
            "pyramid-err-cap",
            cap = *cap,
            cards = plural(*card),
            asked = *asked
        ),
        ColoniesOverProvinces {
            colonies,
            provinces,
        } => t!(
            "pyramid-err-colonies",
            colonies = plural(Card::Colony),
            provinces = plural(Card::Province),
            c = *colonies,
            p = *provinces
        ),
        ProvincesOverDuchies { provinces, duchies } => t!(
            "pyramid-err-provinces",
            provinces = plural(Card::Province),
            duchies = plural(Card::Duchy),
            p = *provinces,
            d = *duchies
        ),
        NotThirty { total } => t!("pyramid-err-thirty", total = *total),
        MasterColonies { needed, colonies } => t!(
            "pyramid-err-master",
            needed = *needed,
            colonies = plural(Card::Colony),
            asked = *colonies
        ),
        AttackNameTooLong { max } => t!("pyramid-err-attack-name", max = *max),
        NoSeed => t!("pyramid-err-seed"),
        OrderLength {
            attacks,
            expected,
            got,
        } => t!(
            "pyramid-err-order-length",
            attacks = if *attacks { "yes" } else { "no" },
            expected = *expected,
            got = *got
        ),
        OrderHasCurse => t!(
            "pyramid-err-order-curse",
            curse = curse(),
            curses = plural(Card::Curse)
        ),
        OrderCount {
            card,
            expected,
            got,
        } => t!(
            "pyramid-err-order-count",
            expected = *expected,
            cards = plural(*card),
            got = *got
        ),
        OrderNotVp {
            position,
            card,
            attack_name,
        } => t!(
            "pyramid-err-order-first",
            position = *position,
            card = named(*card, Some(attack_name), 1)
        ),
        DeckOverflow => t!("pyramid-err-deck-overflow"),
        NotScored => t!("pyramid-err-not-scored"),
        GameOver => t!("pyramid-err-over"),
        NotOverYet => t!("pyramid-err-not-over"),
        StillOwed { owed, why: None } => t!("pyramid-err-owed", count = *owed),
        StillOwed {
            owed,
            why: Some(why),
        } => t!("pyramid-err-owed-for", count = *owed, why = why_words(*why)),
        BeforeTurnOne => t!("pyramid-err-before-turn"),
        AdjustmentAfterTurnOne => t!("pyramid-err-adjust-late"),
        AdjustmentMade => t!("pyramid-err-adjust-once"),
        AdjustEmpty { place } => t!("pyramid-err-adjust-empty", place = place.name()),
        SwapSamePlace => t!("pyramid-err-swap-same"),
        RedrawSamePlace => t!("pyramid-err-redraw-same"),
        NoVpToRedraw => t!("pyramid-err-no-vp"),
        DeckFull => t!("pyramid-err-deck-full"),
        Turned(TurnedFault::AppShuffles) => t!("pyramid-err-turned-app-shuffles"),
        Turned(TurnedFault::NothingToTurn) => t!("pyramid-err-nothing-to-turn"),
        Turned(TurnedFault::NoneFaceDown { card }) => t!(
            "pyramid-err-none-face-down",
            card = super::names::printed(*card)
        ),
        NeedTurned => t!("pyramid-err-need-turned"),
        DealFirst => t!("pyramid-err-deal-first"),
        NothingOwed => t!("pyramid-err-nothing-owed"),
        PickEmpty { place } => t!("pyramid-err-pick-empty", place = place.name()),
        PickNotLowest { row } => t!("pyramid-err-pick-row", row = row_words(*row)),
        NotInTurn { what } => match what {
            TurnEntry::SevenCards => t!("pyramid-err-turn-seven"),
            TurnEntry::FourthAction => t!("pyramid-err-turn-fourth"),
            TurnEntry::Buy => t!("pyramid-err-turn-buy"),
            TurnEntry::TopBonus => t!("pyramid-err-turn-bonus"),
            TurnEntry::Gain => t!("pyramid-err-turn-gain"),
            TurnEntry::GiveCurse => t!("pyramid-err-turn-curse", curse = curse()),
        },
        NoCurseToTake => t!("pyramid-err-no-curse-take", curse = curse()),
        OutpostTurn {
            what: OncePerTurn::SevenCards,
        } => t!("pyramid-err-outpost-seven"),
        OutpostTurn {
            what: OncePerTurn::FourthAction,
        } => t!("pyramid-err-outpost-fourth"),
        OnceDone {
            what: OncePerTurn::SevenCards,
        } => t!("pyramid-err-once-seven"),
        OnceDone {
            what: OncePerTurn::FourthAction,
        } => t!("pyramid-err-once-fourth"),
        Coins {
            field: CoinField::Overpay,
            coins,
            max,
        } => t!("pyramid-err-overpay", coins = *coins, max = *max),
        Coins {
            field: CoinField::Cost,
            coins,
            max,
        } => t!("pyramid-err-cost", coins = *coins, max = *max),
        PlaceEmpty { place } => t!("pyramid-err-place-empty", place = place.name()),
        NotVp {
            card,
            place,
            attack_name,
        } => t!(
            "pyramid-err-not-vp",
            card = named(*card, Some(attack_name), 1),
            place = place.name()
        ),
        NoEstateToCurse {
            place,
            holds: Some(card),
            attack_name,
        } => t!(
            "pyramid-err-no-estate",
            an_estate = a_card(&estate()),
            place = place.name(),
            a_card = a_card(&named(*card, Some(attack_name), 1))
        ),
        NoEstateToCurse {
            place, holds: None, ..
        } => t!(
            "pyramid-err-no-estate-empty",
            an_estate = a_card(&estate()),
            place = place.name()
        ),
        BuyOrder {
            bought,
            cost,
            last,
            last_cost,
        } => t!(
            "pyramid-err-buy-order",
            card = bought_words(*bought),
            cost = *cost,
            last = bought_words(*last),
            last_cost = *last_cost
        ),
        TopNotBought => t!("pyramid-err-top-not-bought"),
        TopBonusUsed => t!("pyramid-err-top-used"),
        BonusPlaceFull { place } => t!("pyramid-err-bonus-full", place = place.name()),
        GainNotBottom { place } => t!(
            "pyramid-err-gain-row",
            place = place.name(),
            row = row_words(place.row())
        ),
        NoCurseToGive => t!("pyramid-err-no-curse-give", curse = curse()),
        CursePlaceFull { place } => t!(
            "pyramid-err-curse-full",
            place = place.name(),
            curse = curse()
        ),
        CurseSupplyEmpty => t!("pyramid-err-supply-empty", curse = curse()),
        NoCurseToReturn => t!("pyramid-err-none-back", curse = curse()),
        TurnUnderWay { turn } => t!("pyramid-err-turn-on", turn = *turn),
        NoTurn => t!("pyramid-err-no-turn"),
        EmptyPiles { piles, max } => t!(
            "pyramid-err-piles",
            curse = curse(),
            piles = *piles,
            max = *max
        ),
        NoBuyOutsideTurn => t!("pyramid-err-no-buy-turn"),
        FinalCount { field, value, max } => t!(
            "pyramid-err-final",
            field = match field {
                FinalField::KingdomVp => "kingdom",
                FinalField::PlayerVp => "vp",
                FinalField::Curses => "curses",
                FinalField::Coppers => "coppers",
                FinalField::Shelters => "shelters",
                FinalField::Ruins => "ruins",
                FinalField::FullPiles => "full",
            },
            curses = plural(Card::Curse),
            coppers = crate::i18n::cards("card-copper", 2),
            value = *value,
            max = *max
        ),
        NothingToUndo => t!("pyramid-err-undo"),
        NothingToRedo => t!("pyramid-err-redo"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Attack card is named as the table typed it.
    #[test]
    fn a_refusal_names_the_attack_card_as_typed() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        let e = PyramidError::NotVp {
            card: Card::Attack,
            place: coop_automa_pyramid::Place::B1,
            attack_name: "Witch".into(),
        };
        assert_eq!(
            error_words(&e),
            "Only VP cards can be taken from the pyramid: the Witch at B1 cannot."
        );
    }
}
