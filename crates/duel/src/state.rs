//! The table now: the Curse Deck in order, each player's counts, the turn's marks. One
//! snapshot per undo step (D12); never saved as such, a save is the start and the actions.

use super::action::PileReport;
use super::cards::{CurseCard, MAX_DECK};
use super::event::Ending;
use crate::engine::Pile;

/// One player's counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Player {
    /// Life points (Duel-only games; unused in a mixed game).
    pub life: i32,
    /// Curse tokens held (D4.3, D5.1, D11).
    pub curse_tokens: u32,
    /// Curse cards the player holds as far as the app knows, by kind (`CurseCard::index`).
    pub cards: [u16; 4],
    /// Curse Deck cards this player drew, by kind; never decreases (for the accounting).
    pub drawn: [u16; 4],
    /// The elimination place (1 for the first out), if eliminated (D7).
    pub out: Option<u8>,
    /// Turns ended (D11.2).
    pub turns: u32,
    /// Sith Lord in play (D8.9).
    pub sith_lord: bool,
    /// Cursed Villages ticked, due at the start of this player's next turn (D9.6).
    pub cursed_villages: u8,
    /// The VP typed after a pile end (D11).
    pub vp: Option<i32>,
}

impl Player {
    pub fn is_out(&self) -> bool {
        self.out.is_some()
    }

    pub fn held(&self, card: CurseCard) -> u16 {
        self.cards[card.index()]
    }
}

/// The whole table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The Curse Deck; its last card is the top (Duel-only; empty in a mixed game).
    pub deck: Pile<CurseCard, MAX_DECK>,
    /// A mixed game's Curse pile (D1.4).
    pub curse_pile: u8,
    pub players: Vec<Player>,
    /// Whose turn it is.
    pub current: u8,
    /// VP tokens the current player gained this turn (D9.5).
    pub vp_tokens_this_turn: u32,
    /// War Trophy curses per player already attacked for this turn (D9.5).
    pub war_trophy_done: u32,
    /// The current player attacked this turn (D8.9).
    pub attacked: bool,
    /// The latest supply report (D10.2).
    pub report: PileReport,
    /// Eliminated so far.
    pub eliminated: u8,
    pub ending: Option<Ending>,
    /// Life points on: a Duel-only game (D1.3).
    pub life_points: bool,
    /// The table's own Curse Deck: the cards turned over and told, not yet drawn, the first
    /// turned first (the next draws take them). `deck` then holds the cards still face down,
    /// in no order.
    pub turned: Vec<CurseCard>,
}

impl State {
    pub fn living(&self) -> impl Iterator<Item = u8> + '_ {
        self.players
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.is_out())
            .map(|(i, _)| i as u8)
    }

    pub fn player(&self, p: u8) -> &Player {
        &self.players[usize::from(p)]
    }

    pub fn player_mut(&mut self, p: u8) -> &mut Player {
        &mut self.players[usize::from(p)]
    }

    /// The players in turn order starting with `first`, clockwise.
    pub fn clockwise_from(&self, first: u8) -> impl Iterator<Item = u8> + use<> {
        let n = self.players.len() as u8;
        (0..n).map(move |i| (first + i) % n)
    }

    /// War Trophy curses each other player is owed now: one per 3 VP tokens gained this turn
    /// not yet attacked for (D8.11, D9.5).
    pub fn war_trophy_owed(&self) -> u32 {
        (self.vp_tokens_this_turn / 3).saturating_sub(self.war_trophy_done)
    }
}
