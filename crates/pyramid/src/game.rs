//! A pyramid game on the shared engine, and what the screen may read of it. The deck's
//! cards and order and the score pile's cards before the end are hidden (P7): only the
//! accessors named `..._hidden` give them, for tests and saves.

use super::action::{Action, Event};
use super::cards::Card;
use super::deal::{self, CURSES};
use super::error::PyramidError;
use super::place::{Place, Row};
use super::positions::Pyramid as Places;
use super::reason::Reaction;
use super::rules::Pyramid;
use super::score::{FinalScore, ScoreToBeat, Verdict};
use super::setup::Setup;
use super::state::{Adjustment, Ending, Phase, TurnMarks};
use crate::engine::ModeGame;
use crate::engine::{Rules, Session};

/// A game of the pyramid: how it began, the table now, and its history (P29).
pub type PyramidGame = Session<Pyramid>;

/// What a pyramid game tells and does beyond the engine's `Session`: the AI's cards by place,
/// the turn, the verdict. (A trait: the engine's `Session` is another crate's type.)
pub trait PyramidSession {
    /// A game from an explicit order, top first: B1, B2, B3, M1, M2, T, then the deck from
    /// its top card down, Attack cards included from Advanced up (P4). To follow a physical
    /// shuffle or to test a rule exactly. The setup's seed drives later shuffles (P5).
    fn from_order(setup: Setup, order: Vec<Card>) -> Result<PyramidGame, PyramidError>;

    /// Where the game is (P8).
    fn phase(&self) -> Phase;

    /// Turns started, from 1; 0 before turn 1.
    fn turn(&self) -> u32;

    /// This turn's marks: Outpost, the once-per-turn reactions, the buys, the top bonus.
    fn turn_marks(&self) -> TurnMarks;

    /// The pyramid, face up (P7).
    fn pyramid(&self) -> &Places;

    /// The card at a place.
    fn card_at(&self, place: Place) -> Option<Card>;

    /// A VP card's cost where it lies (P18): "Duchy $7" at the middle row.
    fn cost_at(&self, place: Place) -> Option<u8>;

    /// The lowest row holding a card (P11).
    fn lowest_row(&self) -> Option<Row>;

    /// Cards in the face-down deck: a count only (P7). The table's own deck: those face down
    /// and those turned over and not yet placed.
    fn deck_len(&self) -> usize;

    /// The table's own deck: how many of each kind still lie face down (the counts the
    /// table could count); `None` where the app shuffles (P7 hides them).
    fn face_down(&self) -> Option<Vec<(Card, usize)>>;

    /// The table's own deck: the cards turned over and told, not yet placed, the next first.
    fn turned_waiting(&self) -> &[Card];

    /// The table's own deck while it is dealt: the place the next card told goes to (P4).
    fn to_deal(&self) -> Option<Place>;

    /// The deck top first. Hidden from the table (P7): for tests and saves, never the screen.
    fn deck_hidden(&self) -> Vec<Card>;

    /// Cards in the AI's face-down score pile (P7).
    fn score_pile_len(&self) -> usize;

    /// The score pile, bottom first, once the game is over (P7); `None` before.
    fn score_pile(&self) -> Option<&[Card]>;

    /// The score pile, bottom first, at any time. Hidden from the table (P7): tests and saves.
    fn score_pile_hidden(&self) -> &[Card];

    /// The public trash, in the order trashed.
    fn trash(&self) -> &[Card];

    /// Pyramid cards the player bought or gained, in order (P18, P20).
    fn taken(&self) -> &[Card];

    /// Curses in the supply beside the pyramid (P6).
    fn curses_left(&self) -> u8;

    /// Curses that went from the supply to the player (P13, P6 corrections).
    fn curses_with_player(&self) -> u8;

    /// Every Curse of the game: 5 (P6).
    fn curses_in_game(&self) -> u8;

    /// Cards the AI still scores, the player's picks (P11), and why.
    fn owed(&self) -> (u8, Option<Reaction>);

    /// The places the player may tap for the AI's score now: the filled places of the
    /// lowest row while cards are owed, else none (P11).
    fn choosable(&self) -> Vec<Place>;

    /// Whether the top bonus may be used now (P18).
    fn top_bonus_available(&self) -> bool;

    /// The setup adjustment made (P5, P30).
    fn adjustment(&self) -> Adjustment;

    /// How it ended (P23-P25).
    fn ending(&self) -> Option<Ending>;

    /// The score to beat, term by term, once the game is over (P26); the kingdom's VP is 0
    /// until the final counts are entered. `None` before the end: at Master its points would
    /// tell the face-down score pile's cards (P7).
    fn score_to_beat(&self) -> Option<ScoreToBeat>;

    /// Both scores with every term, once the final counts are entered (P26-P28).
    fn final_score(&self) -> Option<&FinalScore>;

