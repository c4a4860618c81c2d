//! The catalogs (assets/i18n/<lang>/*.ftl, issue 32): each parses whole; every language has
//! every message with the same variables; every message is used by the source and every id
//! the source asks for exists; every message formats without an error for the values the app
//! passes (0, 1, 2 and 5 for counts, a name for words).

use crate::common;

use common::rule_number;
use coop_automa::app::i18n::{self, Catalog, Lang, catalogs};
use coop_automa::app::{KEYED_WORDS, ModeId};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

mod counts;
mod portuguese;

/// How to read one language's file of a catalog.
type Source = fn(&Catalog) -> &'static str;

/// The languages and how to read each one's file of a catalog.
const LANGS: [(&str, Source); 2] = [("en", |c| c.en), ("pt-BR", |c| c.pt_br)];

/// A message's variables, found anywhere in its value and attributes.
fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    fn inline(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_owned());
            }
            ast::InlineExpression::Placeable { expression } => expr(expression, out),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
                for a in &arguments.named {
                    inline(&a.value, out);
                }
            }
            _ => {}
        }
    }
    fn expr(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Inline(i) => inline(i, out),
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expr(expression, out);
        }
    }
}

/// The messages of a language: id → variables; and the ids other messages refer to.
fn messages(
    lang: &str,
    source: fn(&Catalog) -> &'static str,
) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for catalog in catalogs() {
        let resource = match fluent_syntax::parser::parse(source(catalog)) {
            Ok(r) => r,
            Err((_, errors)) => panic!(
                "assets/i18n/{lang}/{}.ftl does not parse: {errors:?}",
                catalog.name
            ),
        };
        for entry in resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    if let Some(v) = &m.value {
                        variables(v, &mut vars);
                    }
                    for a in &m.attributes {
                        variables(&a.value, &mut vars);
                    }
                    let id = m.id.name.to_owned();
                    assert!(
                        out.insert(id.clone(), vars).is_none(),
                        "{id} is defined twice in {lang}"
                    );
                }
                ast::Entry::Junk { content } => {
                    panic!(
                        "assets/i18n/{lang}/{}.ftl has junk: {content}",
                        catalog.name
                    )
                }
                _ => {}
            }
        }
    }
    out
}

#[test]
fn every_catalog_parses_and_every_language_has_every_message_with_the_same_variables() {
    let english = messages("en", LANGS[0].1);
    assert!(english.len() > 10, "the catalogs are read");
    for (lang, source) in &LANGS[1..] {
        let other = messages(lang, *source);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang} has what English has not: {extra:?}"
        );
        for (id, vars) in &english {
            assert_eq!(
                &other[id], vars,
                "{id}: {lang}'s variables differ from English's"
            );
        }
    }
}

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push((
                path.display().to_string(),
                std::fs::read_to_string(&path).unwrap(),
            ));
        }
    }
}

/// The ids the source asks for by name: the first literal of `t!(`, `tr(`, `tr_args(`,
/// `card(` and `cards(`.
fn asked_ids(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for opener in ["t!(\"", "tr(\"", "tr_args(\"", "card(\"", "cards(\""] {
        let mut rest = text;
        while let Some(i) = rest.find(opener) {
            // A whole name: `format!(` is not `t!(`, `self.card(` is.
            let whole = rest[..i]
                .chars()
                .next_back()
                .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
            let after = &rest[i + opener.len()..];
            let end = after.find('"').unwrap_or(0);
            if whole {
                out.push(after[..end].to_owned());
            }
            rest = &after[end..];
        }
    }
    out
}

