//! The game: setup, the state of the table, and the history that undo walks back (R24).
//! `Game::apply` is the one way in; the rules themselves live in `rules.rs` and `automa.rs`.

use super::action::{Action, Event};
use super::cards::PileKind;
use super::cards::{Card, Hex, Treasure};
use super::error::{RuleError, SetupFault};
use super::score::{AutomaScore, FinalScore};
use super::seat::Seat;
use super::setup::Setup;
use super::states::PlayerStates;
use super::supply::{AutomaHoldings, EndReason, Supply, TOKENS};
use super::table_state::{PendingHex, Phase, Resolving, Reveal, State, StepKind};
use super::{checks, rules};
use crate::engine::{GameRng, Pile, Record, Rules, Session};
use serde::{Deserialize, Serialize};

/// The coop's rules for the shared engine: `Session<Coop>` plays them with undo, redo and
/// save-by-replay (R24).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Coop;

/// How a coop game began: the setup (with its seed), both piles in order and the generator.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CoopStart {
    pub setup: Setup,
    /// The treasure pile at the start, bottom first.
    pub treasure_pile: Vec<Treasure>,
    /// The Hex pile at the start, bottom first.
    pub hex_pile: Vec<Hex>,
    /// The generator at the start.
    pub rng: GameRng,
}

/// The version of the coop's rules a save records; a save from newer rules is refused.
pub const COOP_RULES_VERSION: u32 = 1;

impl Rules for Coop {
    type Setup = Setup;
    type Start = CoopStart;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type Outcome = FinalScore;
    const MODE: &'static str = "coop";
    const VERSION: u32 = COOP_RULES_VERSION;

    /// Checks the setup (R8) and shuffles both piles (R2). Without a seed one is drawn and
    /// kept in the setup.
    fn start(setup: Setup) -> Result<CoopStart, RuleError> {
        let mut setup = setup;
        setup.validate()?;
        let seed = *setup.seed.get_or_insert_with(rand::random);
        let mut rng = GameRng::from_seed(seed);
        let treasures = Treasure::full_set();
        let treasure_pile: Pile<Treasure> =
            Pile::shuffled(&treasures, &mut rng).unwrap_or_default();
        let hex_pile: Pile<Hex> = Pile::shuffled(&Hex::ALL, &mut rng).unwrap_or_default();
        Ok(CoopStart {
            setup,
            treasure_pile: treasure_pile.as_slice().to_vec(),
            hex_pile: hex_pile.as_slice().to_vec(),
            rng,
        })
    }

    fn setup(start: &CoopStart) -> &Setup {
        &start.setup
    }

    /// Round 1 with the starting player (R11); refuses piles no shuffle could give.
    fn begin(start: &CoopStart) -> Result<State, RuleError> {
        start.setup.validate()?;
        let mut sorted = start.hex_pile.clone();
        coop_automa_engine::sort::sort(&mut sorted);
        if sorted != Hex::ALL {
            return Err(RuleError::BadSetup(SetupFault::HexPile));
        }
        let treasures = &start.treasure_pile;
        let silvers = treasures.iter().filter(|t| **t == Treasure::Silver).count();
        if treasures.len() != 12 || silvers != 6 {
            return Err(RuleError::BadSetup(SetupFault::TreasurePile {
                copper: treasures.len() - silvers,
                silver: silvers,
            }));
        }
        let setup = &start.setup;
        let supply = Supply {
            duchies: setup.duchies,
            provinces: setup.provinces,
            colonies: setup.colonies_at_start(),
            other_empty: 0,
        };
        Ok(State {
            round: 1,
            phase: Phase::Turn {
                seat: Seat::First,
                extra: false,
            },
            treasure_pile: Pile::in_order(treasures).unwrap_or_default(),
            hex_pile: Pile::in_order(&start.hex_pile).unwrap_or_default(),
            discard: Pile::new(),
            supply,
            automa: AutomaHoldings::default(),
            states: [PlayerStates::default(); 2],
            rng: start.rng.clone(),
            order_seat: Seat::First,
            fleet_round: false,
            end: None,
            last_reveal: None,
            score: None,
        })
    }

