//! What a table mode is to the engine: its setup, how a game starts, its actions and events,
//! and the one function that plays an action (after boardgame.io's `setup`/`moves`/`endIf`).
//! Randomness happens only inside `start` and `play`, from a generator kept in the start or
//! the state, so a game replayed from its start and actions deals the very same cards.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// The rules of one table mode (the coop's automa, the solo pyramid, Duel...).
pub trait Rules: Sized + 'static {
    /// What the table chooses before a game: names, options, the seed.
    type Setup: Clone + PartialEq + Debug + Serialize + DeserializeOwned;
    /// How a game began: the setup and what was dealt from its seed (the piles in order).
    /// Kept in every save, so a loaded game is dealt exactly as it was.
    type Start: Clone + PartialEq + Debug + Serialize + DeserializeOwned;
    /// The table now: every pile in explicit order, the generator, the counts.
    type State: Clone + PartialEq + Debug;
    /// Everything a person can ask of the game.
    type Action: Copy + PartialEq + Debug + Serialize + DeserializeOwned;
    /// What happened, for the log and the screen.
    type Event: Clone + PartialEq + Debug;
    /// A refusal: which rule refused what, as data (the app words it).
    type Error: Clone + PartialEq + Debug;
    /// How a finished game came out.
    type Outcome;
    /// A game as its file holds it: its start and its actions, in the mode's own layout
    /// (`Record<Self>` itself for most modes).
    type Saved: Serialize + DeserializeOwned;

    /// The mode's name in saves and results: "coop", "pyramid", "duel".
    const MODE: &'static str;
    /// The version of these rules: a save records it, and a save from newer rules is refused.
    const VERSION: u32;

    /// Checks the setup and deals the game from its seed.
    fn start(setup: Self::Setup) -> Result<Self::Start, Self::Error>;
    /// The setup a game began with.
    fn setup(start: &Self::Start) -> &Self::Setup;
    /// The table before the first action; refuses a start that no deal could give.
    fn begin(start: &Self::Start) -> Result<Self::State, Self::Error>;
    /// Plays one action on `state`; on a refusal the caller throws `state` away.
    fn play(
        start: &Self::Start,
        state: &mut Self::State,
        action: Self::Action,
    ) -> Result<Vec<Self::Event>, Self::Error>;
    /// How the game came out, once it has.
    fn outcome(state: &Self::State) -> Option<Self::Outcome>;
    /// Over: nothing but the final entries is left.
    fn is_over(state: &Self::State) -> bool;
    /// The seed a game was dealt from (0 when it has none).
    fn seed(setup: &Self::Setup) -> u64;
    /// The refusal of an undo with nothing to undo.
    fn nothing_to_undo() -> Self::Error;
    /// The refusal of a redo with nothing to redo.
    fn nothing_to_redo() -> Self::Error;
    /// A game's record as its file holds it.
    fn saved(record: Record<Self>) -> Self::Saved;
    /// The record a file holds.
    fn from_saved(saved: Self::Saved) -> Record<Self>;
}

/// A saved game: how it began, the actions played, and the undone ones redo would play again
/// (next to redo first).
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<R: Rules> {
    pub start: R::Start,
    pub actions: Vec<R::Action>,
    #[serde(default)]
    pub redo: Vec<R::Action>,
}
