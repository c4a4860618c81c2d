//! The pyramid's nouns in the table's language: cards (in the language the cards are printed
//! in), levels, rows, the reasons the AI scores, verdicts.

use crate::i18n::{self, t};
use coop_automa_pyramid::{Bought, Card, Instability, Level, Reaction, Row, Setup, Verdict};

/// A card as the table names it: a printed card in the cards' language; the Attack card by
/// the name the table typed (`attack`), else "Attack card" in the table's language.
pub(crate) fn named(card: Card, attack: Option<&str>, count: usize) -> String {
    match (pyramid_card_id(card), attack) {
        (Some(id), _) => i18n::cards(id, count),
        (None, Some(name)) if !name.trim().is_empty() => name.trim().to_owned(),
        (None, _) => t!("pyramid-attack-card", count = count),
    }
}

/// A card's name at this table: "Duchy", "Ducado", the Attack card as typed.
pub fn card_name(setup: &Setup, card: Card) -> String {
    named(card, setup.attack_name(), 1)
}

/// The name for `count` of a card: "Duchies", "Ducados".
pub fn card_names(setup: &Setup, card: Card, count: usize) -> String {
    named(card, setup.attack_name(), count)
}

/// A printed card's name (an Attack card as "Attack card").
pub(crate) fn printed(card: Card) -> String {
    named(card, None, 1)
}

/// A printed card's plural name: "Colonies".
pub(crate) fn printed_plural(card: Card) -> String {
    named(card, None, 2)
}

/// "a Duchy", "an Estate" in English; the bare name where the language puts no article.
pub(crate) fn a_card(name: &str) -> String {
    let vowel = if name.starts_with(|c: char| "AEIOUaeiou".contains(c)) {
        "yes"
    } else {
        "no"
    };
    t!("pyramid-a-card", card = name, vowel = vowel)
}

/// The Curse's name, as printed.
pub(crate) fn curse() -> String {
    printed(Card::Curse)
}

/// The Estate's name, as printed.
pub(crate) fn estate() -> String {
    printed(Card::Estate)
}

/// A level's name: "Normal".
pub fn level_words(level: Level) -> String {
    match level {
        Level::Easy => t!("pyramid-level-easy"),
        Level::Normal => t!("pyramid-level-normal"),
        Level::Advanced => t!("pyramid-level-advanced"),
        Level::Expert => t!("pyramid-level-expert"),
        Level::Master => t!("pyramid-level-master"),
    }
}

/// "the bottom row", "the middle row", "the top".
pub fn row_words(row: Row) -> String {
    match row {
        Row::Bottom => t!("pyramid-row-bottom"),
        Row::Middle => t!("pyramid-row-middle"),
        Row::Top => t!("pyramid-row-top"),
    }
}

/// What was bought: "Gold", "Victory kingdom card", "Duchy", "cursed Estate".
pub fn bought_words(bought: Bought) -> String {
    match bought {
        Bought::Gold => i18n::card("card-gold"),
        Bought::Platinum => i18n::card("card-platinum"),
        Bought::VictoryKingdom => t!("pyramid-victory-kingdom"),
        Bought::Pyramid(card) => printed(card),
        Bought::CurseEstate => t!("pyramid-cursed-estate", estate = estate()),
    }
}

/// Why the AI scores: "the 4th Action card this turn", "the Province bought".
pub fn why_words(why: Reaction) -> String {
    match why {
        Reaction::SevenCards => t!("pyramid-why-seven"),
        Reaction::FourthAction => t!("pyramid-why-fourth"),
        Reaction::Buy(b) => t!("pyramid-why-buy", card = bought_words(b)),
    }
}

/// Why the pyramid is unstable (P9).
pub fn instability_words(why: Instability) -> String {
    match why {
        Instability::NoBottomCard => t!("pyramid-unstable-no-bottom"),
        Instability::TopNotVp => t!("pyramid-unstable-top"),
        Instability::NotConnected => t!("pyramid-unstable-apart"),
    }
}

/// The verdict at a level (P28): "level 2 victory"; level 4 at Expert is a perfect game.
pub fn verdict_words(verdict: Verdict, level: Level) -> String {
    match verdict {
        Verdict::Victory(4) if level == Level::Expert => t!("pyramid-verdict-perfect"),
        Verdict::Victory(n) => t!("pyramid-verdict-victory", level = n),
        Verdict::Loss => t!("pyramid-verdict-loss"),
        Verdict::LossNoBuy => t!("pyramid-verdict-loss-no-buy"),
    }
}

/// The verdict in large type: "WIN (level 2)", "LOSS".
pub fn verdict_title(verdict: Verdict) -> String {
    match verdict {
        Verdict::Victory(n) => t!("pyramid-verdict-title-win", level = n),
        Verdict::Loss | Verdict::LossNoBuy => t!("pyramid-verdict-title-loss"),
    }
}

/// A cost in coins: "$7".
pub fn cost_words(cost: u8) -> String {
    t!("pyramid-cost", cost = cost)
}

/// The pyramid's cards; its Attack card is named by the setup, not here (`None`).
fn pyramid_card_id(card: Card) -> Option<&'static str> {
    match card {
        Card::Estate => Some("card-estate"),
        Card::Duchy => Some("card-duchy"),
        Card::Province => Some("card-province"),
        Card::Colony => Some("card-colony"),
        Card::Curse => Some("card-curse"),
        Card::Attack => None,
    }
}