    fn play(start: &CoopStart, state: &mut State, action: Action) -> Result<Vec<Event>, RuleError> {
        rules::play(&start.setup, state, action)
    }

    fn outcome(state: &State) -> Option<FinalScore> {
        state.score
    }

    fn is_over(state: &Self::State) -> bool {
        state.phase == Phase::Over
    }

    fn seed(setup: &Self::Setup) -> u64 {
        setup.seed.unwrap_or(0)
    }

    fn nothing_to_undo() -> RuleError {
        RuleError::NothingToUndo
    }

    fn nothing_to_redo() -> RuleError {
        RuleError::NothingToRedo
    }

    type Saved = GameRecord;
    fn saved(record: Record<Coop>) -> GameRecord {
        let Record {
            start,
            actions,
            redo,
        } = record;
        GameRecord {
            setup: start.setup,
            treasure_pile: start.treasure_pile,
            hex_pile: start.hex_pile,
            rng: start.rng,
            actions,
            redo,
        }
    }
    fn from_saved(r: GameRecord) -> Record<Coop> {
        Record {
            start: CoopStart {
                setup: r.setup,
                treasure_pile: r.treasure_pile,
                hex_pile: r.hex_pile,
                rng: r.rng,
            },
            actions: r.actions,
            redo: r.redo,
        }
    }
}

/// A game of the coop: how it began, the table now, and its history for undo and redo.
/// It is saved as its start and actions, and loaded by playing them again, so a loaded game
/// is one the rules themselves produced.
pub type Game = Session<Coop>;

/// What a coop game tells and does beyond the engine's `Session`: the table's counts, the
/// automa's holdings, the log. (A trait: the engine's `Session` is another crate's type.)
pub trait CoopSession {
    /// The automa's score after every round so far (the current one last), and its gains.
    fn timeline(&self) -> super::timeline::Timeline;

    /// Starts a game whose piles are in a given order (last card on top), e.g. to follow a
    /// physical shuffle or to test a rule. The piles must hold 6 Copper + 6 Silver and the
    /// 12 different Hexes.
    fn with_piles(
        setup: Setup,
        treasures: Vec<Treasure>,
        hexes: Vec<Hex>,
    ) -> Result<Game, RuleError>;

    /// A seat's player name.
    fn name(&self, seat: Seat) -> &str;

    /// The round number, from 1 (R11).
    fn round(&self) -> u32;

    /// What the table is doing now.
    fn phase(&self) -> Phase;

    /// Whose turn it is, if a human's.
    fn current_seat(&self) -> Option<Seat>;

    /// What the automa does at the end of this round (R12).
    fn step_this_round(&self) -> StepKind;

    /// Whether this is Fleet's extra round (R18).
    fn is_fleet_round(&self) -> bool;

    /// Why the game ended (or, in the Fleet round, why the extra round began).
    fn end_reason(&self) -> Option<EndReason>;

    /// Whether the supply now meets an end condition (R16): the game ends at the end of
    /// this turn (or at once on the automa's step).
    fn end_condition(&self) -> Option<EndReason>;

    /// Cards in the face-down treasure pile: a count only (R3).
    fn treasure_pile_len(&self) -> usize;

    /// Cards in the face-down Hex pile: a count only (R3).
    fn hex_pile_len(&self) -> usize;

    /// The treasure pile in order, bottom first. Hidden from the table (R3): for tests and saves.
    fn treasure_pile_hidden(&self) -> &[Treasure];

    /// The Hex pile in order, bottom first. Hidden from the table (R3): for tests and saves.
    fn hex_pile_hidden(&self) -> &[Hex];

