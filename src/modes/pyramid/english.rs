//! i18n: leaves at merge. English for the three shared traits that still ask a mode for
//! words (`Rules::action_label`, the error's `Display`, `ModeGame`'s listing words) until the
//! lead removes them from the traits. Nothing in `src/app` calls these: the app words the
//! same data from the catalogs (`app::pyramid::words`).

use super::action::{Action, Buy, CurseChange, CurseTo, Event, ReshuffleChoice};
use super::cards::Card;
use super::error::{CoinField, FinalField, OncePerTurn, PyramidError, TurnEntry};
use super::mix::Level;
use super::place::Row;
use super::setup::Setup;
use super::state::{Bought, Reaction};
use crate::engine::{a, count};

fn card(card: Card) -> &'static str {
    match card {
        Card::Estate => "Estate",
        Card::Duchy => "Duchy",
        Card::Province => "Province",
        Card::Colony => "Colony",
        Card::Curse => "Curse",
        Card::Attack => "Attack card",
    }
}

fn plural(card: Card) -> &'static str {
    match card {
        Card::Estate => "Estates",
        Card::Duchy => "Duchies",
        Card::Province => "Provinces",
        Card::Colony => "Colonies",
        Card::Curse => "Curses",
        Card::Attack => "Attack cards",
    }
}

fn named(c: Card, attack_name: &str) -> &str {
    if c == Card::Attack && !attack_name.is_empty() {
        attack_name
    } else {
        card(c)
    }
}

pub(super) fn level(level: Level) -> &'static str {
    match level {
        Level::Easy => "Easy",
        Level::Normal => "Normal",
        Level::Advanced => "Advanced",
        Level::Expert => "Expert",
        Level::Master => "Master",
    }
}

fn bought(b: Bought) -> &'static str {
    match b {
        Bought::Gold => "Gold",
        Bought::Platinum => "Platinum",
        Bought::VictoryKingdom => "Victory kingdom card",
        Bought::Pyramid(c) => card(c),
        Bought::CurseEstate => "cursed Estate",
    }
}

fn reaction(r: Reaction) -> String {
    match r {
        Reaction::SevenCards => "7 or more cards this turn".into(),
        Reaction::FourthAction => "the 4th Action card this turn".into(),
        Reaction::Buy(b) => format!("the {} bought", bought(b)),
    }
}

fn row(r: Row) -> &'static str {
    match r {
        Row::Bottom => "the bottom row",
        Row::Middle => "the middle row",
        Row::Top => "the top",
    }
}

