//! A pointer move that reaches no widget draws nothing new, so the web build does not draw it.
//!
//! egui lays out and paints a whole frame for every move of a mouse, and on the web most of a
//! frame's cost is the painting (WebGL calls, a fifth for egui's layout). A move from one spot
//! of a card's words to another, or across the table's background, changes no pixel: it is held
//! back (eframe keeps the input for the next frame, so no event is lost) until the pointer
//! enters or leaves a widget's reach, comes near something it can press, or does anything else.

use egui::{self, Id, Pos2, Rect};

/// One widget of the last frame, as the decision needs it.
#[derive(Clone, Copy, Debug)]
pub struct Reach {
    /// Where it takes the pointer.
    pub rect: Rect,
    /// It can be pressed (a button, a tab, a scroll bar): its look follows the pointer.
    pub presses: bool,
    /// What it draws follows the pointer inside it (a chart's cross hair): see [`follows`].
    pub follows: bool,
    /// It holds other widgets (a panel, a column, a row): being over it draws nothing, what
    /// it holds says for itself.
    pub holds: bool,
}

/// Whether a pointer moved from `old` to `new` changes nothing a frame would draw, given the
/// last frame's widgets and egui's reach (`radius`: a widget that can be pressed is hovered
/// within it of the pointer, the nearer of two). Nothing changes when:
/// - no widget whose drawing follows the pointer is within reach of either point;
/// - every widget that can be pressed holds both points or neither, in its rect and within
///   its reach alike, and at most one is within reach of each point;
/// - every other widget that holds no widget (a label, maybe with a tooltip) holds both
///   points or neither. (Being over a panel or a column draws nothing.)
pub fn changes_nothing(
    widgets: impl IntoIterator<Item = Reach>,
    old: Pos2,
    new: Pos2,
    radius: f32,
) -> bool {
    // Widgets that can be pressed within reach: one count serves both points, since each
    // such widget must be within reach of both or of neither.
    let mut near = 0;
    widgets.into_iter().all(|w| {
        let reach = w.rect.expand(radius);
        let (old_near, new_near) = (reach.contains(old), reach.contains(new));
        let same_rect = w.rect.contains(old) == w.rect.contains(new);
        if w.follows {
            !old_near && !new_near
        } else if w.presses {
            near += usize::from(new_near);
            near <= 1 && same_rect && old_near == new_near
        } else {
            w.holds || same_rect
        }
    })
}

/// Shows `area` with `add` inside, its scroll bars marked as following the pointer (the
/// handle lights up under it, the rest of the bar does not). Every scroll area of the app is
/// shown through this.
pub fn scrolled<R>(
    area: egui::ScrollArea,
    ui: &mut egui::Ui,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> egui::scroll_area::ScrollAreaOutput<R> {
    let out = area.show(ui, add);
    // egui's bars take the area's id with their direction, 0 across and 1 down.
    for direction in 0..2_usize {
        follows(ui.ctx(), out.id.with(direction));
    }
    out
}

/// [`scrolled`] for a list drawn a screenful of rows at a time (`ScrollArea::show_rows`).
pub fn scrolled_rows<R>(
    area: egui::ScrollArea,
    ui: &mut egui::Ui,
    row_height: f32,
    rows: usize,
    add: impl FnOnce(&mut egui::Ui, std::ops::Range<usize>) -> R,
) -> egui::scroll_area::ScrollAreaOutput<R> {
    let out = area.show_rows(ui, row_height, rows, add);
    for direction in 0..2_usize {
        follows(ui.ctx(), out.id.with(direction));
    }
    out
}

fn follows_id() -> Id {
    Id::unique("quiet-moves-follows")
}

/// Marks `id` (a widget drawn this frame) as one whose drawing follows the pointer inside it:
/// every move near it is drawn. Cleared at the start of each frame ([`clear`]).
pub fn follows(ctx: &egui::Context, id: Id) {
    ctx.data_mut(|d| d.get_temp_mut_or_default::<Vec<Id>>(follows_id()).push(id));
}

fn follows_rect_id() -> Id {
    Id::unique("quiet-moves-follows-rect")
}

/// Marks `rect` (drawn this frame) as a place whose drawing follows the pointer inside it (a
/// cut text's whole shown beside the pointer): every move near it is drawn.
pub fn follows_rect(ctx: &egui::Context, rect: Rect) {
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<Vec<Rect>>(follows_rect_id())
            .push(rect)
    });
}

/// Starts a frame's list of widgets and places that follow the pointer.
pub fn clear(ctx: &egui::Context) {
    ctx.data_mut(|d| {
        d.remove_temp::<Vec<Id>>(follows_id());
        d.remove_temp::<Vec<Rect>>(follows_rect_id());
    });
}

/// How long moves may be held back while a frame was asked for (an animation, a tooltip's
/// delay, the app's polling, or egui's own "once more after input"): a frame is drawn at least
/// this often while the pointer moves, so nothing asked for waits longer.
pub const HOLD_AT_MOST: f64 = 0.1;

