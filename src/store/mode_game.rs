//! What the store needs of a game of any mode: its mode and rules version for the file, its
//! seed for the file's name, whether it is still to be played for Resume, and a few words
//! for the lists of saves. `TableGame` holds a game of whichever mode a file turned out to be.

use crate::engine::Rules;
use crate::modes::coop::{Coop, Game};
use crate::modes::duel::{Duel, DuelGame, Ending, Kingdom};
use crate::modes::pyramid::{Pyramid, PyramidGame};
use serde::Serialize;

/// A game the store can save, of any mode (what it writes is its `Serialize`).
pub trait ModeGame {
    /// The mode's name in the file: "coop", "pyramid".
    fn mode(&self) -> &'static str;
    /// The mode's rules version, written with the game.
    fn rules_version(&self) -> u32;
    /// The game's seed (0 when it has none).
    fn seed(&self) -> u64;
    /// Actions played (undone ones apart).
    fn actions_played(&self) -> usize;
    /// Over: nothing but the final entries is left.
    fn is_over(&self) -> bool;
    /// Finished for good: scored, or lost unscored (P25). Such a game is not offered again.
    fn is_finished(&self) -> bool;
    /// What the game is, for a list: "First Game", "Solo pyramid, Normal, mix A".
    fn title(&self) -> String;
    /// How far it got: "round 7", "turn 4".
    fn progress(&self) -> String;
    /// Who plays: "Alex and Bea", "solo".
    fn who(&self) -> String;
    /// Whether the table has acted on it, so Resume offers it: something was played, or
    /// (the pyramid) cards the table laid out from the deal.
    fn on_the_table(&self) -> bool {
        self.actions_played() > 0
    }
}

impl ModeGame for Game {
    fn mode(&self) -> &'static str {
        Coop::MODE
    }
    fn rules_version(&self) -> u32 {
        Coop::VERSION
    }
    fn seed(&self) -> u64 {
        self.setup().seed.unwrap_or(0)
    }
    fn actions_played(&self) -> usize {
        self.actions_applied()
    }
    fn is_over(&self) -> bool {
        Game::is_over(self)
    }
    fn is_finished(&self) -> bool {
        self.score().is_some()
    }
    fn title(&self) -> String {
        let setup = self.setup();
        setup
            .kingdom
            .clone()
            .unwrap_or_else(|| format!("Custom ({}/{})", setup.provinces, setup.duchies))
    }
    fn progress(&self) -> String {
        format!("round {}", self.round())
    }
    fn who(&self) -> String {
        let players = &self.setup().players;
        format!("{} and {}", players[0], players[1])
    }
}

impl ModeGame for PyramidGame {
    fn mode(&self) -> &'static str {
        Pyramid::MODE
    }
    fn rules_version(&self) -> u32 {
        Pyramid::VERSION
    }
    fn seed(&self) -> u64 {
        self.setup().seed.unwrap_or(0)
    }
    fn actions_played(&self) -> usize {
        self.actions_applied()
    }
    fn is_over(&self) -> bool {
        PyramidGame::is_over(self)
    }
    fn is_finished(&self) -> bool {
        self.outcome().is_some()
    }
    fn title(&self) -> String {
        let setup = self.setup();
        let mix = match setup.mix.preset() {
            Some(preset) => format!("mix {preset}"),
            None => format!(
                "mix {}/{}/{}/{}",
                setup.mix.estates, setup.mix.duchies, setup.mix.provinces, setup.mix.colonies
            ),
        };
        format!("Solo pyramid, {}, {mix}", setup.level.name())
    }
    fn progress(&self) -> String {
        match self.turn() {
            0 => "before turn 1".into(),
            n => format!("turn {n}"),
        }
    }
    fn who(&self) -> String {
        "solo".into()
    }
    /// The six cards of the deal are laid out on the table from the start (P4).
    fn on_the_table(&self) -> bool {
        true
    }
}

