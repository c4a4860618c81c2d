//! Text painted into a shape (a card's face, a tile, a tab, a plot's label): it wraps at
//! spaces, then shrinks down to a floor, then is cut short with "…" and the whole text in a
//! tooltip. It never leaves its rectangle. Every text painted this way is noted for the frame,
//! so the tests can check from the galleys, not the accessibility tree (which sees no painted
//! text), that none spilled.

use crate::fonts;
use egui::{self, Align2, Color32, FontId, Rect, text::LayoutJob};
use std::sync::Arc;

/// The least size, in points, a painted text shrinks to before it is cut short: under it a
/// card's words are not read across a table.
pub const LEAST: f32 = 12.0;

/// How a text is set in its rectangle.
#[derive(Clone, Copy, Debug)]
pub struct Look {
    /// The size it takes where it fits, in points.
    pub max: f32,
    /// The least size it shrinks to before it is cut short.
    pub min: f32,
    pub bold: bool,
    /// Over several lines (breaking between words only), or on one.
    pub wrap: bool,
    /// Where it sits in its rectangle; its lines are aligned the same way.
    pub align: Align2,
    pub color: Color32,
    /// Cut short, a tap opens it whole (the top row's quiet line): the one place a painted
    /// text may end in "…".
    pub opens_at_tap: bool,
}

impl Look {
    /// Regular, on one line, centred, from `max` down to `min`.
    pub fn new(max: f32, min: f32, color: Color32) -> Self {
        Self {
            max,
            min: min.min(max),
            bold: false,
            wrap: false,
            align: Align2::CENTER_CENTER,
            color,
            opens_at_tap: false,
        }
    }

    pub fn opens_at_tap(self) -> Self {
        Self {
            opens_at_tap: true,
            ..self
        }
    }

    pub fn bold(self) -> Self {
        Self { bold: true, ..self }
    }

    pub fn wrapped(self) -> Self {
        Self { wrap: true, ..self }
    }

    pub fn at(self, align: Align2) -> Self {
        Self { align, ..self }
    }

    fn font(&self, size: f32) -> FontId {
        if self.bold {
            fonts::bold_id(size)
        } else {
            FontId::proportional(size)
        }
    }
}

/// One text painted this frame.
#[derive(Clone, Debug)]
pub struct Painted {
    pub text: String,
    /// The rectangle it was given.
    pub rect: Rect,
    /// Where its glyphs were drawn.
    pub drawn: Rect,
    /// The size it was set at.
    pub size: f32,
    /// Cut short with "…" (the whole text in a tooltip).
    pub elided: bool,
    /// Cut short, a tap opens it whole (`Look::opens_at_tap`).
    pub opens_at_tap: bool,
}

fn id() -> egui::Id {
    egui::Id::unique("kit-painted")
}

/// Forgets the last frame's texts: called as a frame begins.
pub fn clear(ctx: &egui::Context) {
    ctx.data_mut(|d| d.remove_temp::<Vec<Painted>>(id()));
}

/// This frame's painted texts, in the order drawn.
pub fn painted(ctx: &egui::Context) -> Vec<Painted> {
    ctx.data(|d| d.get_temp::<Vec<Painted>>(id()))
        .unwrap_or_default()
}

fn job(text: &str, look: &Look, size: f32, width: f32, rows: usize) -> LayoutJob {
    let mut job = LayoutJob::simple(text.to_owned(), look.font(size), look.color, width);
    job.wrap.max_rows = rows;
    job.halign = look.align.x();
    job
}

/// The width of the widest word of `text` at `size`.
fn widest_word(painter: &egui::Painter, text: &str, look: &Look, size: f32) -> f32 {
    text.split_whitespace()
        .map(|word| {
            painter
                .layout_no_wrap(word.to_owned(), look.font(size), look.color)
                .size()
                .x
        })
        .fold(0.0, f32::max)
}

/// The galley of `text` at `size`, if it fits `room` whole: no line wider, no word broken.
fn whole_at(
    painter: &egui::Painter,
    text: &str,
    look: &Look,
    size: f32,
    room: egui::Vec2,
) -> Option<Arc<egui::Galley>> {
    let width = if look.wrap {
        room.x + 0.1
    } else {
        f32::INFINITY
    };
    let galley = painter.layout_job(job(text, look, size, width, usize::MAX));
    let fits = galley.size().x <= room.x + 0.1 && galley.size().y <= room.y + 0.1;
    // A word wider than the room would be broken inside: the size is too large.
    let words_whole = !look.wrap || widest_word(painter, text, look, size) <= room.x + 0.1;
    (fits && words_whole).then_some(galley)
}

