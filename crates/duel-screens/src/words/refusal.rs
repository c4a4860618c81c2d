//! A refusal of the rules in the table's words: which rule refused what.

use super::log::attack_words;
use crate::card_names::CardName;
use crate::i18n::t;
use coop_automa_duel::{
    Barred, CurseCard, DuelError, Kingdom, MAX_LIFE_ENTRY, MAX_NAME_CHARS, MAX_OTHER_EMPTY,
    MAX_STARTING_VP, MAX_TYPED, MAX_VP_ENTRY, Tokens, TurnedFault,
};

/// A refusal, as the table reads it.
pub fn error_words(error: &DuelError) -> String {
    match error {
        DuelError::PlayerCount { players } => t!("duel-error-player-count", n = *players),
        DuelError::NameMissing { seat } => t!("duel-error-name-missing", seat = *seat),
        DuelError::NameTooLong { name } => t!(
            "duel-error-name-too-long",
            name = name.as_str(),
            max = MAX_NAME_CHARS
        ),
        DuelError::NameControl { seat } => t!("duel-error-name-control", seat = *seat),
        DuelError::NameTwice {
            first,
            second,
            name,
        } => t!(
            "duel-error-name-twice",
            first = *first,
            second = *second,
            name = name.as_str()
        ),
        DuelError::StartingVp { vp } => {
            t!("duel-error-starting-vp", vp = *vp, max = MAX_STARTING_VP)
        }
        DuelError::StartingVpText { text } => t!(
            "duel-error-starting-vp-text",
            text = text.as_str(),
            max = MAX_STARTING_VP
        ),
        DuelError::NeedsSeed => t!("duel-error-needs-seed"),
        DuelError::MixedDeck => t!("duel-error-mixed-deck"),
        DuelError::DeckCount {
            players,
            card,
            want,
            have,
        } => t!(
            "duel-error-deck-count",
            players = *players,
            card = card.card_name(),
            want = *want,
            have = *have
        ),
        DuelError::DeckTooBig => t!("duel-error-deck-too-big"),
        DuelError::Turned(fault) => match fault {
            TurnedFault::AppShuffles => t!("duel-error-turned-app-shuffles"),
            TurnedFault::NoDeck => t!("duel-error-turned-no-deck"),
            TurnedFault::NothingToTurn => t!("duel-error-nothing-to-turn"),
            TurnedFault::NoneFaceDown { card } => {
                t!("duel-error-none-face-down", card = card.card_name())
            }
        },
        DuelError::NeedTurned { .. } => t!("duel-error-need-turned"),
        DuelError::VpBeforeEnd => t!("duel-error-vp-before-end"),
        DuelError::NotScored => t!("duel-error-not-scored"),
        DuelError::GameOver => t!("duel-error-game-over"),
        DuelError::NoSuchPlayer { seat } => t!("duel-error-no-such-player", seat = *seat),
        DuelError::Eliminated { name, barred } => {
            let name = name.as_str();
            match barred {
                Barred::Curse => t!("duel-error-out-curse", name = name),
                Barred::Change => t!("duel-error-out-change", name = name),
                Barred::SithLordMark => t!("duel-error-out-mark", name = name),
                Barred::LifeCorrection => t!("duel-error-out-life", name = name),
                Barred::Gift => t!("duel-error-out-gift", name = name),
                Barred::Score => t!("duel-error-out-score", name = name),
            }
        }
        DuelError::TokenCount {
            tokens: Tokens::Vp,
            count,
        } => t!("duel-error-vp-token-count", n = *count, max = MAX_TYPED),
        DuelError::TokenCount {
            tokens: Tokens::Curse,
            count,
        } => t!("duel-error-curse-token-count", n = *count, max = MAX_TYPED),
        DuelError::VictoryVp { vp } => t!("duel-error-victory-vp", vp = *vp, max = MAX_TYPED),
        DuelError::LoseTokens { name, held, count } => t!(
            "duel-error-lose-tokens",
            name = name.as_str(),
            held = *held,
            n = *count
        ),
        DuelError::CurseFromDraw {
            card,
            name,
            kingdom: Kingdom::DuelOnly,
        } => t!(
            "duel-error-only-in-deck",
            card = card.card_name(),
            name = name.as_str()
        ),
        DuelError::CurseFromDraw {
            card,
            name,
            kingdom: Kingdom::Mixed,
        } => t!(
            "duel-error-only-from-pile",
            card = card.card_name(),
            name = name.as_str()
        ),
        DuelError::NoCurseCard { name, card } => t!(
            "duel-error-no-curse-card",
            name = name.as_str(),
            card = card.card_name()
        ),
        DuelError::EmptyList => t!("duel-error-empty-list"),
        DuelError::LifeText { text } => t!("duel-error-life-text", text = text.as_str()),
        DuelError::LifeRange => t!("duel-error-life-range", max = MAX_LIFE_ENTRY),
        DuelError::MixedNoLife => t!("duel-error-mixed-no-life"),
        DuelError::GiveSelf { name } => t!("duel-error-give-self", name = name.as_str()),
        DuelError::GiveGiveAndTake => t!(
            "duel-error-give-give-and-take",
            card = CurseCard::GiveAndTake.card_name()
        ),
        DuelError::GiveOnlyContagion { card } => t!(
            "duel-error-give-only-contagion",
            contagion = CurseCard::Contagion.card_name(),
            card = card.card_name()
        ),
        DuelError::GiveNone { name, card } => t!(
            "duel-error-give-none",
            name = name.as_str(),
            card = card.card_name()
        ),
        DuelError::GiveAndTakeNeeds { name, other } => t!(
            "duel-error-give-and-take-needs",
            name = name.as_str(),
            give = CurseCard::GiveAndTake.card_name(),
            card = other.card_name()
        ),
        DuelError::StrengthRange { strength } => {
            t!("duel-error-strength", strength = *strength)
        }
        DuelError::OwnAttack { name } => t!("duel-error-own-attack", name = name.as_str()),
        DuelError::NotAsked { name } => t!("duel-error-not-asked", name = name.as_str()),
        DuelError::AnsweredTwice { name } => {
            t!("duel-error-answered-twice", name = name.as_str())
        }
        DuelError::WarriorAnswer { name, kind } => t!(
            "duel-error-warrior-answer",
            name = name.as_str(),
            attack = attack_words(*kind)
        ),
        DuelError::SameStrength { strength } => {
            t!("duel-error-same-strength", strength = *strength)
        }
        DuelError::MixedHand => t!("duel-error-mixed-hand"),
        DuelError::HandNeeded { name } => t!("duel-error-hand-needed", name = name.as_str()),
        DuelError::HandWithoutChuck => t!("duel-error-hand-without-chuck"),
        DuelError::HandRange => t!("duel-error-hand-range", max = MAX_TYPED),
        DuelError::WarTrophyNotOwed {
            name,
            tokens,
            done: false,
        } => t!("duel-error-war-trophy", name = name.as_str(), n = *tokens),
        DuelError::WarTrophyNotOwed {
            name,
            tokens,
            done: true,
        } => t!(
            "duel-error-war-trophy-done",
            name = name.as_str(),
            n = *tokens
        ),
        DuelError::AlreadyMarked {
            name,
            sith_lord: true,
        } => t!("duel-error-already-marked", name = name.as_str()),
        DuelError::AlreadyMarked {
            name,
            sith_lord: false,
        } => t!("duel-error-already-unmarked", name = name.as_str()),
        DuelError::TooManyVillages => t!("duel-error-too-many-villages"),
        DuelError::NoVillageTicked { name } => {
            t!("duel-error-no-village", name = name.as_str())
        }
        DuelError::OtherEmpty { other } => t!(
            "duel-error-other-empty",
            other = *other,
            max = MAX_OTHER_EMPTY
        ),
        DuelError::ReportSame => t!("duel-error-report-same"),
        DuelError::NoCursePile => t!("duel-error-no-curse-pile"),
        DuelError::CursePileRange { left, max } => {
            t!("duel-error-curse-pile-range", left = *left, max = *max)
        }
        DuelError::CursePileSame { left } => t!("duel-error-curse-pile-same", left = *left),
        DuelError::VpRange { vp } => t!(
            "duel-error-vp-range",
            vp = vp.to_string(),
            max = MAX_VP_ENTRY
        ),
        DuelError::NothingToUndo => t!("duel-error-nothing-to-undo"),
        DuelError::NothingToRedo => t!("duel-error-nothing-to-redo"),
    }
}
