//! Issue 44: the table's own piles (`Setup::own`). At each automa step the table turns the
//! top card of its own shuffled pile and says which it is; the app offers the cards still
//! face down and refuses any other, rebuilds an empty pile as the rules say (R13.1, R21), and
//! plays every rule as with its own shuffle (R12–R14, R23, R24).

use super::common::*;
use coop_automa_coop::*;
use coop_automa_engine::GameRng;

/// A setup whose piles are the table's own.
fn own(treasures: bool, hexes: bool) -> Setup {
    let mut s = setup(12, 4);
    s.own = OwnPiles { treasures, hexes };
    s
}

/// The card the automa revealed in these events, if any.
fn revealed(events: &[Event]) -> Option<Card> {
    events.iter().find_map(|e| match e {
        Event::TreasureRevealed { card } => Some(Card::Treasure(*card)),
        Event::HexRevealed { hex } => Some(Card::Hex(*hex)),
        _ => None,
    })
}

/// Both turns, then the step with `card` turned over, then done if it needs it.
fn told_round(game: &mut Game, card: Option<Card>) -> Vec<Event> {
    both_turns(game);
    let mut events = match card {
        Some(card) => ok(game, Action::AutomaStepTurned { card }),
        None => ok(game, Action::AutomaStep),
    };
    if matches!(game.phase(), Phase::Resolving(_)) {
        events.extend(ok(game, Action::AutomaDone));
    }
    events
}

/// What two games must share to be the same game at the table: everything but the order of
/// the face-down piles, which the app does not know when the table shuffles.
fn table_of(game: &Game) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {} {}",
        game.round(),
        game.phase(),
        game.supply(),
        game.automa(),
        [game.states(Seat::First), game.states(Seat::Second)],
        game.discard(),
        game.score(),
        game.end_reason(),
        game.last_reveal(),
        game.treasure_pile_len(),
        game.hex_pile_len(),
    )
}

#[test]
fn own_cards_a_whole_game_told_card_by_card_is_the_game_the_apps_shuffle_plays() {
    for seed in 0..cases(24) as u64 {
        // The app's shuffle: a random game to its score, its actions kept.
        let mut s = setup(12, (seed % 5) as u8);
        s.seed = Some(seed);
        let mut shuffled = Game::new(s.clone()).unwrap();
        let mut rng = GameRng::from_seed(seed);
        let mut played = Vec::new();
        for _ in 0..20_000 {
            if shuffled.score().is_some() {
                break;
            }
            let action = random_action(&shuffled, &mut rng);
            if let Ok(events) = shuffled.apply(action) {
                played.push((action, revealed(&events)));
            }
        }
        assert!(shuffled.score().is_some(), "seed {seed}: scored");
        // The same game at a table with both piles its own, shuffled otherwise than the
        // app's (another seed): each card told as it came.
        s.own = OwnPiles {
            treasures: true,
            hexes: true,
        };
        s.seed = Some(seed ^ 0x0DD5_EED5);
        let mut told = Game::new(s).unwrap();
        for (action, card) in &played {
            let action = match (action, card) {
                (Action::AutomaStep, Some(card)) => {
                    assert!(
                        told.primary_action().is_none(),
                        "the big button asks nothing"
                    );
                    assert_eq!(told.step_asks_turned(), Some(card.pile()));
                    Action::AutomaStepTurned { card: *card }
                }
                (action, _) => *action,
            };
            ok(&mut told, action);
        }
        assert_eq!(table_of(&told), table_of(&shuffled), "seed {seed}");
        assert_eq!(
            told.score(),
            shuffled.score(),
            "seed {seed}: the same scores"
        );
    }
}

