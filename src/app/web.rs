//! The web build's start: the same App on a canvas of `web/index.html`, through eframe's
//! WebRunner. The page's "loading" text makes way once the app runs, or says what went wrong.

use super::{App, Options, Settings};
use coop_automa_seam::page::call_page;
use wasm_bindgen::JsCast;
use web_time::Instant;

/// The canvas the app draws on (see web/index.html).
const CANVAS_ID: &str = "coop_automa_canvas";

/// Starts the app in the page. Called from `main` on the web.
pub fn start() {
    let started = Instant::now();
    ask_persistent_storage();
    // Until the settings are read, the browser's language.
    super::i18n::set(super::i18n::system_lang(), None);
    wasm_bindgen_futures::spawn_local(async move {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let canvas = document
            .get_element_by_id(CANVAS_ID)
            .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok());
        let Some(canvas) = canvas else {
            show_problem(&document, &super::i18n::tr("web-no-canvas"));
            return;
        };
        plain_webgl2(&canvas);
        let result = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(move |cc| {
                    CONTEXT.with(|c| *c.borrow_mut() = Some(cc.egui_ctx.clone()));
                    let settings = Settings::load(cc.storage);
                    let options = Options {
                        join: host_game(),
                        ..Options::default()
                    };
                    let mut app = App::with_settings(&options, started, settings);
                    if let Some(unread) = super::Unread::found(None, cc.storage, None) {
                        app.settings_unread(&unread);
                    }
                    Ok(Box::new(app))
                }),
            )
            .await;
        match result {
            Ok(()) => {
                if let Some(loading) = document.get_element_by_id("loading") {
                    loading.remove();
                }
            }
            Err(e) => show_problem(
                &document,
                &format!("{}{e:?}", super::i18n::tr("web-failed")),
            ),
        }
    });
}

/// The host's game this page was opened for (a host's link: `?join=SECRET&game=ID`), as its
/// WebSocket's address on the same host; `None` for a page opened any other way.
fn host_game() -> Option<String> {
    let location = web_sys::window()?.location();
    let (search, host) = (location.search().ok()?, location.host().ok()?);
    let param = |name: &str| {
        search
            .trim_start_matches('?')
            .split('&')
            .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
            .filter(|v| {
                !v.is_empty()
                    && v.bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
            })
            .map(str::to_owned)
    };
    let (secret, game) = (param("join")?, param("game")?);
    Some(format!("ws://{host}/ws/{game}?join={secret}"))
}

/// The page leaves the host's game it was opened for: its address loses the link's secret,
/// so a reload starts the page on its own.
pub(super) fn forget_host_link() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_else(|_| "/".into());
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}

/// Makes the canvas's WebGL 2 context before eframe asks for it, as the desktop's: without
/// multisampling and without a depth buffer. A canvas has one context, so eframe draws in this
/// one; its own request takes the browser's defaults, which multisample every pixel four times,
/// for edges egui already smooths itself (feathering) and a depth egui never draws. On a phone's
/// 1170x2532 pixels that halved the GPU's time a frame, measured in a browser drawing in
/// software (docs/decisions-web.md). A browser without WebGL 2 gets nothing here, and eframe
/// falls back to WebGL 1 as before.
fn plain_webgl2(canvas: &web_sys::HtmlCanvasElement) {
    let options = js_sys::Object::new();
    for key in ["antialias", "depth"] {
        let _ = js_sys::Reflect::set(&options, &key.into(), &false.into());
    }
    let _ = canvas.get_context_with_context_options("webgl2", &options);
}

/// Asks the browser to keep the page's storage (the saved games) even when space runs low.
/// The answer is the browser's: a refusal only means it may evict under pressure, and a full
/// storage is then reported by the store as any failed save is.
fn ask_persistent_storage() {
    if let Some(window) = web_sys::window() {
        let _ = window.navigator().storage().persist();
    }
}

