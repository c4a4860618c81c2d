//! Issue 62: ARCHITECTURE.md stays true. Every path it names between backticks (a folder or a
//! file of the repository; patterns such as `crates/<mode>/` aside) must exist, so a file
//! moved or renamed without the map fails here.

use std::path::Path;

/// The paths named in `text` between backticks: words with a '/' or a file's extension, no
/// spaces, no pattern (`<mode>`, `*`).
fn named_paths(text: &str) -> Vec<&str> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| !w.contains([' ', '<', '*', '(', ':']))
        .filter(|w| {
            w.contains('/')
                || [".rs", ".md", ".toml", ".js", ".mjs", ".sh", ".txt", ".html"]
                    .iter()
                    .any(|ext| w.ends_with(ext))
        })
        .collect()
}

#[test]
fn the_finder_reads_paths_and_passes_over_the_rest() {
    let text = "see `src/app/kit/` and `README.md`, not `Session<R>`, `crates/<mode>/tests`, `dyn Seat` or `Pile`";
    assert_eq!(named_paths(text), ["src/app/kit/", "README.md"]);
}

#[test]
fn every_path_architecture_md_names_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let named = named_paths(&text);
    assert!(named.len() >= 30, "only {} paths named", named.len());
    let missing: Vec<&&str> = named
        .iter()
        .filter(|p| !root.join(p.trim_end_matches('/')).exists())
        .collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names paths that are gone: {missing:?}"
    );
    // The README's map points to it.
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(
        readme.contains("ARCHITECTURE.md"),
        "the README points to ARCHITECTURE.md"
    );
}

/// Issue 62: the message at the bottom of the app names no feature (each feature's question is
/// its own type, carried as a `FeatureAsk`), and the kit, the words and the seam name no mode.
#[test]
fn the_lowest_layers_name_no_feature_and_no_mode() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let code = |path: &str| -> String {
        std::fs::read_to_string(root.join(path))
            .unwrap()
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let msg = code("crates/seam/src/msg.rs");
    for feature in ["library", "backup", "results", "bgstats", "locks", "prefs"] {
        assert!(
            !msg.contains(&format!("{feature}::")),
            "the seam's msg.rs names the feature {feature}"
        );
    }
    let mut lower = Vec::new();
    for dir in ["crates/kit/src", "crates/words/src", "crates/seam/src"] {
        for (path, _) in crate::common::source_files(dir) {
            lower.push(path);
        }
    }
    assert!(lower.len() >= 20, "{lower:?}");
    for path in lower {
        let text = std::fs::read_to_string(&path).unwrap();
        for mode in [
            "modes::",
            "coop::",
            "pyramid::",
            "duel::",
            "coop_automa_coop",
            "coop_automa_pyramid",
            "coop_automa_duel",
        ] {
            assert!(
                !text.contains(mode),
                "{} names a mode ({mode})",
                path.display()
            );
        }
    }
}
