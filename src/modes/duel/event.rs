//! What happened (`Event`, for the log and the screen's reminders), how the game ended, and
//! the undo labels made from both. Events name players by name and only cards already drawn:
//! never the Curse Deck's order nor which kinds remain in it (D3.3).

use super::action::{Action, AttackKind, Change, PileReport, report_words, warrior_name};
use super::cards::CurseCard;
use super::setup::Setup;
use crate::engine::count;
use serde::{Deserialize, Serialize};

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
