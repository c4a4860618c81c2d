//! The window's fit: the zoom at which the layout fills a window of any shape, the table's own
//! text size steps on top of it, a finger's size at that zoom, and where a phone begins.

/// The layout is drawn for this many points; larger windows are zoomed to fill them.
pub const DESIGN_SIZE: egui::Vec2 = egui::vec2(1280.0, 800.0);

/// A window standing upright (a tablet in portrait) is filled for this size: two columns.
pub const PORTRAIT_DESIGN_SIZE: egui::Vec2 = egui::vec2(800.0, 1200.0);

/// A phone held upright is filled for this size: one column, read at arm's length.
pub const PHONE_DESIGN_SIZE: egui::Vec2 = egui::vec2(440.0, 860.0);

/// An upright window narrower than this (in points at zoom 1) is a phone.
pub const PHONE_WIDTH: f32 = 600.0;

/// The zoom at which the layout, drawn for `DESIGN_SIZE` (or `PORTRAIT_DESIGN_SIZE` when the
/// window is taller than wide, `PHONE_DESIGN_SIZE` when it is also narrow), fills a window of
/// `window` points (measured at zoom 1), times the table's own zoom from Ctrl +/−. A window
/// lying down never reads smaller than at `DESIGN_SIZE` down to `SMALL_LAPTOP` (the layout
/// fits it at zoom 1); only a smaller one shrinks.
pub fn fit_zoom(window: egui::Vec2, user_zoom: f32) -> f32 {
    let fill = |design: egui::Vec2| (window.x / design.x).min(window.y / design.y);
    // Zoomed in, a window standing upright keeps `NARROWEST_VIEW` points of width: below
    // it the one column's words no longer fit its width (a phone at twice the text size was
    // 220 points wide, its mode tabs cut at both sides).
    let upright_most = window.x / NARROWEST_VIEW;
    let (fit, most) = if window.y > window.x && window.x < PHONE_WIDTH {
        (fill(PHONE_DESIGN_SIZE), upright_most)
    } else if window.y > window.x {
        (fill(PORTRAIT_DESIGN_SIZE), upright_most)
    } else {
        // Zoomed in, a window lying down keeps at least `SMALLEST_VIEW` of room: the
        // height of the smallest laptop the layout fits at zoom 1, so a 1024 x 600 laptop
        // holds no text larger than its own and a TV grows to 1080 / 600 = 1.8.
        let fit = fill(DESIGN_SIZE).max(fill(SMALL_LAPTOP).min(1.0));
        (fit, fill(SMALLEST_VIEW).max(fit))
    };
    let fit = fit.clamp(0.6, 3.0);
    (fit * user_zoom).min(most.max(fit)).clamp(0.5, 4.0)
}

/// The least width, in points, a window standing upright keeps at the largest text size.
const NARROWEST_VIEW: f32 = 340.0;

/// The least room, in points, a window lying down keeps at the largest text size: the
/// height of `SMALL_LAPTOP`. With 400 points (issue 33) the bars took half of it and the
/// columns held 130 to 200 points: the pyramid's tiles tiny, the coop's card and the setups
/// behind "More below" (issue 42).
const SMALLEST_VIEW: egui::Vec2 = egui::vec2(640.0, 600.0);

/// The smallest window lying down whose text is as large as at `DESIGN_SIZE` (a 10-inch
/// laptop, a small TV box): the layout fits it at zoom 1.
pub const SMALL_LAPTOP: egui::Vec2 = egui::vec2(1024.0, 600.0);

/// A finger's width on the glass: the least a touch target measures, in CSS pixels (the
/// web's) or pixels at a scale of 1 (the desktop's).
pub const FINGER_PX: f32 = 44.0;

/// A finger's width in points at the zoom in use: a target drawn at least this tall is at
/// least `FINGER_PX` on the glass, however far the window is zoomed out (and never less
/// than 44 points, zoomed in).
pub fn finger(ctx: &egui::Context) -> f32 {
    (FINGER_PX / ctx.zoom_factor()).max(44.0)
}

/// A square a finger wide and tall at the zoom in use: the least size of a button whose
/// words are a sign ("+", "−") or a number.
pub fn finger_square(ctx: &egui::Context) -> egui::Vec2 {
    egui::Vec2::splat(finger(ctx))
}

/// The table's own zoom steps (Ctrl + / Ctrl −), on top of the fit to the window: from a
/// little smaller to twice as large. The layout is tested to fit at both ends.
pub const ZOOM_STEPS: [f32; 8] = [0.75, 0.85, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0];

