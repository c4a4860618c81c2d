//! The turn order and the humans' actions (R11, R14–R19, R22, R23): `play` checks an action
//! against the moment of the round, then changes the state. The automa's own step is in
//! `automa.rs`.

use super::action::{Action, Change, Event};
use super::automa;
use super::cards::{Card, PileKind};
use super::error::{Attempt, Moment, NotNow, Range, RuleError, TurnedFault};
use super::round::end_or_fleet;
use super::score::{FinalScore, MAX_PLAYER_POINTS};
use super::seat::Seat;
use super::setup::Setup;
use super::supply::{MAX_OTHER_EMPTY, SupplyPile, TOKENS};
use super::table_state::{Phase, Resolving, State};

/// Plays one action on `s`. On `Err`, `s` may be half-changed: the caller plays on a copy.
pub(crate) fn play(setup: &Setup, s: &mut State, action: Action) -> Result<Vec<Event>, RuleError> {
    let mut events = Vec::new();
    if s.phase == Phase::Over && !matches!(action, Action::FinalPoints { .. }) {
        return Err(over(s));
    }
    match action {
        Action::EndTurn => end_turn(setup, s, Next::InOrder, &mut events)?,
        Action::ExtraTurn => end_turn(setup, s, Next::SamePlayer, &mut events)?,
        Action::ExtraTurnFor { seat } => end_turn(setup, s, Next::ExtraFor(seat), &mut events)?,
        Action::AutomaStep => {
            if s.phase != Phase::AutomaDue {
                return Err(not_now(setup, s, Attempt::AutomaStep));
            }
            if let Some(pile) = automa::step_pile(setup, s).filter(|p| setup.own.holds(*p)) {
                return Err(RuleError::Turned(TurnedFault::TableShuffles { pile }));
            }
            automa::step(setup, s, None, &mut events);
        }
        Action::AutomaStepTurned { card } => {
            if s.phase != Phase::AutomaDue {
                return Err(not_now(setup, s, Attempt::AutomaStep));
            }
            let pile =
                automa::step_pile(setup, s).ok_or(RuleError::Turned(TurnedFault::NothingToTurn))?;
            may_turn(setup, s, pile, card)?;
            automa::step(setup, s, Some(card), &mut events);
        }
        Action::AutomaDone => {
            if !matches!(s.phase, Phase::Resolving(_)) {
                return Err(not_now(setup, s, Attempt::FinishStep));
            }
            automa::finish(setup, s, &mut events);
        }
        Action::AttackPlayed => {
            if s.automa.tokens >= TOKENS {
                return Err(RuleError::OutOfRange(Range::TokensFull));
            }
            s.automa.tokens += 1;
            events.push(Event::TokenGiven {
                tokens: s.automa.tokens,
            });
        }
        Action::Supply { pile, change } => supply_change(setup, s, pile, change, &mut events)?,
        Action::OtherEmptyPile { change } => {
            match change {
                Change::Take if s.supply.other_empty >= MAX_OTHER_EMPTY => {
                    return Err(RuleError::OutOfRange(Range::OtherEmptyFull {
                        max: MAX_OTHER_EMPTY,
                    }));
                }
                Change::Take => s.supply.other_empty += 1,
                Change::PutBack if s.supply.other_empty == 0 => {
                    return Err(RuleError::OutOfRange(Range::NoOtherEmpty));
                }
                Change::PutBack => s.supply.other_empty -= 1,
            }
            events.push(Event::OtherEmptyChanged {
                change,
                empty: s.supply.other_empty,
                by: s.phase_seat(),
            });
        }
        Action::HexBlocked { seat, blocked } => hex_blocked(setup, s, seat, blocked, &mut events)?,
        Action::ReceiveHex { seat } => {
            if !setup.shared_hexes {
                return Err(RuleError::NotNow(NotNow::SharedHexesOff));
            }
            if !matches!(s.phase, Phase::Turn { .. } | Phase::FleetTurns) {
                return Err(not_now(setup, s, Attempt::ReceiveHex));
            }
            if setup.own.hexes {
                return Err(RuleError::Turned(TurnedFault::TableShuffles {
                    pile: PileKind::Hex,
                }));
            }
            automa::receive_hex(s, seat, None, &mut events);
        }
        Action::ReceiveTurnedHex { seat, hex } => {
            if !setup.shared_hexes {
                return Err(RuleError::NotNow(NotNow::SharedHexesOff));
            }
            if !matches!(s.phase, Phase::Turn { .. } | Phase::FleetTurns) {
                return Err(not_now(setup, s, Attempt::ReceiveHex));
            }
            may_turn(setup, s, PileKind::Hex, Card::Hex(hex))?;
            automa::receive_hex(s, seat, Some(hex), &mut events);
        }
        Action::ReturnState { seat } => {
            // R22: returned at the start of that player's own Buy phase.
            let own_turn = match s.phase {
                Phase::Turn { seat: now, .. } => now == seat,
                Phase::FleetTurns => true,
                _ => false,
            };
            if !own_turn {
                return Err(RuleError::NotNow(NotNow::NotOwnTurn {
                    name: setup.name(seat).to_owned(),
                }));
            }
            let Some(state) = s.states[seat.index()].deluded_or_envious else {
                return Err(RuleError::NotNow(NotNow::NothingToReturn {
                    name: setup.name(seat).to_owned(),
                }));
            };
            s.states[seat.index()].deluded_or_envious = None;
            events.push(Event::StateReturned { seat, state });
        }
        Action::FinalPoints { points } => final_points(setup, s, points, &mut events)?,
    }
    Ok(events)
}

