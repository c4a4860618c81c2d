//! The table's language: the words crate (`coop-automa-words`: Fluent, numbers, dates, the
//! system's language) with this app's catalogs (`assets/i18n/<lang>/*.ftl`, embedded in the
//! binary and the wasm): the app's own, the cards', and one per mode, named after its module
//! in the one list of modes (`crate::registry`): a mode without its catalog does not compile.

mod page;

pub use coop_automa_words::*;
pub use page::{PageWords, page_words};

macro_rules! catalogs {
    ($($variant:ident: $module:ident::$rules:ident),* $(,)?) => {
        /// Every catalog file, in every language.
        pub fn catalogs() -> &'static [Catalog] {
            static CATALOGS: &[Catalog] = &[
                catalog!("app"),
                catalog!("cards"),
                $(catalog!(stringify!($module)),)*
            ];
            CATALOGS
        }
    };
}

/// One catalog file in both languages, embedded.
macro_rules! catalog {
    ($name:expr) => {
        Catalog {
            name: $name,
            en: include_str!(concat!("../../../assets/i18n/en/", $name, ".ftl")),
            pt_br: include_str!(concat!("../../../assets/i18n/pt-BR/", $name, ".ftl")),
        }
    };
}

crate::registry::with_modes!(catalogs);

/// Gives the words this app's catalogs (once; every later call changes nothing).
pub fn install() {
    coop_automa_words::install(catalogs());
}

/// Sets the language of the sentences and of the card names (`None`: the cards follow the
/// sentences) for this thread, the app's catalogs installed.
pub fn set(words: Lang, cards: Option<Lang>) {
    install();
    coop_automa_words::set(words, cards);
}

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
