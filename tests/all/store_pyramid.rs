//! Pyramid games on disk (P29, P30): a save keeps the history and deals the same future
//! cards; a save that is not a real game, of an unknown mode or of newer rules is refused,
//! named and left as it is; Resume offers pyramid games beside coop ones; the pyramid's
//! results log keeps one record per game.

use crate::common;
use coop_automa::modes::pyramid::PyramidSession;

use coop_automa::app::load_words;
use coop_automa::app::pyramid::words::step_words;
use coop_automa::modes::pyramid::{
    self, Action, Buy, FinalEntries, Level, Mix, PyramidGame, PyramidResult, Setup, Verdict,
};
use coop_automa::store::{self, AnyGame, GameResult, Saved, Store, Summary, parse, parse_any};

fn game(seed: u64) -> PyramidGame {
    PyramidGame::new(Setup::new(Level::Normal, Mix::A, Some(seed))).unwrap()
}

/// A game in turn 2 with picks made, and its last action undone (a redo branch).
fn played(seed: u64) -> PyramidGame {
    let mut g = game(seed);
    g.apply(Action::StartTurn { outpost: false }).unwrap();
    g.apply(Action::Buy(Buy::Platinum { overpay: 0 })).unwrap();
    // Bounded: a pick that does not count down must fail here, not hang (30 VP cards).
    for picks in 0.. {
        let Some(&place) = g.choosable().first() else {
            break;
        };
        assert!(picks < 30, "P11: the AI owes at most 30 picks");
        g.apply(Action::ScoreFrom { place }).unwrap();
    }
    g.apply(Action::EndTurn { empty_piles: 1 }).unwrap();
    g.apply(Action::StartTurn { outpost: false }).unwrap();
    g.undo().unwrap();
    g
}

fn text_of(g: &PyramidGame) -> String {
    Saved::<PyramidGame>::new(g, "pyr", None, 100)
        .to_ron()
        .unwrap()
}

#[test]
fn p29_a_save_keeps_the_history_the_redo_branch_and_the_future_deals() {
    let g = played(3);
    let loaded = parse_any(text_of(&g).as_bytes()).unwrap();
    assert_eq!(loaded.mode, "pyramid");
    let AnyGame::Pyramid(mut back) = loaded.game else {
        panic!("a pyramid game")
    };
    assert_eq!(*back, g);
    assert_eq!(step_words(&back, false), step_words(&g, false));
    // The same cards come next: redo, and a new Start turn after it.
    let mut original = g.clone();
    assert_eq!(back.redo().unwrap(), original.redo().unwrap());
    assert_eq!(back.deck_hidden(), original.deck_hidden());
    assert_eq!(*back, original);
}

#[test]
fn p29_a_save_whose_cards_do_not_add_up_is_refused_with_the_reason() {
    let text = text_of(&played(4));
    // A 31st card in the dealt order.
    let bad = text.replacen("order: [", "order: [Estate, ", 1);
    assert_ne!(bad, text);
    let e = load_words::fault(&parse_any(bad.as_bytes()).unwrap_err());
    assert!(e.contains("cannot be played"), "{e}");
    // A sixth Attack card at Normal, in place of an Estate.
    let bad = text.replacen("order: [", "order: [Attack, ", 1);
    assert!(parse_any(bad.as_bytes()).is_err());
}

#[test]
fn an_unknown_mode_or_newer_pyramid_rules_are_refused_by_name() {
    let text = text_of(&played(5));
    let duel = text.replacen("mode: \"pyramid\"", "mode: \"chess\"", 1);
    let e = load_words::fault(&parse_any(duel.as_bytes()).unwrap_err());
    assert!(e.contains("table mode \"chess\""), "{e}");
    let newer = text.replacen("rules: 1,", "rules: 9,", 1);
    let e = load_words::fault(&parse_any(newer.as_bytes()).unwrap_err());
    assert!(e.contains("newer rules (rules version 9)"), "{e}");
    // A loader of the coop's games says what the file is instead of failing on it, and one
    // of the Duel's too.
    let e =
        load_words::fault(&parse::<coop_automa::modes::coop::Game>(text.as_bytes()).unwrap_err());
    assert!(e.contains("solo pyramid game"), "{e}");
    let e = load_words::fault(
        &parse::<coop_automa::modes::duel::DuelGame>(text.as_bytes()).unwrap_err(),
    );
    assert!(e.contains("solo pyramid game"), "{e}");
}

