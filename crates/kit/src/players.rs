//! The names a fresh setup form offers, the same seat the same name in every mode (their
//! colours are `theme::player_color`). A table types its own; these only fill the fields.

/// The names the table typed for the last game of two (the setup screen's order): the
/// settings keep them, a mode's form starts from them.
pub type Names = [String; 2];

pub const DEFAULT_NAMES: [&str; 4] = ["Alex", "Bea", "Cam", "Dee"];

/// The longest a player's name may be, in characters, in every mode: the fields stop there,
/// and a name remembered in the settings longer than this is not offered again (each mode's
/// rules refuse a longer one; `tests/all/settings_unread.rs` holds them to this one).
pub const MAX_NAME_CHARS: usize = 20;

/// The first `n` default names.
pub fn default_names(n: usize) -> Vec<String> {
    DEFAULT_NAMES
        .iter()
        .take(n)
        .map(|&s| s.to_owned())
        .collect()
}
