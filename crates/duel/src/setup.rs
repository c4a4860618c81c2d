//! What the table chooses before a game (D1.1, D1.3, D1.4, D2.1): the players in turn order,
//! the kind of kingdom, the starting deck's VP and the seed the shell draws. And the two
//! typed numbers the rules read from text: the starting VP (D2.1) and a life total (D5.4).

use super::cards::Kingdom;
use super::error::DuelError;
use serde::{Deserialize, Serialize};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 4;
/// The longest name accepted: a name for a column header, not a sentence.
pub const MAX_NAME_CHARS: usize = 20;
/// The starting deck's VP: 0..=20 (D2.1).
pub const MAX_STARTING_VP: u8 = 20;
/// Three Estates (D2.1).
pub const DEFAULT_STARTING_VP: u8 = 3;
/// The widest life total a correction accepts (D5.4): far beyond any game.
pub const MAX_LIFE_ENTRY: i32 = 9999;

/// A Duel game's setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The names in turn order, the starting player first; each sits to the left of the one
    /// before (D1.1).
    pub players: Vec<String>,
    pub kingdom: Kingdom,
    /// The VP of the starting deck, the same for all: life points start at 10 + this (D2.1).
    pub starting_vp: u8,
    /// The seed of the Curse Deck's shuffle (D3.2). The shell draws one when the table gives
    /// none; the rules never draw it themselves.
    pub seed: Option<u64>,
    /// The table's own Curse Deck (D3): its real cards shuffled by hand; each card drawn is
    /// told by the table (`Action::CurseTurned`). A save from before reads as the app's.
    #[serde(default)]
    pub own_deck: bool,
}

impl Setup {
    /// A setup with the default starting VP (3 Estates: 13 life points).
    pub fn new(players: &[&str], kingdom: Kingdom, seed: Option<u64>) -> Setup {
        Setup {
            players: players.iter().map(|p| (*p).to_owned()).collect(),
            kingdom,
            starting_vp: DEFAULT_STARTING_VP,
            seed,
            own_deck: false,
        }
    }

    /// The same setup with the table's own Curse Deck (or the app's shuffle).
    pub fn with_own_deck(mut self, own: bool) -> Setup {
        self.own_deck = own;
        self
    }

    /// The same setup with another starting VP.
    pub fn with_starting_vp(mut self, vp: u8) -> Setup {
        self.starting_vp = vp;
        self
    }

    /// D1.1, then D2.1; the first broken rule is named.
    pub fn validate(&self) -> Result<(), DuelError> {
        let n = self.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(DuelError::PlayerCount { players: n });
        }
        for (i, name) in self.players.iter().enumerate() {
            let trimmed = name.trim();
            if trimmed.is_empty() {
                return Err(DuelError::NameMissing { seat: i + 1 });
            }
            if trimmed.chars().count() > MAX_NAME_CHARS {
                return Err(DuelError::NameTooLong {
                    name: trimmed.to_owned(),
                });
            }
            if trimmed.chars().any(char::is_control) {
                return Err(DuelError::NameControl { seat: i + 1 });
            }
            if let Some(j) = self.players[..i]
                .iter()
                .position(|other| other.trim().to_lowercase() == trimmed.to_lowercase())
            {
                return Err(DuelError::NameTwice {
                    first: j + 1,
                    second: i + 1,
                    name: trimmed.to_owned(),
                });
            }
        }
        if self.starting_vp > MAX_STARTING_VP {
            return Err(DuelError::StartingVp {
                vp: self.starting_vp,
            });
        }
        Ok(())
    }

    /// How many players.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// A player's name as shown (trimmed); "#N" (a seat, no word) for an index past the
    /// table.
    pub fn name(&self, player: usize) -> String {
        self.players
            .get(player)
            .map_or_else(|| format!("#{}", player + 1), |n| n.trim().to_owned())
    }

    /// Whether life points are on: a Duel-only game (D1.3, D1.4).
    pub fn life_points(&self) -> bool {
        self.kingdom == Kingdom::DuelOnly
    }

    /// Every player's life points at the start: 10 + the starting deck's VP (D2.1).
    pub fn starting_life(&self) -> i32 {
        10 + i32::from(self.starting_vp)
    }

    /// War Trophy's pile for the setup checklist (D1.3): 8, 10, 12 for 2, 3, 4 players.
    pub fn war_trophy_pile(&self) -> u8 {
        match self.player_count() {
            ..=2 => 8,
            3 => 10,
            _ => 12,
        }
    }
}

/// The starting deck's VP from the setup field (D2.1): a whole number 0..=20.
pub fn parse_starting_vp(text: &str) -> Result<u8, DuelError> {
    let refused = || DuelError::StartingVpText {
        text: text.trim().to_owned(),
    };
    let vp: u8 = text.trim().parse().map_err(|_| refused())?;
    if vp > MAX_STARTING_VP {
        return Err(refused());
    }
    Ok(vp)
}

/// A typed life total (D5.4): only a whole number; text, decimals or an empty field refused.
pub fn parse_life(text: &str) -> Result<i32, DuelError> {
    let t = text.trim();
    let refused = || DuelError::LifeText { text: t.to_owned() };
    let life: i32 = t
        .strip_prefix('\u{2212}')
        .map_or_else(|| t.parse(), |rest| format!("-{rest}").parse())
        .map_err(|_| refused())?;
    if life.abs() > MAX_LIFE_ENTRY {
        return Err(DuelError::LifeRange);
    }
    Ok(life)
}
