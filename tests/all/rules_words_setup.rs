//! The coop's table and setup (R1-R10) in the table's words: the checklist, the kingdoms and
//! the refusals' sentences. The rules without their words are tested in
//! `crates/coop/tests/rules`.

use crate::common::coop_rules::*;
use crate::common::*;
use coop_automa::modes::coop::*;

// ---- Table and materials ----

#[test]
fn r1_automa_step_refused_during_a_players_turn_names_the_player() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    ok(&mut g, Action::EndTurn);
    let before = g.clone();
    let err = g.apply(Action::AutomaStep).unwrap_err();
    assert!(err.message().contains("Bea's turn"), "{err:?}");
    assert!(
        err.message().contains("automa's step comes after"),
        "{err:?}"
    );
    assert_eq!(g, before);
}

#[test]
fn r6_checklist_gives_the_five_card_starting_hands() {
    let list = checklist(&setup(12, 4)).join("\n");
    assert!(
        list.contains("4 Coppers + 1 Estate, or 3 Coppers + 2 Estates"),
        "{list}"
    );
    assert!(!list.contains("three Estates"));
}

// ---- Setup ----

#[test]
fn r7_fifteen_playtested_kingdoms_with_their_counts() {
    let k = Kingdom::recommended();
    assert_eq!(k.len(), 15);
    let first = Kingdom::find("First Game").unwrap();
    assert_eq!((first.provinces, first.duchies), (12, 4));
    let setup = Setup::recommended(NAMES, first);
    let g = Game::new(setup).unwrap();
    assert_eq!(g.supply().provinces, 12);
    assert_eq!(g.supply().duchies, 4);
    let list = checklist(&Setup::recommended(
        NAMES,
        Kingdom::find("Size Distortion").unwrap(),
    ));
    assert!(list.iter().any(|l| l.contains("8 Gardens")), "{list:?}");
}

#[test]
fn r8_custom_counts_out_of_range_say_which_rule() {
    let cases = [
        (2, 0, "from 3 to 12 Provinces"),
        (13, 0, "from 3 to 12 Provinces"),
        (12, 11, "from 0 to 10 Duchies"),
        (11, 1, "fewer than 12 Provinces, use 0 Duchies"),
    ];
    for (p, d, says) in cases {
        let err = Game::new(setup(p, d)).unwrap_err();
        assert!(matches!(err, RuleError::BadSetup(_)));
        assert!(err.message().contains("cannot be used"), "{err:?}");
        assert!(err.message().contains(says), "{err:?}");
    }
}

#[test]
fn r8_setup_needs_two_different_names() {
    let mut s = setup(12, 4);
    s.players = ["Alex".into(), "  ".into()];
    assert!(
        Game::new(s.clone())
            .unwrap_err()
            .message()
            .contains("needs a name")
    );
    s.players = ["Alex".into(), "alex".into()];
    assert!(
        Game::new(s.clone())
            .unwrap_err()
            .message()
            .contains("same name")
    );
    s.players = ["Alex".into(), "x".repeat(MAX_NAME_CHARS + 1)];
    assert!(Game::new(s).unwrap_err().message().contains("longer than"));
}

#[test]
fn r8_a_name_may_fill_the_limit_and_a_missing_name_names_its_seat() {
    let mut s = setup(12, 4);
    s.players = ["x".repeat(MAX_NAME_CHARS), "Bea".into()];
    assert!(
        Game::new(s.clone()).is_ok(),
        "{MAX_NAME_CHARS} characters fit"
    );
    s.players = ["".into(), "Bea".into()];
    assert_eq!(
        Game::new(s.clone()).unwrap_err().message(),
        "The starting player needs a name: type one in."
    );
    s.players = ["Alex".into(), "".into()];
    assert_eq!(
        Game::new(s).unwrap_err().message(),
        "The second player needs a name: type one in."
    );
}

#[test]
fn r9_a_game_without_duchies_refuses_duchy_counts() {
    let mut g = Game::new(setup(11, 0)).unwrap();
    for change in [Change::Take, Change::PutBack] {
        let err = g
            .apply(Action::Supply {
                pile: SupplyPile::Duchy,
                change,
            })
            .unwrap_err();
        assert!(
            err.message().contains("This game has no Duchies:"),
            "{err:?}"
        );
    }
}

#[test]
fn r17_r18_r23_the_checklist_says_to_set_out_colonies_fleet_and_shared_hexes_only_when_on() {
    let mut s = setup(12, 1);
    let plain = checklist(&s).join("\n");
    assert!(plain.contains("Put 12 Provinces and 1 Duchy in the supply."));
    for absent in ["Colonies", "Platinum", "Fleet", "receives a Hex"] {
        assert!(!plain.contains(absent), "{absent} without the option");
    }
    // Each option alone brings its own line and no other.
    let colonies = "Put 8 Colonies in the supply (and the Platinum pile, if your table";
    let fleet = "Put the Fleet pile in the supply";
    let hexes = "press \"receives a Hex\"";
    for (on, line) in [(0, colonies), (1, fleet), (2, hexes)] {
        s.colonies = on == 0;
        s.fleet = on == 1;
        s.shared_hexes = on == 2;
        let list = checklist(&s).join("\n");
        for other in [colonies, fleet, hexes] {
            assert_eq!(list.contains(other), other == line, "{line:?} on: {list}");
        }
    }
}

#[test]
fn r8_refusals_count_their_cards_right() {
    use coop_automa::modes::coop::check_counts;
    assert_eq!(
        check_counts(11, 1).unwrap_err().message(),
        "11 Provinces with 1 Duchy cannot be used: with fewer than 12 Provinces, use 0 Duchies."
    );
    assert_eq!(
        check_counts(1, 0).unwrap_err().message(),
        "1 Province cannot be used: use from 3 to 12 Provinces."
    );
}
