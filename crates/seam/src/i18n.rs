//! The table's language for a mode's screens: the words crate (card names, numbers, dates),
//! and the two catalogs every mode's words lean on, the app's and the cards'
//! (`assets/i18n/<lang>/`). Every way this crate words something adds those two to the
//! words first (`install`, once): no word is its bare id for want of the app's install, in a
//! test or a tool that words before any app. A mode's screens add their own catalog the
//! same way (`mode_words!`).

pub use coop_automa_words::{
    Catalog, FluentArgs, FluentValue, Lang, args, capitalized, card_choice, card_lang, decimal,
    drawable, lang, set,
};

/// Adds catalogs to the words (a mode's own: `mode_words!`).
pub use coop_automa_words::install as add;

/// The app's and the cards' catalogs.
static SHARED: [Catalog; 2] = [APP, CARDS];

/// Adds the app's and the cards' catalogs to the words (once; a later call checks a flag).
pub fn install() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| coop_automa_words::install(&SHARED));
}

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
/// variables, through `tr` and `tr_args` (the app's and the cards' catalogs installed first).
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::tr($id)
    };
    ($id:literal, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($key), $value);)+
        $crate::i18n::tr_args($id, &args)
    }};
}

pub use crate::t;

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
/// with the others and which the mode's own words add first (its `tr`, `tr_args` and `t!`,
/// which shadow the seam's); for the crate's tests, a `set` that installs them too.
#[macro_export]
// The `t!` it defines in the mode's crate words through that crate's `tr`: `crate`, not `$crate`.
#[allow(clippy::crate_in_macro_def)]
macro_rules! mode_words {
    ($name:literal) => {
        $crate::mode_words!(@module $name, $);
    };
    (@module $name:literal, $d:tt) => {
        /// The table's language: the seam's, with this mode's own catalog.
        pub mod i18n {
            pub use $crate::i18n::{
                APP, CARDS, Catalog, FluentArgs, FluentValue, Lang, and_list, args, capitalized,
                card, card_choice, card_lang, cards, date, date_time, decimal, drawable, lang,
            };

            /// This mode's words.
            pub const CATALOG: Catalog = $crate::catalog!($name);

            /// Adds this mode's catalog, with the app's and the cards', to the words (once).
            pub fn install() {
                static OWN: [Catalog; 1] = [CATALOG];
                static ONCE: std::sync::Once = std::sync::Once::new();
                ONCE.call_once(|| {
                    $crate::i18n::install();
                    $crate::i18n::add(&OWN);
                });
            }

            /// The message `id` in the table's language, this mode's catalog installed.
            pub fn tr(id: &str) -> String {
                install();
                $crate::i18n::tr(id)
            }

            /// The message `id` with its variables, this mode's catalog installed.
            pub fn tr_args(id: &str, args: &FluentArgs) -> String {
                install();
                $crate::i18n::tr_args(id, args)
            }

            /// `t!` as the seam's, through this mode's `tr` and `tr_args`.
            macro_rules! t {
                ($d id:literal) => {
                    crate::i18n::tr($d id)
                };
                ($d id:literal, $d($d key:ident = $d value:expr),+ $d(,)?) => {{
                    let mut args = crate::i18n::FluentArgs::new();
                    $d(args.set(stringify!($d key), $d value);)+
                    crate::i18n::tr_args($d id, &args)
                }};
            }

            pub(crate) use t;

            /// The language for this thread's words (this mode's catalogs installed).
            pub fn set(words: Lang, cards: Option<Lang>) {
                install();
                $crate::i18n::set(words, cards);
            }
        }
    };
}
