//! A column that scrolls visibly: a solid bar (see `theme::install`) and, while more lies
//! below, a fade over the bottom edge with a "More below" tab that scrolls on by a page when
//! tapped. Nothing on a table screen may end at the edge with no sign that more exists.

use super::i18n::t;
use super::theme;
use eframe::egui::{self, Color32, FontId, Id, Rect, Sense, Stroke};

/// A vertical scroll area filling the space given, with the "more below" sign.
pub fn column<R>(ui: &mut egui::Ui, id: &str, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let fill = ui.visuals().panel_fill;
    scrolling(ui, id, false, fill, add).0
}

/// The same in a dialog (its fade in the dialog's colour), with the height of what it holds.
pub fn dialog_column<R>(
    ui: &mut egui::Ui,
    id: &str,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> (R, f32) {
    let fill = ui.visuals().window_fill;
    scrolling(ui, id, false, fill, add)
}

/// The same with its bar's room always kept, so the content's width never changes when the
/// bar comes or goes (the pyramid must not move sideways when the column grows).
pub fn steady_column<R>(ui: &mut egui::Ui, id: &str, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let fill = ui.visuals().panel_fill;
    scrolling(ui, id, true, fill, add).0
}

fn scrolling<R>(
    ui: &mut egui::Ui,
    id: &str,
    steady: bool,
    fill: Color32,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> (R, f32) {
    let jump_id = Id::unique(("scroll-jump", id));
    let mut area = egui::ScrollArea::vertical()
        .id_salt(id)
        .auto_shrink([false, false]);
    if steady {
        area = area.scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible);
    }
    if let Some(offset) = ui.data_mut(|d| d.remove_temp::<f32>(jump_id)) {
        area = area.vertical_scroll_offset(offset);
    }
    let out = area.show(ui, add);
    let offset = out.state.clamped_offset().y;
    let view = out.inner_rect;
    let below = out.content_size.y - offset - view.height();
    if below > 4.0 && view.height() > 60.0 {
        let tab = more_below(ui, view, id, fill);
        if tab.clicked() {
            let page = (view.height() * 0.8).max(40.0);
            let target = (offset + page).min(out.content_size.y - view.height());
            ui.data_mut(|d| d.insert_temp(jump_id, target));
            ui.ctx().request_repaint();
        }
    }
    (out.inner, out.content_size.y)
}

/// Paints the fade and the tab at the bottom of `view`; the tab is a button.
fn more_below(ui: &mut egui::Ui, view: Rect, id: &str, fill: Color32) -> egui::Response {
    let fade = Rect::from_min_max(
        egui::pos2(view.left(), view.bottom() - theme::finger(ui.ctx()) - 8.0),
        view.max,
    );
    let mut mesh = egui::Mesh::default();
    let clear = Color32::from_rgba_unmultiplied(fill.r(), fill.g(), fill.b(), 0);
    mesh.colored_vertex(fade.left_top(), clear);
    mesh.colored_vertex(fade.right_top(), clear);
    mesh.colored_vertex(fade.right_bottom(), fill);
    mesh.colored_vertex(fade.left_bottom(), fill);
    mesh.add_triangle(0, 1, 2);
    mesh.add_triangle(0, 2, 3);
    let painter = ui.painter_at(view);
    painter.add(mesh);
    let text = t!("more-below");
    let font = FontId::proportional(theme::SMALL);
    let strong = ui.visuals().strong_text_color();
    let galley = painter.layout_no_wrap(text, font, strong);
    // A finger's height on the glass: it is pressed as often as it is read.
    let size = egui::vec2(galley.size().x + 44.0, theme::finger(ui.ctx()));
    let tab = Rect::from_center_size(
        egui::pos2(view.center().x, view.bottom() - size.y / 2.0 - 2.0),
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
    painter.galley(
        egui::pos2(tab.left() + 12.0, tab.center().y - galley.size().y / 2.0),
        galley,
        strong,
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
