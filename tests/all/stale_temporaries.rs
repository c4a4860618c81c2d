//! Issue 61: what a killed write left half way (`games/.x.ron.tmp-PID`, a 2-6 MB
//! `backups/.backup-….ron.tmp-PID`) is removed when the app starts and takes the data folder;
//! nothing else in it is touched.

use crate::common;

use coop_automa::app::{App, Options};

#[test]
fn a_start_removes_the_temporaries_of_a_killed_write_and_nothing_else() {
    let dir = common::temp_dir("stale-temporaries");
    let temporaries = [
        "games/.2026-12-05_10-00-00-0001.ron.tmp-4242",
        "games/left/.tmp-4242-3",
        "saves/.my save.ron.tmp-17",
        "backups/.backup-2026-12-05.ron.tmp-99",
        ".results.ron.tmp-5",
    ];
    let kept = [
        "games/notes.txt",
        "games/.hidden",
        "saves/kept.tmp-17",
        "backups/backup-2026-12-04.ron",
    ];
    for file in temporaries.iter().chain(&kept) {
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, b"(half").unwrap();
    }
    let options = Options {
        data_dir: Some(dir.clone()),
        ..Options::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::new(&options, std::time::Instant::now()));
    h.run();
    for file in temporaries {
        assert!(!dir.join(file).exists(), "{file} is still there");
    }
    for file in kept {
        assert_eq!(
            std::fs::read(dir.join(file)).unwrap(),
            b"(half",
            "{file} was touched"
        );
    }
}
