//! The app's one font: Atkinson Hyperlegible Next (SIL Open Font License, `assets/fonts/OFL.txt`),
//! drawn for the Braille Institute so that letters and digits alike in other fonts (1 l I,
//! 0 O, 6 8) never look alike. Regular for reading, Bold for what is read across the table.
//! Cut to the characters the app shows and the next languages need (`scripts/make-fonts.sh`);
//! egui's own fonts are not built in (eframe's `default_fonts` is off).

use egui::{self, FontData, FontDefinitions, FontFamily, FontId};
use std::sync::Arc;

const REGULAR: &[u8] = include_bytes!("../../../assets/fonts/AtkinsonHyperlegibleNext-Regular.ttf");
const BOLD: &[u8] = include_bytes!("../../../assets/fonts/AtkinsonHyperlegibleNext-Bold.ttf");

/// The family of the bold weight (egui knows only Proportional and Monospace by name).
const BOLD_FAMILY: &str = "bold";

/// Every family the app draws in: Proportional and Monospace in Regular, "bold" in Bold.
pub fn definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::empty();
    fonts.font_data.insert(
        "regular".to_owned(),
        Arc::new(FontData::from_static(REGULAR)),
    );
    fonts
        .font_data
        .insert("bold".to_owned(), Arc::new(FontData::from_static(BOLD)));
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts.families.insert(family, vec!["regular".to_owned()]);
    }
    fonts.families.insert(bold(), vec!["bold".to_owned()]);
    fonts
}

/// The bold family, for `RichText::family` and `FontId::new`.
pub fn bold() -> FontFamily {
    FontFamily::Name(BOLD_FAMILY.into())
}

/// A bold font of `size` points.
pub fn bold_id(size: f32) -> FontId {
    FontId::new(size, bold())
}

/// Puts the app's fonts in place of whatever the context had: called by `theme::install` at
/// the start of the first frame, before any text is laid out, so they apply at once.
pub fn install(ctx: &egui::Context) {
    ctx.set_fonts(definitions());
}