/// The steps that change something in a window of `window` points (at zoom 1): of the steps
/// that give one size (the window's least room holds the text at its largest, or egui's
/// least zoom at its smallest), only the first. Every press of larger or smaller then
/// changes the text, and the ends are where nothing would.
pub fn zoom_steps_in(window: egui::Vec2) -> Vec<f32> {
    let mut steps: Vec<f32> = Vec::with_capacity(ZOOM_STEPS.len());
    let mut last = None;
    for step in ZOOM_STEPS {
        let zoom = fit_zoom(window, step);
        if last.is_none_or(|l: f32| (zoom - l).abs() > 0.005) {
            steps.push(step);
            last = Some(zoom);
        }
    }
    steps
}

/// Where `zoom` stands among `steps` (`zoom_steps_in`): the index of the step that gives its
/// size (a zoom past the last step that changes something stands at that step).
fn step_index(zoom: f32, steps: &[f32]) -> usize {
    steps.iter().rposition(|s| *s <= zoom + 0.01).unwrap_or(0)
}

/// The next step above `zoom` that makes the text larger in `window`; `zoom` itself at the
/// largest (the button is greyed there).
pub fn zoom_in(zoom: f32, window: egui::Vec2) -> f32 {
    let steps = zoom_steps_in(window);
    steps
        .get(step_index(zoom, &steps) + 1)
        .copied()
        .unwrap_or(zoom)
}

/// The next step below the size `zoom` gives in `window`; `zoom` itself at the smallest.
pub fn zoom_out(zoom: f32, window: egui::Vec2) -> f32 {
    let steps = zoom_steps_in(window);
    let i = step_index(zoom, &steps);
    match i.checked_sub(1) {
        Some(below) => steps[below],
        // Below the first step that changes something: the smallest step itself.
        None if zoom > steps[0] + 0.01 => steps[0],
        None => zoom,
    }
}

fn user_zoom_id() -> egui::Id {
    egui::Id::unique("theme-user-zoom")
}

/// Notes the table's own zoom for this frame: the text size menu greys what would change
/// nothing.
pub fn note_user_zoom(ctx: &egui::Context, zoom: f32) {
    ctx.data_mut(|d| d.insert_temp(user_zoom_id(), zoom));
}

/// The table's own zoom, as noted this frame (1 before any note).
pub fn user_zoom(ctx: &egui::Context) -> f32 {
    ctx.data(|d| d.get_temp(user_zoom_id())).unwrap_or(1.0)
}

/// The window in points at zoom 1, from this frame's input (not from a zoom set during the
/// frame, which would make the zoom chase itself).
pub fn window_at_zoom_1(ctx: &egui::Context) -> egui::Vec2 {
    ctx.input(|i| {
        let native = i.viewport().native_pixels_per_point.unwrap_or(1.0);
        i.content_rect().size() * i.pixels_per_point / native
    })
}

/// Below this width (in points) the play screen folds its three columns into two.
pub const NARROW: f32 = 1000.0;

/// A table (the results, the Duel's scores) narrower than this shows each row as a block of
/// its own, its figures under its name: a phone held upright never scrolls sideways.
pub const NARROW_TABLE: f32 = 700.0;

