//! One frame for every dialog: a title that wraps, a body that scrolls (opening at its top on
//! every page), and the dialog's answers pinned under the body, side by side in equal shares,
//! at least 48 points tall, where no scroll takes them. A dialog of pages keeps one width and
//! one height on every page, so its buttons never move under a finger.

use crate::{scroll, theme};
use egui::{self, Id, RichText};

/// The height of a dialog button, in points: a finger's width and more.
const BUTTON_HEIGHT: f32 = 48.0;
/// A button row never wider than this many points a button: two answers on a TV are not
/// two bars across the room.
const BUTTON_WIDTH_MAX: f32 = 280.0;

/// What the frame shows around a dialog's own content.
pub struct Frame<'a> {
    /// The dialog's slot: what egui remembers of it (its scroll, its buttons' height).
    pub id: &'a str,
    /// The title, the same on every page of a dialog of pages.
    pub title: std::borrow::Cow<'a, str>,
    /// A dialog of pages: the page shown. Each page opens at its top, and the body keeps one
    /// height (as tall as the window allows, up to `PAGE_HEIGHT`) on every page.
    pub page: Option<usize>,
}

impl<'a> Frame<'a> {
    /// A dialog of one page: its slot `id` and its title.
    pub fn new(id: &'a str, title: impl Into<std::borrow::Cow<'a, str>>) -> Frame<'a> {
        Frame {
            id,
            title: title.into(),
            page: None,
        }
    }
}

/// The width of every dialog, in points, where the window has it.
const DIALOG_WIDTH: f32 = 720.0;

/// Which part of a dialog its contents are asked for.
enum Part {
    Body,
    Buttons,
}

/// The body's height on every page of a dialog of pages, where the window has the room.
const PAGE_HEIGHT: f32 = 520.0;

impl Frame<'_> {
    /// Shows the dialog; true when it should close (Esc or a tap beside it): each dialog says
    /// what closing means for it. `state` is what both its body and its buttons change.
    pub fn show<S>(
        self,
        ctx: &egui::Context,
        state: &mut S,
        body: impl FnOnce(&mut egui::Ui, &mut S),
        buttons: impl FnOnce(&mut egui::Ui, &mut S),
    ) -> bool {
        // The frame's own code once for every dialog: the body and the buttons behind one
        // reference (both change `state`), each called once.
        let (mut body, mut buttons) = (Some(body), Some(buttons));
        self.show_dyn(ctx, &mut |ui, part| match part {
            Part::Body => body.take().map_or((), |body| body(ui, state)),
            Part::Buttons => buttons.take().map_or((), |buttons| buttons(ui, state)),
        })
    }

    fn show_dyn(self, ctx: &egui::Context, add: &mut dyn FnMut(&mut egui::Ui, Part)) -> bool {
        let id = Id::unique(("dialog", self.id));
        // Centred by its height in the last frame, from the top down: centred by egui, a
        // dialog taller than its first guess would take frames to find its place, its body
        // held short by the room under a top still too low.
        let total_id = id.with("total-height");
        let window_height = ctx.content_rect().height();
        let last_total = ctx.data(|d| d.get_temp::<f32>(total_id));
        let top = last_total.map_or(24.0, |total| ((window_height - total) / 2.0).max(24.0));
        let area =
            egui::Modal::default_area(id).anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top));
        let margins = egui::Frame::popup(&ctx.global_style())
            .total_margin()
            .sum()
            .y;
        let modal = egui::Modal::new(id).area(area).show(ctx, |ui| {
            let window = ctx.content_rect();
            // One width from the first frame on: a width found over frames would move the
            // words, and the buttons with them.
            ui.set_width((window.width() - 48.0).clamp(200.0, DIALOG_WIDTH));
            let top = ui.cursor().min.y;
            let title = ui.add(
                egui::Label::new(RichText::new(&*self.title).size(theme::HEADING).strong()).wrap(),
            );
            super::seen::mark(ui, "title", &self.title, &title);
            ui.add_space(4.0);
            let title_height = ui.cursor().min.y - top;
            let buttons_id = id.with("buttons-height");
            let buttons_height = ui
                .data(|d| d.get_temp::<f32>(buttons_id))
                .unwrap_or_else(|| theme::finger(ctx).max(BUTTON_HEIGHT));
            // The window less its margins, the title and the buttons: the body's room.
            let room = (window.height() - 64.0 - margins - title_height - buttons_height).max(80.0);
            // Its height given, not found: a scroll area takes at most the room under it,
            // which for a dialog still finding its place is less than the window has.
            let content_id = id.with(("content-height", self.page.unwrap_or(0)));
            let content = ui.data(|d| d.get_temp::<f32>(content_id)).unwrap_or(room);
            let height = match self.page {
                Some(_) => room.min(PAGE_HEIGHT),
                None => room.min(content),
            };
            let slot = format!("dialog-{}-{}", self.id, self.page.unwrap_or(0));
            // Opened (not drawn in the pass before): at its top, wherever it was left.
            let (drawn_id, pass) = (id.with("drawn-pass"), ctx.cumulative_pass_nr());
            if ctx
                .data(|d| d.get_temp::<u64>(drawn_id))
                .is_none_or(|p| p + 1 < pass)
            {
                scroll::to_top(ctx, &slot);
            }
            ctx.data_mut(|d| d.insert_temp(drawn_id, pass));
            let size = egui::vec2(ui.available_width(), height);
            let content_height = ui
                .allocate_ui_with_layout(size, egui::Layout::top_down(egui::Align::Min), |ui| {
                    ui.set_height(height);
                    scroll::dialog_column(ui, &slot, |ui| add(ui, Part::Body))
                })
                .inner;
            ui.data_mut(|d| d.insert_temp(content_id, content_height));
            ui.separator();
            let before = ui.cursor().min.y;
            add(ui, Part::Buttons);
            let height = ui.min_rect().bottom() - before;
            ui.data_mut(|d| d.insert_temp(buttons_id, height));
            let total = ui.min_rect().height() + margins;
            ui.data_mut(|d| d.insert_temp(total_id, total));
            // Grown or shrunk (its body filled in, its words wrapped anew): drawn again at
            // once in its place, never shown out of it.
            if last_total.is_none_or(|t| (t - total).abs() > 0.5) {
                ui.ctx().request_discard("a dialog found its height");
            }
        });
        modal.should_close()
    }
}

