//! The data file under `assets/`: the 15 playtested kingdoms (R7), data without prose.

use coop_automa_coop::{Kingdom, KingdomNote, parse_kingdoms};

/// Section 5 of the seed, copied by hand: name, Provinces, Duchies, Attack cards.
const SEED: [(&str, u8, u8, &[&str]); 15] = [
    ("First Game", 12, 4, &["Militia"]),
    ("Size Distortion", 12, 9, &["Bureaucrat", "Bandit", "Witch"]),
    ("Deck Top", 11, 0, &["Bureaucrat"]),
    ("Sleight of Hand", 8, 0, &["Militia"]),
    ("Improvements", 12, 3, &["Witch"]),
    ("Silver & Gold", 12, 6, &["Bureaucrat", "Bandit"]),
    ("Victory Dance", 11, 0, &[]),
    ("The Plot Thickens", 12, 3, &["Swindler", "Saboteur"]),
    ("Best Wishes", 8, 0, &["Torturer"]),
    ("Arts and Crafts", 7, 0, &[]),
    ("Clean Living", 12, 5, &["Militia", "Thief", "Soothsayer"]),
    ("Gilding the Lily", 12, 5, &["Taxman"]),
    ("Name That Card", 7, 0, &[]),
    ("Tricks of the Trade", 12, 0, &["Soothsayer"]),
    ("Decisions, Decisions", 12, 9, &["Taxman"]),
];

#[test]
fn r7_every_kingdom_parses_with_the_seeds_counts() {
    let kingdoms = Kingdom::recommended();
    assert_eq!(kingdoms.len(), SEED.len());
    for (k, (name, provinces, duchies, attacks)) in kingdoms.iter().zip(SEED) {
        assert_eq!(k.name, name);
        assert_eq!((k.provinces, k.duchies), (provinces, duchies), "{name}");
        assert_eq!(k.cards.len(), 10, "{name}");
        let mut marked: Vec<&str> = k
            .cards
            .iter()
            .filter(|c| c.attack)
            .map(|c| c.name.as_str())
            .collect();
        let mut expected = attacks.to_vec();
        marked.sort();
        expected.sort();
        assert_eq!(marked, expected, "{name}: Attack cards");
        assert!(!k.sets.is_empty(), "{name}");
        let r9 = k.notes.contains(&KingdomNote::NoDuchies);
        for note in &k.notes {
            if let KingdomNote::OnlyEight { cards, .. } = note {
                assert!(!cards.is_empty(), "{name}");
                for card in cards {
                    assert!(
                        k.cards.iter().any(|c| &c.name == card),
                        "{name}: {card} is not in the kingdom"
                    );
                }
            }
        }
        assert_eq!(r9, duchies == 0, "{name}: the empty Duchy pile note");
    }
}

#[test]
fn r7_cards_are_sorted_by_cost_then_name() {
    // As the seed sorts them: "$3" before "$3+" (an overpay card), then by name.
    for k in Kingdom::recommended() {
        let key = |c: &coop_automa_coop::KingdomCard| {
            let digits: String = c.cost.chars().filter(char::is_ascii_digit).collect();
            (
                digits.parse::<u32>().unwrap(),
                c.cost.ends_with('+'),
                c.name.clone(),
            )
        };
        for pair in k.cards.windows(2) {
            assert!(
                key(&pair[0]) <= key(&pair[1]),
                "{}: {} before {}",
                k.name,
                pair[0].name,
                pair[1].name
            );
        }
        for c in &k.cards {
            assert!(c.cost.starts_with('$'), "{}: {}", k.name, c.cost);
        }
    }
}

#[test]
fn r7_only_moat_blocks_attacks_in_the_playtested_kingdoms() {
    for k in Kingdom::recommended() {
        for c in &k.cards {
            assert_eq!(c.blocks_attacks, c.name == "Moat", "{}", c.name);
        }
    }
    let first = Kingdom::find("First Game").unwrap();
    assert!(first.has_attacks());
    assert!(!Kingdom::find("Arts and Crafts").unwrap().has_attacks());
}

/// When the seed document is beside the repository (as in CI), check our data against it.
#[test]
fn r7_counts_match_the_seed_document_when_present() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/seeds/000_729e904ea4d682e7.txt"
    );
    let Ok(text) = std::fs::read_to_string(path) else {
        eprintln!("seed document not found at {path}; the hand-copied table above still applies");
        return;
    };
    let mut found = Vec::new();
    let mut name = None;
    let mut provinces = None;
    for line in text.lines() {
        let line = line.trim();
        if let Some(h) = line.strip_prefix("#") {
            let h = h.trim_start_matches('#').trim();
            // Kingdom headings look like "5.1.1 First Game".
            if let Some((num, rest)) = h.split_once(' ')
                && num.matches('.').count() == 2
                && num.starts_with('5')
            {
                name = Some(rest.to_owned());
            }
        } else if let Some(p) = line.strip_prefix("Provinces:") {
            provinces = p.trim().parse::<u8>().ok();
        } else if let Some(d) = line.strip_prefix("Duchies:") {
            let d: u8 = d.trim().parse().unwrap();
            found.push((name.take().unwrap(), provinces.take().unwrap(), d));
        }
    }
    let ours: Vec<(String, u8, u8)> = Kingdom::recommended()
        .iter()
        .map(|k| (k.name.clone(), k.provinces, k.duchies))
        .collect();
    assert_eq!(ours, found);
}

#[test]
fn broken_data_files_are_refused_with_a_message() {
    assert!(parse_kingdoms("").unwrap_err().contains("kingdoms.ron"));
    let nine_cards =
        "(kingdoms: [(name: \"X\", sets: [], cards: [], provinces: 12, duchies: 4, notes: [])])";
    assert!(parse_kingdoms(nine_cards).unwrap_err().contains("not 10"));
    let one_card = "(kingdoms: [(name: \"X\", sets: [], cards: [(name: \"Moat\", cost: \"$2\", attack: false, blocks_attacks: true)], provinces: 12, duchies: 4, notes: [])])";
    assert_eq!(
        parse_kingdoms(one_card).unwrap_err(),
        "kingdoms.ron: X: 1 cards listed, not 10"
    );
    let unknown_note = "(kingdoms: [(name: \"X\", sets: [], cards: [], provinces: 12, duchies: 4, notes: [\"Use only 8 Gardens.\"])])";
    assert!(
        parse_kingdoms(unknown_note).is_err(),
        "a note is data, never prose"
    );
}
