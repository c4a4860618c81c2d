//! Results (issue 5): the results file that survives bad lines, the CSV export field by field,
//! and a step of the ladder in words. The difficulty ladder on hand-made histories and the
//! score timeline, rules without files or words, are tested in the coop's crate
//! (`crates/coop/tests/rules/ladder.rs`).

use crate::common;

use common::temp_dir;
use coop_automa::app::coop::words::counts_words;
use coop_automa::modes::coop::CoopResult;
use coop_automa::modes::coop::{Action, Change, Game, Kingdom, Setup, Step};
use coop_automa::store::{
    GameResult, LineFault, ResultsFault, Store, csv_header, export_csv, record_result, to_csv,
};

/// The coop's results log at `path`.
fn read_results(
    path: &std::path::Path,
) -> Result<coop_automa::store::ResultsLog<CoopResult>, ResultsFault> {
    coop_automa::store::read_results(path)
}

fn remove_result(path: &std::path::Path, game_id: &str) -> Result<(), ResultsFault> {
    coop_automa::store::remove_result::<CoopResult>(path, game_id)
}

const fn step(provinces: u8, duchies: u8) -> Step {
    Step { provinces, duchies }
}

#[test]
fn r7_a_step_is_told_as_its_counts() {
    assert_eq!(counts_words(step(12, 4)), "12 Provinces, 4 Duchies");
    assert_eq!(counts_words(step(12, 1)), "12 Provinces, 1 Duchy");
    assert_eq!(counts_words(step(3, 0)), "3 Provinces, 0 Duchies");
}

/// A First Game ended by three empty piles and scored.
fn finished_game(seed: u64, points: [i32; 2]) -> Game {
    let mut s = Setup::recommended(
        ["Alex", "Bea, \"the\" second"],
        Kingdom::find("First Game").unwrap(),
    );
    s.seed = Some(seed);
    let mut g = Game::new(s).unwrap();
    g.apply(Action::AttackPlayed).unwrap();
    for _ in 0..3 {
        g.apply(Action::OtherEmptyPile {
            change: Change::Take,
        })
        .unwrap();
    }
    g.apply(Action::EndTurn).unwrap();
    g.apply(Action::FinalPoints { points }).unwrap();
    g
}

#[test]
fn entering_points_again_replaces_the_record_and_bad_lines_are_kept() {
    let dir = temp_dir("file");
    let path = dir.join("results.ron");
    let g = finished_game(1, [10, 5]);
    let first = CoopResult::of(&g, "game-a", 100).unwrap();
    record_result(&path, &first).unwrap();
    // Somebody's editor broke a line, and another is not even text.
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend_from_slice(b"(game_id: \"half a line\n");
    bytes.extend_from_slice(&[0xFF, 0xFE, b'\n']);
    std::fs::write(&path, &bytes).unwrap();
    let other = CoopResult::of(&finished_game(2, [1, 1]), "game-b", 200).unwrap();
    record_result(&path, &other).unwrap();
    // The points of game-a entered again: replaced, not added.
    let again = CoopResult::of(&finished_game(1, [30, 25]), "game-a", 300).unwrap();
    record_result(&path, &again).unwrap();
    let results = read_results(&path).unwrap();
    assert_eq!(results.records.len(), 2);
    assert_eq!(results.records[0], again);
    assert_eq!(results.records[1], other);
    assert_eq!(results.bad_lines.len(), 2);
    assert_eq!(results.bad_lines[0].line, 2);
    assert!(matches!(
        results.bad_lines[0].problem,
        LineFault::NotAResult { .. }
    ));
    assert_eq!(results.bad_lines[1].line, 3);
    assert_eq!(results.bad_lines[1].problem, LineFault::NotText);
    // The app names both lines, in the table's language.
    coop_automa::app::i18n::set(coop_automa::app::i18n::Lang::En, None);
    let problem = coop_automa::app::file_words::bad_lines(&path, &results.bad_lines).unwrap();
    assert!(
        problem.contains("line 2") && problem.contains("line 3: not text"),
        "{problem}"
    );
    let text = std::fs::read(&path).unwrap();
    let contains = |needle: &[u8]| text.windows(needle.len()).any(|w| w == needle);
    assert!(
        contains(b"(game_id: \"half a line\n"),
        "the broken line is kept byte for byte"
    );
    assert!(contains(&[0xFF, 0xFE, b'\n']));
    // Undoing the points takes the record out; the bad lines stay.
    remove_result(&path, "game-a").unwrap();
    let results = read_results(&path).unwrap();
    assert_eq!(results.records, vec![other]);
    assert_eq!(results.bad_lines.len(), 2);
    // A missing file is an empty log.
    assert!(
        read_results(&dir.join("none.ron"))
            .unwrap()
            .records
            .is_empty()
    );
}

