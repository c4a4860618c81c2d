//! The app's side of the one list of modes (`crate::registry`), made from the list by the one
//! macro below: the modes' ids, and what ties each mode's rules type to them (`Registered`).
//! The modes as values are `any_mode::MODES`.

use super::mode::ModeScreens;
use crate::engine::{ReplayError, Rules, Session};
use crate::modes;
use crate::store::{AnyGame, ReplayFault};

/// A mode the app plays: its screens, and its rules' place in the registry.
pub(super) trait Mode: ModeScreens<Rules: Registered> {}

impl<M: ModeScreens<Rules: Registered>> Mode for M {}

/// What ties a mode's rules type to the registry's enums: its id, and its own among the
/// games and faults of any mode.
pub(super) trait Registered: Rules + 'static {
    const ID: ModeId;
    /// The game, if it is one of this mode's.
    fn game_of(game: &AnyGame) -> Option<&Session<Self>>;
    /// The game to play on, if it is one of this mode's (a host's step).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    fn game_of_mut(game: &mut AnyGame) -> Option<&mut Session<Self>>;
    /// Why the save cannot be played again, if it is one of this mode's.
    fn fault_of(fault: &ReplayFault) -> Option<&ReplayError<Self>>;
}

macro_rules! mode_enums {
    ($($variant:ident: $module:ident::$rules:ident),* $(,)?) => {
        /// A table mode, as the start screen's tabs and the settings name it.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum ModeId {
            $($variant,)*
        }

        $(
            impl Registered for modes::$module::$rules {
                const ID: ModeId = ModeId::$variant;
                fn game_of(game: &AnyGame) -> Option<&Session<Self>> {
                    game.$module()
                }
                fn game_of_mut(game: &mut AnyGame) -> Option<&mut Session<Self>> {
                    #[allow(unreachable_patterns)]
                    match game {
                        AnyGame::$variant(g) => Some(g),
                        _ => None,
                    }
                }
                fn fault_of(fault: &ReplayFault) -> Option<&ReplayError<Self>> {
                    #[allow(unreachable_patterns)]
                    match fault {
                        ReplayFault::$variant(e) => Some(e),
                        _ => None,
                    }
                }
            }
        )*

        impl ModeId {
            pub const ALL: &[ModeId] = &[$(ModeId::$variant,)*];

            /// The mode's name in saves and settings.
            pub fn key(self) -> &'static str {
                match self {
                    $(ModeId::$variant => <modes::$module::$rules as Rules>::MODE,)*
                }
            }
        }
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

    /// Its place in the list (`ALL`, `MODES`).
    pub fn index(self) -> usize {
        self as usize
    }
}
