//! The app's side of the one list of modes (`crate::registry`), made from the list by the one
//! macro below: the modes' ids, their actions and setups as messages, and what ties each
//! mode's rules type to them (`Registered`). The modes as values are `any_mode::MODES`.

use crate::engine::{ReplayError, Rules, Session};
use crate::modes;
use crate::store::{AnyGame, ReplayFault};

/// What ties a mode's rules type to the registry's enums: its id, and its own among the
/// actions, setups, games and faults of any mode.
pub(super) trait Registered: Rules + 'static {
    const ID: ModeId;
    /// The action, if it is one of this mode's.
    fn action_of(action: ModeAction) -> Option<Self::Action>;
    /// The setup as a setup of any mode.
    fn setup_as_any(setup: Self::Setup) -> ModeSetup;
    /// The game, if it is one of this mode's.
    fn game_of(game: &AnyGame) -> Option<&Session<Self>>;
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
                fn action_of(action: ModeAction) -> Option<Self::Action> {
                    #[allow(unreachable_patterns)]
                    match action {
                        ModeAction::$variant(action) => Some(action),
                        _ => None,
                    }
                }
                fn setup_as_any(setup: Self::Setup) -> ModeSetup {
                    ModeSetup::$variant(setup)
                }
                fn game_of(game: &AnyGame) -> Option<&Session<Self>> {
                    game.$module()
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

    /// Its place in the list (`ALL`, `MODES`).
    pub fn index(self) -> usize {
        self as usize
    }
}