/// The coop's columns as docs/results-csv.md lists them (the author's spreadsheets read them).
const CSV_HEADER: [&str; 25] = [
    "date",
    "kingdom",
    "provinces",
    "duchies",
    "colonies",
    "fleet",
    "shared_hexes",
    "rounds",
    "ended",
    "player1",
    "player1_points",
    "player1_states",
    "player1_total",
    "player2",
    "player2_points",
    "player2_states",
    "player2_total",
    "players_total",
    "automa_duchies",
    "automa_provinces",
    "automa_colonies",
    "automa_tokens",
    "automa_score",
    "outcome",
    "table",
];

#[test]
fn csv_has_the_documented_columns_field_by_field() {
    let g = finished_game(3, [21, -2]);
    let r = CoopResult::of(&g, "id", 1_795_262_400).unwrap();
    let text = to_csv(&[&r], "Ann's kitchen").unwrap();
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header: Vec<String> = reader
        .headers()
        .unwrap()
        .iter()
        .map(str::to_owned)
        .collect();
    assert_eq!(header, CSV_HEADER);
    assert_eq!(csv_header::<CoopResult>(), CSV_HEADER);
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 1);
    let row = &rows[0];
    let field = |name: &str| {
        row.get(CSV_HEADER.iter().position(|h| *h == name).unwrap())
            .unwrap()
            .to_owned()
    };
    assert_eq!(field("date"), "2026-11-21 12:00 UTC");
    assert_eq!(field("kingdom"), "First Game");
    assert_eq!(field("provinces"), "12");
    assert_eq!(field("duchies"), "4");
    assert_eq!(field("colonies"), "no");
    assert_eq!(field("fleet"), "no");
    assert_eq!(field("shared_hexes"), "no");
    assert_eq!(field("rounds"), "1");
    assert_eq!(field("ended"), "3 supply piles are empty");
    assert_eq!(field("player1"), "Alex");
    assert_eq!(field("player1_points"), "21");
    assert_eq!(field("player1_states"), "");
    assert_eq!(field("player1_total"), "21");
    assert_eq!(
        field("player2"),
        "Bea, \"the\" second",
        "quotes and commas survive"
    );
    assert_eq!(field("player2_points"), "-2");
    assert_eq!(field("players_total"), "19");
    assert_eq!(field("automa_duchies"), "0");
    assert_eq!(field("automa_provinces"), "0");
    assert_eq!(field("automa_colonies"), "0");
    assert_eq!(field("automa_tokens"), "1");
    assert_eq!(field("automa_score"), "0");
    assert_eq!(field("outcome"), "win");
    // This table's own record carries its name; another table's, that table's.
    assert_eq!(field("table"), "Ann's kitchen");
    let mut theirs = r.clone();
    theirs.table = "Bob's".into();
    let text = to_csv(&[&theirs], "Ann's kitchen").unwrap();
    assert!(text.trim_end().ends_with(",win,Bob's"), "{text}");
    // A name a spreadsheet would run as a formula is written as text: each sign that starts
    // one (issue 61: a sign dropped from the guard survived the tests), and none other.
    for sign in ['=', '+', '-', '@', '\t', '\r'] {
        let mut evil = r.clone();
        evil.players[0].name = format!("{sign}HYPERLINK(1)");
        let text = to_csv(&[&evil], "").unwrap();
        assert!(
            text.contains(&format!("'{sign}HYPERLINK(1)")),
            "{sign:?}: {text}"
        );
    }
    for plain in ['A', ' ', '(', '\'', '1'] {
        let mut fine = r.clone();
        fine.players[0].name = format!("{plain}HYPERLINK(1)");
        let text = to_csv(&[&fine], "").unwrap();
        assert!(
            !text.contains(&format!("'{plain}HYPERLINK")) || plain == '\'',
            "{plain:?}: {text}"
        );
        assert!(
            text.contains(&format!("{plain}HYPERLINK(1)")),
            "{plain:?}: {text}"
        );
    }
}

