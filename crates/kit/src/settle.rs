//! A tap is taken only on a button that has stood still: one that appeared, moved or changed
//! its words less than `SETTLE` seconds ago ignores the tap. At the table a double tap on the
//! big button, or on "Delete" that turns into "Yes, delete", would otherwise do the next
//! thing too (reveal and then start the next round before anyone saw the card). Until it
//! has stood still the button is drawn faded, not ready, and lights up when it is: a tap on
//! it is refused where the player can see why, never swallowed by a button that looks ready.

use egui::{self, Id, Response};
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
    /// What the slot showed.
    looks: u64,
    /// Where.
    rect: egui::Rect,
    /// When it first looked like this.
    since: f64,
    /// The last pass it was drawn in.
    pass: u64,
}

/// How a button not ready yet is drawn: its whole look at this opacity.
const NOT_READY_OPACITY: f32 = 0.45;

fn looks_of(words: &str) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    words.hash(&mut h);
    h.finish()
}

/// Seconds until the button of `slot` showing `words` is ready, judged before it is drawn
/// from the passes before (0 when it is ready; `SETTLE` when it is new or has new words).
fn not_ready_for(ctx: &egui::Context, slot: Id, words: &str) -> f64 {
    let now = ctx.input(|i| i.time);
    let pass = ctx.cumulative_pass_nr();
    let old: Option<Seen> = ctx.data(|d| d.get_temp(slot.with("settle")));
    match old {
        Some(o) if o.looks == looks_of(words) && o.pass + 1 >= pass => {
            (SETTLE - (now - o.since)).max(0.0)
        }
        _ => SETTLE,
    }
}

/// Fades `ui` while the button of `slot` showing `words` is not ready to take a tap, and asks
/// for the frame in which it will be, so it lights up then. Call it in a `Ui` that holds that
/// button alone, before adding it; `clicked` then tells whether a tap counted.
pub fn fade_until_ready(ui: &mut egui::Ui, slot: Id, words: &str) {
    let wait = not_ready_for(ui.ctx(), slot, words);
    if wait > 0.0 {
        ui.multiply_opacity(NOT_READY_OPACITY);
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs_f64(wait + 0.02));
    }
}

/// Whether `response` (drawn in `slot` with `words`) was clicked by a tap that counts. Call it
/// once a pass for every button of the slot that is drawn, clicked or not: a slot shows one
/// button at a time (e.g. "Delete X", then "Yes, delete X" in its place).
pub fn clicked(ui: &egui::Ui, slot: Id, words: &str, response: &Response) -> bool {
    let ctx = ui.ctx();
    let now = ctx.input(|i| i.time);
    let pass = ctx.cumulative_pass_nr();
    let looks = looks_of(words);
    let rect = response.rect;
    let id = slot.with("settle");
    let seen = ctx.data_mut(|d| {
        let old: Option<Seen> = d.get_temp(id);
        // Drawn in the pass before (or this one) and looking the same: it stood still.
        // A move of a point or two is no move under a finger (a dialog placed by its last
        // height, a number's width): only a real move starts the wait again.
        let steady =
            old.filter(|o| o.looks == looks && o.pass + 1 >= pass && moved(o.rect, rect) < STILL);
        let seen = Seen {
            looks,
            rect,
            since: steady.map_or(now, |o| o.since),
            pass,
        };
        d.insert_temp(id, seen);
        seen
    });
    let taken = now - seen.since >= SETTLE;
    if !taken {
        // For the browser tests: not ready yet (drawn faded, see `fade_until_ready`).
        super::seen::waiting(ui.ctx(), rect);
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(
            SETTLE - (now - seen.since) + 0.02,
        ));
    }
    if response.clicked() && !taken {
        // For the browser tests: a tap the table made that was not taken.
        super::seen::mark(ui, "ignored", words, response);
    }
    response.clicked() && taken
}

/// Less than this many points of movement (of any edge) is standing still.
const STILL: f32 = 2.0;

/// How far the farthest edge moved from `a` to `b`, in points.
fn moved(a: egui::Rect, b: egui::Rect) -> f32 {
    [
        a.min.x - b.min.x,
        a.min.y - b.min.y,
        a.max.x - b.max.x,
        a.max.y - b.max.y,
    ]
    .into_iter()
    .map(f32::abs)
    .fold(0.0, f32::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_or_two_is_standing_still_and_more_is_a_move() {
        let a = egui::Rect::from_min_size(egui::pos2(10.0, 20.0), egui::vec2(100.0, 44.0));
        assert_eq!(moved(a, a), 0.0);
        assert!(moved(a, a.translate(egui::vec2(0.0, 1.5))) < STILL);
        assert!(moved(a, a.translate(egui::vec2(-1.9, 0.0))) < STILL);
        // Moved down by a line, or grown by a line: a move.
        assert!(moved(a, a.translate(egui::vec2(0.0, 3.0))) >= STILL);
        assert!(moved(a, a.expand2(egui::vec2(0.0, 2.5))) >= STILL);
    }
}
