//! Issue 43: the layers are crates, and the compiler keeps what each may use. This reads the
//! crates' manifests so that a dependency added to a rules crate (egui, Fluent, the store, a
//! file crate, another mode) or to the store (a mode, egui, Fluent) fails here with the
//! reason, before review.

use std::path::Path;

/// What a crate may depend on where it needs more than a mode's rules do, and why.
const ALLOWED: &[(&str, &[&str])] = &[
    // Rules in, events out; the seeded generator; data that serializes.
    ("engine", &["rand", "rand_xoshiro", "serde"]),
    // `rand` draws a seed where the table gives none; its kingdoms, an embedded RON file, are
    // read by the app's RON reader.
    (
        "coop",
        &["coop-automa-engine", "serde", "rand", "coop-automa-ron"],
    ),
    // The table's language: Fluent's bundles, the local clock for dates, the system's
    // language (sys-locale on the desktop, the browser's on the web). No egui, no game.
    (
        "words",
        &["fluent-bundle", "chrono", "sys-locale", "web-sys"],
    ),
    // The table kit: egui's widgets (without egui's fonts), and the words for its few own
    // (dismiss, more below). No game, no message, no file.
    ("kit", &["egui", "coop-automa-words"]),
    // The seam a mode's screens are written against: the kit and the words to draw and say,
    // the engine's traits and the store's results logs beneath a mode, the clock for a BG
    // Stats play, the page's functions on the web. No mode: each mode's screens depend on it.
    (
        "seam",
        &[
            "egui",
            "coop-automa-words",
            "coop-automa-kit",
            "coop-automa-engine",
            "coop-automa-store",
            "chrono",
            "wasm-bindgen",
            "js-sys",
            "web-sys",
        ],
    ),
    // One order for every step of a game on several devices: its messages serialize; no
    // mode, no network, no words.
    ("order", &["serde", "coop-automa-ron"]),
    // The host on the local network: the HTTP and WebSocket server and its runtime, the web
    // build's files, the order of steps and RON for its messages, a random join secret, the
    // join link's QR code. No
    // mode, no egui, no words: the app's referee plays the games. Its tests play devices over
    // loopback (tokio-tungstenite).
    (
        "host",
        &[
            "axum",
            "tokio",
            "tower-http",
            "tower",
            "futures-util",
            "qrcode",
            "serde",
            "rand",
            "coop-automa-order",
            "coop-automa-ron",
            "tokio-tungstenite",
        ],
    ),
    // RON read and written in one place: RON's own writer, compiled once for every type through
    // erased-serde, and a reader of our own. Text in, values out: no game, no file.
    ("ron", &["serde", "ron", "erased-serde"]),
    // Games on disk for every mode: the engine's traits, RON, the files and the browser's
    // storage, the clock for "saved at", the CSV. No mode: the app gives it the type of its
    // games.
    (
        "store",
        &[
            "coop-automa-engine",
            "coop-automa-ron",
            "serde",
            "rand",
            "chrono",
            "csv",
            "directories",
            "wasm-bindgen",
            "js-sys",
            "web-sys",
        ],
    ),
];

/// What a mode's screens (`crates/<mode>-screens`) may depend on besides its own rules crate
/// (`coop-automa-<mode>`): egui, the words, the kit and the seam to draw and say, the engine's
/// traits and the store's results logs, a seed's randomness, egui's plots. No other mode's
/// rules or screens, no app.
const SCREENS: &[&str] = &[
    "egui",
    "egui_plot",
    "coop-automa-words",
    "coop-automa-kit",
    "coop-automa-seam",
    "coop-automa-engine",
    "coop-automa-store",
    "rand",
];

/// What any other crate (a mode's rules: `crates/<mode>`) may depend on: the engine and data.
const A_MODE: &[&str] = &["coop-automa-engine", "serde"];

/// What the rules crates' own tests (`crates/<crate>/tests/rules`, and their unit tests) may
/// use besides: the engine with its test support, RON for saves, and proptest for the property
/// tests. Neither egui nor the words: those tests link no egui, and the tests that read the
/// table's words stay in the app's `tests/all`.
const TESTS_MAY_USE: &[&str] = &["coop-automa-engine", "ron", "proptest"];

/// The names under `[dependencies]` (and target-specific dependencies) of a manifest.
fn dependencies(manifest: &str) -> Vec<String> {
    names_under(manifest, "dependencies")
}

/// The names under `[dev-dependencies]` (and target-specific dev-dependencies) of a manifest.
fn dev_dependencies(manifest: &str) -> Vec<String> {
    names_under(manifest, "dev-dependencies")
}

/// The names under `[<table>]` and `[target.<cfg>.<table>]` of a manifest.
fn names_under(manifest: &str, table: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut inside = false;
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            inside = line == format!("[{table}]")
                || (line.starts_with("[target.") && line.ends_with(&format!(".{table}]")));
            continue;
        }
        if inside && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.', ' ']).next().unwrap().trim();
            names.push(name.to_owned());
        }
    }
    names
}

#[test]
fn the_reader_finds_dependencies_and_only_them() {
    let manifest = "[package]\nname = \"x\"\n[dependencies]\n# why\nserde.workspace = true\negui = { version = \"1\" }\n[dev-dependencies]\nproptest = \"1\"\n[target.'cfg(unix)'.dependencies]\nlibc = \"1\"\n";
    assert_eq!(dependencies(manifest), ["serde", "egui", "libc"]);
    assert_eq!(dev_dependencies(manifest), ["proptest"]);
}

#[test]
fn each_crate_under_the_app_depends_on_what_its_layer_may_use() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut crates: Vec<String> = std::fs::read_dir(&root)
        .expect("crates/ is there")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    crates.sort();
    for (name, _) in ALLOWED {
        assert!(crates.iter().any(|c| c == name), "crates/{name} is there");
    }
    assert!(
        crates.len() >= 6,
        "the engine, RON, the store and three modes: {crates:?}"
    );
    for name in &crates {
        let own_rules = name
            .strip_suffix("-screens")
            .map(|mode| format!("coop-automa-{mode}"));
        let allowed: Vec<&str> = match &own_rules {
            Some(rules) => SCREENS.iter().copied().chain([rules.as_str()]).collect(),
            None => ALLOWED
                .iter()
                .find(|(c, _)| c == name)
                .map_or(A_MODE, |(_, allowed)| *allowed)
                .to_vec(),
        };
        let manifest = std::fs::read_to_string(root.join(name).join("Cargo.toml")).unwrap();
        let found = dependencies(&manifest);
        assert!(!found.is_empty(), "{name}: no dependencies read");
        for dep in found {
            assert!(
                allowed.contains(&dep.as_str()),
                "crates/{name} depends on {dep}: the rules know nothing of egui, words or files, the store no mode"
            );
        }
        for dep in dev_dependencies(&manifest) {
            assert!(
                allowed.contains(&dep.as_str()) || TESTS_MAY_USE.contains(&dep.as_str()),
                "crates/{name}'s tests use {dep}: the rules' tests link no egui and read no words"
            );
        }
    }
}
