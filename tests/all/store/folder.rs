//! The data folder: what Resume offers, named and automatic saves' names, left and forgotten
//! games, one app at a time, an unwritable folder and where the folder comes from.

use super::*;

#[test]
fn resume_offers_unfinished_games_newest_first_and_skips_broken_files() {
    let dir = temp_dir("resume");
    let store = Store::new(dir.clone());
    assert!(store.find_resume().0.is_empty());
    let old = played(1, 10);
    let slot_old = store.new_slot(&old);
    store.autosave(&old, &slot_old, "old").unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    let newer = played(2, 20);
    let slot_new = store.new_slot(&newer);
    assert_ne!(slot_old, slot_new);
    store.autosave(&newer, &slot_new, "new").unwrap();
    let (found, problems) = store.find_resume();
    let paths: Vec<_> = found.iter().map(|(p, _)| p.clone()).collect();
    assert_eq!(paths, [slot_new.clone(), slot_old.clone()]);
    assert_eq!(found[0].1.game, newer);
    assert_eq!(found[0].1.game_id, "new", "the game keeps its id");
    assert!(problems.is_empty());
    // A broken newest file is named, kept, and the others are still offered.
    std::thread::sleep(std::time::Duration::from_millis(20));
    let broken = dir.join("games").join("zz-broken.ron");
    std::fs::write(&broken, "(app: \"coop-automa\", version: 1, game: (").unwrap();
    let (found, problems) = store.find_resume();
    assert_eq!(found[0].0, slot_new);
    assert_eq!(problems.len(), 1);
    assert!(load_words::load_error(&problems[0]).contains("zz-broken.ron"));
    assert!(broken.exists());
    // A new game never gets the broken file's name.
    let slot = store.new_slot(&newer);
    assert!(!slot.exists());
}

#[test]
fn a_newer_finished_game_does_not_hide_an_unfinished_one_and_one_just_started_is_offered() {
    let dir = temp_dir("finished");
    let store = Store::new(dir);
    let unfinished = played(7, 15);
    store
        .autosave(&unfinished, &store.new_slot(&unfinished), "long game")
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    // A scored game and a game with no action, both newer.
    let mut scored = first_game(4);
    for _ in 0..3 {
        scored
            .apply(Action::OtherEmptyPile {
                change: coop_automa::modes::coop::Change::Take,
            })
            .unwrap();
    }
    scored.apply(Action::EndTurn).unwrap();
    scored
        .apply(Action::FinalPoints { points: [10, 10] })
        .unwrap();
    store
        .autosave(&scored, &store.new_slot(&scored), "scored")
        .unwrap();
    let empty = first_game(5);
    store
        .autosave(&empty, &store.new_slot(&empty), "empty")
        .unwrap();
    // The game just started is on the table too (decisions.md: every game is saved from
    // "Start"); the scored one is not offered.
    let (found, _) = store.find_resume();
    let ids: Vec<&str> = found.iter().map(|(_, s)| s.game_id.as_str()).collect();
    assert_eq!(ids, ["empty", "long game"]);
}

#[test]
fn a_game_over_but_not_yet_scored_is_offered() {
    // The game ended; the app closed while the players counted their points.
    let dir = temp_dir("over");
    let store = Store::new(dir);
    let mut g = first_game(4);
    for _ in 0..3 {
        g.apply(Action::OtherEmptyPile {
            change: coop_automa::modes::coop::Change::Take,
        })
        .unwrap();
    }
    g.apply(Action::EndTurn).unwrap();
    assert!(g.is_over() && g.score().is_none());
    let slot = store.new_slot(&g);
    store.autosave(&g, &slot, "over").unwrap();
    let (found, _) = store.find_resume();
    assert_eq!(found.len(), 1);
    let summary = Summary::from_save(&found[0].0, &found[0].1);
    assert_eq!(summary.status, store::GameStatus::OverUnscored);
    assert!(summary.over);
}

#[test]
fn one_app_at_a_time_writes_a_data_folder() {
    let dir = temp_dir("lock");
    let store = Store::new(dir.clone());
    let held = store.lock().unwrap();
    let err = store_words::problem(&Store::new(dir.clone()).lock().unwrap_err());
    assert!(
        err.contains("another coop-automa is using the data folder"),
        "{err}"
    );
    drop(held);
    assert!(
        Store::new(dir).lock().is_ok(),
        "free again once the first app is gone"
    );
}

