//! What a table expects to find again after a restart: the theme, its zoom step, the last
//! players' names. Kept through `eframe::Storage` (a file in the data folder on the desktop,
//! the browser's storage on the web); anything missing or unreadable gives the defaults, and
//! text that cannot be read is kept under a key of its own (`key_for`; what the start tells
//! the table of it is `unread_settings`).

use super::kit::players::{DEFAULT_NAMES, MAX_NAME_CHARS};
use serde::{Deserialize, Serialize};

/// The longest table name kept.
pub const MAX_TABLE_NAME_CHARS: usize = 40;

/// The key the settings are kept under.
pub const KEY: &str = "coop-automa-settings";

/// The key unreadable settings text is kept under (then `-2`, `-3`, … for other texts).
pub const KEY_UNREAD: &str = "coop-automa-settings-unread";

/// How many unreadable texts are kept apart at most (after that one stays under `KEY`).
const MAX_KEPT: usize = 1000;

/// The table's settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub dark: bool,
    /// The table's own zoom step (see `theme::ZOOM_STEPS`).
    pub zoom: f32,
    /// The names typed for the last game, in the order of the setup screen.
    pub names: [String; 2],
    /// The table mode of the last game started ("coop", "pyramid"): the start screen opens
    /// on it.
    pub mode: String,
    /// The language of the sentences, as a BCP 47 tag ("en", "pt-BR"); empty: the system's.
    pub lang: String,
    /// The language the table's cards are printed in; empty: as the sentences.
    pub card_lang: String,
    /// The game file on the table when the app closed (desktop; empty: the start screen): it
    /// is put back on the table at the next start (`return_to`).
    pub table: String,
    /// This table's name: a backup names its results with it, so pooled with a friend's
    /// they stay apart (empty: not named yet).
    pub table_name: String,
    /// How many games were finished when the table was last reminded to back up (or backed
    /// up): the next reminder comes ten games on.
    pub backup_reminded_at: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            dark: true,
            zoom: 1.0,
            names: [DEFAULT_NAMES[0].into(), DEFAULT_NAMES[1].into()],
            mode: super::ModeId::ALL[0].key().into(),
            lang: String::new(),
            card_lang: String::new(),
            table: String::new(),
            table_name: String::new(),
            backup_reminded_at: 0,
        }
    }
}

impl Settings {
    /// The settings as a data folder's settings file holds them (eframe's: a map of keys to
    /// texts), for a backup made where there is no such file (the web).
    pub fn file_text(&self) -> Option<String> {
        let text = coop_automa_ron::to_string(self).ok()?;
        let file = std::collections::BTreeMap::from([(KEY.to_owned(), text)]);
        coop_automa_ron::to_string(&file).ok()
    }

    /// The settings a settings file's text holds, made safe; none if it holds none readable.
    pub fn from_file_text(text: &str) -> Option<Settings> {
        let file: std::collections::BTreeMap<String, String> =
            coop_automa_ron::from_str(text).ok()?;
        coop_automa_ron::from_str::<Settings>(file.get(KEY)?)
            .ok()
            .map(Settings::checked)
    }

    /// Whether nothing the table chooses differs from a new device's: the theme, the text
    /// size, the languages, the players' names, the table's name. (The mode on screen, the
    /// game remembered on the table and the reminder's count are not choices of that kind.)
    pub fn fresh(&self) -> bool {
        let new = Settings::default();
        self.dark == new.dark
            && self.zoom == new.zoom
            && self.lang == new.lang
            && self.card_lang == new.card_lang
            && self.names == new.names
            && self.table_name == new.table_name
    }

    /// These settings with what a restore carries over from a backup's (`theirs`): the
    /// theme, the text size, the languages, the players' names and the mode. The table's
    /// name follows the backup's own rule; the game remembered and the reminder stay.
    pub fn adopting(&self, theirs: &Settings) -> Settings {
        Settings {
            dark: theirs.dark,
            zoom: theirs.zoom,
            lang: theirs.lang.clone(),
            card_lang: theirs.card_lang.clone(),
            names: theirs.names.clone(),
            mode: theirs.mode.clone(),
            ..self.clone()
        }
    }

