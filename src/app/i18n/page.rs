//! The web page's own words, read before the app's wasm has loaded: its title, "Loading…",
//! why it could not start, and the installed app's description. `web/index.html` and
//! `web/manifest*.json` hold them for each language; `tests/all/web_words.rs` checks they are
//! these, the catalogs' words.

use super::{Lang, set, tr};

/// The page's words in one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageWords {
    pub title: String,
    pub loading: String,
    /// Followed by the browser's own error.
    pub failed: String,
    pub description: String,
}

/// The page's words in `lang` (this thread then speaks `lang`).
pub fn page_words(lang: Lang) -> PageWords {
    set(lang, None);
    PageWords {
        title: tr("window-title"),
        loading: tr("web-loading"),
        failed: tr("web-failed"),
        description: tr("web-description"),
    }
}
