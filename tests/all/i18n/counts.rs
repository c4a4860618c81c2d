//! Every count chooses its own words (issue 61): a message that says "1 game" or "2 games"
//! by `$games` must not choose them by another count. Checked for every message of every
//! catalog in both languages: each count that a select reads is set to 1 (or 0, where a `[0]`
//! reads otherwise) and then to 2, with every other variable at 7 (plural in both languages),
//! and the two texts, their digits left out, must differ. A select keyed on the wrong count reads 7 both times and gives the same
//! words (the mutation that survived: a Portuguese plural chosen by the wrong count). Every
//! count a message chooses by in either language is tried in both: a select moved to another
//! count leaves its own with none.

use super::*;

/// The counts the selects of `pattern` choose by (`{ $n -> [one] … }`), each with the count
/// whose words differ from the plural's: 1 where `[one]` reads otherwise than the default
/// variant, 0 where a `[0]` does ("{ $n } face down" for one and other chooses nothing).
fn counted(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<(String, i64)>) {
    fn expr(e: &ast::Expression<&str>, out: &mut BTreeSet<(String, i64)>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                // The words of a variant, its placeables and digits left out.
                let words = |v: &ast::Variant<&str>| -> String {
                    v.value
                        .elements
                        .iter()
                        .filter_map(|e| match e {
                            ast::PatternElement::TextElement { value } => Some(*value),
                            ast::PatternElement::Placeable { .. } => None,
                        })
                        .collect::<String>()
                        .chars()
                        .filter(|c| !c.is_ascii_digit())
                        .collect()
                };
                let key = |v: &ast::Variant<&str>| match &v.key {
                    ast::VariantKey::Identifier { name } => (*name).to_owned(),
                    ast::VariantKey::NumberLiteral { value } => (*value).to_owned(),
                };
                // What 2 reads: the `[other]` variant (the default where there is none).
                let other = variants
                    .iter()
                    .find(|v| key(v) == "other")
                    .or_else(|| variants.iter().find(|v| v.default))
                    .map(words);
                if let ast::InlineExpression::VariableReference { id } = selector
                    && let Some(other) = other
                {
                    for v in variants {
                        let n = match key(v).as_str() {
                            "one" => 1,
                            "0" => 0,
                            _ => continue,
                        };
                        if words(v) != other {
                            out.insert((id.name.to_owned(), n));
                        }
                    }
                }
                for v in variants {
                    counted(&v.value, out);
                }
            }
            ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
                expr(expression, out)
            }
            ast::Expression::Inline(_) => {}
        }
    }
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expr(expression, out);
        }
    }
}

/// The variables placed inside a variant of a select keyed on another variable (the words
/// beside them chosen by that other one).
fn placed_under_another(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable {
            expression: ast::Expression::Select { selector, variants },
        } = element
        {
            let key = match selector {
                ast::InlineExpression::VariableReference { id } => Some(id.name),
                _ => None,
            };
            for v in variants {
                let mut inside = BTreeSet::new();
                variables(&v.value, &mut inside);
                out.extend(inside.into_iter().filter(|i| Some(i.as_str()) != key));
                placed_under_another(&v.value, out);
            }
        }
    }
}

#[test]
fn every_count_chooses_its_own_words() {
    let mut wrong = Vec::new();
    let mut checked = 0;
    // The counts each message chooses its words by in either language: the other must
    // choose by them too (a select keyed on another count leaves one with none).
    let mut either: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (_, source) in LANGS {
        for catalog in catalogs() {
            for entry in fluent_syntax::parser::parse(source(catalog)).unwrap().body {
                if let ast::Entry::Message(m) = entry
                    && let Some(value) = &m.value
                {
                    let mut counts = BTreeSet::new();
                    counted(value, &mut counts);
                    let by = counts.into_iter().filter(|(_, n)| *n == 1).map(|(v, _)| v);
                    either
                        .entry(format!("{}:{}", catalog.name, m.id.name))
                        .or_default()
                        .extend(by);
                }
            }
        }
    }
    for (tag, source) in LANGS {
        let lang = if tag == "en" { Lang::En } else { Lang::PtBr };
        for catalog in catalogs() {
            let resource = fluent_syntax::parser::parse(source(catalog)).unwrap();
            for entry in resource.body {
                let ast::Entry::Message(m) = entry else {
                    continue;
                };
                let Some(value) = &m.value else { continue };
                let (mut counts, mut all) = (BTreeSet::new(), BTreeSet::new());
                counted(value, &mut counts);
                variables(value, &mut all);
                // A count of the other language placed here under a select keyed on another
                // variable: the words beside it must still follow it.
                let mut under = BTreeSet::new();
                placed_under_another(value, &mut under);
                let key = format!("{}:{}", catalog.name, m.id.name);
                for count in either.get(&key).into_iter().flatten() {
                    if under.contains(count) {
                        counts.insert((count.clone(), 1));
                    }
                }
                for (count, n) in &counts {
                    let text = |n: i64| {
                        let mut args = FluentArgs::new();
                        for v in &all {
                            let value = if v == count { n } else { 7 };
                            args.set(v.clone(), FluentValue::from(value));
                        }
                        i18n::set(lang, None);
                        let text = i18n::tr_args(m.id.name, &args);
                        text.chars()
                            .filter(|c| !c.is_ascii_digit())
                            .collect::<String>()
                    };
                    checked += 1;
                    if text(*n) == text(2) {
                        wrong.push(format!(
                            "{tag} {}.ftl: {} by ${count} at {n}",
                            catalog.name, m.id.name
                        ));
                    }
                }
            }
        }
    }
    i18n::set(Lang::En, None);
    assert!(
        checked > 50,
        "only {checked} counts found: the walk is wrong"
    );
    assert!(
        wrong.is_empty(),
        "these counts do not choose their words (1 and 2 read alike):\n{}",
        wrong.join("\n")
    );
}
