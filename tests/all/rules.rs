//! One or more tests per rule of `../shared/RULES.md`, named after it.

use crate::common;
use coop_automa::store::ModeGame;

use Hex::*;
use Treasure::{Copper, Silver};
use common::*;
use coop_automa::app::coop::words;
use coop_automa::modes::coop::*;

/// The rules return data; the app words it (`app::coop::words`). These read the English.
trait Words {
    fn message(&self) -> String;
}

impl Words for RuleError {
    fn message(&self) -> String {
        coop_automa::app::coop::refusal_words::error_words(self)
    }
}

fn checklist(setup: &Setup) -> Vec<String> {
    words::checklist_words(setup)
}

fn undo_label(g: &Game) -> Option<String> {
    words::step_words(g, true)
}

fn redo_label(g: &Game) -> Option<String> {
    words::step_words(g, false)
}

// ---- Table and materials ----

#[test]
fn r1_round_is_starting_player_then_second_player_then_automa() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    assert_eq!(g.name(Seat::First), "Alex");
    assert_eq!(g.round(), 1);
    assert_eq!(g.current_seat(), Some(Seat::First));
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.current_seat(), Some(Seat::Second));
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::AutomaDue);
    ok(&mut g, Action::AutomaStep);
    assert_eq!(g.round(), 2);
    assert_eq!(g.current_seat(), Some(Seat::First));
}

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
fn r2_piles_hold_six_copper_six_silver_and_the_twelve_hexes() {
    let g = Game::new(setup(12, 4)).unwrap();
    let t = g.treasure_pile_hidden();
    assert_eq!(t.len(), 12);
    assert_eq!(t.iter().filter(|c| **c == Silver).count(), 6);
    let mut h = g.hex_pile_hidden().to_vec();
    h.sort();
    assert_eq!(h, Hex::ALL);
    assert!(g.discard().is_empty());
}

#[test]
fn r2_both_piles_feed_one_discard_pile_in_reveal_order() {
    let mut g = stacked(setup(12, 4), &[Silver, Copper], &[War, Fear]);
    play_to_round(&mut g, 6);
    assert_eq!(
        g.discard(),
        &[
            Card::Treasure(Silver),
            Card::Hex(War),
            Card::Treasure(Copper),
            Card::Hex(Fear)
        ]
    );
}

#[test]
fn r3_face_down_piles_are_counted_and_the_discard_pile_is_public() {
    let mut g = stacked(setup(12, 4), &[Copper], &[Greed]);
    assert_eq!((g.treasure_pile_len(), g.hex_pile_len()), (12, 12));
    play_to_round(&mut g, 4);
    assert_eq!((g.treasure_pile_len(), g.hex_pile_len()), (11, 11));
    assert_eq!(g.discard(), &[Card::Treasure(Copper), Card::Hex(Greed)]);
}

#[test]
fn r4_tokens_start_in_the_supply() {
    let g = Game::new(setup(12, 4)).unwrap();
    assert_eq!(g.tokens(), 0);
    assert_eq!(g.tokens_left(), 10);
}

#[test]
fn r5_players_start_without_states() {
    let g = Game::new(setup(12, 4)).unwrap();
    for seat in Seat::BOTH {
        assert_eq!(g.states(seat), PlayerStates::default());
        assert!(g.states(seat).held().is_empty());
    }
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
fn r8_custom_counts_in_range_are_accepted() {
    for (p, d) in [(3, 0), (11, 0), (12, 0), (12, 10), (12, 4)] {
        assert!(check_counts(p, d).is_ok(), "{p} {d}");
        assert!(Game::new(setup(p, d)).is_ok());
    }
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
fn r9_empty_duchy_pile_counts_from_the_first_turn() {
    let mut g = Game::new(setup(11, 0)).unwrap();
    assert_eq!(g.supply().empty_piles(false), 1);
    ok(
        &mut g,
        Action::OtherEmptyPile {
            change: Change::Take,
        },
    );
    assert_eq!(g.end_condition(), None);
    ok(
        &mut g,
        Action::OtherEmptyPile {
            change: Change::Take,
        },
    );
    assert_eq!(g.end_condition(), Some(EndReason::ThreePiles(3)));
    ok(&mut g, Action::EndTurn);
    assert!(g.is_over());
    assert_eq!(g.end_reason(), Some(EndReason::ThreePiles(3)));
}

#[test]
fn r10_options_are_off_unless_chosen_and_a_seed_is_drawn() {
    let s = Setup::custom(NAMES, 12, 4);
    assert!(!s.colonies && !s.fleet && !s.shared_hexes);
    assert_eq!(s.seed, None);
    let g = Game::new(s).unwrap();
    assert!(g.setup().seed.is_some());
    assert_eq!(g.supply().colonies, 0);
}

#[test]
fn r10_same_seed_gives_the_same_piles() {
    let a = Game::new(setup(12, 4)).unwrap();
    let b = Game::new(setup(12, 4)).unwrap();
    assert_eq!(a.treasure_pile_hidden(), b.treasure_pile_hidden());
    assert_eq!(a.hex_pile_hidden(), b.hex_pile_hidden());
    // Another seed deals other piles: each pile on its own, so a pile dealt the same way
    // whatever the seed is seen even while the other one changes.
    let mut other = setup(12, 4);
    other.seed = Some(43);
    let c = Game::new(other).unwrap();
    assert_ne!(
        c.treasure_pile_hidden(),
        a.treasure_pile_hidden(),
        "the treasure pile"
    );
    assert_ne!(c.hex_pile_hidden(), a.hex_pile_hidden(), "the Hex pile");
    // Over many seeds, many different orders of each pile.
    let mut treasure_orders = std::collections::HashSet::new();
    let mut hex_orders = std::collections::HashSet::new();
    for seed in 0..50 {
        let mut s = setup(12, 4);
        s.seed = Some(seed);
        let g = Game::new(s).unwrap();
        treasure_orders.insert(g.treasure_pile_hidden().to_vec());
        hex_orders.insert(g.hex_pile_hidden().to_vec());
    }
    assert!(
        treasure_orders.len() >= 40,
        "50 seeds dealt {} treasure orders",
        treasure_orders.len()
    );
    assert!(
        hex_orders.len() >= 49,
        "50 seeds dealt {} Hex orders",
        hex_orders.len()
    );
}

// ---- Rounds ----

#[test]
fn r11_extra_turns_do_not_start_a_round_or_give_the_automa_a_step() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    ok(&mut g, Action::ExtraTurn);
    assert_eq!(
        g.phase(),
        Phase::Turn {
            seat: Seat::First,
            extra: true
        }
    );
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.current_seat(), Some(Seat::Second));
    ok(&mut g, Action::ExtraTurn);
    ok(&mut g, Action::ExtraTurn);
    assert_eq!(g.round(), 1);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::AutomaDue);
    assert_eq!(g.round(), 1);
}

