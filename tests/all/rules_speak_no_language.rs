//! Issue 32: the rules speak no language. The rules' crates (`crates/`) and `src/store/` return
//! data (the crates cannot reach the catalogs: `crate_graph.rs`); every sentence a player reads is chosen in `src/app/` from a catalog. Checked here
//! over their source: no string literal outside a test holds two words in a row (a sentence,
//! a label, a message). Single words are keys (a mode's name in a file, a CSV column), and
//! what the results CSV writes stays English on purpose (docs/results-csv.md): those lines
//! are listed by file below, each with its reason.

use std::path::{Path, PathBuf};

/// Literals that are not words for the table, each with its reason: (file, literal, why).
/// A literal of `*` keeps every literal of the file.
const KEPT: &[(&str, &str, &str)] = &[
    (
        "crates/engine/src/checks.rs",
        "*",
        "the modes' property checks (the test-support feature): a failed test's message, never built in the app",
    ),
    (
        "crates/store/src/save.rs",
        "\\n  game: ",
        "the line a save's game starts on, where its head ends (issue 61): a place in a file, not words",
    ),
    (
        "crates/coop/src/checks.rs",
        "*",
        "check_consistency: a developer's check of a table no rule can make, read by the tests and the load fuzz, never shown to a player",
    ),
    (
        "crates/coop/src/game.rs",
        "undo step {}: {e}",
        "check_consistency's, as above",
    ),
    (
        "crates/coop/src/cards.rs",
        "Bad Omens",
        "a Hex's English name, a stable key (the app names Hexes from cards.ftl)",
    ),
    (
        "crates/coop/src/cards.rs",
        "Twice Miserable",
        "a State's key in the results record and CSV: stable English (docs/results-csv.md)",
    ),
    (
        "crates/coop/src/kingdom.rs",
        "kingdoms.ron: {}: {} cards listed, not 10",
        "a parse error of an embedded asset, caught by the tests before a build ships",
    ),
    (
        "crates/coop/src/supply.rs",
        "*",
        "how a game ended, as the results CSV writes it: stable English for spreadsheets (docs/results-csv.md)",
    ),
    (
        "crates/pyramid/src/state.rs",
        "P23 and P24",
        "the rules that ended a game, a stable key of the results record",
    ),
    (
        "crates/coop/src/simulate.rs",
        "a valid setup",
        "an expect() of the random-game generator the tests and benchmarks use",
    ),
    (
        "crates/duel/src/simulate.rs",
        "at most three reactors",
        "an expect() of the random-game generator the tests and benchmarks use",
    ),
    (
        "crates/ron/src/read/de.rs",
        "*",
        "the RON reader's own detail (as RON's was), shown after the catalog's sentence for a file that cannot be read",
    ),
    (
        "crates/ron/src/read/parts.rs",
        "*",
        "the RON reader's own detail, as above",
    ),
    (
        "crates/ron/src/read/tree.rs",
        "*",
        "the RON reader's own detail, as above",
    ),
    (
        "crates/ron/src/read/literals.rs",
        "*",
        "the RON reader's own detail, as above",
    ),
    (
        "crates/duel/src/list.rs",
        "a list holds at most {N} items",
        "the parser's own detail, shown after the catalog's sentence for a file that cannot be read",
    ),
    (
        "crates/coop/src/record.rs",
        "after the Fleet round ({reason})",
        "how a game ended, in the results CSV: stable English (docs/results-csv.md)",
    ),
    (
        "crates/store/src/results.rs",
        "%Y-%m-%d %H:%M UTC",
        "the results CSV's date column, a fixed format",
    ),
];

pub(crate) fn files_under(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files_under(&path, found);
        } else if path.extension().is_some_and(|x| x == "rs")
            // A test module in a file of its own (`#[cfg(test)] #[path = "…_tests.rs"]`).
            && !path.to_string_lossy().ends_with("_tests.rs")
        {
            found.push(path);
        }
    }
}

