//! Why a saved game of some mode cannot be played again under its rules: one case a mode,
//! made from the one list of modes (`crate::registry`), so the store names none of them.

use crate::engine::ReplayError;

macro_rules! unplayable {
    ($($variant:ident: $module:ident::$rules:ident),* $(,)?) => {
        /// Why a game of some mode cannot be played again under its rules, as its rules
        /// said it: the app words it.
        #[derive(Debug, Clone, PartialEq)]
        pub enum Unplayable {
            $($variant(Box<ReplayError<crate::modes::$module::$rules>>),)*
        }
    };
}

crate::registry::with_modes!(unplayable);
