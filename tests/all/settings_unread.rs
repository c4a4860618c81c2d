//! Settings that could not be read at the start: the table is told, in its language, where
//! they are kept and that it starts with the defaults; the notice is dismissed by its button,
//! and what the start had to say before stays said.

use crate::common;
use common::ui::{app_in, click, see};
use coop_automa::app::{KEY_UNREAD, Unread};
use coop_automa::store::Detail;
use std::path::PathBuf;

/// Every case of `Unread`, with what its notice must show (the place the settings went).
fn every_case() -> Vec<(Unread, String)> {
    let file = PathBuf::from("/home/ann/.local/share/coop-automa/settings.ron");
    let aside = PathBuf::from("/home/ann/.local/share/coop-automa/settings.unread.ron");
    let key = format!("{KEY_UNREAD}-2");
    vec![
        (
            Unread::Text {
                key: key.clone(),
                file: None,
            },
            key.clone(),
        ),
        (
            Unread::Text {
                key: key.clone(),
                file: Some(file.clone()),
            },
            file.display().to_string(),
        ),
        (Unread::File(aside.clone()), aside.display().to_string()),
        (
            Unread::Stuck {
                file: file.clone(),
                detail: Detail::System("Permission denied (os error 13)".into()),
            },
            "Permission denied (os error 13)".into(),
        ),
    ]
}

#[test]
fn unreadable_settings_are_told_in_each_language_and_dismissed() {
    for (lang, default_words, dismiss) in
        [("en", "default", "Dismiss"), ("pt-BR", "padrão", "Fechar")]
    {
        for (unread, place) in every_case() {
            let dir = common::temp_dir("settings-unread");
            let mut h = app_in(lang, &dir);
            h.run();
            h.state_mut().settings_unread(&unread);
            h.run();
            let words = unread.words();
            see(&h, &words);
            assert!(words.contains(&place), "{lang}: {words} names {place}");
            assert!(words.contains(default_words), "{lang}: {words}");
            if let Unread::Text { key, file: Some(_) } = &unread {
                assert!(words.contains(key.as_str()), "{lang}: {words}");
            }
            click(&mut h, dismiss);
            let gone = common::texts(&h).iter().all(|t| !t.contains(&words));
            assert!(gone, "{lang}: the notice stays after {dismiss}");
            drop(h);
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// A notice the start made before is not lost: both are said, the settings first.
#[test]
fn an_earlier_notice_of_the_start_stays_said() {
    let dir = common::temp_dir("settings-unread-both");
    let mut h = app_in("en", &dir);
    h.run();
    let cases = every_case();
    h.state_mut().settings_unread(&cases[2].0);
    h.state_mut().settings_unread(&cases[0].0);
    h.run();
    let first = cases[0].0.words();
    let second = cases[2].0.words();
    see(&h, &format!("{first}\n{second}"));
    drop(h);
    let _ = std::fs::remove_dir_all(dir);
}

/// The notice stands whole where it is read: on a phone held upright its words take the
/// screen's width and "Dismiss" goes under them, on a laptop beside them; each is inside the
/// screen, "Dismiss" a finger square, and the words not shrunk to small print by the storage
/// key they name.
#[test]
fn the_notice_stands_whole_and_large_on_a_phone_and_a_laptop() {
    use egui_kittest::kittest::{NodeT, Queryable};
    let unread = Unread::Text {
        key: KEY_UNREAD.into(),
        file: None,
    };
    for (lang, dismiss) in [("en", "Dismiss"), ("pt-BR", "Fechar")] {
        for (w, h_) in [(390.0_f32, 844.0_f32), (1024.0, 600.0)] {
            let dir = common::temp_dir("settings-unread-fit");
            let mut h = common::fresh_in("settings-unread-fit", [w, h_], lang);
            h.state_mut().settings_unread(&unread);
            h.run();
            let words = unread.words();
            let label = h.get_by(|n| [n.label(), n.value()].contains(&Some(words.clone())));
            let text = label.accesskit_node().bounding_box().unwrap();
            let button = h
                .get_by_label(dismiss)
                .accesskit_node()
                .bounding_box()
                .unwrap();
            let at = format!("{lang} at {w}x{h_}");
            for r in [&text, &button] {
                assert!(r.x0 >= 0.0 && r.y0 >= 0.0, "{at}: {r:?} off the screen");
                assert!(
                    r.x1 <= f64::from(w) && r.y1 <= f64::from(h_),
                    "{at}: {r:?} off the screen"
                );
            }
            assert!(
                button.width() >= 43.9 && button.height() >= 43.9,
                "{at}: {button:?}"
            );
            let phone = w < 500.0;
            if phone {
                assert!(button.y0 >= text.y1, "{at}: Dismiss not under the words");
            } else {
                assert!(button.y0 < text.y1, "{at}: Dismiss not beside the words");
            }
            // The words' area for their length: small print takes less (at 12 points, where
            // the key's width held every word beside "Dismiss" on a phone, about 100 square
            // points a character; 196 to 348 now).
            let per_char = text.width() * text.height() / words.chars().count() as f64;
            assert!(
                per_char >= 150.0,
                "{at}: {per_char:.0} square points a character"
            );
            drop(h);
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// The kit's limit on a player's name (the fields', the remembered names') is each mode's
/// rules' own: a name the fields take is never refused by the rules, nor the other way.
#[test]
fn a_players_name_is_as_long_in_the_kit_as_in_every_modes_rules() {
    use coop_automa::modes::{coop, duel};
    let kit = coop_automa::app::MAX_NAME_CHARS;
    assert_eq!(coop::MAX_NAME_CHARS, kit);
    assert_eq!(duel::MAX_NAME_CHARS, kit);
}
