//! What the table enters (`Action`) and what then happened (`Event`, for the log and the
//! screen's reminders). Events name players by name and only cards already drawn: never the
//! Curse Deck's order nor which kinds remain in it (D3.3).

use super::cards::{CurseCard, Victory};
use super::list::List;
use super::setup::Setup;
use crate::engine::count;
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

    /// "gains a Duchy", "loses 2 curse tokens".
    pub fn describe(self) -> String {
        let tokens = |k: u8, what: &str| count(usize::from(k), what, &format!("{what}s"));
        match self {
            Change::GainVictory(v) => format!("gains {}", v.describe()),
            Change::LoseVictory(v) => format!("loses {}", v.describe()),
            Change::GainVpTokens(k) => format!("gains {}", tokens(k, "VP token")),
            Change::LoseVpTokens(k) => format!("loses {}", tokens(k, "VP token")),
            Change::GainCurseCard(c) => format!("gains a {} from its pile", c.name()),
            Change::LoseCurseCard(c) => format!("trashes a {}", c.name()),
            Change::GainCurseTokens(k) => format!("gains {}", tokens(k, "curse token")),
            Change::LoseCurseTokens(k) => format!("loses {}", tokens(k, "curse token")),
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
    v.sort_by_key(|c| c.life_effect() < 0);
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

impl AttackKind {
    /// "Chuck Norris (10)", "a Warrior of strength 4, Warrior Raid".
    pub fn describe(self) -> String {
        match self {
            AttackKind::Warrior { strength, raid } => {
                let raid = if raid { " (Warrior Raid)" } else { "" };
                format!("{}{raid}", warrior_name(strength))
            }
            AttackKind::SilverLining => "Silver Lining (a Silver trashed)".into(),
            AttackKind::WarTrophy => "War Trophy".into(),
        }
    }
}

/// A Warrior by strength; the app knows three by name (D8.1).
pub fn warrior_name(strength: u8) -> String {
    match strength {
        1 => "Sith Lord (1)".into(),
        8 => "Warrior Angel (8)".into(),
        10 => "Chuck Norris (10)".into(),
        s => format!("a Warrior of strength {s}"),
    }
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

impl Action {
    /// A few words for buttons, "Undo: ..." and a save that cannot be replayed.
    pub fn label(&self, setup: &Setup) -> String {
        let name = |p: u8| setup.name(usize::from(p));
        match *self {
            Action::Draw { player } => format!("{} gains a curse", name(player)),
            Action::Change { player, change } => {
                format!("{} {}", name(player), change.describe())
            }
            Action::Changes { player, list } => format!(
                "{}: {} at once",
                name(player),
                count(list.len(), "change", "changes")
            ),
            Action::SetLife { player, life } => {
                format!("{}'s life set to {life}", name(player))
            }
            Action::Give { from, to, card } => {
                format!("{} gives a {} to {}", name(from), card.name(), name(to))
            }
            Action::GiveAndTake { other } => {
                format!("Give and Take trashed with a {}", other.name())
            }
            Action::Attack(a) => format!("Attack: {}", a.kind.describe()),
            Action::Mark { player, sith_lord } => {
                if sith_lord {
                    format!("Mark {}'s Sith Lord", name(player))
                } else {
                    format!("Unmark {}'s Sith Lord", name(player))
                }
            }
            Action::CursedVillage { played: true } => "Cursed Village played".into(),
            Action::CursedVillage { played: false } => "Cursed Village unticked".into(),
            Action::Report(r) => format!("Supply: {}", report_words(r)),
            Action::CursePile { left } => format!("Curse pile corrected to {left}"),
            Action::EndTurn(r) => format!("End turn ({})", report_words(r)),
            Action::EnterVp { player, vp } => format!("{}'s VP: {vp}", name(player)),
        }
    }
}

fn report_words(r: PileReport) -> String {
    let others = count(
        usize::from(r.other_empty),
        "other empty pile",
        "other empty piles",
    );
    if r.province_empty {
        format!("Province pile empty, {others}")
    } else {
        others
    }
}

/// A label for an applied action made exact by what it did: "Ann drew a Contagion",
/// "End Bob's turn 3". For "Undo: ..." and "Redo: ...". Never a card still in the deck.
pub fn step_label(action: &Action, events: &[Event], setup: &Setup) -> String {
    let name = |p: u8| setup.name(usize::from(p));
    for event in events {
        match (action, event) {
            (Action::Draw { .. }, Event::Drew { player, card, .. }) => {
                return format!("{} drew a {}", name(*player), card.name());
            }
            (Action::Draw { .. }, Event::CurseTokens { player, tokens, .. }) => {
                return format!(
                    "{} took {}",
                    name(*player),
                    count(usize::from(*tokens), "curse token", "curse tokens")
                );
            }
            (Action::Draw { .. }, Event::PileCurse { player, .. }) => {
                return format!("{} took a Curse from the pile", name(*player));
            }
            (Action::EndTurn(_), Event::TurnEnded { player, turn, .. }) => {
                return format!("End {}'s turn {turn}", name(*player));
            }
            (Action::Attack(a), Event::AttackBy { attacker, .. }) => {
                return format!("{}'s attack: {}", name(*attacker), a.kind.describe());
            }
            (Action::GiveAndTake { other }, Event::GiveAndTakeTrashed { player, .. }) => {
                return format!(
                    "{} trashed Give and Take with a {}",
                    name(*player),
                    other.name()
                );
            }
            (Action::CursedVillage { .. }, Event::CursedVillageTicked { player, .. }) => {
                return format!("{}: {}", name(*player), action.label(setup));
            }
            _ => {}
        }
    }
    action.label(setup)
}

/// Why a player was not affected by an attack (D8.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Spared {
    WonBattle,
    Vaccination,
    SithLord,
}

/// How the game ended (D10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// One living player left: they win whatever the VP (D7.4, D10.1).
    LastPlayer { winner: u8 },
    /// A pile end at the end of a turn (D10.2): scored by typed VP (D11).
    Piles {
        province_empty: bool,
        empty_piles: u8,
    },
}

/// Something that happened, in order; the game's log and the screen's reminders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// D4.1: the Curse Deck's top card went to a player (face up onto their discard pile);
    /// with a Warrior Raid curse token in the same life effect (D8.5).
    Drew {
        player: u8,
        card: CurseCard,
        raid_token: bool,
        left: u8,
    },
    /// D4.3: the deck or pile was empty: curse tokens instead (1, or 2 under a Raid).
    CurseTokens {
        player: u8,
        tokens: u8,
        raid_token: bool,
    },
    /// D4.4: a mixed game's plain Curse from the pile; `left` remain.
    PileCurse {
        player: u8,
        left: u8,
        raid_token: bool,
    },
    /// D9.7: the Curse Deck is empty: curses are tokens from now on.
    DeckEmptied,
    /// D4.3: a mixed game's Curse pile is empty: curses are tokens from now on.
    CursePileEmptied,
    /// D9.2: a Contagion drawn, on its drawer's own turn (deck or discard) or not.
    ContagionDrawn { player: u8, own_turn: bool },
    /// D9.3: a Give and Take drawn.
    GiveAndTakeDrawn { player: u8 },
    /// A D5.1 change entered.
    Changed { player: u8, change: Change },
    /// D5.3: several changes entered at once; the cards all left first.
    ChangesEntered { player: u8, changes: u8 },
    /// D5.3: the owner fell; the rest of the list is void.
    RestVoid { player: u8, changes: u8 },
    /// D5.4: a life total typed.
    LifeSet { player: u8, from: i32, to: i32 },
    /// A player's life points changed (each life effect, after its cause).
    LifeChanged { player: u8, by: i32, now: i32 },
    /// D6.1: a Curse card passed.
    Given { from: u8, to: u8, card: CurseCard },
    /// D6.3: Give and Take trashed from play with another Curse card.
    GiveAndTakeTrashed { player: u8, other: CurseCard },
    /// D7.1: the elimination banner; `place` 1 for the first out; their curse tokens go.
    Eliminated {
        player: u8,
        place: u8,
        curse_tokens: u32,
    },
    /// D8: an attack begins; `curses` each affected player draws.
    AttackBy {
        attacker: u8,
        kind: AttackKind,
        curses: u8,
    },
    /// D8.4: a battle between a reactor and the attacker.
    Battle {
        reactor: u8,
        strength: u8,
        won: bool,
    },
    /// D8.5: a player unaffected by this attack.
    Unaffected { player: u8, why: Spared },
    /// D8.7: Chuck Norris answered: the attacker trashes their whole hand.
    HandTrashed { player: u8, vp: u8, curses: u8 },
    /// D8.7: the attacking Sith Lord fought a battle: trash it (no life effect).
    TrashSithLord { player: u8 },
    /// D8.8 (3), D9.7: every Warrior of the battle goes to its owner's discard pile.
    WarriorsToDiscard,
    /// D9.7: a Vaccination covers this attack only.
    VaccinationCoversThisAttack,
    /// D8.9: a Sith Lord marked or unmarked.
    Marked { player: u8, sith_lord: bool },
    /// D9.4, D8.9: a marked Sith Lord that attacked: discard it now; the mark is removed.
    DiscardSithLord { player: u8 },
    /// D9.4: a Contagion in play with nothing bought must be given now (D6.1).
    GiveContagion { player: u8 },
    /// D9.4: a Give and Take in play with nothing bought may go (D6.3).
    MayTrashGiveAndTake { player: u8 },
    /// D9.5: the VP tokens gained this turn reached a multiple of 3: a War Trophy in play
    /// attacks now, `curses` each.
    WarTrophyAttacks { player: u8, tokens: u32, curses: u8 },
    /// D9.6: Cursed Village ticked; `count` this turn.
    CursedVillageTicked { player: u8, count: u8 },
    /// D9.6: at the start of the turn, take an Estate or a Duchy per Cursed Village.
    CursedVillageDue { player: u8, count: u8 },
    /// D10.2: the supply report changed.
    Reported(PileReport),
    /// D3.4: a mixed game's Curse pile corrected.
    CursePileCorrected { from: u8, to: u8 },
    /// A turn ended; `turn` is that player's count. `forced` when the player fell (D7.5).
    TurnEnded { player: u8, turn: u32, forced: bool },
    /// The next living player begins (their `turn`th turn).
    TurnStarted { player: u8, turn: u32 },
    /// D7.4, D10: the game is over.
    GameOver(Ending),
    /// D7.4: effects not yet applied were dropped.
    Dropped,
    /// D11: VP typed for a player; `score` after their curse tokens.
    VpEntered { player: u8, vp: i32, score: i32 },
}

