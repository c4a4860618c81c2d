//! The table's language: every word a player reads comes from a Fluent catalog, formatted
//! here. The app installs its catalogs once (`install`: the app's, the cards', each mode's,
//! embedded in the binary and the wasm); this crate knows no game, no message of its own and
//! no egui. Two choices are the table's own: the language of the sentences, and the language
//! the table's cards are printed in (a Brazilian table may own English cards). Both are set
//! for the thread at the start of every frame, so the window, the tests (one app per test
//! thread) and every function that words something agree without passing a language through
//! every call.

mod catalog;
mod detect;
pub mod drawable;
mod lang;
mod numbers;
#[cfg(test)]
mod test_catalogs;

pub use catalog::{Catalog, install, installed};
pub use detect::system_lang;
pub use drawable::drawable;
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use lang::Lang;
pub use numbers::{date, date_time, decimal, time_of_day};
use std::cell::Cell;

thread_local! {
    static WORDS: Cell<Lang> = const { Cell::new(Lang::En) };
    static CARDS: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Sets the language of the sentences and of the card names (`None`: the cards follow the
/// sentences) for this thread.
pub fn set(words: Lang, cards: Option<Lang>) {
    WORDS.with(|w| w.set(words));
    CARDS.with(|c| c.set(cards));
}

/// The table's own choice for the card names (`None`: as the sentences).
pub fn card_choice() -> Option<Lang> {
    CARDS.with(Cell::get)
}

/// The language the sentences are in now.
pub fn lang() -> Lang {
    WORDS.with(Cell::get)
}

/// The language the card names are in now.
pub fn card_lang() -> Lang {
    card_choice().unwrap_or_else(lang)
}

/// The message `id` in the table's language.
pub fn tr(id: &str) -> String {
    catalog::format(lang(), id, None)
}

/// The message `id` with its variables.
pub fn tr_args(id: &str, args: &FluentArgs) -> String {
    catalog::format(lang(), id, Some(args))
}

/// A card's name (message `id`, "card-…") as printed on the table's cards.
pub fn card(id: &str) -> String {
    cards(id, 1)
}

/// A card's name for `count` of them: "Duchy", "Duchies" ("Ducado", "Ducados").
pub fn cards(id: &str, count: usize) -> String {
    catalog::format(card_lang(), id, Some(&args([("count", count.into())])))
}

/// The arguments of a message: `args([("n", 3.into()), ("name", "Ann".into())])`.
pub fn args<'a, const N: usize>(pairs: [(&'a str, FluentValue<'a>); N]) -> FluentArgs<'a> {
    let mut out = FluentArgs::with_capacity(N);
    for (k, v) in pairs {
        out.set(k, v);
    }
    out
}

/// "Ann", "Ann and Bea", "Ann, Bea and Cam": a list in the table's language, its joints
/// from the catalog ("Ann, Bea e Cam").
/// A phrase made the start of a sentence: its first letter upper case (a verdict the
/// catalogs write in lower case, for the middle of a line, opening a comment).
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_owned(),
        [init @ .., last] => {
            let head = init
                .iter()
                .map(|s| s.as_ref().to_owned())
                .reduce(|a, b| tr_args("list-comma", &args([("a", a.into()), ("b", b.into())])))
                .unwrap_or_default();
            tr_args(
                "list-and",
                &args([("a", head.into()), ("b", last.as_ref().into())]),
            )
        }
    }
}

/// A message in the table's language: `t!("id")`, or `t!("id", n = 3, name = who)` with its
/// variables (any number, string or `FluentValue`).
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::tr($id)
    };
    ($id:literal, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::FluentArgs::new();
        $(args.set(stringify!($key), $value);)+
        $crate::tr_args($id, &args)
    }};
}