#[test]
fn r11_extra_turn_is_refused_outside_a_turn() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    both_turns(&mut g);
    let before = g.clone();
    assert!(g.apply(Action::ExtraTurn).is_err());
    assert_eq!(g, before);
}

#[test]
fn r12_automa_step_follows_the_round_parity() {
    assert_eq!(StepKind::for_round(1), StepKind::Nothing);
    assert_eq!(StepKind::for_round(2), StepKind::Treasure);
    assert_eq!(StepKind::for_round(3), StepKind::Hex);
    assert_eq!(StepKind::for_round(26), StepKind::Treasure);
    assert_eq!(StepKind::for_round(27), StepKind::Hex);
    let mut g = Game::new(setup(12, 4)).unwrap();
    let e = round(&mut g);
    assert!(e.contains(&Event::AutomaDidNothing));
    assert!(g.discard().is_empty());
    let e = round(&mut g);
    assert!(
        e.iter()
            .any(|e| matches!(e, Event::TreasureRevealed { .. }))
    );
    let e = round(&mut g);
    assert!(e.iter().any(|e| matches!(e, Event::HexRevealed { .. })));
    assert_eq!(g.round(), 4);
}

#[test]
fn r13_treasure_step_reveals_then_takes_a_duchy() {
    let mut g = stacked(setup(12, 4), &[Copper], &[]);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(
        e,
        vec![
            Event::TreasureRevealed { card: Copper },
            Event::AutomaTook {
                pile: SupplyPile::Duchy,
                left: 3
            }
        ]
    );
    assert_eq!(g.phase(), Phase::Resolving(Resolving::Treasure(Copper)));
    assert_eq!(g.automa().duchies, 1);
    assert_eq!(g.last_reveal().unwrap().card, Card::Treasure(Copper));
}

#[test]
fn r13_takes_a_province_when_no_duchy_is_left() {
    let mut g = stacked(setup(12, 1), &[Copper, Copper], &[]);
    ok(
        &mut g,
        Action::Supply {
            pile: SupplyPile::Duchy,
            change: Change::Take,
        },
    );
    play_to_round(&mut g, 3);
    assert_eq!(g.automa().provinces, 1);
    assert_eq!(g.automa().duchies, 0);
    assert_eq!(g.supply().provinces, 11);
}

#[test]
fn r13_takes_a_colony_with_colonies_on_when_no_province_is_left() {
    let mut s = setup(3, 0);
    s.colonies = true;
    let mut g = stacked(s, &[Copper], &[]);
    take(&mut g, SupplyPile::Province, 3);
    play_to_round(&mut g, 3);
    assert_eq!(g.automa().colonies, 1);
    assert_eq!(g.supply().colonies, COLONIES_IN_SUPPLY - 1);
}

#[test]
fn r13_the_automa_taking_the_last_colony_ends_the_game_at_once() {
    let mut s = setup(3, 0);
    s.colonies = true;
    let mut g = stacked(s, &[Silver], &[]);
    take(&mut g, SupplyPile::Province, 3);
    take(&mut g, SupplyPile::Colony, 7);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::AutomaTook {
        pile: SupplyPile::Colony,
        left: 0
    }));
    assert!(e.contains(&Event::NoSilverEffect));
    assert!(g.is_over());
    assert_eq!(g.end_reason(), Some(EndReason::ColoniesGone));
}

#[test]
fn r13_takes_nothing_when_duchies_and_provinces_are_gone_without_colonies() {
    // Reach the automa's step with an empty supply through the Fleet round, where the game
    // goes on although the Provinces are gone (R18).
    let mut s = setup(3, 0);
    s.fleet = true;
    let mut g = stacked(s, &[Copper], &[]);
    take(&mut g, SupplyPile::Province, 3);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::FleetTurns);
    assert_eq!(g.round(), 2);
    ok(&mut g, Action::EndTurn);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::AutomaTookNothing), "{e:?}");
}

#[test]
fn r13_silver_makes_each_player_pass_a_card() {
    let mut g = stacked(setup(12, 4), &[Silver], &[]);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(e.last(), Some(&Event::PassACard));
    assert!(!g.is_over());
    ok(&mut g, Action::AutomaDone);
    assert_eq!(g.round(), 3);
}

#[test]
fn r13_game_end_on_treasure_step_skips_silver() {
    // 12 Provinces, no Duchies; the players bought 11: the automa takes the last one.
    let mut g = stacked(setup(12, 0), &[Silver], &[]);
    take(&mut g, SupplyPile::Province, 11);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::NoSilverEffect));
    assert!(!e.contains(&Event::PassACard));
    assert!(g.is_over());
    assert_eq!(g.end_reason(), Some(EndReason::ProvincesGone));
    assert_eq!(g.automa().provinces, 1);
}

#[test]
fn r13_empty_treasure_pile_reshuffles_the_discarded_treasures() {
    let mut g = Game::new(setup(12, 10)).unwrap();
    // Treasure steps come in rounds 2, 4, ..., 24: twelve of them empty the pile.
    play_to_round(&mut g, 25);
    assert_eq!(g.treasure_pile_len(), 0);
    assert_eq!(g.hex_pile_len(), 1);
    assert_eq!((g.automa().duchies, g.automa().provinces), (10, 2));
    play_to_round(&mut g, 26);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(
        e[0],
        Event::Reshuffled {
            pile: PileKind::Treasure,
            cards: 12
        }
    );
    assert_eq!(g.treasure_pile_len(), 11);
    let treasures_in_discard = g
        .discard()
        .iter()
        .filter(|c| matches!(c, Card::Treasure(_)))
        .count();
    assert_eq!(treasures_in_discard, 1);
}