/// The source without its tests (`#[cfg(test)]` to the end of the file, where our test
/// modules always are) and without comments.
pub(crate) fn code(text: &str) -> String {
    let body = text.split("#[cfg(test)]").next().unwrap_or_default();
    // A char literal '"' is no string; a doc attribute is for readers of the source.
    let body: String = body
        .replace("'\"'", "''")
        .lines()
        .filter(|l| !l.trim_start().starts_with("#[doc"))
        .map(|l| format!("{l}\n"))
        .collect();
    let mut out = String::new();
    let mut in_string = false;
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if in_string => {
                out.push(c);
                out.extend(chars.next());
            }
            '"' => {
                in_string = !in_string;
                out.push(c);
            }
            '/' if !in_string && chars.peek() == Some(&'/') => {
                while chars.peek().is_some_and(|&n| n != '\n') {
                    chars.next();
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// The plain string literals of `code` (raw strings and escapes are rare here; a `"` inside
/// a char literal is skipped).
fn literals(code: &str) -> Vec<String> {
    let code = code.replace("'\"'", "");
    code.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// Two words or more (runs without blanks, with a letter), placeholders (`{name}`) aside:
/// "End turn", "{name} takes a Duchy"; not "coop-automa:#seq" or "{} ({})".
fn is_sentence(s: &str) -> bool {
    let mut text = String::new();
    let mut depth = 0;
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = 0.max(depth - 1),
            c if depth == 0 => text.push(c),
            _ => {}
        }
    }
    text.split_whitespace()
        .filter(|w| w.chars().any(char::is_alphabetic))
        .count()
        >= 2
}

#[test]
fn the_finder_sees_a_sentence_and_not_a_key() {
    assert!(is_sentence("End turn"));
    assert!(is_sentence("{name} takes a Duchy"));
    assert!(!is_sentence("coop"));
    assert!(!is_sentence("results-pyramid.ron"));
    assert!(!is_sentence("{}: {}"));
    assert!(!is_sentence("coop-automa:#seq"));
    assert!(!is_sentence("player1_points"));
    assert!(!is_sentence("{seq} {data}"));
    assert!(is_sentence("{} took a {}, {who} said"));
    let source = "fn f() { g(\"a sentence here\"); } // \"a comment too\"\n#[cfg(test)]\nfn t() { \"test words ok\" }";
    let found: Vec<String> = literals(&code(source))
        .into_iter()
        .filter(|l| is_sentence(l))
        .collect();
    assert_eq!(found, ["a sentence here"]);
}

#[test]
fn no_sentence_is_built_in_the_rules_the_engine_or_the_store() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for dir in [
        "crates/coop/src",
        "crates/pyramid/src",
        "crates/duel/src",
        "crates/engine/src",
        "crates/store/src",
        "src/store",
    ] {
        files_under(&root.join(dir), &mut found);
    }
    assert!(found.len() > 40, "{} files", found.len());
    let mut sentences = Vec::new();
    for path in found {
        let rel = path.strip_prefix(&root).unwrap().display().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        for literal in literals(&code(&text)) {
            let kept = KEPT
                .iter()
                .any(|(f, l, _)| *f == rel && (*l == literal || *l == "*"));
            if is_sentence(&literal) && !kept {
                sentences.push(format!("{rel}: {literal:?}"));
            }
        }
    }
    assert!(
        sentences.is_empty(),
        "{} sentences built outside src/app:\n{}",
        sentences.len(),
        sentences.join("\n")
    );
}

/// The data files hold data: names that are keys (a kingdom's, a set's, a card's), never a
/// sentence for the screen (the coop's kingdom notes and Hex texts are the catalogs').
#[test]
fn the_data_files_hold_no_prose() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut prose = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for literal in literals(&text) {
            // "Tricks of the Trade", "Dominion (second edition)": a name; a sentence is longer
            // or ends like one.
            let words = literal.split_whitespace().count();
            if words > 4 || literal.trim_end().ends_with(['.', '!', '?', ')']) && words > 3 {
                prose.push(format!("{}: {literal:?}", path.display()));
            }
        }
    }
    assert!(prose.is_empty(), "prose in the data:\n{}", prose.join("\n"));
}
