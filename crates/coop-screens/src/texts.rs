//! The coop's longer texts from the catalog: the playtested kingdoms (their names, sets,
//! cards and setup notes) and our own wording of each Hex and State, card names in the
//! language of the table's cards.

use crate::card_names::CardName;
use crate::i18n::FluentArgs;
use crate::i18n::{self, t};
use coop_automa_coop::{Hex, Kingdom, KingdomNote, StateCard, SupplyPile};

/// A set's name as its box is named, in the table's language (its English name is its key
/// in `assets/kingdoms.ron`).
pub fn set_name(key: &str) -> String {
    match key {
        "Dominion (first edition)" => t!("coop-set-dominion-1"),
        "Dominion (second edition)" => t!("coop-set-dominion-2"),
        "Intrigue (first edition)" => t!("coop-set-intrigue-1"),
        "Guilds (first edition)" => t!("coop-set-guilds-1"),
        other => other.to_owned(),
    }
}

/// A playtested kingdom's name in the table's language (its English name is its key in
/// `assets/kingdoms.ron`, the saves and the results).
pub fn kingdom_name(key: &str) -> String {
    match key {
        "First Game" => t!("coop-kingdom-first-game"),
        "Size Distortion" => t!("coop-kingdom-size-distortion"),
        "Deck Top" => t!("coop-kingdom-deck-top"),
        "Sleight of Hand" => t!("coop-kingdom-sleight-of-hand"),
        "Improvements" => t!("coop-kingdom-improvements"),
        "Silver & Gold" => t!("coop-kingdom-silver-and-gold"),
        "Victory Dance" => t!("coop-kingdom-victory-dance"),
        "The Plot Thickens" => t!("coop-kingdom-the-plot-thickens"),
        "Best Wishes" => t!("coop-kingdom-best-wishes"),
        "Arts and Crafts" => t!("coop-kingdom-arts-and-crafts"),
        "Clean Living" => t!("coop-kingdom-clean-living"),
        "Gilding the Lily" => t!("coop-kingdom-gilding-the-lily"),
        "Name That Card" => t!("coop-kingdom-name-that-card"),
        "Tricks of the Trade" => t!("coop-kingdom-tricks-of-the-trade"),
        "Decisions, Decisions" => t!("coop-kingdom-decisions-decisions"),
        other => other.to_owned(),
    }
}

/// "8 Gardens": a kingdom card counted, named as printed.
fn eight(name: &str) -> String {
    let id = kingdom_card_id(name).unwrap_or_default();
    t!("coop-count-cards", n = 8, card = i18n::cards(id, 8))
}

/// A recommended kingdom's setup notes, in the table's language (`assets/kingdoms.ron` says
/// which note applies, as data; the words are the catalog's).
pub fn kingdom_notes(kingdom: &Kingdom) -> Vec<String> {
    kingdom
        .notes
        .iter()
        .map(|note| match note {
            KingdomNote::OnlyEight {
                cards,
                base_rules_only,
            } => {
                let cards: Vec<String> = cards.iter().map(|n| eight(n)).collect();
                let cards = i18n::and_list(&cards);
                if *base_rules_only {
                    t!("coop-note-only-8-base-rules", cards = cards)
                } else {
                    t!("coop-note-only-8", cards = cards)
                }
            }
            KingdomNote::NoDuchies => {
                t!(
                    "coop-note-no-duchies",
                    duchy = SupplyPile::Duchy.card_name()
                )
            }
        })
        .collect()
}

