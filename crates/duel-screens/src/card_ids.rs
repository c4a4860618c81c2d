//! The Duel's Curse cards by their catalog ids.

use crate::card_names::CardName;
use coop_automa_duel as duel;

impl CardName<crate::Screens> for duel::CurseCard {
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
    use crate::i18n;

    #[test]
    fn curse_cards_follow_the_tables_card_language() {
        i18n::set(i18n::Lang::PtBr, Some(i18n::Lang::En));
        assert_eq!(duel::CurseCard::Curse.card_name(), "Curse");
        i18n::set(i18n::Lang::En, Some(i18n::Lang::PtBr));
        assert_eq!(duel::CurseCard::Curse.card_name(), "Maldição");
        // Kept in English: no Brazilian printing known.
        assert_eq!(duel::CurseCard::CursedGold.card_name(), "Cursed Gold");
        i18n::set(i18n::Lang::En, None);
    }
}