/// The page in the table's language: its `lang` attribute (for screen readers and the
/// browser's own words) and its title.
pub(super) fn set_page_language(tag: &str, title: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", tag);
    }
    document.set_title(title);
}

/// Puts a message where the "loading" text was.
fn show_problem(document: &web_sys::Document, text: &str) {
    if let Some(loading) = document.get_element_by_id("loading") {
        loading.set_text_content(Some(text));
    }
}

thread_local! {
    /// The game on the table as its save text, for the browser tests (see `test_state`).
    static STATE: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
    /// How far that game is (see `test_progress`).
    static PROGRESS: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
    /// The notice on screen (see `test_notice`).
    static NOTICE: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
    /// Which notice that is, and how many were shown (see `test_notices`).
    static NOTICES: std::cell::Cell<(usize, u32)> = const { std::cell::Cell::new((0, 0)) };
}

/// Keeps the text `test_notice` gives, and counts a new notice (`which` tells one from
/// another: the same words said again are another notice).
pub(super) fn report_notice(text: &str, which: usize) {
    NOTICE.with(|n| {
        if *n.borrow() != text {
            *n.borrow_mut() = text.to_owned();
        }
    });
    NOTICES.with(|c| {
        // (0: none on screen; the next one counts even where it takes the last one's place.)
        let (last, count) = c.get();
        if which != last {
            c.set((which, count + u32::from(which != 0)));
        }
    });
}

/// How many notices the app has shown, for the browser tests: a tap answered by a notice (a
/// refusal said again in the same words, too) is a tap taken.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn test_notices() -> u32 {
    NOTICES.with(|c| c.get().1)
}

/// The notice on screen ("" when there is none), for the browser tests: what a window says
/// when another one played its game.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn test_notice() -> String {
    NOTICE.with(|n| n.borrow().clone())
}

/// What the table asks now, as drawn in the last frame (`kit::seen`), for the browser tests:
/// one line per thing, its rectangle in CSS pixels and whether it is whole.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn test_seen() -> String {
    CONTEXT.with(|c| {
        c.borrow()
            .as_ref()
            .map(super::kit::seen::report)
            .unwrap_or_default()
    })
}

thread_local! {
    /// The frames the app has drawn (see `test_frames`).
    static FRAMES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    /// The frames run for a pointer move that changes something drawn (`test_moved_frames`).
    static MOVED_FRAMES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

type Counter = std::thread::LocalKey<std::cell::Cell<u64>>;

fn bump(counter: &'static Counter) {
    counter.with(|c| c.set(c.get() + 1));
}

fn count_of(counter: &'static Counter) -> f64 {
    counter.with(|c| c.get() as f64)
}

/// Counts a frame the app drew.
pub(super) fn count_pass() {
    bump(&FRAMES);
}

/// How many frames the app has drawn, for the browser tests: a pointer move that changes
/// nothing drawn draws none.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn test_frames() -> f64 {
    count_of(&FRAMES)
}

/// Counts a frame run for a pointer move that changes something drawn.
pub(super) fn count_moved_pass() {
    bump(&MOVED_FRAMES);
}

/// How many frames ran for pointer moves that change something drawn, for the browser tests:
/// unlike `test_frames`, never those a timer asked for while the pointer moved (a busy
/// machine's sweep takes longer, and the table's timers ask for more frames in it).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn test_moved_frames() -> f64 {
    count_of(&MOVED_FRAMES)
}

/// Keeps the texts `test_state` and `test_progress` give.
pub(super) fn report(text: String, progress: String) {
    STATE.with(|s| *s.borrow_mut() = text);
    PROGRESS.with(|p| *p.borrow_mut() = progress);
}

/// How far the game on the table is, for the browser tests: "round 7", "round 33, over"
/// (the points are still to type), "round 33, scored", or "setup".
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn test_progress() -> String {
    PROGRESS.with(|p| p.borrow().clone())
}

/// The game on the table as text (its mode, then its record: setup, piles and actions), or
/// "setup" before a game: the browser tests compare it before a reload and after Resume.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn test_state() -> String {
    STATE.with(|s| s.borrow().clone())
}