#[test]
fn r14_hex_step_both_players_receive_and_a_block_is_recorded() {
    let mut g = stacked(setup(12, 4), &[Copper], &[Delusion]);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(e[0], Event::HexRevealed { hex: Delusion });
    let p = *g.pending_hex().unwrap();
    assert_eq!(p.hex, Delusion);
    assert_eq!(p.blocked, [false, false]);
    assert_eq!(
        g.states(Seat::First).deluded_or_envious,
        Some(StateCard::Deluded)
    );
    assert_eq!(
        g.states(Seat::Second).deluded_or_envious,
        Some(StateCard::Deluded)
    );
    // Bea reveals a Moat.
    ok(
        &mut g,
        Action::HexBlocked {
            seat: Seat::Second,
            blocked: true,
        },
    );
    assert_eq!(g.states(Seat::Second).deluded_or_envious, None);
    assert_eq!(g.pending_hex().unwrap().blocked, [false, true]);
    // Marking it twice is refused and changes nothing.
    let before = g.clone();
    assert!(
        g.apply(Action::HexBlocked {
            seat: Seat::Second,
            blocked: true
        })
        .is_err()
    );
    assert_eq!(g, before);
    // A misclick is taken back by clearing the block.
    ok(
        &mut g,
        Action::HexBlocked {
            seat: Seat::Second,
            blocked: false,
        },
    );
    assert_eq!(
        g.states(Seat::Second).deluded_or_envious,
        Some(StateCard::Deluded)
    );
}

#[test]
fn r14_blocking_is_only_while_a_hex_is_resolved() {
    let mut g = stacked(setup(12, 4), &[Silver], &[]);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    let err = g
        .apply(Action::HexBlocked {
            seat: Seat::First,
            blocked: true,
        })
        .unwrap_err();
    assert!(err.message().contains("No Hex"), "{err:?}");
    // A Hex step: taken while its Hex is resolved, refused once done and in the next turn.
    let mut g = stacked(setup(12, 4), &[], &[Famine]);
    play_to_round(&mut g, 3);
    let blocked = Action::HexBlocked {
        seat: Seat::Second,
        blocked: true,
    };
    assert!(g.apply(blocked).is_err(), "in a player's turn");
    both_turns(&mut g);
    assert!(g.apply(blocked).is_err(), "before the Hex is revealed");
    ok(&mut g, Action::AutomaStep);
    ok(&mut g, blocked);
    ok(&mut g, Action::AutomaDone);
    assert!(g.apply(blocked).is_err(), "after the step is done");
}

#[test]
fn r14a_next_round_starts_only_after_done() {
    let mut g = stacked(setup(12, 4), &[Copper], &[Famine]);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    assert_eq!(g.round(), 3);
    let err = g.apply(Action::EndTurn).unwrap_err();
    assert!(err.message().contains("Done"), "{err:?}");
    ok(&mut g, Action::AutomaDone);
    assert_eq!(g.round(), 4);
    assert_eq!(g.current_seat(), Some(Seat::First));
}

#[test]
fn r14a_end_is_checked_when_the_hex_step_is_done() {
    // One other pile is empty; Plague empties the Curses and the players take the Duchies.
    let mut g = stacked(setup(12, 4), &[Copper], &[Plague]);
    ok(
        &mut g,
        Action::OtherEmptyPile {
            change: Change::Take,
        },
    );
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    ok(
        &mut g,
        Action::OtherEmptyPile {
            change: Change::Take,
        },
    );
    // Still one pile short: the Duchies are not empty.
    assert_eq!(g.end_condition(), None);
    take(&mut g, SupplyPile::Duchy, 3);
    assert!(!g.is_over(), "the end waits for done");
    let e = ok(&mut g, Action::AutomaDone);
    assert!(g.is_over());
    assert_eq!(
        e,
        vec![Event::GameOver {
            reason: EndReason::ThreePiles(3),
            after_fleet: false
        }]
    );
}

#[test]
fn r15_attack_gives_a_token_until_all_ten_are_gone() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    for n in 1..=10 {
        assert_eq!(
            ok(&mut g, Action::AttackPlayed),
            vec![Event::TokenGiven { tokens: n }]
        );
    }
    let before = g.clone();
    let err = g.apply(Action::AttackPlayed).unwrap_err();
    assert!(err.message().contains("All 10 tokens"), "{err:?}");
    assert_eq!(g, before);
    assert_eq!(g.tokens_left(), 0);
}

#[test]
fn r15_attacks_count_on_any_turn_including_extra_turns() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    ok(&mut g, Action::ExtraTurn);
    ok(&mut g, Action::AttackPlayed);
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::AttackPlayed);
    assert_eq!(g.tokens(), 2);
}

// ---- Game end and score ----

#[test]
fn r16_game_ends_at_the_end_of_the_turn_not_at_the_purchase() {
    let mut g = Game::new(setup(3, 0)).unwrap();
    take(&mut g, SupplyPile::Province, 3);
    assert_eq!(g.end_condition(), Some(EndReason::ProvincesGone));
    assert!(!g.is_over());
    let e = ok(&mut g, Action::EndTurn);
    assert!(g.is_over());
    assert!(e.contains(&Event::GameOver {
        reason: EndReason::ProvincesGone,
        after_fleet: false
    }));
    // Nothing but the final points is accepted now.
    let err = g.apply(Action::AttackPlayed).unwrap_err();
    assert!(err.message().contains("game is over"), "{err:?}");
}

#[test]
fn r16_three_piles_counting_duchy_and_province() {
    let mut g = Game::new(setup(12, 1)).unwrap();
    ok(
        &mut g,
        Action::Supply {
            pile: SupplyPile::Duchy,
            change: Change::Take,
        },
    );
    ok(
        &mut g,
        Action::OtherEmptyPile {
            change: Change::Take,
        },
    );
    assert_eq!(g.end_condition(), None);
    ok(
        &mut g,
        Action::OtherEmptyPile {
            change: Change::Take,
        },
    );
    assert_eq!(g.end_condition(), Some(EndReason::ThreePiles(3)));
    // A correction before the turn ends takes it back.
    ok(
        &mut g,
        Action::OtherEmptyPile {
            change: Change::PutBack,
        },
    );
    ok(&mut g, Action::EndTurn);
    assert!(!g.is_over());
}

#[test]
fn r16_supply_corrections_stay_in_range() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    let before = g.clone();
    let err = g
        .apply(Action::Supply {
            pile: SupplyPile::Duchy,
            change: Change::PutBack,
        })
        .unwrap_err();
    assert!(err.message().contains("none to put back"), "{err:?}");
    assert_eq!(g, before);
    assert!(
        g.apply(Action::OtherEmptyPile {
            change: Change::PutBack
        })
        .is_err()
    );
    assert!(
        g.apply(Action::Supply {
            pile: SupplyPile::Colony,
            change: Change::Take
        })
        .unwrap_err()
        .message()
        .contains("Colonies are not in this game")
    );
    take(&mut g, SupplyPile::Duchy, 4);
    assert!(
        g.apply(Action::Supply {
            pile: SupplyPile::Duchy,
            change: Change::Take
        })
        .is_err()
    );
    assert_eq!(g.supply().duchies, 0);
}

