//! A code of dark and light squares (a QR code's modules, row by row), painted black on white
//! with the quiet zone a camera needs around it, each square a whole number of pixels: a
//! phone's camera reads it from across the table, in the dark theme as in the light.

use egui::{Color32, Rect, Sense, Vec2};

/// The light squares around a code, on each side: the four a QR code's standard asks.
const QUIET: usize = 4;

/// Paints `modules` in a square at most `side` points wide (and no less than a camera reads:
/// 2 pixels a square); `label` is what a screen reader says of it.
pub fn square_code(
    ui: &mut egui::Ui,
    modules: &[Vec<bool>],
    side: f32,
    label: &str,
) -> egui::Response {
    let n = modules.len() + 2 * QUIET;
    let pixels = ui.ctx().pixels_per_point();
    // Whole pixels a square: a square of 2.5 pixels is drawn blurred at its edges.
    let square_px = ((side * pixels) / n as f32).floor().max(2.0);
    let square = square_px / pixels;
    let size = Vec2::splat(square * n as f32);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, label));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter();
        // Snapped to the pixel grid, so every square's edges fall on pixels.
        let origin = egui::emath::GuiRounding::round_to_pixels(rect.min, pixels);
        let whole = Rect::from_min_size(origin, size);
        painter.rect_filled(whole, 0.0, Color32::WHITE);
        for (r, row) in modules.iter().enumerate() {
            for (c, &dark) in row.iter().enumerate() {
                if dark {
                    let at = origin + Vec2::new((c + QUIET) as f32, (r + QUIET) as f32) * square;
                    painter.rect_filled(
                        Rect::from_min_size(at, Vec2::splat(square)),
                        0.0,
                        Color32::BLACK,
                    );
                }
            }
        }
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The code drawn: its side, and the squares painted black.
    fn drawn(modules: &[Vec<bool>], side: f32, pixels: f32) -> (f32, usize) {
        let ctx = egui::Context::default();
        ctx.set_pixels_per_point(pixels);
        let mut width = 0.0;
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            width = square_code(ui, modules, side, "code").rect.width();
        });
        output.textures_delta.clear();
        let black = output
            .shapes
            .iter()
            .filter(|s| matches!(&s.shape, egui::Shape::Rect(r) if r.fill == Color32::BLACK))
            .count();
        (width, black)
    }

    #[test]
    fn each_dark_module_is_one_black_square_inside_the_quiet_zone() {
        let modules = vec![
            vec![true, false, true],
            vec![false, true, false],
            vec![true; 3],
        ];
        let (width, black) = drawn(&modules, 220.0, 1.0);
        // 3 modules and 4 light on each side: 11 squares of 20 pixels.
        assert_eq!((width, black), (220.0, 6));
    }

    #[test]
    fn a_square_is_whole_pixels_and_never_under_two() {
        let modules = vec![vec![true; 21]; 21];
        // 29 squares in 100 points at 1.5 pixels a point: 5 pixels a square (not 5.17).
        let (width, _) = drawn(&modules, 100.0, 1.5);
        // (egui keeps a layout's sizes to its own grid of 1/32 of a point.)
        assert!((width * 1.5 - 29.0 * 5.0).abs() < 0.1, "{width}");
        // In 10 points: still 2 pixels a square, whatever the room.
        let (width, _) = drawn(&modules, 10.0, 1.0);
        assert_eq!(width, 58.0);
    }
}