/// A refusal in English, as the shared code shows it until the merge.
pub(super) fn error(e: &PyramidError) -> String {
    use PyramidError::*;
    let once = |w: OncePerTurn| match w {
        OncePerTurn::SevenCards => "7 or more cards",
        OncePerTurn::FourthAction => "the 4th Action card",
    };
    match e {
        EstatesNotAll { estates } => format!("The VP deck holds all 12 Estates, not {estates}."),
        OverCap { card, cap, asked } => format!(
            "At most {cap} {} (there are no more to fetch), not {asked}.",
            plural(*card)
        ),
        ColoniesOverProvinces {
            colonies,
            provinces,
        } => format!(
            "No more Colonies than Provinces: {colonies} Colonies but {provinces} Provinces."
        ),
        ProvincesOverDuchies { provinces, duchies } => format!(
            "No more Provinces than Duchies: {provinces} Provinces but {duchies} Duchies."
        ),
        NotThirty { total } => format!("The VP deck holds exactly 30 cards, not {total}."),
        MasterColonies { needed, colonies } => {
            format!("Master needs at least {needed} Colonies in the mix, not {colonies}.")
        }
        AttackNameTooLong { max } => {
            format!("The Attack card's name is for display: at most {max} characters.")
        }
        NoSeed => {
            "A game needs a seed for its shuffles: the app draws one when the table gives none."
                .into()
        }
        OrderLength {
            attacks,
            expected,
            got,
        } => {
            let what = if *attacks {
                "the 30 VP cards of the mix and 5 Attack cards"
            } else {
                "the 30 VP cards of the mix"
            };
            format!("The order holds {what}: {expected} cards, not {got}.")
        }
        OrderHasCurse => "No Curse goes in the deck: the Curses wait beside the pyramid.".into(),
        OrderCount {
            card,
            expected,
            got,
        } => format!(
            "The order holds {expected} {} for this mix and level, not {got}.",
            plural(*card)
        ),
        OrderNotVp {
            position,
            card,
            attack_name,
        } => format!(
            "The first six cards are dealt to the pyramid and must be VP cards; card {position} is an {}.",
            named(*card, attack_name)
        ),
        DeckOverflow => "The deck holds too many cards.".into(),
        NotScored => "The game was lost with no buy possible: it is not scored.".into(),
        GameOver => {
            "The game is over: only the final counts can be entered, or undo to go back.".into()
        }
        NotOverYet => "The final counts are entered once the game is over.".into(),
        StillOwed { owed, why } => {
            let why = why.map_or_else(String::new, |r| format!(" for {}", reaction(r)));
            format!(
                "The AI still scores {}{why}: tap each in the lowest row first.",
                count(usize::from(*owed), "card", "cards")
            )
        }
        BeforeTurnOne => "Before turn 1 only the setup adjustment and Start turn are accepted: press Start turn first.".into(),
        AdjustmentAfterTurnOne => "The setup adjustment is made before turn 1 only.".into(),
        AdjustmentMade => "The setup adjustment is made once: undo it to choose another.".into(),
        AdjustEmpty { place } => {
            format!("{} is empty: there is no card to adjust.", place.name())
        }
        SwapSamePlace => "A swap takes two different places.".into(),
        RedrawSamePlace => "A redraw takes one place or two different places.".into(),
        NoVpToRedraw => "The deck holds no VP card to redraw with.".into(),
        DeckFull => "The deck cannot hold the set-aside cards.".into(),
        NothingOwed => "The AI owes no card now: there is nothing to score.".into(),
        PickEmpty { place } => {
            format!("{} is empty: pick a card the AI can score.", place.name())
        }
        PickNotLowest { row: r } => {
            format!("The AI can only score from {} while it holds a card.", row(*r))
        }
        NotInTurn { what } => {
            let what = match what {
                TurnEntry::SevenCards => "7 or more cards",
                TurnEntry::FourthAction => "The 4th Action card",
                TurnEntry::Buy => "A buy",
                TurnEntry::TopBonus => "The top bonus",
                TurnEntry::Gain => "A gain",
                TurnEntry::GiveCurse => "Giving the AI a Curse",
            };
            format!("{what} happens during a turn: press Start turn once the hand is drawn.")
        }
        NoCurseToTake => {
            "No Curse is left in the supply to take: let the AI score instead.".into()
        }
        OutpostTurn { what } => format!(
            "On an Outpost turn {} makes the AI score nothing.",
            once(*what)
        ),
        OnceDone { what } => format!(
            "The AI has scored for {} this turn already: once per turn.",
            once(*what)
        ),
        Coins { field, coins, max } => {
            let field = match field {
                CoinField::Overpay => "Overpay",
                CoinField::Cost => "Cost",
            };
            format!("{field}: ${coins} is out of range; enter $0 to ${max}.")
        }
        PlaceEmpty { place } => format!("{} is empty: there is no card there.", place.name()),
        NotVp {
            card,
            place,
            attack_name,
        } => format!(
            "Only VP cards can be taken from the pyramid: the {} at {} cannot.",
            named(*card, attack_name),
            place.name()
        ),
        NoEstateToCurse {
            place,
            holds,
            attack_name,
        } => format!(
            "Cursing an Estate needs an Estate in the bottom row: {} holds {}.",
            place.name(),
            holds.map_or("no card".to_owned(), |c| a(named(c, attack_name)))
        ),
        BuyOrder {
            bought: b,
            cost,
            last,
            last_cost,
        } => format!(
            "Buy the {} (${cost}) before the {} (${last_cost}): undo the {} to reorder.",
            bought(*b),
            bought(*last),
            bought(*last)
        ),
        TopNotBought => "The top bonus comes only after buying the card at T this turn.".into(),
        TopBonusUsed => "The top bonus is used already this turn: once.".into(),
        BonusPlaceFull { place } => format!(
            "{} holds a card: the top bonus moves a VP card to an empty place, or swaps two VP cards.",
            place.name()
        ),
        GainNotBottom { place } => format!(
            "Only a VP card in the bottom row can be gained: {} is in {}.",
            place.name(),
            row(place.row())
        ),
        NoCurseToGive => {
            "No Curse is left in the supply: the card that gives one cannot be played.".into()
        }
        CursePlaceFull { place } => format!(
            "{} holds a card: a given Curse goes to an empty place or to the trash.",
            place.name()
        ),
        CurseSupplyEmpty => "The Curse supply is empty: no Curse can leave it.".into(),
        NoCurseToReturn => {
            "No Curse that left the supply is with the player: none can go back.".into()
        }
        TurnUnderWay { turn } => format!("Turn {turn} is under way: press End turn first."),
        NoTurn => "No turn is under way: press Start turn once the hand is drawn.".into(),
        EmptyPiles { piles, max } => format!(
            "Empty supply piles other than the Curse pile: {piles} is out of range; enter 0 to {max}."
        ),
        NoBuyOutsideTurn => {
            "No buy possible is pressed in a turn's Buy phase: press Start turn first.".into()
        }
        FinalCount { field, value, max } => {
            let field = match field {
                FinalField::KingdomVp => "VP still in the kingdom's Victory piles",
                FinalField::PlayerVp => "the player's VP",
                FinalField::Curses => "Curses owned",
                FinalField::Coppers => "Coppers in the deck",
                FinalField::Shelters => "Shelters owned",
                FinalField::Ruins => "Ruins owned",
                FinalField::FullPiles => "kingdom piles still full",
            };
            format!("{field}: {value} is out of range; enter 0 to {max}.")
        }
        NothingToUndo => "There is nothing to undo: no action has been taken yet.".into(),
        NothingToRedo => "There is nothing to redo.".into(),
    }
}