#[test]
fn r16_at_most_twenty_other_piles_are_counted_empty() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    empty_piles(&mut g, MAX_OTHER_EMPTY);
    let before = g.clone();
    let err = g
        .apply(Action::OtherEmptyPile {
            change: Change::Take,
        })
        .unwrap_err();
    assert!(
        err.message()
            .contains("20 other piles are counted empty already"),
        "{err:?}"
    );
    assert_eq!(g, before);
}

#[test]
fn r16_a_card_put_back_is_in_the_supply_again() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    take(&mut g, SupplyPile::Duchy, 2);
    let put_back = Action::Supply {
        pile: SupplyPile::Duchy,
        change: Change::PutBack,
    };
    let e = ok(&mut g, put_back);
    assert_eq!(
        e,
        vec![Event::SupplyChanged {
            pile: SupplyPile::Duchy,
            change: Change::PutBack,
            left: 3,
            by: Some(Seat::First)
        }]
    );
    ok(&mut g, put_back);
    assert_eq!(g.supply().duchies, 4);
    assert!(g.apply(put_back).is_err(), "all 4 are back");
}

#[test]
fn r16_empty_piles_add_the_duchy_province_and_colony_piles() {
    let empty = Supply {
        duchies: 0,
        provinces: 0,
        colonies: 0,
        other_empty: 2,
    };
    assert_eq!(empty.empty_piles(false), 4);
    assert_eq!(empty.empty_piles(true), 5);
    let left = Supply {
        duchies: 1,
        provinces: 1,
        colonies: 1,
        other_empty: 3,
    };
    assert_eq!(left.empty_piles(true), 3);
}

#[test]
fn r16_why_the_game_ended_in_words() {
    assert_eq!(
        words::end_reason_words(EndReason::ProvincesGone),
        "the Province pile is empty"
    );
    assert_eq!(
        words::end_reason_words(EndReason::ColoniesGone),
        "the Colony pile is empty"
    );
    assert_eq!(
        words::end_reason_words(EndReason::ThreePiles(4)),
        "4 supply piles are empty"
    );
}

#[test]
fn r16_the_automa_taking_the_last_province_ends_the_game_at_once() {
    let mut g = stacked(setup(3, 0), &[Copper], &[]);
    take(&mut g, SupplyPile::Province, 2);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    assert!(g.is_over());
    assert_eq!(g.round(), 2);
}

#[test]
fn r17_colonies_empty_provinces_do_not_end_the_game_and_colony_is_worth_ten() {
    let mut s = setup(3, 0);
    s.colonies = true;
    let mut g = stacked(s, &[Copper], &[]);
    assert_eq!(g.supply().colonies, 8);
    take(&mut g, SupplyPile::Province, 3);
    assert_eq!(g.end_condition(), None);
    play_to_round(&mut g, 3);
    assert_eq!(g.automa().colonies, 1);
    assert_eq!(g.automa_score().colonies, 10);
    assert_eq!(g.automa_score().total, 10);
    // An empty Colony pile ends the game.
    take(&mut g, SupplyPile::Colony, 7);
    assert_eq!(g.end_condition(), Some(EndReason::ColoniesGone));
}

#[test]
fn r18_fleet_gives_one_extra_round_then_the_game_is_over() {
    let mut s = setup(3, 0);
    s.fleet = true;
    let mut g = stacked(s, &[Copper, Copper], &[Misery]);
    play_to_round(&mut g, 2);
    take(&mut g, SupplyPile::Province, 3);
    assert!(
        !g.is_fleet_round(),
        "the end condition alone does not start it"
    );
    // Alex ends round 2's first turn with the Provinces gone: Fleet round 3 follows.
    let e = ok(&mut g, Action::EndTurn);
    assert!(e.contains(&Event::FleetRoundStarted {
        round: 3,
        reason: EndReason::ProvincesGone
    }));
    assert!(g.is_fleet_round());
    assert_eq!(g.phase(), Phase::FleetTurns);
    let err = g.apply(Action::ExtraTurn).unwrap_err();
    assert!(err.message().contains("'Fleet turns done'"), "{err:?}");
    ok(&mut g, Action::AttackPlayed);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::AutomaDue);
    // Round 3 is odd: a Hex, resolved like any other, then the game is over.
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(e[0], Event::HexRevealed { hex: Misery });
    assert_eq!(g.states(Seat::First).misery, 1);
    let e = ok(&mut g, Action::AutomaDone);
    assert!(g.is_over());
    assert_eq!(
        e,
        vec![Event::GameOver {
            reason: EndReason::ProvincesGone,
            after_fleet: true
        }]
    );
}

#[test]
fn r18_fleet_round_treasure_step_ends_the_game_whatever_the_supply() {
    let mut s = setup(12, 4);
    s.fleet = true;
    let mut g = stacked(s, &[Silver], &[]);
    empty_piles(&mut g, 3);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.round(), 2);
    // A correction during the Fleet round does not stop it.
    ok(
        &mut g,
        Action::OtherEmptyPile {
            change: Change::PutBack,
        },
    );
    ok(&mut g, Action::EndTurn);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::TreasureRevealed { card: Silver }));
    assert!(e.contains(&Event::NoSilverEffect));
    assert!(g.is_over());
}

#[test]
fn r19_score_has_every_term_and_a_tie_is_a_loss() {
    let mut g = stacked(setup(12, 4), &[Copper, Copper], &[Misery]);
    for _ in 0..3 {
        ok(&mut g, Action::AttackPlayed);
    }
    // Round 3: Misery; Bea blocks it with a Moat, Alex becomes Miserable.
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    ok(
        &mut g,
        Action::HexBlocked {
            seat: Seat::Second,
            blocked: true,
        },
    );
    ok(&mut g, Action::AutomaDone);
    play_to_round(&mut g, 5);
    assert_eq!(
        g.states(Seat::First).misery_state(),
        Some(StateCard::Miserable)
    );
    assert_eq!(g.states(Seat::Second).misery_state(), None);
    // End the game: three empty piles.
    empty_piles(&mut g, 3);
    ok(&mut g, Action::EndTurn);
    assert!(g.is_over());
    let before = g.clone();
    let err = g
        .apply(Action::FinalPoints { points: [1000, 0] })
        .unwrap_err();
    assert!(err.message().contains("Alex"), "{err:?}");
    assert_eq!(g, before);
    assert_eq!(g.outcome(), None, "over, but no outcome before the points");
    // Automa: 2 Duchies x 6 = 12, minus 3 tokens = 9. Players: (10 - 2) + 1 = 9: a tie.
    ok(&mut g, Action::FinalPoints { points: [10, 1] });
    let s = *g.score().unwrap();
    // The engine's outcome (what every mode reports) is the coop's score.
    assert_eq!(g.outcome(), Some(s));
    assert_eq!(s.automa.duchies, 12);
    assert_eq!(s.automa.provinces, 0);
    assert_eq!(s.automa.tokens, 3);
    assert_eq!(s.automa.total, 9);
    assert_eq!(s.players[0].misery, 2);
    assert_eq!(s.players[0].total, 8);
    assert_eq!(s.players[1].misery, 0);
    assert_eq!(s.humans, 9);
    assert!(!s.humans_win, "a tie is a loss");
    assert!(g.apply(Action::FinalPoints { points: [11, 1] }).is_err());
    g.undo().unwrap();
    ok(&mut g, Action::FinalPoints { points: [11, 1] });
    assert!(g.score().unwrap().humans_win);
}

