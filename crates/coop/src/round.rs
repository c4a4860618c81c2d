//! How a round follows another and how the game ends (R11, R16, R18): shared by the humans'
//! turns and the automa's step.

use super::action::Event;
use super::seat::Seat;
use super::setup::Setup;
use super::supply::EndReason;
use super::table_state::{Phase, State};

/// R16, R18: the end condition is met. Without Fleet the game is over; with Fleet (and not
/// yet in its round) one extra round follows.
pub(crate) fn end_or_fleet(
    setup: &Setup,
    s: &mut State,
    reason: EndReason,
    events: &mut Vec<Event>,
) {
    s.end = Some(reason);
    if setup.fleet && !s.fleet_round {
        s.fleet_round = true;
        s.round = s.round.saturating_add(1);
        s.phase = Phase::FleetTurns;
        events.push(Event::FleetRoundStarted {
            round: s.round,
            reason,
        });
    } else {
        s.phase = Phase::Over;
        events.push(Event::GameOver {
            reason,
            after_fleet: false,
        });
    }
}

/// R18: the automa's step of the Fleet round is done: the game is over, whatever the supply.
pub(crate) fn game_over_after_fleet(s: &mut State, events: &mut Vec<Event>) {
    s.phase = Phase::Over;
    // The reason was set when the Fleet round began.
    let reason = s.end.unwrap_or(EndReason::ProvincesGone);
    events.push(Event::GameOver {
        reason,
        after_fleet: true,
    });
}

/// The next round begins with the starting player (R11).
pub(crate) fn next_round(s: &mut State, events: &mut Vec<Event>) {
    s.round = s.round.saturating_add(1);
    s.phase = Phase::Turn {
        seat: Seat::First,
        extra: false,
    };
    s.order_seat = Seat::First;
    events.push(Event::RoundStarted { round: s.round });
    events.push(Event::TurnStarted {
        seat: Seat::First,
        extra: false,
    });
}
