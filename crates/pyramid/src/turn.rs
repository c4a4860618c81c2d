//! The turn's frame (P8): Start turn with the stability check, cascade and refill (P9, P10);
//! End turn with the end checks (P23, P24); No buy possible (P25).

use super::action::Event;
use super::error::PyramidError;
use super::state::{Ending, Phase, State, TurnMarks};

/// Most empty supply piles a player may enter, the Curse pile apart (P23).
pub const MAX_EMPTY_PILES: u8 = 20;

/// P8 step 1: the player has drawn; the pyramid is checked once and, if unstable, cascades
/// and refills once, with no second check (P9, P10).
pub(crate) fn start_turn(
    s: &mut State,
    outpost: bool,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    if s.phase == Phase::Turn {
        return Err(PyramidError::TurnUnderWay { turn: s.turn });
    }
    s.turn = s.turn.saturating_add(1);
    s.phase = Phase::Turn;
    s.marks = TurnMarks {
        outpost,
        ..TurnMarks::default()
    };
    events.push(Event::TurnStarted {
        turn: s.turn,
        outpost,
    });
    if s.turn == 1 {
        super::own_deck::attacks_in(s, events)?;
    }
    let Some(why) = s.pyramid.instability() else {
        events.push(Event::Stable);
        return Ok(());
    };
    events.push(Event::Unstable { why });
    events.extend(s.pyramid.cascade().into_iter().map(Event::Fell));
    for (place, card) in super::own_deck::refill(s)? {
        events.push(Event::Refilled { place, card });
    }
    let empty = 6 - s.pyramid.len();
    if empty > 0 {
        events.push(Event::DeckRanOut {
            empty_places: empty as u8,
        });
    }
    Ok(())
}

/// P8 step 4: cleanup. The table's empty piles plus the Curse pile when empty: 3 or more
/// end the game (P23); so does an empty pyramid with an empty deck (P24).
pub(crate) fn end_turn(
    s: &mut State,
    empty_piles: u8,
    events: &mut Vec<Event>,
) -> Result<(), PyramidError> {
    if s.phase != Phase::Turn {
        return Err(PyramidError::NoTurn);
    }
    if empty_piles > MAX_EMPTY_PILES {
        return Err(PyramidError::EmptyPiles {
            piles: empty_piles,
            max: MAX_EMPTY_PILES,
        });
    }
    let empty = empty_piles + u8::from(s.curses == 0);
    events.push(Event::TurnEnded {
        turn: s.turn,
        empty_piles: empty,
    });
    // The top bonus and the turn's marks lapse here (P18, P19).
    s.marks = TurnMarks::default();
    let by_piles = empty >= 3;
    let by_pyramid = s.pyramid.is_empty() && super::own_deck::left_in_deck(s).next().is_none();
    if by_piles || by_pyramid {
        let ending = Ending::EndOfTurn {
            empty_piles: empty,
            by_piles,
            by_pyramid,
        };
        s.ending = Some(ending);
        s.phase = Phase::Over;
        events.push(Event::GameOver { ending });
    } else {
        s.phase = Phase::BetweenTurns;
    }
    Ok(())
}

/// P25: the player cannot buy: lost at once, unscored.
pub(crate) fn no_buy_possible(s: &mut State, events: &mut Vec<Event>) -> Result<(), PyramidError> {
    if s.phase != Phase::Turn {
        return Err(PyramidError::NoBuyOutsideTurn);
    }
    s.marks = TurnMarks::default();
    s.ending = Some(Ending::NoBuyPossible);
    s.phase = Phase::Over;
    events.push(Event::GameOver {
        ending: Ending::NoBuyPossible,
    });
    Ok(())
}
