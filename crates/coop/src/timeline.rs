//! The game as it went, round by round, read from its history: the automa's score after each
//! round, and the moments it took a card or received a token (for the score plot).

use super::action::Event;
use super::score::AutomaScore;
use super::supply::{AutomaHoldings, SupplyPile};

/// The automa's score and tokens at the end of one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundScore {
    pub round: u32,
    pub score: i32,
    pub tokens: u8,
}

/// Something the automa gained, and in which round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gain {
    Card(SupplyPile),
    Token,
}

/// The automa's score round by round and what it gained when.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Timeline {
    pub rounds: Vec<RoundScore>,
    pub gains: Vec<(u32, Gain)>,
}

/// The automa's score after every round so far (the current one last), and its gains.
/// Read from the game's events in order and the automa's holdings now.
pub(crate) fn of<'a>(events: impl Iterator<Item = &'a Event>, now: &AutomaHoldings) -> Timeline {
    let mut t = Timeline::default();
    let mut held = AutomaHoldings::default();
    let mut round = 1;
    for event in events {
        match *event {
            Event::AutomaTook { pile, .. } => {
                *held.count_mut(pile) += 1;
                t.gains.push((round, Gain::Card(pile)));
            }
            Event::TokenGiven { tokens } => {
                held.tokens = tokens;
                t.gains.push((round, Gain::Token));
            }
            Event::RoundStarted { round: next } | Event::FleetRoundStarted { round: next, .. } => {
                push_round(&mut t, round, &held);
                round = next;
            }
            _ => {}
        }
    }
    push_round(&mut t, round, now);
    t
}

fn push_round(t: &mut Timeline, round: u32, held: &AutomaHoldings) {
    t.rounds.push(RoundScore {
        round,
        score: AutomaScore::of(held).total,
        tokens: held.tokens,
    });
}
