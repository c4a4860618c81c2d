//! The coop's cards by their catalog ids: the automa's treasures, the Hexes, the States and the
//! Victory piles it takes from.

use crate::card_names::CardName;
use coop_automa_coop as coop;

impl CardName<crate::Screens> for coop::Treasure {
    fn card_id(self) -> &'static str {
        match self {
            coop::Treasure::Copper => "card-copper",
            coop::Treasure::Silver => "card-silver",
        }
    }
}

impl CardName<crate::Screens> for coop::Hex {
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

impl CardName<crate::Screens> for coop::Card {
    fn card_id(self) -> &'static str {
        match self {
            coop::Card::Treasure(t) => t.card_id(),
            coop::Card::Hex(h) => h.card_id(),
        }
    }
}

impl CardName<crate::Screens> for coop::StateCard {
    fn card_id(self) -> &'static str {
        match self {
            coop::StateCard::Deluded => "card-deluded",
            coop::StateCard::Envious => "card-envious",
            coop::StateCard::Miserable => "card-miserable",
            coop::StateCard::TwiceMiserable => "card-twice-miserable",
        }
    }
}

impl CardName<crate::Screens> for coop::SupplyPile {
    fn card_id(self) -> &'static str {
        match self {
            coop::SupplyPile::Duchy => "card-duchy",
            coop::SupplyPile::Province => "card-province",
            coop::SupplyPile::Colony => "card-colony",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n;

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
        i18n::set(i18n::Lang::En, Some(i18n::Lang::PtBr));
        assert_eq!(coop::Treasure::Silver.card_name(), "Prata");
        i18n::set(i18n::Lang::En, None);
        assert_eq!(coop::Treasure::Copper.card_names(1), "Copper");
    }
}
