//! The step in view: what the table must act on now (a question, the fields to enter the
//! points in, the pyramid's lit cards) is scrolled into view when it appears out of view (the
//! column was scrolled away), at every size and text size; it is never scrolled to again
//! while it stays, so a player who scrolls away to read something else is left there.

/// What `when_it_appears` keeps of one thing on screen.
#[derive(Clone, Copy)]
struct Appeared {
    /// The pass it appeared in, and the last pass that drew it.
    first: u64,
    last: u64,
    /// The frame it appeared in, and whether a later frame has looked at it again.
    frame: u64,
    settled: bool,
}

/// Scrolls `rect` into view in the pass where `what` appears (the first pass that draws it
/// after one that did not) where it is wholly out of view, and once more in the next frame
/// where it is still not whole. (Never again while it stays: a column keeps its scrolling
/// when a pass is drawn again, and scrolling again each pass asked egui for a pass more every
/// frame.)
pub fn when_it_appears(ui: &egui::Ui, what: &str, rect: egui::Rect) {
    let id = egui::Id::unique(("kit-in-view", what));
    let ctx = ui.ctx();
    let (now, frame) = (ctx.cumulative_pass_nr(), ctx.cumulative_frame_nr());
    let mut seen = match ui.data(|d| d.get_temp::<Appeared>(id)) {
        Some(seen) if seen.last + 1 >= now => seen,
        _ => Appeared {
            first: now,
            last: now,
            frame,
            settled: false,
        },
    };
    seen.last = now;
    let view = ui.clip_rect();
    if now == seen.first {
        // Only where it is wholly out of view (the column scrolled away from it): a first
        // pass's positions (a column still finding its "More below" strip) are not yet
        // where the frame leaves them, and scrolled a question in view half out.
        let (target, align) = target(ui, "kit-in-view-union", rect, view);
        if !view.intersects(target) {
            ui.scroll_to_rect(target, Some(align));
        }
    } else if frame > seen.frame && !seen.settled {
        // The next frame, its places settled: what is still not whole (a Hex's instruction
        // under a short column's edge) is brought whole into view.
        seen.settled = true;
        let (target, align) = target(ui, "kit-in-view-settled", rect, view);
        if !view.contains_rect(target) {
            ui.scroll_to_rect(target, Some(align));
        }
    }
    ui.data_mut(|d| d.insert_temp(id, seen));
}

/// Where to scroll and by which edge, for `rect` and all that was asked in view in this pass
/// before it (a Hex's title, who blocked it, what to do: the last request is the one a column
/// follows). All of it where the view holds it. Else what came last (what to do, after the
/// title that names it: the card on the table names it too) with as much above it as fits,
/// its top first where even it is taller than the view. Always by an edge (never "as little
/// as it takes", which counts from where things were drawn in a pass the scroll has not
/// reached yet, and so went twice as far).
fn target(
    ui: &egui::Ui,
    key: &str,
    rect: egui::Rect,
    view: egui::Rect,
) -> (egui::Rect, egui::Align) {
    let now = ui.ctx().cumulative_pass_nr();
    let union_id = egui::Id::unique(key);
    let union = ui.data_mut(|d| {
        let union = d
            .get_temp::<(u64, egui::Rect)>(union_id)
            .filter(|(pass, _)| *pass == now)
            .map_or(rect, |(_, union)| union.union(rect));
        d.insert_temp(union_id, (now, union));
        union
    });
    if union.height() <= view.height() {
        let edge = if union.top() < view.top() {
            egui::Align::Min
        } else {
            egui::Align::Max
        };
        (union, edge)
    } else if rect.height() <= view.height() {
        (union, egui::Align::Max)
    } else {
        (rect, egui::Align::Min)
    }
}
