//! The balance report the coop's author asks the tables for (seed 000, section 6): per
//! kingdom, each Province/Duchy count played, how often it was won and lost, both sides'
//! scores, and the kingdom's balance point (a win and, one step harder, a loss), pooled over
//! every table's results. Data only: the app words it, on screen, as BBCode and as CSV.

use super::kingdom::Kingdom;
use super::ladder::{Played, Step, balance_point};
use super::record::CoopResult;
use crate::engine::Cell;
use std::collections::{BTreeMap, BTreeSet};

/// One count played of one kingdom.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountPlayed {
    pub step: Step,
    pub wins: usize,
    pub losses: usize,
    /// Each game's scores, oldest first: (the players' total, the automa's).
    pub scores: Vec<(i32, i32)>,
}

/// One kingdom's part of the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KingdomBalance {
    /// The recommended kingdom's name, or "Custom".
    pub kingdom: String,
    /// Each count played, easiest first (a count outside the ladder last).
    pub counts: Vec<CountPlayed>,
    /// The hardest count won whose next count harder was lost, and that count; `None` until
    /// both are played, and for custom kingdoms (any ten cards: no one ladder across them).
    pub balance: Option<(Step, Step)>,
}

/// The whole report.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct BalanceReport {
    /// In the seed's order of the kingdoms, custom kingdoms last.
    pub kingdoms: Vec<KingdomBalance>,
    pub games: usize,
    /// The tables the results came from (this table's own counts as one).
    pub tables: usize,
}

/// The report of `records`, whichever tables they came from (this table's own, naming none,
/// are `here`'s).
pub fn balance_report(records: &[&CoopResult], here: &str) -> BalanceReport {
    let mut by_kingdom: BTreeMap<&str, Vec<&CoopResult>> = BTreeMap::new();
    for r in records {
        by_kingdom.entry(r.kingdom_name()).or_default().push(r);
    }
    let mut kingdoms: Vec<KingdomBalance> = by_kingdom
        .into_iter()
        .map(|(name, mut games)| {
            coop_automa_engine::sort::sort_by_key(&mut games, |r| r.date);
            let mut counts: BTreeMap<(u8, u8, u8), CountPlayed> = BTreeMap::new();
            for r in &games {
                let step = r.step();
                // The ladder's order; a count outside it after every rung, by its figures.
                let key = (
                    step.level().unwrap_or(u8::MAX),
                    step.provinces,
                    step.duchies,
                );
                let count = counts.entry(key).or_insert(CountPlayed {
                    step,
                    wins: 0,
                    losses: 0,
                    scores: Vec::new(),
                });
                if r.humans_win {
                    count.wins += 1;
                } else {
                    count.losses += 1;
                }
                count.scores.push((r.humans_score, r.automa_score));
            }
            let played: Vec<Played> = games.iter().map(|r| r.played()).collect();
            KingdomBalance {
                kingdom: name.to_owned(),
                counts: counts.into_values().collect(),
                balance: if name == "Custom" {
                    None
                } else {
                    balance_point(&played)
                },
            }
        })
        .collect();
    coop_automa_engine::sort::sort_by_key(&mut kingdoms, |k| Kingdom::seed_order(&k.kingdom));
    let tables: BTreeSet<&str> = records
        .iter()
        .map(|r| if r.table.is_empty() { here } else { &r.table })
        .collect();
    BalanceReport {
        kingdoms,
        games: records.len(),
        tables: tables.len(),
    }
}

impl BalanceReport {
    /// The CSV export's columns (docs/results-csv.md): one row per kingdom and count, the
    /// kingdom's balance point on each of its rows.
    pub const CSV_COLUMNS: &'static [&'static str] = &[
        "kingdom",
        "provinces",
        "duchies",
        "games",
        "won",
        "lost",
        "players_scores",
        "automa_scores",
        "balance_won_provinces",
        "balance_won_duchies",
        "balance_lost_provinces",
        "balance_lost_duchies",
    ];

    /// The rows under `CSV_COLUMNS`: scores oldest first, space-separated.
    pub fn csv_rows(&self) -> Vec<Vec<Cell>> {
        let joined = |scores: &[(i32, i32)], side: fn(&(i32, i32)) -> i32| {
            let figures: Vec<String> = scores.iter().map(|s| side(s).to_string()).collect();
            Cell::Plain(figures.join(" "))
        };
        let mut rows = Vec::new();
        for k in &self.kingdoms {
            let balance = match k.balance {
                Some((won, lost)) => [won.provinces, won.duchies, lost.provinces, lost.duchies]
                    .map(|n| Cell::Number(n.into())),
                None => [Cell::Empty, Cell::Empty, Cell::Empty, Cell::Empty],
            };
            for c in &k.counts {
                let mut row = vec![
                    Cell::Plain(k.kingdom.clone()),
                    Cell::Number(c.step.provinces.into()),
                    Cell::Number(c.step.duchies.into()),
                    Cell::Number((c.wins + c.losses) as i64),
                    Cell::Number(c.wins as i64),
                    Cell::Number(c.losses as i64),
                    joined(&c.scores, |s| s.0),
                    joined(&c.scores, |s| s.1),
                ];
                row.extend(balance.iter().cloned());
                rows.push(row);
            }
        }
        rows
    }
}
