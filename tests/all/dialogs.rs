//! Issue 33: one dialog frame for every modal. Its buttons are pinned under its body, inside
//! the window and a finger tall on a phone held either way, on a small laptop and on a TV,
//! in both languages; a dialog of pages opens each page at its top and keeps its buttons in
//! their places; the Warrior battle chooses no answer for anyone; the help speaks of keys
//! only where a keyboard is at the table.

use crate::common;

use common::ui::{click, clickable};
use coop_automa::app::{App, Command, Msg, Options, Settings, keyboard};
use coop_automa::modes::duel;
use eframe::egui;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, HarnessBuilder};

const SIZES: [[f32; 2]; 5] = [
    [390.0, 844.0],
    [360.0, 740.0],
    [844.0, 390.0],
    [1024.0, 600.0],
    [1920.0, 1080.0],
];

fn app(size: [f32; 2], lang: &str, tag: &str) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(common::temp_dir(tag)),
        ..Options::default()
    };
    let settings = Settings {
        lang: lang.into(),
        ..Settings::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::with_settings(&options, std::time::Instant::now(), settings));
    h.run();
    h
}

fn button(h: &Harness<'_, App>, label: &str) -> egui::Rect {
    h.get_by(|n| n.label().as_deref() == Some(label) && clickable(n.role()))
        .rect()
}

/// Each of `labels` is a button inside the window, at least 44 pixels tall on the glass at
/// the zoom in use, none over another.
fn pinned(h: &Harness<'_, App>, size: [f32; 2], what: &str, labels: &[&str]) {
    let window = h.ctx.content_rect();
    let zoom = h.ctx.zoom_factor();
    let rects: Vec<egui::Rect> = labels.iter().map(|l| button(h, l)).collect();
    for (label, rect) in labels.iter().zip(&rects) {
        assert!(
            window.expand(0.5).contains_rect(*rect),
            "{what} at {size:?}: {label:?} {rect:?} is not inside the window {window:?}"
        );
        assert!(
            rect.height() * zoom >= 44.0 - 0.01,
            "{what} at {size:?}: {label:?} is {} pixels tall",
            rect.height() * zoom
        );
    }
    for (i, a) in rects.iter().enumerate() {
        for b in &rects[i + 1..] {
            assert!(!a.intersects(*b), "{what} at {size:?}: {a:?} over {b:?}");
        }
    }
}

fn duel_for_three(h: &mut Harness<'_, App>) {
    let setup = duel::Setup::new(&["Alex", "Bea", "Cam"], duel::Kingdom::DuelOnly, Some(3));
    common::send(h, Msg::start(setup));
}

/// The words of every dialog's buttons, in one language.
struct Words {
    lang: &'static str,
    help_close: &'static str,
    keep: &'static str,
    leave: &'static str,
    cancel: &'static str,
    save: &'static str,
    close: &'static str,
    attack: &'static str,
    back: &'static str,
    next_bea: &'static str,
}

const WORDS: [Words; 2] = [
    Words {
        lang: "en",
        help_close: "Close help",
        keep: "Keep playing",
        leave: "Leave it: new game",
        cancel: "Cancel",
        save: "Save",
        close: "Close",
        attack: "Attack",
        back: "Back",
        next_bea: "Next: Bea",
    },
    Words {
        lang: "pt-BR",
        help_close: "Fechar a ajuda",
        keep: "Continuar jogando",
        leave: "Deixar: nova partida",
        cancel: "Cancelar",
        save: "Salvar",
        close: "Fechar",
        attack: "Atacar",
        back: "Voltar",
        next_bea: "Próximo: Bea",
    },
];

#[test]
fn every_dialogs_buttons_are_inside_the_window_and_a_finger_tall_in_both_languages() {
    for w in &WORDS {
        for size in SIZES {
            let mut h = app(size, w.lang, "dialogs-fit");
            duel_for_three(&mut h);
            common::send(&mut h, Msg::Command(Command::Help));
            pinned(&h, size, "help", &[w.help_close]);
            click(&mut h, w.help_close);
            common::send(&mut h, Msg::ask(coop_automa::app::LibraryAsk::OpenSaveAs));
            pinned(&h, size, "save as", &[w.cancel, w.save]);
            click(&mut h, w.cancel);
            common::send(&mut h, Msg::ask(coop_automa::app::LibraryAsk::ShowSaves));
            pinned(&h, size, "saved games", &[w.close]);
            click(&mut h, w.close);
            // The Warrior battle: its three buttons, as on every page.
            click(&mut h, w.attack);
            pinned(&h, size, "the attack", &[w.cancel, w.back, w.next_bea]);
            click(&mut h, w.cancel);
            // Leaving a game something was entered in.
            common::send(&mut h, Msg::apply(duel::Action::Draw { player: 0 }));
            common::send(&mut h, Msg::NewGame);
            pinned(&h, size, "leave", &[w.keep, w.leave]);
        }
    }
}

