//! The 15 playtested kingdoms of the seed, section 5 (R7), loaded from `assets/kingdoms.ron`.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// One kingdom card as the table sets it out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KingdomCard {
    /// The card's name.
    pub name: String,
    /// The cost as printed, e.g. "$2+" for an overpay card.
    pub cost: String,
    /// An Attack: playing it gives the automa a token (R15).
    pub attack: bool,
    /// It can block an Attack or a Hex (e.g. Moat, R14).
    pub blocks_attacks: bool,
}

/// A playtested kingdom with the counts that set its difficulty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kingdom {
    /// The kingdom's name, e.g. "First Game".
    pub name: String,
    /// The sets (and editions) its cards come from.
    pub sets: Vec<String>,
    /// The ten cards, sorted by cost then name.
    pub cards: Vec<KingdomCard>,
    /// Provinces in the supply.
    pub provinces: u8,
    /// Duchies in the supply.
    pub duchies: u8,
    /// What the table sets up differently from the base rules (worded by the app).
    pub notes: Vec<KingdomNote>,
}

/// A setup note of a playtested kingdom, as data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum KingdomNote {
    /// Only 8 of each of these Victory cards, as in a two-player game. `base_rules_only`: the
    /// seed leaves this out and the base rules ask for it.
    OnlyEight {
        cards: Vec<String>,
        base_rules_only: bool,
    },
    /// The Duchy pile starts empty and counts as an empty supply pile from the first turn (R9).
    NoDuchies,
}

#[derive(Deserialize)]
struct KingdomFile {
    kingdoms: Vec<Kingdom>,
}

const KINGDOMS_RON: &str = include_str!("../../../assets/kingdoms.ron");

/// Parses a kingdom file; an error names what is wrong.
pub fn parse_kingdoms(source: &str) -> Result<Vec<Kingdom>, String> {
    let file: KingdomFile =
        coop_automa_ron::from_str(source).map_err(|e| format!("kingdoms.ron: {e}"))?;
    for k in &file.kingdoms {
        if k.cards.len() != 10 {
            return Err(format!(
                "kingdoms.ron: {}: {} cards listed, not 10",
                k.name,
                k.cards.len()
            ));
        }
        super::counts::check_counts(k.provinces, k.duchies)
            .map_err(|e| format!("kingdoms.ron: {}: {e:?}", k.name))?;
    }
    Ok(file.kingdoms)
}

impl Kingdom {
    /// A kingdom's place in the seed's list (a custom one's after all of them): the order
    /// results are shown in.
    pub fn seed_order(name: &str) -> usize {
        Kingdom::recommended()
            .iter()
            .position(|k| k.name == name)
            .unwrap_or(usize::MAX)
    }

    /// The playtested kingdoms in the seed's order. Parsed once; a test proves the file is good.
    pub fn recommended() -> &'static [Kingdom] {
        static KINGDOMS: OnceLock<Vec<Kingdom>> = OnceLock::new();
        KINGDOMS.get_or_init(|| {
            parse_kingdoms(KINGDOMS_RON).unwrap_or_else(|e| {
                eprintln!("coop-automa: {e}");
                Vec::new()
            })
        })
    }

    /// A recommended kingdom by name.
    pub fn find(name: &str) -> Option<&'static Kingdom> {
        Kingdom::recommended().iter().find(|k| k.name == name)
    }

    /// Whether any of its cards is an Attack (R15).
    pub fn has_attacks(&self) -> bool {
        self.cards.iter().any(|c| c.attack)
    }
}

#[cfg(test)]
mod tests {
    use super::{KINGDOMS_RON, Kingdom};

    /// The embedded kingdoms read by the engine's reader are what RON's own reads.
    #[test]
    fn the_kingdoms_read_as_rons_reader_reads_them() {
        #[derive(serde::Deserialize)]
        struct File {
            kingdoms: Vec<Kingdom>,
        }
        let rons: File = ron::from_str(KINGDOMS_RON).unwrap();
        let ours = super::parse_kingdoms(KINGDOMS_RON).unwrap();
        assert!(ours.len() > 10, "{}", ours.len());
        assert_eq!(ours, rons.kingdoms);
    }
}