#[test]
fn r19_twice_miserable_takes_four_and_provinces_count_six() {
    let twice = PlayerStates::default().after_hex(Misery).after_hex(Misery);
    let holdings = AutomaHoldings {
        duchies: 1,
        provinces: 2,
        colonies: 1,
        tokens: 4,
    };
    let s = FinalScore::new([20, 14], &[twice, PlayerStates::default()], &holdings);
    assert_eq!(s.players[0].total, 16);
    assert_eq!(s.humans, 30);
    assert_eq!(
        (
            s.automa.duchies,
            s.automa.provinces,
            s.automa.colonies,
            s.automa.tokens
        ),
        (6, 12, 10, 4)
    );
    assert_eq!(s.automa.total, 24);
    assert!(s.humans_win);
}

#[test]
fn r19_automa_score_never_goes_below_zero_and_negative_points_count() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    for _ in 0..4 {
        ok(&mut g, Action::AttackPlayed);
    }
    assert_eq!(g.automa_score().total, 0);
    empty_piles(&mut g, 3);
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::FinalPoints { points: [-3, 2] });
    let s = g.score().unwrap();
    assert_eq!(s.humans, -1);
    assert_eq!(s.automa.total, 0);
    assert!(!s.humans_win);
}

// ---- Hexes and States ----

#[test]
fn r20_every_hex_and_state_has_its_own_words() {
    // The app words them from the catalog; in English, each Hex's line fits across the table.
    coop_automa::app::i18n::set(coop_automa::app::i18n::Lang::En, None);
    for hex in Hex::ALL {
        let (summary, details) = (words::hex_summary(hex), words::hex_details(hex));
        assert!(!summary.is_empty() && summary.len() <= 60, "{summary}");
        assert!(details.len() > summary.len(), "{hex:?}");
    }
    for state in StateCard::ALL {
        let (summary, details) = (words::state_summary(state), words::state_details(state));
        assert!(
            !summary.is_empty() && details.len() > summary.len(),
            "{state:?}"
        );
    }
    assert!(words::hex_details(Locusts).contains("Curse"));
}

#[test]
fn r21_empty_hex_pile_reshuffles_the_discarded_hexes() {
    let mut g = Game::new(setup(12, 10)).unwrap();
    // Hex steps in rounds 3, 5, ..., 25: twelve of them empty the pile.
    play_to_round(&mut g, 26);
    assert_eq!(g.hex_pile_len(), 0);
    play_to_round(&mut g, 27);
    both_turns(&mut g);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(
        e[0],
        Event::Reshuffled {
            pile: PileKind::Hex,
            cards: 12
        }
    );
    assert_eq!(g.hex_pile_len(), 11);
}

#[test]
fn r22_delusion_and_envy_share_one_card() {
    let mut g = stacked(setup(12, 4), &[Copper, Copper], &[Envy, Delusion]);
    play_to_round(&mut g, 4);
    assert_eq!(
        g.states(Seat::First).deluded_or_envious,
        Some(StateCard::Envious)
    );
    play_to_round(&mut g, 6);
    // Still Envious: Delusion gives nothing to a player holding the card.
    assert_eq!(
        g.states(Seat::First).deluded_or_envious,
        Some(StateCard::Envious)
    );
    let e = ok(&mut g, Action::ReturnState { seat: Seat::First });
    assert_eq!(
        e,
        vec![Event::StateReturned {
            seat: Seat::First,
            state: StateCard::Envious
        }]
    );
    assert!(g.apply(Action::ReturnState { seat: Seat::First }).is_err());
}

#[test]
fn r22_envy_gives_nothing_to_a_deluded_player_nor_delusion_to_an_envious_one() {
    let deluded = PlayerStates::default().after_hex(Delusion);
    assert_eq!(deluded.deluded_or_envious, Some(StateCard::Deluded));
    assert_eq!(deluded.after_hex(Envy), deluded);
    let envious = PlayerStates::default().after_hex(Envy);
    assert_eq!(envious.deluded_or_envious, Some(StateCard::Envious));
    assert_eq!(envious.after_hex(Delusion), envious);
}

#[test]
fn r22_the_states_held_and_each_change_in_words() {
    let none = PlayerStates::default();
    let deluded = none.after_hex(Delusion);
    let miserable = none.after_hex(Misery);
    let twice = miserable.after_hex(Misery);
    let both = deluded.after_hex(Misery).after_hex(Misery);
    assert_eq!(none.held(), vec![]);
    assert_eq!(
        both.held(),
        vec![StateCard::Deluded, StateCard::TwiceMiserable]
    );
    let said = |a: PlayerStates, b: PlayerStates| words::states_change_words(&a, &b);
    assert_eq!(said(none, none), "no change");
    assert_eq!(said(twice, twice), "no change");
    assert_eq!(said(none, deluded), "takes Deluded");
    assert_eq!(said(deluded, none), "gives back Deluded");
    assert_eq!(said(none, miserable), "takes Miserable");
    assert_eq!(said(miserable, twice), "Miserable becomes Twice Miserable");
    assert_eq!(said(twice, none), "gives back Twice Miserable");
    assert_eq!(said(none, both), "takes Deluded, takes Twice Miserable");
}

#[test]
fn r22_a_player_with_fleet_returns_deluded_in_the_fleet_round() {
    let mut s = setup(3, 0);
    s.fleet = true;
    let mut g = stacked(s, &[Copper, Copper], &[Delusion]);
    play_to_round(&mut g, 4);
    assert_eq!(
        g.states(Seat::First).deluded_or_envious,
        Some(StateCard::Deluded)
    );
    let left = g.supply().provinces;
    take(&mut g, SupplyPile::Province, left);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::FleetTurns);
    ok(&mut g, Action::ReturnState { seat: Seat::First });
    assert_eq!(g.states(Seat::First).deluded_or_envious, None);
}

