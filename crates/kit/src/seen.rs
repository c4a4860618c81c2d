//! What the table asks now, as drawn: the step line, the big button, a dialog's title and
//! buttons, a question and its answers, each with its rectangle and whether it is whole
//! (inside the window and not cut by the cell or column it is drawn in). The web build's
//! browser tests read it (`window.coopAutomaSeen()`) to find what to tap on a phone and to
//! check that nothing the table must read is cut or out of view.

/// One thing drawn this frame.
#[derive(Clone, Debug)]
pub struct Seen {
    /// What it is: "step", "big", "title", "button", "question", "answer", "tab", "tool" (the
    /// top row's or the Menu's), "resume", "heading" (whose a panel is), or "ignored" (a tap on a button that had not stood
    /// still: `settle`).
    pub what: &'static str,
    pub text: String,
    /// In points.
    pub rect: egui::Rect,
    /// Inside the window and its own clip rectangle.
    pub whole: bool,
    /// "on" (takes a tap), "off" (greyed), "wait" (not ready yet: drawn faded until it has
    /// stood still, `settle`) or "chosen" (an answer chosen).
    pub state: &'static str,
}

fn id() -> egui::Id {
    egui::Id::unique("kit-seen")
}

/// The lines the table reads that were cut: this pass's, and the pass before's.
fn cut_id() -> egui::Id {
    egui::Id::unique("kit-seen-cut")
}

type Cut = (Vec<(&'static str, String)>, Vec<(&'static str, String)>);

/// Forgets the last frame's marks: called as a frame begins.
pub fn clear(ctx: &egui::Context) {
    ctx.data_mut(|d| {
        d.remove_temp::<Vec<Seen>>(id());
        let (now, _) = d.get_temp::<Cut>(cut_id()).unwrap_or_default();
        d.insert_temp::<Cut>(cut_id(), (Vec::new(), now));
    });
}

/// Notes `response`'s widget as `what` showing `text`.
pub fn mark(ui: &egui::Ui, what: &'static str, text: &str, response: &egui::Response) {
    let rect = response.rect;
    if what == "question" {
        super::in_view::when_it_appears(ui, text, rect);
    }
    let window = ui.ctx().content_rect();
    // A half point of slack: a rectangle rounded to pixels may pass its clip by a hair.
    let clip = ui.clip_rect().intersect(window).expand(0.5);
    let whole = clip.contains_rect(rect);
    if !whole && matches!(what, "step" | "big" | "question" | "title" | "button") {
        // What the table reads now, cut where it was whole the pass before: a first frame
        // whose panels and columns are still finding their sizes. Drawn again at once, never
        // shown so. Cut in the pass before too, it stays (a question scrolled half out of its
        // column, a place too small): one pass more, never one every frame.
        let key = (what, text.to_owned());
        let new = ui.ctx().data_mut(|d| {
            let cut = d.get_temp_mut_or_default::<Cut>(cut_id());
            let new = !cut.1.contains(&key);
            cut.0.push(key);
            new
        });
        // Never in two frames running: a step line new in one frame and a question scrolled
        // into view in the next made egui paint its warning over the top row.
        let frame = ui.ctx().cumulative_frame_nr();
        let last_id = egui::Id::unique("kit-seen-last-discard");
        let last = ui.data(|d| d.get_temp::<u64>(last_id));
        if new && last.is_none_or(|last| frame > last + 1 || frame == last) {
            ui.data_mut(|d| d.insert_temp(last_id, frame));
            ui.ctx()
                .request_discard("a line the table reads was cut in its first frame");
        } else if new {
            // Drawn again in the next frame instead.
            ui.ctx().request_repaint();
        }
    }
    let seen = Seen {
        what,
        text: text.to_owned(),
        rect,
        whole,
        state: if response.enabled() { "on" } else { "off" },
    };
    ui.ctx()
        .data_mut(|d| d.get_temp_mut_or_default::<Vec<Seen>>(id()).push(seen));
}

/// Notes `response`'s widget as an answer `what` showing `text`, chosen or not.
pub fn mark_chosen(
    ui: &egui::Ui,
    what: &'static str,
    text: &str,
    response: &egui::Response,
    chosen: bool,
) {
    let state = if chosen && response.enabled() {
        "chosen"
    } else if response.enabled() {
        "on"
    } else {
        "off"
    };
    mark_as(ui, what, text, response, state);
}

/// Notes `response`'s widget as `what` showing `text`, in `state` ("on", "off", "chosen"):
/// for a widget that takes taps but does nothing with some (a pyramid tile not lit).
pub fn mark_as(
    ui: &egui::Ui,
    what: &'static str,
    text: &str,
    response: &egui::Response,
    state: &'static str,
) {
    mark(ui, what, text, response);
    ui.ctx().data_mut(|d| {
        if let Some(last) = d.get_temp_mut_or_default::<Vec<Seen>>(id()).last_mut() {
            last.state = state;
        }
    });
}

/// The mark drawn at `rect` this frame is not ready for a tap yet (`settle`).
pub fn waiting(ctx: &egui::Context, rect: egui::Rect) {
    ctx.data_mut(|d| {
        let marks = d.get_temp_mut_or_default::<Vec<Seen>>(id());
        if let Some(m) = marks
            .iter_mut()
            .rev()
            .find(|m| m.rect == rect && m.what != "ignored")
            && m.state == "on"
        {
            m.state = "wait";
        }
    });
}

/// This frame's marks, in the order drawn.
pub fn marks(ctx: &egui::Context) -> Vec<Seen> {
    ctx.data(|d| d.get_temp::<Vec<Seen>>(id()))
        .unwrap_or_default()
}

/// The marks as lines of tab-separated fields, the rectangle in CSS pixels (points times the
/// zoom): what, x, y, width, height, "whole" or "cut", the state ("on", "off", "wait",
/// "chosen"), text.
pub fn report(ctx: &egui::Context) -> String {
    let zoom = ctx.zoom_factor();
    marks(ctx)
        .iter()
        .map(|s| {
            let r = s.rect;
            format!(
                "{}\t{:.1}\t{:.1}\t{:.1}\t{:.1}\t{}\t{}\t{}",
                s.what,
                r.min.x * zoom,
                r.min.y * zoom,
                r.width() * zoom,
                r.height() * zoom,
                if s.whole { "whole" } else { "cut" },
                s.state,
                s.text.replace(['\t', '\n'], " ")
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}
