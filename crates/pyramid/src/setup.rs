//! What the table chooses before a game (P2, P3): the level, the VP mix, the Attack card's
//! name (for display only) and the seed the shell draws.

use super::error::PyramidError;
use super::mix::{Level, Mix};
use serde::{Deserialize, Serialize};

/// The longest Attack card name accepted (a card name, not a paragraph).
pub const MAX_ATTACK_NAME_CHARS: usize = 30;

/// A pyramid game's setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub level: Level,
    pub mix: Mix,
    /// The Attack card the player picked (P3): shown in the log, never read by a rule.
    /// Empty means "Attack card".
    #[serde(default)]
    pub attack_name: String,
    /// The seed of the game's generator. The shell draws one when the table gives none;
    /// the rules never draw it themselves.
    pub seed: Option<u64>,
    /// The table's own VP deck: it shuffles its real cards and tells each card it deals or
    /// turns over (`Action::Turned`). A save from before reads as the app's shuffle.
    #[serde(default)]
    pub own_deck: bool,
}

impl Setup {
    /// A setup with the default Attack name.
    pub fn new(level: Level, mix: Mix, seed: Option<u64>) -> Setup {
        Setup {
            level,
            mix,
            attack_name: String::new(),
            seed,
            own_deck: false,
        }
    }

    /// The same setup with the table's own VP deck (or the app's shuffle).
    pub fn with_own_deck(mut self, own: bool) -> Setup {
        self.own_deck = own;
        self
    }

    /// P2, then P3, then the name; the first broken rule is named.
    pub fn validate(&self) -> Result<(), PyramidError> {
        self.mix.validate()?;
        self.level.validate(&self.mix)?;
        if self.attack_name.chars().count() > MAX_ATTACK_NAME_CHARS {
            return Err(PyramidError::AttackNameTooLong {
                max: MAX_ATTACK_NAME_CHARS,
            });
        }
        Ok(())
    }

    /// How many cards the game has in its deck and pyramid at the start: 30, or 35 with
    /// the Attack cards (P4).
    pub fn game_cards(&self) -> usize {
        usize::from(super::mix::VP_DECK) + usize::from(self.level.attacks())
    }

    /// The Attack card's name as the table typed it, trimmed; `None` when none was typed
    /// (the app then names it "Attack card" in the table's language).
    pub fn attack_name(&self) -> Option<&str> {
        Some(self.attack_name.trim()).filter(|n| !n.is_empty())
    }
}
