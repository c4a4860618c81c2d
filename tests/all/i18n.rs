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
    sources(Path::new("src"), &mut files);
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

/// Brazilian Portuguese writes zero with the plural ("0 Ducados", "nenhuma pilha"), but
/// Fluent's CLDR rule for pt puts 0 in `one` ("0 Ducado"). So a Portuguese select on a count
/// that has a `[one]` says what zero is with a `[0]` of its own (issue 42).
#[test]
fn every_portuguese_count_says_what_zero_reads() {
    let mut missing = Vec::new();
    for catalog in catalogs() {
        let resource = fluent_syntax::parser::parse(catalog.pt_br).unwrap();
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut found = Vec::new();
                if let Some(v) = &m.value {
                    selects(v, &mut found);
                }
                for a in &m.attributes {
                    selects(&a.value, &mut found);
                }
                for keys in found {
                    if keys.iter().any(|k| k == "one") && !keys.iter().any(|k| k == "0") {
                        missing.push(format!("{}.ftl: {} {keys:?}", catalog.name, m.id.name));
                    }
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "pt-BR selects with [one] and no [0]:\n{}",
        missing.join("\n")
    );
}

/// The Portuguese message `id` with `args`, as the app words it.
fn pt(id: &str, args: &[(&str, FluentValue<'static>)]) -> String {
    i18n::set(Lang::PtBr, None);
    let mut a = FluentArgs::new();
    for (k, v) in args {
        a.set(*k, v.clone());
    }
    i18n::tr_args(id, &a)
}

#[test]
fn zero_reads_plural_in_portuguese() {
    i18n::set(Lang::PtBr, None);
    // Counted card names: 0 and 2 take the plural, 1 the singular.
    for (id, one, many) in [
        ("card-duchy", "Ducado", "Ducados"),
        ("card-province", "Província", "Províncias"),
        ("card-colony", "Colony", "Colonies"),
        ("card-curse", "Maldição", "Maldições"),
    ] {
        assert_eq!(i18n::cards(id, 0), many, "{id} at 0");
        assert_eq!(i18n::cards(id, 1), one, "{id} at 1");
        assert_eq!(i18n::cards(id, 2), many, "{id} at 2");
    }
    // The balance report's line: won and lost counted.
    let line = |won: i64, lost: i64| {
        pt(
            "coop-report-count-line",
            &[
                ("counts", "12/4".into()),
                ("won", won.into()),
                ("lost", lost.into()),
                ("scores", "30–20".into()),
            ],
        )
    };
    let zero = line(0, 0);
    assert!(
        zero.contains("0 vitórias") && zero.contains("0 derrotas"),
        "{zero}"
    );
    let one = line(1, 1);
    assert!(
        one.contains("1 vitória,") && one.contains("1 derrota;"),
        "{one}"
    );
    let two = line(2, 2);
    assert!(
        two.contains("2 vitórias") && two.contains("2 derrotas"),
        "{two}"
    );
    // A backup with no save in it.
    let written = |n: i64| {
        pt(
            "backup-written",
            &[
                ("games", n.into()),
                ("saves", n.into()),
                ("results", n.into()),
                ("path", "b.ron".into()),
            ],
        )
    };
    let zero = written(0);
    assert!(
        zero.contains("0 partidas")
            && zero.contains("0 salvamentos")
            && zero.contains("0 resultados"),
        "{zero}"
    );
    let one = written(1);
    assert!(
        one.contains("1 partida,") && one.contains("1 salvamento ") && one.contains("1 resultado"),
        "{one}"
    );
    assert!(!one.contains("1 resultados"), "{one}");
    let two = written(2);
    assert!(
        two.contains("2 partidas") && two.contains("2 salvamentos") && two.contains("2 resultados"),
        "{two}"
    );
    // The automa's points and the Hexes left face down.
    assert_eq!(pt("coop-points", &[("n", 0.into())]), "0 pontos");
    assert_eq!(pt("coop-points", &[("n", 1.into())]), "1 ponto");
    let face_down = |hexes: i64| {
        pt(
            "coop-face-down",
            &[
                ("treasures", 12.into()),
                ("copper", "Cobre".into()),
                ("silver", "Prata".into()),
                ("hexes", hexes.into()),
            ],
        )
    };
    assert!(face_down(0).ends_with("0 Hexes"), "{}", face_down(0));
    assert!(face_down(1).ends_with("1 Hex"), "{}", face_down(1));
    // A count of rounds and of tokens.
    let rounds = |n: i64| {
        pt(
            "coop-game-line",
            &[
                ("kingdom", "K".into()),
                ("provinces", 12.into()),
                ("duchies", 4.into()),
                ("rounds", n.into()),
                ("players", 30.into()),
                ("automa", 20.into()),
            ],
        )
    };
    assert!(rounds(0).contains("0 rodadas"), "{}", rounds(0));
    assert!(rounds(1).contains("1 rodada "), "{}", rounds(1));
    assert!(pt("coop-term-tokens", &[("n", 0.into())]).starts_with("0 fichas"));
}

/// The forbidden words of `docs/glossary-pt-BR.md`'s table: for each row, its concept and the
/// entries between backticks in its "forbidden" column.
fn glossary_forbidden() -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/glossary-pt-BR.md"),
    )
    .unwrap();
    let cells = |line: &str| -> Vec<String> {
        line.trim()
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().to_owned())
            .collect()
    };
    let mut rows = text.lines().filter(|l| l.trim_start().starts_with('|'));
    let header = cells(rows.next().expect("the glossary has a table"));
    let column = header
        .iter()
        .position(|c| c == "forbidden")
        .expect("the glossary's table has a \"forbidden\" column");
    rows.filter(|l| !l.contains("---"))
        .map(|line| {
            let row = cells(line);
            let words = row[column]
                .split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_owned)
                .collect();
            (row[0].clone(), words)
        })
        .collect()
}

