//! The game: setup, the state of the table, and the history that undo walks back (R24).
//! `Game::apply` is the one way in; the rules themselves live in `rules.rs` and `automa.rs`.

use super::action::{Action, Event, step_label};
use super::cards::{Card, Hex, Treasure};
use super::error::RuleError;
use super::rules;
use super::score::{AutomaScore, FinalScore};
use super::setup::{Seat, Setup};
use super::states::PlayerStates;
use super::supply::{AutomaHoldings, EndReason, Supply, TOKENS};
use crate::engine::GameRng;
use crate::engine::Pile;
use crate::engine::{Entry, History, Undone};
use serde::{Deserialize, Serialize};

/// What the automa does at the end of a round (R12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepKind {
    /// Round 1: nothing.
    Nothing,
    /// Even rounds: Copper or Silver, and a Duchy (R13).
    Treasure,
    /// Odd rounds from 3: a Hex (R14).
    Hex,
}

impl StepKind {
    /// The step at the end of round `round` (R12).
    pub fn for_round(round: u32) -> StepKind {
        if round <= 1 {
            StepKind::Nothing
        } else if round.is_multiple_of(2) {
            StepKind::Treasure
        } else {
            StepKind::Hex
        }
    }
}

/// A Hex the table is resolving: who blocked it and the States as they were before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingHex {
    pub hex: Hex,
    /// Per seat: the player was not affected (Moat, Lighthouse) (R14).
    pub blocked: [bool; 2],
    /// Per seat: the States before the Hex, so a block can be set or cleared exactly.
    pub states_before: [PlayerStates; 2],
}

/// The automa's revealed card while the table resolves it (R14a).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Resolving {
    Treasure(Treasure),
    Hex(PendingHex),
}

/// What the table is doing now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// A human's turn (an extra one with Outpost and the like) (R11).
    Turn { seat: Seat, extra: bool },
    /// The extra round of Fleet: the players who bought Fleet take their turns (R18).
    FleetTurns,
    /// Both humans have played: the automa's step is next (R12).
    AutomaDue,
    /// The automa's card is revealed; the table follows it, then says done (R14a).
    Resolving(Resolving),
    /// The game has ended (R16, R18); final points may be entered (R19).
    Over,
}

/// The last card revealed, and who it was revealed for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub card: Card,
    /// `None` for the automa's step, a seat for a Hex a player received (R23).
    pub by: Option<Seat>,
    /// The round it was revealed in.
    pub round: u32,
}

/// Everything that changes during play; one snapshot of it per undo step. Never saved as
/// such: a save holds the start and the actions (`GameRecord`).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct State {
    pub(crate) round: u32,
    pub(crate) phase: Phase,
    pub(crate) treasure_pile: Pile<Treasure>,
    pub(crate) hex_pile: Pile<Hex>,
    /// The automa's face-up discard pile, bottom first (R2).
    pub(crate) discard: Pile<Card, 24>,
    pub(crate) supply: Supply,
    pub(crate) automa: AutomaHoldings,
    pub(crate) states: [PlayerStates; 2],
    pub(crate) rng: GameRng,
    /// Whose regular turn the round is at: extra turns (Outpost, Possession) do not move it,
    /// so the order goes on from it (R11).
    pub(crate) order_seat: Seat,
    /// In the extra round of Fleet (R18).
    pub(crate) fleet_round: bool,
    /// Why the game ended, or (with Fleet) why the extra round began.
    pub(crate) end: Option<EndReason>,
    pub(crate) last_reveal: Option<Reveal>,
    pub(crate) score: Option<FinalScore>,
}

/// A game of the coop: its setup, the table now, and its history for undo and redo.
/// It is saved as a `GameRecord` (how it began and what was done) and loaded by playing that
/// again, so a loaded game is one the rules themselves produced.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    setup: Setup,
    state: State,
    history: History<State, Action, Event>,
}

impl State {
    /// The seat whose turn it is, if a human's.
    pub(crate) fn phase_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Turn { seat, .. } => Some(seat),
            _ => None,
        }
    }
}

