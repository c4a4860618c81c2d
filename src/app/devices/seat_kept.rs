//! A page's seat survives its reload: kept in the tab's session storage with the link of the
//! game it was taken in, as the game on the table is (`return_to.rs`). A new tab, or another
//! game's link, starts with the whole table. A window keeps its seat while it runs.

/// The session storage's key on the web.
#[cfg(target_arch = "wasm32")]
const KEY: &str = "coop-automa-seat";

#[cfg(target_arch = "wasm32")]
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// The seat this tab took in the game at `url` before its reload, if any.
pub(super) fn kept(url: &str) -> Option<usize> {
    #[cfg(target_arch = "wasm32")]
    {
        let text = storage()?.get_item(KEY).ok()??;
        let (seat, at) = text.split_once(' ')?;
        (at == url).then(|| seat.parse().ok()).flatten()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = url;
        None
    }
}

/// Keeps `seat` (`None`: the whole table) as this tab's in the game at `url`.
pub(super) fn keep(url: &str, seat: Option<usize>) {
    #[cfg(target_arch = "wasm32")]
    if let Some(storage) = storage() {
        let _ = match seat {
            Some(seat) => storage.set_item(KEY, &format!("{seat} {url}")),
            None => storage.remove_item(KEY),
        };
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (url, seat);
}