#[test]
fn export_writes_a_named_file_and_asks_before_replacing() {
    let dir = temp_dir("export");
    let r = CoopResult::of(&finished_game(4, [3, 3]), "id", 5).unwrap();
    let path = dir.join("out.csv");
    let target = path.to_string_lossy().into_owned();
    assert_eq!(export_csv(&[&r], "", &target, false).unwrap(), path);
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .starts_with("date,kingdom,")
    );
    let err = export_csv(&[&r], "", &target, false).unwrap_err();
    assert_eq!(err, ResultsFault::CsvExists { file: path.clone() });
    assert!(export_csv(&[&r], "", &target, true).is_ok());
    assert_eq!(
        export_csv(&[&r], "", "  ", false).unwrap_err(),
        ResultsFault::CsvNoName
    );
    let folder = dir.to_string_lossy().into_owned();
    assert!(matches!(
        export_csv(&[&r], "", &folder, false).unwrap_err(),
        ResultsFault::CsvIsFolder { .. }
    ));
    let text = dir.join("out.txt").to_string_lossy().into_owned();
    assert!(matches!(
        export_csv(&[&r], "", &text, false).unwrap_err(),
        ResultsFault::CsvNotCsv { .. }
    ));
}

/// The results logs are where docs/save-format.md says, in the data folder: `results.ron`,
/// `results-pyramid.ron`, `results-duel.ron`; and the store writes the coop's result there.
#[test]
fn the_results_logs_live_in_the_data_folder_under_their_documented_names() {
    use coop_automa::store::{self, Store};
    let dir = temp_dir("names");
    assert_eq!(
        store::mode_results_path::<CoopResult>(&dir),
        dir.join("results.ron")
    );
    assert_eq!(
        store::mode_results_path::<coop_automa::modes::pyramid::PyramidResult>(&dir),
        dir.join("results-pyramid.ron")
    );
    assert_eq!(
        store::mode_results_path::<coop_automa::modes::duel::DuelResult>(&dir),
        dir.join("results-duel.ron")
    );
    let record = CoopResult::of(&finished_game(5, [20, 18]), "game-n", 100).unwrap();
    Store::new(dir.clone())
        .update_log("game-n", Some(&record))
        .unwrap();
    let on_disk = read_results(&dir.join("results.ron")).unwrap();
    assert_eq!(on_disk.records, [record]);
    let _ = std::fs::remove_dir_all(dir);
}

/// A game whose id is part of another's ("game-1" in "game-10"): entering or undoing its
/// points touches its own line only.
#[test]
fn a_result_replaced_or_removed_leaves_a_game_whose_id_contains_its_id() {
    let dir = temp_dir("ids");
    let path = dir.join("results.ron");
    let ten = CoopResult::of(&finished_game(1, [10, 5]), "game-10", 100).unwrap();
    let one = CoopResult::of(&finished_game(2, [7, 7]), "game-1", 200).unwrap();
    record_result(&path, &ten).unwrap();
    record_result(&path, &one).unwrap();
    let again = CoopResult::of(&finished_game(2, [9, 9]), "game-1", 300).unwrap();
    record_result(&path, &again).unwrap();
    assert_eq!(read_results(&path).unwrap().records, [ten.clone(), again]);
    remove_result(&path, "game-1").unwrap();
    assert_eq!(read_results(&path).unwrap().records, [ten]);
    let _ = std::fs::remove_dir_all(dir);
}

/// A log that holds a game twice (an older copy pasted in by hand) keeps one line for it
/// once its points are entered again.
#[test]
fn a_game_found_twice_in_the_log_is_written_back_once() {
    let dir = temp_dir("twice");
    let path = dir.join("results.ron");
    let first = CoopResult::of(&finished_game(1, [10, 5]), "game-a", 100).unwrap();
    record_result(&path, &first).unwrap();
    let line = std::fs::read(&path).unwrap();
    std::fs::write(&path, [line.as_slice(), line.as_slice()].concat()).unwrap();
    assert_eq!(read_results(&path).unwrap().records.len(), 2);
    let again = CoopResult::of(&finished_game(1, [30, 25]), "game-a", 300).unwrap();
    record_result(&path, &again).unwrap();
    assert_eq!(read_results(&path).unwrap().records, [again]);
    let _ = std::fs::remove_dir_all(dir);
}

