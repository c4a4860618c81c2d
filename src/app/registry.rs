//! The app's side of the one list of modes (`crate::registry`): the modes' ids, and their
//! actions and setups as messages, made from the list.

use crate::engine::Rules;
use crate::modes;

macro_rules! mode_enums {
    ($($variant:ident: $module:ident::$rules:ident),* $(,)?) => {
        /// A table mode, as the start screen's tabs and the settings name it.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum ModeId {
            $($variant,)*
        }

        impl ModeId {
            pub const ALL: &[ModeId] = &[$(ModeId::$variant,)*];

            /// The mode's name in saves and settings.
            pub fn key(self) -> &'static str {
                match self {
                    $(ModeId::$variant => <modes::$module::$rules as Rules>::MODE,)*
                }
            }
        }

        /// An action of any mode's game.
        #[derive(Debug, Clone, Copy, PartialEq)]
        pub enum ModeAction {
            $($variant(<modes::$module::$rules as Rules>::Action),)*
        }

        /// A setup of any mode: a game to start.
        #[derive(Debug, Clone, PartialEq)]
        pub enum ModeSetup {
            $($variant(<modes::$module::$rules as Rules>::Setup),)*
        }

        // By the types' own names (each mode's crate has its `Action` and `Setup` at its
        // root): coherence does not see through another crate's associated types, and would
        // take `<Coop as Rules>::Action` for a type that might be `ModeAction` itself.
        $(
            impl From<modes::$module::Action> for ModeAction {
                fn from(action: modes::$module::Action) -> ModeAction {
                    ModeAction::$variant(action)
                }
            }

            impl From<modes::$module::Setup> for ModeSetup {
                fn from(setup: modes::$module::Setup) -> ModeSetup {
                    ModeSetup::$variant(setup)
                }
            }
        )*
    };
}

crate::registry::with_modes!(mode_enums);

impl ModeId {
    /// The mode of a key (the settings' last mode); the first mode for a key no mode has.
    pub fn of_key(key: &str) -> ModeId {
        ModeId::ALL
            .iter()
            .copied()
            .find(|m| m.key() == key)
            .unwrap_or(ModeId::ALL[0])
    }

    /// The mode of a key, if any mode has it.
    pub fn of_known_key(key: &str) -> Option<ModeId> {
        ModeId::ALL.iter().copied().find(|m| m.key() == key)
    }
}
