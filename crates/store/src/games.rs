//! What the store needs of the games it keeps: the app makes one type of a game of any of
//! its modes from its list of modes, so the store names none of them.

use super::fault::Fault;
use super::saved::Saved;
use crate::engine::ModeGame;
use serde::Serialize;
use std::fmt;

/// A game of any mode the app knows.
pub trait Games: ModeGame + Serialize + Clone + fmt::Debug + PartialEq + Sized + 'static {
    /// The modes the app can open, by the name their saves carry, in the app's order.
    const KNOWN_MODES: &'static [&'static str];
    /// The mode of every file from before the saves named their mode (format versions 0
    /// and 1), named by the app, never by its place in the list.
    const UNNAMED_SAVES_MODE: &'static str;

    /// The newest rules version the app knows for `mode`, if it knows the mode.
    fn rules_known(mode: &str) -> Option<u32>;

    /// Reads the save of a known `mode` and plays its actions again under its rules; `None`
    /// for a mode the app does not know.
    fn parse_mode(mode: &str, text: &str) -> Option<Result<Saved<Self>, Fault>>;

    /// Version 0: a bare game of the unnamed saves' mode, as the engine serializes it (the
    /// first saves, before the envelope), wrapped into the envelope.
    fn parse_bare(text: &str) -> Result<Saved<Self>, Fault>;
}

/// Why a save of another mode is not the game asked for (`wanted`: its mode's key).
pub fn not_a(wanted: &str, game: &impl ModeGame) -> Fault {
    Fault::OtherMode {
        mode: game.mode().to_owned(),
        wanted: wanted.to_owned(),
    }
}

impl<G> Saved<G> {
    /// The same save, holding a game of any mode.
    pub fn into_any<A: From<G>>(self) -> Saved<A> {
        let Ok(save) = self.try_map(|game| Ok::<_, std::convert::Infallible>(A::from(game)));
        save
    }
}
