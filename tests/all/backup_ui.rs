//! Issue 34 at the table: "Backup" in the menu writes one file; opening that file in another
//! data folder shows what it adds before anything is written, restores it (Resume offers the
//! game, the results hold its result), adds nothing the second time, and one press takes the
//! restore back out. A file typed that is there already is never written over.

use crate::common;

use common::ui::{click, see, type_into};
use coop_automa::app::{App, Msg, Options};
use coop_automa::modes::coop::{CoopResult, Game};
use coop_automa::store::{self, GameResult, Store};
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, HarnessBuilder};
use std::path::Path;
use std::time::Instant;

fn app(dir: &Path) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    h
}

/// A data folder holding a game in progress and a finished coop game's result.
fn table_with_a_game(dir: &Path) {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/first-game-round-7.ron");
    let save = store::load::<Game>(&example).expect("the example loads");
    let s = Store::new(dir.to_owned());
    let slot = s.new_slot(&save.game);
    s.autosave(&save.game, &slot, "round-7").unwrap();
    let finished = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/finished-with-score.ron");
    let done = store::load::<Game>(&finished).unwrap().game;
    let record = CoopResult::of(&done, "finished-1", 1_795_000_000).unwrap();
    s.update_log("finished-1", Some(&record)).unwrap();
}

/// The field of the backup dialog where the table types its name.
const TABLE_NAME: &str = "This table's name (its results carry it, apart from a friend's)";

/// The app on `dir` with its backup dialog open.
fn backup_dialog(dir: &Path) -> Harness<'static, App> {
    let mut h = app(dir);
    click(&mut h, "Games");
    click(&mut h, "Backup");
    h
}

/// The Results screen offers no choice of tables (every result is one table's).
fn no_choice_of_tables(h: &Harness<'_, App>, why: &str) {
    assert!(h.query_by_label_contains("Results of:").is_none(), "{why}");
}

/// `file` restored here without this device taking its table's name: it keeps `name`.
fn restored_keeping_its_name(h: &mut Harness<'_, App>, file: &Path, name: &str) {
    open(h, file);
    assert!(
        !common::texts(h)
            .iter()
            .any(|t| t.contains("it takes the name"))
    );
    click(h, "Restore");
    assert_eq!(h.state().settings().table_name, name);
}

fn open(h: &mut Harness<'_, App>, path: &Path) {
    let ctx = h.ctx.clone();
    h.state_mut().handle(
        Msg::ask(coop_automa::app::LibraryAsk::OpenFile(path.to_owned())),
        &ctx,
    );
    h.run();
}

