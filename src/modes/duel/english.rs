//! i18n: leaves at merge. The English the shared traits still ask of the mode until the
//! lead takes them out of the traits: `Rules::action_label`, the error's `Display`, and the
//! listing's undo and redo labels. Nothing in `src/app` calls these: the app words every
//! one of them from its catalog (`app::duel::words`).

use super::action::{Action, AttackKind, Change, PileReport};
use super::cards::{CurseCard, Kingdom, MAX_TYPED, Victory};
use super::error::{Barred, DuelError, Tokens};
use super::event::Event;
use super::rules::Duel;
use super::setup::{MAX_LIFE_ENTRY, MAX_NAME_CHARS, MAX_STARTING_VP, Setup};
use crate::engine::{Session, count};
use std::fmt;

// i18n: leaves at merge
fn card(c: CurseCard) -> &'static str {
    match c {
        CurseCard::Curse => "Curse",
        CurseCard::GiveAndTake => "Give and Take",
        CurseCard::Contagion => "Contagion",
        CurseCard::CursedGold => "Cursed Gold",
    }
}

// i18n: leaves at merge
fn warrior(strength: u8) -> String {
    match strength {
        1 => "Sith Lord (1)".into(),
        8 => "Warrior Angel (8)".into(),
        10 => "Chuck Norris (10)".into(),
        s => format!("a Warrior of strength {s}"),
    }
}

// i18n: leaves at merge
fn attack(kind: AttackKind) -> String {
    match kind {
        AttackKind::Warrior { strength, raid } => {
            let raid = if raid { " (Warrior Raid)" } else { "" };
            format!("{}{raid}", warrior(strength))
        }
        AttackKind::SilverLining => "Silver Lining (a Silver trashed)".into(),
        AttackKind::WarTrophy => "War Trophy".into(),
    }
}

// i18n: leaves at merge
fn change(c: Change) -> String {
    let victory = |v: Victory| match v {
        Victory::Estate => "an Estate".to_owned(),
        Victory::Duchy => "a Duchy".to_owned(),
        Victory::Province => "a Province".to_owned(),
        Victory::Other(vp) => format!("a Victory card worth {vp} VP"),
    };
    let tokens = |k: u8, what: &str| count(usize::from(k), what, &format!("{what}s"));
    match c {
        Change::GainVictory(v) => format!("gains {}", victory(v)),
        Change::LoseVictory(v) => format!("loses {}", victory(v)),
        Change::GainVpTokens(k) => format!("gains {}", tokens(k, "VP token")),
        Change::LoseVpTokens(k) => format!("loses {}", tokens(k, "VP token")),
        Change::GainCurseCard(c) => format!("gains a {} from its pile", card(c)),
        Change::LoseCurseCard(c) => format!("trashes a {}", card(c)),
        Change::GainCurseTokens(k) => format!("gains {}", tokens(k, "curse token")),
        Change::LoseCurseTokens(k) => format!("loses {}", tokens(k, "curse token")),
    }
}