    /// The automa's face-up discard pile, bottom first (R2, R3).
    fn discard(&self) -> &[Card];

    /// The pile the automa's step due now turns a card from (`None`: no step due, or one that
    /// turns none: round 1, or the end met with the last turn).
    fn step_pile(&self) -> Option<PileKind>;

    /// The pile the table turns a card from itself for the step due now (`Setup::own`): the
    /// app then asks which card it turned (`Action::AutomaStepTurned`).
    fn step_asks_turned(&self) -> Option<PileKind>;

    /// How many of each card of `pile` can be turned over now, in the cards' order: those
    /// face down, or, when the pile is empty, those of its kind in the discard pile. For the
    /// table's own piles (the counts the table could count); hidden otherwise (R3).
    fn face_down(&self, pile: PileKind) -> Vec<(Card, u8)>;

    /// When `pile` is empty: how many cards of its kind the discard pile holds, which are
    /// shuffled into a new pile before the next one is turned (R13.1, R21).
    fn reshuffle_before_turning(&self, pile: PileKind) -> Option<u8>;

    /// The last card revealed, by the automa or for a player (R23).
    fn last_reveal(&self) -> Option<Reveal>;

    /// The Hex being resolved now, if any.
    fn pending_hex(&self) -> Option<&PendingHex>;

    /// The supply counts the humans keep true.
    fn supply(&self) -> Supply;

    /// What the automa holds.
    fn automa(&self) -> AutomaHoldings;

    /// The automa's tokens, 0..=10 (R4).
    fn tokens(&self) -> u8;

    /// Tokens still in the supply.
    fn tokens_left(&self) -> u8;

    /// The automa's score as it stands (R19).
    fn automa_score(&self) -> AutomaScore;

    /// A player's States (R22).
    fn states(&self, seat: Seat) -> PlayerStates;

    /// The final score, once points are entered (R19).
    fn score(&self) -> Option<&FinalScore>;

    /// The applied actions with what each did, oldest first: the game's log.
    fn log(&self) -> impl DoubleEndedIterator<Item = (&Action, &[Event])> + ExactSizeIterator;

    /// The action the one big button does now, if it needs no input.
    fn primary_action(&self) -> Option<Action>;

    /// Checks that the game could have come from play: every card accounted for, every count
    /// in range. For loading files we did not write ourselves.
    fn check_consistency(&self) -> Result<(), String>;
}

impl CoopSession for Session<Coop> {
    fn timeline(&self) -> super::timeline::Timeline {
        super::timeline::of(
            self.log().flat_map(|(_, events)| events.iter()),
            &self.automa(),
        )
    }

    fn with_piles(
        setup: Setup,
        treasures: Vec<Treasure>,
        hexes: Vec<Hex>,
    ) -> Result<Game, RuleError> {
        let mut setup = setup;
        let seed = *setup.seed.get_or_insert_with(rand::random);
        Session::from_start(CoopStart {
            setup,
            treasure_pile: treasures,
            hex_pile: hexes,
            rng: GameRng::from_seed(seed),
        })
    }

    fn name(&self, seat: Seat) -> &str {
        self.setup().name(seat)
    }

    fn round(&self) -> u32 {
        self.state().round
    }

    fn phase(&self) -> Phase {
        self.state().phase
    }

    fn current_seat(&self) -> Option<Seat> {
        self.state().phase_seat()
    }

    fn step_this_round(&self) -> StepKind {
        StepKind::for_round(self.state().round)
    }

    fn is_fleet_round(&self) -> bool {
        self.state().fleet_round
    }

    fn end_reason(&self) -> Option<EndReason> {
        self.state().end
    }

    fn end_condition(&self) -> Option<EndReason> {
        self.state().supply.end_condition(self.setup().colonies)
    }

    fn treasure_pile_len(&self) -> usize {
        self.state().treasure_pile.len()
    }

    fn hex_pile_len(&self) -> usize {
        self.state().hex_pile.len()
    }