/// Whether the table may have turned `card` over from `pile` now: the table shuffles that
/// pile (`Setup::own`), the card is of it, and one is face down (or, the pile being empty, in
/// the discard pile to shuffle into a new one: R13.1, R21).
fn may_turn(setup: &Setup, s: &State, pile: PileKind, card: Card) -> Result<(), RuleError> {
    if !setup.own.holds(pile) {
        return Err(RuleError::Turned(TurnedFault::AppShuffles { pile }));
    }
    if card.pile() != pile {
        return Err(RuleError::Turned(TurnedFault::WrongPile { wanted: pile }));
    }
    if !automa::face_down(s, pile)
        .iter()
        .any(|&(c, n)| c == card && n > 0)
    {
        return Err(RuleError::Turned(TurnedFault::NoneFaceDown { card }));
    }
    Ok(())
}

/// R11, R16: a human turn ends; the end is checked; then the next turn, an extra turn, or the
/// automa's step.
/// Who plays after a turn ends.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Next {
    /// The turn order: the second player, or the automa's step.
    InOrder,
    /// The same player takes an extra turn (Outpost).
    SamePlayer,
    /// This player takes an extra turn (Possession).
    ExtraFor(Seat),
}

fn end_turn(
    setup: &Setup,
    s: &mut State,
    next: Next,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let extra = match (next, s.phase_seat()) {
        (Next::InOrder, _) => None,
        // Outside a turn there is no "same player"; end_turn refuses that below.
        (Next::SamePlayer, seat) => Some(seat.unwrap_or(Seat::First)),
        (Next::ExtraFor(seat), _) => Some(seat),
    };
    let seat = match s.phase {
        Phase::Turn { seat, .. } => seat,
        Phase::FleetTurns if extra.is_none() => {
            events.push(Event::FleetTurnsEnded);
            s.phase = Phase::AutomaDue;
            events.push(Event::AutomaStepDue { round: s.round });
            return Ok(());
        }
        Phase::FleetTurns => {
            return Err(RuleError::NotNow(NotNow::FleetRoundExtraTurn));
        }
        _ => {
            let what = if extra.is_some() {
                Attempt::ExtraTurn
            } else {
                Attempt::EndTurn
            };
            return Err(not_now(setup, s, what));
        }
    };
    events.push(Event::TurnEnded {
        seat,
        round: s.round,
    });
    if let Some(reason) = s.supply.end_condition(setup.colonies) {
        end_or_fleet(setup, s, reason, events);
        return Ok(());
    }
    if let Some(next) = extra {
        s.phase = Phase::Turn {
            seat: next,
            extra: true,
        };
        events.push(Event::TurnStarted {
            seat: next,
            extra: true,
        });
    // After extra turns the order goes on from the last regular turn (R11).
    } else if s.order_seat == Seat::First {
        s.order_seat = Seat::Second;
        s.phase = Phase::Turn {
            seat: Seat::Second,
            extra: false,
        };
        events.push(Event::TurnStarted {
            seat: Seat::Second,
            extra: false,
        });
    } else {
        s.phase = Phase::AutomaDue;
        events.push(Event::AutomaStepDue { round: s.round });
    }
    Ok(())
}

