//! The names a fresh setup form offers, the same seat the same name in every mode (their
//! colours are `theme::player_color`). A table types its own; these only fill the fields.

pub const DEFAULT_NAMES: [&str; 4] = ["Alex", "Bea", "Cam", "Dee"];

/// The first `n` default names.
pub fn default_names(n: usize) -> Vec<String> {
    DEFAULT_NAMES
        .iter()
        .take(n)
        .map(|&s| s.to_owned())
        .collect()
}
