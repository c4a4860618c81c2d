//! Issue 34, the coop's balance report: two tables' results merged through a backup, counted
//! per kingdom and count against a hand count, copied as a BoardGameGeek message (compared
//! whole) and exported as CSV (compared whole).

use crate::common;

use common::ui::{click, see, type_into};
use coop_automa::app::App;
use coop_automa::modes::coop::{
    BalanceReport, CoopResult, CountPlayed, KingdomBalance, PlayerResult, Step, balance_report,
};
use coop_automa::store::Store;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;
use std::time::{Duration, Instant};

/// A scored coop game of `kingdom` (`None`: custom) at `provinces`/`duchies`.
fn game(
    id: &str,
    date: i64,
    kingdom: Option<&str>,
    step: (u8, u8),
    score: (i32, i32),
) -> CoopResult {
    let player = |name: &str, points: i32| PlayerResult {
        name: name.into(),
        points,
        states: Vec::new(),
        total: points,
    };
    CoopResult {
        game_id: id.into(),
        date,
        kingdom: kingdom.map(str::to_owned),
        provinces: step.0,
        duchies: step.1,
        colonies: false,
        fleet: false,
        shared_hexes: false,
        rounds: 12,
        ended: "the Province pile is empty".into(),
        players: [player("Ann", score.0 - 10), player("Bea", 10)],
        automa_duchies: 0,
        automa_provinces: 0,
        automa_colonies: 0,
        automa_tokens: 0,
        automa_score: score.1,
        humans_score: score.0,
        humans_win: score.0 > score.1,
        table: String::new(),
    }
}

/// This table's games and Bob's, Bob's restored here from his backup.
fn merged_tables(here: &Path) {
    let mine = Store::new(here.to_owned());
    for r in [
        game(
            "ann-1",
            1_795_000_001,
            Some("First Game"),
            (12, 4),
            (56, 33),
        ),
        game(
            "ann-2",
            1_795_000_002,
            Some("First Game"),
            (12, 5),
            (30, 41),
        ),
        game(
            "ann-3",
            1_795_000_003,
            Some("Sleight of Hand"),
            (8, 0),
            (40, 12),
        ),
    ] {
        mine.update_log(&r.game_id, Some(&r)).unwrap();
    }
    let bob_dir = common::temp_dir("balance-bob");
    let bob = Store::new(bob_dir.clone());
    for r in [
        game(
            "bob-1",
            1_795_000_004,
            Some("First Game"),
            (12, 4),
            (48, 30),
        ),
        game(
            "bob-2",
            1_795_000_005,
            Some("First Game"),
            (12, 5),
            (50, 42),
        ),
        game(
            "bob-3",
            1_795_000_006,
            Some("Sleight of Hand"),
            (9, 0),
            (20, 25),
        ),
        game("bob-4", 1_795_000_007, None, (10, 0), (30, 20)),
    ] {
        bob.update_log(&r.game_id, Some(&r)).unwrap();
    }
    let backup = bob.backup("Bob").unwrap();
    let plan = mine.plan_restore(&backup, |_, _| None).unwrap();
    mine.restore(&plan).unwrap();
    let _ = std::fs::remove_dir_all(bob_dir);
}

fn step(provinces: u8, duchies: u8) -> Step {
    Step { provinces, duchies }
}

fn count(s: Step, wins: usize, losses: usize, scores: &[(i32, i32)]) -> CountPlayed {
    CountPlayed {
        step: s,
        wins,
        losses,
        scores: scores.to_vec(),
    }
}

/// The hand count of `merged_tables`: First Game won twice at 12/4 and lost once at 12/5
/// (its balance point), Sleight of Hand won at 8/0 and lost at 9/0, a custom kingdom with no
/// ladder; seven games from two tables.
fn hand_count() -> BalanceReport {
    BalanceReport {
        kingdoms: vec![
            KingdomBalance {
                kingdom: "First Game".into(),
                counts: vec![
                    count(step(12, 4), 2, 0, &[(56, 33), (48, 30)]),
                    count(step(12, 5), 1, 1, &[(30, 41), (50, 42)]),
                ],
                balance: Some((step(12, 4), step(12, 5))),
            },
            KingdomBalance {
                kingdom: "Sleight of Hand".into(),
                counts: vec![
                    count(step(8, 0), 1, 0, &[(40, 12)]),
                    count(step(9, 0), 0, 1, &[(20, 25)]),
                ],
                balance: Some((step(8, 0), step(9, 0))),
            },
            KingdomBalance {
                kingdom: "Custom".into(),
                counts: vec![count(step(10, 0), 1, 0, &[(30, 20)])],
                balance: None,
            },
        ],
        games: 7,
        tables: 2,
    }
}