/// The card names the Hex and State texts may name, as printed on the table's cards.
fn card_args() -> FluentArgs<'static> {
    use coop_automa_coop::Treasure;
    let mut args = FluentArgs::new();
    args.set("copper", Treasure::Copper.card_name());
    args.set("coppers", Treasure::Copper.card_names(2));
    args.set("silver", Treasure::Silver.card_name());
    args.set("silvers", Treasure::Silver.card_names(2));
    args.set("gold", i18n::card("card-gold"));
    args.set("golds", i18n::cards("card-gold", 2));
    args.set("platinum", i18n::card("card-platinum"));
    args.set("estate", i18n::card("card-estate"));
    args.set("curse", i18n::card("card-curse"));
    args.set("curses", i18n::cards("card-curse", 2));
    args.set("deluded", StateCard::Deluded.card_name());
    args.set("envious", StateCard::Envious.card_name());
    args.set("miserable", StateCard::Miserable.card_name());
    args.set("twice", StateCard::TwiceMiserable.card_name());
    args
}

/// A Hex's effect in a short line, in our own words.
pub fn hex_summary(hex: Hex) -> String {
    let id = match hex {
        Hex::BadOmens => "coop-hex-bad-omens",
        Hex::Delusion => "coop-hex-delusion",
        Hex::Envy => "coop-hex-envy",
        Hex::Famine => "coop-hex-famine",
        Hex::Fear => "coop-hex-fear",
        Hex::Greed => "coop-hex-greed",
        Hex::Haunting => "coop-hex-haunting",
        Hex::Locusts => "coop-hex-locusts",
        Hex::Misery => "coop-hex-misery",
        Hex::Plague => "coop-hex-plague",
        Hex::Poverty => "coop-hex-poverty",
        Hex::War => "coop-hex-war",
    };
    i18n::tr_args(id, &card_args())
}

/// A Hex's effect in two to four words, for a card's face where its summary does not fit.
pub fn hex_face(hex: Hex) -> String {
    let id = match hex {
        Hex::BadOmens => "coop-hex-bad-omens-face",
        Hex::Delusion => "coop-hex-delusion-face",
        Hex::Envy => "coop-hex-envy-face",
        Hex::Famine => "coop-hex-famine-face",
        Hex::Fear => "coop-hex-fear-face",
        Hex::Greed => "coop-hex-greed-face",
        Hex::Haunting => "coop-hex-haunting-face",
        Hex::Locusts => "coop-hex-locusts-face",
        Hex::Misery => "coop-hex-misery-face",
        Hex::Plague => "coop-hex-plague-face",
        Hex::Poverty => "coop-hex-poverty-face",
        Hex::War => "coop-hex-war-face",
    };
    i18n::tr_args(id, &card_args())
}

/// A Hex's effect in full, in our own words.
pub fn hex_details(hex: Hex) -> String {
    let id = match hex {
        Hex::BadOmens => "coop-hex-bad-omens-details",
        Hex::Delusion => "coop-hex-delusion-details",
        Hex::Envy => "coop-hex-envy-details",
        Hex::Famine => "coop-hex-famine-details",
        Hex::Fear => "coop-hex-fear-details",
        Hex::Greed => "coop-hex-greed-details",
        Hex::Haunting => "coop-hex-haunting-details",
        Hex::Locusts => "coop-hex-locusts-details",
        Hex::Misery => "coop-hex-misery-details",
        Hex::Plague => "coop-hex-plague-details",
        Hex::Poverty => "coop-hex-poverty-details",
        Hex::War => "coop-hex-war-details",
    };
    i18n::tr_args(id, &card_args())
}

/// A State's effect in a short line, in our own words.
pub fn state_summary(state: StateCard) -> String {
    let id = match state {
        StateCard::Deluded => "coop-state-deluded",
        StateCard::Envious => "coop-state-envious",
        StateCard::Miserable => "coop-state-miserable",
        StateCard::TwiceMiserable => "coop-state-twice-miserable",
    };
    i18n::tr_args(id, &card_args())
}

/// A State's effect in full, in our own words.
pub fn state_details(state: StateCard) -> String {
    let id = match state {
        StateCard::Deluded => "coop-state-deluded-details",
        StateCard::Envious => "coop-state-envious-details",
        StateCard::Miserable => "coop-state-miserable-details",
        StateCard::TwiceMiserable => "coop-state-twice-miserable-details",
    };
    i18n::tr_args(id, &card_args())
}

