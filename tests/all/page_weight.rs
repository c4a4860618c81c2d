//! Issue 43: what the web page must not carry twice. Generic code is compiled once per type or
//! closure it is given: a sort per closure (5 to 8 KB of the page each), egui's menu per
//! closure (12 KB), RON's writer per saved type (140 KB in all), RON's reader per type read. Each goes through one place
//! (`engine::sort`, the chrome's `menu`, `coop_automa_ron`'s writer and reader), and this reads the source outside
//! the tests for a call that goes around it.

use super::rules_speak_no_language::{code, files_under};
use std::path::{Path, PathBuf};

/// (what is called, the only file that may call it, what to call instead).
const ONE_PLACE: &[(&str, &str, &str)] = &[
    (".sort()", "crates/engine/src/sort.rs", "engine::sort::sort"),
    (
        ".sort_by(",
        "crates/engine/src/sort.rs",
        "engine::sort::sort_by",
    ),
    (
        ".sort_by_key(",
        "crates/engine/src/sort.rs",
        "engine::sort::sort_by_key",
    ),
    (
        ".sort_by_cached_key(",
        "crates/engine/src/sort.rs",
        "engine::sort::sort_by_key",
    ),
    (
        ".sort_unstable",
        "crates/engine/src/sort.rs",
        "engine::sort::sort_by",
    ),
    // The same sorts called by their path (`<[T]>::sort_by(&mut v, ..)`).
    (
        "]>::sort",
        "crates/engine/src/sort.rs",
        "engine::sort::sort_by",
    ),
    (
        ".menu_button(",
        "src/app/chrome/mod.rs",
        "the chrome's menu()",
    ),
    (
        "ron::to_string(",
        "crates/ron/src/write.rs",
        "coop_automa_ron::to_string",
    ),
    (
        "ron::ser::to_string",
        "crates/ron/src/write.rs",
        "coop_automa_ron::to_string_pretty",
    ),
    // RON's reader, per type read: `coop_automa_ron::read` reads a tree once and each type reads
    // the tree.
    (
        "ron::from_str",
        "crates/ron/src/read/mod.rs",
        "coop_automa_ron::from_str",
    ),
    (
        "eframe::get_value",
        "crates/ron/src/read/fields.rs",
        "coop_automa_ron::from_str",
    ),
    (
        "ron::Value",
        "crates/ron/src/read/fields.rs",
        "coop_automa_ron::struct_fields",
    ),
    (
        "ron::de::",
        "crates/ron/src/read/fields.rs",
        "coop_automa_ron::from_str",
    ),
    // RON's writer or reader imported by name (`use ron::to_string;` then `to_string(..)`).
    ("use ron::", "crates/ron/src/write.rs", "coop_automa_ron"),
    (
        "eframe::set_value(",
        "crates/ron/src/write.rs",
        "coop_automa_ron::to_string",
    ),
];

fn sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    files_under(&root.join("src"), &mut found);
    for entry in std::fs::read_dir(root.join("crates")).unwrap() {
        files_under(&entry.unwrap().path().join("src"), &mut found);
    }
    found
}

/// Whether `code` makes the call `call`: as a whole path, not the end of a longer name
/// (`coop_automa_ron::from_str` is not `ron::from_str`).
fn makes(code: &str, call: &str) -> bool {
    let name = |c: char| c.is_alphanumeric() || c == '_';
    code.match_indices(call)
        .any(|(i, _)| !call.starts_with(name) || !code[..i].chars().next_back().is_some_and(name))
}

/// The calls of `code` that are not in their one place: "file: call (use …)".
fn strays(file: &str, code: &str) -> Vec<String> {
    ONE_PLACE
        .iter()
        .filter(|(call, place, _)| file != *place && makes(code, call))
        .map(|(call, _, instead)| format!("{file}: {call} (use {instead})"))
        .collect()
}

#[test]
fn the_finder_sees_a_call_around_its_one_place_and_not_the_place_itself() {
    assert_eq!(
        strays("src/app/x.rs", "let mut v = w;\n v.sort_by_key(|k| k.0);"),
        ["src/app/x.rs: .sort_by_key( (use engine::sort::sort_by_key)"]
    );
    assert_eq!(
        strays("src/app/x.rs", "ui.menu_button(label, |ui| ());"),
        ["src/app/x.rs: .menu_button( (use the chrome's menu())"]
    );
    assert_eq!(
        strays("src/app/x.rs", "<[u8]>::sort_by(&mut v, |a, b| a.cmp(b));"),
        ["src/app/x.rs: ]>::sort (use engine::sort::sort_by)"]
    );
    assert!(strays("src/app/x.rs", "coop_automa_ron::from_str::<T>(text)").is_empty());
    assert_eq!(
        strays("src/app/x.rs", "ron::from_str::<T>(text)"),
        ["src/app/x.rs: ron::from_str (use coop_automa_ron::from_str)"]
    );
    assert_eq!(
        strays("crates/store/src/x.rs", "use ron::to_string;"),
        ["crates/store/src/x.rs: use ron:: (use coop_automa_ron)"]
    );
    assert!(
        strays(
            "crates/engine/src/sort.rs",
            "order.sort_by(|a, b| f(a, b));"
        )
        .is_empty()
    );
    assert!(
        strays(
            "src/app/x.rs",
            "engine::sort::sort_by(&mut v, |a, b| a.cmp(b));"
        )
        .is_empty()
    );
}

#[test]
fn sorts_menus_and_ron_writing_each_go_through_their_one_place() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = sources();
    assert!(
        files.len() > 100,
        "the source was not found: {} files",
        files.len()
    );
    let strays: Vec<String> = files
        .iter()
        .flat_map(|path| {
            let name = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            strays(&name, &code(&std::fs::read_to_string(path).unwrap()))
        })
        .collect();
    assert!(
        strays.is_empty(),
        "compiled again for the web page:\n{}",
        strays.join("\n")
    );
}
