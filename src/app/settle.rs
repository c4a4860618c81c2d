//! A tap is taken only on a button that has stood still: one that appeared, moved or changed
//! its words less than `SETTLE` seconds ago ignores the tap. At the table a double tap on the
//! big button, or on "Delete" that turns into "Yes, delete", would otherwise do the next
//! thing too (reveal and then start the next round before anyone saw the card).

use eframe::egui::{self, Id, Response};
use std::hash::{Hash, Hasher};

/// Seconds a button must stand still (words and place) before a tap on it counts: longer than
/// a double tap, shorter than reading a new label.
pub const SETTLE: f64 = 0.5;

/// The slot of the big button, the same in every mode and screen: the button in that place
/// is one button whose words change.
pub fn big_button() -> Id {
    Id::unique("settle-big-button")
}

#[derive(Clone, Copy)]
struct Seen {
    /// What the slot showed, and where.
    looks: u64,
    /// When it first looked like this.
    since: f64,
    /// The last pass it was drawn in.
    pass: u64,
}

/// Whether `response` (drawn in `slot` with `words`) was clicked by a tap that counts. Call it
/// once a pass for every button of the slot that is drawn, clicked or not: a slot shows one
/// button at a time (e.g. "Delete X", then "Yes, delete X" in its place).
pub fn clicked(ui: &egui::Ui, slot: Id, words: &str, response: &Response) -> bool {
    let ctx = ui.ctx();
    let now = ctx.input(|i| i.time);
    let pass = ctx.cumulative_pass_nr();
    let looks = {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        words.hash(&mut h);
        let r = response.rect.round();
        [r.min.x, r.min.y, r.max.x, r.max.y]
            .map(f32::to_bits)
            .hash(&mut h);
        h.finish()
    };
    let id = slot.with("settle");
    let seen = ctx.data_mut(|d| {
        let old: Option<Seen> = d.get_temp(id);
        // Drawn in the pass before (or this one) and looking the same: it stood still.
        let steady = old.filter(|o| o.looks == looks && o.pass + 1 >= pass);
        let seen = Seen {
            looks,
            since: steady.map_or(now, |o| o.since),
            pass,
        };
        d.insert_temp(id, seen);
        seen
    });
    response.clicked() && now - seen.since >= SETTLE
}
