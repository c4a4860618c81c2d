//! The step in view: what the table must act on now (a question, the fields to enter the
//! points in, the pyramid's lit cards) is scrolled into view when it appears out of view (the
//! column was scrolled away), at every size and text size; it is never scrolled to again
//! while it stays, so a player who scrolls away to read something else is left there.

use eframe::egui;

/// Scrolls `rect` into view in the pass where `what` appears: the first pass that draws it
/// after one that did not. (Once: a column keeps its scrolling when a pass is drawn again, and
/// scrolling again each pass asked egui for a pass more every frame.)
pub(in crate::app) fn when_it_appears(ui: &egui::Ui, what: &str, rect: egui::Rect) {
    let id = egui::Id::unique(("kit-in-view", what));
    let now = ui.ctx().cumulative_pass_nr();
    // (The pass it appeared in, the last pass that drew it.)
    let first = match ui.data(|d| d.get_temp::<(u64, u64)>(id)) {
        Some((first, last)) if last + 1 >= now => first,
        _ => now,
    };
    ui.data_mut(|d| d.insert_temp(id, (first, now)));
    if now == first {
        // All that appears in one pass together (a Hex's title, who blocked it, what to
        // do): the last request is the one a column follows.
        let union_id = egui::Id::unique("kit-in-view-union");
        let union = ui.data_mut(|d| {
            let (pass, union) = d
                .get_temp::<(u64, egui::Rect)>(union_id)
                .filter(|(pass, _)| *pass == now)
                .unwrap_or((now, rect));
            let union = union.union(rect);
            d.insert_temp(union_id, (pass, union));
            union
        });
        // All of it where the view holds it. Else what appeared last (what to do, after the
        // title that names it: the card on the table names it too) with as much above it as
        // fits, its top first where even it is taller than the view. Always by an edge
        // (never "as little as it takes", which counts from where things were drawn in a
        // pass the scroll has not reached yet, and so went twice as far).
        let view = ui.clip_rect();
        let (target, align) = if union.height() <= view.height() {
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
        };
        // Only where it is wholly out of view (the column scrolled away from it): one in view
        // even in part stays where the eye found it, and a first pass's positions (a column
        // still finding its strip) never scroll a question half out.
        if !view.intersects(target) {
            ui.scroll_to_rect(target, Some(align));
        }
    }
}
