//! Duel games on disk (D12.3): a save keeps the history, the redo branch and the Curse Deck's
//! future draws; a save whose deck does not add up, of newer Duel rules, or opened as a coop
//! game is refused with the reason and left as it is; Resume offers a Duel beside the other
//! modes; the Duel's results log keeps one line per game.

use crate::common;
use coop_automa::modes::duel::DuelSession;
use coop_automa::store::ModeGame;

use coop_automa::app::load_words;
use coop_automa::modes::duel::{
    self, Action, Answer, Attack, AttackKind, Change, DuelGame, DuelResult, Kingdom, PileReport,
    Setup, Victory,
};
use coop_automa::store::{AnyGame, GameResult, Saved, Store, Summary, parse, parse_any};

fn game(seed: u64) -> DuelGame {
    DuelGame::new(Setup::new(
        &["Ann", "Ben", "Cy"],
        Kingdom::DuelOnly,
        Some(seed),
    ))
    .unwrap()
}

/// A game with draws, an attack and an ended turn, its last action undone (a redo branch).
fn played(seed: u64) -> DuelGame {
    let mut g = game(seed);
    g.apply(Action::Draw { player: 1 }).unwrap();
    g.apply(Action::Change {
        player: 0,
        change: Change::GainVictory(Victory::Province),
    })
    .unwrap();
    g.apply(Action::Attack(
        Attack::new(
            AttackKind::Warrior {
                strength: 3,
                raid: false,
            },
            &[(2, Answer::warrior(5))],
        )
        .unwrap(),
    ))
    .unwrap();
    g.apply(Action::EndTurn(PileReport::default())).unwrap();
    g.apply(Action::Draw { player: 2 }).unwrap();
    g.undo().unwrap();
    g
}

fn text_of(g: &DuelGame) -> String {
    Saved::<DuelGame>::new(g, "duel-1", None, 100)
        .to_ron()
        .unwrap()
}

#[test]
fn d12_3_a_save_keeps_the_history_the_redo_branch_and_the_future_draws() {
    let g = played(3);
    let loaded = parse_any(text_of(&g).as_bytes()).unwrap();
    assert_eq!(loaded.mode, "duel");
    let AnyGame::Duel(mut back) = loaded.game else {
        panic!("a Duel game")
    };
    assert_eq!(*back, g);
    assert_eq!(
        coop_automa::app::duel::words::step_words(&back, false),
        coop_automa::app::duel::words::step_words(&g, false)
    );
    assert_eq!(back.deck_hidden(), g.deck_hidden());
    // The redo draws the very card it drew before; the next draw after it too.
    let mut original = g.clone();
    assert_eq!(back.redo().unwrap(), original.redo().unwrap());
    assert_eq!(
        back.apply(Action::Draw { player: 0 }).unwrap(),
        original.apply(Action::Draw { player: 0 }).unwrap()
    );
    assert_eq!(*back, original);
}

#[test]
fn d12_3_a_save_whose_deck_does_not_add_up_or_of_newer_rules_is_refused_by_name() {
    let text = text_of(&played(4));
    // One Curse more in the Curse Deck: D3.1 says 20 for three players.
    let bad = text.replacen("deck: [", "deck: [Curse, ", 1);
    assert_ne!(bad, text);
    let e = load_words::fault(&parse_any(bad.as_bytes()).unwrap_err());
    assert!(
        e.contains("cannot be played")
            && e.contains("The Curse Deck for 3 players holds 20 × Curse, not 21"),
        "{e}"
    );
    let newer = text.replacen("rules: 1,", "rules: 7,", 1);
    let e = load_words::fault(&parse_any(newer.as_bytes()).unwrap_err());
    assert!(e.contains("newer rules (rules version 7)"), "{e}");
    // A loader of the coop's games says what the file is.
    let e =
        load_words::fault(&parse::<coop_automa::modes::coop::Game>(text.as_bytes()).unwrap_err());
    assert!(e.contains("Dominion: Duel"), "{e}");
}

#[test]
fn resume_offers_a_duel_with_its_players_and_turn_and_a_finished_one_is_not_offered() {
    let dir = common::temp_dir("duel-store");
    let store = Store::new(dir.clone());
    let g = played(6);
    let slot = store.new_slot(&g);
    store.autosave(&g, &slot, "duel-1").unwrap();
    let (found, problems) = store.find_resume();
    assert!(problems.is_empty());
    assert_eq!(found.len(), 1);
    let (path, save) = &found[0];
    assert_eq!(save.game, g);
    let summary = Summary::from_save(path, save);
    assert_eq!(summary.mode, "duel");
    let words = coop_automa::app::summary_words(&summary);
    assert!(
        words.starts_with("Duel, Duel cards only, Ben's turn 1"),
        "{words}"
    );
    // Won by the last player left: finished, not offered again.
    let mut over = g.clone();
    over.apply(Action::SetLife { player: 1, life: 0 }).unwrap();
    over.apply(Action::SetLife { player: 2, life: 0 }).unwrap();
    assert!(over.outcome().is_some());
    store.autosave(&over, &slot, "duel-1").unwrap();
    assert!(store.find_resume().0.is_empty());
}

