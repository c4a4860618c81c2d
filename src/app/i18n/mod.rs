//! The table's language: the words crate (`coop-automa-words`: Fluent, numbers, dates, the
//! system's language) with this app's catalogs (`assets/i18n/<lang>/*.ftl`, embedded in the
//! binary and the wasm): the app's own, the cards' (the seam's `APP` and `CARDS`), and each
//! mode's (its screens crate's `i18n::CATALOG`), by the one list of modes
//! (`crate::registry`): a mode without its catalog does not compile.

mod page;

pub use coop_automa_words::{
    Catalog, FluentArgs, FluentValue, Lang, args, capitalized, card_choice, card_lang, decimal,
    drawable, lang, system_lang,
};
pub use page::{PageWords, page_words};

macro_rules! catalogs {
    ($($variant:ident: $module:ident::$rules:ident),* $(,)?) => {
        /// Every catalog file, in every language.
        pub fn catalogs() -> &'static [Catalog] {
            static CATALOGS: &[Catalog] = &[
                coop_automa_seam::i18n::APP,
                coop_automa_seam::i18n::CARDS,
                $(super::$module::i18n::CATALOG,)*
            ];
            CATALOGS
        }
    };
}

crate::registry::with_modes!(catalogs);

/// Gives the words every catalog of the app (once): the seam's and each mode's together, so
/// the bundles are made once at the start. The seam and each mode's screens add their own
/// before their first word too (`coop_automa_seam::i18n`), so no word is ever its bare id for
/// want of this: the window's title is worded before the app's first frame, and a test may
/// word something first thing.
pub fn install() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| coop_automa_words::install(catalogs()));
}

/// Sets the language of the sentences and of the card names (`None`: the cards follow the
/// sentences) for this thread, the app's catalogs installed.
pub fn set(words: Lang, cards: Option<Lang>) {
    install();
    coop_automa_words::set(words, cards);
}

// The app words through the seam's functions and its `t!`: the app's own messages are in
// the seam's catalog of the app (`APP`).
pub use coop_automa_seam::i18n::{
    and_list, card, cards, date, date_time, time_of_day, tr, tr_args,
};
pub(crate) use coop_automa_seam::t;

#[cfg(test)]
mod tests {
    use super::{Lang, set, t};

    #[test]
    fn counts_are_grouped_by_thousands_as_each_language_writes_them() {
        set(Lang::En, None);
        assert_eq!(t!("games-title", n = 10_000), "10,000 games kept here");
        assert_eq!(t!("games-title", n = 1_650), "1650 games kept here");
        assert_eq!(t!("games-title", n = 9_999), "9999 games kept here");
        assert_eq!(t!("games-title", n = 999), "999 games kept here");
        set(Lang::PtBr, None);
        assert_eq!(
            t!("games-title", n = 10_000),
            "10.000 partidas guardadas aqui"
        );
        assert_eq!(t!("games-title", n = 1_650), "1650 partidas guardadas aqui");
        set(Lang::En, None);
    }

    #[test]
    fn the_apps_dates_say_an_unknown_time_in_each_language() {
        set(Lang::En, None);
        assert_eq!(super::date_time(0), "at an unknown time");
        set(Lang::PtBr, None);
        assert_eq!(super::date_time(0), "data desconhecida");
        set(Lang::En, None);
    }
}
