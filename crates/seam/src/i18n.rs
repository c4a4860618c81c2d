//! The table's language for a mode's screens: the words crate (`t!`, card names, numbers),
//! and the two catalogs every mode's words lean on, the app's and the cards'
//! (`assets/i18n/<lang>/`). The app installs them with each mode's own before its first
//! word; a mode's tests install them with theirs (`mode_words!`).

pub use coop_automa_words::{
    Catalog, FluentArgs, FluentValue, Lang, and_list, args, capitalized, card, card_choice,
    card_lang, cards, date, date_time, decimal, drawable, install, lang, set, t, time_of_day, tr,
    tr_args,
};

/// One catalog file in both languages, embedded: `assets/i18n/<lang>/<name>.ftl`.
#[macro_export]
macro_rules! catalog {
    ($name:expr) => {
        $crate::i18n::Catalog {
            name: $name,
            en: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../assets/i18n/en/",
                $name,
                ".ftl"
            )),
            pt_br: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../assets/i18n/pt-BR/",
                $name,
                ".ftl"
            )),
        }
    };
}

/// The app's own words (its tools, dialogs and every mode's shared ones).
pub const APP: Catalog = catalog!("app");
/// The cards' names, one physical card one name whichever mode counts it.
pub const CARDS: Catalog = catalog!("cards");

/// A mode's screens crate's `i18n` module, the same in each: the seam's words with the
/// mode's own catalog (`assets/i18n/<lang>/<name>.ftl`) as `CATALOG`, which the app installs
/// with the others; for the crate's tests, a `set` that installs the catalogs the mode words
/// from first (its tests word with nothing else around them).
#[macro_export]
macro_rules! mode_words {
    ($name:literal) => {
        /// The table's language: the seam's, with this mode's own catalog.
        pub mod i18n {
            pub use $crate::i18n::*;

            /// This mode's words.
            pub const CATALOG: Catalog = $crate::catalog!($name);

            /// The language for this thread's words, this mode's catalogs installed first.
            #[cfg(test)]
            pub fn set(words: Lang, cards: Option<Lang>) {
                static CATALOGS: [Catalog; 3] = [APP, CARDS, CATALOG];
                $crate::i18n::install(&CATALOGS);
                $crate::i18n::set(words, cards);
            }
        }
    };
}