/// P4: a pyramid just dealt is on the table (its six cards laid out): Resume offers it
/// before anything is played, and so a coop game and a Duel just started (their piles and
/// Curse Deck are dealt at "Start"): every mode alike.
#[test]
fn resume_offers_a_game_of_every_mode_before_its_first_action() {
    let dir = common::temp_dir("pyr-dealt-store");
    let store = Store::new(dir.clone());
    let g = game(7);
    assert_eq!(g.actions_applied(), 0);
    let slot = store.new_slot(&g);
    store.autosave(&g, &slot, "pyr-dealt").unwrap();
    let (found, _) = store.find_resume();
    assert_eq!(found.len(), 1);
    assert!(
        coop_automa::app::summary_words(&Summary::from_save(&found[0].0, &found[0].1))
            .starts_with("Solo pyramid, Normal, mix A, before turn 1")
    );
    let coop = coop_automa::modes::coop::Game::new({
        let mut s = coop_automa::modes::coop::Setup::custom(["A", "B"], 12, 4);
        s.seed = Some(1);
        s
    })
    .unwrap();
    let slot = store.new_slot(&coop);
    store.autosave(&coop, &slot, "coop-new").unwrap();
    let duel = coop_automa::modes::duel::DuelGame::new(coop_automa::modes::duel::Setup::new(
        &["Ann", "Ben"],
        coop_automa::modes::duel::Kingdom::DuelOnly,
        Some(2),
    ))
    .unwrap();
    let slot = store.new_slot(&duel);
    store.autosave(&duel, &slot, "duel-new").unwrap();
    let described: Vec<String> = store
        .find_resume()
        .0
        .iter()
        .map(|(path, save)| coop_automa::app::summary_words(&Summary::from_save(path, save)))
        .collect();
    assert_eq!(described.len(), 3, "{described:?}");
    assert!(
        described
            .iter()
            .any(|d| d.starts_with("Coop, Custom (12/4), round 1, A and B")),
        "{described:?}"
    );
    assert!(
        described
            .iter()
            .any(|d| d.starts_with("Duel, Duel cards only, Ann's turn 1, Ann and Ben")),
        "{described:?}"
    );
}

#[test]
fn resume_offers_a_pyramid_game_with_its_mode_and_turn_and_opens_it_the_same() {
    let dir = common::temp_dir("pyr-store");
    let store = Store::new(dir.clone());
    let g = played(6);
    let slot = store.new_slot(&g);
    store.autosave(&g, &slot, "pyr-1").unwrap();
    let (found, problems) = store.find_resume();
    assert!(problems.is_empty());
    assert_eq!(found.len(), 1);
    let (path, save) = &found[0];
    assert_eq!(save.game, g);
    let summary = Summary::from_save(path, save);
    assert_eq!(summary.mode, "pyramid");
    let words = coop_automa::app::summary_words(&summary);
    assert!(
        words.starts_with("Solo pyramid, Normal, mix A, turn 1, saved"),
        "{words}"
    );
    // Saved as a name, listed the same way.
    store.save_as(&g, "pyr-1", "Pyramid evening").unwrap();
    let (list, _) = store.list_saves();
    assert_eq!(
        coop_automa::app::game_words(&list[0].game).0,
        "Solo pyramid, Normal, mix A"
    );
    // A finished game is not offered again.
    let mut over = g.clone();
    over.redo().unwrap();
    over.apply(Action::NoBuyPossible).unwrap();
    store.autosave(&over, &slot, "pyr-1").unwrap();
    assert!(store.find_resume().0.is_empty());
    let loaded: Saved<AnyGame> = store.load(&slot).unwrap();
    assert_eq!(loaded.game, over);
}

#[test]
fn p30_one_record_per_game_replaced_when_scored_again_and_removed_when_undone() {
    let dir = common::temp_dir("pyr-results");
    let store = Store::new(dir.clone());
    let mut g = played(7);
    g.redo().unwrap();
    g.apply(Action::EndTurn { empty_piles: 3 }).unwrap();
    assert!(PyramidResult::of(&g, "x", 0).is_none(), "not scored yet");
    let entries = FinalEntries {
        player_vp: 80,
        ..FinalEntries::default()
    };
    g.apply(Action::Final(entries)).unwrap();
    let record = PyramidResult::of(&g, "game-1", 10).unwrap();
    assert_eq!(record.level, Level::Normal);
    assert_eq!(record.mix, Mix::A);
    assert_eq!(record.ended, "P23");
    assert_eq!(record.turns, 2);
    assert_eq!(record.score.unwrap().player.total, 80);
    store.update_log(&record.game_id, Some(&record)).unwrap();
    let mut again = record.clone();
    again.verdict = Verdict::Loss;
    store.update_log(&again.game_id, Some(&again)).unwrap();
    let results = store.read_log::<PyramidResult>().unwrap();
    assert_eq!(results.records, [again.clone()]);
    let tally = pyramid::tally(&results.records, Level::Normal, Mix::A);
    assert_eq!((tally.games, tally.victories), (1, 0));

    // P28: the tally of a level and a mix counts only the games at both; the list goes by
    // level, then mix A, mix B, then the other mixes by Colonies and then Provinces.
    let at = |level, mix, verdict| PyramidResult {
        level,
        mix,
        verdict,
        ..record.clone()
    };
    let log = store::ResultsLog::<PyramidResult> {
        records: vec![
            at(Level::Normal, Mix::A, Verdict::Victory(3)),
            at(Level::Normal, Mix::A, Verdict::Loss),
            at(Level::Normal, Mix::B, Verdict::Victory(4)),
            at(Level::Normal, Mix::new(12, 9, 9, 0), Verdict::Loss),
            at(Level::Normal, Mix::new(12, 11, 7, 0), Verdict::Loss),
            at(Level::Easy, Mix::A, Verdict::Victory(2)),
        ],
        bad_lines: Vec::new(),
    };
    let tally = pyramid::tally(&log.records, Level::Normal, Mix::A);
    assert_eq!((tally.games, tally.victories, tally.best), (2, 1, 3));
    let all: Vec<_> = pyramid::tallies(&log.records)
        .into_iter()
        .map(|(l, m, t)| (l, m, t.games, t.victories, t.best))
        .collect();
    assert_eq!(
        all,
        [
            (Level::Easy, Mix::A, 1, 1, 2),
            (Level::Normal, Mix::A, 2, 1, 3),
            (Level::Normal, Mix::B, 1, 1, 4),
            (Level::Normal, Mix::new(12, 11, 7, 0), 1, 0, 0),
            (Level::Normal, Mix::new(12, 9, 9, 0), 1, 0, 0),
        ]
    );
    // A line that cannot be read is kept when the file is written again.
    let path = store::mode_results_path::<PyramidResult>(&dir);
    let mut text = std::fs::read_to_string(&path).unwrap();
    text.push_str("not a record\n");
    std::fs::write(&path, &text).unwrap();
    store.update_log::<PyramidResult>("game-1", None).unwrap();
    let results = store.read_log::<PyramidResult>().unwrap();
    assert!(results.records.is_empty());
    assert_eq!(results.bad_lines.len(), 1);
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("not a record")
    );
}