#[test]
fn named_saves_list_newest_first_and_never_replace_each_other() {
    let dir = temp_dir("named");
    let store = Store::new(dir.clone());
    let a = played(1, 5);
    let b = played(2, 9);
    store.save_as(&a, "a", "First try").unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1100));
    store.save_as(&b, "b", "Second try").unwrap();
    let err = store_words::problem(&store.save_as(&b, "b", "first TRY").unwrap_err().0);
    assert!(err.contains("exists already"), "{err}");
    for bad in ["", "   ", "../escape", "a:b", &"x".repeat(41)] {
        assert!(store.save_as(&b, "b", bad).is_err(), "{bad:?}");
    }
    let (list, problems) = store.list_saves();
    assert!(problems.is_empty());
    let names: Vec<_> = list.iter().map(|s| s.name.clone().unwrap()).collect();
    assert_eq!(names, ["Second try", "First try"]);
    assert!(coop_automa::app::summary_words(&list[0]).starts_with("Coop, First Game, round "));
    store.delete_save(&list[1].path).unwrap();
    assert_eq!(store.list_saves().0.len(), 1);
    // Only files of the saves folder can be deleted.
    let outside = dir.join("keep.ron");
    std::fs::write(&outside, "x").unwrap();
    assert!(store.delete_save(&outside).is_err());
    assert!(outside.exists());
}

#[test]
fn an_unwritable_data_folder_gives_a_plain_message() {
    let dir = temp_dir("unwritable");
    std::fs::write(dir.join("not-a-folder"), "x").unwrap();
    let store = Store::new(dir.join("not-a-folder").join("data"));
    let g = first_game(1);
    let err = store_words::problem(&store.autosave(&g, &store.new_slot(&g), "id").unwrap_err().0);
    assert!(err.starts_with("Not saved:"), "{err}");
    assert!(err.contains("tried again"), "{err}");
}

/// The flag wins; the environment variable is checked by scripts/smoke.sh on the real binary
/// (a test cannot set it: changing the environment of a running test is not safe).
#[test]
fn the_data_folder_comes_from_the_flag_first() {
    let flag = PathBuf::from("/tmp/from-flag");
    assert_eq!(store::data_dir(Some(flag.clone())), Some(flag));
    // Without either, the user's own data folder for the app (when the variable is unset,
    // as on CI; scripts/smoke.sh checks the variable).
    if std::env::var_os(store::DATA_DIR_ENV).is_none() {
        let own = store::data_dir(None).expect("a user data folder");
        assert!(own.is_absolute() && own.ends_with("coop-automa"), "{own:?}");
    }
}

/// An autosave is named by its start time and its seed's last four hex digits
/// (docs/save-format.md), so a table can tell its games apart in the folder.
#[test]
fn an_autosave_is_named_by_its_start_time_and_seed() {
    let dir = temp_dir("slot-name");
    let store = Store::new(dir.clone());
    let slot = store.new_slot(&first_game(0x1_2345));
    let name = slot.file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.ends_with("-2345.ron"), "{name}");
    assert_eq!(slot.parent(), Some(dir.join("games").as_path()));
    let stamp = name.strip_suffix("-2345.ron").unwrap();
    assert_eq!(stamp.len(), "2026-11-28_10-56-11".len(), "{name}");
    // The same game started three times in one second: the second name gets "-1", then "-2"
    // (the second given, not read from the clock: a busy machine crossed seconds).
    let g = first_game(0x1_2345);
    let at = "2026-11-28_10-56-11";
    let names: Vec<_> = (0..3)
        .map(|_| {
            let next = store.new_slot_at(&g, at);
            store.autosave(&g, &next, "a").unwrap();
            next
        })
        .collect();
    let games = dir.join("games");
    assert_eq!(names[0], games.join(format!("{at}-2345.ron")));
    assert_eq!(names[1], games.join(format!("{at}-2345-1.ron")));
    assert_eq!(names[2], games.join(format!("{at}-2345-2.ron")));
    // Another second: its own name again.
    let later = store.new_slot_at(&g, "2026-11-28_10-56-12");
    assert_eq!(later, games.join("2026-11-28_10-56-12-2345.ron"));
}