#[test]
fn r22_misery_then_twice_miserable_then_nothing() {
    let p = PlayerStates::default();
    let once = p.after_hex(Misery);
    let twice = once.after_hex(Misery);
    assert_eq!(once.misery_state(), Some(StateCard::Miserable));
    assert_eq!(twice.misery_state(), Some(StateCard::TwiceMiserable));
    assert_eq!(twice.after_hex(Misery), twice);
    assert_eq!((once.misery_penalty(), twice.misery_penalty()), (2, 4));
    assert_eq!(p.after_hex(War), p);
}

#[test]
fn r22_locusts_shows_the_coop_rule() {
    coop_automa::app::i18n::set(coop_automa::app::i18n::Lang::En, None);
    let d = &words::hex_details(Locusts);
    assert!(
        d.contains("Coop rule: if the card is a Victory card") && d.contains("discard pile"),
        "{d}"
    );
}

#[test]
fn r23_shared_hex_goes_under_a_treasure_on_top() {
    let mut s = setup(12, 4);
    s.shared_hexes = true;
    let mut g = stacked(s, &[Silver], &[Fear, Misery]);
    play_to_round(&mut g, 3);
    assert_eq!(g.discard(), &[Card::Treasure(Silver)]);
    let e = ok(&mut g, Action::ReceiveHex { seat: Seat::Second });
    assert_eq!(
        e[0],
        Event::HexReceived {
            seat: Seat::Second,
            hex: Fear
        }
    );
    assert_eq!(g.discard(), &[Card::Hex(Fear), Card::Treasure(Silver)]);
    assert_eq!(g.last_reveal().unwrap().by, Some(Seat::Second));
    // With a Hex on top, the next one goes on top.
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    ok(&mut g, Action::AutomaDone);
    ok(&mut g, Action::ReceiveHex { seat: Seat::First });
    assert_eq!(g.hex_pile_len(), 9);
    assert_eq!(
        g.discard(),
        &[
            Card::Hex(Fear),
            Card::Treasure(Silver),
            Card::Hex(Misery),
            Card::Hex(BadOmens)
        ]
    );
    assert_eq!(
        g.states(Seat::First).misery,
        1,
        "Misery from round 3's step"
    );
}

#[test]
fn r23_receiving_a_hex_needs_the_option_and_a_turn() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    let err = g
        .apply(Action::ReceiveHex { seat: Seat::First })
        .unwrap_err();
    assert!(err.message().contains("Shared Hexes are off"), "{err:?}");
    let mut s = setup(12, 4);
    s.shared_hexes = true;
    let mut g = Game::new(s).unwrap();
    both_turns(&mut g);
    assert!(g.apply(Action::ReceiveHex { seat: Seat::First }).is_err());
}

#[test]
fn r23_shared_hex_gives_its_state_to_that_player_only() {
    let mut s = setup(12, 4);
    s.shared_hexes = true;
    let mut g = stacked(s, &[], &[Misery]);
    ok(&mut g, Action::ReceiveHex { seat: Seat::First });
    assert_eq!(g.states(Seat::First).misery, 1);
    assert_eq!(g.states(Seat::Second).misery, 0);
    assert_eq!(g.discard(), &[Card::Hex(Misery)]);
}

// ---- Undo ----

#[test]
fn r24_undo_restores_the_piles_and_redo_reveals_the_same_card() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let before = g.clone();
    let first = ok(&mut g, Action::AutomaStep);
    let after = g.clone();
    assert_eq!(g.undo().unwrap(), Action::AutomaStep);
    assert_eq!(g.treasure_pile_hidden(), before.treasure_pile_hidden());
    assert_eq!(g.discard(), before.discard());
    assert_eq!(g.redo_action(), Some(Action::AutomaStep));
    let again = g.redo().unwrap();
    assert_eq!(first, again);
    assert_eq!(g, after);
}

#[test]
fn r24_undo_is_never_a_way_to_redraw() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    let first = ok(&mut g, Action::AutomaStep);
    g.undo().unwrap();
    // Something else happens, then the step again: the same card comes.
    ok(&mut g, Action::AttackPlayed);
    assert_eq!(g.redo_action(), None, "a new action ends the redo branch");
    let second = ok(&mut g, Action::AutomaStep);
    assert_eq!(first[0], second[0]);
}

#[test]
fn r24_undo_goes_back_to_the_start_and_reshuffles_replay_identically() {
    let mut g = Game::new(setup(12, 10)).unwrap();
    play_to_round(&mut g, 30);
    let end = g.clone();
    let n = g.actions_applied();
    for _ in 0..n {
        g.undo().unwrap();
    }
    assert_eq!(g.undo(), Err(RuleError::NothingToUndo));
    assert_eq!(g.round(), 1);
    for _ in 0..n {
        g.redo().unwrap();
    }
    assert_eq!(g.redo(), Err(RuleError::NothingToRedo));
    assert_eq!(g, end);
}

#[test]
fn r24_undo_and_redo_labels_name_the_player_and_the_card() {
    let mut g = stacked(setup(12, 4), &[Silver], &[]);
    assert_eq!(undo_label(&g), None);
    ok(&mut g, Action::EndTurn);
    assert_eq!(undo_label(&g).as_deref(), Some("End Alex's turn"));
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::AutomaStep);
    assert_eq!(undo_label(&g).as_deref(), Some("Automa's step (round 1)"));
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    assert_eq!(undo_label(&g).as_deref(), Some("Automa's step (Silver)"));
    g.undo().unwrap();
    assert_eq!(redo_label(&g).as_deref(), Some("Automa's step (Silver)"));
    assert_eq!(undo_label(&g).as_deref(), Some("End Bea's turn"));
}

#[test]
fn r24_undo_across_a_reshuffle_never_redraws() {
    let mut g = Game::new(setup(12, 10)).unwrap();
    // Round 26's treasure step reshuffles (R13.1), round 27's Hex step too (R21).
    for round in [26, 27] {
        play_to_round(&mut g, round);
        both_turns(&mut g);
        let first = ok(&mut g, Action::AutomaStep);
        assert!(matches!(first[0], Event::Reshuffled { .. }), "{first:?}");
        let piles_after = (
            g.treasure_pile_hidden().to_vec(),
            g.hex_pile_hidden().to_vec(),
        );
        g.undo().unwrap();
        ok(&mut g, Action::AttackPlayed);
        let second = ok(&mut g, Action::AutomaStep);
        assert_eq!(
            first, second,
            "round {round}: the same shuffle and the same card"
        );
        assert_eq!(
            (
                g.treasure_pile_hidden().to_vec(),
                g.hex_pile_hidden().to_vec()
            ),
            piles_after
        );
        if matches!(g.phase(), Phase::Resolving(_)) {
            ok(&mut g, Action::AutomaDone);
        }
    }
}

