//! Whether this table has a keyboard: key hints ("Space", "F1") and the Help's keys are
//! shown only then, since they mean nothing to fingers. A desktop window has one; a web page
//! has one where its main pointer is fine (a mouse, a touchpad), or from the first key
//! pressed outside a text field (a phone's on-screen keyboard types only into fields). The
//! kit keeps the answer (`kit::keyboard`); this finds it.

pub use super::kit::keyboard::{set, used};
use eframe::egui;

/// Called each frame before the keys are read: a key pressed outside a text field is a
/// keyboard at the table.
pub(super) fn watch(ctx: &egui::Context) {
    let used = super::kit::keyboard::known(ctx).unwrap_or_else(|| {
        let used = at_start();
        set(ctx, used);
        used
    });
    if used || ctx.egui_wants_keyboard_input() {
        return;
    }
    let pressed = ctx.input(|i| {
        i.events
            .iter()
            .any(|e| matches!(e, egui::Event::Key { pressed: true, .. }))
    });
    if pressed {
        set(ctx, true);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn at_start() -> bool {
    true
}

/// Whether the page's main pointer is a fine one (a mouse, a touchpad): a keyboard is then
/// likely at hand. A phone or a tablet answers no.
#[cfg(target_arch = "wasm32")]
fn at_start() -> bool {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return false;
    };
    js_sys::Reflect::get(&window, &"matchMedia".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call1(&window, &"(pointer: fine)".into()).ok())
        .and_then(|list| js_sys::Reflect::get(&list, &"matches".into()).ok())
        .and_then(|m| m.as_bool())
        .unwrap_or(false)
}
