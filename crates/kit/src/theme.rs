//! Sizes and colours for a screen read from two metres away, in a dark and a light theme.

use egui::{self, Color32, FontFamily, FontId, TextStyle};

/// The window's fit (the zoom, the phone's edge, the text size's steps), as the screens
/// have always named it here.
pub use crate::zoom::*;

/// Text sizes in points at zoom 1.
pub const BODY: f32 = 22.0;
pub const SMALL: f32 = 18.0;
pub const BUTTON: f32 = 24.0;
pub const HEADING: f32 = 30.0;
/// Round number, whose turn, the revealed card's name.
pub const HUGE: f32 = 52.0;
/// WIN / LOSS.
pub const VERDICT: f32 = 100.0;

/// The rounding of a control's, a dialog's and a menu's corners, in points (see `install`).
pub const CORNER: u8 = 4;

/// Sets the fonts, text sizes and spacing for both themes.
pub fn install(ctx: &egui::Context) {
    crate::fonts::install(ctx);
    ctx.all_styles_mut(|style| {
        style.text_styles = [
            (
                TextStyle::Small,
                FontId::new(SMALL, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(BODY, FontFamily::Proportional)),
            (
                TextStyle::Button,
                FontId::new(BUTTON, FontFamily::Proportional),
            ),
            (TextStyle::Heading, crate::fonts::bold_id(HEADING)),
            (
                TextStyle::Monospace,
                FontId::new(BODY, FontFamily::Monospace),
            ),
        ]
        .into();
        style.spacing.button_padding = egui::vec2(14.0, 8.0);
        style.spacing.item_spacing = egui::vec2(12.0, 10.0);
        // A finger's size at zoom 1; the frame keeps it a finger's at the zoom in use.
        style.spacing.interact_size = egui::Vec2::splat(FINGER_PX);
        // Check boxes and radio buttons big enough to see and hit.
        style.spacing.icon_width = 26.0;
        style.spacing.icon_width_inner = 14.0;
        style.spacing.icon_spacing = 10.0;
        // Scroll bars that are always there when something does not fit, wide enough for a
        // finger: a thin bar that shows only under the mouse hides that more exists.
        let mut scroll = egui::style::ScrollStyle::solid();
        scroll.bar_width = 16.0;
        scroll.handle_min_length = 32.0;
        style.spacing.scroll = scroll;
        // No animations: a press shows its whole result in the next frame. egui's slide a
        // scroll bar in over a fifth of a second as what a column holds outgrows it, the
        // column's text re-wrapping under a finger frame by frame (ten to twenty frames a
        // press, each a phone's drawing); its dialogs faded in as well.
        style.animation_time = 0.0;
        // Corners of 4 points, not egui's 6: egui rounds a corner of up to 5 points (the
        // border's half width added) with 5 points of path and a larger one with 9, so each
        // button sends the browser half the vertices a frame (`cargo bench --bench frames`:
        // a coop table's buttons were 78 of the 132 KB it uploaded a frame, more than its text).
        let visuals = &mut style.visuals;
        for widget in [
            &mut visuals.widgets.inactive,
            &mut visuals.widgets.hovered,
            &mut visuals.widgets.active,
            &mut visuals.widgets.open,
        ] {
            widget.corner_radius = egui::CornerRadius::same(CORNER);
        }
        visuals.window_corner_radius = egui::CornerRadius::same(CORNER);
        visuals.menu_corner_radius = egui::CornerRadius::same(CORNER);
    });
    ctx.style_mut_of(egui::Theme::Light, |style| {
        light_controls(&mut style.visuals)
    });
    // Zoom keys are ours (see `Command`), so the help overlay and the keys never disagree.
    ctx.options_mut(|o| {
        o.zoom_with_keyboard = false;
        o.input_options.max_click_duration = TAP_MOST;
    });
}

/// The longest a press may last, in egui's time, and still be a tap (egui's own is 0.8 s).
/// egui times a press by the frames that read its start and its end, not by the finger: on
/// a slow device (a phone-class CPU, Chromium throttled 4x: frames of 0.5 to 1.2 s) a tap
/// of a tenth of a second was read as a press of over 0.8 s and taken by nothing. The app has
/// no press-and-hold: a press is a press however long the finger rests; a finger that moves
/// still drags (egui's distance rule).
pub const TAP_MOST: f64 = 10.0;

/// In the light theme egui draws an unticked check box pale grey on near-white: give every
/// control a dark border and a fill that stands off the page.
pub fn light_controls(visuals: &mut egui::Visuals) {
    let border = Color32::from_gray(0x55);
    visuals.widgets.inactive.bg_stroke = egui::Stroke::new(1.5, border);
    visuals.widgets.inactive.bg_fill = Color32::from_gray(0xD8);
    visuals.widgets.inactive.weak_bg_fill = Color32::from_gray(0xD8);
    visuals.widgets.hovered.bg_stroke = egui::Stroke::new(2.0, Color32::from_gray(0x22));
}

/// Each seat's own colour, the same seat the same colour in every mode: blue, green, purple,
/// gold; none is the warning red, the coop's two seats are not the automa's orange, and each
/// reads on both themes.
pub fn player_color(index: usize, dark: bool) -> Color32 {
    const DARK: [Color32; 4] = [
        Color32::from_rgb(0x5C, 0xB8, 0xFF),
        Color32::from_rgb(0x7E, 0xD9, 0x6C),
        Color32::from_rgb(0xCE, 0x93, 0xD8),
        Color32::from_rgb(0xF2, 0xD0, 0x4A),
    ];
    const LIGHT: [Color32; 4] = [
        Color32::from_rgb(0x10, 0x5C, 0xB0),
        Color32::from_rgb(0x1E, 0x7A, 0x1E),
        Color32::from_rgb(0x7B, 0x3F, 0xA0),
        Color32::from_rgb(0x80, 0x62, 0x00),
    ];
    let i = index % 4;
    if dark { DARK[i] } else { LIGHT[i] }
}

/// The automa's colour.
pub fn automa_color(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0xFF, 0xA6, 0x4D)
    } else {
        Color32::from_rgb(0xB0, 0x4A, 0x00)
    }
}

