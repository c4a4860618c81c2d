//! The one list of table modes. Each line is a mode: the name of its variant in the enums
//! made from this list, and its `Rules` type in its crate (`crates/<module>`, named in
//! `src/modes/mod.rs`; the app's screens for it are in `src/app/<module>/`). The app makes
//! the store's game of any mode and its loader's table of modes from it, the app its table,
//! its messages and its start screen's tabs, so a mode left out of one of them is a compile
//! error, never a fall-back at run time.
//!
//! A new mode is its rules crate (`crates/<module>`, a dependency in Cargo.toml, named in
//! `src/modes/mod.rs`), its screens folder, its catalogs and one line here.

/// Calls the macro `$then` with every mode, as `Variant: module::Rules` lines.
macro_rules! with_modes {
    ($then:ident) => {
        $then! {
            Coop: coop::Coop,
            Pyramid: pyramid::Pyramid,
            Duel: duel::Duel,
        }
    };
}

pub(crate) use with_modes;

/// Calls the macro `$then` with the mode of every saved game from before the saves named
/// their mode (format versions 0 and 1): the coop, the only mode then. Named here, never
/// taken by its place in the list above, so a new line above it misreads no old file.
macro_rules! with_unnamed_saves_mode {
    ($then:ident) => {
        $then! { coop::Coop }
    };
}

pub(crate) use with_unnamed_saves_mode;