/// A new game's id is never another's, even for the same game started twice in a second,
/// and names its seed (results and saves find their game by it).
#[test]
fn a_new_game_id_is_unique_and_names_the_seed() {
    let g = first_game(0xBEEF);
    let ids: std::collections::BTreeSet<String> = (0..50).map(|_| store::new_game_id(&g)).collect();
    assert_eq!(ids.len(), 50);
    assert!(
        ids.iter().all(|id| id.contains("000000000000beef")),
        "{ids:?}"
    );
}

/// A save's time as the table reads it: the time alone today, the date and time before
/// today, and "at an unknown time" when the file has none (0); the clock is the real one.
#[test]
fn a_save_time_reads_as_the_time_today_and_the_date_before() {
    let now = store::now();
    let clock = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    assert!(
        (now - clock).abs() <= 1,
        "now() is the clock: {now} vs {clock}"
    );
    use coop_automa::app::i18n::{Lang, date_time, set, time_of_day};
    set(Lang::En, None);
    let today = time_of_day(now);
    assert!(
        today.len() == 5 && today.as_bytes()[2] == b':',
        "today is HH:MM: {today}"
    );
    let before = now - 2 * 86_400;
    assert_eq!(time_of_day(before), date_time(before));
    // 22 Nov 2026 08:00 UTC is in November 2026 in every time zone.
    let full = date_time(1_795_262_400);
    assert!(
        full.contains(" Nov 2026 ") && full.ends_with(":00"),
        "{full}"
    );
    assert_eq!(time_of_day(0), "at an unknown time");
    assert_eq!(date_time(0), "at an unknown time");
}

/// Leaving and forgetting move a game's file within `games/`, never over another: the same
/// name left three times becomes `x`, `x-1`, `x-2`; a left game can be forgotten; a file
/// outside `games/` is refused and stays where it is.
#[test]
fn left_and_forgotten_games_never_replace_each_other_and_stay_in_games() {
    let dir = temp_dir("moves");
    let store = Store::new(dir.clone());
    let g = played(1, 4);
    let slot = store.new_slot(&g);
    let stem = slot.file_stem().unwrap().to_string_lossy().into_owned();
    let left_dir = dir.join("games").join("left");
    let mut left = Vec::new();
    for _ in 0..3 {
        store.autosave(&g, &slot, "x").unwrap();
        left.push(store.leave(&slot).unwrap());
    }
    assert_eq!(
        left,
        [
            left_dir.join(format!("{stem}.ron")),
            left_dir.join(format!("{stem}-1.ron")),
            left_dir.join(format!("{stem}-2.ron")),
        ]
    );
    let forgotten = store.forget(&left[2]).unwrap();
    assert_eq!(
        forgotten,
        dir.join("games/forgotten").join(format!("{stem}-2.ron"))
    );
    assert!(forgotten.exists() && !left[2].exists());
    let outside = dir.join("elsewhere.ron");
    std::fs::write(&outside, "not one of the games").unwrap();
    let err = store_words::problem(&store.leave(&outside).unwrap_err().0);
    assert!(err.contains("not one of this data folder's games"), "{err}");
    assert!(outside.exists());
}

/// Issue 61: only a game on the Forgotten shelf is deleted for good; a game in play, a left
/// one, a save or a file elsewhere is refused and kept.
#[test]
fn only_a_forgotten_game_is_deleted_for_good() {
    let dir = temp_dir("delete-forgotten-store");
    let store = Store::new(dir.clone());
    let g = played(1, 4);
    let in_play = store.new_slot(&g);
    store.autosave(&g, &in_play, "a").unwrap();
    let to_leave = store.new_slot(&g);
    store.autosave(&g, &to_leave, "b").unwrap();
    let left = store.leave(&to_leave).unwrap();
    let save = store.save_as(&g, "c", "Tuesday").unwrap();
    let outside = dir.join("elsewhere.ron");
    std::fs::write(&outside, "kept").unwrap();
    for kept in [&in_play, &left, &save, &outside] {
        let err = store.delete_forgotten(kept).unwrap_err();
        assert!(
            store_words::problem(&err.0).contains("not one of this data folder's games"),
            "{kept:?}"
        );
        assert!(kept.exists(), "{kept:?}");
    }
    let forgotten = store.forget(&in_play).unwrap();
    store.delete_forgotten(&forgotten).unwrap();
    assert!(!forgotten.exists());
}