#[test]
fn r16_a_late_count_that_meets_the_end_ends_the_game_without_an_automa_step() {
    let mut g = stacked(setup(3, 0), &[Copper], &[Misery]);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    // Provinces bought this round are counted only now: the game ended with Bea's turn.
    let left = g.supply().provinces;
    take(&mut g, SupplyPile::Province, left);
    let e = ok(&mut g, Action::AutomaStep);
    assert_eq!(e[0], Event::EndedBeforeAutomaStep);
    assert!(g.is_over());
    assert_eq!(g.hex_pile_len(), 12, "no Hex was revealed");
    assert_eq!(g.states(Seat::First).misery, 0);
}

#[test]
fn r18_a_late_count_with_fleet_starts_the_fleet_round_without_round_ns_step() {
    let mut s = setup(3, 0);
    s.fleet = true;
    let mut g = stacked(s, &[Copper], &[Misery]);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    let left = g.supply().provinces;
    take(&mut g, SupplyPile::Province, left);
    ok(&mut g, Action::AutomaStep);
    assert_eq!(g.phase(), Phase::FleetTurns);
    assert_eq!(g.round(), 4);
    ok(&mut g, Action::EndTurn);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(
        e.iter()
            .any(|e| matches!(e, Event::TreasureRevealed { .. }))
    );
    assert!(g.is_over(), "the Fleet round's step is the last");
    // Over after the Fleet round, for the reason that started it (the Provinces are still
    // gone, but this is not a new end).
    assert!(
        e.contains(&Event::GameOver {
            reason: EndReason::ProvincesGone,
            after_fleet: true
        }),
        "{e:?}"
    );
    assert_eq!(g.hex_pile_len(), 12, "round 3's Hex step never happened");
}

#[test]
fn r18_fleet_started_by_a_treasure_step_resolves_its_silver_first() {
    let mut s = setup(3, 0);
    s.fleet = true;
    let mut g = stacked(s, &[Silver], &[]);
    take(&mut g, SupplyPile::Province, 2);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    // The automa takes the last Province: with Fleet the game goes on, so the Silver counts.
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::PassACard), "{e:?}");
    assert!(!e.contains(&Event::NoSilverEffect));
    assert_eq!(g.phase(), Phase::Resolving(Resolving::Treasure(Silver)));
    let e = ok(&mut g, Action::AutomaDone);
    assert_eq!(
        e,
        vec![Event::FleetRoundStarted {
            round: 3,
            reason: EndReason::ProvincesGone
        }]
    );
    ok(&mut g, Action::EndTurn);
    // Round 3 is odd: the automa's last step is a Hex.
    let e = ok(&mut g, Action::AutomaStep);
    assert!(matches!(e[0], Event::HexRevealed { .. }));
    ok(&mut g, Action::AutomaDone);
    assert!(g.is_over());
}

#[test]
fn r18_fleet_started_when_a_hex_step_is_done() {
    let mut s = setup(12, 4);
    s.fleet = true;
    let mut g = stacked(s, &[Copper], &[Plague]);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    empty_piles(&mut g, 3);
    let e = ok(&mut g, Action::AutomaDone);
    assert_eq!(
        e,
        vec![Event::FleetRoundStarted {
            round: 4,
            reason: EndReason::ThreePiles(3)
        }]
    );
    ok(&mut g, Action::EndTurn);
    let e = ok(&mut g, Action::AutomaStep);
    assert!(e.contains(&Event::TreasureRevealed { card: Copper }));
    assert!(g.is_over());
}

#[test]
fn r11_an_extra_turn_is_not_taken_when_the_game_ends() {
    let mut g = Game::new(setup(3, 0)).unwrap();
    take(&mut g, SupplyPile::Province, 3);
    let e = ok(&mut g, Action::ExtraTurn);
    assert!(g.is_over());
    assert!(!e.iter().any(|e| matches!(e, Event::TurnStarted { .. })));
}

#[test]
fn r22_deluded_is_returned_only_in_its_players_own_turn() {
    let mut g = stacked(setup(12, 4), &[Copper], &[Delusion]);
    play_to_round(&mut g, 4);
    // Alex's turn: Bea cannot return hers now.
    let before = g.clone();
    let err = g
        .apply(Action::ReturnState { seat: Seat::Second })
        .unwrap_err();
    assert!(
        err.message().contains("Bea returns Deluded or Envious"),
        "{err:?}"
    );
    assert_eq!(g, before);
    ok(&mut g, Action::ReturnState { seat: Seat::First });
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::ReturnState { seat: Seat::Second });
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.states(Seat::Second).deluded_or_envious, None);
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
fn a_saved_game_is_played_again_and_impossible_records_are_named() {
    let mut g = stacked(setup(12, 4), &[Silver], &[]);
    play_to_round(&mut g, 2);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    g.undo().unwrap();
    let text = ron::to_string(&g).unwrap();
    let back: Game = ron::from_str(&text).unwrap();
    assert_eq!(back, g, "replayed with its redo branch");
    assert_eq!(g.check_consistency(), Ok(()));
    let cases = [
        ("Copper", "Silver", "not 5 Coppers and 7 Silvers"),
        ("duchies:4", "duchies:11", "11 Duchies cannot be used"),
        ("\"Bea\"", "\"Alex\"", "same name"),
        (
            "actions:[",
            "actions:[AutomaStep,",
            "action 1 (Automa's step) cannot be played",
        ),
        (
            "actions:[",
            "actions:[AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,AttackPlayed,",
            "action 11 (Attack played) cannot be played: All 10 tokens",
        ),
        ("redo:[AutomaStep]", "redo:[AutomaDone]", "cannot be redone"),
    ];
    use coop_automa::engine::Rules;
    use coop_automa::modes::coop::{Coop, GameRecord};
    use coop_automa::store::{Fault, Unplayable};
    for (from, to, says) in cases {
        assert!(text.contains(from), "{from} not in the save: {text}");
        assert!(ron::from_str::<Game>(&text.replacen(from, to, 1)).is_err());
        // The refusal as the table reads it when such a file is opened.
        let saved: GameRecord = ron::from_str(&text.replacen(from, to, 1)).unwrap();
        let err = Game::replay(Coop::from_saved(saved)).unwrap_err();
        let words = coop_automa::app::store_words::fault(&Fault::Unplayable(Unplayable::Coop(
            Box::new(err),
        )));
        assert!(words.contains(says), "{to}: {words}");
    }
}