#[test]
fn d8_each_page_of_the_attack_opens_at_its_top_its_buttons_where_they_were() {
    // Held sideways the attacker's page scrolls: scrolled to its end, the next page must not
    // open scrolled (Bea's question above the view, her buttons where Alex's were).
    let size = [844.0, 390.0];
    let mut h = app(size, "en", "dialogs-pages");
    duel_for_three(&mut h);
    click(&mut h, "Attack");
    click(&mut h, "Attacker's Warrior: strength 5");
    let title = h.get_by_label("Alex's attack").rect();
    let next = button(&h, "Next: Bea");
    let cancel = button(&h, "Cancel");
    h.get_by_label("Silver Lining: a Silver trashed")
        .scroll_to_me();
    h.run();
    let heading = h.get_by_label("Alex attacks with").rect();
    assert!(
        heading.top() < title.bottom(),
        "the attacker's page scrolled: its heading {heading:?} went up under the title {title:?}"
    );
    assert_eq!(
        button(&h, "Next: Bea"),
        next,
        "Next stays pinned while the page scrolls"
    );
    click(&mut h, "Next: Bea");
    let question = h
        .get_by_label("Bea answers Alex's attack: a Warrior of strength 5")
        .rect();
    assert!(
        question.top() >= title.bottom(),
        "Bea's page opens at its top: her question {question:?} is under the title {title:?}"
    );
    assert_eq!(button(&h, "Cancel"), cancel, "Cancel kept its place");
    assert_eq!(
        button(&h, "Next: Cam").min,
        next.min,
        "Next kept its place from page to page"
    );
}

#[test]
fn d8_no_answer_is_chosen_for_a_reactor_next_waits_for_it() {
    let mut h = app([1280.0, 800.0], "en", "dialogs-explicit");
    duel_for_three(&mut h);
    click(&mut h, "Attack");
    let disabled = |h: &Harness<'_, App>, label: &str| {
        h.get_by(|n| n.label().as_deref() == Some(label) && clickable(n.role()))
            .accesskit_node()
            .is_disabled()
    };
    assert!(disabled(&h, "Next: Bea"), "Next waits for what attacks");
    click(&mut h, "Attacker's Warrior: strength 5");
    click(&mut h, "Next: Bea");
    let selected = |h: &Harness<'_, App>, label: &str| {
        let node = h.get_by_label(label);
        let node = node.accesskit_node();
        node.is_selected() == Some(true) || node.toggled() == Some(egui::accesskit::Toggled::True)
    };
    assert!(!selected(&h, "Bea: nothing"), "nothing is chosen for Bea");
    assert!(!selected(&h, "Bea: Vaccination"));
    assert!(disabled(&h, "Next: Cam"), "Next waits for Bea's answer");
    click(&mut h, "Bea: Vaccination");
    assert!(!disabled(&h, "Next: Cam"), "Vaccination is an answer");
    click(&mut h, "Next: Cam");
    assert!(disabled(&h, "Next"), "Next waits for Cam's answer");
    click(&mut h, "Cam's Warrior: strength 7");
    assert!(!disabled(&h, "Next"), "a Warrior is an answer");
    // Back on Bea's page her answer is still hers: going back is not answering anew.
    click(&mut h, "Back");
    assert!(!disabled(&h, "Next: Cam"));
    assert!(selected(&h, "Bea: Vaccination"));
}

#[test]
fn the_help_names_keys_only_where_a_keyboard_is_at_the_table() {
    for (lang, keys_title, touch_title, help) in [
        ("en", "Keys", "What the buttons do", "Help"),
        ("pt-BR", "Teclas", "O que os botões fazem", "Ajuda"),
    ] {
        let mut h = app([390.0, 844.0], lang, "dialogs-help");
        keyboard::set(&h.ctx, false);
        h.run();
        common::send(&mut h, Msg::Command(Command::Help));
        assert!(
            h.query_by_label(touch_title).is_some(),
            "{lang}: the touch help"
        );
        assert!(
            h.query_by_label(keys_title).is_none(),
            "{lang}: no keys page"
        );
        let texts = common::texts(&h);
        for key in ["F1", "Space", "Ctrl", "F11", "Espaço"] {
            assert!(
                !texts.iter().any(|t| t.contains(key)),
                "{lang}: {key:?} shown to fingers: {texts:?}"
            );
        }
        common::send(&mut h, Msg::Command(Command::Help));
        // The menu's Help names no key either.
        assert!(
            !common::texts(&h).iter().any(|t| t.contains("F1")),
            "{lang}: a key hint on the screen"
        );
        // A key pressed outside a text field: a keyboard is here, the keys come back.
        h.key_press(egui::Key::F1);
        h.run();
        assert!(
            h.query_by_label(keys_title).is_some(),
            "{lang}: F1 opened the keys"
        );
        assert!(
            common::texts(&h).iter().any(|t| t.contains("F1")),
            "{lang}: the keys are listed"
        );
        let _ = help;
    }
}

