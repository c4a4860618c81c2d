//! Dominion: Duel at the table: the setup form, the play screen with one column per player
//! (life points the largest number on screen), the changes for the player chosen, the attack
//! dialog that asks each reactor in turn, and the end with every term. The rules are in
//! `coop_automa_duel`; this only draws them and reports what the table asked for. It is the Duel's `ModeScreens`
//! (`Screens`) on the seam.

// The seam, the kit and the words under the names this crate's files use.
use coop_automa_kit as kit;
use coop_automa_kit::{fit, fonts, theme};
use coop_automa_seam::{bar, bgstats, card_names, mode, msg, results_ask};

coop_automa_seam::mode_words!("duel");

use coop_automa_duel::DuelSession;
use coop_automa_engine::ModeGame;
mod battle;
mod card_ids;
mod changes;
mod end;
mod last_steps;
pub mod logged;
mod play;
mod player_card;
mod results;
mod screens;
mod setup;
mod turned;
pub mod words;

pub use play::{play_screen, primary_msg};
pub use results::results_table;
pub use screens::Screens;
pub use setup::setup_screen;

use crate::kit::players::default_names;
use coop_automa_duel::{
    Action, Answer, AttackKind, Change, CurseCard, DuelGame, Kingdom, MAX_PLAYERS, MIN_PLAYERS,
    PileReport, Setup, parse_starting_vp,
};

/// The Duel's setup as typed: text until "Start" reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct DuelForm {
    /// The names in turn order, starting player first: 2 to 4 fields.
    pub names: Vec<String>,
    pub kingdom: Kingdom,
    /// The starting deck's VP (D2.1), as typed.
    pub starting_vp: String,
    /// The table's own Curse Deck: it shuffles its cards and tells each one it turns over.
    pub own_deck: bool,
}

impl Default for DuelForm {
    fn default() -> Self {
        DuelForm {
            names: default_names(3),
            kingdom: Kingdom::DuelOnly,
            starting_vp: coop_automa_duel::DEFAULT_STARTING_VP.to_string(),
            own_deck: false,
        }
    }
}

impl DuelForm {
    /// What stops the game from starting, in the rules' words; `None` when it can start.
    pub fn problem(&self) -> Option<String> {
        self.read(Some(0)).err()
    }

    /// The setup typed, with a fresh seed for the Curse Deck's shuffle (D3.2).
    pub fn to_setup(&self) -> Result<Setup, String> {
        self.read(Some(rand::random()))
    }

    fn read(&self, seed: Option<u64>) -> Result<Setup, String> {
        // A mixed game has no life points: its field is hidden and not read.
        let vp = match self.kingdom {
            Kingdom::DuelOnly => {
                parse_starting_vp(&self.starting_vp).map_err(|e| words::error_words(&e))?
            }
            Kingdom::Mixed => coop_automa_duel::DEFAULT_STARTING_VP,
        };
        let names: Vec<&str> = self.names.iter().map(String::as_str).collect();
        // A mixed game has no Curse Deck: the option is hidden and not read.
        let own = self.own_deck && self.kingdom == Kingdom::DuelOnly;
        let setup = Setup::new(&names, self.kingdom, seed)
            .with_starting_vp(vp)
            .with_own_deck(own);
        setup.validate().map_err(|e| words::error_words(&e))?;
        Ok(setup)
    }

    /// One more player at the end (at most four).
    pub fn add_player(&mut self) {
        if self.names.len() < MAX_PLAYERS {
            // The seat's own default name, unless a player took it already.
            let name = crate::kit::players::DEFAULT_NAMES
                .get(self.names.len())
                .filter(|n| !self.names.iter().any(|m| m == *n))
                .map_or(String::new(), |n| (*n).to_owned());
            self.names.push(name);
        }
    }

    /// The last player taken off (at least two stay).
    pub fn remove_player(&mut self) {
        if self.names.len() > MIN_PLAYERS {
            self.names.pop();
        }
    }
}

/// What the attack dialog asks for: an attack of the current player, then each living
/// reactor's answer from the attacker's left, one page each (D8.2).
#[derive(Debug, Clone, PartialEq)]
pub struct BattleDraft {
    /// What attacks; `None` until chosen.
    pub kind: Option<AttackKind>,
    /// The living reactors in the order they are asked (from the attacker's left).
    pub reactors: Vec<u8>,
    /// Their answers, in the same order; `None` until the reactor's page was answered (no
    /// answer is chosen for anyone: "nothing" is tapped like any other).
    pub answers: Vec<Option<Answer>>,
    /// The page shown: 0 the attacker's, 1..=reactors one reactor each, then the summary.
    pub page: usize,
    /// The attacker's hand trashed by Chuck Norris (D8.7): VP and Curse value.
    pub hand_vp: u8,
    pub hand_curses: u8,
}

impl BattleDraft {
    /// A new dialog for the current player's attack.
    pub fn new(game: &DuelGame) -> BattleDraft {
        let attacker = game.current();
        let n = game.player_count() as u8;
        let reactors: Vec<u8> = (1..n)
            .map(|i| (attacker + i) % n)
            .filter(|&p| !game.is_eliminated(p))
            .collect();
        BattleDraft {
            kind: None,
            answers: vec![None; reactors.len()],
            reactors,
            page: 0,
            hand_vp: 0,
            hand_curses: 0,
        }
    }

    /// Whether Chuck Norris answered a Warrior: the attacker's hand is asked for (D8.7).
    pub fn chuck_norris_answered(&self) -> bool {
        matches!(self.kind, Some(AttackKind::Warrior { .. }))
            && self
                .answers
                .iter()
                .flatten()
                .any(|a| a.warrior == Some(coop_automa_duel::CHUCK_NORRIS))
    }

