//! Two windows on one data folder: a game saved, started, taken over or left by another
//! window is never overwritten, is listed, and can be taken back; results it recorded show.

use super::*;

/// Another window's move: the game on screen `actions` further, written over its file by a
/// second store on the same folder (as a browser tab shares the page's storage).
fn played_on_elsewhere(
    h: &Harness<'_, App>,
    dir: &std::path::Path,
    slot: &std::path::Path,
    actions: usize,
) -> Game {
    let mut other = game(h).clone();
    for _ in 0..actions {
        let a = other.primary_action().expect("an action");
        other.apply(a).expect("plays");
    }
    let store = coop_automa::store::Store::new(dir.to_owned());
    store.autosave(&other, slot, "other").expect("written");
    other
}

/// Issue 25: another window (here a second store on the same folder, as a browser tab is on
/// the same storage) plays this game on and saves it. This window's next press must not put
/// its older game over that one: it says so, and goes on as a game of its own, saved apart.
#[test]
fn a_game_saved_by_another_window_is_never_overwritten_and_this_one_is_kept_apart() {
    let dir = common::temp_dir("ui-two-windows");
    let mut h = harness_in(&dir);
    start_first_game(&mut h);
    press_primary(&mut h);
    let slot = h.state().table().slot().expect("an autosave").to_owned();
    // The other window: the same game three actions further, written over the file.
    let other = played_on_elsewhere(&h, &dir, &slot, 3);
    // The browser tells the page (its `storage` event): the window says so at once, and
    // writes nothing.
    h.state_mut().storage_changed();
    h.run();
    assert!(
        h.query_all_by_label_contains("just played on in another window")
            .next()
            .is_some(),
        "the window says at once that its game was played elsewhere"
    );
    assert!(
        coop_automa::store::load::<coop_automa::modes::coop::Game>(&slot)
            .expect("loads")
            .game
            == other
    );
    // This window's next press.
    let mine = game(&h).actions_applied() + 1;
    press_primary(&mut h);
    let said = h
        .query_all_by_label_contains("also played in another window")
        .count();
    assert!(said > 0, "the window says its game was played elsewhere");
    let theirs = coop_automa::store::load::<coop_automa::modes::coop::Game>(&slot)
        .expect("loads")
        .game;
    assert!(
        theirs == other,
        "the other window's game is in its file, untouched"
    );
    let kept = h.state().table().slot().expect("an autosave").to_owned();
    assert_ne!(kept, slot, "this window's game is saved apart");
    let kept_game = coop_automa::store::load::<coop_automa::modes::coop::Game>(&kept)
        .expect("loads")
        .game;
    assert_eq!(kept_game.actions_applied(), mine);
    disk_is_screen(&h, "the move apart");
    // And goes on there: the next press is saved in its own file, the other stays.
    press_primary(&mut h);
    disk_is_screen(&h, "a press after the move apart");
    assert!(
        coop_automa::store::load::<coop_automa::modes::coop::Game>(&slot)
            .expect("loads")
            .game
            == other
    );
    let files = std::fs::read_dir(dir.join("games"))
        .expect("the games folder")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "ron"))
        })
        .count();
    assert_eq!(files, 2, "both games are in the games folder");
}

/// Issue 25: while the start screen is up, another window starts a game: the list of games
/// to resume shows it without a reload (the browser's `storage` event).
#[test]
fn the_start_screen_lists_a_game_another_window_started() {
    let dir = common::temp_dir("ui-two-windows-list");
    let mut h = harness_in(&dir);
    h.run();
    assert!(
        h.query_all_by_label_contains("Resume").next().is_none(),
        "nothing to resume in a new folder"
    );
    let store = coop_automa::store::Store::new(dir.clone());
    let mut setup = coop_automa::modes::coop::Setup::custom(["Cleo", "Dan"], 12, 4);
    setup.seed = Some(11);
    let other = Game::new(setup).expect("a game");
    store
        .autosave(&other, &store.new_slot(&other), "other")
        .expect("written");
    h.state_mut().storage_changed();
    h.run();
    assert!(
        h.query_all_by_label_contains("Cleo").next().is_some(),
        "the game the other window started is offered"
    );
}

/// A First Game one action in, in a data folder named after `name`, then the browser's news
/// of its lock: (the harness, the data folder, the game's file).
fn game_then_news(
    name: &str,
    news: coop_automa::app::LockNews,
) -> (
    Harness<'static, App>,
    std::path::PathBuf,
    std::path::PathBuf,
) {
    let dir = common::temp_dir(name);
    let mut h = harness_in(&dir);
    start_first_game(&mut h);
    press_primary(&mut h);
    let slot = h.state().table().slot().expect("an autosave").to_owned();
    h.state_mut().lock_news(news);
    h.run();
    (h, dir, slot)
}

