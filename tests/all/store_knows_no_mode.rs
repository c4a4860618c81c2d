//! DESIGN.md: the store imports no mode (only the registry's expansion names them) and never
//! the app. Read from the sources: a path into `crate::modes::` other than the macro's
//! `$module` is a store that knows a mode.

use std::path::Path;

/// Every place under `dir` that names a mode or the app: file and line.
fn names_a_mode(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("src/store is there")
        .map(|e| e.expect("an entry").path())
        .collect();
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file");
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let named = code
                .match_indices("modes::")
                .any(|(at, _)| !code[at + "modes::".len()..].starts_with('$'))
                || code.contains("crate::app")
                || code.contains("super::super::app");
            if named {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn the_store_names_no_mode_and_not_the_app() {
    let found = names_a_mode(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/store"));
    assert!(
        found.is_empty(),
        "the store knows a mode:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_finder_sees_a_mode_named_and_not_the_registry_s_expansion() {
    let dir = std::env::temp_dir().join(format!("store-modes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("a.rs"),
        "use crate::modes::coop::Game;\n// crate::modes::coop in a comment\n\
         type R = crate::modes::$module::$rules;\nuse crate::app::Msg;\n",
    )
    .unwrap();
    let found = names_a_mode(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].ends_with("a.rs:1: use crate::modes::coop::Game;"));
    assert!(found[1].ends_with("a.rs:4: use crate::app::Msg;"));
}

/// Issue 42: the app asks the store, never the file system, whether a game's file is there:
/// on the web there is no file system (`Path::exists` answers no to every game there, and a
/// game left for a new one stayed "in progress" in Resume). Read from the sources of src/app.
#[test]
fn the_app_asks_the_store_whether_a_file_is_there() {
    fn walk(dir: &Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(&path, found);
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file");
            for (i, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                if [".exists()", ".is_file()", "try_exists("]
                    .iter()
                    .any(|call| code.contains(call))
                {
                    found.push(format!("{}:{}: {}", path.display(), i + 1, line.trim()));
                }
            }
        }
    }
    let mut found = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app"),
        &mut found,
    );
    assert!(
        found.is_empty(),
        "the app asks the file system:\n{}",
        found.join("\n")
    );
}