impl Game {
    /// Starts a game: checks the setup (R8), shuffles both piles (R2) and begins round 1
    /// with the starting player (R11). Without a seed one is drawn and kept in the setup.
    pub fn new(setup: Setup) -> Result<Game, RuleError> {
        let mut setup = setup;
        setup.validate()?;
        let seed = *setup.seed.get_or_insert_with(rand::random);
        let mut rng = GameRng::from_seed(seed);
        let treasures = Treasure::full_set();
        let treasure_pile = Pile::shuffled(&treasures, &mut rng).unwrap_or_default();
        let hex_pile = Pile::shuffled(&Hex::ALL, &mut rng).unwrap_or_default();
        Ok(Game::start(setup, rng, treasure_pile, hex_pile))
    }

    /// Starts a game whose piles are in a given order (last card on top), e.g. to follow a
    /// physical shuffle or to test a rule. The piles must hold 6 Copper + 6 Silver and the
    /// 12 different Hexes.
    pub fn with_piles(
        setup: Setup,
        treasures: Vec<Treasure>,
        hexes: Vec<Hex>,
    ) -> Result<Game, RuleError> {
        let mut setup = setup;
        let seed = *setup.seed.get_or_insert_with(rand::random);
        Game::with_piles_and_rng(setup, treasures, hexes, GameRng::from_seed(seed))
    }

    /// A game from its piles and generator as they were at the start (a saved game's record).
    fn with_piles_and_rng(
        setup: Setup,
        treasures: Vec<Treasure>,
        hexes: Vec<Hex>,
        rng: GameRng,
    ) -> Result<Game, RuleError> {
        setup.validate()?;
        let mut sorted = hexes.clone();
        sorted.sort();
        if sorted != Hex::ALL {
            return Err(RuleError::BadSetup(
                "The Hex pile must hold each of the 12 Hexes once.".into(),
            ));
        }
        let silvers = treasures.iter().filter(|t| **t == Treasure::Silver).count();
        if treasures.len() != 12 || silvers != 6 {
            return Err(RuleError::BadSetup(format!(
                "The treasure pile must hold 6 Copper and 6 Silver, not {} Copper and {silvers} Silver.",
                treasures.len() - silvers
            )));
        }
        Ok(Game::start(
            setup,
            rng,
            Pile::in_order(&treasures).unwrap_or_default(),
            Pile::in_order(&hexes).unwrap_or_default(),
        ))
    }

    fn start(
        setup: Setup,
        rng: GameRng,
        treasure_pile: Pile<Treasure>,
        hex_pile: Pile<Hex>,
    ) -> Game {
        let supply = Supply {
            duchies: setup.duchies,
            provinces: setup.provinces,
            colonies: setup.colonies_at_start(),
            other_empty: 0,
        };
        let state = State {
            round: 1,
            phase: Phase::Turn {
                seat: Seat::First,
                extra: false,
            },
            treasure_pile,
            hex_pile,
            discard: Pile::new(),
            supply,
            automa: AutomaHoldings::default(),
            states: [PlayerStates::default(); 2],
            rng,
            order_seat: Seat::First,
            fleet_round: false,
            end: None,
            last_reveal: None,
            score: None,
        };
        Game {
            setup,
            state,
            history: History::default(),
        }
    }

    /// The table before the first action.
    fn start_state(&self) -> &State {
        self.history
            .done()
            .first()
            .map_or(&self.state, |entry| &entry.before)
    }

    /// Rebuilds a game from its record by playing every action again; the message names the
    /// first action that cannot be played.
    fn replay(record: GameRecord) -> Result<Game, String> {
        let mut game = Game::with_piles_and_rng(
            record.setup,
            record.treasure_pile,
            record.hex_pile,
            record.rng,
        )
        .map_err(|e| e.to_string())?;
        for (i, action) in record.actions.into_iter().enumerate() {
            game.apply(action).map_err(|e| {
                format!(
                    "action {} ({}) cannot be played: {e}",
                    i + 1,
                    action.label(&game.setup)
                )
            })?;
        }
        // The redo branch: play it forward, then undo it, so redo shows the same cards.
        let redo_len = record.redo.len();
        for action in record.redo {
            game.apply(action).map_err(|e| {
                format!(
                    "an undone action ({}) cannot be redone: {e}",
                    action.label(&game.setup)
                )
            })?;
        }
        for _ in 0..redo_len {
            game.undo().map_err(|e| e.to_string())?;
        }
        Ok(game)
    }