#[test]
fn the_results_log_keeps_one_line_per_duel_replaced_and_removed() {
    let dir = common::temp_dir("duel-results");
    let store = Store::new(dir.clone());
    let mut g = played(7);
    assert!(DuelResult::of(&g, "x", 0).is_none(), "not decided yet");
    g.apply(Action::EndTurn(PileReport {
        province_empty: true,
        other_empty: 0,
    }))
    .unwrap();
    for (player, vp) in [(0, 9), (1, 4), (2, 9)] {
        g.apply(Action::EnterVp { player, vp }).unwrap();
    }
    let record = DuelResult::of(&g, "game-1", 10).unwrap();
    assert!(!record.last_player);
    // Ann and Cy tie at 9; Ann has ended a turn, Cy none: fewer turns wins (D11.2).
    assert_eq!(record.winners(), ["Cy"]);
    // Each line has its own player's score (typed VP less curse tokens), no one out.
    let line: Vec<_> = record
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.score, p.out))
        .collect();
    assert_eq!(
        line,
        [
            ("Ann", Some(9), None),
            ("Ben", Some(4), None),
            ("Cy", Some(9), None)
        ]
    );
    store.update_log("game-1", Some(&record)).unwrap();
    g.apply(Action::EnterVp { player: 2, vp: 8 }).unwrap();
    let again = DuelResult::of(&g, "game-1", 11).unwrap();
    assert_eq!(again.winners(), ["Ann"]);
    store.update_log("game-1", Some(&again)).unwrap();
    let results = store.read_log::<DuelResult>().unwrap();
    assert_eq!(results.records, [again]);
    assert_eq!(duel::wins(&results.records)[0], ("Ann".to_owned(), 1, 1));
    store.update_log::<DuelResult>("game-1", None).unwrap();
    assert!(store.read_log::<DuelResult>().unwrap().records.is_empty());
}

/// What Resume and the saves list read of a Duel, in play and over but not scored.
#[test]
fn a_duel_is_read_by_its_kingdom_turn_and_players() {
    let mut g = played(0xD0E1);
    common::any_game_equals_only_its_own(&g, &game(0xD0E1));
    assert_eq!(
        common::mode_view(&g),
        "duel v1 seed d0e1, 4 actions, over false, finished false: Duel, Duel cards only / Ben's turn 1 / Ann, Ben and Cy"
    );
    g.apply(Action::EndTurn(PileReport {
        province_empty: true,
        other_empty: 0,
    }))
    .unwrap();
    assert_eq!(
        common::mode_view(&g),
        "duel v1 seed d0e1, 5 actions, over true, finished false: Duel, Duel cards only / ended after Ben's turn 1 / Ann, Ben and Cy"
    );
}

fn progress(g: &DuelGame) -> String {
    coop_automa::app::duel::words::progress_words(g)
}

/// An ended Duel is never listed at a turn that will not be played (D10.2, D7.4): a pile end
/// comes as a turn ends, the last player left may win in the middle of a turn.
#[test]
fn d10_an_ended_duel_is_listed_by_the_turn_it_ended_in() {
    let mut g = played(0xD0E2);
    assert_eq!(progress(&g), "Ben's turn 1");
    g.apply(Action::EndTurn(PileReport {
        province_empty: false,
        other_empty: 3,
    }))
    .unwrap();
    assert!(g.is_over());
    assert_eq!(progress(&g), "ended after Ben's turn 1");
    // In Ann's second turn Cy and then Ben are put out: Ann, the last player left, has won.
    let mut g = played(0xD0E3);
    g.apply(Action::EndTurn(PileReport::default())).unwrap();
    g.apply(Action::EndTurn(PileReport::default())).unwrap();
    assert_eq!(progress(&g), "Ann's turn 2");
    g.apply(Action::SetLife { player: 2, life: 0 }).unwrap();
    g.apply(Action::SetLife { player: 1, life: 0 }).unwrap();
    assert!(g.outcome().is_some());
    assert_eq!(progress(&g), "ended in Ann's turn 2");
}

/// Issue 34: the Duel's results export as CSV like the coop's: the date, then four players'
/// columns always (a game of three leaves the fourth empty), a score only after a pile end.
#[test]
fn the_duel_results_export_as_csv_with_four_players_columns() {
    let mut g = played(7);
    g.apply(Action::EndTurn(PileReport {
        province_empty: true,
        other_empty: 0,
    }))
    .unwrap();
    for (player, vp) in [(0, 9), (1, 4), (2, 9)] {
        g.apply(Action::EnterVp { player, vp }).unwrap();
    }
    let mut record = DuelResult::of(&g, "game-1", 1_795_262_400).unwrap();
    record.players[1].name = "=SUM(A1)".into();
    let text = coop_automa::store::to_csv(&[&record], "=Ann").unwrap();
    let (header, rows) = common::csv_table(&text);
    assert_eq!(header.len(), 4 + 4 * 5 + 1);
    assert_eq!(
        &header[..5],
        ["date", "kingdom", "ended", "players", "player1"]
    );
    assert_eq!(header[23], "player4_won");
    assert_eq!(header[24], "table");
    let row = &rows[0];
    assert_eq!(rows.len(), 1);
    assert_eq!(
        row[..9],
        [
            "2026-11-21 12:00 UTC",
            "duel_only",
            "scored",
            "3",
            "Ann",
            "9",
            "",
            "1",
            "no"
        ]
    );
    // A typed name a spreadsheet would run as a formula is kept as text.
    assert_eq!(row[9], "'=SUM(A1)");
    assert_eq!(row[14..19], ["Cy", "9", "", "0", "yes"]);
    assert_eq!(row[19..24], ["", "", "", "", ""]);
    // This table's own record is named after it (a typed name, kept as text).
    assert_eq!(row[24], "'=Ann");
}
