//! What the host plays steps on: the games of its data folder, by their modes' rules. The app
//! gives it (the host knows no mode, no rule and no file).

use coop_automa_order::{Order, Step};

/// The games a host serves, and the one place their steps are played and kept.
pub trait Referee: Send + 'static {
    /// The game `game` as its save writes it now; `None`: there is no such game.
    fn game(&mut self, game: &str) -> Option<String>;
    /// The order of `game`'s steps as it was last kept (a new one for a game never served).
    fn order(&mut self, game: &str) -> Order<String>;
    /// Plays `step` on `game` by its mode's rules; the refusal in the table's words.
    fn play(&mut self, game: &str, step: &Step) -> Result<(), String>;
    /// Keeps the game and its order after a step is played (the autosave): a host started
    /// again numbers on from here. Why not, in words, for the host's log.
    fn keep(&mut self, game: &str, order: &Order<String>) -> Result<(), String>;
}