/// A dialog's buttons side by side in equal shares of the row (none wider than
/// `BUTTON_WIDTH_MAX`), their words wrapping inside them, never cut: one `(words, enabled)`
/// each, their responses in the same order.
pub fn button_row(ui: &mut egui::Ui, buttons: &[(&str, bool)]) -> Vec<egui::Response> {
    let settled: Vec<(&str, bool, Option<Id>)> =
        buttons.iter().map(|&(w, e)| (w, e, None)).collect();
    button_row_settled(ui, &settled)
}

/// `button_row`, where a button with a slot takes a tap only once it has stood still
/// (`settle`): drawn faded until then. Its click is then told by `settle::clicked`.
pub fn button_row_settled(
    ui: &mut egui::Ui,
    buttons: &[(&str, bool, Option<Id>)],
) -> Vec<egui::Response> {
    let n = buttons.len().max(1) as f32;
    let gap = 16.0;
    let width = ((ui.available_width() - gap * (n - 1.0)) / n).min(BUTTON_WIDTH_MAX);
    // One size for the row's words, at which each word fits a button whole, and one height:
    // a button whose words take two lines makes them all as tall.
    let padding = ui.spacing().button_padding;
    let room = width - 2.0 * padding.x;
    let mut size = buttons
        .iter()
        .map(|&(words, _, _)| super::words_button::word_size(ui, words, theme::BUTTON, room))
        .fold(theme::BUTTON, f32::min);
    // Each button's words laid out at `size` in the room a button gives them.
    let laid = |size: f32| -> Vec<std::sync::Arc<egui::Galley>> {
        buttons
            .iter()
            .map(|&(words, _, _)| {
                ui.painter().layout(
                    words.to_owned(),
                    crate::fonts::bold_id(size),
                    egui::Color32::WHITE,
                    room,
                )
            })
            .collect()
    };
    let lines = |size: f32| laid(size).iter().map(|g| g.rows.len()).max().unwrap_or(1);
    // No button's words on more than two lines where a smaller size (down to the floor) puts
    // them on two: "Resolver / o / ataque" read as three buttons on a phone.
    while lines(size) > 2 && size - 1.0 >= super::painted::LEAST {
        size -= 1.0;
    }
    let words_height = laid(size).iter().map(|g| g.size().y).fold(0.0, f32::max);
    let height = theme::finger(ui.ctx())
        .max(BUTTON_HEIGHT)
        .max(words_height + 2.0 * padding.y + 1.0);
    let mut responses = Vec::with_capacity(buttons.len());
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = gap;
        for &(words, enabled, slot) in buttons {
            let response = ui
                .allocate_ui(egui::vec2(width, height), |ui| {
                    ui.set_max_width(width);
                    if let Some(slot) = slot {
                        super::settle::fade_until_ready(ui, slot, words);
                    }
                    ui.add_enabled_ui(enabled, |ui| {
                        super::words_button::words_button(
                            ui,
                            words,
                            egui::vec2(width, height),
                            size,
                            true,
                        )
                    })
                    .inner
                })
                .inner;
            super::seen::mark(ui, "button", words, &response);
            responses.push(response);
        }
    });
    responses
}