impl Event {
    /// One line for the log, players by name.
    pub fn describe(&self, setup: &Setup) -> String {
        let name = |p: u8| setup.name(usize::from(p));
        let tokens = |k: u32| count(k as usize, "curse token", "curse tokens");
        match *self {
            Event::Drew {
                player,
                card,
                raid_token,
                left,
            } => {
                let raid = if raid_token {
                    " and a curse token (Warrior Raid)"
                } else {
                    ""
                };
                format!(
                    "{} draws a {}{raid}: onto their discard pile ({} left in the Curse Deck).",
                    name(player),
                    card.name(),
                    count(usize::from(left), "card", "cards")
                )
            }
            Event::CurseTokens {
                player,
                tokens: k,
                raid_token,
            } => {
                let raid = if raid_token {
                    ", one of them for the Warrior Raid"
                } else {
                    ""
                };
                format!(
                    "No curse left to draw: {} takes {} instead{raid}.",
                    name(player),
                    tokens(u32::from(k))
                )
            }
            Event::PileCurse {
                player,
                left,
                raid_token,
            } => {
                let raid = if raid_token {
                    " and a curse token (Warrior Raid)"
                } else {
                    ""
                };
                format!(
                    "{} takes a Curse from the pile{raid} ({left} left).",
                    name(player)
                )
            }
            Event::DeckEmptied => {
                "The Curse Deck is empty: curses are curse tokens from now on.".into()
            }
            Event::CursePileEmptied => {
                "The Curse pile is empty: curses are curse tokens from now on.".into()
            }
            Event::ContagionDrawn {
                player,
                own_turn: true,
            } => format!(
                "It is {}'s own turn: the Contagion may go on top of their deck instead of the discard pile.",
                name(player)
            ),
            Event::ContagionDrawn {
                player,
                own_turn: false,
            } => format!(
                "Not {}'s turn: the Contagion goes on the discard pile.",
                name(player)
            ),
            Event::GiveAndTakeDrawn { player } => format!(
                "{}: Give and Take is never bought; it leaves by being trashed with another Curse card at the end of a turn without a buy.",
                name(player)
            ),
            Event::Changed { player, change } => {
                format!("{} {}.", name(player), change.describe())
            }
            Event::ChangesEntered { player, changes } => format!(
                "{}: {} at once; the cards all leave first.",
                name(player),
                count(usize::from(changes), "change", "changes")
            ),
            Event::RestVoid { player, changes } => format!(
                "{} is out: the other {} of the list {} void.",
                name(player),
                count(usize::from(changes), "change", "changes"),
                if changes == 1 { "is" } else { "are" }
            ),
            Event::LifeSet { player, from, to } => {
                format!("{}'s life corrected from {from} to {to}.", name(player))
            }
            Event::LifeChanged { player, by, now } => {
                let by = if by >= 0 {
                    format!("+{by}")
                } else {
                    format!("\u{2212}{}", -by)
                };
                let now = if now < 0 {
                    format!("\u{2212}{}", -now)
                } else {
                    now.to_string()
                };
                format!("{} {by} life: {now}.", name(player))
            }
            Event::Given { from, to, card } => format!(
                "{} gives a {} to {}, onto their discard pile.",
                name(from),
                card.name(),
                name(to)
            ),
            Event::GiveAndTakeTrashed { player, other } => format!(
                "{} trashes Give and Take from play and a {}.",
                name(player),
                other.name()
            ),
            Event::Eliminated {
                player,
                place,
                curse_tokens,
            } => {
                let toks = if curse_tokens > 0 {
                    format!(
                        ", and their {} {} with them",
                        tokens(curse_tokens),
                        if curse_tokens == 1 { "goes" } else { "go" }
                    )
                } else {
                    String::new()
                };
                format!(
                    "{} is eliminated ({} out): every card they own, wherever it lies, goes to the Trash, Curse cards too{toks}.",
                    name(player),
                    ordinal(place)
                )
            }
            Event::AttackBy {
                attacker,
                kind,
                curses,
            } => {
                let each = if curses > 1 {
                    format!(" ({} each)", count(usize::from(curses), "curse", "curses"))
                } else {
                    String::new()
                };
                format!("{} attacks with {}{each}.", name(attacker), kind.describe())
            }
            Event::Battle {
                reactor,
                strength,
                won,
            } => format!(
                "{} answers with {}: {} the battle.",
                name(reactor),
                warrior_name(strength),
                if won { "wins" } else { "loses" }
            ),
            Event::Unaffected { player, why } => format!(
                "{} is unaffected ({}).",
                name(player),
                match why {
                    Spared::WonBattle => "won the battle",
                    Spared::Vaccination => "Vaccination",
                    Spared::SithLord => "Sith Lord in play",
                }
            ),
            Event::HandTrashed { player, vp, curses } => format!(
                "Chuck Norris: {} trashes their whole hand ({vp} VP, Curse value {curses}).",
                name(player)
            ),
            Event::TrashSithLord { player } => format!(
                "{}'s Sith Lord fought a battle: trash it (no life effect).",
                name(player)
            ),
            Event::WarriorsToDiscard => {
                "Every Warrior of the battle goes to its owner's discard pile, not back to hand."
                    .into()
            }
            Event::VaccinationCoversThisAttack => "A Vaccination covers this attack only.".into(),
            Event::Marked {
                player,
                sith_lord: true,
            } => format!("{} has Sith Lord in play.", name(player)),
            Event::Marked {
                player,
                sith_lord: false,
            } => format!("{}'s Sith Lord is no longer in play.", name(player)),
            Event::DiscardSithLord { player } => format!(
                "{} attacked this turn: discard Sith Lord from play.",
                name(player)
            ),
            Event::GiveContagion { player } => format!(
                "{}: a Contagion in play with nothing bought must be given to another player now.",
                name(player)
            ),
            Event::MayTrashGiveAndTake { player } => format!(
                "{}: a Give and Take in play with nothing bought may be trashed with another Curse card.",
                name(player)
            ),
            Event::WarTrophyAttacks {
                player,
                tokens: t,
                curses,
            } => format!(
                "{} has gained {} this turn: a War Trophy in play attacks now, {} to each other player.",
                name(player),
                count(t as usize, "VP token", "VP tokens"),
                count(usize::from(curses), "curse", "curses")
            ),
            Event::CursedVillageTicked { player, count: n } => format!(
                "{}: {} this turn.",
                name(player),
                count(
                    usize::from(n),
                    "Cursed Village played",
                    "Cursed Villages played"
                )
            ),
            Event::CursedVillageDue { player, count: n } => format!(
                "Cursed Village: {} takes {} (an Estate or a Duchy each; none if both piles are out).",
                name(player),
                count(usize::from(n), "card", "cards")
            ),
            Event::Reported(r) => format!("Supply: {}.", report_words(r)),
            Event::CursePileCorrected { from, to } => {
                format!("The Curse pile corrected from {from} to {to}.")
            }
            Event::TurnEnded {
                player,
                turn,
                forced,
            } => {
                if forced {
                    format!("{} fell: their turn {turn} ends.", name(player))
                } else {
                    format!("{}'s turn {turn} ends.", name(player))
                }
            }
            Event::TurnStarted { player, turn } => {
                format!("{}'s turn {turn} begins.", name(player))
            }
            Event::GameOver(Ending::LastPlayer { winner }) => format!(
                "The game is over: {} is the last player left and wins.",
                name(winner)
            ),
            Event::GameOver(Ending::Piles {
                province_empty,
                empty_piles,
            }) => {
                let why = if province_empty {
                    "the Province pile is empty".to_owned()
                } else {
                    format!(
                        "{} are empty",
                        count(usize::from(empty_piles), "supply pile", "supply piles")
                    )
                };
                format!("The game is over: {why}. Type each living player's VP.")
            }
            Event::Dropped => "One player is left: the rest is dropped.".into(),
            Event::VpEntered { player, vp, score } => {
                format!("{}: {vp} VP, score {score}.", name(player))
            }
        }
    }
}

fn ordinal(n: u8) -> String {
    match n {
        1 => "first".into(),
        2 => "second".into(),
        3 => "third".into(),
        n => format!("number {n}"),
    }
}