/// Whether the window is a phone held upright (narrower than `PHONE_WIDTH` at zoom 1):
/// its screens stack everything in one column. A tablet zoomed in keeps its columns.
pub fn is_phone(ctx: &egui::Context) -> bool {
    let size = window_at_zoom_1(ctx);
    size.x < PHONE_WIDTH && size.y > size.x
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 61: the phone's edge at both sides: an upright window of 599.5 points is a
    /// phone (one column, the phone's design size), one of 600 a tablet; a square or lying
    /// window of 599.5 is none.
    #[test]
    fn a_phone_is_upright_and_narrower_than_600_points_and_no_wider() {
        let phone = |w: f32, h: f32| {
            let ctx = egui::Context::default();
            let raw = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(w, h),
                )),
                ..Default::default()
            };
            let mut found = false;
            ctx.run_ui(raw, |ui| found = is_phone(ui.ctx()))
                .textures_delta
                .clear();
            found
        };
        assert!(phone(599.5, 900.0));
        assert!(!phone(600.0, 900.0));
        assert!(!phone(599.5, 599.5), "square");
        assert!(!phone(599.5, 500.0), "lying down");
        // The zoom follows the same edge: the phone's design size below it, the portrait's
        // from it on (different zooms for one window height).
        let below = fit_zoom(egui::vec2(599.5, 1000.0), 1.0);
        let at = fit_zoom(egui::vec2(600.0, 1000.0), 1.0);
        let fill = |w: f32, d: egui::Vec2| (w / d.x).min(1000.0 / d.y);
        assert!(
            (below - fill(599.5, PHONE_DESIGN_SIZE)).abs() < 1e-3,
            "{below}"
        );
        assert!(
            (at - fill(600.0, PORTRAIT_DESIGN_SIZE)).abs() < 1e-3,
            "{at}"
        );
        assert!(below > at + 0.3, "{below} {at}");
    }

    fn near(a: f32, b: f32) -> bool {
        (a - b).abs() < 1e-4
    }

    fn fit(w: f32, h: f32, user: f32) -> f32 {
        fit_zoom(egui::vec2(w, h), user)
    }

    /// Issue 61: the fit at every shape of window, each figure worked by hand from the
    /// design sizes.
    #[test]
    fn a_window_lying_down_is_filled_for_the_design_size_and_no_smaller_than_a_small_laptop() {
        assert!(near(fit(1280.0, 800.0, 1.0), 1.0));
        assert!(near(fit(2560.0, 1600.0, 1.0), 2.0));
        // A TV: its height decides (1080 / 800).
        assert!(near(fit(1920.0, 1080.0, 1.0), 1.35));
        // A small laptop keeps the design's text size; a smaller window shrinks from there.
        assert!(near(fit(1024.0, 600.0, 1.0), 1.0));
        assert!(near(fit(800.0, 500.0, 1.0), 0.78125));
        // A square window is lying down, neither a phone's (590 / 860) nor a tablet's
        // standing up (0.6, egui's least fit, for 700 x 700): the small laptop's fill.
        assert!(near(fit(590.0, 590.0, 1.0), 0.6));
        assert!(near(fit(590.0, 591.0, 1.0), 591.0 / 860.0));
        assert!(near(fit(700.0, 700.0, 1.0), 700.0 / 1024.0));
        assert!(near(fit(700.0, 701.0, 1.0), 0.6));
    }

    #[test]
    fn a_window_standing_up_is_filled_for_the_portrait_or_the_phone() {
        // A tablet standing up: the portrait's two columns.
        assert!(near(fit(800.0, 1200.0, 1.0), 1.0));
        assert!(near(fit(1000.0, 1500.0, 1.0), 1.25));
        // A phone: 390 / 440 of the phone's design.
        assert!(near(fit(390.0, 844.0, 1.0), 390.0 / 440.0));
    }

    #[test]
    fn the_tables_own_size_multiplies_the_fit_up_to_the_least_room_kept() {
        // Lying down: at least 640 x 600 points stay (1.8 on a TV, none more on a laptop
        // the layout fits at 1, 1.333 at the design size).
        assert!(near(fit(1920.0, 1080.0, 1.3), 1.755));
        assert!(near(fit(1920.0, 1080.0, 2.0), 1.8));
        assert!(near(fit(1024.0, 600.0, 2.0), 1.0));
        assert!(near(fit(1024.0, 600.0, 0.75), 0.75));
        assert!(near(fit(1280.0, 800.0, 2.0), 800.0 / 600.0));
        assert!(near(fit(1280.0, 800.0, 1.15), 1.15));
        // Standing up: 340 points of width stay.
        assert!(near(fit(390.0, 844.0, 1.15), 1.15 * 390.0 / 440.0));
        assert!(near(fit(390.0, 844.0, 2.0), 390.0 / 340.0));
        // Smaller, never below the fit's own least (0.6) times the step, nor 0.5 in all.
        assert!(near(fit(100.0, 100.0, 1.0), 0.6));
        assert!(near(fit(100.0, 100.0, 0.75), 0.5));
        assert!(near(fit(8000.0, 5000.0, 1.0), 3.0));
        assert!(near(fit(8000.0, 5000.0, 2.0), 4.0));
    }

    #[test]
    fn the_steps_are_those_that_change_the_text_in_this_window() {
        assert_eq!(
            zoom_steps_in(egui::vec2(1280.0, 800.0)),
            [0.75, 0.85, 1.0, 1.15, 1.3, 1.5]
        );
        assert_eq!(zoom_steps_in(egui::vec2(1024.0, 600.0)), [0.75, 0.85, 1.0]);
        assert_eq!(
            zoom_steps_in(egui::vec2(1920.0, 1080.0)),
            [0.75, 0.85, 1.0, 1.15, 1.3, 1.5]
        );
        // A window too small for the fit: the steps to the fit's own least (0.6) times 1.
        assert_eq!(zoom_steps_in(egui::vec2(100.0, 100.0)), [0.75, 0.85, 1.0]);
        // A phone: 340 points of width kept (390 / 340 = 1.147: from 1.3 on, one size).
        assert_eq!(
            zoom_steps_in(egui::vec2(390.0, 844.0)),
            [0.75, 0.85, 1.0, 1.15, 1.3]
        );
    }

    #[test]
    fn larger_and_smaller_go_one_step_and_stop_at_the_ends() {
        let design = egui::vec2(1280.0, 800.0);
        assert_eq!(zoom_in(1.0, design), 1.15);
        assert_eq!(zoom_in(0.75, design), 0.85);
        // Between two steps: the next above the one whose size it gives.
        assert_eq!(zoom_in(1.1, design), 1.15);
        // The largest that changes something: no further.
        assert_eq!(zoom_in(1.5, design), 1.5);
        assert_eq!(zoom_in(2.0, design), 2.0);
        assert_eq!(zoom_out(1.0, design), 0.85);
        assert_eq!(zoom_out(1.1, design), 0.85);
        assert_eq!(zoom_out(0.85, design), 0.75);
        assert_eq!(zoom_out(0.75, design), 0.75);
        // Past the last step that changes something, smaller is the step below that one.
        assert_eq!(zoom_out(2.0, design), 1.3);
        // Below the smallest step: the smallest step; at it, itself.
        assert_eq!(zoom_out(0.8, design), 0.75);
        assert_eq!(zoom_out(0.7, design), 0.7);
        // A hundredth over the smallest step counts as at it (a zoom read back from the
        // settings), and a little under it too.
        assert_eq!(zoom_out(0.75 + 0.01, design), 0.75 + 0.01);
        assert_eq!(zoom_out(0.745, design), 0.745);
        let laptop = egui::vec2(1024.0, 600.0);
        assert_eq!(zoom_in(1.0, laptop), 1.0);
        assert_eq!(zoom_out(2.0, laptop), 0.85);
    }

    /// A pass over a window of `size` points at egui's zoom `zoom`, calling `look` (the zoom
    /// set takes effect from the next pass: `look` sees the second).
    fn in_a_pass(size: egui::Vec2, zoom: f32, look: impl FnMut(&egui::Context)) {
        on_a_screen(size, zoom, 1.0, look);
    }

    /// As `in_a_pass`, on a screen of `native` pixels a point (a phone's 3, a laptop's 2).
    fn on_a_screen(size: egui::Vec2, zoom: f32, native: f32, mut look: impl FnMut(&egui::Context)) {
        let ctx = egui::Context::default();
        ctx.set_zoom_factor(zoom);
        for pass in 0..2 {
            let mut raw = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size / zoom)),
                ..Default::default()
            };
            raw.viewports
                .entry(egui::ViewportId::ROOT)
                .or_default()
                .native_pixels_per_point = Some(native);
            ctx.run_ui(raw, |ui| {
                if pass == 1 {
                    look(ui.ctx());
                }
            })
            .textures_delta
            .clear();
        }
    }

    #[test]
    fn a_finger_is_44_pixels_on_the_glass_at_any_zoom_and_never_under_44_points() {
        for (zoom, finger_points) in [(1.0, 44.0), (0.5, 88.0), (2.0, 44.0)] {
            in_a_pass(egui::vec2(800.0, 600.0), zoom, |ctx| {
                assert!(near(finger(ctx), finger_points), "zoom {zoom}");
                assert_eq!(finger_square(ctx), egui::Vec2::splat(finger(ctx)));
            });
        }
    }

    #[test]
    fn the_window_is_measured_at_zoom_1_and_the_tables_zoom_noted_for_the_frame() {
        in_a_pass(egui::vec2(1000.0, 700.0), 2.0, |ctx| {
            let w = window_at_zoom_1(ctx);
            assert!(near(w.x, 1000.0) && near(w.y, 700.0), "{w:?}");
        });
        // A phone's screen of three pixels a point, zoomed in: its points at zoom 1 still.
        on_a_screen(egui::vec2(390.0, 844.0), 1.3, 3.0, |ctx| {
            let w = window_at_zoom_1(ctx);
            assert!(near(w.x, 390.0) && near(w.y, 844.0), "{w:?}");
            assert!(is_phone(ctx));
        });
        on_a_screen(egui::vec2(600.0, 844.0), 0.75, 2.0, |ctx| {
            assert!(!is_phone(ctx))
        });
        in_a_pass(egui::vec2(1000.0, 700.0), 1.0, |ctx| {
            assert_eq!(user_zoom(ctx), 1.0);
            note_user_zoom(ctx, 1.3);
            assert_eq!(user_zoom(ctx), 1.3);
        });
    }
}