    /// The strengths already given in this battle, but `except`'s own (D8.3: all differ).
    pub fn strengths_taken(&self, except: Option<usize>) -> Vec<u8> {
        let mut taken = Vec::new();
        if let Some(AttackKind::Warrior { strength, .. }) = self.kind {
            taken.push(strength);
        }
        for (i, a) in self.answers.iter().enumerate() {
            if Some(i) != except
                && let Some(s) = a.and_then(|a| a.warrior)
            {
                taken.push(s);
            }
        }
        taken
    }

    /// Whether the page shown has its answer, so Next goes on: what attacks on the first
    /// page, the reactor's answer on theirs.
    pub fn page_answered(&self) -> bool {
        match self.page {
            0 => self.kind.is_some(),
            p => self.kind.is_some() && self.answers.get(p - 1).is_none_or(Option::is_some),
        }
    }

    /// The attack as the rules take it; `None` before its kind is chosen.
    pub fn to_attack(&self, life_points: bool) -> Option<coop_automa_duel::Attack> {
        let kind = self.kind?;
        let replies: Vec<(u8, Answer)> = self
            .reactors
            .iter()
            .copied()
            .zip(self.answers.iter().map(|a| a.unwrap_or(Answer::NOTHING)))
            .filter(|(_, a)| *a != Answer::NOTHING)
            .collect();
        let attack = coop_automa_duel::Attack::new(kind, &replies)?;
        Some(if self.chuck_norris_answered() && life_points {
            attack.with_hand(self.hand_vp, self.hand_curses)
        } else {
            attack
        })
    }
}

/// A Duel game on the table with the screen's own state.
pub struct DuelPlay {
    pub game: DuelGame,
    /// The player the change buttons are for (the current player after each turn).
    pub selected: u8,
    /// The count of tokens the token buttons gain or lose.
    pub tokens: u8,
    /// An "other" Victory card's VP, as typed.
    pub other_vp: String,
    /// A life total to set (D5.4), as typed.
    pub life_text: String,
    /// What is wrong with the life total typed, under its field.
    pub life_error: Option<String>,
    /// The Curse card a mixed game's "give" passes (a Duel-only game gives only Contagion).
    pub give_card: CurseCard,
    /// Several changes at once (D5.3): `Some` while a list is being made.
    pub list: Option<Vec<Change>>,
    /// The supply report the next End turn carries (D10.2).
    pub report: PileReport,
    /// The bottom bar is too narrow for the report (a phone): it sits atop the changes.
    pub report_in_panel: bool,
    /// The attack dialog, while open.
    pub battle: Option<BattleDraft>,
    /// The table's own Curse Deck: the press that draws a card not yet told, waiting for the
    /// card the table turns over (`turned.rs` asks which), and the seat that gains it.
    pub waiting: Option<(Action, u8)>,
    /// The history length at which an attack's outcome is shown in its dialog.
    pub attack_shown: Option<usize>,
    /// VP typed per player after a pile end (D11).
    pub vp_text: Vec<String>,
    /// What is wrong with a VP total typed, under the entries.
    pub vp_error: Option<String>,
    /// Whose turn the screen last settled on: a new turn selects its player.
    turn_seen: (u8, u32),
    /// This device's own seat ("my seat"): its card first and large, the changes its own.
    pub my_seat: Option<u8>,
}

impl DuelPlay {
    pub fn new(game: DuelGame) -> DuelPlay {
        let n = game.player_count();
        let mut play = DuelPlay {
            selected: game.current(),
            report: game.report(),
            turn_seen: (game.current(), game.turns(game.current())),
            vp_text: vec![String::new(); n],
            vp_error: None,
            game,
            tokens: 1,
            other_vp: String::new(),
            life_text: String::new(),
            life_error: None,
            give_card: CurseCard::Contagion,
            list: None,
            report_in_panel: false,
            battle: None,
            waiting: None,
            attack_shown: None,
            my_seat: None,
        };
        play.settle();
        play
    }

    /// After any change of the game: a new turn selects its player and starts from the
    /// supply as last reported; an eliminated player is never the one chosen; the VP fields
    /// show what was typed, after an undo or redo too.
    pub fn settle(&mut self) {
        let turn = (self.game.current(), self.game.turns(self.game.current()));
        if turn != self.turn_seen {
            self.turn_seen = turn;
            // A device with a seat of its own keeps its own changes in front of it.
            self.selected = self.my_seat.unwrap_or(turn.0);
            self.report = self.game.report();
            self.list = None;
        }
        if usize::from(self.selected) >= self.game.player_count()
            || self.game.is_eliminated(self.selected)
        {
            self.selected = self.game.current();
            self.list = None;
        }
        if self.game.is_over() {
            self.battle = None;
            self.list = None;
        }
        for p in 0..self.game.player_count() {
            if let Some(vp) = self.game.vp(p as u8) {
                self.vp_text[p] = vp.to_string();
            }
        }
        // An attack's outcome stays only while it is the last thing done.
        if self.attack_shown != Some(self.game.actions_applied()) {
            self.attack_shown = None;
        }
    }

    /// Whether the game is finished for good: won by the last player, or every living
    /// player's VP typed after a pile end.
    pub fn finished(&self) -> bool {
        self.game.outcome().is_some()
    }
}

/// A button that is one of a set of choices: framed always (a bare word does not look like a
/// button from across a table), filled when chosen.
pub fn choice<'a>(selected: bool, text: impl Into<egui::WidgetText>) -> egui::Button<'a> {
    // Its words wrap rather than push past a phone's edge.
    egui::Button::new(text)
        .selected(selected)
        .wrap_mode(egui::TextWrapMode::Wrap)
}
