//! A pyramid game on the shared engine, and what the screen may read of it. The deck's
//! cards and order and the score pile's cards before the end are hidden (P7): only the
//! accessors named `..._hidden` give them, for tests and saves.

use super::action::{Action, Event};
use super::cards::Card;
use super::deal::{self, CURSES};
use super::error::PyramidError;
use super::place::{Place, Row};
use super::positions::Pyramid as Places;
use super::rules::Pyramid;
use super::score::{FinalScore, ScoreToBeat, Verdict};
use super::setup::Setup;
use super::state::{Adjustment, Ending, Phase, Reaction, TurnMarks};
use crate::engine::{Rules, Session};

/// A game of the pyramid: how it began, the table now, and its history (P29).
pub type PyramidGame = Session<Pyramid>;

impl Session<Pyramid> {
    /// A game from an explicit order, top first: B1, B2, B3, M1, M2, T, then the deck from
    /// its top card down, Attack cards included from Advanced up (P4). To follow a physical
    /// shuffle or to test a rule exactly. The setup's seed drives later shuffles (P5).
    pub fn from_order(setup: Setup, order: Vec<Card>) -> Result<PyramidGame, PyramidError> {
        Session::from_start(deal::from_order(setup, order)?)
    }

    /// Where the game is (P8).
    pub fn phase(&self) -> Phase {
        self.state().phase
    }

    /// Turns started, from 1; 0 before turn 1.
    pub fn turn(&self) -> u32 {
        self.state().turn
    }

    /// This turn's marks: Outpost, the once-per-turn reactions, the buys, the top bonus.
    pub fn turn_marks(&self) -> TurnMarks {
        self.state().marks
    }

    /// The pyramid, face up (P7).
    pub fn pyramid(&self) -> &Places {
        &self.state().pyramid
    }

    /// The card at a place.
    pub fn card_at(&self, place: Place) -> Option<Card> {
        self.state().pyramid.get(place)
    }

    /// A VP card's cost where it lies (P18): "Duchy $7" at the middle row.
    pub fn cost_at(&self, place: Place) -> Option<u8> {
        self.card_at(place)?.cost_at(place.level())
    }

    /// The lowest row holding a card (P11).
    pub fn lowest_row(&self) -> Option<Row> {
        self.state().pyramid.lowest_row()
    }

    /// Cards in the face-down deck: a count only (P7).
    pub fn deck_len(&self) -> usize {
        self.state().deck.len()
    }

    /// The deck top first. Hidden from the table (P7): for tests and saves, never the screen.
    pub fn deck_hidden(&self) -> Vec<Card> {
        self.state().deck.as_slice().iter().rev().copied().collect()
    }

    /// Cards in the AI's face-down score pile (P7).
    pub fn score_pile_len(&self) -> usize {
        self.state().score_pile.len()
    }

    /// The score pile, bottom first, once the game is over (P7); `None` before.
    pub fn score_pile(&self) -> Option<&[Card]> {
        (self.phase() == Phase::Over).then(|| self.state().score_pile.as_slice())
    }

    /// The score pile, bottom first, at any time. Hidden from the table (P7): tests and saves.
    pub fn score_pile_hidden(&self) -> &[Card] {
        self.state().score_pile.as_slice()
    }

    /// The public trash, in the order trashed.
    pub fn trash(&self) -> &[Card] {
        self.state().trash.as_slice()
    }

    /// Pyramid cards the player bought or gained, in order (P18, P20).
    pub fn taken(&self) -> &[Card] {
        self.state().taken.as_slice()
    }

    /// Curses in the supply beside the pyramid (P6).
    pub fn curses_left(&self) -> u8 {
        self.state().curses
    }

    /// Curses that went from the supply to the player (P13, P6 corrections).
    pub fn curses_with_player(&self) -> u8 {
        self.state().player_curses
    }

    /// Every Curse of the game: 5 (P6).
    pub fn curses_in_game(&self) -> u8 {
        CURSES
    }

    /// Cards the AI still scores, the player's picks (P11), and why.
    pub fn owed(&self) -> (u8, Option<Reaction>) {
        (self.state().owed, self.state().owed_for)
    }

    /// The places the player may tap for the AI's score now: the filled places of the
    /// lowest row while cards are owed, else none (P11).
    pub fn choosable(&self) -> Vec<Place> {
        if self.state().owed == 0 {
            Vec::new()
        } else {
            self.state().pyramid.scorable()
        }
    }

    /// Whether the top bonus may be used now (P18).
    pub fn top_bonus_available(&self) -> bool {
        let m = self.state().marks;
        self.phase() == Phase::Turn && m.top_bought && !m.top_bonus_used && self.state().owed == 0
    }

    /// The setup adjustment made (P5, P30).
    pub fn adjustment(&self) -> Adjustment {
        self.state().adjustment
    }

    /// Whether the game has ended (P23-P25).
    pub fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }

    /// How it ended (P23-P25).
    pub fn ending(&self) -> Option<Ending> {
        self.state().ending
    }

    /// The score to beat, term by term, once the game is over (P26); the kingdom's VP is 0
    /// until the final counts are entered. `None` before the end: at Master its points would
    /// tell the face-down score pile's cards (P7).
    pub fn score_to_beat(&self) -> Option<ScoreToBeat> {
        if !self.is_over() {
            return None;
        }
        let s = self.state();
        let kingdom = s.final_score.map_or(0, |f| f.entries.kingdom_vp);
        Some(ScoreToBeat::new(
            self.setup().level,
            s.score_pile.as_slice(),
            s.pyramid.cards().chain(s.deck.as_slice().iter().copied()),
            s.curses,
            kingdom,
        ))
    }

    /// Both scores with every term, once the final counts are entered (P26-P28).
    pub fn final_score(&self) -> Option<&FinalScore> {
        self.state().final_score.as_ref()
    }

    /// The verdict (P28): after the final counts, or at once after No buy possible (P25).
    pub fn verdict(&self) -> Option<Verdict> {
        Pyramid::outcome(self.state()).map(|o| o.verdict())
    }

    /// The applied actions with what each did, oldest first: the game's log.
    pub fn log(&self) -> impl DoubleEndedIterator<Item = (&Action, &[Event])> + ExactSizeIterator {
        self.history()
            .done()
            .iter()
            .map(|e| (&e.action, e.events.as_slice()))
    }

    /// Every card of the game by where it is: (deck, pyramid, score pile, trash, taken),
    /// and the Curses in the supply and with the player. For checks of a loaded game.
    pub fn card_count(&self) -> usize {
        let s = self.state();
        s.deck.len() + s.pyramid.len() + s.score_pile.len() + s.trash.len() + s.taken.len()
    }
}
