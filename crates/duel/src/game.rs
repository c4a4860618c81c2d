//! A Duel game on the shared engine, and what the screen may read of it. The Curse Deck's
//! order and the kinds left in it are hidden (D3.3): only the accessors named `..._hidden`
//! give them, for tests and saves.

use super::action::{Action, PileReport};
use super::cards::{CurseCard, Kingdom};
use super::error::DuelError;
use super::event::{Ending, Event};
use super::rules::{Duel, DuelStart, check_deck};
use super::score::{self, PlayerScore};
use super::setup::Setup;
use super::turn;
use crate::engine::Session;

/// A game of Duel: how it began, the table now, and its history (D12).
pub type DuelGame = Session<Duel>;

/// What a Duel game tells and does beyond the engine's `Session`: life points, the Curse
/// Deck, the battles. (A trait: the engine's `Session` is another crate's type.)
pub trait DuelSession {
    /// A game from an explicit Curse Deck order, top first: to follow a physical shuffle or
    /// to test a rule exactly. The order must hold D3.1's cards exactly (empty when mixed).
    fn from_order(setup: Setup, deck: Vec<CurseCard>) -> Result<DuelGame, DuelError>;

    /// How many players.
    fn player_count(&self) -> usize;

    /// A player's name.
    fn name(&self, player: u8) -> String;

    /// Whose turn it is.
    fn current(&self) -> u8;

    /// Whether life points are on (Duel-only game, D1.3).
    fn life_points_on(&self) -> bool;

    /// A player's life points; `None` in a mixed game (D2.2). Eliminated players keep the
    /// total that put them out.
    fn life(&self, player: u8) -> Option<i32>;

    /// A player's curse tokens (0 once eliminated: they went with them, D7.1).
    fn curse_tokens(&self, player: u8) -> u32;

    /// The Curse cards of a kind a player holds, as far as the app knows (draws, pile gains,
    /// gifts and trashes entered); 0 once eliminated.
    fn curse_cards(&self, player: u8, card: CurseCard) -> u16;

    /// The Curse Deck cards of a kind a player has drawn in the game (public once drawn).
    fn drawn(&self, player: u8, card: CurseCard) -> u16;

    /// Whether a player is eliminated.
    fn is_eliminated(&self, player: u8) -> bool;

    /// The eliminated players in the order they fell (D7.2).
    fn eliminated(&self) -> Vec<u8>;

    /// The living players in turn order.
    fn living(&self) -> Vec<u8>;

    /// Turns a player has ended (D11.2).
    fn turns(&self, player: u8) -> u32;

    /// Whether a player is marked with Sith Lord in play (D8.9).
    fn sith_lord(&self, player: u8) -> bool;

    /// Cursed Villages a player ticked, due at the start of their next turn (D9.6).
    fn cursed_villages(&self, player: u8) -> u8;

    /// VP tokens the current player gained this turn (D9.5).
    fn vp_tokens_this_turn(&self) -> u32;

    /// War Trophy curses each other player is owed now (D8.11, D9.5): the War Trophy attack
    /// is accepted when this is at least 1.
    fn war_trophy_owed(&self) -> u32;

    /// Whether the current player attacked this turn (D8.9).
    fn attacked_this_turn(&self) -> bool;

    /// Cards left in the Curse Deck: the count only (D3.3). The table's own deck: those
    /// face down and those turned over and not yet drawn.
    fn deck_len(&self) -> usize;

    /// The table's own deck: how many of each kind (`CurseCard::index`) still lie face down,
    /// which the table could count; `None` where the app shuffles (D3.3 hides them).
    fn face_down(&self) -> Option<[usize; 4]>;

    /// The table's own deck: the cards turned over and told, not yet drawn, the next first.
    fn turned_waiting(&self) -> &[CurseCard];

    /// The Curse Deck top first. Hidden from the table (D3.3): for tests and saves only.
    fn deck_hidden(&self) -> Vec<CurseCard>;

    /// How many of each kind remain in the Curse Deck. Hidden (D3.3): tests and saves only.
    fn deck_counts_hidden(&self) -> [usize; 4];

    /// A mixed game's Curse pile; `None` in a Duel-only game (D1.4).
    fn curse_pile(&self) -> Option<u8>;

    /// The latest supply report (D10.2).
    fn report(&self) -> PileReport;

    /// The empty supply piles other than Province the end of a turn would count: the
    /// report's, and a mixed game's empty Curse pile (D10.2).
    fn empty_piles(&self) -> u8;

    /// Whether ending the turn now with `report` ends the game (D10.2): the Province pile
    /// empty, or three other piles (a mixed game's empty Curse pile among them).
    fn turn_end_ends_game(&self, report: PileReport) -> bool;

    /// How it ended (D10).
    fn ending(&self) -> Option<Ending>;

    /// Whether VP may be typed now: after a pile end only (D11.4).
    fn vp_entry_open(&self) -> bool;

    /// The VP typed for a player (D11).
    fn vp(&self, player: u8) -> Option<i32>;