#[test]
fn own_cards_r13_1_the_13th_treasure_step_rebuilds_the_pile_from_the_discard_first() {
    let mut game = Game::new(own(true, false)).unwrap();
    round(&mut game); // round 1: nothing to turn
    let mut treasure_steps = 0;
    while treasure_steps < 12 {
        both_turns(&mut game);
        match game.step_asks_turned() {
            Some(PileKind::Treasure) => {
                // Six of each, in turns: the counts go down one by one.
                let card = Card::Treasure(Treasure::ALL[treasure_steps % 2]);
                let left = game.face_down(PileKind::Treasure);
                assert_eq!(
                    left,
                    [
                        (
                            Card::Treasure(Treasure::Copper),
                            6 - treasure_steps.div_ceil(2) as u8
                        ),
                        (
                            Card::Treasure(Treasure::Silver),
                            6 - (treasure_steps / 2) as u8
                        ),
                    ],
                    "after {treasure_steps} steps"
                );
                assert_eq!(game.reshuffle_before_turning(PileKind::Treasure), None);
                ok(&mut game, Action::AutomaStepTurned { card });
                treasure_steps += 1;
            }
            other => {
                assert_eq!(other, None, "the Hexes are the app's");
                ok(&mut game, Action::AutomaStep);
            }
        }
        if matches!(game.phase(), Phase::Resolving(_)) {
            ok(&mut game, Action::AutomaDone);
        }
    }
    assert_eq!(game.treasure_pile_len(), 0);
    // The 13th: the table shuffles the 12 treasures of the discard pile into a new pile,
    // then turns the top one; all 12 can be it.
    while game.step_asks_turned() != Some(PileKind::Treasure) {
        round(&mut game);
        both_turns(&mut game);
        if game.step_asks_turned() == Some(PileKind::Treasure) {
            break;
        }
        ok(&mut game, Action::AutomaStep);
        if matches!(game.phase(), Phase::Resolving(_)) {
            ok(&mut game, Action::AutomaDone);
        }
    }
    assert_eq!(game.reshuffle_before_turning(PileKind::Treasure), Some(12));
    assert_eq!(
        game.face_down(PileKind::Treasure),
        [
            (Card::Treasure(Treasure::Copper), 6),
            (Card::Treasure(Treasure::Silver), 6)
        ]
    );
    let events = ok(
        &mut game,
        Action::AutomaStepTurned {
            card: Card::Treasure(Treasure::Silver),
        },
    );
    assert!(events.contains(&Event::Reshuffled {
        pile: PileKind::Treasure,
        cards: 12
    }));
    assert!(events.contains(&Event::TreasureRevealed {
        card: Treasure::Silver
    }));
    assert_eq!(game.treasure_pile_len(), 11);
    assert_eq!(
        game.face_down(PileKind::Treasure),
        [
            (Card::Treasure(Treasure::Copper), 6),
            (Card::Treasure(Treasure::Silver), 5)
        ]
    );
}

#[test]
fn own_cards_a_seventh_silver_or_a_card_of_the_wrong_pile_is_refused_and_changes_nothing() {
    let mut game = Game::new(own(true, true)).unwrap();
    round(&mut game);
    // Rounds 2, 4, ... turn treasures; 3, 5, ... Hexes.
    let mut silvers = 0;
    let mut hexes = Hex::ALL.iter();
    while silvers < 6 {
        let card = match game.round() % 2 {
            0 => {
                silvers += 1;
                Card::Treasure(Treasure::Silver)
            }
            _ => Card::Hex(*hexes.next().unwrap()),
        };
        told_round(&mut game, Some(card));
    }
    // A Hex step is next (round 13): then a treasure step with no Silver face down.
    assert_eq!(game.round() % 2, 1);
    told_round(&mut game, Some(Card::Hex(*hexes.next().unwrap())));
    both_turns(&mut game);
    assert_eq!(game.step_asks_turned(), Some(PileKind::Treasure));
    let before = table_of(&game);
    let silver = Card::Treasure(Treasure::Silver);
    assert_eq!(
        game.apply(Action::AutomaStepTurned { card: silver }),
        Err(RuleError::Turned(TurnedFault::NoneFaceDown {
            card: silver
        }))
    );
    let hex = Card::Hex(Hex::War);
    assert_eq!(
        game.apply(Action::AutomaStepTurned { card: hex }),
        Err(RuleError::Turned(TurnedFault::WrongPile {
            wanted: PileKind::Treasure
        }))
    );
    // The app does not turn the table's own pile.
    assert_eq!(
        game.apply(Action::AutomaStep),
        Err(RuleError::Turned(TurnedFault::TableShuffles {
            pile: PileKind::Treasure
        }))
    );
    assert_eq!(table_of(&game), before, "a refusal changes nothing");
    // A Copper is the card: the last Silver-less pile is six Coppers.
    assert_eq!(
        game.face_down(PileKind::Treasure),
        [(Card::Treasure(Treasure::Copper), 6), (silver, 0)]
    );
    ok(
        &mut game,
        Action::AutomaStepTurned {
            card: Card::Treasure(Treasure::Copper),
        },
    );
}

#[test]
fn own_cards_r12_round_1_turns_nothing_and_the_apps_own_pile_is_the_apps() {
    let mut game = Game::new(own(true, false)).unwrap();
    both_turns(&mut game);
    // Round 1: the step turns no card (R12).
    assert_eq!(game.step_pile(), None);
    assert_eq!(game.step_asks_turned(), None);
    let copper = Card::Treasure(Treasure::Copper);
    assert_eq!(
        game.apply(Action::AutomaStepTurned { card: copper }),
        Err(RuleError::Turned(TurnedFault::NothingToTurn))
    );
    ok(&mut game, Action::AutomaStep);
    told_round(&mut game, Some(copper));
    // Round 3 turns a Hex, from the app's own pile in this game.
    both_turns(&mut game);
    assert_eq!(game.step_pile(), Some(PileKind::Hex));
    assert_eq!(game.step_asks_turned(), None);
    assert_eq!(game.primary_action(), Some(Action::AutomaStep));
    assert_eq!(
        game.apply(Action::AutomaStepTurned {
            card: Card::Hex(Hex::Fear)
        }),
        Err(RuleError::Turned(TurnedFault::AppShuffles {
            pile: PileKind::Hex
        }))
    );
    // Not while a turn is played.
    let mut game = Game::new(own(true, true)).unwrap();
    assert!(matches!(
        game.apply(Action::AutomaStepTurned { card: copper }),
        Err(RuleError::NotNow(_))
    ));
}