/// Issue 32: the results log's and the export's refusals are data; the app words every one
/// in both languages, naming the file where there is one.
#[test]
fn every_results_fault_is_worded_in_both_languages() {
    use coop_automa::app::file_words::results_fault;
    use coop_automa::app::i18n::{self, Lang};
    use coop_automa::store::Detail;
    use std::path::PathBuf;
    let file = PathBuf::from("/data/results.ron");
    let detail = Detail::System("permission denied".into());
    let faults = [
        ResultsFault::NotRead {
            file: file.clone(),
            detail: detail.clone(),
        },
        ResultsFault::NotRecorded {
            file: file.clone(),
            detail: detail.clone(),
        },
        ResultsFault::NotSerialized {
            detail: "depth".into(),
        },
        ResultsFault::NotWritten {
            detail: detail.clone(),
        },
        ResultsFault::CsvNoName,
        ResultsFault::CsvIsFolder { file: file.clone() },
        ResultsFault::CsvNotCsv { file: file.clone() },
        ResultsFault::CsvExists { file: file.clone() },
        ResultsFault::CsvNotMade {
            detail: "depth".into(),
        },
        ResultsFault::CsvNotWritten {
            file: file.clone(),
            detail,
        },
    ];
    for fault in &faults {
        i18n::set(Lang::En, None);
        let en = results_fault(fault);
        i18n::set(Lang::PtBr, None);
        let pt = results_fault(fault);
        assert!(!en.is_empty() && en != pt, "{fault:?}: {en} / {pt}");
        let names_file = matches!(
            fault,
            ResultsFault::NotRead { .. }
                | ResultsFault::NotRecorded { .. }
                | ResultsFault::CsvIsFolder { .. }
                | ResultsFault::CsvNotCsv { .. }
                | ResultsFault::CsvExists { .. }
                | ResultsFault::CsvNotWritten { .. }
        );
        if names_file {
            assert!(en.contains("/data/results.ron") && pt.contains("/data/results.ron"));
        }
    }
    assert_eq!(
        results_fault(&ResultsFault::CsvExists { file }),
        "/data/results.ron já existe."
    );
    i18n::set(Lang::En, None);
}

/// Issue 61: a data folder another app holds (or this app cannot write) is opened read only:
/// the banner says so and why; Resume and Games list its games, every mode's Results show its
/// results; a game opens and plays, and nothing is written (each press says it was not kept).
/// Before, Resume was empty and Games, Saved games and Results did nothing, without a word.
#[test]
fn a_folder_another_app_holds_is_listed_and_opened_read_only() {
    use common::ui::{app_in, click, click_tool, see};
    use egui_kittest::kittest::Queryable;
    let dir = temp_dir("results-held");
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/data-folder-9ffd56b");
    std::fs::copy(
        fixture.join("results-pyramid.ron"),
        dir.join("results-pyramid.ron"),
    )
    .unwrap();
    let other = Store::new(dir.clone());
    let example =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/first-game-round-7.ron");
    let save = coop_automa::store::load::<coop_automa::modes::coop::Game>(&example).unwrap();
    let slot = other.new_slot(&save.game);
    other.autosave(&save.game, &slot, "held-1").unwrap();
    let before = std::fs::read(&slot).unwrap();
    let _held = other.lock().unwrap();
    let mut h = app_in("en", &dir);
    h.run();
    see(&h, "another coop-automa is using the data folder");
    see(&h, "read only: nothing is written");
    // (No day's backup is tried there: features.rs's own test.)
    // Every mode's Results read the folder's results (the pyramid's are there).
    click(&mut h, "Solo: the VP pyramid AI");
    click_tool(&mut h, "Results");
    assert!(
        common::texts(&h)
            .iter()
            .all(|t| !t.contains("No results can be read")),
        "{:?}",
        common::texts(&h)
    );
    click_tool(&mut h, "Back");
    // Resume lists its game, which opens; a press plays and is not kept.
    click(&mut h, "Coop: 2 players and the automa");
    h.query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Resume: Coop")))
        .next()
        .expect("Resume offers the folder's game")
        .click();
    h.run();
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_some()
    );
    h.key_press(eframe::egui::Key::Space);
    h.run();
    see(&h, "the data folder is open here read only");
    assert_eq!(std::fs::read(&slot).unwrap(), before, "nothing written");
    drop(h);
    let _ = std::fs::remove_dir_all(dir);
}