    /// The scores typed so far with every term, living players in turn order (D11.1, D11.3).
    fn scores(&self) -> Vec<PlayerScore>;

    /// The winners, once decided: the last player, or the scored winners (D11.2).
    fn winners(&self) -> Option<Vec<u8>>;

    /// The applied actions with what each did, oldest first: the game's log.
    fn log(&self) -> impl DoubleEndedIterator<Item = (&Action, &[Event])> + ExactSizeIterator;

    /// Every life change in the log, oldest first: (player, change).
    fn life_changes(&self) -> Vec<(u8, i32)>;
}

impl DuelSession for Session<Duel> {
    fn from_order(setup: Setup, deck: Vec<CurseCard>) -> Result<DuelGame, DuelError> {
        setup.validate()?;
        check_deck(&setup, &deck)?;
        Session::from_start(DuelStart { setup, deck })
    }

    fn player_count(&self) -> usize {
        self.state().players.len()
    }

    fn name(&self, player: u8) -> String {
        self.setup().name(usize::from(player))
    }

    fn current(&self) -> u8 {
        self.state().current
    }

    fn life_points_on(&self) -> bool {
        self.setup().life_points()
    }

    fn life(&self, player: u8) -> Option<i32> {
        self.life_points_on()
            .then(|| self.state().player(player).life)
    }

    fn curse_tokens(&self, player: u8) -> u32 {
        self.state().player(player).curse_tokens
    }

    fn curse_cards(&self, player: u8, card: CurseCard) -> u16 {
        self.state().player(player).held(card)
    }

    fn drawn(&self, player: u8, card: CurseCard) -> u16 {
        self.state().player(player).drawn[card.index()]
    }

    fn is_eliminated(&self, player: u8) -> bool {
        self.state().player(player).is_out()
    }

    fn eliminated(&self) -> Vec<u8> {
        let s = self.state();
        let mut out: Vec<(u8, u8)> = s
            .players
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.out.map(|place| (place, i as u8)))
            .collect();
        coop_automa_engine::sort::sort(&mut out);
        out.into_iter().map(|(_, p)| p).collect()
    }

    fn living(&self) -> Vec<u8> {
        self.state().living().collect()
    }

    fn turns(&self, player: u8) -> u32 {
        self.state().player(player).turns
    }

    fn sith_lord(&self, player: u8) -> bool {
        self.state().player(player).sith_lord
    }

    fn cursed_villages(&self, player: u8) -> u8 {
        self.state().player(player).cursed_villages
    }

    fn vp_tokens_this_turn(&self) -> u32 {
        self.state().vp_tokens_this_turn
    }

    fn war_trophy_owed(&self) -> u32 {
        self.state().war_trophy_owed()
    }

    fn attacked_this_turn(&self) -> bool {
        self.state().attacked
    }

    fn deck_len(&self) -> usize {
        self.state().deck.len() + self.state().turned.len()
    }

    fn face_down(&self) -> Option<[usize; 4]> {
        self.setup().own_deck.then(|| self.deck_counts_hidden())
    }

    fn turned_waiting(&self) -> &[CurseCard] {
        &self.state().turned
    }

    fn deck_hidden(&self) -> Vec<CurseCard> {
        self.state().deck.as_slice().iter().rev().copied().collect()
    }

    fn deck_counts_hidden(&self) -> [usize; 4] {
        let mut counts = [0; 4];
        for c in self.state().deck.as_slice() {
            counts[c.index()] += 1;
        }
        counts
    }

    fn curse_pile(&self) -> Option<u8> {
        (self.setup().kingdom == Kingdom::Mixed).then_some(self.state().curse_pile)
    }

    fn report(&self) -> PileReport {
        self.state().report
    }

    fn empty_piles(&self) -> u8 {
        turn::empty_piles(self.setup(), self.state())
    }

    fn turn_end_ends_game(&self, report: PileReport) -> bool {
        // The very test End turn makes.
        turn::ends_game(self.setup(), self.state(), report)
    }

    fn ending(&self) -> Option<Ending> {
        self.state().ending
    }

    fn vp_entry_open(&self) -> bool {
        matches!(self.ending(), Some(Ending::Piles { .. }))
    }

    fn vp(&self, player: u8) -> Option<i32> {
        self.state().player(player).vp
    }

    fn scores(&self) -> Vec<PlayerScore> {
        score::scores(self.state())
    }

    fn winners(&self) -> Option<Vec<u8>> {
        self.outcome().map(|o| o.winners())
    }

    fn log(&self) -> impl DoubleEndedIterator<Item = (&Action, &[Event])> + ExactSizeIterator {
        self.history()
            .done()
            .iter()
            .map(|e| (&e.action, e.events.as_slice()))
    }

    fn life_changes(&self) -> Vec<(u8, i32)> {
        self.log()
            .flat_map(|(_, events)| events.iter())
            .filter_map(|e| match *e {
                Event::LifeChanged { player, by, .. } => Some((player, by)),
                _ => None,
            })
            .collect()
    }
}