#[test]
fn own_cards_r16_a_game_ended_by_the_last_turn_asks_for_no_card() {
    let mut game = Game::new(own(true, true)).unwrap();
    round(&mut game);
    both_turns(&mut game);
    take(&mut game, SupplyPile::Province, 12);
    assert_eq!(game.step_pile(), None, "the game ended with the last turn");
    assert_eq!(game.step_asks_turned(), None);
    assert_eq!(game.primary_action(), Some(Action::AutomaStep));
}

#[test]
fn own_cards_r24_undo_takes_back_the_told_card_and_redo_tells_it_again() {
    let mut game = Game::new(own(true, true)).unwrap();
    round(&mut game);
    both_turns(&mut game);
    let silver = Card::Treasure(Treasure::Silver);
    ok(&mut game, Action::AutomaStepTurned { card: silver });
    let after = table_of(&game);
    assert_eq!(game.face_down(PileKind::Treasure)[1], (silver, 5));
    assert_eq!(game.undo(), Ok(Action::AutomaStepTurned { card: silver }));
    assert_eq!(game.face_down(PileKind::Treasure)[1], (silver, 6));
    assert_eq!(game.discard(), &[] as &[Card]);
    game.redo().unwrap();
    assert_eq!(table_of(&game), after, "redo turns the very same card");
    // Another card told after an undo is a new branch.
    game.undo().unwrap();
    let copper = Card::Treasure(Treasure::Copper);
    ok(&mut game, Action::AutomaStepTurned { card: copper });
    assert_eq!(game.discard(), &[copper]);
}

#[test]
fn own_cards_a_game_replayed_from_its_record_and_its_save_text_is_the_same_game() {
    let mut game = Game::new(own(true, true)).unwrap();
    round(&mut game);
    told_round(&mut game, Some(Card::Treasure(Treasure::Copper)));
    told_round(&mut game, Some(Card::Hex(Hex::Misery)));
    both_turns(&mut game);
    ok(
        &mut game,
        Action::AutomaStepTurned {
            card: Card::Treasure(Treasure::Silver),
        },
    );
    game.undo().unwrap();
    let record = game.record();
    let text = ron::to_string(&record).unwrap();
    let back: coop_automa_engine::Record<Coop> = ron::from_str(&text).unwrap();
    let again = Game::replay(back).unwrap();
    assert_eq!(table_of(&again), table_of(&game));
    assert_eq!(again.setup().own, game.setup().own);
    assert_eq!(again.redo_action(), game.redo_action());
    assert_eq!(again.history().done().len(), game.history().done().len());
}

#[test]
fn own_cards_a_setup_saved_before_them_reads_as_the_apps_shuffle() {
    let old = r#"(players:("Alex","Bea"),kingdom:None,provinces:12,duchies:4,colonies:false,fleet:false,shared_hexes:false,seed:Some(7))"#;
    let setup: Setup = ron::from_str(old).unwrap();
    assert_eq!(setup.own, OwnPiles::default());
    assert!(!setup.own.holds(PileKind::Treasure) && !setup.own.holds(PileKind::Hex));
}

#[test]
fn own_cards_r23_a_shared_hex_is_told_from_the_hexes_not_yet_seen() {
    let mut s = own(false, true);
    s.shared_hexes = true;
    let mut game = Game::new(s).unwrap();
    assert_eq!(
        game.apply(Action::ReceiveHex { seat: Seat::First }),
        Err(RuleError::Turned(TurnedFault::TableShuffles {
            pile: PileKind::Hex
        }))
    );
    ok(
        &mut game,
        Action::ReceiveTurnedHex {
            seat: Seat::First,
            hex: Hex::Misery,
        },
    );
    assert_eq!(game.states(Seat::First).misery, 1);
    assert_eq!(game.face_down(PileKind::Hex).len(), 12);
    assert_eq!(
        game.face_down(PileKind::Hex)[Hex::ALL.iter().position(|h| *h == Hex::Misery).unwrap()].1,
        0
    );
    let misery = Card::Hex(Hex::Misery);
    assert_eq!(
        game.apply(Action::ReceiveTurnedHex {
            seat: Seat::Second,
            hex: Hex::Misery
        }),
        Err(RuleError::Turned(TurnedFault::NoneFaceDown {
            card: misery
        }))
    );
    // Without shared Hexes, or with the app's Hexes, it is refused.
    let mut plain = Game::new(own(false, true)).unwrap();
    assert_eq!(
        plain.apply(Action::ReceiveTurnedHex {
            seat: Seat::First,
            hex: Hex::War
        }),
        Err(RuleError::NotNow(NotNow::SharedHexesOff))
    );
    let mut s = own(false, false);
    s.shared_hexes = true;
    let mut apps = Game::new(s).unwrap();
    assert_eq!(
        apps.apply(Action::ReceiveTurnedHex {
            seat: Seat::First,
            hex: Hex::War
        }),
        Err(RuleError::Turned(TurnedFault::AppShuffles {
            pile: PileKind::Hex
        }))
    );
}