    /// The verdict (P28): after the final counts, or at once after No buy possible (P25).
    fn verdict(&self) -> Option<Verdict>;

    /// The applied actions with what each did, oldest first: the game's log.
    fn log(&self) -> impl DoubleEndedIterator<Item = (&Action, &[Event])> + ExactSizeIterator;

    /// Every card of the game by where it is: (deck, pyramid, score pile, trash, taken),
    /// and the Curses in the supply and with the player. For checks of a loaded game.
    fn card_count(&self) -> usize;
}

impl PyramidSession for Session<Pyramid> {
    fn from_order(setup: Setup, order: Vec<Card>) -> Result<PyramidGame, PyramidError> {
        Session::from_start(deal::from_order(setup, order)?)
    }

    fn phase(&self) -> Phase {
        self.state().phase
    }

    fn turn(&self) -> u32 {
        self.state().turn
    }

    fn turn_marks(&self) -> TurnMarks {
        self.state().marks
    }

    fn pyramid(&self) -> &Places {
        &self.state().pyramid
    }

    fn card_at(&self, place: Place) -> Option<Card> {
        self.state().pyramid.get(place)
    }

    fn cost_at(&self, place: Place) -> Option<u8> {
        self.card_at(place)?.cost_at(place.level())
    }

    fn lowest_row(&self) -> Option<Row> {
        self.state().pyramid.lowest_row()
    }

    fn deck_len(&self) -> usize {
        self.state().deck.len() + self.state().turned.len()
    }

    fn face_down(&self) -> Option<Vec<(Card, usize)>> {
        let s = self.state();
        s.own_deck.then(|| {
            [
                Card::Estate,
                Card::Duchy,
                Card::Province,
                Card::Colony,
                Card::Attack,
            ]
            .into_iter()
            .map(|card| (card, s.deck.count(card)))
            .collect()
        })
    }

    fn turned_waiting(&self) -> &[Card] {
        &self.state().turned
    }

    fn to_deal(&self) -> Option<Place> {
        let s = self.state();
        (s.to_deal > 0).then(|| Place::ALL[Place::ALL.len() - usize::from(s.to_deal)])
    }

    fn deck_hidden(&self) -> Vec<Card> {
        self.state().deck.as_slice().iter().rev().copied().collect()
    }

    fn score_pile_len(&self) -> usize {
        self.state().score_pile.len()
    }

    fn score_pile(&self) -> Option<&[Card]> {
        (self.phase() == Phase::Over).then(|| self.state().score_pile.as_slice())
    }

    fn score_pile_hidden(&self) -> &[Card] {
        self.state().score_pile.as_slice()
    }

    fn trash(&self) -> &[Card] {
        self.state().trash.as_slice()
    }

    fn taken(&self) -> &[Card] {
        self.state().taken.as_slice()
    }

    fn curses_left(&self) -> u8 {
        self.state().curses
    }

    fn curses_with_player(&self) -> u8 {
        self.state().player_curses
    }

    fn curses_in_game(&self) -> u8 {
        CURSES
    }

    fn owed(&self) -> (u8, Option<Reaction>) {
        (self.state().owed, self.state().owed_for)
    }

    fn choosable(&self) -> Vec<Place> {
        if self.state().owed == 0 {
            Vec::new()
        } else {
            self.state().pyramid.scorable()
        }
    }

    fn top_bonus_available(&self) -> bool {
        let m = self.state().marks;
        self.phase() == Phase::Turn && m.top_bought && !m.top_bonus_used && self.state().owed == 0
    }

    fn adjustment(&self) -> Adjustment {
        self.state().adjustment
    }

    fn ending(&self) -> Option<Ending> {
        self.state().ending
    }

    fn score_to_beat(&self) -> Option<ScoreToBeat> {
        if !self.is_over() {
            return None;
        }
        let s = self.state();
        let kingdom = s.final_score.map_or(0, |f| f.entries.kingdom_vp);
        Some(ScoreToBeat::new(
            self.setup().level,
            s.score_pile.as_slice(),
            s.pyramid.cards().chain(super::own_deck::left_in_deck(s)),
            s.curses,
            kingdom,
        ))
    }

    fn final_score(&self) -> Option<&FinalScore> {
        self.state().final_score.as_ref()
    }

    fn verdict(&self) -> Option<Verdict> {
        Pyramid::outcome(self.state()).map(|o| o.verdict())
    }

    fn log(&self) -> impl DoubleEndedIterator<Item = (&Action, &[Event])> + ExactSizeIterator {
        self.history()
            .done()
            .iter()
            .map(|e| (&e.action, e.events.as_slice()))
    }

    fn card_count(&self) -> usize {
        let s = self.state();
        super::own_deck::left_in_deck(s).count()
            + s.pyramid.len()
            + s.score_pile.len()
            + s.trash.len()
            + s.taken.len()
    }
}