#[test]
fn no_key_hint_reaches_fingers_in_a_coop_turn() {
    for lang in ["en", "pt-BR"] {
        let mut h = app([1280.0, 800.0], lang, "dialogs-coop-keys");
        keyboard::set(&h.ctx, false);
        let setup = coop_automa::app::SetupForm::default().to_setup().unwrap();
        common::send(&mut h, Msg::start(setup));
        let texts = common::texts(&h);
        for key in ["(A)", "F1", "Space", "Espaço"] {
            assert!(
                !texts.iter().any(|t| t.contains(key)),
                "{lang}: {key:?} shown to fingers: {texts:?}"
            );
        }
        // With a keyboard, the Attack's key is named where its press is explained.
        keyboard::set(&h.ctx, true);
        h.run();
        assert!(
            common::texts(&h).iter().any(|t| t.ends_with("(A)")),
            "{lang}: the key is named for a keyboard"
        );
    }
}

/// Issue 60: on a phone, the battle's last page's buttons (Cancel, Back, Resolve the attack)
/// each read on at most two lines, in both languages ("Resolver / o / ataque" took three).
#[test]
fn d8_the_battles_buttons_read_on_two_lines_at_most_on_a_phone() {
    for (lang, attack, attacker, nothing_ben, nothing_cam, next_ben, next_cam, resolve) in [
        (
            "en",
            "Attack",
            "Attacker's Warrior: strength 5",
            "Bea: nothing",
            "Cam: nothing",
            "Next: Bea",
            "Next: Cam",
            "Resolve the attack",
        ),
        (
            "pt-BR",
            "Atacar",
            "Warrior de quem ataca: força 5",
            "Bea: nada",
            "Cam: nada",
            "Próximo: Bea",
            "Próximo: Cam",
            "Resolver o ataque",
        ),
    ] {
        for size in [[390.0, 844.0], [360.0, 740.0]] {
            let mut h = app(size, lang, "dialogs-two-lines");
            duel_for_three(&mut h);
            click(&mut h, attack);
            click(&mut h, attacker);
            click(&mut h, next_ben);
            click(&mut h, nothing_ben);
            click(&mut h, next_cam);
            click(&mut h, nothing_cam);
            let next = if lang == "en" { "Next" } else { "Próximo" };
            click(&mut h, next);
            let painted = coop_automa::app::painted::painted(&h.ctx);
            let words = painted
                .iter()
                .find(|p| p.text == resolve)
                .unwrap_or_else(|| panic!("{lang} {size:?}: {resolve:?} not painted"));
            // A row of the button's font is about 1.2 of its size; three rows are 3.6.
            let rows = words.drawn.height() / (words.size * 1.2);
            assert!(
                rows < 2.5,
                "{lang} {size:?}: {resolve:?} on {rows:.1} lines: {words:?}"
            );
        }
    }
}

/// Issue 60: where fingers play (no key pressed outside a field), no screen of any mode names
/// a key, at a phone's size and the smallest and largest text, in both languages: not the
/// start screen, its Menu, a game's table or the Menu in a game.
#[test]
fn no_screen_names_a_key_to_fingers_in_any_mode() {
    let keys = [
        "F1",
        "F11",
        "(Space)",
        "(Espaço)",
        "Enter.",
        "then Enter",
        "depois Enter",
        "Ctrl",
    ];
    for lang in ["en", "pt-BR"] {
        for zoom in [0.75, 2.0] {
            for setup in common::one_of_each_mode(&["Ann", "Ben"]) {
                let mut h = common::fresh_zoomed("dialogs-no-keys", [390.0, 844.0], lang, zoom);
                keyboard::set(&h.ctx, false);
                h.run();
                let mut seen = common::texts(&h);
                click(&mut h, "Menu");
                seen.extend(common::texts(&h));
                // Closed by a tap on it again (a key would be a keyboard at the table).
                click(&mut h, "Menu");
                common::send(&mut h, Msg::Start(setup));
                seen.extend(common::texts(&h));
                click(&mut h, "Menu");
                seen.extend(common::texts(&h));
                for key in keys {
                    assert!(
                        !seen.iter().any(|t| t.contains(key)),
                        "{lang} at {zoom}: {key:?} shown to fingers: {:?}",
                        seen.iter().filter(|t| t.contains(key)).collect::<Vec<_>>()
                    );
                }
            }
        }
    }
}
