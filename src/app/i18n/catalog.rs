//! The catalogs, embedded (no file is read at run time, on the desktop or the web), parsed
//! once into one Fluent bundle per language. Fluent's Unicode isolation marks are off: our
//! font has no glyph for them, and egui would draw each as a box.

use super::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::borrow::Cow;
use std::sync::OnceLock;

/// One catalog file in every language.
pub struct Catalog {
    /// Its name under `assets/i18n/<lang>/`, without ".ftl".
    pub name: &'static str,
    pub en: &'static str,
    pub pt_br: &'static str,
}

/// The app's own catalogs and the cards', then one per mode, named after its module in the
/// one list of modes (`crate::registry`): a mode without its catalog does not compile.
macro_rules! catalogs {
    ($($variant:ident: $module:ident::$rules:ident),* $(,)?) => {
        /// Every catalog file, in every language.
        pub fn catalogs() -> &'static [Catalog] {
            &[
                catalog!("app"),
                catalog!("cards"),
                $(catalog!(stringify!($module)),)*
            ]
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

type Bundle = FluentBundle<FluentResource>;

struct Bundles {
    en: Bundle,
    pt_br: Bundle,
    pseudo: Bundle,
}

fn bundles() -> &'static Bundles {
    static BUNDLES: OnceLock<Bundles> = OnceLock::new();
    BUNDLES.get_or_init(|| Bundles {
        en: bundle(Lang::En, |c| c.en),
        pt_br: bundle(Lang::PtBr, |c| c.pt_br),
        pseudo: {
            let mut b = bundle(Lang::En, |c| c.en);
            b.set_transform(Some(pseudo_text));
            b
        },
    })
}

/// A language's bundle. A catalog that does not parse whole keeps the messages that do (the
/// catalog test fails on any error; a player sees English for the rest).
fn bundle(lang: Lang, source: fn(&Catalog) -> &'static str) -> Bundle {
    let tag = if lang == Lang::Pseudo {
        "en"
    } else {
        lang.tag()
    };
    let langid = tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    for catalog in catalogs() {
        let resource = match FluentResource::try_new(source(catalog).to_owned()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        // A message defined twice keeps its first text.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// Formats message `id` in `lang`: the English text where the language lacks it, the id
/// itself where no catalog has it (the catalog test makes both impossible).
pub(super) fn format(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    let all = bundles();
    let bundle = match lang {
        Lang::En => &all.en,
        Lang::PtBr => &all.pt_br,
        Lang::Pseudo => &all.pseudo,
    };
    let text = formatted(bundle, id, args)
        .or_else(|| formatted(&all.en, id, args))
        .unwrap_or_else(|| id.to_owned());
    if lang == Lang::Pseudo {
        format!("«{text}»")
    } else {
        text
    }
}

fn formatted(bundle: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    // A name or a file's name placed in a sentence, as the app can draw it (`drawable`): a
    // newline in a hand-edited name never breaks the title line, an emoji is a "?".
    let clean = |args: &FluentArgs| {
        args.iter().all(|(_, v)| match v {
            fluent_bundle::FluentValue::String(s) => s.chars().all(super::drawable::has),
            _ => true,
        })
    };
    let owned = args.filter(|args| !clean(args)).map(|args| {
        let mut drawn = FluentArgs::new();
        for (key, value) in args.iter() {
            match value {
                fluent_bundle::FluentValue::String(s) => {
                    drawn.set(key.to_owned(), super::drawable(s).into_owned());
                }
                other => drawn.set(key.to_owned(), other.clone()),
            }
        }
        drawn
    });
    let args = owned.as_ref().or(args);
    let text = bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned();
    Some(match args {
        Some(args) => one_full_stop(text, args),
        None => text,
    })
}

/// A sentence placed in a message where a full stop follows it ("Could not open g.ron: it
/// is not a file."): one full stop, not two. Only at the sentence's own end: a path's
/// "../" and an ellipsis stay as they are.
fn one_full_stop(text: String, args: &FluentArgs) -> String {
    let mut text = text;
    for (_, value) in args.iter() {
        if let fluent_bundle::FluentValue::String(s) = value
            && s.ends_with('.')
            && !s.ends_with("..")
        {
            let doubled = format!("{s}.");
            if text.contains(&doubled) && !text.contains(&format!("{s}..")) {
                text = text.replace(&doubled, s);
            }
            // Closed in brackets before the message's own stop: "(… character.)." → "(…
            // character).".
            let bracketed = format!("{s}).");
            if text.contains(&bracketed) {
                text = text.replace(&bracketed, &format!("{}).", &s[..s.len() - 1]));
            }
        }
    }
    text
}

/// The pseudo-language's text: every letter accented and every vowel said twice (English
/// comes out about 40% longer, as Portuguese and German often do).
fn pseudo_text(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        let accented = match c {
            'a' => 'á',
            'e' => 'é',
            'i' => 'í',
            'o' => 'ó',
            'u' => 'ú',
            'A' => 'Á',
            'E' => 'É',
            'I' => 'Í',
            'O' => 'Ó',
            'U' => 'Ú',
            'n' => 'ñ',
            'c' => 'ç',
            'y' => 'ý',
            'N' => 'Ñ',
            'C' => 'Ç',
            'Y' => 'Ý',
            other => other,
        };
        out.push(accented);
        if "aeiouAEIOU".contains(c) {
            out.push(accented.to_lowercase().next().unwrap_or(accented));
        }
    }
    Cow::Owned(out)
}
