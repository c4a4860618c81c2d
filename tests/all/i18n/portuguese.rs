//! The Portuguese catalog's own checks: what zero reads in every count, and no word the
//! glossary forbids.

use super::*;

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

/// Every Portuguese message as a player reads it: (its catalog, its id, its words).
fn portuguese_texts() -> Vec<(&'static str, String, String)> {
    let mut out = Vec::new();
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
                out.push((catalog.name, m.id.name.to_owned(), text));
            }
        }
    }
    out
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
    for (catalog, id, text) in portuguese_texts() {
        for (concept, words) in &glossary {
            for word in words.iter().filter(|w| has_whole(&text, w)) {
                found.push(format!("{catalog}.ftl {id}: \"{word}\" ({concept})"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The glossary's words that are always written one way (issue 61: one mode's answers said
/// "no lixo" where the glossary says `Lixo`, always capitalised, and a case-blind check of
/// forbidden words could not see it): the Trash as a zone, the card types and the product
/// kept in English, the VP abbreviation. Every whole-word use, case aside, is the glossary's.
#[test]
fn the_glossarys_fixed_forms_are_written_as_the_glossary_writes_them() {
    const FIXED: [&str; 9] = [
        "Lixo", "Hex", "Hexes", "State", "States", "Warrior", "Warriors", "Duel", "PV",
    ];
    let glossary = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/glossary-pt-BR.md"),
    )
    .unwrap();
    for word in FIXED {
        assert!(
            glossary.contains(&format!("`{word}`")),
            "the glossary writes `{word}`"
        );
    }
    let mut found = Vec::new();
    for (catalog, id, text) in portuguese_texts() {
        for word in FIXED {
            let lower = word.to_lowercase();
            // A file's name ("results-duel.ron") is no word of a sentence.
            let is_word =
                |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_');
            let lowered = text.to_lowercase();
            let wrong = lowered.match_indices(&lower).any(|(i, _)| {
                let whole = !is_word(lowered[..i].chars().next_back())
                    && !is_word(lowered[i + lower.len()..].chars().next());
                whole && text.get(i..i + word.len()) != Some(word)
            });
            if wrong {
                found.push(format!("{catalog}.ftl {id}: not written \"{word}\""));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Issue 60: the sentences a Brazilian table corrected, as the app words them now. Each
/// line is the whole formatted message, so any of the old wordings fails it.
#[test]
fn issue_60_portuguese_reads_as_a_brazilian_table_says_it() {
    let curse = || -> FluentValue<'static> { "Maldição".into() };
    let given = |left: i64| {
        pt(
            "pyramid-ev-curse-given-with",
            &[
                ("curse", curse()),
                ("a_card", "1 Ducado".into()),
                ("left", left.into()),
            ],
        )
    };
    let coop_comments = |provinces: i64, duchies: i64| {
        pt(
            "coop-bgstats-comments",
            &[
                ("won", "yes".into()),
                ("players", 30.into()),
                ("automa", 20.into()),
                ("rounds", 6.into()),
                ("provinces", provinces.into()),
                ("duchies", duchies.into()),
            ],
        )
    };
    let cases = [
        (
            pt("coop-primary-enter-points", &[]),
            "Registrar os pontos finais",
        ),
        (
            pt("duel-primary-type-vp", &[]),
            "Digite os pontos de vitória de cada um",
        ),
        (
            pt("coop-hex-bad-omens", &[("coppers", "Cobres".into())]),
            "Descarte todo o baralho, depois ponha 2 Cobres do descarte no topo do baralho.",
        ),
        (
            pt("backup-table-label", &[]),
            "Nome desta mesa (vai junto com os resultados, para não misturar com os de um amigo)",
        ),
        (
            pt(
                "duel-setup-starting-vp-help",
                &[("estates", "Propriedades".into())],
            ),
            "(com 3 Propriedades são 3, com Shelters 0; os pontos de vida iniciais são 10 mais esse valor.)",
        ),
        (
            pt("pyramid-curse-left-button", &[("curse", curse())]),
            "Saiu 1 Maldição do suprimento",
        ),
        (
            given(4),
            "A IA recebeu 1 Maldição: vai para o Lixo com a carta do topo da pilha de pontos da IA, 1 Ducado (restam 4 no suprimento).",
        ),
        (
            given(1),
            "A IA recebeu 1 Maldição: vai para o Lixo com a carta do topo da pilha de pontos da IA, 1 Ducado (resta 1 no suprimento).",
        ),
        (
            given(0),
            "A IA recebeu 1 Maldição: vai para o Lixo com a carta do topo da pilha de pontos da IA, 1 Ducado (não resta nenhuma no suprimento).",
        ),
        (
            coop_comments(12, 4),
            "Os jogadores venceram: 30 pontos contra 20. 6 rodadas, com 12 Províncias e 4 Ducados.",
        ),
        (
            coop_comments(1, 1),
            "Os jogadores venceram: 30 pontos contra 20. 6 rodadas, com 1 Província e 1 Ducado.",
        ),
        (
            coop_comments(0, 0),
            "Os jogadores venceram: 30 pontos contra 20. 6 rodadas, com 0 Províncias e 0 Ducados.",
        ),
        (
            pt(
                "pyramid-bgstats-comments",
                &[("verdict", "Derrota".into()), ("turns", 6.into())],
            ),
            "Derrota após 6 turnos.",
        ),
        (pt("duel-kingdom-duel-only", &[]), "só cartas do Duel"),
        (
            pt("pyramid-turned-for-start", &[]),
            "Para: o início do turno.",
        ),
        (pt("coop-seed", &[]), "Semente do embaralhamento (opcional)"),
        (
            pt(
                "pyramid-setup-summary",
                &[("level", "2".into()), ("deck", "A".into())],
            ),
            "Nível 2, mistura A.",
        ),
        (pt("coop-action-other-emptied", &[]), "Outra pilha acabou"),
    ];
    for (got, want) in cases {
        assert_eq!(got, want);
    }
    assert!(
        pt("pyramid-line-before", &[]).starts_with("Deixe a pirâmide como foi distribuída,"),
        "{}",
        pt("pyramid-line-before", &[])
    );
}
