//! The coop's refusals in the table's words: why an action or a setup was refused, and when
//! it would be taken (from `assets/i18n/<lang>/coop.ftl`).

use crate::card_names::CardName;
use crate::i18n::{self, t};
use crate::words::{pile_count, treasure_count};
use coop_automa_coop::{
    Attempt, Moment, NotNow, PileKind, Range, RuleError, Seat, SetupFault, StateCard, SupplyPile,
    Treasure, TurnedFault,
};

/// Why the card the table says it turned over is refused, and what to do.
fn turned_words(why: TurnedFault) -> String {
    let pile = |pile: PileKind| match pile {
        PileKind::Treasure => t!("coop-pile-treasures"),
        PileKind::Hex => t!("coop-pile-hexes"),
    };
    match why {
        TurnedFault::AppShuffles { pile: p } => t!("coop-error-app-shuffles", pile = pile(p)),
        TurnedFault::TableShuffles { pile: p } => t!("coop-error-table-shuffles", pile = pile(p)),
        TurnedFault::NothingToTurn => t!("coop-error-nothing-to-turn"),
        TurnedFault::WrongPile { wanted } => t!("coop-error-wrong-pile", pile = pile(wanted)),
        TurnedFault::NoneFaceDown { card } => {
            t!("coop-error-none-face-down", card = card.card_name())
        }
    }
}

/// A refusal, saying which rule refused what and what to do.
pub fn error_words(error: &RuleError) -> String {
    match error {
        RuleError::NothingToUndo => t!("coop-error-nothing-to-undo"),
        RuleError::NothingToRedo => t!("coop-error-nothing-to-redo"),
        RuleError::NotNow(why) => not_now_words(why),
        RuleError::Turned(why) => turned_words(*why),
        RuleError::OutOfRange(why) => match why {
            Range::TokensFull => t!("coop-error-tokens-full"),
            Range::OtherEmptyFull { max } => t!("coop-error-other-empty-full", n = *max),
            Range::NoOtherEmpty => t!("coop-error-no-other-empty"),
            Range::NoPile { pile } => t!("coop-error-no-pile", cards = pile.card_names(2)),
            Range::NoneLeft { pile } => t!("coop-error-none-left", card = pile.card_name()),
            Range::AllOut { pile, at_start } => t!(
                "coop-error-all-out",
                n = *at_start,
                cards = pile.card_names(usize::from(*at_start))
            ),
            Range::Points { name, points, max } => t!(
                "coop-error-points",
                points = *points,
                name = name.as_str(),
                max = *max
            ),
        },
        RuleError::BadSetup(why) => match why {
            SetupFault::HexPile => t!("coop-error-hex-pile"),
            SetupFault::TreasurePile { copper, silver } => {
                let pile = |copper: usize, silver: usize| {
                    i18n::and_list(&[
                        treasure_count(Treasure::Copper, copper),
                        treasure_count(Treasure::Silver, silver),
                    ])
                };
                t!(
                    "coop-error-treasure-pile",
                    want = pile(6, 6),
                    have = pile(*copper, *silver)
                )
            }
            SetupFault::NoName { seat: Seat::First } => t!("coop-error-no-name-first"),
            SetupFault::NoName { seat: Seat::Second } => t!("coop-error-no-name-second"),
            SetupFault::LongName {
                seat: Seat::First,
                max,
            } => t!("coop-error-long-name-first", max = *max),
            SetupFault::LongName {
                seat: Seat::Second,
                max,
            } => t!("coop-error-long-name-second", max = *max),
            SetupFault::SameName => t!("coop-error-same-name"),
            SetupFault::Provinces { provinces } => t!(
                "coop-error-provinces",
                count = pile_count(SupplyPile::Province, usize::from(*provinces)),
                provinces = SupplyPile::Province.card_names(12)
            ),
            SetupFault::Duchies { duchies } => t!(
                "coop-error-duchies",
                count = pile_count(SupplyPile::Duchy, usize::from(*duchies)),
                duchies = SupplyPile::Duchy.card_names(10)
            ),
            SetupFault::DuchiesNeedTwelve { provinces, duchies } => t!(
                "coop-error-duchies-need-twelve",
                provinces = pile_count(SupplyPile::Province, usize::from(*provinces)),
                duchies = pile_count(SupplyPile::Duchy, usize::from(*duchies)),
                province_cards = SupplyPile::Province.card_names(12),
                duchy_cards = SupplyPile::Duchy.card_names(0)
            ),
        },
    }
}

fn not_now_words(why: &NotNow) -> String {
    match why {
        NotNow::Moment { what, now } => {
            let what = match what {
                Attempt::AutomaStep => t!("coop-attempt-automa-step"),
                Attempt::FinishStep => t!("coop-attempt-finish-step"),
                Attempt::ReceiveHex => t!("coop-attempt-receive-hex"),
                Attempt::ExtraTurn => t!("coop-attempt-extra-turn"),
                Attempt::EndTurn => t!("coop-attempt-end-turn"),
            };
            let now = match now {
                Moment::FirstTurn { first, second } => t!(
                    "coop-moment-first-turn",
                    first = first.as_str(),
                    second = second.as_str()
                ),
                Moment::SecondTurn { second } => {
                    t!("coop-moment-second-turn", second = second.as_str())
                }
                Moment::FleetTurns => t!("coop-moment-fleet-turns"),
                Moment::AutomaDue { round } => t!("coop-moment-automa-due", round = *round),
                Moment::Resolving => t!("coop-moment-resolving"),
            };
            t!("coop-error-not-now", what = what, now = now)
        }
        NotNow::Over { scored: true } => t!("coop-error-over-scored"),
        NotNow::Over { scored: false } => t!("coop-error-over"),
        NotNow::SharedHexesOff => t!("coop-error-shared-hexes-off"),
        NotNow::NotOwnTurn { name } => t!(
            "coop-error-not-own-turn",
            name = name.as_str(),
            deluded = StateCard::Deluded.card_name(),
            envious = StateCard::Envious.card_name()
        ),
        NotNow::NothingToReturn { name } => t!(
            "coop-error-nothing-to-return",
            name = name.as_str(),
            deluded = StateCard::Deluded.card_name(),
            envious = StateCard::Envious.card_name()
        ),
        NotNow::FleetRoundExtraTurn => t!("coop-error-fleet-extra-turn"),
        NotNow::NoColonies => t!("coop-error-no-colonies"),
        NotNow::NoHexResolving => t!("coop-error-no-hex"),
        NotNow::AlreadyMarked {
            name,
            blocked: true,
        } => t!("coop-error-marked-blocked", name = name.as_str()),
        NotNow::AlreadyMarked {
            name,
            blocked: false,
        } => t!("coop-error-marked-affected", name = name.as_str()),
        NotNow::NotOver => t!("coop-error-not-over"),
        NotNow::PointsEntered => t!("coop-error-points-entered"),
    }
}
