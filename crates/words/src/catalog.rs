//! The catalogs, embedded (no file is read at run time, on the desktop or the web), parsed
//! once into one Fluent bundle per language. Fluent's Unicode isolation marks are off: our
//! font has no glyph for them, and egui would draw each as a box.

use super::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::borrow::Cow;
use std::sync::{Arc, RwLock};

/// One catalog file in every language.
pub struct Catalog {
    /// Its name (the app's: its file under `assets/i18n/<lang>/`, without ".ftl").
    pub name: &'static str,
    pub en: &'static str,
    pub pt_br: &'static str,
}

/// The catalogs installed, each name once, in the order they came.
static CATALOGS: RwLock<Vec<&'static Catalog>> = RwLock::new(Vec::new());

/// The bundles of the catalogs installed, made at the first message after an install
/// (`None` until then, and again after a catalog is added).
static BUNDLES: RwLock<Option<Arc<Bundles>>> = RwLock::new(None);

/// Adds catalogs to the words (a catalog whose name is installed already is left as it was):
/// the app installs every catalog before it words anything; the seam and each mode's screens
/// add their own before their first word, so a word is never its bare id, whoever asks
/// first. A message asked for before any install is its own id.
pub fn install(catalogs: &'static [Catalog]) {
    let mut installed = CATALOGS.write().unwrap_or_else(|e| e.into_inner());
    let before = installed.len();
    for catalog in catalogs {
        if !installed.iter().any(|c| c.name == catalog.name) {
            installed.push(catalog);
        }
    }
    if installed.len() != before {
        *BUNDLES.write().unwrap_or_else(|e| e.into_inner()) = None;
    }
}

/// The names of the catalogs installed (none before `install`).
pub fn installed() -> Vec<&'static str> {
    let installed = CATALOGS.read().unwrap_or_else(|e| e.into_inner());
    installed.iter().map(|c| c.name).collect()
}

type Bundle = FluentBundle<FluentResource>;

struct Bundles {
    en: Bundle,
    pt_br: Bundle,
    pseudo: Bundle,
}

/// The bundles of the catalogs installed (`None` before any).
fn bundles() -> Option<Arc<Bundles>> {
    if let Some(made) = BUNDLES.read().unwrap_or_else(|e| e.into_inner()).as_ref() {
        return Some(made.clone());
    }
    let catalogs = CATALOGS.read().unwrap_or_else(|e| e.into_inner()).clone();
    if catalogs.is_empty() {
        return None;
    }
    let made = Arc::new(Bundles {
        en: bundle(Lang::En, &catalogs, |c| c.en),
        pt_br: bundle(Lang::PtBr, &catalogs, |c| c.pt_br),
        pseudo: {
            let mut b = bundle(Lang::En, &catalogs, |c| c.en);
            b.set_transform(Some(pseudo_text));
            b
        },
    });
    let mut slot = BUNDLES.write().unwrap_or_else(|e| e.into_inner());
    // Made from the catalogs as they stood: kept unless one was added meanwhile.
    if CATALOGS.read().unwrap_or_else(|e| e.into_inner()).len() == catalogs.len() {
        *slot = Some(made.clone());
    }
    Some(made)
}

/// A language's bundle. A catalog that does not parse whole keeps the messages that do (the
/// catalog test fails on any error; a player sees English for the rest).
fn bundle(
    lang: Lang,
    catalogs: &[&'static Catalog],
    source: fn(&Catalog) -> &'static str,
) -> Bundle {
    let tag = if lang == Lang::Pseudo {
        "en"
    } else {
        lang.tag()
    };
    let langid = tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match lang {
        Lang::PtBr => grouped_pt,
        Lang::En | Lang::Pseudo => grouped_en,
    }));
    for catalog in catalogs {
        let resource = match FluentResource::try_new(source(catalog).to_owned()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        // A message defined twice keeps its first text.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// A count as English writes it: "10,000" (Fluent's own formatting groups nothing). Four
/// digits stay as they are, "1650": a limit the table types ("at most 9999") reads as typed.
fn grouped_en<M>(value: &fluent_bundle::FluentValue, _: &M) -> Option<String> {
    grouped(value, ',', 10_000)
}

/// A count as Brazilian Portuguese writes it: "10.000", and four digits alone, "1650" (CLDR's
/// least grouping for Portuguese is two groups).
fn grouped_pt<M>(value: &fluent_bundle::FluentValue, _: &M) -> Option<String> {
    grouped(value, '.', 10_000)
}

/// A whole number of `from` or more, its digits in threes between `mark`s; `None` (Fluent's
/// own formatting) for any other value.
pub(super) fn grouped(value: &fluent_bundle::FluentValue, mark: char, from: u64) -> Option<String> {
    let fluent_bundle::FluentValue::Number(n) = value else {
        return None;
    };
    let x = n.value;
    let whole = x.fract() == 0.0 && x.abs() < 1e15;
    if !whole || x.abs() < from as f64 || !n.options.use_grouping {
        return None;
    }
    let digits = (x.abs() as u64).to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if x < 0.0 {
        out.push('-');
    }
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(mark);
        }
        out.push(d);
    }
    Some(out)
}

/// Formats message `id` in `lang`: the English text where the language lacks it, the id
/// itself where no catalog has it (the catalog test makes both impossible).
pub(super) fn format(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    let Some(all) = bundles() else {
        return id.to_owned();
    };
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

#[cfg(test)]
mod grouping_tests {
    use super::grouped;
    use fluent_bundle::FluentValue;

    #[test]
    fn a_count_is_grouped_from_its_threshold_and_a_fraction_or_a_small_one_is_not() {
        let g = |x: f64| grouped(&FluentValue::from(x), ',', 1_000);
        assert_eq!(g(999.0), None);
        assert_eq!(g(1_000.0), Some("1,000".into()));
        assert_eq!(g(100_000.0), Some("100,000".into()));
        assert_eq!(g(-12_345.0), Some("-12,345".into()));
        assert_eq!(g(1_234.5), None);
        assert_eq!(grouped(&FluentValue::from("12345"), ',', 1_000), None);
    }
}