/// Issue 25: another window took the game over (the browser's lock moved there). This window
/// says so, plays and writes nothing more, and "Take it back here" goes on with the game as
/// the other window left it, read again from its file.
#[test]
fn a_window_whose_game_was_taken_over_stops_and_can_take_it_back() {
    let (mut h, dir, slot) = game_then_news("ui-taken-over", coop_automa::app::LockNews::Lost);
    assert!(!h.state().holds_the_game());
    assert!(
        h.query_all_by_label_contains("now played in another window")
            .next()
            .is_some(),
        "the window says its game was taken over"
    );
    // The other window plays on and saves.
    let other = played_on_elsewhere(&h, &dir, &slot, 2);
    // A key here plays nothing and writes nothing; nor does an action that reached the app
    // some other way (a press in the frame before the news, say).
    let before = game(&h).clone();
    h.key_press(egui::Key::Space);
    h.run();
    let ctx = h.ctx.clone();
    let action = before.primary_action().expect("an action");
    h.state_mut()
        .handle(coop_automa::app::Msg::apply(action), &ctx);
    h.state_mut().handle(coop_automa::app::Msg::Undo, &ctx);
    h.run();
    assert!(
        *game(&h) == before,
        "no action is played while the game is elsewhere"
    );
    assert!(
        coop_automa::store::load::<coop_automa::modes::coop::Game>(&slot)
            .expect("loads")
            .game
            == other
    );
    click(&mut h, "Take it back here");
    assert!(h.state().holds_the_game());
    assert!(*game(&h) == other, "taken back as the other window left it");
    press_primary(&mut h);
    disk_is_screen(&h, "a press after taking the game back");
    assert_eq!(
        h.state().table().slot(),
        Some(slot.as_path()),
        "in its own file"
    );
}

/// Issue 25: a window opens a game that another window holds. It is told, and "Back to the
/// start screen" leaves the game there, its file where it was (not among the games left).
#[test]
fn a_game_open_in_another_window_is_left_there_untouched() {
    let (mut h, _dir, slot) =
        game_then_news("ui-open-elsewhere", coop_automa::app::LockNews::Elsewhere);
    let bytes = std::fs::read(&slot).expect("the file");
    assert!(
        h.query_all_by_label_contains("open in another window")
            .next()
            .is_some(),
        "the window says the game is open elsewhere"
    );
    click(&mut h, "Back to the start screen");
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_none(),
        "the start screen"
    );
    assert!(h.state().holds_the_game());
    assert_eq!(
        std::fs::read(&slot).expect("the file"),
        bytes,
        "untouched, in place"
    );
    assert!(
        h.query_all_by_label_contains("Resume: Coop, First Game")
            .next()
            .is_some(),
        "still offered"
    );
}

/// Issue 25: a Results screen open while another window records a finished game shows it
/// without a reload (the browser's `storage` event).
#[test]
fn the_results_screen_shows_a_result_another_window_recorded() {
    let dir = common::temp_dir("ui-two-windows-results");
    let mut h = harness_in(&dir);
    h.run();
    click(&mut h, "Results");
    let games_listed = |h: &mut Harness<'_, App>| {
        while h.state_mut().results_loading() {
            h.run();
        }
        h.run();
        h.query_all_by_label_contains("Games, newest first")
            .next()
            .is_some()
    };
    assert!(!games_listed(&mut h), "no results yet");
    let mut setup = coop_automa::modes::coop::Setup::custom(["Cleo", "Dan"], 12, 4);
    setup.seed = Some(13);
    let mut g = Game::new(setup).expect("a game");
    while let Some(action) = g.primary_action() {
        g.apply(action).expect("plays");
    }
    g.apply(coop_automa::modes::coop::Action::FinalPoints { points: [30, 20] })
        .expect("scored");
    let record = <coop_automa::modes::coop::CoopResult as coop_automa::store::GameResult>::of(
        &g,
        "other-window",
        100,
    )
    .expect("a result");
    coop_automa::store::Store::new(dir.clone())
        .update_log("other-window", Some(&record))
        .expect("recorded");
    h.state_mut().storage_changed();
    assert!(
        games_listed(&mut h),
        "the other window's result is on this one's Results screen"
    );
}

/// Issue 25: a window whose game was taken over leaves it where it is even when told to
/// leave it for a new game (a message on its way before the news): the other window writes
/// that file, so it is not moved among the games left.
#[test]
fn leaving_a_game_taken_over_leaves_its_file_in_place() {
    let (mut h, dir, slot) =
        game_then_news("ui-taken-over-leave", coop_automa::app::LockNews::Lost);
    let ctx = h.ctx.clone();
    h.state_mut()
        .handle(coop_automa::app::Msg::ConfirmNewGame, &ctx);
    h.run();
    assert!(
        slot.exists(),
        "the file is where the other window writes it"
    );
    assert!(
        !dir.join("games").join("left").exists()
            || std::fs::read_dir(dir.join("games").join("left"))
                .expect("the folder")
                .next()
                .is_none(),
        "nothing among the games left"
    );
}

/// Issue 25: "Take it back here" on a game whose file can no longer be read (gone meanwhile)
/// closes the dialog all the same and says why, and the window still does not hold the game.
#[test]
fn taking_back_a_game_whose_file_is_gone_closes_the_dialog_and_says_why() {
    let (mut h, dir, slot) = game_then_news("ui-taken-gone", coop_automa::app::LockNews::Lost);
    std::fs::remove_file(&slot).expect("the game's file is removed");
    click(&mut h, "Take it back here");
    assert!(
        h.query_all_by_label_contains("now played in another window")
            .next()
            .is_none(),
        "the dialog is closed"
    );
    assert!(!h.state().holds_the_game(), "nothing was taken back");
    let said = common::texts(&h);
    assert!(
        said.iter()
            .any(|t| t.contains(&*slot.file_name().unwrap().to_string_lossy())),
        "the notice names the file: {said:?}"
    );
    let _ = std::fs::remove_dir_all(dir);
}
