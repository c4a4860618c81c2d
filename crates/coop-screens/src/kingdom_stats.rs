//! The results grouped per kingdom: games, wins, the counts played at and the ladder's advice.

use coop_automa_coop::CoopResult;
use coop_automa_coop::{Advice, Kingdom, Played, advise};
use std::collections::BTreeMap;

/// One kingdom's record.
pub struct KingdomStats {
    pub name: String,
    pub games: usize,
    pub wins: usize,
    /// "12/4" for each count played, easiest first.
    pub counts: Vec<String>,
    pub advice: Option<Advice>,
}

/// Groups the results by kingdom, in the seed's order, custom kingdoms last.
pub fn stats(records: &[CoopResult]) -> Vec<KingdomStats> {
    let mut by_name: BTreeMap<String, Vec<&CoopResult>> = BTreeMap::new();
    for r in records {
        by_name
            .entry(r.kingdom_name().to_owned())
            .or_default()
            .push(r);
    }
    let mut list: Vec<KingdomStats> = by_name
        .into_iter()
        .map(|(name, rs)| {
            let mut steps: Vec<_> = rs.iter().map(|r| r.step()).collect();
            coop_automa_engine::sort::sort_by_key(&mut steps, |s| s.level());
            steps.dedup();
            let played: Vec<Played> = rs.iter().map(|r| r.played()).collect();
            KingdomStats {
                games: rs.len(),
                wins: rs.iter().filter(|r| r.humans_win).count(),
                counts: steps
                    .iter()
                    .map(|s| format!("{}/{}", s.provinces, s.duchies))
                    .collect(),
                // A custom kingdom can be any ten cards: no ladder across them.
                advice: if name == "Custom" {
                    None
                } else {
                    advise(&played)
                },
                name,
            }
        })
        .collect();
    coop_automa_engine::sort::sort_by_key(&mut list, |k| Kingdom::seed_order(&k.name));
    list
}
