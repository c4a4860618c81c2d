//! The difficulty ladder: every Province/Duchy count R8 allows, from easiest to hardest, and
//! what a kingdom's results say to play next (the seed asks players to find the counts where
//! they win and, one step harder, lose).
//!
//! Harder means more cards in the supply: the automa takes one every other round whatever the
//! counts, so a longer supply is a longer game for it, and the seed gives its strongest
//! kingdoms the most (12 Provinces and 9 Duchies) and its weakest the fewest (7 and 0).

use super::counts::check_counts;
use serde::{Deserialize, Serialize};

/// One rung: Provinces and Duchies in the supply at setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Step {
    pub provinces: u8,
    pub duchies: u8,
}

impl Step {
    /// Its place from easiest (0) to hardest (19); `None` outside R8.
    pub fn level(self) -> Option<u8> {
        check_counts(self.provinces, self.duchies).ok()?;
        Some(if self.provinces < 12 {
            self.provinces - 3
        } else {
            9 + self.duchies
        })
    }

    /// The step at a level (0..=19).
    pub fn at_level(level: u8) -> Option<Step> {
        match level {
            0..=8 => Some(Step {
                provinces: level + 3,
                duchies: 0,
            }),
            9..=19 => Some(Step {
                provinces: 12,
                duchies: level - 9,
            }),
            _ => None,
        }
    }

    /// One step harder: one more Duchy; below 12 Provinces, one more Province. `None` at the top.
    pub fn harder(self) -> Option<Step> {
        Step::at_level(self.level()?.checked_add(1)?)
    }

    /// One step easier: one Duchy fewer; with no Duchies, one Province fewer. `None` at the bottom.
    pub fn easier(self) -> Option<Step> {
        Step::at_level(self.level()?.checked_sub(1)?)
    }
}

/// One finished game of a kingdom, as the ladder needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    pub step: Step,
    pub humans_win: bool,
    /// When it was played (any increasing number, e.g. seconds since 1970).
    pub when: i64,
}

/// What the ladder says about one kingdom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Advice {
    /// The counts to play next: one step harder after a win, easier after a loss.
    pub next: Step,
    /// Why, in a few words.
    pub because_win: bool,
    /// A win and, one step harder, a loss: the kingdom's balance point (win step, loss step).
    pub balance: Option<(Step, Step)>,
}

/// Advice from a kingdom's results; `None` without any (or with none inside R8).
pub fn advise(results: &[Played]) -> Option<Advice> {
    let latest = results
        .iter()
        .filter(|r| r.step.level().is_some())
        .max_by_key(|r| r.when)?;
    let next = if latest.humans_win {
        latest.step.harder().unwrap_or(latest.step)
    } else {
        latest.step.easier().unwrap_or(latest.step)
    };
    Some(Advice {
        next,
        because_win: latest.humans_win,
        balance: balance_point(results),
    })
}

/// The hardest step won whose next step harder was lost.
pub fn balance_point(results: &[Played]) -> Option<(Step, Step)> {
    results
        .iter()
        .filter(|r| r.humans_win)
        .filter_map(|win| {
            let harder = win.step.harder()?;
            results
                .iter()
                .any(|r| !r.humans_win && r.step == harder)
                .then_some((win.step, harder))
        })
        .max_by_key(|(win, _)| win.level())
}
