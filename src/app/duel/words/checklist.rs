//! The Duel's setup checklist and kingdom, in the table's words.

use super::super::super::card_names::CardName;
use super::super::super::i18n::t;
use crate::modes::duel::{CurseCard, Kingdom, Setup};

/// The setup checklist (D1.3, D9.1), or the mixed game's (D1.4).
pub fn checklist_words(setup: &Setup) -> Vec<String> {
    match setup.kingdom {
        Kingdom::DuelOnly => vec![
            t!(
                "duel-checklist-piles",
                contagion = CurseCard::Contagion.card_name(),
                gold = CurseCard::CursedGold.card_name()
            ),
            t!("duel-checklist-war-trophy", n = setup.war_trophy_pile()),
            t!("duel-checklist-warriors"),
            t!("duel-checklist-more-piles"),
            t!("duel-checklist-curse-deck"),
            t!("duel-checklist-life", life = setup.starting_life()),
        ],
        Kingdom::Mixed => {
            let n = crate::modes::duel::curse_pile_size(setup.player_count());
            vec![
                t!(
                    "duel-checklist-curse-pile",
                    n = n,
                    curses = CurseCard::Curse.card_names(usize::from(n))
                ),
                t!("duel-checklist-mixed"),
            ]
        }
    }
}

/// The kind of kingdom, short: "Duel-only", "mixed".
pub fn kingdom_words(kingdom: Kingdom) -> String {
    match kingdom {
        Kingdom::DuelOnly => t!("duel-kingdom-duel-only"),
        Kingdom::Mixed => t!("duel-kingdom-mixed"),
    }
}
