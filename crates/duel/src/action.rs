//! What the table enters (`Action`): changes, attacks and the answers to them, the supply
//! report at the end of a turn. What then happened is in `event.rs`.

use super::cards::{CurseCard, Victory};
use super::list::List;
use serde::{Deserialize, Serialize};

/// One Victory, Curse or token change of D5.1, for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Change {
    /// Gains a Victory card: + its VP.
    GainVictory(Victory),
    /// Loses one (trashed, returned, given away): - its VP.
    LoseVictory(Victory),
    /// Gains k VP tokens (k >= 1): +k.
    GainVpTokens(u8),
    /// Loses k VP tokens: -k.
    LoseVpTokens(u8),
    /// Gains a Curse card other than by a draw: only Contagion or Cursed Gold from their
    /// kingdom piles (D5.5): - its value.
    GainCurseCard(CurseCard),
    /// Loses (trashes) a Curse card: + its value.
    LoseCurseCard(CurseCard),
    /// Gains k curse tokens: -k.
    GainCurseTokens(u8),
    /// Loses k curse tokens, never more than held: +k.
    LoseCurseTokens(u8),
}

impl Change {
    /// The life effect of D5.1 (in a Duel-only game).
    pub fn life_effect(self) -> i32 {
        match self {
            Change::GainVictory(v) => v.vp(),
            Change::LoseVictory(v) => -v.vp(),
            Change::GainVpTokens(k) => i32::from(k),
            Change::LoseVpTokens(k) => -i32::from(k),
            Change::GainCurseCard(c) => -c.value(),
            Change::LoseCurseCard(c) => c.value(),
            Change::GainCurseTokens(k) => -i32::from(k),
            Change::LoseCurseTokens(k) => i32::from(k),
        }
    }
}

/// The most changes one D5.3 entry holds: a whole hand and more.
pub const MAX_CHANGES: usize = 12;
/// The changes of one D5.3 entry, in the owner's order.
pub type Changes = List<Change, MAX_CHANGES>;

/// The changes in the order the app proposes (D5.3): gains of life before losses, otherwise
/// as entered.
pub fn proposed_order(changes: &[Change]) -> Vec<Change> {
    let mut v = changes.to_vec();
    coop_automa_engine::sort::sort_by_key(&mut v, |c| c.life_effect() < 0);
    v
}

/// One reactor's answer to an attack (D8.2): nothing, a Warrior, Vaccination, or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Answer {
    /// The strength of the Warrior played in answer, 1..=10.
    pub warrior: Option<u8>,
    pub vaccination: bool,
}

impl Answer {
    pub const NOTHING: Answer = Answer {
        warrior: None,
        vaccination: false,
    };
    pub const VACCINATION: Answer = Answer {
        warrior: None,
        vaccination: true,
    };

    /// A Warrior of strength `s`.
    pub fn warrior(s: u8) -> Answer {
        Answer {
            warrior: Some(s),
            vaccination: false,
        }
    }

    /// A Warrior of strength `s` and Vaccination together.
    pub fn both(s: u8) -> Answer {
        Answer {
            warrior: Some(s),
            vaccination: true,
        }
    }
}

/// A player's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Reply {
    pub player: u8,
    pub answer: Answer,
}

/// The most replies an attack carries (three reactors; a few more only to be refused).
pub const MAX_REPLIES: usize = 6;
/// The answers to one attack; a living reactor not listed answered nothing.
pub type Replies = List<Reply, MAX_REPLIES>;

/// What attacks (D8.1, D8.11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AttackKind {
    /// A Warrior of strength 1..=10, Warrior Raid or not.
    Warrior { strength: u8, raid: bool },
    /// Silver Lining's trash-a-Silver option: one curse to each other player.
    SilverLining,
    /// War Trophy's attack: one curse each per 3 VP tokens gained this turn not yet
    /// attacked for (D9.5).
    WarTrophy,
}

/// The attacker's hand trashed by Chuck Norris (D8.7): its VP and its Curse value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HandValues {
    pub vp: u8,
    pub curses: u8,
}

/// One attack of the current player with every answer (D8): resolved as one action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attack {
    pub kind: AttackKind,
    pub replies: Replies,
    /// The attacker's hand values, asked only when Chuck Norris answered in a Duel-only
    /// game (D8.7, D8.12).
    pub hand: Option<HandValues>,
}

impl Attack {
    /// An attack with these answers, no hand values; `None` past `MAX_REPLIES`.
    pub fn new(kind: AttackKind, replies: &[(u8, Answer)]) -> Option<Attack> {
        let replies: Vec<Reply> = replies
            .iter()
            .map(|&(player, answer)| Reply { player, answer })
            .collect();
        Some(Attack {
            kind,
            replies: Replies::from_slice(&replies)?,
            hand: None,
        })
    }

    /// The same attack with the attacker's hand values (Chuck Norris).
    pub fn with_hand(mut self, vp: u8, curses: u8) -> Attack {
        self.hand = Some(HandValues { vp, curses });
        self
    }
}

/// The table's report of the supply (D10.2): Province pile empty, and how many other supply
/// piles are (Contagion and Cursed Gold count; the Curse Deck never; a mixed game's Curse
/// pile is added by the app).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct PileReport {
    pub province_empty: bool,
    pub other_empty: u8,
}

/// The most other empty piles a report may give.
pub const MAX_OTHER_EMPTY: u8 = 30;

/// Everything the table can enter. `DuelGame::apply` checks it, then plays it. Players are
/// indexes in turn order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A player gains a curse: the Curse Deck's top card, or the Curse pile's (D4).
    Draw { player: u8 },
    /// The table's own Curse Deck: the card it turned over from the top, for the next draw.
    CurseTurned { card: CurseCard },
    /// One change of D5.1.
    Change { player: u8, change: Change },
    /// Several changes at once, in the owner's order (D5.3).
    Changes { player: u8, list: Changes },
    /// A life total typed (D5.4).
    SetLife { player: u8, life: i32 },
    /// A Curse card given by one player to another (D6.1).
    Give { from: u8, to: u8, card: CurseCard },
    /// The current player trashes Give and Take from play with one other Curse card (D6.3).
    GiveAndTake { other: CurseCard },
    /// An attack of the current player with every answer (D8).
    Attack(Attack),
    /// Sith Lord in play: mark or unmark a player (D8.9).
    Mark { player: u8, sith_lord: bool },
    /// The current player ticks (or unticks) a Cursed Village played (D9.6).
    CursedVillage { played: bool },
    /// The supply report changed (D10.2); only the end of a turn checks it.
    Report(PileReport),
    /// A mixed game's Curse pile corrected (D3.4).
    CursePile { left: u8 },
    /// The current player's turn ends, with the supply report (D10.2).
    EndTurn(PileReport),
    /// A living player's VP after a pile end (D11); entered again, the last counts.
    EnterVp { player: u8, vp: i32 },
}