#[test]
fn r19_points_at_the_edges_of_i32_are_refused_not_wrapped() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    empty_piles(&mut g, 3);
    ok(&mut g, Action::EndTurn);
    for points in [[i32::MIN, 0], [0, i32::MAX], [-1000, 0], [1000, 0]] {
        let before = g.clone();
        assert!(
            g.apply(Action::FinalPoints { points }).is_err(),
            "{points:?}"
        );
        assert_eq!(g, before);
    }
    ok(
        &mut g,
        Action::FinalPoints {
            points: [-999, 999],
        },
    );
}

#[test]
fn r11_possession_gives_the_other_player_an_extra_turn_and_the_order_goes_on() {
    // Alex plays Possession: Bea's extra turn, then Bea's own turn, then the automa.
    let mut g = Game::new(setup(12, 4)).unwrap();
    let e = ok(&mut g, Action::ExtraTurnFor { seat: Seat::Second });
    assert!(e.contains(&Event::TurnStarted {
        seat: Seat::Second,
        extra: true
    }));
    assert_eq!(undo_label(&g).as_deref(), Some("Extra turn for Bea"));
    ok(&mut g, Action::EndTurn);
    assert_eq!(
        g.phase(),
        Phase::Turn {
            seat: Seat::Second,
            extra: false
        }
    );
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::AutomaDue);
    assert_eq!(g.round(), 1);
    // Next round Bea plays Possession: Alex's extra turn, then the automa's step.
    ok(&mut g, Action::AutomaStep);
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::ExtraTurnFor { seat: Seat::First });
    assert_eq!(
        g.phase(),
        Phase::Turn {
            seat: Seat::First,
            extra: true
        }
    );
    ok(&mut g, Action::EndTurn);
    assert_eq!(
        g.phase(),
        Phase::AutomaDue,
        "the order goes on after Bea's turn"
    );
    assert_eq!(g.round(), 2);
}

#[test]
fn r11_outpost_after_possession_keeps_the_order() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    ok(&mut g, Action::ExtraTurnFor { seat: Seat::Second });
    ok(&mut g, Action::ExtraTurn);
    assert_eq!(
        g.phase(),
        Phase::Turn {
            seat: Seat::Second,
            extra: true
        }
    );
    ok(&mut g, Action::EndTurn);
    assert_eq!(
        g.current_seat(),
        Some(Seat::Second),
        "Bea's own turn comes next"
    );
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

#[test]
fn the_log_names_the_player_whose_turn_it_is_and_is_neutral_outside_a_turn() {
    let mut g = Game::new(setup(12, 4)).unwrap();
    let s = g.setup().clone();
    let log = |events: Vec<Event>| -> Vec<String> {
        events.iter().map(|e| words::event_words(&s, e)).collect()
    };
    let take_duchy = Action::Supply {
        pile: SupplyPile::Duchy,
        change: Change::Take,
    };
    let pile_out = Action::OtherEmptyPile {
        change: Change::Take,
    };
    // During Alex's turn: Alex, in the log and in "Undo: ...".
    assert_eq!(log(ok(&mut g, take_duchy)), ["Alex took a Duchy (3 left)."]);
    assert_eq!(
        log(ok(&mut g, pile_out)),
        ["Another pile ran out in Alex's turn: 1 other supply pile is empty."]
    );
    assert_eq!(
        undo_label(&g).unwrap(),
        "Another pile emptied in Alex's turn"
    );
    ok(&mut g, Action::EndTurn);
    // During Bea's turn: Bea.
    assert_eq!(log(ok(&mut g, take_duchy)), ["Bea took a Duchy (2 left)."]);
    ok(&mut g, Action::EndTurn);
    // Between the turns and the automa's step nobody has a turn: no name, no "A player".
    assert_eq!(g.phase(), Phase::AutomaDue);
    assert_eq!(log(ok(&mut g, take_duchy)), ["A Duchy was taken (1 left)."]);
    assert_eq!(undo_label(&g).unwrap(), "A Duchy was taken");
    assert_eq!(
        log(ok(&mut g, pile_out)),
        ["Another pile ran out: 2 other supply piles are empty."]
    );
    assert_eq!(
        log(ok(
            &mut g,
            Action::OtherEmptyPile {
                change: Change::PutBack
            }
        )),
        ["A pile counted empty is not: 1 other supply pile is empty."]
    );
}

#[test]
fn r12_the_big_button_ends_the_turns_then_steps_the_automa_then_says_done() {
    let mut g = stacked(setup(3, 0), &[Copper], &[Misery]);
    assert_eq!(g.primary_action(), Some(Action::EndTurn));
    both_turns(&mut g);
    assert_eq!(g.primary_action(), Some(Action::AutomaStep));
    ok(&mut g, Action::AutomaStep);
    play_to_round(&mut g, 3);
    both_turns(&mut g);
    ok(&mut g, Action::AutomaStep);
    assert!(matches!(g.phase(), Phase::Resolving(_)));
    assert_eq!(g.primary_action(), Some(Action::AutomaDone));
    ok(&mut g, Action::AutomaDone);
    let left = g.supply().provinces;
    take(&mut g, SupplyPile::Province, left);
    ok(&mut g, Action::EndTurn);
    assert!(g.is_over());
    assert_eq!(g.primary_action(), None);
}

/// R19's final points, both sides: refused while the game goes on (in a turn and at the
/// automa's step), taken once it is over, refused a second time (undo changes them).
#[test]
fn r19_final_points_are_taken_only_once_the_game_is_over() {
    let mut g = stacked(setup(12, 4), &[], &[]);
    let points = Action::FinalPoints { points: [20, 20] };
    for _ in 0..2 {
        let before = g.clone();
        let e = g.apply(points).unwrap_err();
        assert!(e.message().contains("not over yet"), "{e:?}");
        assert_eq!(g, before);
        ok(&mut g, Action::EndTurn);
    }
    assert_eq!(g.phase(), Phase::AutomaDue);
    assert!(g.apply(points).is_err());
    empty_piles(&mut g, 3);
    ok(&mut g, Action::AutomaStep);
    assert!(g.is_over());
    ok(&mut g, points);
    let e = g.apply(points).unwrap_err();
    assert!(e.message().contains("entered already"), "{e:?}");
}
