//! The table's preferences: the theme, the language of the sentences and of the cards, and
//! the text size. Read from the settings at start, changed by the menu, put back into the
//! settings to be found again; applied to every frame.

use super::command::Command;
use super::i18n::{self, Lang};
use super::settings::Settings;
use super::theme;
use eframe::egui;

/// A press on a preference in the menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pref {
    /// Dark to light, or light to dark.
    Theme,
    /// Speak this language from now on (the game stays as it is).
    Lang(Lang),
    /// Name the cards in this language (`None`: as the sentences).
    CardLang(Option<Lang>),
}

/// A preference changed, carried by a message (`Msg::ask`).
impl super::msg::FeatureAsk for Pref {}

pub(super) struct Prefs {
    dark: bool,
    /// The language of the sentences (a tag kept in the settings when the table chose it).
    lang: Lang,
    /// Whether the table chose the language, or it is the system's.
    lang_chosen: bool,
    /// The language of the card names, when chosen apart from the sentences.
    card_lang: Option<Lang>,
    /// The text size the table chose, times the size that fills the window.
    user_zoom: f32,
    /// The language the window's title (and the web page) was last set in.
    titled: Option<Lang>,
    /// Whether the theme was installed (the first frame).
    styled: bool,
}

impl Prefs {
    pub fn of(settings: &Settings) -> Prefs {
        Prefs {
            dark: settings.dark,
            lang: settings.lang(),
            lang_chosen: !settings.lang.is_empty(),
            card_lang: settings.card_lang(),
            user_zoom: settings.zoom,
            titled: None,
            styled: false,
        }
    }

    /// Puts the preferences into `settings`, to be found again.
    pub fn keep_in(&self, settings: &mut Settings) {
        settings.dark = self.dark;
        settings.zoom = self.user_zoom;
        settings.lang = if self.lang_chosen {
            self.lang.tag().to_owned()
        } else {
            String::new()
        };
        settings.card_lang = self
            .card_lang
            .map(|l| l.tag().to_owned())
            .unwrap_or_default();
    }

    /// The languages of this frame's words (one app per thread), the theme on the first
    /// frame, and the window's title (and, on the web, the page's language) in the table's
    /// language.
    pub fn apply(&mut self, ctx: &egui::Context) {
        i18n::set(self.lang, self.card_lang);
        if !self.styled {
            theme::install(ctx);
            self.set_theme(ctx);
            self.styled = true;
        }
        if self.titled != Some(self.lang) {
            self.titled = Some(self.lang);
            let title = i18n::tr("window-title");
            #[cfg(target_arch = "wasm32")]
            super::web::set_page_language(self.lang.tag(), &title);
            #[cfg(not(target_arch = "wasm32"))]
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title));
        }
    }

    /// The table changed a preference in the menu.
    pub fn set(&mut self, pref: Pref, ctx: &egui::Context) {
        match pref {
            Pref::Theme => {
                self.dark = !self.dark;
                self.set_theme(ctx);
            }
            Pref::Lang(lang) => {
                self.lang = lang;
                self.lang_chosen = true;
            }
            Pref::CardLang(lang) => self.card_lang = lang,
        }
        i18n::set(self.lang, self.card_lang);
    }

    fn set_theme(&self, ctx: &egui::Context) {
        ctx.set_theme(if self.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
    }

    /// One text size larger, smaller, or the normal one (other commands are not the text
    /// size's).
    pub fn zoom(&mut self, command: Command, ctx: &egui::Context) {
        let window = theme::window_at_zoom_1(ctx);
        self.user_zoom = match command {
            Command::ZoomIn => theme::zoom_in(self.user_zoom, window),
            Command::ZoomOut => theme::zoom_out(self.user_zoom, window),
            Command::ZoomReset => 1.0,
            // Any other command leaves the text size as it is.
            _ => self.user_zoom,
        };
    }

    /// Zooms so the layout, drawn for `DESIGN_SIZE`, fills the window, times the table's
    /// text size.
    pub fn fit_zoom(&self, ctx: &egui::Context) {
        let zoom = ctx.zoom_factor();
        let size = theme::window_at_zoom_1(ctx);
        let target = theme::fit_zoom(size, self.user_zoom);
        // For the text size menu: which of its buttons would change something.
        theme::note_user_zoom(ctx, self.user_zoom);
        if (target - zoom).abs() > 0.01 {
            ctx.set_zoom_factor(target);
        }
        // Every button, field, check box and choice at least a finger's size on the glass
        // at this zoom (egui sizes them all from `interact_size`).
        let finger = egui::Vec2::splat(theme::finger(ctx));
        if ctx.global_style().spacing.interact_size != finger {
            ctx.all_styles_mut(|style| style.spacing.interact_size = finger);
            // Grids and columns sized last frame at the old size are sized again at once.
            ctx.request_discard("a finger's size at a new zoom");
        }
    }
}
