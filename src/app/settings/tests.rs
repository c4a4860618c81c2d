use super::*;
use eframe::Storage;
use std::collections::HashMap;

/// A storage in memory, as eframe's.
#[derive(Default)]
pub(in crate::app) struct Memory(pub(in crate::app) HashMap<String, String>);

impl eframe::Storage for Memory {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// Issue 61: a settings file's text (as the desktop's eframe writes it, pretty, with
/// other keys beside) gives the settings back; what is not one gives none.
#[test]
fn settings_travel_as_a_settings_file() {
    let mine = Settings {
        dark: false,
        zoom: 1.3,
        lang: "pt-BR".into(),
        names: ["Ana \"A\"".into(), "Bia\\".into()],
        ..Settings::default()
    };
    let text = mine.file_text().expect("as a file");
    assert_eq!(Settings::from_file_text(&text), Some(mine.clone()));
    let inner = coop_automa_ron::to_string(&mine).unwrap();
    let quoted = coop_automa_ron::to_string(&inner).unwrap();
    let desktop = format!("{{\n    \"egui_memory\": \"()\",\n    \"{KEY}\": {quoted},\n}}");
    assert_eq!(Settings::from_file_text(&desktop), Some(mine));
    for not_one in ["", "{}", "(dark: true)", "{\"other\": \"(dark:false)\"}"] {
        assert_eq!(Settings::from_file_text(not_one), None, "{not_one}");
    }
}

/// Issue 61: settings are a new device's until the table chose one of its own, each
/// of the six counted alone; the mode on screen, the game remembered and the reminder
/// are not choices of that kind.
#[test]
fn fresh_until_the_table_chose_any_setting_of_its_own() {
    assert!(Settings::default().fresh());
    let d = Settings::default;
    let chosen = [
        Settings { dark: false, ..d() },
        Settings { zoom: 1.15, ..d() },
        Settings {
            lang: "en".into(),
            ..d()
        },
        Settings {
            card_lang: "pt-BR".into(),
            ..d()
        },
        Settings {
            names: ["Ann".into(), d().names[1].clone()],
            ..d()
        },
        Settings {
            names: [d().names[0].clone(), "Ben".into()],
            ..d()
        },
        Settings {
            table_name: "Kitchen".into(),
            ..d()
        },
    ];
    for s in chosen {
        assert!(!s.fresh(), "{s:?}");
    }
    let not_chosen = [
        Settings {
            mode: another_mode(),
            ..d()
        },
        Settings {
            table: "/x/games/a.ron".into(),
            ..d()
        },
        Settings {
            backup_reminded_at: 20,
            ..d()
        },
    ];
    for s in not_chosen {
        assert!(s.fresh(), "{s:?}");
    }
}

/// Issue 61: a restore takes the theme, text size, languages, names and mode of a
/// backup's settings, and keeps this device's table name, game and reminder.
#[test]
fn adopting_takes_the_tables_choices_and_keeps_the_devices_own() {
    let here = Settings {
        table: "/here/games/a.ron".into(),
        table_name: "Here".into(),
        backup_reminded_at: 7,
        ..Settings::default()
    };
    let theirs = Settings {
        dark: false,
        zoom: 1.75,
        names: ["Ana".into(), "Bia".into()],
        mode: another_mode(),
        lang: "pt-BR".into(),
        card_lang: "en".into(),
        table: "/there/games/b.ron".into(),
        table_name: "There".into(),
        backup_reminded_at: 30,
    };
    let took = here.adopting(&theirs);
    assert_eq!(
        took,
        Settings {
            table: here.table.clone(),
            table_name: here.table_name.clone(),
            backup_reminded_at: 7,
            ..theirs
        }
    );
}

#[test]
fn settings_survive_a_restart() {
    let mut storage = Memory::default();
    let settings = Settings {
        dark: false,
        zoom: 1.5,
        names: ["Alex".into(), "Bea".into()],
        // Not the default mode, whichever the last one is.
        mode: crate::app::ModeId::ALL.last().unwrap().key().into(),
        lang: "pt-BR".into(),
        card_lang: "en".into(),
        table: "/data/games/20261126-1432-0a1b.ron".into(),
        table_name: "Ann's kitchen".into(),
        backup_reminded_at: 20,
    };
    settings.store(&mut storage);
    assert_eq!(Settings::load(Some(&storage)), settings);
}

/// Every field of the settings, as text, in order.
fn fields(s: &Settings) -> [String; 9] {
    [
        format!("{}", s.dark),
        format!("{}", s.zoom),
        format!("{:?}", s.names),
        s.mode.clone(),
        s.lang.clone(),
        s.card_lang.clone(),
        s.table.clone(),
        s.table_name.clone(),
        format!("{}", s.backup_reminded_at),
    ]
}

/// `s` with its field `i` (in the order of `fields`) changed one way (`other`: another).
fn changed(s: &Settings, i: usize, other: bool) -> Settings {
    let mut s = s.clone();
    let (word, number) = if other { ("b", 2.0) } else { ("a", 1.5) };
    match i {
        0 => s.dark = !s.dark,
        1 => s.zoom = number,
        2 => s.names[1] = format!("Name {word}"),
        3 => s.mode = format!("mode-{word}"),
        4 => s.lang = format!("lang-{word}"),
        5 => s.card_lang = format!("cards-{word}"),
        6 => s.table = format!("/games/{word}.ron"),
        7 => s.table_name = format!("Table {word}"),
        _ => s.backup_reminded_at = number as usize * 10,
    }
    s
}

/// Issue 43: every field on both sides of the merge. This window changed field `i`
/// since it last saw the settings; another window changed every field since: the merge
/// keeps this window's `i` and the other window's every other field.
#[test]
fn the_merge_keeps_the_field_this_window_changed_and_every_other_as_stored() {
    let seen = Settings::default();
    let mut stored = seen.clone();
    for i in 0..9 {
        stored = changed(&stored, i, true);
    }
    for i in 0..9 {
        let mine = changed(&seen, i, false);
        // A switch has two sides: where this window turned the theme, the other window
        // left it, or the two would agree.
        let stored = match i {
            0 => Settings {
                dark: seen.dark,
                ..stored.clone()
            },
            _ => stored.clone(),
        };
        let merged = fields(&Settings::merged(&mine, &seen, &stored));
        for (j, got) in merged.iter().enumerate() {
            let want = if i == j {
                &fields(&mine)[j]
            } else {
                &fields(&stored)[j]
            };
            assert_eq!(got, want, "field {j} after this window changed field {i}");
        }
    }
    // Changed by neither, nothing moves.
    assert_eq!(Settings::merged(&seen, &seen, &seen), seen);
}

/// Issue 25: two windows of one page, each changing one setting, both save: both
/// changes are kept, and a window that changed nothing keeps whatever another saved.
#[test]
fn two_windows_keep_each_others_changes() {
    let mut storage = Memory::default();
    let seen_a = Settings::load(Some(&storage));
    let seen_b = Settings::load(Some(&storage));
    let mine_a = Settings {
        dark: false,
        ..seen_a.clone()
    };
    let mine_b = Settings {
        zoom: 1.5,
        ..seen_b.clone()
    };
    let stored = Settings::load(Some(&storage));
    Settings::merged(&mine_a, &seen_a, &stored).store(&mut storage);
    let stored = Settings::load(Some(&storage));
    Settings::merged(&mine_b, &seen_b, &stored).store(&mut storage);
    let both = Settings::load(Some(&storage));
    assert!(!both.dark, "A's theme kept");
    assert_eq!(both.zoom, 1.5, "B's zoom kept");
    // A saves again, having changed nothing more: B's zoom stays.
    let stored = Settings::load(Some(&storage));
    Settings::merged(&mine_a, &mine_a, &stored).store(&mut storage);
    assert_eq!(Settings::load(Some(&storage)), both);
    // The last change of one setting wins: A now zooms out, after B's zoom.
    let stored = Settings::load(Some(&storage));
    let zoomed_out = Settings {
        zoom: 0.75,
        ..mine_a.clone()
    };
    Settings::merged(&zoomed_out, &mine_a, &stored).store(&mut storage);
    let last = Settings::load(Some(&storage));
    assert_eq!(last.zoom, 0.75);
    assert!(!last.dark);
}

/// Issue 32: the languages are settings like the others: one window choosing Portuguese
/// and another English cards keep both; a window that chose nothing keeps following the
/// system (an empty tag is kept, not the system's language written down).
#[test]
fn two_windows_keep_each_others_language_choices() {
    let mut storage = Memory::default();
    let seen = Settings::load(Some(&storage));
    assert_eq!(seen.lang, "", "no language chosen yet");
    let a = Settings {
        lang: "pt-BR".into(),
        ..seen.clone()
    };
    let b = Settings {
        card_lang: "en".into(),
        ..seen.clone()
    };
    let stored = Settings::load(Some(&storage));
    Settings::merged(&a, &seen, &stored).store(&mut storage);
    let stored = Settings::load(Some(&storage));
    Settings::merged(&b, &seen, &stored).store(&mut storage);
    let both = Settings::load(Some(&storage));
    assert_eq!(both.lang(), super::super::i18n::Lang::PtBr);
    assert_eq!(both.card_lang(), Some(super::super::i18n::Lang::En));
    // A tag no language of ours has: the system's language, English cards as chosen.
    let odd = Settings {
        lang: "tlh".into(),
        card_lang: String::new(),
        ..both
    };
    assert_eq!(odd.lang(), super::super::i18n::system_lang());
    assert_eq!(odd.card_lang(), None);
}

#[test]
fn missing_or_unreadable_settings_give_the_defaults_and_odd_values_are_mended() {
    assert_eq!(Settings::load(None), Settings::default());
    let mut storage = Memory::default();
    storage.set_string(KEY, "not ron at all (".into());
    assert_eq!(Settings::load(Some(&storage)), Settings::default());
    storage.set_string(KEY, "(zoom: 7.3, names: (\"\", \"Bea\"))".into());
    let s = Settings::load(Some(&storage));
    assert_eq!(s.zoom, 2.0);
    assert_eq!(s.names, ["Alex".to_owned(), "Bea".to_owned()]);
    assert!(s.dark, "a missing field takes its default");
    // A table name at the limit is kept; one over it (hand-edited) is dropped.
    let at_limit = "x".repeat(MAX_TABLE_NAME_CHARS);
    storage.set_string(KEY, format!("(table_name: {at_limit:?})"));
    assert_eq!(Settings::load(Some(&storage)).table_name, at_limit);
    storage.set_string(KEY, format!("(table_name: \"{at_limit}y\")"));
    assert_eq!(Settings::load(Some(&storage)).table_name, "");
    // A player's name at the limit is kept; one over it goes back to its seat's default.
    let name = "n".repeat(MAX_NAME_CHARS);
    storage.set_string(KEY, format!("(names: ({name:?}, \"{name}m\"))"));
    assert_eq!(
        Settings::load(Some(&storage)).names,
        [name, "Bea".to_owned()]
    );
}

/// Settings text that cannot be read is kept under a key of its own before new settings
/// are written (a file we cannot read is kept, never overwritten): each text once, a
/// second text beside the first.
#[test]
fn unreadable_settings_are_kept_apart_before_new_ones_are_written() {
    let mut storage = Memory::default();
    storage.set_string(KEY, "(dark: fal".into());
    Settings::default().store(&mut storage);
    assert_eq!(
        storage.get_string(KEY_UNREAD).as_deref(),
        Some("(dark: fal")
    );
    assert_eq!(Settings::load(Some(&storage)), Settings::default());
    // Readable now: saving again keeps nothing more.
    Settings::default().store(&mut storage);
    let second = format!("{KEY_UNREAD}-2");
    assert_eq!(storage.get_string(&second), None);
    // Another unreadable text goes beside the first; the same text again, nowhere new.
    for (text, key) in [("zoom: [", &second), ("(dark: fal", &KEY_UNREAD.to_owned())] {
        storage.set_string(KEY, text.into());
        Settings::default().store(&mut storage);
        assert_eq!(storage.get_string(key).as_deref(), Some(text));
    }
    assert_eq!(storage.get_string(&format!("{KEY_UNREAD}-3")), None);
    assert_eq!(storage.0.len(), 3, "the settings and two texts kept");
    // Nothing there, or an empty text, holds nothing to keep.
    let mut empty = Memory::default();
    Settings::default().store(&mut empty);
    empty.set_string(KEY, "  ".into());
    Settings::default().store(&mut empty);
    assert_eq!(empty.0.len(), 1);
}

/// With every key for unreadable texts taken, nothing is written over the unreadable
/// settings: they stay under their key, and the start names that key.
#[test]
fn with_every_key_taken_unreadable_settings_stay_where_they_are() {
    let mut storage = Memory::default();
    storage.set_string(KEY_UNREAD, "kept 1".into());
    for n in 2..=1000 {
        storage.set_string(&format!("{KEY_UNREAD}-{n}"), format!("kept {n}"));
    }
    storage.set_string(KEY, "(dark: fal".into());
    let light = Settings {
        dark: false,
        ..Settings::default()
    };
    light.store(&mut storage);
    assert_eq!(storage.get_string(KEY).as_deref(), Some("(dark: fal"));
    assert_eq!(storage.0.len(), 1001);
    assert_eq!(
        key_for(&storage, "(dark: fal"),
        KEY,
        "no key left: it stays"
    );
    // One key freed: the text goes there, and the settings are written.
    storage.remove_string(&format!("{KEY_UNREAD}-1000"));
    light.store(&mut storage);
    let last = storage.get_string(&format!("{KEY_UNREAD}-1000"));
    assert_eq!(last.as_deref(), Some("(dark: fal"));
    assert_eq!(Settings::load(Some(&storage)), light);
}

/// A mode other than the first (the settings' default), by its key.
fn another_mode() -> String {
    let all = super::super::ModeId::ALL;
    all[all.len() - 1].key().into()
}
