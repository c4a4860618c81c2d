//! The web page's own functions the web build calls (web/index.html puts them on `window`):
//! a file handed to the browser to keep (a download: a save, the results as CSV), and the
//! page's other calls the app makes through `call_page`.

use wasm_bindgen::{JsCast, JsValue};

/// Hands the browser a file to download: `name` with `text`.
pub fn download(name: &str, text: &str, mime: &str) -> Result<(), String> {
    call_page(
        "coopAutomaDownload",
        &[name.into(), text.into(), mime.into()],
    )
}

/// Calls a function index.html puts on `window`; why not, in words.
pub fn call_page(name: &str, args: &[JsValue]) -> Result<(), String> {
    let window = web_sys::window().ok_or("no browser window")?;
    let f = js_sys::Reflect::get(&window, &name.into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or_else(|| format!("the page lacks {name}: reload it"))?;
    let array: js_sys::Array = args.iter().collect();
    f.apply(&window, &array)
        .map(|_| ())
        .map_err(|e| format!("the browser refused: {e:?}"))
}
