//! Random play for benchmarks and tests: a legal action picked from a generator, weighted
//! like a table's (a few reactions and buys per turn, an empty pile now and then), so random
//! games end the way real ones do. Deterministic for a given generator.

use super::action::{Action, Buy, CurseChange, CurseTo, ReshuffleChoice};
use super::cards::Card;
use super::game::PyramidGame;
use super::place::{Place, Row};
use super::score::FinalEntries;
use super::state::{Adjustment, Ending, Phase};
use crate::engine::GameRng;
use crate::game::PyramidSession;

/// A legal next action, or `None` when the game accepts none but undo (lost with no buy
/// possible). A scored game still accepts new final counts.
pub fn random_action(game: &PyramidGame, rng: &mut GameRng) -> Option<Action> {
    let action = table_action(game, rng)?;
    Some(told_first(game, action, rng))
}

/// The table's own deck: while it is dealt, the card dealt; an action that takes a card not
/// yet told is preceded by the card the table turns over (any kind still face down, each as
/// often as its cards lie there, as a real shuffle gives).
fn told_first(game: &PyramidGame, action: Action, rng: &mut GameRng) -> Action {
    let Some(face_down) = game.face_down() else {
        return action;
    };
    let deal = game.to_deal().is_some();
    if !deal && game.clone().apply(action) != Err(super::error::PyramidError::NeedTurned) {
        return action;
    }
    let mut i = rng.below(face_down.iter().map(|(_, n)| n).sum::<usize>().max(1));
    for (card, n) in face_down {
        if i < n {
            return Action::Turned { card };
        }
        i -= n;
    }
    action
}

fn table_action(game: &PyramidGame, rng: &mut GameRng) -> Option<Action> {
    match game.phase() {
        Phase::Over => match game.ending() {
            Some(Ending::NoBuyPossible) | None => None,
            Some(Ending::EndOfTurn { .. }) => Some(Action::Final(final_entries(game, rng))),
        },
        _ if game.owed().0 > 0 => {
            pick(rng, &game.choosable()).map(|place| Action::ScoreFrom { place })
        }
        Phase::BeforeFirstTurn => Some(before_first_turn(game, rng)),
        Phase::BetweenTurns => Some(match rng.below(10) {
            0 => reshuffle(game, rng),
            _ => Action::StartTurn {
                outpost: rng.below(12) == 0,
            },
        }),
        Phase::Turn => Some(in_turn(game, rng)),
    }
}

fn pick<T: Copy>(rng: &mut GameRng, items: &[T]) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.below(items.len())])
}

fn before_first_turn(game: &PyramidGame, rng: &mut GameRng) -> Action {
    if game.adjustment() != Adjustment::None || rng.below(3) != 0 {
        return Action::StartTurn { outpost: false };
    }
    let a = Place::ALL[rng.below(6)];
    let b = Place::ALL[(a.index() + 1 + rng.below(5)) % 6];
    match rng.below(3) {
        0 => Action::Swap { a, b },
        1 => Action::Redraw {
            first: a,
            second: None,
        },
        _ => Action::Redraw {
            first: a,
            second: Some(b),
        },
    }
}

fn reshuffle(game: &PyramidGame, rng: &mut GameRng) -> Action {
    let choice = if game.curses_left() > 0 && rng.below(2) == 0 {
        ReshuffleChoice::TakeCurse
    } else {
        ReshuffleChoice::AiScores
    };
    Action::Reshuffle { choice }
}

fn places_where(game: &PyramidGame, keep: impl Fn(Place, Option<Card>) -> bool) -> Vec<Place> {
    Place::ALL
        .into_iter()
        .filter(|&p| keep(p, game.card_at(p)))
        .collect()
}

