//! The game on screen is the game on disk (R24): after an undo and after a redo the autosave
//! file holds exactly the game the table sees, so a crash right after either loses nothing.
//! Driven through accessible labels, like tests/all/ui/ (whose helpers are copied here).

use crate::common;
use coop_automa::modes::coop::CoopSession;

use common::ui::{click, game, press_primary, type_into};

use coop_automa::app::{App, Options};
use coop_automa::modes::coop::{Game, Phase};
use eframe::egui;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, HarnessBuilder};
use std::time::Instant;

mod other_windows;

fn harness_in(dir: &std::path::Path) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()))
}

/// Clicks the button whose label begins with `prefix` ("Undo: Automa's step (Copper)").
fn click_starting(h: &mut Harness<'_, App>, prefix: &str) {
    let label = h
        .get_by(|n| {
            n.role() == egui::accesskit::Role::Button
                && n.label().is_some_and(|l| l.starts_with(prefix))
        })
        .accesskit_node()
        .label()
        .unwrap_or_default();
    click(h, &label);
}

fn start_first_game(h: &mut Harness<'_, App>) {
    h.run();
    type_into(h, "Player 1 name", "Alex");
    type_into(h, "Player 2 name", "Bea");
    type_into(h, "Seed (optional)", "7");
    click(h, "First Game  (12/4)");
    click(h, "Start the game");
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_some(),
        "the game started"
    );
}

/// Asserts that the autosave file holds exactly the game on screen.
fn disk_is_screen(h: &Harness<'_, App>, after: &str) {
    let path = h
        .state()
        .table()
        .slot()
        .unwrap_or_else(|| panic!("after {after}: no autosave file"));
    let on_disk = coop_automa::store::load::<coop_automa::modes::coop::Game>(path)
        .unwrap_or_else(|e| panic!("after {after}: the autosave does not load: {e:?}"))
        .game;
    let on_screen = game(h);
    assert!(
        on_disk == *on_screen,
        "after {after}: the autosave holds {} actions at round {} ({:?}); the screen {} at round {} ({:?})",
        on_disk.actions_applied(),
        on_disk.round(),
        on_disk.phase(),
        on_screen.actions_applied(),
        on_screen.round(),
        on_screen.phase(),
    );
}

#[test]
fn r24_after_undo_and_after_redo_the_autosave_is_the_game_on_screen() {
    let dir = common::temp_dir("ui-disk");
    let mut h = harness_in(&dir);
    start_first_game(&mut h);
    // Round 2's treasure step: a card revealed, so undo and redo move the piles too.
    while game(&h).round() < 2 {
        press_primary(&mut h);
    }
    press_primary(&mut h);
    press_primary(&mut h);
    click(&mut h, "Reveal Copper or Silver");
    disk_is_screen(&h, "the reveal");
    let revealed = game(&h).clone();

    click_starting(&mut h, "Undo: Automa's step");
    assert_eq!(game(&h).phase(), Phase::AutomaDue, "the undo happened");
    disk_is_screen(&h, "undoing the reveal");

    click_starting(&mut h, "Redo: Automa's step");
    assert_eq!(game(&h), &revealed, "the redo revealed the same card");
    disk_is_screen(&h, "redoing the reveal");

    // An Attack, undone twice over and redone: every step on disk.
    press_primary(&mut h);
    click(&mut h, "Attack played (automa −1 point)");
    disk_is_screen(&h, "an Attack");
    click(&mut h, "Undo: Attack played");
    disk_is_screen(&h, "undoing the Attack");
    click(&mut h, "Redo: Attack played");
    assert_eq!(game(&h).tokens(), 1, "the redo happened");
    disk_is_screen(&h, "redoing the Attack");

    // The keys do the same.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(game(&h).tokens(), 0, "Ctrl+Z undid the Attack");
    disk_is_screen(&h, "Ctrl+Z");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(game(&h).tokens(), 1, "Ctrl+Y redid the Attack");
    disk_is_screen(&h, "Ctrl+Y");
    let _ = std::fs::remove_dir_all(dir);
}

/// Every mode's game is on disk from "Start": closed right after it (the coop's piles, the
/// Duel's Curse Deck and the pyramid's six cards were dealt), the next start offers it.
#[test]
fn a_game_of_every_mode_closed_right_after_start_is_offered_by_resume() {
    use coop_automa::app::{ModeId, Msg};
    for mode in ModeId::ALL {
        let dir = common::temp_dir(&format!("start-saved-{}", mode.key()));
        let mut h = harness_in(&dir);
        h.run();
        h.state_mut()
            .handle(Msg::ChooseMode(mode.key()), &egui::Context::default());
        h.run();
        // The big button's key starts the game typed on the setup screen.
        h.key_press(egui::Key::Space);
        h.run();
        assert!(h.state().table().slot().is_some(), "{mode:?} on the table");
        drop(h);
        let mut again = harness_in(&dir);
        again.run();
        let resume = again.query_all_by_label_contains("Resume: ").count();
        assert_eq!(resume, 1, "{mode:?}: one Resume entry");
    }
}