    fn treasure_pile_hidden(&self) -> &[Treasure] {
        self.state().treasure_pile.as_slice()
    }

    fn hex_pile_hidden(&self) -> &[Hex] {
        self.state().hex_pile.as_slice()
    }

    fn discard(&self) -> &[Card] {
        self.state().discard.as_slice()
    }

    fn step_pile(&self) -> Option<PileKind> {
        super::automa::step_pile(self.setup(), self.state())
    }

    fn step_asks_turned(&self) -> Option<PileKind> {
        self.step_pile().filter(|p| self.setup().own.holds(*p))
    }

    fn face_down(&self, pile: PileKind) -> Vec<(Card, u8)> {
        super::automa::face_down(self.state(), pile)
    }

    fn reshuffle_before_turning(&self, pile: PileKind) -> Option<u8> {
        let s = self.state();
        let empty = match pile {
            PileKind::Treasure => s.treasure_pile.is_empty(),
            PileKind::Hex => s.hex_pile.is_empty(),
        };
        empty.then(|| {
            s.discard
                .as_slice()
                .iter()
                .filter(|c| c.pile() == pile)
                .count() as u8
        })
    }

    fn last_reveal(&self) -> Option<Reveal> {
        self.state().last_reveal
    }

    fn pending_hex(&self) -> Option<&PendingHex> {
        match &self.state().phase {
            Phase::Resolving(Resolving::Hex(p)) => Some(p),
            _ => None,
        }
    }

    fn supply(&self) -> Supply {
        self.state().supply
    }

    fn automa(&self) -> AutomaHoldings {
        self.state().automa
    }

    fn tokens(&self) -> u8 {
        self.state().automa.tokens
    }

    fn tokens_left(&self) -> u8 {
        TOKENS - self.state().automa.tokens
    }

    fn automa_score(&self) -> AutomaScore {
        AutomaScore::of(&self.state().automa)
    }

    fn states(&self, seat: Seat) -> PlayerStates {
        self.state().states[seat.index()]
    }

    fn score(&self) -> Option<&FinalScore> {
        self.state().score.as_ref()
    }

    fn log(&self) -> impl DoubleEndedIterator<Item = (&Action, &[Event])> + ExactSizeIterator {
        self.history()
            .done()
            .iter()
            .map(|e| (&e.action, e.events.as_slice()))
    }

    fn primary_action(&self) -> Option<Action> {
        match self.state().phase {
            Phase::Turn { .. } | Phase::FleetTurns => Some(Action::EndTurn),
            // The table's own pile: the card turned over is asked for, not one button's.
            Phase::AutomaDue if self.step_asks_turned().is_some() => None,
            Phase::AutomaDue => Some(Action::AutomaStep),
            Phase::Resolving(_) => Some(Action::AutomaDone),
            Phase::Over => None,
        }
    }

    fn check_consistency(&self) -> Result<(), String> {
        checks::check_state(self.setup(), self.state())?;
        for (i, entry) in self.history().done().iter().enumerate() {
            checks::check_state(self.setup(), &entry.before)
                .map_err(|e| format!("undo step {}: {e}", i + 1))?;
        }
        Ok(())
    }
}

/// A saved game (save format 1): the setup, the piles and generator at the start, and the
/// actions in order, all at one level.
#[derive(Serialize, Deserialize)]
pub struct GameRecord {
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
    #[serde(default)]
    redo: Vec<Action>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_consistency_names_the_impossible_table() {
        let mut g = Game::new(Setup::custom(["Alex", "Bea"], 12, 4)).unwrap();
        g.apply(Action::AttackPlayed).unwrap();
        assert_eq!(g.check_consistency(), Ok(()));
        g.state_mut().automa.tokens = TOKENS + 1;
        let e = g.check_consistency().unwrap_err();
        assert!(e.contains("11 tokens"), "{e}");
    }
}