// i18n: leaves at merge
fn report(r: PileReport) -> String {
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

/// The body of `Rules::action_label`. // i18n: leaves at merge
pub(super) fn action_label(setup: &Setup, action: &Action) -> String {
    let name = |p: u8| setup.name(usize::from(p));
    match *action {
        Action::Draw { player } => format!("{} gains a curse", name(player)),
        Action::Change { player, change: c } => format!("{} {}", name(player), change(c)),
        Action::Changes { player, list } => format!(
            "{}: {} at once",
            name(player),
            count(list.len(), "change", "changes")
        ),
        Action::SetLife { player, life } => format!("{}'s life set to {life}", name(player)),
        Action::Give { from, to, card: c } => {
            format!("{} gives a {} to {}", name(from), card(c), name(to))
        }
        Action::GiveAndTake { other } => format!("Give and Take trashed with a {}", card(other)),
        Action::Attack(a) => format!("Attack: {}", attack(a.kind)),
        Action::Mark {
            player,
            sith_lord: true,
        } => format!("Mark {}'s Sith Lord", name(player)),
        Action::Mark {
            player,
            sith_lord: false,
        } => format!("Unmark {}'s Sith Lord", name(player)),
        Action::CursedVillage { played: true } => "Cursed Village played".into(),
        Action::CursedVillage { played: false } => "Cursed Village unticked".into(),
        Action::Report(r) => format!("Supply: {}", report(r)),
        Action::CursePile { left } => format!("Curse pile corrected to {left}"),
        Action::EndTurn(r) => format!("End turn ({})", report(r)),
        Action::EnterVp { player, vp } => format!("{}'s VP: {vp}", name(player)),
    }
}

/// An applied action's label made exact by what it did. // i18n: leaves at merge
fn step_label(action: &Action, events: &[Event], setup: &Setup) -> String {
    let name = |p: u8| setup.name(usize::from(p));
    for event in events {
        match (action, event) {
            (
                Action::Draw { .. },
                Event::Drew {
                    player, card: c, ..
                },
            ) => {
                return format!("{} drew a {}", name(*player), card(*c));
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
                return format!("{}'s attack: {}", name(*attacker), attack(a.kind));
            }
            (Action::GiveAndTake { other }, Event::GiveAndTakeTrashed { player, .. }) => {
                return format!(
                    "{} trashed Give and Take with a {}",
                    name(*player),
                    card(*other)
                );
            }
            (Action::CursedVillage { .. }, Event::CursedVillageTicked { player, .. }) => {
                return format!("{}: {}", name(*player), action_label(setup, action));
            }
            _ => {}
        }
    }
    action_label(setup, action)
}

/// The listing's "Undo: …" (`undo`) or "Redo: …". // i18n: leaves at merge
pub(super) fn step(game: &Session<Duel>, undo: bool) -> Option<String> {
    if undo {
        game.history()
            .last_done()
            .map(|e| step_label(&e.action, &e.events, game.setup()))
    } else {
        game.history()
            .next_redo()
            .map(|u| step_label(&u.action, &u.events, game.setup()))
    }
}

// i18n: leaves at merge
impl fmt::Display for DuelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use super::action::MAX_OTHER_EMPTY;
        use super::score::MAX_VP_ENTRY;
        let text = match self {
            DuelError::PlayerCount { players } => {
                format!("Dominion: Duel is played by 2 to 4 players, not {players}.")
            }
            DuelError::NameMissing { seat } => format!("Player {seat} needs a name."),
            DuelError::NameTooLong { name } => format!(
                "\"{name}\" is too long: a name has at most {MAX_NAME_CHARS} characters."
            ),
            DuelError::NameControl { seat } => {
                format!("Player {seat}'s name holds a control character.")
            }
            DuelError::NameTwice {
                first,
                second,
                name,
            } => format!(
                "Players {first} and {second} are both called \"{name}\": names must all differ."
            ),
            DuelError::StartingVp { vp } => format!(
                "The starting deck's VP is a whole number from 0 to {MAX_STARTING_VP}, not {vp}."
            ),
            DuelError::StartingVpText { text } => format!(
                "The starting deck's VP is a whole number from 0 to {MAX_STARTING_VP}: \"{text}\" is not."
            ),
            DuelError::NeedsSeed => "A game needs a seed for the Curse Deck's shuffle: the app draws one when the table gives none.".into(),
            DuelError::MixedDeck => "A mixed game has no Curse Deck: its order must be empty.".into(),
            DuelError::DeckCount {
                players,
                card: c,
                want,
                have,
            } => format!(
                "The Curse Deck for {players} players holds {want} × {}, not {have}.",
                card(*c)
            ),
            DuelError::DeckTooBig => "The Curse Deck holds too many cards.".into(),
            DuelError::VpBeforeEnd => "VP are typed only after a pile end.".into(),
            DuelError::NotScored => {
                "The game ended with one player left: it is not scored.".into()
            }
            DuelError::GameOver => {
                "The game is over: only the VP entry, undo and redo are accepted.".into()
            }
            DuelError::NoSuchPlayer { seat } => format!("There is no player {seat} at this table."),
            DuelError::Eliminated { name, barred } => {
                let what = match barred {
                    Barred::Curse => "curse",
                    Barred::Change => "change",
                    Barred::SithLordMark => "Sith Lord mark",
                    Barred::LifeCorrection => "life correction",
                    Barred::Gift => "gift",
                    Barred::Score => "score",
                };
                format!("{name} is eliminated and never acts again: no {what} for them.")
            }
            DuelError::TokenCount { tokens, count } => {
                let what = match tokens {
                    Tokens::Vp => "VP tokens",
                    Tokens::Curse => "curse tokens",
                };
                format!(
                    "A number of {what} is a whole number from 1 to {MAX_TYPED}, not {count}."
                )
            }
            DuelError::VictoryVp { vp } => {
                format!("A Victory card's VP is typed from 0 to {MAX_TYPED}, not {vp}.")
            }
            DuelError::LoseTokens { name, held, count: k } => format!(
                "{name} holds {}: they cannot lose {k}.",
                count(*held as usize, "curse token", "curse tokens")
            ),
            DuelError::CurseFromDraw {
                card: c,
                name,
                kingdom,
            } => {
                let whence = match kingdom {
                    Kingdom::DuelOnly => "exists only in the Curse Deck",
                    Kingdom::Mixed => "comes only from the counted Curse pile",
                };
                format!(
                    "A {} {whence}: press \"Gains a curse\" for {name} to draw one.",
                    card(*c)
                )
            }
            DuelError::NoCurseCard { name, card: c } => format!(
                "{name} has no {} the app knows of: a Curse card reaches a player by a draw, a pile or a gift.",
                card(*c)
            ),
            DuelError::EmptyList => "A list of changes needs at least one change.".into(),
            DuelError::LifeText { text } => {
                format!("A life total is a whole number: \"{text}\" is not; nothing changed.")
            }
            DuelError::LifeRange => {
                format!("A life total is at most {MAX_LIFE_ENTRY} either way.")
            }
            DuelError::MixedNoLife => {
                "A mixed game has no life points: a life total cannot be typed.".into()
            }
            DuelError::GiveSelf { name } => format!("{name} cannot give a card to themselves."),
            DuelError::GiveGiveAndTake => {
                "Give and Take is never given: it leaves by being trashed.".into()
            }
            DuelError::GiveOnlyContagion { card: c } => format!(
                "In a Duel-only game only Contagion is given: a {} is not.",
                card(*c)
            ),
            DuelError::GiveNone { name, card: c } => {
                format!("{name} has no {} the app knows of to give.", card(*c))
            }
            DuelError::GiveAndTakeNeeds { name, other } => format!(
                "{name} needs a Give and Take and another {} the app knows of.",
                card(*other)
            ),
            DuelError::StrengthRange { strength } => {
                format!("A Warrior's strength is from 1 to 10, not {strength}.")
            }
            DuelError::OwnAttack { name } => {
                format!("{name} is the attacker and cannot answer their own attack.")
            }
            DuelError::NotAsked { name } => {
                format!("{name} is eliminated and is never asked in an attack.")
            }
            DuelError::AnsweredTwice { name } => {
                format!("{name} answered twice: one answer per player.")
            }
            DuelError::WarriorAnswer { name, kind } => format!(
                "{name} answered {} with a Warrior: Warriors answer only Warriors.",
                attack(*kind)
            ),
            DuelError::SameStrength { strength } => format!(
                "Two Warriors of strength {strength} in one battle: all 10 Warriors differ."
            ),
            DuelError::MixedHand => {
                "A mixed game has no life points: no hand values are asked.".into()
            }
            DuelError::HandNeeded { name } => format!(
                "Chuck Norris answered: enter the VP and the Curse value of {name}'s hand, which is trashed."
            ),
            DuelError::HandWithoutChuck => "Only Chuck Norris's answer trashes the attacker's hand: no hand values without it.".into(),
            DuelError::HandRange => format!(
                "A hand's VP and Curse value are typed from 0 to {MAX_TYPED}."
            ),
            DuelError::WarTrophyNotOwed { name, tokens, done } => format!(
                "War Trophy attacks only for every 3 VP tokens gained this turn: {name} has gained {} this turn{}.",
                count(*tokens as usize, "VP token", "VP tokens"),
                if *done { ", already attacked for" } else { "" }
            ),
            DuelError::AlreadyMarked { name, sith_lord } => format!(
                "{name}'s Sith Lord is already {}.",
                if *sith_lord { "marked" } else { "unmarked" }
            ),
            DuelError::TooManyVillages => {
                "20 Cursed Villages in one turn is the most the app counts.".into()
            }
            DuelError::NoVillageTicked { name } => {
                format!("{name} has no Cursed Village ticked this turn.")
            }
            DuelError::OtherEmpty { other } => format!(
                "At most {MAX_OTHER_EMPTY} other supply piles can be empty, not {other}."
            ),
            DuelError::ReportSame => "The supply report already says that.".into(),
            DuelError::NoCursePile => "A Duel-only game has no Curse pile to correct: its Curse Deck is never corrected.".into(),
            DuelError::CursePileRange { left, max } => {
                format!("The Curse pile holds 0 to {max} Curses, not {left}.")
            }
            DuelError::CursePileSame { left } => format!("The Curse pile already holds {left}."),
            DuelError::VpRange { vp } => {
                format!("VP are typed from -{MAX_VP_ENTRY} to {MAX_VP_ENTRY}, not {vp}.")
            }
            DuelError::NothingToUndo => {
                "There is nothing to undo: no action has been taken yet.".into()
            }
            DuelError::NothingToRedo => "There is nothing to redo.".into(),
        };
        f.write_str(&text)
    }
}