/// A warning colour that reads on both themes.
pub fn warn_color(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0xFF, 0x6B, 0x6B)
    } else {
        Color32::from_rgb(0xB0, 0x10, 0x10)
    }
}

/// The colour for a win.
pub fn win_color(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0x6B, 0xE0, 0x7B)
    } else {
        Color32::from_rgb(0x0A, 0x7A, 0x2A)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Relative luminance difference, enough to compare a border with its page.
    fn contrast(a: Color32, b: Color32) -> f32 {
        let l = |c: Color32| {
            (0.2126 * f32::from(c.r()) + 0.7152 * f32::from(c.g()) + 0.0722 * f32::from(c.b()))
                / 255.0
        };
        (l(a) - l(b)).abs()
    }

    /// A press shows its whole result in the next frame, in both themes: no scroll bar
    /// sliding in (the column's text re-wrapping under a finger), no dialog fading in.
    #[test]
    fn nothing_is_animated_in_either_theme() {
        let ctx = egui::Context::default();
        install(&ctx);
        for theme in [egui::Theme::Dark, egui::Theme::Light] {
            ctx.set_theme(theme);
            assert_eq!(ctx.global_style().animation_time, 0.0, "{theme:?}");
            // egui's own value would fail this test: it is what the line in `install` undoes.
            assert!(egui::Style::default().animation_time > 0.0);
        }
    }

    /// The vertices and indices a button's background sends the browser: its corners
    /// rounded with the fewest points egui has (a corner over 5 points, or one that its
    /// feathering takes past 5, gets 9 points instead of 5).
    fn button_bytes(visuals: &egui::Visuals) -> usize {
        let widget = &visuals.widgets.inactive;
        let shape = egui::Shape::Rect(egui::epaint::RectShape::new(
            egui::Rect::from_min_size(egui::pos2(10.0, 10.0), egui::vec2(120.0, 44.0)),
            widget.corner_radius,
            widget.weak_bg_fill,
            widget.bg_stroke,
            egui::StrokeKind::Inside,
        ));
        let ctx = egui::Context::default();
        // (A pass loads the fonts, whose atlas the tessellator reads.)
        ctx.run_ui(Default::default(), |_| {})
            .textures_delta
            .clear();
        let clipped = egui::epaint::ClippedShape {
            clip_rect: egui::Rect::EVERYTHING,
            shape,
            transform_after_tessellation: Default::default(),
        };
        ctx.tessellate(vec![clipped], 1.0)
            .iter()
            .map(|p| match &p.primitive {
                egui::epaint::Primitive::Mesh(m) => m.vertices.len() * 20 + m.indices.len() * 4,
                egui::epaint::Primitive::Callback(_) => 0,
            })
            .sum()
    }

    #[test]
    fn a_buttons_corners_cost_half_of_egui_s_own() {
        let ctx = egui::Context::default();
        install(&ctx);
        for theme in [egui::Theme::Dark, egui::Theme::Light] {
            let visuals = ctx.style_of(theme).visuals.clone();
            let ours = button_bytes(&visuals);
            // The same button with egui's own corners.
            let mut egui_corners = visuals;
            egui_corners.widgets.inactive.corner_radius =
                egui::Visuals::dark().widgets.inactive.corner_radius;
            let egui_s = button_bytes(&egui_corners);
            assert!(
                ours * 10 <= egui_s * 6,
                "{theme:?}: {ours} bytes, egui's {egui_s}"
            );
        }
    }

    /// The automa's, the warning's and the win's colours, opaque and standing off each
    /// theme's page.
    #[test]
    fn each_colour_that_says_something_reads_on_its_page() {
        for (dark, page) in [
            (true, egui::Visuals::dark()),
            (false, egui::Visuals::light()),
        ] {
            for (what, color) in [
                ("automa", automa_color(dark)),
                ("warning", warn_color(dark)),
                ("win", win_color(dark)),
            ] {
                assert_eq!(color.a(), 255, "{what}, dark {dark}");
                let off = contrast(color, page.panel_fill);
                assert!(off > 0.3, "{what}, dark {dark}: {off}");
            }
        }
    }

    #[test]
    fn in_the_light_theme_an_unticked_box_stands_off_the_page() {
        let mut light = egui::Visuals::light();
        let before = contrast(light.widgets.inactive.bg_stroke.color, light.panel_fill);
        light_controls(&mut light);
        let border = contrast(light.widgets.inactive.bg_stroke.color, light.panel_fill);
        let fill = contrast(light.widgets.inactive.bg_fill, light.panel_fill);
        assert!(
            border > 0.5,
            "border contrast {border} (egui's own: {before})"
        );
        assert!(light.widgets.inactive.bg_stroke.width >= 1.5);
        assert!(fill > 0.1, "fill contrast {fill}");
    }

    /// Four seats, four colours told apart from each other and from the warning's; the two
    /// seats that sit beside the automa (the coop's) from the automa's too. Both themes.
    #[test]
    fn each_seat_has_its_own_colour_in_both_themes() {
        for dark in [true, false] {
            let seats: Vec<Color32> = (0..4).map(|i| player_color(i, dark)).collect();
            for (i, a) in seats.iter().enumerate() {
                let mut others = vec![warn_color(dark)];
                if i < 2 {
                    others.push(automa_color(dark));
                }
                for b in seats.iter().skip(i + 1).chain(&others) {
                    let far = [a.r(), a.g(), a.b()]
                        .iter()
                        .zip([b.r(), b.g(), b.b()])
                        .map(|(x, y)| u32::from(x.abs_diff(y)))
                        .sum::<u32>();
                    assert!(far > 120, "seat {i}: {a:?} is too near {b:?}");
                }
            }
        }
    }
}
