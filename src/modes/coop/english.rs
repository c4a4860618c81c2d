//! i18n: leaves at merge. The English words the shared traits still ask of the mode until
//! the lead takes them out of them (`Rules::action_label`, the error's `Display`, the
//! `ModeGame` words of `listing.rs`). Nothing in `src/app` calls these: the app words every
//! one of them from its catalog (`app::coop::words`).

use super::action::{Action, Change, Event};
use super::cards::{Card, Treasure};
use super::error::{Attempt, Moment, NotNow, Range, RuleError, SetupFault};
use super::setup::{Seat, Setup};
use super::supply::SupplyPile;

fn pile(p: SupplyPile) -> &'static str {
    match p {
        SupplyPile::Duchy => "Duchy",
        SupplyPile::Province => "Province",
        SupplyPile::Colony => "Colony",
    }
}

fn piles(p: SupplyPile) -> &'static str {
    match p {
        SupplyPile::Duchy => "Duchies",
        SupplyPile::Province => "Provinces",
        SupplyPile::Colony => "Colonies",
    }
}

fn card(c: Card) -> &'static str {
    match c {
        Card::Treasure(Treasure::Copper) => "Copper",
        Card::Treasure(Treasure::Silver) => "Silver",
        Card::Hex(h) => h.name(),
    }
}

fn count(n: usize, one: &str, many: &str) -> String {
    crate::engine::count(n, one, many)
}

/// i18n: leaves at merge. A refusal in English.
pub(super) fn refusal(e: &RuleError) -> String {
    match e {
        RuleError::NothingToUndo => {
            "There is nothing to undo: no action has been taken yet.".into()
        }
        RuleError::NothingToRedo => "There is nothing to redo.".into(),
        RuleError::NotNow(why) => not_now(why),
        RuleError::OutOfRange(why) => match why {
            Range::TokensFull => {
                "All 10 tokens are with the automa already: another Attack gives it nothing."
                    .into()
            }
            Range::OtherEmptyFull { max } => {
                format!("{max} other piles are counted empty already: a game has no more.")
            }
            Range::NoOtherEmpty => {
                "No other pile is counted as empty: there is none to take back.".into()
            }
            Range::NoPile { pile: p } => format!(
                "This game has no {}: there is none to take or put back.",
                piles(*p)
            ),
            Range::NoneLeft { pile: p } => {
                format!("No {} is left in the supply to take.", pile(*p))
            }
            Range::AllOut { pile: p, at_start } => format!(
                "All {at_start} {} are in the supply or with the automa: there is none to put back.",
                piles(*p)
            ),
            Range::Points { name, points, max } => format!(
                "{points} points for {name} is out of reach of any game: enter a number from -{max} to {max}."
            ),
        },
        RuleError::BadSetup(why) => match why {
            SetupFault::HexPile => "The Hex pile must hold each of the 12 Hexes once.".into(),
            SetupFault::TreasurePile { copper, silver } => format!(
                "The treasure pile must hold 6 Copper and 6 Silver, not {copper} Copper and {silver} Silver."
            ),
            SetupFault::NoName { seat } => {
                format!("The {} needs a name: type one in.", who(*seat))
            }
            SetupFault::LongName { seat, max } => format!(
                "The {}'s name is longer than {max} characters: shorten it so it fits on the screen.",
                who(*seat)
            ),
            SetupFault::SameName => "Both players have the same name: give them different names so the screen can say whose turn it is.".into(),
            SetupFault::Provinces { provinces } => format!(
                "{} cannot be used: use from 3 to 12 Provinces.",
                count(usize::from(*provinces), "Province", "Provinces")
            ),
            SetupFault::Duchies { duchies } => format!(
                "{} cannot be used: use from 0 to 10 Duchies.",
                count(usize::from(*duchies), "Duchy", "Duchies")
            ),
            SetupFault::DuchiesNeedTwelve { provinces, duchies } => format!(
                "{} with {} cannot be used: with fewer than 12 Provinces, use 0 Duchies.",
                count(usize::from(*provinces), "Province", "Provinces"),
                count(usize::from(*duchies), "Duchy", "Duchies")
            ),
        },
    }
}

fn who(seat: Seat) -> &'static str {
    match seat {
        Seat::First => "starting player",
        Seat::Second => "second player",
    }
}