impl ModeGame for DuelGame {
    fn mode(&self) -> &'static str {
        Duel::MODE
    }
    fn rules_version(&self) -> u32 {
        Duel::VERSION
    }
    fn seed(&self) -> u64 {
        self.setup().seed.unwrap_or(0)
    }
    fn actions_played(&self) -> usize {
        self.actions_applied()
    }
    fn is_over(&self) -> bool {
        DuelGame::is_over(self)
    }
    /// Won by the last player left, or scored with every living player's VP typed.
    fn is_finished(&self) -> bool {
        self.outcome().is_some()
    }
    fn title(&self) -> String {
        match self.setup().kingdom {
            Kingdom::DuelOnly => "Duel, Duel cards only".into(),
            Kingdom::Mixed => "Duel, mixed kingdom".into(),
        }
    }
    /// "Ben's turn 2" while it is played; once over, the turn it ended in, never a turn that
    /// will not come: a pile end comes as a turn ends (D10.2), the last player left may win
    /// in the middle of someone's turn (D7.4).
    fn progress(&self) -> String {
        let current = self.current();
        let name = self.name(current);
        let ended = self.turns(current);
        match self.ending() {
            None => format!("{name}'s turn {}", ended + 1),
            Some(Ending::Piles { .. }) => format!("ended after {name}'s turn {ended}"),
            Some(Ending::LastPlayer { .. }) => format!("ended in {name}'s turn {}", ended + 1),
        }
    }
    fn who(&self) -> String {
        let names: Vec<String> = (0..self.player_count() as u8)
            .map(|p| self.name(p))
            .collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => names.join(""),
        }
    }
}

/// A game of whichever mode a file held.
#[derive(Debug, Clone, PartialEq)]
pub enum TableGame {
    Coop(Box<Game>),
    Pyramid(Box<PyramidGame>),
    Duel(Box<DuelGame>),
}

impl TableGame {
    fn inner(&self) -> &dyn ModeGame {
        match self {
            TableGame::Coop(g) => g.as_ref(),
            TableGame::Pyramid(g) => g.as_ref(),
            TableGame::Duel(g) => g.as_ref(),
        }
    }

    /// The coop game, if it is one.
    pub fn coop(&self) -> Option<&Game> {
        match self {
            TableGame::Coop(g) => Some(g),
            _ => None,
        }
    }

    /// The pyramid game, if it is one.
    pub fn pyramid(&self) -> Option<&PyramidGame> {
        match self {
            TableGame::Pyramid(g) => Some(g),
            _ => None,
        }
    }

    /// The Duel game, if it is one.
    pub fn duel(&self) -> Option<&DuelGame> {
        match self {
            TableGame::Duel(g) => Some(g),
            _ => None,
        }
    }
}

impl Serialize for TableGame {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            TableGame::Coop(g) => g.serialize(serializer),
            TableGame::Pyramid(g) => g.serialize(serializer),
            TableGame::Duel(g) => g.serialize(serializer),
        }
    }
}

impl ModeGame for TableGame {
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
    fn title(&self) -> String {
        self.inner().title()
    }
    fn progress(&self) -> String {
        self.inner().progress()
    }
    fn who(&self) -> String {
        self.inner().who()
    }
    fn on_the_table(&self) -> bool {
        self.inner().on_the_table()
    }
}

impl PartialEq<Game> for TableGame {
    fn eq(&self, other: &Game) -> bool {
        self.coop() == Some(other)
    }
}

impl PartialEq<PyramidGame> for TableGame {
    fn eq(&self, other: &PyramidGame) -> bool {
        self.pyramid() == Some(other)
    }
}

impl From<Game> for TableGame {
    fn from(game: Game) -> TableGame {
        TableGame::Coop(Box::new(game))
    }
}

impl From<PyramidGame> for TableGame {
    fn from(game: PyramidGame) -> TableGame {
        TableGame::Pyramid(Box::new(game))
    }
}

impl PartialEq<DuelGame> for TableGame {
    fn eq(&self, other: &DuelGame) -> bool {
        self.duel() == Some(other)
    }
}

impl From<DuelGame> for TableGame {
    fn from(game: DuelGame) -> TableGame {
        TableGame::Duel(Box::new(game))
    }
}
