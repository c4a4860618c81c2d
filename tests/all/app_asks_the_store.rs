//! The app asks the store, never the file system, whether a game's file is there.
//!
//! (That the store names no mode and not the app is kept by the compiler now: the store is a
//! crate of its own, `crates/store`, which depends on no mode and not on the app;
//! `crate_graph.rs` reads its manifest.)

/// Issue 42: the app asks the store, never the file system, whether a game's file is there:
/// on the web there is no file system (`Path::exists` answers no to every game there, and a
/// game left for a new one stayed "in progress" in Resume). Read from the sources of src/app.
#[test]
fn the_app_asks_the_store_whether_a_file_is_there() {
    let mut found = Vec::new();
    for (path, text) in crate::common::source_files("src/app") {
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
    assert!(
        found.is_empty(),
        "the app asks the file system:\n{}",
        found.join("\n")
    );
}