#[test]
fn a_backup_made_here_is_restored_there_once_and_taken_back_out_in_one_press() {
    let here = common::temp_dir("backup-here");
    table_with_a_game(&here);
    let file = here.join("out").join("all.ron");
    let mut h = app(&here);
    click(&mut h, "Games");
    click(&mut h, "Backup");
    see(&h, "Back up everything");
    type_into(&mut h, "Backup file", &file.display().to_string());
    click(&mut h, "Back up");
    see(&h, "Backed up 1 game, 0 saves and 1 result to");
    assert!(file.exists());
    // Again under the same name: refused, the file kept as it was.
    let before = std::fs::read(&file).unwrap();
    click(&mut h, "Games");
    click(&mut h, "Backup");
    type_into(&mut h, "Backup file", &file.display().to_string());
    click(&mut h, "Back up");
    see(&h, "is there already: type another name");
    assert_eq!(std::fs::read(&file).unwrap(), before);
    drop(h);

    let there = common::temp_dir("backup-there");
    let mut h = app(&there);
    assert!(
        h.query_by_label_contains("Resume: Coop, First Game, round 7")
            .is_none()
    );
    open(&mut h, &file);
    see(&h, "Restore all.ron?");
    see(&h, "This adds 1 game, 0 saves and 1 result.");
    see(&h, "Nothing here is deleted or replaced.");
    assert!(
        std::fs::read_dir(&there).unwrap().count() <= 1,
        "nothing written before the answer"
    );
    click(&mut h, "Restore");
    see(&h, "Restored: 1 game, 0 saves and 1 result added.");
    // Issue 42: the title no longer asks once it is done.
    see(&h, "Restored: all.ron");
    assert!(h.query_by_label_contains("Restore all.ron?").is_none());
    let log = store::read_results::<CoopResult>(&there.join("results.ron")).unwrap();
    assert_eq!(log.records.len(), 1);
    click(&mut h, "Close");
    assert!(
        h.query_by_label_contains("Resume: Coop, First Game, round 7")
            .is_some()
    );
    // The same backup again: nothing to add.
    open(&mut h, &file);
    see(
        &h,
        "Everything in this backup is here already: nothing to add.",
    );
    assert!(h.query_by_label("Restore").is_none());
    click(&mut h, "Close");

    // Restored into a third folder and taken back out in one press.
    let third = common::temp_dir("backup-third");
    let mut h = app(&third);
    open(&mut h, &file);
    click(&mut h, "Restore");
    click(&mut h, "Take this restore back out");
    see(&h, "The restore of all.ron is taken back out.");
    assert!(
        h.query_by_label_contains("Resume: Coop, First Game, round 7")
            .is_none()
    );
    assert!(!third.join("results.ron").exists());
    for dir in [here, there, third] {
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn a_damaged_or_newer_backup_is_refused_by_name_and_changes_nothing() {
    let here = common::temp_dir("backup-bad");
    table_with_a_game(&here);
    let text = Store::backup_text(&Store::new(here.clone()).backup("").unwrap()).unwrap();
    let there = common::temp_dir("backup-bad-there");
    let mut h = app(&there);
    let newer = there.join("newer.ron");
    std::fs::write(&newer, text.replacen("version: 1", "version: 4", 1)).unwrap();
    open(&mut h, &newer);
    see(
        &h,
        "Could not open newer.ron: It is a backup of a newer version of the app",
    );
    let outside = there.join("outside.ron");
    std::fs::write(&outside, text.replacen("results.ron", "../results.ron", 1)).unwrap();
    open(&mut h, &outside);
    see(&h, "outside the data folder's games, saves and results");
    let names: Vec<_> = std::fs::read_dir(&there)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with('.') && n != "newer.ron" && n != "outside.ron")
        .collect();
    assert!(
        names.iter().all(|n| n == "settings.ron" || n == "lock"),
        "{names:?}"
    );
    for dir in [here, there] {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Issue 34, pooled results: the table names itself in the backup dialog (kept in its
/// settings); a friend's table restores that backup, and its Results screen shows all tables'
/// results or only its own, chosen in one row that only pooled results bring.
#[test]
fn a_friends_results_restored_are_shown_with_all_tables_or_left_out_with_this_table() {
    let ann = common::temp_dir("pooled-ann");
    table_with_a_game(&ann);
    let file = ann.join("ann.ron");
    let mut h = backup_dialog(&ann);
    // A name made up for a table not named yet, to change.
    let made_up = common::ui::value_of(&h, TABLE_NAME);
    assert!(made_up.starts_with("Table "), "{made_up}");
    type_into(&mut h, TABLE_NAME, "  ");
    type_into(&mut h, "Backup file", &file.display().to_string());
    click(&mut h, "Back up");
    see(&h, "Type a name for this table");
    assert!(!file.exists(), "no backup without a name");
    type_into(&mut h, TABLE_NAME, "Ann's kitchen");
    click(&mut h, "Back up");
    assert!(file.exists());
    assert_eq!(h.state().settings().table_name, "Ann's kitchen");
    drop(h);

    // Bea's table: a game of her own, of another kingdom.
    let bea = common::temp_dir("pooled-bea");
    let finished = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/finished-with-score.ron");
    let done = store::load::<Game>(&finished).unwrap().game;
    let mut own = CoopResult::of(&done, "bea-1", 1_795_100_000).unwrap();
    own.kingdom = Some("Size Distortion".into());
    Store::new(bea.clone())
        .update_log("bea-1", Some(&own))
        .unwrap();
    let mut h = app(&bea);
    click(&mut h, "Results");
    see(&h, "Size Distortion");
    no_choice_of_tables(&h, "one table's results: nothing to choose");
    click(&mut h, "Back");
    open(&mut h, &file);
    see(&h, "A backup of the table “Ann's kitchen”, made");
    assert!(
        !common::texts(&h)
            .iter()
            .any(|t| t.contains("it takes the name")),
        "a table with results of its own keeps its own name"
    );
    click(&mut h, "Restore");
    click(&mut h, "Close");
    assert_eq!(h.state().settings().table_name, "");
    click(&mut h, "Results");
    see(&h, "Results of:");
    see(&h, "Size Distortion");
    // Ann's kingdom: in the list of games, and in the figures.
    let ann_s = |h: &Harness<'_, App>| {
        common::texts(h)
            .iter()
            .filter(|t| *t == "Sleight of Hand")
            .count()
    };
    assert_eq!(ann_s(&h), 1, "in the list of games");
    click(&mut h, "Figures");
    assert_eq!(ann_s(&h), 1, "in the figures");
    click(&mut h, "This table");
    see(&h, "Size Distortion");
    assert_eq!(ann_s(&h), 0, "Ann's kingdom left out of the figures");
    click(&mut h, "Game by game");
    assert_eq!(ann_s(&h), 0, "Ann's game left out");
    click(&mut h, "All tables (this one and 1 other)");
    assert_eq!(ann_s(&h), 1);
    // The balance report is every table's, whichever is chosen above.
    click(&mut h, "This table");
    click(&mut h, "Balance report");
    see(&h, "Balance report (all tables)");
    assert_eq!(ann_s(&h), 1);
    for dir in [ann, bea] {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Issue 34, a whole history surviving its device: a new device (no name, nothing of its own)
/// given a table's backup becomes that table, so its results are "this table's" again and the
/// next backup carries the same name; taking the restore back out takes the name with it. A
/// device already named keeps its name.
#[test]
fn a_new_device_given_a_lost_ones_backup_is_that_table_again() {
    let lost = common::temp_dir("lost-device");
    table_with_a_game(&lost);
    let file = lost.join("kitchen.ron");
    let mut h = backup_dialog(&lost);
    type_into(&mut h, TABLE_NAME, "Ann's kitchen");
    type_into(&mut h, "Backup file", &file.display().to_string());
    click(&mut h, "Back up");
    assert!(file.exists());
    drop(h);

    let new = common::temp_dir("new-device");
    let mut h = app(&new);
    open(&mut h, &file);
    see(
        &h,
        "This device has no table name and no games or results of its own yet: it takes the name “Ann's kitchen”",
    );
    assert_eq!(
        h.state().settings().table_name,
        "",
        "not before the restore"
    );
    click(&mut h, "Restore");
    assert_eq!(h.state().settings().table_name, "Ann's kitchen");
    // Taken back out: the device is as it was, without a name.
    click(&mut h, "Take this restore back out");
    assert_eq!(h.state().settings().table_name, "");
    open(&mut h, &file);
    click(&mut h, "Restore");
    click(&mut h, "Close");
    assert_eq!(h.state().settings().table_name, "Ann's kitchen");
    click(&mut h, "Results");
    see(&h, "Sleight of Hand");
    no_choice_of_tables(&h, "every result is this table's: nothing to choose");
    // Its next backup carries the same name.
    click(&mut h, "Back");
    click(&mut h, "Games");
    click(&mut h, "Backup");
    assert_eq!(common::ui::value_of(&h, TABLE_NAME), "Ann's kitchen");
    drop(h);

    // A device with no name but a game of its own (no result yet) keeps no name of another.
    let played = common::temp_dir("played-device");
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/pyramid-turn-3.ron");
    let game = store::load::<coop_automa::modes::pyramid::PyramidGame>(&example)
        .unwrap()
        .game;
    let s = Store::new(played.clone());
    s.autosave(&game, &s.new_slot(&game), "own-game").unwrap();
    let mut h = app(&played);
    restored_keeping_its_name(&mut h, &file, "");
    drop(h);

    // A device named already keeps its name, even with nothing of its own.
    let named = common::temp_dir("named-device");
    let settings = coop_automa::app::Settings {
        table_name: "Bea's".into(),
        ..coop_automa::app::Settings::default()
    };
    let options = Options {
        data_dir: Some(named.clone()),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::with_settings(&options, Instant::now(), settings.clone()));
    h.run();
    restored_keeping_its_name(&mut h, &file, "Bea's");
    for dir in [lost, new, named, played] {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Issue 34, a large backup: the restore is written a share a frame, the dialog says how far
/// it got, and it cannot be closed half way (its record would be lost); then it says what it
/// added as any restore does.
#[test]
fn a_large_restore_shows_how_far_it_got_and_is_not_closed_half_way() {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/first-game-round-7.ron");
    let text = std::fs::read_to_string(example).unwrap();
    const GAMES: usize = 1500;
    let backup = coop_automa::store::Backup {
        app: "coop-automa".into(),
        kind: "backup".into(),
        version: 1,
        made_at: 1_795_000_000,
        table: "Bob".into(),
        files: (0..GAMES)
            // 1500 games, each its own.
            .map(|i| coop_automa::store::BackupFile {
                path: format!("games/forgotten/g{i:04}.ron"),
                text: text.replace(
                    "example-first-game-round-7",
                    &format!("example-first-game-round-7-{i}"),
                ),
            })
            .collect(),
    };
    let there = common::temp_dir("backup-large");
    let file = there.join("large.ron");
    std::fs::write(&file, Store::backup_text(&backup).unwrap()).unwrap();
    let mut h = app(&there);
    open(&mut h, &file);
    see(&h, "This adds 1500 games, 0 saves and 0 results.");
    h.get_by_label("Restore").click();
    h.step();
    h.step();
    see(&h, "Restoring:");
    see(&h, "of 1500 files written");
    see(&h, "Restoring large.ron…");
    // Esc (or any close) waits for the end.
    h.key_press(eframe::egui::Key::Escape);
    h.step();
    see(&h, "Restoring:");
    let deadline = Instant::now() + std::time::Duration::from_secs(60);
    while h.query_all_by_label_contains("Restored:").next().is_none() && Instant::now() < deadline {
        h.step();
    }
    see(&h, "Restored: 1500 games, 0 saves and 0 results added.");
    let written = std::fs::read_dir(there.join("games/forgotten"))
        .unwrap()
        .count();
    assert_eq!(written, GAMES);
    let _ = std::fs::remove_dir_all(there);
}

/// Issue 34, a backup of megabytes: read on a thread of its own, the dialog saying so (with
/// Cancel) until its restore dialog shows; one cut short is refused by name, nothing written.
#[test]
fn a_backup_of_megabytes_is_read_apart_and_one_cut_short_is_refused() {
    let backup = coop_automa::store::Backup {
        app: "coop-automa".into(),
        kind: "backup".into(),
        version: 1,
        made_at: 1_795_000_000,
        table: "Bob".into(),
        files: (0..2500)
            .map(|i| coop_automa::store::BackupFile {
                path: format!("games/forgotten/g{i:04}.ron"),
                text: format!("(game: {i}, text: {:?})", "z".repeat(2500)),
            })
            .collect(),
    };
    let text = Store::backup_text(&backup).unwrap();
    assert!(text.len() > 6_000_000, "{} bytes", text.len());
    let there = common::temp_dir("backup-megabytes");
    let file = there.join("big.ron");
    std::fs::write(&file, &text).unwrap();
    let cut = there.join("cut.ron");
    std::fs::write(&cut, &text[..5_000_000]).unwrap();
    let mut h = app(&there);
    let wait_for = |h: &mut Harness<'_, App>, words: &str| {
        let deadline = Instant::now() + std::time::Duration::from_secs(60);
        while common::texts(h).iter().all(|t| !t.contains(words)) && Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(20));
            h.step();
        }
        see(h, words);
    };
    let ctx = h.ctx.clone();
    h.state_mut().handle(
        Msg::ask(coop_automa::app::LibraryAsk::OpenFile(file.clone())),
        &ctx,
    );
    h.step();
    see(&h, "Reading big.ron…");
    wait_for(&mut h, "This adds 2500 games, 0 saves and 0 results.");
    click(&mut h, "Cancel");
    h.state_mut().handle(
        Msg::ask(coop_automa::app::LibraryAsk::OpenFile(cut.clone())),
        &ctx,
    );
    h.step();
    see(&h, "Reading cut.ron…");
    wait_for(&mut h, "Could not open cut.ron: It is damaged or cut short");
    let names: Vec<_> = std::fs::read_dir(&there)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        !names.iter().any(|n| n == "games"),
        "nothing restored: {names:?}"
    );
    let _ = std::fs::remove_dir_all(there);
}

/// Issue 61: a backup carries the table's settings; a device with none of its own takes them
/// with the restore (the text size, theme, languages and names come back after the browser's
/// data was cleared), gives them back when the restore is taken out, and a device with its
/// own keeps them. The data folder gets no settings file from it: the app takes them.
#[test]
fn a_device_without_settings_of_its_own_takes_the_backups_and_gives_them_back() {
    use coop_automa::app::Settings;
    let lost = common::temp_dir("settings-lost");
    table_with_a_game(&lost);
    let theirs = Settings {
        dark: false,
        zoom: 1.3,
        lang: "pt-BR".into(),
        card_lang: "en".into(),
        names: ["Ana".into(), "Bia".into()],
        ..Settings::default()
    };
    std::fs::write(
        lost.join("settings.ron"),
        theirs.file_text().expect("settings as a file"),
    )
    .unwrap();
    let backup = Store::new(lost.clone()).backup("Ann's kitchen").unwrap();
    let file = lost.join("kitchen.ron");
    std::fs::write(&file, Store::backup_text(&backup).unwrap()).unwrap();
    let taken = |s: &Settings| {
        (
            s.dark,
            s.zoom,
            s.lang.clone(),
            s.card_lang.clone(),
            s.names.clone(),
        )
    };

    // A new device (as after "clear site data"): told, then takes them.
    let new = common::temp_dir("settings-new");
    let mut h = app(&new);
    assert!(h.state().settings().fresh());
    open(&mut h, &file);
    see(
        &h,
        "This device has no settings of its own yet: it takes the backup's",
    );
    click(&mut h, "Restore");
    assert_eq!(taken(&h.state().settings()), taken(&theirs));
    assert!(
        !new.join("settings.ron").exists(),
        "no settings file written by the restore"
    );
    // Its words are now the backup's language: the undo press is in Portuguese.
    click(&mut h, "Desfazer esta restauração");
    assert!(h.state().settings().fresh(), "{:?}", h.state().settings());
    drop(h);

    // A device with a text size of its own keeps its settings, and is not told otherwise.
    let own = common::temp_dir("settings-own");
    let mine = Settings {
        zoom: 1.5,
        ..Settings::default()
    };
    let options = Options {
        data_dir: Some(own.clone()),
        ..Options::default()
    };
    let kept = mine.clone();
    let mut h = HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::with_settings(&options, Instant::now(), kept.clone()));
    h.run();
    open(&mut h, &file);
    assert!(
        !common::texts(&h)
            .iter()
            .any(|t| t.contains("no settings of its own"))
    );
    click(&mut h, "Restore");
    assert_eq!(taken(&h.state().settings()), taken(&mine));
    for dir in [lost, new, own] {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Issue 61: lines of a backup's results logs that the app does not read as results of
/// their log's mode are left out, and the dialog says how many; the Results screens then read
/// every line (before, "2 results added" and every Results screen said some could not be read).
#[test]
fn results_lines_that_are_no_results_are_left_out_and_said() {
    let lost = common::temp_dir("not-results-lost");
    table_with_a_game(&lost);
    let mut backup = Store::new(lost.clone()).backup("").unwrap();
    let log = backup
        .files
        .iter_mut()
        .find(|f| f.path == "results.ron")
        .expect("the coop's log");
    log.text.push_str("(game_id:\"x\",nonsense:1)\n");
    // A coop result in the pyramid's log is no pyramid result.
    let coop_line = log.text.lines().next().unwrap().to_owned();
    backup.files.push(store::BackupFile {
        path: "results-pyramid.ron".into(),
        text: format!("{coop_line}\n"),
    });
    let file = lost.join("odd.ron");
    std::fs::write(&file, Store::backup_text(&backup).unwrap()).unwrap();
    let new = common::temp_dir("not-results-new");
    let mut h = app(&new);
    open(&mut h, &file);
    see(
        &h,
        "2 lines of its results logs are not results this app can read: they are left out.",
    );
    see(&h, "This adds 1 game, 0 saves and 1 result.");
    click(&mut h, "Restore");
    click(&mut h, "Close");
    click(&mut h, "Results");
    assert!(
        !common::texts(&h)
            .iter()
            .any(|t| t.contains("could not be read")),
        "{:?}",
        common::texts(&h)
    );
    for dir in [lost, new] {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Issue 61: a restore stopped by a fault says what it wrote, not what it planned (before:
/// "Restored: 2 games …" beside a notice "Not written").
#[test]
fn a_restore_stopped_part_way_counts_only_what_it_wrote() {
    let lost = common::temp_dir("stopped-lost");
    table_with_a_game(&lost);
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/pyramid-turn-3.ron");
    let game = store::load::<coop_automa::modes::pyramid::PyramidGame>(&example)
        .unwrap()
        .game;
    let s = Store::new(lost.clone());
    s.autosave(&game, &s.new_slot(&game), "pyramid").unwrap();
    let backup = s.backup("").unwrap();
    let games: Vec<&str> = backup
        .files
        .iter()
        .map(|f| f.path.as_str())
        .filter(|p| p.starts_with("games/"))
        .collect();
    assert_eq!(games.len(), 2, "{games:?}");
    let file = lost.join("two.ron");
    std::fs::write(&file, Store::backup_text(&backup).unwrap()).unwrap();
    let new = common::temp_dir("stopped-new");
    let mut h = app(&new);
    open(&mut h, &file);
    see(&h, "This adds 2 games, 0 saves and 1 result.");
    // After the plan, before the writing: a folder where the last game would go.
    std::fs::create_dir_all(new.join(games[1])).unwrap();
    click(&mut h, "Restore");
    let written = std::fs::read_dir(new.join("games"))
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().is_file())
        .count();
    assert_eq!(written, 1);
    let said = common::texts(&h)
        .into_iter()
        .find(|t| t.starts_with("Stopped part way"))
        .expect("the dialog says it stopped");
    assert!(said.contains("1 game,"), "{said}");
    assert!(
        h.query_by_label_contains("Restored: 2 games").is_none(),
        "it never claims what it did not write"
    );
    for dir in [lost, new] {
        let _ = std::fs::remove_dir_all(dir);
    }
}
