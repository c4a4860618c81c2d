//! The table app: views draw the game and return `Msg`s; the app applies them after drawing.

mod any_mode;
mod backup;
pub mod bgstats;
mod chrome;
// Each mode's screens, a crate of its own (`crates/<module>-screens`), under its module's
// name in the registry.
pub use coop_automa_coop_screens as coop;
pub use coop_automa_duel_screens as duel;
pub use coop_automa_pyramid_screens as pyramid;
mod devices;
mod effect;
mod features;
mod frame_count;
pub mod i18n;
mod keeps;
pub mod keyboard;
mod library;
mod locks;
// The seam a mode's screens are written against (crates/seam), under the names the app's
// files use.
pub use coop_automa_seam::{card_names, file_words};
use coop_automa_seam::{command, export, mode, msg, results_ask};
// The table kit (crates/kit) under the names the app's files use.
use coop_automa_kit as kit;
use coop_automa_kit::{fit, fonts, theme};
pub use kit::painted;
pub use kit::players::MAX_NAME_CHARS;
pub use kit::seen;
mod on_table;
mod opening;
mod options;
mod prefs;
mod registry;
mod results;
mod return_to;
mod settings;

mod game_on_table;
// The games a host serves (issue 63): the desktop's, never the page's.
#[cfg(not(target_arch = "wasm32"))]
pub mod host_command;
#[cfg(not(target_arch = "wasm32"))]
pub mod host_games;
pub mod load_words;
mod shell;
mod start;
#[cfg(target_arch = "wasm32")]
mod storage_note;
pub mod store_words;
mod unread_settings;
#[cfg(target_arch = "wasm32")]
pub mod web;
mod window;

pub use any_mode::game_words;
pub use backup::dialog::Ask as BackupAsk;
pub use command::Command;
pub use coop::SetupForm;
pub use devices::Ask as DevicesAsk;
pub use fonts::definitions as font_definitions;
pub use library::dialog::Ask as LibraryAsk;
pub use library::summary_words;
pub use mode::KEYED_WORDS;
pub use msg::{Carried, Msg};
pub use on_table::OnTable;
pub use options::{HostOptions, Options, USAGE, parse_args};
pub use prefs::Pref;
pub use registry::ModeId;
pub use results::ask::Ask as ResultsAsk;
pub use settings::{KEY_UNREAD, Settings};
pub use shell::{App, LockNews};
pub use theme::{ZOOM_STEPS, fit_zoom};
pub use unread_settings::Unread;

#[cfg(not(target_arch = "wasm32"))]
use eframe::egui;
#[cfg(not(target_arch = "wasm32"))]
use web_time::Instant;

/// The window icon, our own drawing (`assets/icon.png`).
#[cfg(not(target_arch = "wasm32"))]
fn icon() -> Option<egui::IconData> {
    eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png")).ok()
}

/// Opens the window and runs until it is closed.
#[cfg(not(target_arch = "wasm32"))]
pub fn run(options: Options, started: Instant) -> eframe::Result {
    let size = options.size.map_or(theme::DESIGN_SIZE, egui::Vec2::from);
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(i18n::tr("window-title"))
        .with_app_id("coop-automa")
        .with_inner_size(size)
        .with_min_inner_size([360.0, 560.0]);
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    // A file eframe cannot read is moved aside first, or eframe would write over it; one that
    // can be neither read nor moved is left alone, and nothing is saved.
    let unread_settings::StartFile {
        file,
        found: file_found,
        persistence_path,
    } = unread_settings::StartFile::of(options.data_dir.clone());
    let native = eframe::NativeOptions {
        viewport,
        renderer: eframe::Renderer::Glow,
        persistence_path,
        ..Default::default()
    };
    eframe::run_native(
        "coop-automa",
        native,
        Box::new(move |cc| {
            let settings = Settings::load(cc.storage);
            let mut app = App::with_settings(&options, started, settings);
            if let Some(unread) = Unread::found(file_found, cc.storage, file.as_deref()) {
                app.settings_unread(&unread);
            }
            Ok(Box::new(app))
        }),
    )
}
