//! Notices: a refusal or a save problem floats large over the screen, just above its bottom
//! bar; what undo or a file did is a quiet line in the top row. Neither moves a button.

use crate::theme;
use coop_automa_words::t;
use egui::{self, RichText};
use std::rc::Rc;

/// A message at the top of the screen: a refusal (red) or what undo/redo did. It keeps what
/// it says as data and words it at each frame, so switching the language rewords it too.
#[derive(Clone)]
pub struct Notice {
    words: Rc<dyn Fn() -> String>,
    pub error: bool,
}

impl Notice {
    /// Which notice this is (never 0): two notices of the same words are two.
    #[cfg(target_arch = "wasm32")]
    pub fn which(&self) -> usize {
        Rc::as_ptr(&self.words) as *const () as usize
    }
}

impl std::fmt::Debug for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Notice")
            .field("text", &self.text())
            .field("error", &self.error)
            .finish()
    }
}

impl Notice {
    /// A refusal or a problem, worded anew at each frame by `words`.
    pub fn error(words: impl Fn() -> String + 'static) -> Option<Notice> {
        Some(Notice {
            words: Rc::new(words),
            error: true,
        })
    }

    /// What undo, a save or a file did, worded anew at each frame by `words`.
    pub fn info(words: impl Fn() -> String + 'static) -> Option<Notice> {
        Some(Notice {
            words: Rc::new(words),
            error: false,
        })
    }

    /// A refusal worded already (by code that kept no data to word it again: an entry typed
    /// in a field, a parser's detail).
    pub fn error_text(text: String) -> Option<Notice> {
        Notice::error(move || text.clone())
    }

    /// The notice in the table's language now.
    pub fn text(&self) -> String {
        (self.words)()
    }
}

/// Where the screen's bottom bar begins, for the notices to sit just above it.
pub fn set_bottom_edge(ctx: &egui::Context, y: f32) {
    ctx.data_mut(|d| d.insert_temp(egui::Id::unique("bottom-edge"), y));
}

/// A refusal or a save problem floats large and red over the middle of the screen, just above
/// the bottom bar: it never pushes a button down. A refusal stays until the next action or
/// "Dismiss"; a save problem until a save works. (What undo or a file did is a quiet line in
/// the top row, see `info_line`.) True when "Dismiss" was pressed.
#[must_use]
pub fn notice_overlay(
    ctx: &egui::Context,
    notice: Option<&Notice>,
    save_problem: Option<&str>,
) -> bool {
    let content = ctx.content_rect();
    let bottom = ctx
        .data(|d| d.get_temp::<f32>(egui::Id::unique("bottom-edge")))
        .filter(|y| *y > content.top() && *y <= content.bottom())
        .unwrap_or(content.bottom() - 96.0);
    // A phone's notice takes the screen's width (less a margin): at 70% its words were small.
    let max_width = (content.width() * 0.7)
        .max(360.0)
        .min(content.width() - 24.0);
    let notice_frame = |ui: &mut egui::Ui, edge: egui::Color32| {
        egui::Frame::popup(ui.style())
            .stroke(egui::Stroke::new(3.0, edge))
            .inner_margin(10)
    };
    let errors: Vec<(String, bool)> = notice
        .filter(|n| n.error)
        .map(|n| (n.text(), true))
        .into_iter()
        .chain(save_problem.map(|p| (p.to_owned(), false)))
        .collect();
    if errors.is_empty() {
        return false;
    }
    let mut dismissed = false;
    egui::Area::new(egui::Id::unique("error-notices"))
        .order(egui::Order::Tooltip)
        .pivot(egui::Align2::CENTER_BOTTOM)
        .fixed_pos(egui::pos2(content.center().x, bottom - 8.0))
        .show(ctx, |ui| {
            ui.set_max_width(max_width);
            let edge = theme::warn_color(ui.visuals().dark_mode);
            for (text, dismiss) in errors {
                notice_frame(ui, edge).show(ui, |ui| {
                    dismissed |= notice_body(ui, &text, dismiss, edge);
                });
            }
        });
    dismissed
}

/// A floating notice's words in `edge`'s colour, and its "Dismiss" (`dismiss`) beside them, or
/// under them where beside would leave the words less than 80% of the notice's width (a
/// phone). True when "Dismiss" was pressed.
fn notice_body(ui: &mut egui::Ui, text: &str, dismiss: bool, edge: egui::Color32) -> bool {
    let finger = theme::finger(ui.ctx());
    let button = || egui::Button::new(t!("dismiss")).min_size(egui::vec2(finger, finger));
    let full = ui.available_width();
    let beside = full
        - crate::fit::button_width(ui, t!("dismiss")).max(finger)
        - ui.spacing().item_spacing.x;
    let under = dismiss && beside < full * 0.8;
    let words = |ui: &mut egui::Ui, room: f32| {
        // As large as lets each word fit the room whole; a path or a storage key, which no
        // size would fit on a phone, breaks where it must instead of shrinking every word.
        let sized: Vec<&str> = text
            .split_whitespace()
            .filter(|w| !w.contains(['/', '\\']))
            .collect();
        let most = theme::HEADING * 0.75;
        let size = crate::fit::word_size(ui, &sized.join(" "), most, room - 4.0, false)
            .max(super::painted::LEAST);
        let text = RichText::new(text).size(size).strong().color(edge);
        ui.add(egui::Label::new(text).wrap());
    };
    let mut pressed = false;
    if under {
        ui.vertical(|ui| {
            words(ui, full);
            pressed = ui
                .add(button())
                .on_hover_text(t!("dismiss-tooltip"))
                .clicked();
        });
    } else {
        ui.horizontal(|ui| {
            pressed = dismiss
                && ui
                    .add(button())
                    .on_hover_text(t!("dismiss-tooltip"))
                    .clicked();
            words(ui, if dismiss { beside } else { full });
        });
    }
    pressed
}

/// What undo, a save or a file just did: quiet words in a place kept for them, so they move
/// nothing: on two lines where the row is tall enough, smaller before they are cut short
/// (`painted`). Cut short, a tap opens the whole text under them (a hover is no help to a
/// finger), and a tap anywhere closes it.
pub fn info_line(ui: &mut egui::Ui, text: &str) {
    let height = ui
        .available_height()
        .min(theme::finger(ui.ctx()))
        .max(theme::SMALL * 1.3);
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), height),
        egui::Sense::click(),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, text));
    let color = ui.visuals().strong_text_color();
    let painted = super::painted::text_in(
        ui,
        rect,
        text,
        super::painted::Look::new(theme::SMALL, super::painted::LEAST, color)
            .bold()
            .wrapped()
            .at(egui::Align2::LEFT_CENTER)
            .opens_at_tap(),
    );
    if painted.elided {
        super::painted::whole_at_tap(&response, text);
    }
    response.on_hover_text(text);
}
