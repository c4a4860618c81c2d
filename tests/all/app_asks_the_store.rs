//! The app asks the store, never the file system, whether a game's file is there.
//!
//! (That the store names no mode and not the app is kept by the compiler now: the store is a
//! crate of its own, `crates/store`, which depends on no mode and not on the app;
//! `crate_graph.rs` reads its manifest.)

use std::path::Path;

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