/// What Resume and the saves list read of a pyramid game, before turn 1, in turn 2, and
/// over but not scored.
#[test]
fn a_pyramid_game_is_read_by_its_level_mix_and_turn() {
    let g = game(0xBEAD);
    common::any_game_equals_only_its_own(&g, &game(0xBEAE));
    assert_eq!(
        common::mode_view(&g),
        "pyramid v1 seed bead, 0 actions, over false, finished false: Solo pyramid, Normal, mix A / before turn 1 / solo"
    );
    let mut g = played(0xBEAD);
    g.redo().unwrap();
    assert_eq!(
        common::mode_view(&g),
        "pyramid v1 seed bead, 6 actions, over false, finished false: Solo pyramid, Normal, mix A / turn 2 / solo"
    );
    g.apply(Action::EndTurn { empty_piles: 3 }).unwrap();
    assert_eq!(
        common::mode_view(&g),
        "pyramid v1 seed bead, 7 actions, over true, finished false: Solo pyramid, Normal, mix A / turn 2 / solo"
    );
}

/// Issue 34: the pyramid's results export as CSV like the coop's: the date, then its own
/// columns, one row per game oldest first; a game lost by P25 has its three scores empty.
#[test]
fn p30_the_pyramid_results_export_as_csv_column_by_column() {
    let mut g = played(7);
    g.redo().unwrap();
    g.apply(Action::EndTurn { empty_piles: 3 }).unwrap();
    let entries = FinalEntries {
        player_vp: 80,
        ..FinalEntries::default()
    };
    g.apply(Action::Final(entries)).unwrap();
    let scored = PyramidResult::of(&g, "game-1", 1_795_262_400).unwrap();
    let unscored = PyramidResult {
        game_id: "game-0".into(),
        date: 1_795_000_000,
        ended: "P25".into(),
        score: None,
        verdict: Verdict::LossNoBuy,
        // Pooled from a friend's backup: its table's name, not this one's.
        table: "Bob's".into(),
        ..scored.clone()
    };
    let text = store::to_csv(&[&scored, &unscored], "Ann's kitchen").unwrap();
    let (header, rows) = common::csv_table(&text);
    assert_eq!(
        header,
        [
            "date",
            "level",
            "estates",
            "duchies",
            "provinces",
            "colonies",
            "adjustment",
            "turns",
            "ended",
            "score_to_beat",
            "player_score",
            "difference",
            "outcome",
            "table"
        ]
    );
    let s = scored.score.unwrap();
    let verdict = match scored.verdict {
        Verdict::Victory(n) => format!("victory_{n}"),
        Verdict::Loss => "loss".to_owned(),
        Verdict::LossNoBuy => unreachable!("scored"),
    };
    assert_eq!(
        rows,
        [
            vec![
                "2026-11-18 11:06 UTC".to_owned(),
                "normal".into(),
                "12".into(),
                "10".into(),
                "8".into(),
                "0".into(),
                "none".into(),
                "2".into(),
                "P25".into(),
                String::new(),
                String::new(),
                String::new(),
                "loss_no_buy".into(),
                "Bob's".into(),
            ],
            vec![
                "2026-11-21 12:00 UTC".to_owned(),
                "normal".into(),
                "12".into(),
                "10".into(),
                "8".into(),
                "0".into(),
                "none".into(),
                "2".into(),
                "P23".into(),
                s.to_beat.total.to_string(),
                "80".into(),
                s.difference.to_string(),
                verdict,
                "Ann's kitchen".into(),
            ],
        ]
    );
}
