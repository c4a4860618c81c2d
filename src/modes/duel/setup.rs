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
}

impl Setup {
    /// A setup with the default starting VP (3 Estates: 13 life points).
    pub fn new(players: &[&str], kingdom: Kingdom, seed: Option<u64>) -> Setup {
        Setup {
            players: players.iter().map(|p| (*p).to_owned()).collect(),
            kingdom,
            starting_vp: DEFAULT_STARTING_VP,
            seed,
        }
    }

    /// The same setup with another starting VP.
    pub fn with_starting_vp(mut self, vp: u8) -> Setup {
        self.starting_vp = vp;
        self
    }

    /// D1.1, then D2.1; the first broken rule is named.
    pub fn validate(&self) -> Result<(), DuelError> {
        let bad = |m: String| Err(DuelError::BadSetup(m));
        let n = self.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return bad(format!(
                "Dominion: Duel is played by 2 to 4 players, not {n}."
            ));
        }
        for (i, name) in self.players.iter().enumerate() {
            let trimmed = name.trim();
            if trimmed.is_empty() {
                return bad(format!("Player {} needs a name.", i + 1));
            }
            if trimmed.chars().count() > MAX_NAME_CHARS {
                return bad(format!(
                    "\"{trimmed}\" is too long: a name has at most {MAX_NAME_CHARS} characters."
                ));
            }
            if trimmed.chars().any(char::is_control) {
                return bad(format!(
                    "Player {}'s name holds a control character.",
                    i + 1
                ));
            }
            if let Some(j) = self.players[..i]
                .iter()
                .position(|other| other.trim().to_lowercase() == trimmed.to_lowercase())
            {
                return bad(format!(
                    "Players {} and {} are both called \"{trimmed}\": names must all differ.",
                    j + 1,
                    i + 1
                ));
            }
        }
        if self.starting_vp > MAX_STARTING_VP {
            return bad(format!(
                "The starting deck's VP is a whole number from 0 to {MAX_STARTING_VP}, not {}.",
                self.starting_vp
            ));
        }
        Ok(())
    }

    /// How many players.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// A player's name as shown (trimmed); "player N" for an index past the table.
    pub fn name(&self, player: usize) -> String {
        self.players
            .get(player)
            .map_or_else(|| format!("player {}", player + 1), |n| n.trim().to_owned())
    }

    /// Whether life points are on: a Duel-only game (D1.3, D1.4).
    pub fn life_points(&self) -> bool {
        self.kingdom == Kingdom::DuelOnly
    }

    /// Every player's life points at the start: 10 + the starting deck's VP (D2.1).
    pub fn starting_life(&self) -> i32 {
        10 + i32::from(self.starting_vp)
    }

    /// The setup checklist (D1.3, D9.1), or the mixed game's (D1.4).
    pub fn checklist(&self) -> Vec<String> {
        let n = self.player_count();
        match self.kingdom {
            Kingdom::DuelOnly => vec![
                "Contagion (6) and Cursed Gold (5) face up as two kingdom piles.".into(),
                format!(
                    "War Trophy: {} cards.",
                    match n {
                        2 => 8,
                        3 => 10,
                        _ => 12,
                    }
                ),
                "The 10 Warriors shuffled face down, the top one turned up (turn up the next when it is gained; no Trade Route token there).".into(),
                "6 more Duel kingdom piles.".into(),
                "The Curse Deck's cards stay in the box: the app shuffles for them, and a player takes the kind it names.".into(),
                format!(
                    "Everyone starts with {} life points.",
                    self.starting_life()
                ),
            ],
            Kingdom::Mixed => vec![
                format!(
                    "Base Dominion's Curse pile: {} Curses, face up; the app counts it.",
                    super::cards::curse_pile_size(n)
                ),
                "No life points and no Curse Deck: once the Curse pile is empty a curse is a curse token, worth -1 VP at the end.".into(),
            ],
        }
    }
}

/// The starting deck's VP from the setup field (D2.1): a whole number 0..=20.
pub fn parse_starting_vp(text: &str) -> Result<u8, DuelError> {
    let refused = || {
        DuelError::OutOfRange(format!(
            "The starting deck's VP is a whole number from 0 to {MAX_STARTING_VP}: \"{}\" is not.",
            text.trim()
        ))
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
    let refused = || {
        DuelError::OutOfRange(format!(
            "A life total is a whole number: \"{t}\" is not; nothing changed."
        ))
    };
    let life: i32 = t
        .strip_prefix('\u{2212}')
        .map_or_else(|| t.parse(), |rest| format!("-{rest}").parse())
        .map_err(|_| refused())?;
    if life.abs() > MAX_LIFE_ENTRY {
        return Err(DuelError::OutOfRange(format!(
            "A life total is at most {MAX_LIFE_ENTRY} either way."
        )));
    }
    Ok(life)
}
