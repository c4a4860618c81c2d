//! The system's language, for the first start: the OS locale on the desktop, the browser's
//! `navigator.languages` on the web; English when neither names a language we speak.

use super::Lang;

/// The first of the system's preferred languages that we speak, else English.
pub fn system_lang() -> Lang {
    preferred()
        .iter()
        .find_map(|t| Lang::of_tag(t))
        .unwrap_or(Lang::En)
}

#[cfg(not(target_arch = "wasm32"))]
fn preferred() -> Vec<String> {
    // POSIX order: LC_ALL overrides LC_MESSAGES overrides LANG; LANGUAGE lists fallbacks.
    let mut tags = Vec::new();
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let Ok(v) = std::env::var(var).map(|v| v.trim().to_owned())
            && !v.is_empty()
        {
            tags.push(v);
            break;
        }
    }
    if let Ok(list) = std::env::var("LANGUAGE") {
        tags.extend(list.split(':').map(str::to_owned));
    }
    // macOS and Windows keep it elsewhere: sys-locale reads it there.
    tags.extend(sys_locale::get_locales());
    tags
}

#[cfg(target_arch = "wasm32")]
fn preferred() -> Vec<String> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    window
        .navigator()
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect()
}