    /// Checks and plays one action. A refused action changes nothing and says why.
    /// It is played on a copy of the state, so a refusal cannot leave it half-changed.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut next = self.state.clone();
        let events = rules::play(&self.setup, &mut next, action)?;
        let before = std::mem::replace(&mut self.state, next);
        self.history.record(Entry {
            action,
            events: events.clone(),
            before,
        });
        Ok(events)
    }

    /// Takes back the last action: the piles, the RNG and every count return exactly (R24).
    /// Returns the action undone.
    pub fn undo(&mut self) -> Result<Action, RuleError> {
        let entry = self.history.pop_done().ok_or(RuleError::NothingToUndo)?;
        self.state = entry.before;
        self.history.push_undone(Undone {
            action: entry.action,
            events: entry.events,
        });
        Ok(entry.action)
    }

    /// Plays the last undone action again. The piles are as they were, so it reveals the very
    /// same card (R24).
    pub fn redo(&mut self) -> Result<Vec<Event>, RuleError> {
        let undone = self.history.pop_undone().ok_or(RuleError::NothingToRedo)?;
        let mut next = self.state.clone();
        match rules::play(&self.setup, &mut next, undone.action) {
            Ok(events) => {
                let before = std::mem::replace(&mut self.state, next);
                self.history.record_redo(Entry {
                    action: undone.action,
                    events: events.clone(),
                    before,
                });
                Ok(events)
            }
            Err(e) => {
                self.history.unpop_undone(undone);
                Err(e)
            }
        }
    }

    /// The setup, with the seed that was drawn.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// A seat's player name.
    pub fn name(&self, seat: Seat) -> &str {
        self.setup.name(seat)
    }

    /// The round number, from 1 (R11).
    pub fn round(&self) -> u32 {
        self.state.round
    }

    /// What the table is doing now.
    pub fn phase(&self) -> Phase {
        self.state.phase
    }

    /// Whose turn it is, if a human's.
    pub fn current_seat(&self) -> Option<Seat> {
        self.state.phase_seat()
    }

    /// What the automa does at the end of this round (R12).
    pub fn step_this_round(&self) -> StepKind {
        StepKind::for_round(self.state.round)
    }

    /// Whether this is Fleet's extra round (R18).
    pub fn is_fleet_round(&self) -> bool {
        self.state.fleet_round
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.state.phase == Phase::Over
    }

    /// Why the game ended (or, in the Fleet round, why the extra round began).
    pub fn end_reason(&self) -> Option<EndReason> {
        self.state.end
    }

    /// Whether the supply now meets an end condition (R16): the game ends at the end of
    /// this turn (or at once on the automa's step).
    pub fn end_condition(&self) -> Option<EndReason> {
        self.state.supply.end_condition(self.setup.colonies)
    }

    /// Cards in the face-down treasure pile: a count only (R3).
    pub fn treasure_pile_len(&self) -> usize {
        self.state.treasure_pile.len()
    }

    /// Cards in the face-down Hex pile: a count only (R3).
    pub fn hex_pile_len(&self) -> usize {
        self.state.hex_pile.len()
    }

    /// The treasure pile in order, bottom first. Hidden from the table (R3): for tests and saves.
    pub fn treasure_pile_hidden(&self) -> &[Treasure] {
        self.state.treasure_pile.as_slice()
    }

    /// The Hex pile in order, bottom first. Hidden from the table (R3): for tests and saves.
    pub fn hex_pile_hidden(&self) -> &[Hex] {
        self.state.hex_pile.as_slice()
    }

    /// The automa's face-up discard pile, bottom first (R2, R3).
    pub fn discard(&self) -> &[Card] {
        self.state.discard.as_slice()
    }

    /// The last card revealed, by the automa or for a player (R23).
    pub fn last_reveal(&self) -> Option<Reveal> {
        self.state.last_reveal
    }

    /// The Hex being resolved now, if any.
    pub fn pending_hex(&self) -> Option<&PendingHex> {
        match &self.state.phase {
            Phase::Resolving(Resolving::Hex(p)) => Some(p),
            _ => None,
        }
    }

    /// The supply counts the humans keep true.
    pub fn supply(&self) -> Supply {
        self.state.supply
    }

    /// What the automa holds.
    pub fn automa(&self) -> AutomaHoldings {
        self.state.automa
    }

    /// The automa's tokens, 0..=10 (R4).
    pub fn tokens(&self) -> u8 {
        self.state.automa.tokens
    }

    /// Tokens still in the supply.
    pub fn tokens_left(&self) -> u8 {
        TOKENS - self.state.automa.tokens
    }

    /// The automa's score as it stands (R19).
    pub fn automa_score(&self) -> AutomaScore {
        AutomaScore::of(&self.state.automa)
    }

    /// A player's States (R22).
    pub fn states(&self, seat: Seat) -> PlayerStates {
        self.state.states[seat.index()]
    }

    /// The final score, once points are entered (R19).
    pub fn score(&self) -> Option<&FinalScore> {
        self.state.score.as_ref()
    }

    /// The applied actions with what each did, oldest first: the game's log.
    pub fn log(&self) -> impl DoubleEndedIterator<Item = (&Action, &[Event])> + ExactSizeIterator {
        self.history
            .done()
            .iter()
            .map(|e| (&e.action, e.events.as_slice()))
    }

    /// The action undo would take back.
    pub fn undo_action(&self) -> Option<Action> {
        self.history.last_done().map(|e| e.action)
    }

    /// "Undo: …" label for the action undo would take back, naming who and what.
    pub fn undo_label(&self) -> Option<String> {
        self.history
            .last_done()
            .map(|e| step_label(&e.action, &e.events, &self.setup))
    }

    /// "Redo: …" label for the action redo would play again.
    pub fn redo_label(&self) -> Option<String> {
        self.history
            .next_redo()
            .map(|u| step_label(&u.action, &u.events, &self.setup))
    }

    /// The action redo would play again.
    pub fn redo_action(&self) -> Option<Action> {
        self.history.next_redo().map(|u| u.action)
    }

    /// How many actions have been applied (the undo depth).
    pub fn actions_applied(&self) -> usize {
        self.history.done().len()
    }

    /// The action the one big button does now, if it needs no input.
    pub fn primary_action(&self) -> Option<Action> {
        match self.state.phase {
            Phase::Turn { .. } | Phase::FleetTurns => Some(Action::EndTurn),
            Phase::AutomaDue => Some(Action::AutomaStep),
            Phase::Resolving(_) => Some(Action::AutomaDone),
            Phase::Over => None,
        }
    }

    /// Whether two games are at the same point with the same past, whatever their redo branches.
    pub fn same_position(&self, other: &Game) -> bool {
        self.setup == other.setup
            && self.state == other.state
            && self.history.done() == other.history.done()
    }

    /// Checks that the game could have come from play: every card accounted for, every count
    /// in range. For loading files we did not write ourselves.
    pub fn check_consistency(&self) -> Result<(), String> {
        rules::check_state(&self.setup, &self.state)?;
        for (i, entry) in self.history.done().iter().enumerate() {
            rules::check_state(&self.setup, &entry.before)
                .map_err(|e| format!("undo step {}: {e}", i + 1))?;
        }
        Ok(())
    }
}

