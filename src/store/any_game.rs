//! `AnyGame` holds a game of whichever mode a file turned out to be, with the loader's table
//! of modes (`Games`), and `ReplayFault` why a save of some mode could not be played again:
//! made from the one list of modes (`crate::registry`), so the store names none of them.

use crate::engine::{ModeGame, ReplayError, Rules, Session};
use coop_automa_store::{APP_NAME, FORMAT_VERSION, Fault, Games, Saved, Unplayable, not_a};
use serde::Serialize;

/// The mode of every file from before the saves named their mode (format versions 0 and 1),
/// as the registry names it (`with_unnamed_saves_mode`), never by its place in the list: a
/// mode added above it changes no old file.
macro_rules! unnamed_saves {
    ($module:ident::$rules:ident) => {
        /// The mode of every file from before the saves named their mode (format versions 0
        /// and 1).
        pub const UNNAMED_SAVES_MODE: &str = <crate::modes::$module::$rules as Rules>::MODE;

        /// Version 0 is a bare game of that mode, as the engine serializes it (the first
        /// saves, before the envelope): wrapped into the envelope with an unknown save time
        /// and no id.
        fn parse_bare(text: &str) -> Result<Saved<AnyGame>, Fault> {
            type R = crate::modes::$module::$rules;
            let game: Session<R> = coop_automa_ron::from_str(text).map_err(|_| Fault::NotASave)?;
            Ok(Saved {
                app: APP_NAME.into(),
                version: FORMAT_VERSION,
                mode: UNNAMED_SAVES_MODE.to_owned(),
                rules: <R as Rules>::VERSION,
                saved_at: 0,
                game_id: String::new(),
                name: None,
                game,
            }
            .into_any())
        }
    };
}

/// Makes `AnyGame` and the loader's table from the list of modes.
macro_rules! any_game {
    ($($variant:ident: $module:ident::$rules:ident),* $(,)?) => {
        any_game!(@all $($variant: $module::$rules,)*);
    };
    (@all $($variant:ident: $module:ident::$rules:ident,)*) => {
        /// A game of whichever mode a file held.
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnyGame {
            $($variant(Box<Session<crate::modes::$module::$rules>>),)*
        }

        impl AnyGame {
            /// The game as what every mode's game is.
            pub fn inner(&self) -> &dyn ModeGame {
                match self {
                    $(AnyGame::$variant(g) => g.as_ref(),)*
                }
            }

            $(
                #[doc = concat!("The ", stringify!($module), " game, if it is one.")]
                pub fn $module(&self) -> Option<&Session<crate::modes::$module::$rules>> {
                    #[allow(unreachable_patterns)]
                    match self {
                        AnyGame::$variant(g) => Some(g),
                        _ => None,
                    }
                }
            )*
        }

        impl Serialize for AnyGame {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                match self {
                    $(AnyGame::$variant(g) => g.serialize(serializer),)*
                }
            }
        }

        $(
            impl From<Session<crate::modes::$module::$rules>> for AnyGame {
                fn from(game: Session<crate::modes::$module::$rules>) -> AnyGame {
                    AnyGame::$variant(Box::new(game))
                }
            }

            /// The game of one mode out of a save of any: a save of another mode is refused
            /// as not the game asked for.
            impl TryFrom<AnyGame> for Session<crate::modes::$module::$rules> {
                type Error = Fault;
                fn try_from(game: AnyGame) -> Result<Self, Fault> {
                    #[allow(unreachable_patterns)]
                    match game {
                        AnyGame::$variant(g) => Ok(*g),
                        other => Err(not_a(
                            <crate::modes::$module::$rules as Rules>::MODE,
                            &other,
                        )),
                    }
                }
            }

            impl PartialEq<Session<crate::modes::$module::$rules>> for AnyGame {
                fn eq(&self, other: &Session<crate::modes::$module::$rules>) -> bool {
                    self.$module() == Some(other)
                }
            }
        )*

        /// The modes this app can open, by the name their saves carry.
        pub const KNOWN_MODES: &[&str] = &[$(<crate::modes::$module::$rules as Rules>::MODE,)*];

        /// Why a game of some mode cannot be played again under its rules, as its rules
        /// said it: the app words it.
        #[derive(Debug, Clone, PartialEq)]
        pub enum ReplayFault {
            $($variant(Box<ReplayError<crate::modes::$module::$rules>>),)*
        }

        /// The newest rules version this app knows for `mode`, if it knows the mode.
        fn rules_known(mode: &str) -> Option<u32> {
            $(
                if mode == <crate::modes::$module::$rules as Rules>::MODE {
                    return Some(<crate::modes::$module::$rules as Rules>::VERSION);
                }
            )*
            None
        }

        /// Reads the save of a known `mode` and plays its actions again under its rules;
        /// `None` for a mode this app does not know.
        fn parse_mode(mode: &str, text: &str) -> Option<Result<Saved<AnyGame>, Fault>> {
            $(
                if mode == <crate::modes::$module::$rules as Rules>::MODE {
                    type R = crate::modes::$module::$rules;
                    let saved = match coop_automa_ron::from_str::<Saved<<R as Rules>::Saved>>(text) {
                        // A file of version 1 names no mode: it is the one read first.
                        Ok(saved) => Saved { mode: mode.to_owned(), ..saved },
                        Err(e) => return Some(Err(Fault::Unreadable { detail: e.to_string() })),
                    };
                    return Some(
                        saved
                            .try_map(|g| {
                                Session::<R>::replay(<R as Rules>::from_saved(g)).map_err(Box::new)
                            })
                            .map(Saved::into_any)
                            .map_err(|e| Fault::Unplayable(Unplayable::new(ReplayFault::$variant(e)))),
                    );
                }
            )*
            None
        }
    };
}

crate::registry::with_modes!(any_game);
crate::registry::with_unnamed_saves_mode!(unnamed_saves);

impl ModeGame for AnyGame {
    fn mode(&self) -> &'static str {
        self.inner().mode()
    }
    fn rules_version(&self) -> u32 {
        self.inner().rules_version()
    }
    fn seed(&self) -> u64 {
        self.inner().seed()
    }
    fn actions_played(&self) -> usize {
        self.inner().actions_played()
    }
    fn is_over(&self) -> bool {
        self.inner().is_over()
    }
    fn is_finished(&self) -> bool {
        self.inner().is_finished()
    }
}

impl Games for AnyGame {
    const KNOWN_MODES: &'static [&'static str] = KNOWN_MODES;
    const UNNAMED_SAVES_MODE: &'static str = UNNAMED_SAVES_MODE;
    fn rules_known(mode: &str) -> Option<u32> {
        rules_known(mode)
    }
    fn parse_mode(mode: &str, text: &str) -> Option<Result<Saved<AnyGame>, Fault>> {
        parse_mode(mode, text)
    }
    fn parse_bare(text: &str) -> Result<Saved<AnyGame>, Fault> {
        parse_bare(text)
    }
}

/// A save of any mode (what the store gives).
pub type AnySave = Saved<AnyGame>;