fn not_now(why: &NotNow) -> String {
    match why {
        NotNow::Moment { what, now } => {
            let what = match what {
                Attempt::AutomaStep => "The automa's step",
                Attempt::FinishStep => "Finishing the automa's step",
                Attempt::ReceiveHex => "Receiving a Hex from a player's own card",
                Attempt::ExtraTurn => "An extra turn",
                Attempt::EndTurn => "Ending a turn",
            };
            let now = match now {
                Moment::FirstTurn { first, second } => format!(
                    "It is still {first}'s turn, then {second}'s: the automa's step comes after both."
                ),
                Moment::SecondTurn { second } => {
                    format!("It is still {second}'s turn: the automa's step comes after it.")
                }
                Moment::FleetTurns => {
                    "This is Fleet's extra round: the players with Fleet take their turns first."
                        .into()
                }
                Moment::AutomaDue { round } => {
                    format!("Both players have played round {round}: the automa's step is next.")
                }
                Moment::Resolving => {
                    "The automa's card is on the table: follow it, then press 'Done'.".into()
                }
            };
            format!("{what} is not possible now. {now}")
        }
        NotNow::Over { scored: true } => {
            "The game is over and scored: undo to change something, or start a new game.".into()
        }
        NotNow::Over { scored: false } => {
            "The game is over: enter the final points, or undo to go back.".into()
        }
        NotNow::SharedHexesOff => {
            "Shared Hexes are off for this game: only the automa reveals Hexes.".into()
        }
        NotNow::NotOwnTurn { name } => format!(
            "{name} returns Deluded or Envious at the start of their own Buy phase, during their turn."
        ),
        NotNow::NothingToReturn { name } => {
            format!("{name} holds neither Deluded nor Envious: there is nothing to return.")
        }
        NotNow::FleetRoundExtraTurn => "This is Fleet's extra round: press 'Fleet turns done' once the players with Fleet have played.".into(),
        NotNow::NoColonies => "Colonies are not in this game.".into(),
        NotNow::NoHexResolving => "No Hex of the automa is being resolved now: a player can be marked unaffected only while its Hex is on the table.".into(),
        NotNow::AlreadyMarked { name, blocked } => {
            let already = if *blocked { "not affected" } else { "affected" };
            format!("{name} is already marked as {already} by this Hex.")
        }
        NotNow::NotOver => {
            "The game is not over yet: the final points are entered when it ends.".into()
        }
        NotNow::PointsEntered => {
            "The final points are entered already: undo to change them.".into()
        }
    }
}

/// i18n: leaves at merge. An action's label in English.
pub(super) fn action_label(setup: &Setup, action: &Action) -> String {
    match *action {
        Action::EndTurn => "End turn".into(),
        Action::ExtraTurn => "Extra turn".into(),
        Action::ExtraTurnFor { seat } => format!("Extra turn for {}", setup.name(seat)),
        Action::AutomaStep => "Automa's step".into(),
        Action::AutomaDone => "Automa's step done".into(),
        Action::AttackPlayed => "Attack played".into(),
        Action::Supply { pile: p, change } => match change {
            Change::Take => format!("A {} was taken", pile(p)),
            Change::PutBack => format!("A {} was put back", pile(p)),
        },
        Action::OtherEmptyPile { change } => match change {
            Change::Take => "Another pile emptied".into(),
            Change::PutBack => "A pile counted empty is not".into(),
        },
        Action::HexBlocked { seat, blocked } => {
            let name = setup.name(seat);
            if blocked {
                format!("{name} not affected by the Hex")
            } else {
                format!("{name} affected by the Hex")
            }
        }
        Action::ReceiveHex { seat } => format!("{} receives a Hex", setup.name(seat)),
        Action::ReturnState { seat } => format!("{} returns a State", setup.name(seat)),
        Action::FinalPoints { points } => format!(
            "Final points: {} {}, {} {}",
            setup.name(Seat::First),
            points[0],
            setup.name(Seat::Second),
            points[1]
        ),
    }
}

/// i18n: leaves at merge. An applied action's "Undo: …"/"Redo: …" words in English.
pub(super) fn step_label(action: &Action, events: &[Event], setup: &Setup) -> String {
    if let Action::ExtraTurnFor { .. } = action {
        return action_label(setup, action);
    }
    for event in events {
        match *event {
            Event::TurnEnded { seat, .. } if *action == Action::EndTurn => {
                return format!("End {}'s turn", setup.name(seat));
            }
            Event::TurnEnded { seat, .. } if *action == Action::ExtraTurn => {
                return format!("{}'s extra turn", setup.name(seat));
            }
            Event::FleetTurnsEnded => return "Fleet turns done".into(),
            Event::TreasureRevealed { card: t } => {
                return format!("Automa's step ({})", card(Card::Treasure(t)));
            }
            Event::HexRevealed { hex } => return format!("Automa's step ({})", hex.name()),
            Event::AutomaDidNothing => return "Automa's step (round 1)".into(),
            Event::EndedBeforeAutomaStep => return "Automa's step (game over)".into(),
            Event::HexReceived { seat, hex } => {
                return format!("{} received {}", setup.name(seat), hex.name());
            }
            Event::SupplyChanged {
                pile: p,
                change: Change::Take,
                by: Some(seat),
                ..
            } => return format!("{} took a {}", setup.name(seat), pile(p)),
            Event::OtherEmptyChanged {
                change: Change::Take,
                by: Some(seat),
                ..
            } => return format!("Another pile emptied in {}'s turn", setup.name(seat)),
            _ => {}
        }
    }
    action_label(setup, action)
}