#[test]
fn every_message_is_used_and_every_id_asked_for_exists() {
    let english = messages("en", LANGS[0].1);
    let mut files = Vec::new();
    // The app's half: the words crate asks for its own few (a list's joints, an unknown
    // time; its tests' catalog is their own), the kit for its few (dismiss, more below).
    for dir in crate::common::app_half_dirs() {
        sources(Path::new(&dir), &mut files);
    }
    files.retain(|(file, _)| !file.ends_with("test_catalogs.rs"));
    assert!(files.iter().any(|(f, _)| f.ends_with("numbers.rs")));
    // An id counts as used where the source names it as a whole string literal.
    let literals: BTreeSet<String> = files
        .iter()
        .flat_map(|(_, text)| {
            text.split('"')
                .skip(1)
                .step_by(2)
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect();
    // The words every mode has are asked for by the mode's key (`KEYED_WORDS`).
    let keyed: BTreeSet<String> = keyed_ids().into_iter().collect();
    let unused: Vec<_> = english
        .keys()
        .filter(|id| !literals.contains(*id) && !keyed.contains(*id))
        .collect();
    assert!(unused.is_empty(), "messages nothing uses: {unused:?}");
    for (file, text) in &files {
        // Comments may show how a message is asked for.
        let code: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .map(|l| format!("{l}\n"))
            .collect();
        for id in asked_ids(&code) {
            assert!(
                english.contains_key(&id),
                "{file} asks for \"{id}\", which no catalog has"
            );
        }
    }
}

/// The ids of the words every mode has, asked for by its key: `<mode>-tab` and so on.
fn keyed_ids() -> Vec<String> {
    let mut ids = Vec::new();
    for mode in ModeId::ALL {
        for what in KEYED_WORDS {
            ids.push(format!("{}-{what}", mode.key()));
        }
    }
    ids
}

#[test]
fn every_mode_has_the_words_asked_for_by_its_key_in_every_language() {
    let ids = keyed_ids();
    assert_eq!(ids.len(), ModeId::ALL.len() * 3, "tab, kind, primary help");
    for (lang, source) in LANGS {
        let there = messages(lang, source);
        for id in &ids {
            assert!(there.contains_key(id), "{lang} lacks {id}");
        }
    }
    // Each mode its own words: no two modes' tabs (or kinds) read the same.
    for lang in [Lang::En, Lang::PtBr] {
        i18n::set(lang, None);
        let tabs: BTreeSet<String> = ModeId::ALL.iter().map(|m| m.label()).collect();
        let kinds: BTreeSet<String> = ModeId::ALL.iter().map(|m| m.kind()).collect();
        assert_eq!(tabs.len(), ModeId::ALL.len(), "{lang:?}: {tabs:?}");
        assert_eq!(kinds.len(), ModeId::ALL.len(), "{lang:?}: {kinds:?}");
    }
    i18n::set(Lang::En, None);
}

#[test]
fn every_message_formats_without_an_error_for_the_values_the_app_passes() {
    for (lang, source) in LANGS {
        let mut bundle = FluentBundle::new(vec![lang.parse().unwrap()]);
        bundle.set_use_isolating(false);
        for catalog in catalogs() {
            bundle
                .add_resource(FluentResource::try_new(source(catalog).to_owned()).unwrap())
                .unwrap();
        }
        for (id, vars) in messages(lang, source) {
            let message = bundle.get_message(&id).unwrap();
            let patterns: Vec<_> = message
                .value()
                .into_iter()
                .chain(message.attributes().map(|a| a.value()))
                .collect();
            // Counts as the app passes them, and a name where a word goes.
            for case in 0..5 {
                let mut args = FluentArgs::new();
                for v in &vars {
                    match case {
                        0 => args.set(v.clone(), 0),
                        1 => args.set(v.clone(), 1),
                        2 => args.set(v.clone(), 2),
                        3 => args.set(v.clone(), 5),
                        _ => args.set(v.clone(), "Ann"),
                    }
                }
                for pattern in &patterns {
                    let mut errors = Vec::new();
                    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                    assert!(errors.is_empty(), "{lang} {id}: {errors:?}");
                    assert!(!text.trim().is_empty(), "{lang} {id} is empty");
                }
                // As the app formats it: no isolation marks, which egui draws as boxes.
                i18n::set(Lang::of_tag(lang).unwrap(), None);
                let text = i18n::tr_args(&id, &args);
                assert!(
                    !text.contains('\u{2068}') && !text.contains('\u{2069}'),
                    "{lang} {id}: isolation marks in {text:?}"
                );
            }
        }
    }
}

/// Rule numbers are for the tests and the spec, never for a sentence a player reads (a
/// tooltip included).
#[test]
fn no_message_names_a_rule_by_its_number() {
    assert_eq!(rule_number("gives it nothing (R15)."), Some("R15".into()));
    assert_eq!(rule_number("attacks now (D9.5)."), Some("D9.5".into()));
    assert_eq!(rule_number("(P8, P14)"), Some("P8".into()));
    assert_eq!(rule_number("10 PV, PDF, R$ 5, DR2D"), None);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    let mut found = Vec::new();
    for lang in std::fs::read_dir(&root).unwrap() {
        for file in std::fs::read_dir(lang.unwrap().path()).unwrap() {
            let path = file.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                if line.trim_start().starts_with('#') {
                    continue;
                }
                if let Some(rule) = rule_number(line) {
                    found.push(format!("{}:{}: {rule} in {line:?}", path.display(), n + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Where a select on a count decides: every select of `pattern` (nested ones too), as the
/// names of its variants' keys ("0", "one", "other").
fn selects(pattern: &ast::Pattern<&str>, out: &mut Vec<Vec<String>>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_selects(expression, out);
        }
    }
}

fn expression_selects(e: &ast::Expression<&str>, out: &mut Vec<Vec<String>>) {
    match e {
        ast::Expression::Select { variants, .. } => {
            out.push(
                variants
                    .iter()
                    .map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => (*name).to_owned(),
                        ast::VariantKey::NumberLiteral { value } => (*value).to_owned(),
                    })
                    .collect(),
            );
            for v in variants {
                selects(&v.value, out);
            }
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            expression_selects(expression, out);
        }
        ast::Expression::Inline(_) => {}
    }
}

/// Issue 61: no message ends a sentence with two full stops where a sentence is placed in it
/// ("…it is refused whole.."), whatever its variables hold: each message of both languages,
/// every variable a sentence that ends with its own full stop.
#[test]
fn a_sentence_placed_in_a_message_keeps_one_full_stop() {
    let mut doubled = Vec::new();
    for (lang, source) in LANGS {
        i18n::set(Lang::of_tag(lang).unwrap(), None);
        for (id, vars) in messages(lang, source) {
            let mut args = FluentArgs::new();
            for var in &vars {
                args.set(var.as_str(), FluentValue::from("it is refused whole."));
            }
            let text = i18n::tr_args(&id, &args);
            let stripped = text.replace("...", "");
            // Also a sentence closed inside brackets before the message's own stop: ".).".
            if stripped.contains("..") || stripped.contains(".).") {
                doubled.push(format!("{lang} {id}: {text}"));
            }
        }
    }
    assert!(
        doubled.is_empty(),
        "two full stops:\n{}",
        doubled.join("\n")
    );
}