/// How the app is scaled and what it speaks, for the browser tests: "native 3 zoom 0.89
/// points 438x948 lang en", the device's pixels per CSS pixel, the app's zoom, the window in
/// points and the language. Text follows both scales: a point is `native × zoom` device
/// pixels. Empty before the first frame.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn test_view() -> String {
    CONTEXT.with(|c| {
        let Some(ctx) = &*c.borrow() else {
            return String::new();
        };
        let (native, size) = ctx.input(|i| {
            (
                i.viewport().native_pixels_per_point.unwrap_or(1.0),
                i.content_rect().size(),
            )
        });
        format!(
            "native {native} zoom {:.2} points {:.0}x{:.0} lang {}",
            ctx.zoom_factor(),
            size.x,
            size.y,
            super::i18n::lang().tag()
        )
    })
}

/// Asks the page to keep the screen on, or lets it sleep (index.html's Screen Wake Lock).
pub(super) fn keep_screen_on(on: bool) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(f) = js_sys::Reflect::get(&window, &"coopAutomaWakeLock".into())
        && let Ok(f) = f.dyn_into::<js_sys::Function>()
    {
        let _ = f.call1(&window, &on.into());
    }
}

/// Sizes the canvas's backing store to its CSS size times the device's pixel ratio where
/// eframe left it a whole ratio off. eframe sizes it from the resize observer's
/// `devicePixelContentBoxSize`, which a phone's browser gives in device pixels (Chrome) or
/// not at all (Safari: eframe then multiplies the CSS size by the ratio). Chromium's device
/// emulation (DevTools, puppeteer's `setViewport` with a `deviceScaleFactor`) gives it in CSS
/// pixels: a 390 x 844 phone at a ratio of 3 got a 390 x 844 store and was laid out at 217
/// points wide, half the phone. A real browser's own rounding (a pixel or so) is left alone.
/// The next frame is drawn at the mended size (eframe reads the store's size every frame).
pub(super) fn mend_canvas_size(ctx: &eframe::egui::Context) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(canvas) = window
        .document()
        .and_then(|d| d.get_element_by_id(CANVAS_ID))
        .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
    else {
        return;
    };
    let ratio = window.device_pixel_ratio();
    let (css_w, css_h) = (
        f64::from(canvas.client_width()),
        f64::from(canvas.client_height()),
    );
    if !(ratio > 1.0 && ratio.is_finite()) || css_w <= 0.0 || css_h <= 0.0 {
        return;
    }
    let (want_w, want_h) = ((css_w * ratio).round(), (css_h * ratio).round());
    let off = |have: u32, want: f64| (f64::from(have) - want).abs() > ratio + 1.0;
    if off(canvas.width(), want_w) || off(canvas.height(), want_h) {
        canvas.set_width(want_w as u32);
        canvas.set_height(want_h as u32);
        ctx.request_repaint();
    }
}

/// Tells the page when the first frame was drawn (`window.firstFrameMs`, milliseconds since
/// navigation began), for the start-up benchmark (scripts/bench-web.sh).
pub fn tell_first_frame() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let now = window.performance().map_or(0.0, |p| p.now());
    let _ = js_sys::Reflect::set(&window, &"firstFrameMs".into(), &now.into());
}

/// Opens the device's file picker; the chosen file's text comes back through `open_game_text`.
pub(super) fn pick_file() -> Result<(), String> {
    call_page("coopAutomaPickFile", &[])
}

thread_local! {
    /// The app's egui context: a file handed over from the page wakes the app with it.
    static CONTEXT: std::cell::RefCell<Option<eframe::egui::Context>> =
        const { std::cell::RefCell::new(None) };
    /// Files chosen with the picker, waiting for the app's next frame: (name, text).
    static OPENED: std::cell::RefCell<Vec<(String, String)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// index.html hands over the text of a file the player chose.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn open_game_text(name: String, text: String) {
    OPENED.with(|o| o.borrow_mut().push((name, text)));
    // The app draws nothing while idle: ask for a frame, in which it opens the file.
    wake();
}

