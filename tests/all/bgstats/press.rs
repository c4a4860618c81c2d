//! The press: "Log this play in BG Stats" on each mode's end screen, and "BG Stats" beside
//! each finished game in each mode's Results, opens the play's link (and, on the desktop,
//! copies it), in one tap; a game not over has no such button.

use super::link_json;
use crate::common::{
    self,
    ui::{click, click_tool, clickable, save_at, see},
};
use coop_automa::app::App;
use coop_automa::app::i18n::date_time;
use coop_automa::modes::coop::CoopSession;
use eframe::egui::{self, OutputCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::{AccessKitNode, Queryable};
use std::path::Path;

const END_BUTTON: &str = "Log this play in BG Stats";

/// Presses what is labelled `label` once and returns the link the app opened in that very
/// frame, with what it copied.
fn press(h: &mut Harness<'_, App>, label: &str) -> (String, Option<String>) {
    let find = |n: &AccessKitNode<'_>| n.label().as_deref() == Some(label) && clickable(n.role());
    h.get_by(find).scroll_to_me();
    h.run();
    h.get_by(find).click();
    h.step();
    let commands = &h.output().platform_output.commands;
    let opened: Vec<&egui::OpenUrl> = commands
        .iter()
        .filter_map(|c| match c {
            OutputCommand::OpenUrl(u) => Some(u),
            _ => None,
        })
        .collect();
    assert_eq!(opened.len(), 1, "one link opened: {commands:?}");
    assert!(opened[0].new_tab, "in a tab of its own: the app stays");
    let copied = commands.iter().find_map(|c| match c {
        OutputCommand::CopyText(t) => Some(t.clone()),
        _ => None,
    });
    let link = opened[0].url.clone();
    h.run();
    (link, copied)
}

#[test]
fn the_coop_end_screen_logs_its_game_in_one_tap_and_copies_the_link_on_the_desktop() {
    let mut h = save_at("bg-coop-end", "finished-with-score.ron", [1024.0, 600.0], 0);
    let (link, copied) = press(&mut h, END_BUTTON);
    assert_eq!(
        copied.as_deref(),
        Some(link.as_str()),
        "the desktop copies it too"
    );
    let play = link_json(&link);
    assert_eq!(play["sourcePlayId"], "example-finished-with-score");
    let game = common::ui::game(&h);
    let score = game.score().expect("scored");
    let players = play["players"].as_array().unwrap();
    assert_eq!(players.len(), 3, "two players and the automa");
    for seat in coop_automa::modes::coop::Seat::BOTH {
        assert_eq!(players[seat.index()]["name"], game.name(seat));
        assert_eq!(players[seat.index()]["winner"], score.humans_win);
    }
    assert_eq!(players[2]["name"], "Automa");
    assert_eq!(players[2]["score"], score.automa.total);
    see(&h, "BG Stats is opening in your browser with this play");
}

#[test]
fn a_coop_game_not_over_has_no_button_to_log_it() {
    let mut h = save_at(
        "bg-coop-running",
        "first-game-round-7.ron",
        [1024.0, 600.0],
        0,
    );
    h.run();
    assert!(h.query_by_label(END_BUTTON).is_none());
}

/// A data folder holding one finished game of each mode (an older app's results).
fn results_folder(tag: &str) -> std::path::PathBuf {
    let dir = common::temp_dir(tag);
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/data-folder-9ffd56b");
    for log in ["results.ron", "results-duel.ron", "results-pyramid.ron"] {
        std::fs::copy(fixture.join(log), dir.join(log)).unwrap();
    }
    dir
}

#[test]
fn every_modes_results_log_each_finished_game_in_one_tap() {
    let dir = results_folder("bg-results");
    let mut h = common::ui::app_in("en", &dir);
    h.run();
    for (tab, game_id, date, first) in [
        (
            "Coop: 2 players and the automa",
            "coop-finished",
            1_795_000_000,
            "Alex",
        ),
        (
            "Solo: the VP pyramid AI",
            "pyramid-finished",
            1_795_100_000,
            "Player",
        ),
        (
            "Duel: 2 to 4 players, life points",
            "duel-finished",
            1_795_200_000,
            "Ann",
        ),
    ] {
        click(&mut h, tab);
        click_tool(&mut h, "Results");
        let (link, _) = press(&mut h, &format!("Log in BG Stats: {}", date_time(date)));
        let play = link_json(&link);
        assert_eq!(play["sourcePlayId"], game_id, "{tab}");
        assert_eq!(play["players"][0]["name"], first, "{tab}");
        click(&mut h, "Back");
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// The app with the fixture's finished game `save` (under `games/`) on the table and the
/// fixture's results in its data folder.
fn finished_at_table(tag: &str, save: &str) -> (Harness<'static, App>, std::path::PathBuf) {
    let dir = results_folder(tag);
    let options = coop_automa::app::Options {
        data_dir: Some(dir.clone()),
        open: Some(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/fixtures/data-folder-9ffd56b/games")
                .join(save),
        ),
        ..Default::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size([1024.0, 600.0])
        .build_eframe(move |_cc| App::new(&options, std::time::Instant::now()));
    h.run();
    (h, dir)
}

#[test]
fn the_duel_and_pyramid_end_screens_log_the_result_recorded_when_the_game_ended() {
    for (save, game_id, date, players) in [
        (
            "2026-11-26_23-35-39-0007.ron",
            "duel-finished",
            1_795_200_000,
            3,
        ),
        (
            "2026-11-26_23-35-39-0007-1.ron",
            "pyramid-finished",
            1_795_100_000,
            2,
        ),
    ] {
        let (mut h, dir) = finished_at_table(&format!("bg-end-{game_id}"), save);
        let (link, _) = press(&mut h, END_BUTTON);
        let play = link_json(&link);
        assert_eq!(play["sourcePlayId"], game_id);
        // The result's own time, not the press's: the results hold it.
        let when = chrono::DateTime::from_timestamp(date, 0).unwrap();
        assert_eq!(
            play["playDate"],
            when.format("%Y-%m-%d %H:%M:%S").to_string()
        );
        assert_eq!(play["players"].as_array().unwrap().len(), players);
        drop(h);
        let _ = std::fs::remove_dir_all(dir);
    }
}