    /// The settings kept in `storage`, made safe: a zoom off the steps goes to the nearest
    /// one, an empty or over-long name to the default.
    pub fn load(storage: Option<&dyn eframe::Storage>) -> Settings {
        storage
            // As eframe's `get_value` reads it, through the store's one RON reader.
            .and_then(|s| s.get_string(KEY))
            .and_then(|text| coop_automa_ron::from_str::<Settings>(&text).ok())
            .map(Settings::checked)
            .unwrap_or_default()
    }

    /// Keeps the settings in `storage`. What was there and cannot be read is kept first,
    /// under a key of its own (`key_for`); with no key left for it, nothing is written.
    pub fn store(&self, storage: &mut dyn eframe::Storage) {
        if let Some(old) = storage.get_string(KEY).filter(|t| !readable(t)) {
            let key = key_for(storage, &old);
            if key == KEY {
                return;
            }
            storage.set_string(&key, old);
        }
        // As eframe's `set_value` keeps it, through the store's one RON writer.
        if let Ok(text) = coop_automa_ron::to_string(self) {
            storage.set_string(KEY, text);
        }
    }

    /// What a window keeps when it saves `mine` over `stored` (another window of the page may
    /// have saved since): each setting this window changed since `seen` (its settings at its
    /// last load or save), and every other one as stored. Two windows changing two settings
    /// keep both changes; the last change of one setting wins.
    pub fn merged(mine: &Settings, seen: &Settings, stored: &Settings) -> Settings {
        fn pick<T: PartialEq + Clone>(mine: &T, seen: &T, stored: &T) -> T {
            if mine == seen { stored } else { mine }.clone()
        }
        Settings {
            dark: pick(&mine.dark, &seen.dark, &stored.dark),
            zoom: pick(&mine.zoom, &seen.zoom, &stored.zoom),
            names: pick(&mine.names, &seen.names, &stored.names),
            mode: pick(&mine.mode, &seen.mode, &stored.mode),
            lang: pick(&mine.lang, &seen.lang, &stored.lang),
            card_lang: pick(&mine.card_lang, &seen.card_lang, &stored.card_lang),
            table: pick(&mine.table, &seen.table, &stored.table),
            table_name: pick(&mine.table_name, &seen.table_name, &stored.table_name),
            backup_reminded_at: pick(
                &mine.backup_reminded_at,
                &seen.backup_reminded_at,
                &stored.backup_reminded_at,
            ),
        }
    }

    /// The language of the sentences: the one chosen, else the system's (English when the
    /// system names none we speak).
    pub fn lang(&self) -> super::i18n::Lang {
        super::i18n::Lang::of_tag(&self.lang).unwrap_or_else(super::i18n::system_lang)
    }

    /// The language of the card names, when the table chose one apart from the sentences.
    pub fn card_lang(&self) -> Option<super::i18n::Lang> {
        super::i18n::Lang::of_tag(&self.card_lang)
    }

    fn checked(mut self) -> Settings {
        let steps = super::theme::ZOOM_STEPS;
        self.zoom = steps
            .into_iter()
            .min_by(|a, b| (a - self.zoom).abs().total_cmp(&(b - self.zoom).abs()))
            .unwrap_or(1.0);
        if self.table_name.trim().chars().count() > MAX_TABLE_NAME_CHARS {
            self.table_name = String::new();
        }
        let defaults = Settings::default().names;
        for (name, default) in self.names.iter_mut().zip(defaults) {
            let t = name.trim();
            if t.is_empty() || t.chars().count() > MAX_NAME_CHARS {
                *name = default;
            }
        }
        self
    }
}

/// Whether `text`, kept under the settings' key, reads as settings (an empty text holds none
/// to lose).
pub fn readable(text: &str) -> bool {
    text.trim().is_empty() || coop_automa_ron::from_str::<Settings>(text).is_ok()
}

/// The key where `text`, found unreadable under the settings' key, is kept: the one holding
/// it already, else the first free one; the settings' key itself when all are taken (the text
/// then stays where it is, and no settings are written over it).
pub fn key_for(storage: &dyn eframe::Storage, text: &str) -> String {
    for n in 1..=MAX_KEPT {
        let key = match n {
            1 => KEY_UNREAD.to_owned(),
            n => format!("{KEY_UNREAD}-{n}"),
        };
        match storage.get_string(&key) {
            None => return key,
            Some(kept) if kept == text => return key,
            Some(_) => {}
        }
    }
    KEY.to_owned()
}

#[cfg(test)]
pub(in crate::app) mod tests;