/// What to do with a frame's input.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Decision {
    /// Run the frame.
    Run,
    /// Hold the moves back; if `wake_in` (seconds), ask for a frame then.
    Hold { wake_in: Option<f64> },
}

/// Moves held back since when (seconds of egui's clock), while a frame was asked for.
#[derive(Default)]
pub struct Held {
    since: Option<f64>,
}

impl Held {
    /// `quiet`: the input changes nothing drawn ([`quiet`]); `asked`: the last frame asked
    /// for another; `now`: the clock.
    pub fn decide(&mut self, quiet: bool, asked: bool, now: f64) -> Decision {
        if !quiet {
            self.since = None;
            return Decision::Run;
        }
        if !asked && self.since.is_none() {
            return Decision::Hold { wake_in: None };
        }
        let since = *self.since.get_or_insert(now);
        if now - since >= HOLD_AT_MOST {
            self.since = None;
            return Decision::Run;
        }
        Decision::Hold {
            wake_in: Some(HOLD_AT_MOST - (now - since)),
        }
    }
}

/// The frames asked for (by a widget, an animation, the app) since the app's last frame began
/// to be drawn. egui asks for a frame itself after every frame with input ("once more, to
/// settle"), before the app draws: that ask is not counted, or moves held back would be
/// drawn every [`HOLD_AT_MOST`] anyway.
pub struct Asks {
    count: std::sync::Arc<std::sync::atomic::AtomicU64>,
    at_frame: u64,
    frame: u64,
}

impl Asks {
    /// Starts counting `ctx`'s asks (egui's repaint observer: eframe sets none).
    pub fn watch(ctx: &egui::Context) -> Asks {
        let count = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
        let counted = count.clone();
        ctx.set_repaint_observer(move |_| {
            counted.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        });
        Asks {
            count,
            at_frame: 0,
            frame: u64::MAX,
        }
    }

    fn now(&self) -> u64 {
        self.count.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The app begins drawing a pass; the first of a frame starts the count (a frame drawn
    /// twice, its first pass discarded, keeps what its first pass asked for).
    pub fn pass_begins(&mut self, ctx: &egui::Context) {
        let frame = ctx.cumulative_frame_nr();
        if frame != self.frame {
            self.frame = frame;
            self.at_frame = self.now();
        }
    }

    /// Whether anything asked for a frame since the last frame began to be drawn.
    pub fn asked(&self) -> bool {
        self.now() != self.at_frame
    }
}

/// Whether `input`, about to start a frame, changes nothing drawn: it holds only pointer
/// moves (no press, key, touch, scroll, resize, focus or file), the last frame had none of
/// those either, nothing is pressed, dragged or scrolling, and the move changes nothing
/// ([`changes_nothing`]) among the last frame's widgets.
pub fn quiet(ctx: &egui::Context, input: &egui::RawInput) -> bool {
    let mut new = None;
    for event in &input.events {
        match event {
            egui::Event::PointerMoved(pos) => new = Some(*pos),
            _ => return false,
        }
    }
    let Some(new) = new else {
        return false;
    };
    if !input.hovered_files.is_empty() || !input.dropped_files.is_empty() {
        return false;
    }
    if ctx.dragged_id().is_some() {
        return false;
    }
    let (old, still) = ctx.input(|i| {
        let same_screen = input.screen_rect.is_none_or(|r| r == i.viewport_rect());
        // The last frame saw a press, a key or a touch: the app acted on it after drawing
        // that frame, so the next one shows what it did, and is drawn.
        let only_moved = i
            .events
            .iter()
            .all(|e| matches!(e, egui::Event::PointerMoved(_)));
        let same = same_screen
            && only_moved
            && input.focused == i.focused
            && !i.pointer.any_down()
            && i.smooth_scroll_delta == egui::Vec2::ZERO
            && !i.is_scrolling();
        (i.pointer.latest_pos(), same)
    });
    let Some(old) = old else {
        return false;
    };
    if !still {
        return false;
    }
    let followed = ctx.data(|d| d.get_temp::<Vec<Id>>(follows_id()).unwrap_or_default());
    let places = ctx.data(|d| {
        d.get_temp::<Vec<Rect>>(follows_rect_id())
            .unwrap_or_default()
    });
    let radius = ctx.global_style().interaction.interact_radius;
    ctx.viewport(|v| {
        let widgets = || v.prev_pass.widgets.layers().flat_map(|(_, ws)| ws.iter());
        let parents: std::collections::HashSet<Id> = widgets().map(|w| w.parent_id).collect();
        let places = places.iter().map(|&rect| Reach {
            rect,
            presses: false,
            follows: true,
            holds: false,
        });
        changes_nothing(
            widgets()
                .map(|w| Reach {
                    rect: w.interact_rect,
                    presses: w.sense.senses_click(),
                    follows: followed.contains(&w.id),
                    holds: parents.contains(&w.id),
                })
                .chain(places),
            old,
            new,
            radius,
        )
    })
}

#[cfg(test)]
mod tests;
