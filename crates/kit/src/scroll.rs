//! A column that scrolls visibly: a solid bar (see `theme::install`) and, while more lies
//! below, a "More below" tab in a strip of its own under it, which scrolls on by a page when
//! tapped. Nothing on a table screen may end at the edge with no sign that more exists, and
//! the sign covers nothing.

use crate::once;
use crate::painted::{self, LEAST, Look};
use crate::theme;
use coop_automa_words::t;
use egui::{self, FontId, Id, Rect, Sense, Stroke};

/// A vertical scroll area filling the space given, with the "more below" sign.
pub fn column(ui: &mut egui::Ui, id: &str, add: impl FnOnce(&mut egui::Ui)) {
    scrolling(ui, id, Kind::Page, &mut once(add));
}

/// The same in a dialog, with the height of what it holds.
pub fn dialog_column(ui: &mut egui::Ui, id: &str, add: impl FnOnce(&mut egui::Ui)) -> f32 {
    scrolling(ui, id, Kind::Dialog, &mut once(add))
}

/// The column `id` opens at its top the next time it is drawn (a dialog opened again: egui
/// keeps a column's offset, even across a reload of the page).
pub fn to_top(ctx: &egui::Context, id: &str) {
    ctx.data_mut(|d| d.insert_temp(Id::unique(("scroll-jump", id)), 0.0_f32));
}

/// The same with its bar's room always kept, so the content's width never changes when the
/// bar comes or goes (the pyramid must not move sideways when the column grows).
pub fn steady_column(ui: &mut egui::Ui, id: &str, add: impl FnOnce(&mut egui::Ui)) {
    scrolling(ui, id, Kind::Steady, &mut once(add));
}

/// Which column: what its room and its bar do.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    /// A screen's column: a content that may fill the view it is given.
    Page,
    /// A dialog's body, its room sized to what it holds: it overflows only when what it
    /// holds is taller than all its room, the strip included (held to the last frame's
    /// content, a body that grew by a line kept its strip, and the line under it, for good).
    Dialog,
    /// `Page` with its bar's room always kept.
    Steady,
}

/// The height a column gives up to its "More below" strip once it overflows: the tab and the
/// gap above it. A layout that must fit whole in the view (the pyramid) keeps this free.
pub fn strip_room(ctx: &egui::Context) -> f32 {
    tab_height(ctx) + ctx.global_style().spacing.item_spacing.y
}

/// The "More below" strip's own height: the tab, a finger tall, and a little air.
fn tab_height(ctx: &egui::Context) -> f32 {
    theme::finger(ctx) + 6.0
}

/// The column; its content's height.
fn scrolling(ui: &mut egui::Ui, id: &str, kind: Kind, add: &mut dyn FnMut(&mut egui::Ui)) -> f32 {
    let jump_id = Id::unique(("scroll-jump", id));
    // Whether what the column holds is taller than its room (found last frame): it then
    // keeps a strip of its own under the view for the "More below" tab, which never covers
    // what it scrolls (a tap meant for a button under a floating tab scrolled the page).
    // The strip stays while it overflows, at the end too, so the view never changes height
    // under a finger as it scrolls.
    let overflow_id = Id::unique(("scroll-overflows", id));
    // The tab's height and the gap the layout puts between the view and the strip.
    let strip = tab_height(ui.ctx());
    let gap = ui.spacing().item_spacing.y;
    let overflowed = ui
        .data(|d| d.get_temp::<bool>(overflow_id))
        .unwrap_or(false);
    let room = ui.available_height();
    let mut area = egui::ScrollArea::vertical()
        .id_salt(id)
        .auto_shrink([false, false]);
    if overflowed {
        area = area.max_height((room - strip - gap).max(40.0));
    }
    // A dialog's body is given its content's height: egui's least scrolled height (64 points)
    // left a band under a one-line body (the "which card" question's "Ann gains this card.").
    if kind == Kind::Dialog {
        area = area.min_scrolled_height(0.0);
    }
    if kind == Kind::Steady {
        area = area.scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible);
    }
    if let Some(offset) = ui.data_mut(|d| d.remove_temp::<f32>(jump_id)) {
        area = area.vertical_scroll_offset(offset);
    }
    let out = crate::quiet_moves::scrolled(area, ui, |ui| add(ui));
    let offset = out.state.clamped_offset().y;
    let view = out.inner_rect;
    // With its strip it keeps it while what it holds is taller than the view left it; without,
    // it takes one once what it holds is taller than all its room. (What fills the view it is
    // given would otherwise take the strip and give it back every frame.)
    let held = match kind {
        Kind::Dialog => room,
        Kind::Page | Kind::Steady => view.height(),
    };
    let overflows = out.content_size.y > held + 0.5 && room > 60.0 + strip + gap;
    if overflows != overflowed {
        ui.data_mut(|d| d.insert_temp(overflow_id, overflows));
        // Drawn again at once with (or without) its strip, never shown half way.
        ui.ctx()
            .request_discard("a scrolling column found whether it overflows");
    }
    if overflowed {
        let (strip_rect, _) =
            ui.allocate_exact_size(egui::vec2(view.width(), strip), Sense::hover());
        let below = out.content_size.y - offset - view.height();
        if below > 4.0 {
            let tab = more_below(ui, strip_rect, id);
            if tab.clicked() {
                let page = (view.height() * 0.8).max(40.0);
                let target = (offset + page).min(out.content_size.y - view.height());
                ui.data_mut(|d| d.insert_temp(jump_id, target));
                ui.ctx().request_repaint();
            }
        }
    }
    out.content_size.y
}

/// Paints the tab in the middle of its strip, under the view it scrolls; the tab is a
/// button.
fn more_below(ui: &mut egui::Ui, strip: Rect, id: &str) -> egui::Response {
    let painter = ui.painter_at(strip);
    let text = t!("more-below");
    let font = FontId::proportional(theme::SMALL);
    let strong = ui.visuals().strong_text_color();
    let galley = painter.layout_no_wrap(text.clone(), font, strong);
    // A finger's height on the glass: it is pressed as often as it is read.
    let size = egui::vec2(
        (galley.size().x + 44.0).min(strip.width()),
        theme::finger(ui.ctx()),
    );
    let tab = Rect::from_center_size(
        egui::pos2(strip.center().x, strip.bottom() - size.y / 2.0 - 2.0),
        size,
    );
    let response = ui.interact(tab, Id::unique(("more-below", id)), Sense::click());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Button, true, t!("more-below-label"))
    });
    let bg = if response.hovered() {
        ui.visuals().widgets.hovered.bg_fill
    } else {
        ui.visuals().widgets.inactive.bg_fill
    };
    painter.rect(
        tab,
        14.0,
        bg,
        Stroke::new(2.0, strong),
        egui::StrokeKind::Inside,
    );
    let words = Rect::from_min_max(
        tab.left_top() + egui::vec2(12.0, 0.0),
        tab.right_bottom() - egui::vec2(30.0, 0.0),
    );
    painted::text_in(
        ui,
        words,
        &text,
        Look::new(theme::SMALL, LEAST, strong).at(egui::Align2::LEFT_CENTER),
    );
    // A down-pointing triangle, drawn: the font may lack an arrow glyph.
    let c = egui::pos2(tab.right() - 18.0, tab.center().y);
    painter.add(egui::Shape::convex_polygon(
        vec![
            c + egui::vec2(-7.0, -4.0),
            c + egui::vec2(7.0, -4.0),
            c + egui::vec2(0.0, 5.0),
        ],
        strong,
        Stroke::NONE,
    ));
    response
}
