//! The cards every mode names, by their catalog ids (assets/i18n/<lang>/cards.ftl): one
//! physical card has one name at the table whichever mode counts it, in the language the
//! table's cards are printed in (`i18n::card_lang`).

use super::i18n;
use crate::modes::{coop, duel, pyramid};

/// A card kind of any mode, by its catalog id.
pub trait CardName: Copy {
    /// The card's id in cards.ftl.
    fn card_id(self) -> &'static str;
    /// The card's name as printed on the table's cards.
    fn card_name(self) -> String {
        i18n::card(self.card_id())
    }
    /// The name for `count` of them: "Duchies", "Ducados".
    fn card_names(self, count: usize) -> String {
        i18n::cards(self.card_id(), count)
    }
}

impl CardName for coop::Treasure {
    fn card_id(self) -> &'static str {
        match self {
            coop::Treasure::Copper => "card-copper",
            coop::Treasure::Silver => "card-silver",
        }
    }
}

impl CardName for coop::Hex {
    fn card_id(self) -> &'static str {
        match self {
            coop::Hex::BadOmens => "card-bad-omens",
            coop::Hex::Delusion => "card-delusion",
            coop::Hex::Envy => "card-envy",
            coop::Hex::Famine => "card-famine",
            coop::Hex::Fear => "card-fear",
            coop::Hex::Greed => "card-greed",
            coop::Hex::Haunting => "card-haunting",
            coop::Hex::Locusts => "card-locusts",
            coop::Hex::Misery => "card-misery",
            coop::Hex::Plague => "card-plague",
            coop::Hex::Poverty => "card-poverty",
            coop::Hex::War => "card-war",
        }
    }
}

impl CardName for coop::Card {
    fn card_id(self) -> &'static str {
        match self {
            coop::Card::Treasure(t) => t.card_id(),
            coop::Card::Hex(h) => h.card_id(),
        }
    }
}

impl CardName for coop::StateCard {
    fn card_id(self) -> &'static str {
        match self {
            coop::StateCard::Deluded => "card-deluded",
            coop::StateCard::Envious => "card-envious",
            coop::StateCard::Miserable => "card-miserable",
            coop::StateCard::TwiceMiserable => "card-twice-miserable",
        }
    }
}

impl CardName for coop::SupplyPile {
    fn card_id(self) -> &'static str {
        match self {
            coop::SupplyPile::Duchy => "card-duchy",
            coop::SupplyPile::Province => "card-province",
            coop::SupplyPile::Colony => "card-colony",
        }
    }
}

/// The pyramid's cards; its Attack card is named by the setup, not here (`None`).
pub fn pyramid_card_id(card: pyramid::Card) -> Option<&'static str> {
    match card {
        pyramid::Card::Estate => Some("card-estate"),
        pyramid::Card::Duchy => Some("card-duchy"),
        pyramid::Card::Province => Some("card-province"),
        pyramid::Card::Colony => Some("card-colony"),
        pyramid::Card::Curse => Some("card-curse"),
        pyramid::Card::Attack => None,
    }
}

impl CardName for duel::CurseCard {
    fn card_id(self) -> &'static str {
        match self {
            duel::CurseCard::Curse => "card-curse",
            duel::CurseCard::GiveAndTake => "card-give-and-take",
            duel::CurseCard::Contagion => "card-contagion",
            duel::CurseCard::CursedGold => "card-cursed-gold",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_are_named_as_printed_on_the_tables_cards() {
        i18n::set(i18n::Lang::PtBr, None);
        assert_eq!(coop::SupplyPile::Duchy.card_name(), "Ducado");
        assert_eq!(coop::SupplyPile::Province.card_names(2), "Províncias");
        // Kept in English: no Brazilian printing of it is known for certain.
        assert_eq!(coop::Hex::Greed.card_name(), "Greed");
        // A Brazilian table with English cards.
        i18n::set(i18n::Lang::PtBr, Some(i18n::Lang::En));
        assert_eq!(coop::SupplyPile::Duchy.card_names(3), "Duchies");
        assert_eq!(duel::CurseCard::Curse.card_name(), "Curse");
        i18n::set(i18n::Lang::En, Some(i18n::Lang::PtBr));
        assert_eq!(duel::CurseCard::Curse.card_name(), "Maldição");
        i18n::set(i18n::Lang::En, None);
        assert_eq!(coop::Treasure::Copper.card_names(1), "Copper");
    }
}