/// The start screen opens on the mode of the last game started: opening a saved game of
/// another mode (or resuming one) does not change it, so after a reload Space starts what the
/// table last started (the browser test's offline start found a Duel instead).
#[test]
fn opening_a_game_of_another_mode_keeps_the_start_screens_mode() {
    let dir = common::temp_dir("open-keeps-mode");
    let options = Options {
        data_dir: Some(dir),
        open: Some(
            std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves/duel-cams-turn.ron"),
        ),
        ..Options::default()
    };
    let app = App::new(&options, Instant::now());
    assert!(
        app.table()
            .game::<coop_automa::modes::duel::Duel>()
            .is_some(),
        "the Duel is open"
    );
    assert_eq!(
        app.settings().mode,
        coop_automa::app::Settings::default().mode
    );
}

/// Issue 25: a window that resumes a game and plays nothing writes nothing: another window
/// playing the same game must not find its file rewritten (its next press would keep its
/// game apart for nothing). The file is written again at the first action.
#[test]
fn resuming_a_game_writes_nothing_until_an_action() {
    let dir = common::temp_dir("ui-resume-no-write");
    let store = coop_automa::store::Store::new(dir.clone());
    let mut setup = coop_automa::modes::coop::Setup::custom(["Cleo", "Dan"], 12, 4);
    setup.seed = Some(12);
    let g = Game::new(setup).expect("a game");
    let slot = store.new_slot(&g);
    store.autosave(&g, &slot, "other").expect("written");
    let before = std::fs::read(&slot).expect("the file");
    // A second later the save's own time would differ, were it written again.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let mut h = harness_in(&dir);
    h.run();
    click_starting(&mut h, "Resume: ");
    assert!(game(&h).actions_applied() == 0, "the game is on the table");
    assert_eq!(h.state().table().slot(), Some(slot.as_path()));
    assert_eq!(
        std::fs::read(&slot).expect("the file"),
        before,
        "not written"
    );
    press_primary(&mut h);
    assert_ne!(std::fs::read(&slot).expect("the file"), before, "written");
    disk_is_screen(&h, "the first action after Resume");
}

/// Issue 61: a game the app could not save (its folder in the way) is tried once more as the
/// table leaves it, once room is made, and the "Not saved" banner, which was that game's,
/// goes with it: the banner stayed over the start screen, and the game's last presses were
/// lost though the disk could take them again.
#[test]
fn leaving_an_unsaved_game_tries_its_save_again_and_takes_its_banner_away() {
    use coop_automa::app::Msg;
    use coop_automa::modes::coop::Action;
    let dir = common::temp_dir("ui-disk-unsaved");
    let mut h = harness_in(&dir);
    h.run();
    common::send(&mut h, Msg::start(common::setup(8, 0)));
    common::send(&mut h, Msg::apply(Action::AttackPlayed));
    let slot = h.state().table().slot().expect("a game on disk").to_owned();
    let name = slot.file_name().unwrap().to_owned();
    // A file where the games' folder was: the next save fails.
    let games = dir.join("games");
    std::fs::rename(&games, dir.join("games-aside")).unwrap();
    std::fs::write(&games, b"in the way").unwrap();
    common::send(&mut h, Msg::apply(Action::AttackPlayed));
    assert!(
        h.state().table().save_problem().is_some(),
        "the save failed and the table was told"
    );
    // Room made again (the folder back, without this game's file), then the table leaves.
    std::fs::remove_file(&games).unwrap();
    std::fs::rename(dir.join("games-aside"), &games).unwrap();
    std::fs::remove_file(games.join(&name)).unwrap();
    common::send(&mut h, Msg::ConfirmNewGame);
    assert!(
        h.state().table().save_problem().is_none(),
        "the banner went with its game"
    );
    let kept = [games.join(&name), games.join("left").join(&name)]
        .into_iter()
        .find(|p| p.exists())
        .expect("the game was saved as it left");
    let text = std::fs::read_to_string(kept).unwrap();
    assert_eq!(
        text.matches("AttackPlayed").count(),
        2,
        "both presses are in the file: {text}"
    );
}