/// A saved game: the setup, the piles and generator at the start, and the actions in order.
#[derive(Serialize, Deserialize)]
struct GameRecord {
    setup: Setup,
    /// The treasure pile at the start, bottom first.
    treasure_pile: Vec<Treasure>,
    /// The Hex pile at the start, bottom first.
    hex_pile: Vec<Hex>,
    /// The generator at the start.
    rng: GameRng,
    /// Every applied action, oldest first.
    actions: Vec<Action>,
    /// The undone actions, the next redo first.
    redo: Vec<Action>,
}

/// The same record, borrowed from a game for writing.
#[derive(Serialize)]
struct GameRecordRef<'a> {
    setup: &'a Setup,
    treasure_pile: &'a [Treasure],
    hex_pile: &'a [Hex],
    rng: &'a GameRng,
    actions: Vec<Action>,
    redo: Vec<Action>,
}

impl Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let start = self.start_state();
        GameRecordRef {
            setup: &self.setup,
            treasure_pile: start.treasure_pile.as_slice(),
            hex_pile: start.hex_pile.as_slice(),
            rng: &start.rng,
            actions: self.history.done().iter().map(|e| e.action).collect(),
            redo: self
                .history
                .undone()
                .iter()
                .rev()
                .map(|u| u.action)
                .collect(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Game, D::Error> {
        let record = GameRecord::deserialize(deserializer)?;
        Game::replay(record).map_err(serde::de::Error::custom)
    }
}
