//! Issue 32: the web page's own words (read before the app has loaded) are the catalogs':
//! its title, "Loading…" and why it could not start in `web/index.html` for each language, and
//! each language's manifest (`web/manifest.json`, `web/manifest.pt-BR.json`) with its name,
//! description and `lang`.

use coop_automa::app::i18n::{Lang, page_words};

fn web(file: &str) -> String {
    std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("web")
            .join(file),
    )
    .unwrap()
}

/// The value of `"key": "…"` in a JSON text (our manifests hold plain strings).
fn json_field(text: &str, key: &str) -> String {
    let start = text
        .find(&format!("\"{key}\": \""))
        .unwrap_or_else(|| panic!("no {key}"));
    let rest = &text[start + key.len() + 5..];
    rest[..rest.find('"').unwrap()].to_owned()
}

/// The value of `key: "…"` in the page's script.
fn js_field(text: &str, key: &str) -> String {
    let start = text
        .find(&format!("{key}: \""))
        .unwrap_or_else(|| panic!("no {key}"));
    let rest = &text[start + key.len() + 3..];
    rest[..rest.find('"').unwrap()].to_owned()
}

#[test]
fn the_page_and_its_manifests_say_the_catalogs_words_in_each_language() {
    let page = web("index.html");
    for lang in Lang::OFFERED {
        let words = page_words(lang);
        let block = page
            .split(&format!("\"{}\": {{", lang.tag()))
            .nth(1)
            .unwrap_or_else(|| panic!("index.html has no words for {}", lang.tag()));
        let block = &block[..block.find('}').unwrap()];
        assert_eq!(js_field(block, "title"), words.title);
        assert_eq!(js_field(block, "loading"), words.loading);
        assert_eq!(js_field(block, "failed"), words.failed);
        let manifest_file = js_field(block, "manifest");
        let manifest = web(&manifest_file);
        assert_eq!(
            json_field(&manifest, "name"),
            words.title,
            "{manifest_file}"
        );
        assert_eq!(
            json_field(&manifest, "description"),
            words.description,
            "{manifest_file}"
        );
        assert_eq!(json_field(&manifest, "lang"), lang.tag(), "{manifest_file}");
    }
    // The page's first guess, before any script: English.
    assert!(page.contains("<html lang=\"en\">"));
}