#[test]
fn the_balance_report_of_two_merged_tables_is_the_hand_count() {
    let dir = common::temp_dir("balance-rules");
    merged_tables(&dir);
    let log = Store::new(dir.clone()).read_log::<CoopResult>().unwrap();
    assert_eq!(log.records.len(), 7);
    let records: Vec<&CoopResult> = log.records.iter().collect();
    assert_eq!(balance_report(&records, "Ann's kitchen"), hand_count());
    // Without Bob's games: one table, and no loss one count above a win at 8/0.
    let own: Vec<&CoopResult> = records
        .iter()
        .copied()
        .filter(|r| r.table.is_empty())
        .collect();
    let alone = balance_report(&own, "Ann's kitchen");
    assert_eq!((alone.games, alone.tables), (3, 1));
    assert_eq!(alone.kingdoms[1].balance, None);
    assert_eq!(alone.kingdoms[0].balance, Some((step(12, 4), step(12, 5))));
    let _ = std::fs::remove_dir_all(dir);
}

const BBCODE: &str = "[b]Top's unofficial two-player coop: balance report[/b]
7 games from 2 tables, counted by coop-automa.

[c]
Kingdom          Provinces/Duchies  Won  Lost  Scores (players–automa)
First Game       12/4               2    0     56–33, 48–30
                 12/5               1    1     30–41, 50–42
  Balance point: won at 12/4, lost at 12/5
Sleight of Hand  8/0                1    0     40–12
                 9/0                0    1     20–25
  Balance point: won at 8/0, lost at 9/0
Custom           10/0               1    0     30–20
[/c]
";

const CSV: &str = "kingdom,provinces,duchies,games,won,lost,players_scores,automa_scores,\
balance_won_provinces,balance_won_duchies,balance_lost_provinces,balance_lost_duchies
First Game,12,4,2,2,0,56 48,33 30,12,4,12,5
First Game,12,5,2,1,1,30 50,41 42,12,4,12,5
Sleight of Hand,8,0,1,1,0,40,12,8,0,9,0
Sleight of Hand,9,0,1,0,1,20,25,8,0,9,0
Custom,10,0,1,1,0,30,20,,,,
";

fn app(dir: &Path) -> Harness<'static, App> {
    let mut h = common::ui::app_in("en", dir);
    h.run();
    h
}

#[test]
fn the_balance_report_is_on_screen_copied_for_boardgamegeek_and_exported_as_csv() {
    let dir = common::temp_dir("balance-ui");
    merged_tables(&dir);
    let mut h = app(&dir);
    click(&mut h, "Results");
    // The log is read in the background: wait for it.
    let deadline = Instant::now() + Duration::from_secs(10);
    while h.query_by_label_contains("Balance report").is_none() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
        h.run();
    }
    // Only this table's games chosen for the games and figures: the report stays pooled.
    click(&mut h, "This table");
    click(&mut h, "Balance report");
    see(&h, "Balance report (all tables)");
    see(&h, "Balance point: won at 12/4, lost at 12/5");
    see(&h, "12/5: won 1, lost 1; scores 30–41, 50–42");
    see(&h, "Balance point: won at 8/0, lost at 9/0");
    assert!(
        h.query_by_label("Export to CSV file").is_none(),
        "the report in place of the games"
    );

    // Copied: the message whole, as the forum takes it.
    h.get_by_label("Copy for BoardGameGeek").scroll_to_me();
    h.run();
    h.get_by_label("Copy for BoardGameGeek").click();
    // The press and its answer take a frame or two: gather what each frame copied.
    let mut copied: Vec<String> = Vec::new();
    for _ in 0..4 {
        h.step();
        copied.extend(
            h.output()
                .platform_output
                .commands
                .iter()
                .filter_map(|c| match c {
                    eframe::egui::OutputCommand::CopyText(text) => Some(text.clone()),
                    _ => None,
                }),
        );
    }
    assert_eq!(copied, [BBCODE]);
    h.run();
    see(&h, "Report copied: paste it into a BoardGameGeek message.");

    let file = dir.join("balance.csv");
    type_into(
        &mut h,
        "Export the report to CSV file",
        &file.display().to_string(),
    );
    click(&mut h, "Export");
    see(&h, "Exported the balance report to");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), CSV);
    let _ = std::fs::remove_dir_all(dir);
}
