//! Cards named by their catalog ids (assets/i18n/<lang>/cards.ftl): one physical card has one
//! name at the table whichever mode counts it, in the language the table's cards are printed
//! in (`i18n::card_lang`). Each mode gives its card kinds their ids in its own folder.

use crate::i18n;

/// A card kind of any mode, by its catalog id. `M` is the type of the mode's screens
/// (`<mode>::Screens`) that names its cards: the rules' card types are another crate's, and
/// only a trait that names a type of the mode's screens may be implemented for them there.
pub trait CardName<M>: Copy {
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
