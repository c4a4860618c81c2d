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

// Every way the app words something installs the catalogs first (a check of a `OnceLock`), so
// no word is ever its bare id for want of an earlier `set`: the window's title is worded
// before the app's first frame, and a test may word something first thing. The seam and each
// mode's screens add their own catalogs the same way before their first word.

/// The message `id` in the table's language.
pub fn tr(id: &str) -> String {
    install();
    coop_automa_words::tr(id)
}

/// The message `id` with its variables.
pub fn tr_args(id: &str, args: &FluentArgs) -> String {
    install();
    coop_automa_words::tr_args(id, args)
}

/// A card's name as printed on the table's cards.
pub fn card(id: &str) -> String {
    install();
    coop_automa_words::card(id)
}

/// A card's name for `count` of them.
pub fn cards(id: &str, count: usize) -> String {
    install();
    coop_automa_words::cards(id, count)
}

/// "Ann, Bea and Cam" in the table's language.
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    install();
    coop_automa_words::and_list(items)
}

/// A moment in full, local, in the table's form.
pub fn date_time(at: i64) -> String {
    install();
    coop_automa_words::date_time(at)
}

/// A date alone, in the table's form.
pub fn date(at: i64) -> String {
    install();
    coop_automa_words::date(at)
}

/// A save time as the table reads it: "14:32" today, else the date and time.
pub fn time_of_day(at: i64) -> String {
    install();
    coop_automa_words::time_of_day(at)
}

/// A message in the table's language: `t!("id")`, or `t!("id", n = 3, name = who)` with its
/// variables (the words crate's `t!`, through the app's catalogs).
macro_rules! t {
    ($id:literal) => {
        $crate::app::i18n::tr($id)
    };
    ($id:literal, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::app::i18n::FluentArgs::new();
        $(args.set(stringify!($key), $value);)+
        $crate::app::i18n::tr_args($id, &args)
    }};
}

pub(crate) use t;

#[cfg(test)]
mod tests {
    use super::{Lang, set};

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
