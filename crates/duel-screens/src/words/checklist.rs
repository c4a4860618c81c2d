//! The Duel's setup checklist and kingdom, in the table's words.

use crate::card_names::CardName;
use crate::i18n::{self, t};
use coop_automa_duel::{CurseCard, Kingdom, Setup};

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
            if setup.own_deck {
                own_deck_line(setup)
            } else {
                t!("duel-checklist-curse-deck")
            },
            t!("duel-checklist-life", life = setup.starting_life()),
        ],
        Kingdom::Mixed => {
            let n = coop_automa_duel::curse_pile_size(setup.player_count());
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

/// The table's own Curse Deck: which cards to shuffle face down (D3.1).
fn own_deck_line(setup: &Setup) -> String {
    let players = setup.player_count();
    let n = |card: CurseCard| card.in_deck(players);
    let name = |card: CurseCard| i18n::cards(card.card_id(), usize::from(n(card)));
    t!(
        "duel-checklist-own-deck",
        curse_n = n(CurseCard::Curse),
        curses = name(CurseCard::Curse),
        give_n = n(CurseCard::GiveAndTake),
        gives = name(CurseCard::GiveAndTake),
        contagion_n = n(CurseCard::Contagion),
        contagions = name(CurseCard::Contagion),
        gold_n = n(CurseCard::CursedGold),
        golds = name(CurseCard::CursedGold),
        n = coop_automa_duel::deck_size(players)
    )
}