/// The galley for `text` in `room`: the largest size from `look.max` down to `look.min` at
/// which it fits whole, else at `look.min` cut short; and whether it was cut.
fn fitted(
    painter: &egui::Painter,
    text: &str,
    look: &Look,
    room: egui::Vec2,
) -> (Arc<egui::Galley>, f32, bool) {
    if let Some(galley) = whole_at(painter, text, look, look.max, room) {
        return (galley, look.max, false);
    }
    if let Some(mut best) =
        whole_at(painter, text, look, look.min, room).map(|g| (g, look.min, false))
    {
        // Between a size that fits and one that does not: a few halvings come within a
        // quarter point.
        let (mut low, mut high) = (look.min, look.max);
        while high - low > 0.25 {
            let mid = (low + high) / 2.0;
            match whole_at(painter, text, look, mid, room) {
                Some(galley) => {
                    best = (galley, mid, false);
                    low = mid;
                }
                None => high = mid,
            }
        }
        return best;
    }
    // Too long even at the floor: as many lines as the height holds, the last one cut short.
    // A room lower than one line at the floor (a sliver) takes one line as high as it is.
    let row = |size: f32| {
        painter
            .layout_no_wrap("Ag".to_owned(), look.font(size), look.color)
            .size()
            .y
            .max(1.0)
    };
    let mut size = look.min;
    if row(size) > room.y {
        size = (size * room.y / row(size)).max(1.0);
        while row(size) > room.y + 0.25 && size > 1.0 {
            size = (size - 0.25).max(1.0);
        }
    }
    // Over several lines only where each word fits a line: else one line, cut short, rather
    // than a word broken between two.
    let words_fit = widest_word(painter, text, look, size) <= room.x;
    let rows = if look.wrap && words_fit {
        ((room.y / row(size)).floor() as usize).max(1)
    } else {
        1
    };
    let mut cut = job(text, look, size, room.x.max(1.0), rows);
    cut.wrap.break_anywhere = rows == 1;
    let galley = painter.layout_job(cut);
    let elided = galley.elided || galley.size().x > room.x + 0.1;
    (galley, size, elided || size < look.min)
}

/// Paints `text` inside `rect` as `look` says, and notes it for the frame. A text cut short
/// shows itself whole in a tooltip under the pointer.
pub fn text_in(ui: &egui::Ui, rect: Rect, text: &str, look: Look) -> Painted {
    let painter = ui.painter();
    let (galley, size, cut) = if text.is_empty() || !rect.is_positive() {
        (
            painter.layout_no_wrap(String::new(), look.font(look.min), look.color),
            look.min,
            false,
        )
    } else {
        fitted(painter, text, &look, rect.size())
    };
    // The galley's own rectangle may start left of its origin (centred lines): place that
    // rectangle, not the origin, inside `rect`.
    let target = look.align.align_size_within_rect(galley.size(), rect);
    let origin = target.min - galley.rect.min.to_vec2();
    let drawn = galley.rect.translate(origin.to_vec2());
    // A line taller than the room (a text cut short in a sliver) is clipped to it. Only then:
    // a clip of its own makes the text a draw call of its own in the browser (its vertices
    // uploaded apart, a scissor set), and a screen paints dozens of these texts a frame.
    if rect.expand(0.5).contains_rect(drawn) {
        painter.galley(origin, galley, look.color);
    } else {
        painter
            .with_clip_rect(painter.clip_rect().intersect(rect.expand(0.5)))
            .galley(origin, galley, look.color);
    }
    if cut {
        // Its whole text is shown beside the pointer while it is over it.
        super::quiet_moves::follows_rect(ui.ctx(), rect);
    }
    if cut && ui.rect_contains_pointer(rect) {
        let id = ui.scope_id().with(("painted", text));
        egui::Tooltip::always_open(
            ui.ctx().clone(),
            ui.layer_id(),
            id,
            egui::PopupAnchor::Pointer,
        )
        .show(|ui| ui.label(text));
    }
    let painted = Painted {
        text: text.to_owned(),
        rect,
        drawn,
        size,
        elided: cut,
        opens_at_tap: look.opens_at_tap,
    };
    ui.ctx().data_mut(|d| {
        d.get_temp_mut_or_default::<Vec<Painted>>(id())
            .push(painted.clone())
    });
    painted
}

/// Paints the first of `texts` (the longest form first, then shorter ones written for the
/// room) that fits `rect` whole at `look.min` or larger, and notes it; none when none fits:
/// a face says what it can say whole, never a sentence cut short with "…".
pub fn first_whole(ui: &egui::Ui, rect: Rect, texts: &[&str], look: Look) -> Option<Painted> {
    if !rect.is_positive() {
        return None;
    }
    let text = texts.iter().find(|text| {
        !text.is_empty() && whole_at(ui.painter(), text, &look, look.min, rect.size()).is_some()
    })?;
    Some(text_in(ui, rect, text, look))
}

/// The whole of a text its place shows cut short or in part (a quiet line, a card's face),
/// opened under `response` by a tap on it and closed by the next tap: a hover is no help to
/// a finger. Left-aligned: a menu's justified layout stretched the words of a wrapped line.
pub fn whole_at_tap(response: &egui::Response, text: &str) {
    let width = (response.ctx.content_rect().width() - 32.0).clamp(160.0, 480.0);
    egui::Popup::menu(response).width(width).show(|ui| {
        ui.set_max_width(width);
        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
            let words = egui::RichText::new(text).size(crate::theme::BODY);
            ui.add(egui::Label::new(words).wrap());
        });
    });
}

/// A label of `size` (a row's leftover room, say) showing `text` as `look` says: read by
/// assistive technology as a label, the whole text on hover when it was cut short.
pub fn label(ui: &mut egui::Ui, size: egui::Vec2, text: &str, look: Look) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, text));
    text_in(ui, rect, text, look);
    response
}

/// Words beside a control in `size` of room: wrapped, left-aligned and centred on the row,
/// at most `max` points, in the text colour (`label`).
pub fn note(ui: &mut egui::Ui, size: egui::Vec2, text: &str, max: f32) {
    let color = ui.visuals().text_color();
    let look = Look::new(max, LEAST, color)
        .wrapped()
        .at(egui::Align2::LEFT_CENTER);
    label(ui, size, text, look);
}