/// A kingdom card's name as the table's cards print it.
pub fn kingdom_card_name(name: &str) -> String {
    kingdom_card_id(name).map_or_else(|| name.to_owned(), i18n::card)
}

/// A kingdom card's id in cards.ftl, by its name in `assets/kingdoms.ron`.
fn kingdom_card_id(name: &str) -> Option<&'static str> {
    match name {
        "Adventurer" => Some("card-adventurer"),
        "Advisor" => Some("card-advisor"),
        "Artisan" => Some("card-artisan"),
        "Baker" => Some("card-baker"),
        "Bandit" => Some("card-bandit"),
        "Bridge" => Some("card-bridge"),
        "Bureaucrat" => Some("card-bureaucrat"),
        "Butcher" => Some("card-butcher"),
        "Candlestick Maker" => Some("card-candlestick-maker"),
        "Cellar" => Some("card-cellar"),
        "Chancellor" => Some("card-chancellor"),
        "Chapel" => Some("card-chapel"),
        "Conspirator" => Some("card-conspirator"),
        "Coppersmith" => Some("card-coppersmith"),
        "Council Room" => Some("card-council-room"),
        "Courtyard" => Some("card-courtyard"),
        "Doctor" => Some("card-doctor"),
        "Duke" => Some("card-duke"),
        "Festival" => Some("card-festival"),
        "Gardens" => Some("card-gardens"),
        "Great Hall" => Some("card-great-hall"),
        "Harbinger" => Some("card-harbinger"),
        "Harem" => Some("card-harem"),
        "Herald" => Some("card-herald"),
        "Ironworks" => Some("card-ironworks"),
        "Journeyman" => Some("card-journeyman"),
        "Laboratory" => Some("card-laboratory"),
        "Library" => Some("card-library"),
        "Market" => Some("card-market"),
        "Masquerade" => Some("card-masquerade"),
        "Masterpiece" => Some("card-masterpiece"),
        "Merchant" => Some("card-merchant"),
        "Merchant Guild" => Some("card-merchant-guild"),
        "Militia" => Some("card-militia"),
        "Mine" => Some("card-mine"),
        "Mining Village" => Some("card-mining-village"),
        "Moat" => Some("card-moat"),
        "Moneylender" => Some("card-moneylender"),
        "Nobles" => Some("card-nobles"),
        "Pawn" => Some("card-pawn"),
        "Plaza" => Some("card-plaza"),
        "Poacher" => Some("card-poacher"),
        "Remodel" => Some("card-remodel"),
        "Saboteur" => Some("card-saboteur"),
        "Scout" => Some("card-scout"),
        "Sentry" => Some("card-sentry"),
        "Shanty Town" => Some("card-shanty-town"),
        "Smithy" => Some("card-smithy"),
        "Soothsayer" => Some("card-soothsayer"),
        "Steward" => Some("card-steward"),
        "Stonemason" => Some("card-stonemason"),
        "Swindler" => Some("card-swindler"),
        "Taxman" => Some("card-taxman"),
        "Thief" => Some("card-thief"),
        "Throne Room" => Some("card-throne-room"),
        "Torturer" => Some("card-torturer"),
        "Trading Post" => Some("card-trading-post"),
        "Tribute" => Some("card-tribute"),
        "Upgrade" => Some("card-upgrade"),
        "Vassal" => Some("card-vassal"),
        "Village" => Some("card-village"),
        "Wishing Well" => Some("card-wishing-well"),
        "Witch" => Some("card-witch"),
        "Workshop" => Some("card-workshop"),
        _ => None,
    }
}

/// A results record's kingdom for the screen: the recommended kingdom's name, or "Custom"
/// (the record's key for a custom kingdom) in the table's language.
pub fn kingdom_label(key: &str) -> String {
    match key {
        "Custom" => t!("coop-custom"),
        name => kingdom_name(name),
    }
}