/// The log kept in memory follows a game's record: its old line out, the new one in (points
/// entered again), taken out when undone, a new game's added; the other games stay, in order.
#[test]
fn the_results_log_in_memory_follows_a_games_record() {
    use coop_automa::modes::duel::DuelResult;
    let line = |id: &str, score: i32| -> DuelResult {
        ron::from_str(&format!(
            r#"(game_id:"{id}",date:1795200000,kingdom:DuelOnly,last_player:false,players:[(name:"Ann",score:Some({score}),out:None,turns:1,won:true),(name:"Ben",score:Some(0),out:None,turns:1,won:false)])"#
        ))
        .unwrap()
    };
    let mut log = coop_automa::store::ResultsLog {
        records: vec![line("a", 1), line("b", 2), line("c", 3)],
        bad_lines: Vec::new(),
    };
    let ids = |log: &coop_automa::store::ResultsLog<DuelResult>| -> Vec<(String, i32)> {
        log.records
            .iter()
            .map(|r| (r.game_id.clone(), r.players[0].score.unwrap()))
            .collect()
    };
    log.changed("b", Some(line("b", 7)));
    assert_eq!(
        ids(&log),
        [("a".into(), 1), ("c".into(), 3), ("b".into(), 7)],
        "replaced, once"
    );
    log.changed("a", None);
    assert_eq!(ids(&log), [("c".into(), 3), ("b".into(), 7)], "taken out");
    log.changed("d", Some(line("d", 4)));
    assert_eq!(
        ids(&log),
        [("c".into(), 3), ("b".into(), 7), ("d".into(), 4)],
        "a new game added last"
    );
    log.changed("zz", None);
    assert_eq!(
        log.records.len(),
        3,
        "taking out a game not there changes nothing"
    );
}

/// Issue 61: the pooled results' "this table" filter in the pyramid's and the Duel's Results
/// (a mutant that ignored it survived): a friend's game, restored with its table's name, is
/// shown with all tables and left out with this table, in each of the two modes.
#[test]
fn a_friends_game_is_left_out_with_this_table_in_the_pyramid_and_the_duel() {
    use common::ui::{app_in, click, click_tool};
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/data-folder-9ffd56b");
    let dir = temp_dir("pooled-modes");
    let own = std::fs::read_to_string(fixture.join("results-duel.ron")).unwrap();
    let own = own.trim();
    let friend = own
        .replacen('(', "(table:\"Bob's\",", 1)
        .replace("\"duel-finished\"", "\"bob-duel-1\"")
        .replace("\"Ann\"", "\"Zed\"");
    std::fs::write(dir.join("results-duel.ron"), format!("{own}\n{friend}\n")).unwrap();
    let own = std::fs::read_to_string(fixture.join("results-pyramid.ron")).unwrap();
    let own = own.trim();
    let friend = own
        .replacen('(', "(table:\"Bob's\",", 1)
        .replace("\"pyramid-finished\"", "\"bob-pyramid-1\"")
        .replace("player:(vp:80,", "player:(vp:77,")
        .replace(",total:80)", ",total:77)");
    assert!(friend.contains("total:77)"), "{friend}");
    std::fs::write(
        dir.join("results-pyramid.ron"),
        format!("{own}\n{friend}\n"),
    )
    .unwrap();
    let mut h = app_in("en", &dir);
    h.run();
    let shows = |h: &egui_kittest::Harness<'_, coop_automa::app::App>, what: &str| {
        common::texts(h).iter().any(|t| t.contains(what))
    };
    // The choice shown chosen is the one in force (issue 61: the look of the other one
    // survived a mutation).
    let chosen = |h: &egui_kittest::Harness<'_, coop_automa::app::App>, label: &str| {
        use egui_kittest::kittest::{NodeT, Queryable};
        let node = h.get_by_label(label);
        let node = node.accesskit_node();
        node.is_selected() == Some(true)
            || node.toggled() == Some(eframe::egui::accesskit::Toggled::True)
    };
    let (this, all) = ("This table", "All tables (this one and 1 other)");
    for (tab, friends) in [
        ("Duel: 2 to 4 players, life points", "Zed"),
        ("Solo: the VP pyramid AI", "you 77"),
    ] {
        click(&mut h, tab);
        click_tool(&mut h, "Results");
        assert!(
            shows(&h, friends),
            "{tab}: all tables: {:?}",
            common::texts(&h)
        );
        assert!(
            chosen(&h, all) && !chosen(&h, this),
            "{tab}: all tables chosen"
        );
        click(&mut h, this);
        assert!(
            !shows(&h, friends),
            "{tab}: this table: {:?}",
            common::texts(&h)
        );
        assert!(
            chosen(&h, this) && !chosen(&h, all),
            "{tab}: this table chosen"
        );
        click(&mut h, all);
        assert!(shows(&h, friends), "{tab}: all tables again");
        click_tool(&mut h, "Back");
    }
    drop(h);
    let _ = std::fs::remove_dir_all(dir);
}