/// R16: the humans keep the Duchy, Province and Colony counts true.
fn supply_change(
    setup: &Setup,
    s: &mut State,
    pile: SupplyPile,
    change: Change,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let at_start = match pile {
        SupplyPile::Duchy => setup.duchies,
        SupplyPile::Province => setup.provinces,
        SupplyPile::Colony if setup.colonies => setup.colonies_at_start(),
        SupplyPile::Colony => {
            return Err(RuleError::NotNow(NotNow::NoColonies));
        }
    };
    let left = s.supply.count(pile);
    if at_start == 0 {
        return Err(RuleError::OutOfRange(Range::NoPile { pile }));
    }
    match change {
        Change::Take if left == 0 => {
            return Err(RuleError::OutOfRange(Range::NoneLeft { pile }));
        }
        Change::Take => *s.supply.count_mut(pile) -= 1,
        Change::PutBack if left + s.automa.count(pile) >= at_start => {
            return Err(RuleError::OutOfRange(Range::AllOut { pile, at_start }));
        }
        Change::PutBack => *s.supply.count_mut(pile) += 1,
    }
    events.push(Event::SupplyChanged {
        pile,
        change,
        left: s.supply.count(pile),
        // During a turn it was that player's purchase; otherwise a correction by the table.
        by: s.phase_seat(),
    });
    Ok(())
}

/// R14: a player who blocked the Hex (Moat, Lighthouse) does not receive it; their States
/// return to what they were before it.
fn hex_blocked(
    setup: &Setup,
    s: &mut State,
    seat: Seat,
    blocked: bool,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Phase::Resolving(Resolving::Hex(mut pending)) = s.phase else {
        return Err(RuleError::NotNow(NotNow::NoHexResolving));
    };
    let i = seat.index();
    if pending.blocked[i] == blocked {
        return Err(RuleError::NotNow(NotNow::AlreadyMarked {
            name: setup.name(seat).to_owned(),
            blocked,
        }));
    }
    pending.blocked[i] = blocked;
    s.phase = Phase::Resolving(Resolving::Hex(pending));
    events.push(Event::HexBlocked { seat, blocked });
    let before = s.states[i];
    let after = if blocked {
        pending.states_before[i]
    } else {
        pending.states_before[i].after_hex(pending.hex)
    };
    automa::set_states(s, seat, before, after, events);
    Ok(())
}

/// R19: each player's points; the app subtracts Miserable / Twice Miserable and scores.
fn final_points(
    setup: &Setup,
    s: &mut State,
    points: [i32; 2],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if s.phase != Phase::Over {
        return Err(RuleError::NotNow(NotNow::NotOver));
    }
    if s.score.is_some() {
        return Err(RuleError::NotNow(NotNow::PointsEntered));
    }
    for seat in Seat::BOTH {
        let p = points[seat.index()];
        if !(-MAX_PLAYER_POINTS..=MAX_PLAYER_POINTS).contains(&p) {
            return Err(RuleError::OutOfRange(Range::Points {
                name: setup.name(seat).to_owned(),
                points: p,
                max: MAX_PLAYER_POINTS,
            }));
        }
    }
    let score = FinalScore::new(points, &s.states, &s.automa);
    s.score = Some(score);
    events.push(Event::Scored {
        humans: score.humans,
        automa: score.automa.total,
        humans_win: score.humans_win,
    });
    Ok(())
}

/// Why an action does not fit the moment, naming what is due instead.
fn not_now(setup: &Setup, s: &State, what: Attempt) -> RuleError {
    let name = |seat| setup.name(seat).to_owned();
    let now = match s.phase {
        Phase::Turn {
            seat: Seat::First, ..
        } => Moment::FirstTurn {
            first: name(Seat::First),
            second: name(Seat::Second),
        },
        Phase::Turn {
            seat: Seat::Second, ..
        } => Moment::SecondTurn {
            second: name(Seat::Second),
        },
        Phase::FleetTurns => Moment::FleetTurns,
        Phase::AutomaDue => Moment::AutomaDue { round: s.round },
        Phase::Resolving(_) => Moment::Resolving,
        Phase::Over => return over(s),
    };
    RuleError::NotNow(NotNow::Moment { what, now })
}

fn over(s: &State) -> RuleError {
    RuleError::NotNow(NotNow::Over {
        scored: s.score.is_some(),
    })
}