/// Asks the idle app for a frame.
fn wake() {
    CONTEXT.with(|c| {
        if let Some(ctx) = &*c.borrow() {
            ctx.request_repaint();
        }
    });
}

/// The files chosen since the last frame.
/// Whether files handed over wait for the next frame.
pub(super) fn files_waiting() -> bool {
    OPENED.with(|o| !o.borrow().is_empty())
}

pub(super) fn take_opened() -> Vec<(String, String)> {
    OPENED.with(|o| std::mem::take(&mut *o.borrow_mut()))
}

thread_local! {
    /// Another window of this page wrote the storage since the last frame.
    static STORAGE_CHANGED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

thread_local! {
    /// A game's lock changed (taken, found held elsewhere, taken over) since the last frame.
    static LOCK_CHANGED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

type Flag = std::thread::LocalKey<std::cell::Cell<bool>>;

/// Raises a flag the next frame reads, and wakes the idle app for it.
fn raise(flag: &'static Flag) {
    flag.with(|c| c.set(true));
    wake();
}

/// Whether the flag was raised since the last call.
fn take(flag: &'static Flag) -> bool {
    flag.with(|c| c.replace(false))
}

/// index.html: another window wrote the app's storage (the browser's `storage` event, which
/// only the other windows get). Wakes the app, which looks at what changed.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn storage_changed() {
    raise(&STORAGE_CHANGED);
}

/// Whether another window wrote the storage since the last call.
pub(super) fn take_storage_changed() -> bool {
    take(&STORAGE_CHANGED)
}

/// index.html: the lock of a game changed. Wakes the app, which reads it.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn lock_changed() {
    raise(&LOCK_CHANGED);
}

/// Whether a game's lock changed since the last call.
pub(super) fn take_lock_changed() -> bool {
    take(&LOCK_CHANGED)
}

/// Asks the page for the lock `name` (index.html, the Web Locks API): at once if free, or
/// taken from the window holding it when `steal`.
pub(super) fn lock_game(name: &str, steal: bool) {
    let _ = call_page("coopAutomaLock", &[name.into(), steal.into()]);
}

/// Lets go of the lock `name`.
pub(super) fn unlock_game(name: &str) {
    let _ = call_page("coopAutomaUnlock", &[name.into()]);
}

/// The lock `name` as the page sees it: "asking", "held", "busy" (held by another window),
/// "lost" (another window took it), or "none".
pub(super) fn game_lock_state(name: &str) -> String {
    let Some(window) = web_sys::window() else {
        return "none".into();
    };
    js_sys::Reflect::get(&window, &"coopAutomaLockState".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call1(&window, &name.into()).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| "none".into())
}

/// Whether the browser promised to keep the app's storage (`navigator.storage.persist()`, asked
/// by the page at load): `None` while it has not answered.
pub(super) fn storage_kept() -> Option<bool> {
    let window = web_sys::window()?;
    let state = js_sys::Reflect::get(&window, &"coopAutomaPersisted".into())
        .ok()?
        .as_string()?;
    match state.as_str() {
        "granted" => Some(true),
        "denied" | "unsupported" => Some(false),
        _ => None,
    }
}

/// What the browser keeps for the page and lets it keep, in bytes (storage.js asks
/// `navigator.storage.estimate()`); none before it answered, or where it does not say.
pub(super) fn storage_estimate() -> Option<(f64, f64)> {
    let window: wasm_bindgen::JsValue = web_sys::window()?.into();
    let kv = js_sys::Reflect::get(&window, &"coopAutomaKv".into()).ok()?;
    let f: js_sys::Function = js_sys::Reflect::get(&kv, &"estimate".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let e = f.call0(&kv).ok()?;
    let number = |k: &str| js_sys::Reflect::get(&e, &k.into()).ok()?.as_f64();
    Some((number("usage")?, number("quota")?))
}