fn in_turn(game: &PyramidGame, rng: &mut GameRng) -> Action {
    let marks = game.turn_marks();
    // About one turn in ten at the table ends with End turn after a few entries; the empty
    // piles grow slowly, so random games end by P23 or P24 after 15-40 turns.
    for _ in 0..8 {
        let candidate = match rng.below(40) {
            0..=2 if !marks.outpost && !marks.seven_cards => Some(Action::SevenCards),
            3..=4 if !marks.outpost && !marks.fourth_action => Some(Action::FourthAction),
            5..=6 => Some(reshuffle(game, rng)),
            7..=14 => buy(game, rng),
            15 => pick(
                rng,
                &places_where(game, |p, c| {
                    p.row() == Row::Bottom && c.is_some_and(Card::is_vp)
                }),
            )
            .map(|place| Action::Gain { place }),
            16 if game.curses_left() > 0 => {
                let empty = places_where(game, |_, c| c.is_none());
                match pick(rng, &empty) {
                    Some(p) if rng.below(2) == 0 => Some(Action::GiveCurse {
                        to: CurseTo::Place(p),
                    }),
                    _ => Some(Action::GiveCurse { to: CurseTo::Trash }),
                }
            }
            17 if game.top_bonus_available() => top_bonus(game, rng),
            18 if game.curses_left() > 0 && rng.below(4) == 0 => Some(Action::CorrectCurses {
                change: CurseChange::Left,
            }),
            19 if game.curses_with_player() > 0 && game.curses_left() < 5 && rng.below(4) == 0 => {
                Some(Action::CorrectCurses {
                    change: CurseChange::Returned,
                })
            }
            20 if rng.below(400) == 0 => Some(Action::NoBuyPossible),
            21..=27 => Some(Action::EndTurn {
                empty_piles: empty_piles(game, rng),
            }),
            _ => None,
        };
        if let Some(action) = candidate {
            return action;
        }
    }
    Action::EndTurn {
        empty_piles: empty_piles(game, rng),
    }
}

/// The empty piles a table would report: none early, a few late.
fn empty_piles(game: &PyramidGame, rng: &mut GameRng) -> u8 {
    let turn = game.turn() as usize;
    rng.below(1 + turn / 10).min(20) as u8
}

/// A buy that respects the P19 order: no dearer than the last one of the turn.
fn buy(game: &PyramidGame, rng: &mut GameRng) -> Option<Action> {
    let limit = game.turn_marks().last_buy.map_or(u8::MAX, |(_, cost)| cost);
    let overpay = if rng.below(4) == 0 {
        rng.below(6) as u8
    } else {
        0
    };
    let candidate = match rng.below(6) {
        0 => Buy::Gold { overpay },
        1 => Buy::Platinum { overpay },
        2 => Buy::VictoryKingdom {
            cost: 2 + rng.below(5) as u8,
            overpay,
        },
        3 => Buy::CurseEstate {
            place: pick(
                rng,
                &places_where(game, |p, c| {
                    p.row() == Row::Bottom && c == Some(Card::Estate)
                }),
            )?,
        },
        _ => Buy::Pyramid {
            place: pick(rng, &places_where(game, |_, c| c.is_some_and(Card::is_vp)))?,
        },
    };
    let cost = match candidate {
        Buy::Gold { .. } => 6,
        Buy::Platinum { .. } => 9,
        Buy::VictoryKingdom { cost, .. } => cost,
        Buy::CurseEstate { .. } => 0,
        Buy::Pyramid { place } => game.cost_at(place)?,
    };
    (cost <= limit).then_some(Action::Buy(candidate))
}

fn top_bonus(game: &PyramidGame, rng: &mut GameRng) -> Option<Action> {
    let vp = places_where(game, |_, c| c.is_some_and(Card::is_vp));
    let from = pick(rng, &vp)?;
    if rng.below(2) == 0 {
        let to = pick(rng, &places_where(game, |_, c| c.is_none()))?;
        Some(Action::TopBonusMove { from, to })
    } else {
        let b = pick(rng, &vp)?;
        (b != from).then_some(Action::TopBonusSwap { a: from, b })
    }
}

/// Counts within their ranges (P27).
fn final_entries(game: &PyramidGame, rng: &mut GameRng) -> FinalEntries {
    let max_curses = 5 - usize::from(game.curses_left());
    FinalEntries {
        kingdom_vp: rng.below(30) as u16,
        player_vp: rng.below(80) as u16,
        curses: rng.below(max_curses + 1) as u16,
        coppers: rng.below(13) as u16,
        single_trasher: rng.below(2) == 0,
        shelters: rng.below(4) as u16,
        no_trasher: rng.below(2) == 0,
        ruins: rng.below(3) as u16,
        full_piles: rng.below(4) as u16,
    }
}