fn overpaid(overpay: u8) -> String {
    if overpay == 0 {
        String::new()
    } else {
        format!(", overpaid ${overpay}")
    }
}

/// An action in a few English words (`Rules::action_label` until the merge).
pub(super) fn action(_setup: &Setup, action: &Action) -> String {
    match *action {
        Action::Swap { a, b } => format!("Swap {} and {}", a.name(), b.name()),
        Action::Redraw {
            first,
            second: None,
        } => format!("Redraw {}", first.name()),
        Action::Redraw {
            first,
            second: Some(second),
        } => format!("Redraw {} and {}", first.name(), second.name()),
        Action::StartTurn { outpost: false } => "Start turn".into(),
        Action::StartTurn { outpost: true } => "Start turn (Outpost)".into(),
        Action::Reshuffle {
            choice: ReshuffleChoice::TakeCurse,
        } => "Reshuffle: take a Curse".into(),
        Action::Reshuffle {
            choice: ReshuffleChoice::AiScores,
        } => "Reshuffle: the AI scores".into(),
        Action::SevenCards => "7+ cards".into(),
        Action::FourthAction => "4th Action".into(),
        Action::Buy(buy) => match buy {
            Buy::Gold { overpay } => format!("Buy Gold{}", overpaid(overpay)),
            Buy::Platinum { overpay } => format!("Buy Platinum{}", overpaid(overpay)),
            Buy::VictoryKingdom { cost, overpay } => {
                format!("Buy a Victory kingdom card (${cost}){}", overpaid(overpay))
            }
            Buy::Pyramid { place } => format!("Buy from {}", place.name()),
            Buy::CurseEstate { place } => format!("Curse the Estate at {}", place.name()),
        },
        Action::TopBonusMove { from, to } => {
            format!("Top bonus: move {} to {}", from.name(), to.name())
        }
        Action::TopBonusSwap { a, b } => {
            format!("Top bonus: swap {} and {}", a.name(), b.name())
        }
        Action::Gain { place } => format!("Gain from {}", place.name()),
        Action::GiveCurse {
            to: CurseTo::Place(place),
        } => format!("Curse to {}", place.name()),
        Action::GiveCurse { to: CurseTo::Trash } => "Curse to the trash".into(),
        Action::ScoreFrom { place } => format!("AI scores from {}", place.name()),
        Action::CorrectCurses {
            change: CurseChange::Left,
        } => "A Curse left the supply".into(),
        Action::CorrectCurses {
            change: CurseChange::Returned,
        } => "A Curse went back to the supply".into(),
        Action::NoBuyPossible => "No buy possible".into(),
        Action::EndTurn { empty_piles } => format!(
            "End turn ({} empty)",
            count(usize::from(empty_piles), "other pile", "other piles")
        ),
        Action::Final(_) => "Final counts".into(),
    }
}

/// An applied step in English, for `ModeGame`'s undo and redo labels until the merge.
pub(super) fn step(act: &Action, events: &[Event], setup: &Setup) -> String {
    for event in events {
        match (act, event) {
            (Action::ScoreFrom { .. }, Event::AiScored { card: c, place, .. }) => {
                let name = named(*c, setup.attack_name().unwrap_or_default());
                return format!("AI scored {name} from {}", place.name());
            }
            (
                Action::Buy(Buy::Pyramid { .. }),
                Event::Bought {
                    what: Bought::Pyramid(c),
                    place: Some(place),
                    ..
                },
            ) => return format!("Bought {} from {}", card(*c), place.name()),
            (Action::Gain { .. }, Event::Gained { card: c, place, .. }) => {
                return format!("Gained {} from {}", card(*c), place.name());
            }
            (Action::StartTurn { outpost }, Event::TurnStarted { turn, .. }) => {
                let outpost = if *outpost { " (Outpost)" } else { "" };
                return format!("Start turn {turn}{outpost}");
            }
            (Action::EndTurn { empty_piles: 0 }, Event::TurnEnded { turn, .. }) => {
                return format!("End turn {turn}");
            }
            (Action::EndTurn { empty_piles }, Event::TurnEnded { turn, .. }) => {
                return format!(
                    "End turn {turn} ({} empty)",
                    count(usize::from(*empty_piles), "other pile", "other piles")
                );
            }
            _ => {}
        }
    }
    action(setup, act)
}