/// The words of a message a player reads: its text, each placeable a break between words.
fn texts(pattern: &ast::Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                out.push_str(" | ");
                if let ast::Expression::Select { variants, .. } = expression {
                    for v in variants {
                        texts(&v.value, out);
                        out.push_str(" | ");
                    }
                }
            }
        }
    }
}

/// Where `phrase` stands in `text` as whole words, case aside.
fn has_whole(text: &str, phrase: &str) -> bool {
    let text = text.to_lowercase();
    let phrase = phrase.to_lowercase();
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    text.match_indices(&phrase).any(|(i, _)| {
        !word(text[..i].chars().next_back()) && !word(text[i + phrase.len()..].chars().next())
    })
}

/// One concept, one word (issue 42): no Portuguese message uses a word the glossary forbids.
#[test]
fn no_portuguese_message_uses_a_word_the_glossary_forbids() {
    assert!(has_whole("Destrua-a; descarte", "destrua"));
    assert!(has_whole("vai ao Lixo.", "ao lixo"));
    assert!(!has_whole("vai para o Lixo.", "ao lixo"));
    assert!(!has_whole("estados", "estado"));
    assert!(!has_whole("algum jogo", "um jogo"));
    let glossary = glossary_forbidden();
    assert!(
        glossary.len() >= 25,
        "the glossary has {} rows",
        glossary.len()
    );
    let all: BTreeSet<String> = glossary
        .iter()
        .flat_map(|(_, words)| words.iter().map(|w| w.to_lowercase()))
        .collect();
    for needed in [
        "destrua",
        "guerreiro",
        "estado",
        "copiar tudo",
        "jogos salvos",
        "duelo",
    ] {
        assert!(all.contains(needed), "the glossary forbids {needed}");
    }
    let mut found = Vec::new();
    for catalog in catalogs() {
        let resource = fluent_syntax::parser::parse(catalog.pt_br).unwrap();
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut text = String::new();
                if let Some(v) = &m.value {
                    texts(v, &mut text);
                }
                for a in &m.attributes {
                    texts(&a.value, &mut text);
                }
                for (concept, words) in &glossary {
                    for word in words.iter().filter(|w| has_whole(&text, w)) {
                        found.push(format!(
                            "{}.ftl {}: \"{word}\" ({concept})",
                            catalog.name, m.id.name
                        ));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
