//! Issue 32: no word is still written in code. The app runs in the tests' pseudo-language,
//! where every message of the catalogs comes out accented, longer and inside « »: every
//! screen and dialog of every mode is walked, and any visible text or accessible label with a
//! letter outside the markers fails (numbers, card names, the players' names and key names
//! aside: they are data), at 1024×600, at 390×844 and 360×740 (phones held upright) and
//! 844×390 (one lying down, issue 33); no text in view runs out of the window at either side
//! (the longer language wraps or folds on a phone too), and no two texts of one container
//! are drawn over each other.

use crate::common;

use coop_automa::app::i18n::{self, Lang};
use coop_automa::app::{App, Carried, ModeId, Msg, Options, Settings};
use coop_automa::engine::GameRng;
use coop_automa::modes::{coop, duel, pyramid};
use eframe::egui::{self, accesskit::Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

const SIZES: [[f32; 2]; 4] = [
    [1024.0, 600.0],
    [390.0, 844.0],
    [360.0, 740.0],
    [844.0, 390.0],
];

/// A finger's width on the glass, in pixels: the least a control measures.
const FINGER: f32 = 44.0;

/// Words that are data, not sentences: the players' names, the app's name, the keys.
const DATA_WORDS: [&str; 20] = [
    "Alex",
    "Bea",
    "Cam",
    "Dee",
    "Ann",
    "Ben",
    "Cat",
    "coop-automa",
    "Space",
    "Enter",
    "Ctrl",
    "Shift",
    "Cmd",
    "Esc",
    "F1",
    "F11",
    "Plus",
    "Minus",
    "Equals",
    "Num0",
];

/// The app in the pseudo-language, with English card names, a fresh data folder.
fn pseudo(tag: &str, size: [f32; 2]) -> Harness<'static, App> {
    pseudo_zoomed(tag, size, 1.0)
}

/// The same at the table's text size `zoom` (one of `theme::ZOOM_STEPS`).
fn pseudo_zoomed(tag: &str, size: [f32; 2], zoom: f32) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(common::temp_dir(tag)),
        ..Options::default()
    };
    let settings = Settings {
        lang: Lang::Pseudo.tag().into(),
        card_lang: Lang::En.tag().into(),
        zoom,
        ..Settings::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::with_settings(&options, std::time::Instant::now(), settings));
    h.run();
    h
}

/// Every card name in English, singular and plural (they may stand outside the markers).
fn card_names() -> Vec<String> {
    let cards = i18n::catalogs()
        .iter()
        .find(|c| c.name == "cards")
        .expect("the cards' catalog");
    let mut names: Vec<String> = cards
        .en
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter_map(|l| {
            let l = l.trim();
            if let Some((_, name)) = l.split_once("] ") {
                Some(name.to_owned())
            } else {
                l.split_once(" = ").map(|(_, name)| name.to_owned())
            }
        })
        .filter(|n| !n.is_empty())
        .collect();
    // Longest first, so "Twice Miserable" goes before "Miserable".
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    names
}

/// What of `text` stands outside the markers (nested markers count as one).
fn outside(text: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '«' => depth += 1,
            '»' => depth = depth.saturating_sub(1),
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The words of `text` written in code: letters outside the markers, once the data words
/// are taken out.
fn in_code(text: &str, cards: &[String]) -> Option<String> {
    let mut rest = outside(text);
    for name in cards.iter().map(String::as_str).chain(DATA_WORDS) {
        rest = rest.replace(name, " ");
    }
    // A path or a file's name is data ("~/coop-automa-results.csv").
    let rest: String = rest
        .split_whitespace()
        .filter(|w| !w.contains('/') && !w.contains(".csv"))
        .collect::<Vec<_>>()
        .join(" ");
    // A single letter stands for a key ("Ctrl+Z", "A") or a row of the pyramid ("B1").
    let words: Vec<&str> = rest
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() > 1)
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}

thread_local! {
    /// What the walk found wrong so far, once per text (the first screen it was seen on).
    static FOUND: std::cell::RefCell<std::collections::BTreeMap<String, String>> =
        const { std::cell::RefCell::new(std::collections::BTreeMap::new()) };
}

/// Fails with everything the walk found, each once.
fn verdict() {
    let found = FOUND.with(|f| std::mem::take(&mut *f.borrow_mut()));
    let lines: Vec<String> = found
        .iter()
        .map(|(what, when)| format!("{when}: {what}"))
        .collect();
    assert!(
        lines.is_empty(),
        "{} found:\n{}",
        lines.len(),
        lines.join("\n")
    );
}

fn found(what: String, when: &str) {
    FOUND.with(|f| {
        f.borrow_mut()
            .entry(what)
            .or_insert_with(|| when.to_owned());
    });
}

/// Notes any text on screen with a word written in code, and any text that runs out of the
/// window at the side.
fn read(h: &Harness<'_, App>, cards: &[String], when: &str) {
    for text in common::texts(h) {
        if let Some(words) = in_code(&text, cards) {
            found(format!("{words:?} is written in code, in {text:?}"), when);
        }
    }
    let window = h.ctx.content_rect();
    let nodes: Vec<_> = h
        .query_all_by(|n| matches!(n.role(), Role::Label | Role::Button))
        .map(|n| {
            let a = n.accesskit_node();
            let text = a.label().or(a.value()).unwrap_or_default();
            (text, n.rect(), a.parent().map(|p| p.id()))
        })
        .filter(|(text, r, _)| !text.is_empty() && r.width() > 0.0 && r.height() > 0.0)
        .collect();
    // Two texts drawn over each other. A dialog or a floating notice covers the screen on
    // purpose: then only what is not under it is read (the covered screen takes no tap).
    let covered = h
        .query_all_by(|n| matches!(n.role(), Role::Dialog | Role::Window | Role::Alert))
        .count()
        > 0;
    if !covered {
        for overlap in overlaps(&nodes) {
            found(overlap, when);
        }
    }
    // Every control in view a finger's size on the glass (issue 33), across and down.
    let zoom = h.ctx.zoom_factor();
    for node in h.query_all_by(|n| common::ui::clickable(n.role()) || n.role() == Role::TextInput) {
        let r = node.rect();
        let in_view = r.bottom() > window.top() && r.top() < window.bottom();
        let px = r.size() * zoom;
        if in_view && r.is_positive() && (px.x < FINGER - 0.5 || px.y < FINGER - 0.5) {
            let a = node.accesskit_node();
            let text = a.label().or(a.value()).unwrap_or_default();
            found(
                format!(
                    "{:?} {text:?} is {:.0}x{:.0} px, under a finger",
                    node.accesskit_node().role(),
                    px.x,
                    px.y
                ),
                when,
            );
        }
    }
    for (text, r, _) in &nodes {
        // Scrolled away (above or below the window) is fine; cut at the side is not.
        let in_view = r.bottom() > window.top() && r.top() < window.bottom();
        if in_view && (r.left() < window.left() - 1.0 || r.right() > window.right() + 1.0) {
            found(
                format!("{text:?} runs out of the window {window:?} at {r:?}"),
                when,
            );
        }
    }
}

/// Texts of one container drawn over each other (by a fifth of the smaller or more). Only
/// widgets of one container are compared: the tree has no clip rects, and content scrolled
/// under a bar is not drawn there. A label that flows on from the widget before it in a
/// wrapping row starts where that row starts: not an overlap.
fn overlaps<P: PartialEq>(nodes: &[(String, egui::Rect, P)]) -> Vec<String> {
    let mut out = Vec::new();
    for (i, (a, ra, pa)) in nodes.iter().enumerate() {
        for (b, rb, pb) in &nodes[i + 1..] {
            if pa != pb || ra.min == rb.min {
                continue;
            }
            let both = ra.intersect(*rb);
            if both.is_positive() && both.area() > 0.2 * ra.area().min(rb.area()) {
                out.push(format!("{a:?} at {ra:?} and {b:?} at {rb:?} overlap"));
            }
        }
    }
    out
}

#[test]
fn the_overlap_finder_sees_texts_over_each_other_and_nothing_else() {
    let rect = |x: f32, y: f32, w: f32, h: f32| {
        egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(w, h))
    };
    let node = |t: &str, r: egui::Rect, p: u8| (t.to_owned(), r, p);
    // Over each other in one container.
    assert_eq!(
        overlaps(&[
            node("a", rect(0.0, 0.0, 100.0, 20.0), 1),
            node("b", rect(10.0, 5.0, 100.0, 20.0), 1)
        ])
        .len(),
        1
    );
    // Side by side, touching; in two containers; a wrapped label flowing on.
    assert!(
        overlaps(&[
            node("a", rect(0.0, 0.0, 100.0, 20.0), 1),
            node("b", rect(100.0, 0.0, 100.0, 20.0), 1)
        ])
        .is_empty()
    );
    assert!(
        overlaps(&[
            node("a", rect(0.0, 0.0, 100.0, 20.0), 1),
            node("b", rect(10.0, 5.0, 100.0, 20.0), 2)
        ])
        .is_empty()
    );
    assert!(
        overlaps(&[
            node("a", rect(0.0, 0.0, 100.0, 20.0), 1),
            node("b", rect(0.0, 0.0, 300.0, 60.0), 1)
        ])
        .is_empty()
    );
}

#[test]
fn the_finder_sees_words_outside_the_markers_and_nothing_else() {
    let cards = card_names();
    assert!(cards.iter().any(|c| c == "Duchies"), "{cards:?}");
    for clean in [
        "«Úñdóó»: «Éñd Álééx's túúrñ»",
        "«Áttááck»",
        "3 / 10",
        "Alex",
        "«Tóóók» Duchy",
        "Ctrl+Z",
        "«Róów» B1",
        "coop-automa",
    ] {
        assert_eq!(in_code(clean, &cards), None, "{clean}");
    }
    for dirty in ["End turn", "«Úñdóó»: End turn", "Undo (Ctrl+Z)", "3 points"] {
        assert!(in_code(dirty, &cards).is_some(), "{dirty}");
    }
}

#[test]
fn no_word_in_code_on_any_setup_results_or_dialog_of_the_start_screen() {
    let cards = card_names();
    for size in SIZES {
        let mut h = pseudo("pseudo-setup", size);
        for &mode in ModeId::ALL {
            common::send(&mut h, Msg::ChooseMode(mode.key()));
            read(&h, &cards, &format!("the {} setup at {size:?}", mode.key()));
            common::send(&mut h, Msg::ask(coop_automa::app::ResultsAsk::Show));
            read(
                &h,
                &cards,
                &format!("the {} results at {size:?}", mode.key()),
            );
            common::send(&mut h, Msg::ask(coop_automa::app::ResultsAsk::Close));
            common::send(&mut h, Msg::Command(coop_automa::app::Command::Help));
            read(&h, &cards, &format!("the {} help at {size:?}", mode.key()));
            common::send(&mut h, Msg::Command(coop_automa::app::Command::Help));
        }
        common::send(&mut h, Msg::ask(coop_automa::app::LibraryAsk::ShowSaves));
        read(&h, &cards, &format!("the saved games at {size:?}"));
        common::send(&mut h, Msg::CloseFiles);
    }
    verdict();
}

/// At the smallest and the largest text size too (issue 33): every setup screen, the first
/// screen of a game of each mode and its leave dialog, at every size.
#[test]
fn no_word_in_code_nothing_cut_and_every_control_a_finger_at_every_text_size() {
    let cards = card_names();
    let steps = coop_automa::app::ZOOM_STEPS;
    for zoom in [steps[0], steps[steps.len() - 1]] {
        for size in SIZES {
            let when = |what: &str| format!("{what} at {size:?}, text size {zoom}");
            let mut h = pseudo_zoomed("pseudo-zoom", size, zoom);
            for &mode in ModeId::ALL {
                common::send(&mut h, Msg::ChooseMode(mode.key()));
                read(&h, &cards, &when(&format!("the {} setup", mode.key())));
            }
            for setup in common::one_of_each_mode(&["Ann", "Ben", "Cat"]) {
                let mut h = pseudo_zoomed("pseudo-zoom", size, zoom);
                common::send(&mut h, Msg::Start(setup.clone()));
                read(&h, &cards, &when(&format!("{setup:?}'s first screen")));
                common::send(&mut h, Msg::NewGame);
                read(&h, &cards, &when(&format!("{setup:?}'s leave dialog")));
            }
        }
    }
    verdict();
}

/// Plays `steps` random actions in the pseudo-language, reading every screen: the question
/// asked before a press that ends the game, the undo and redo notices, the leave dialog and
/// "Save as" now and then.
fn play(
    h: &mut Harness<'_, App>,
    mode: &str,
    steps: usize,
    mut next: impl FnMut(&App, &mut GameRng) -> Option<Carried>,
    seed: u64,
) {
    let cards = card_names();
    let mut rng = GameRng::from_seed(seed);
    read(h, &cards, &format!("{mode}'s first screen"));
    for step in 0..steps {
        let Some(action) = next(h.state(), &mut rng) else {
            return;
        };
        common::send(h, Msg::Apply(action.clone()));
        // A question covers the screen: what lies behind it is not read, its words are.
        if h.state().table().asking() {
            let texts = common::texts(h);
            for text in texts {
                if let Some(words) = in_code(&text, &cards) {
                    found(
                        format!("{words:?} is written in code, in {text:?}"),
                        &format!("{mode}, asked before action {step}"),
                    );
                }
            }
        } else {
            read(h, &cards, &format!("{mode}, before action {step}"));
        }
        common::send(h, Msg::Answer(true));
        read(
            h,
            &cards,
            &format!("{mode}, after action {step} ({action:?})"),
        );
        if rng.below(7) == 0 {
            common::send(h, Msg::Undo);
            read(h, &cards, &format!("{mode}, after an undo at {step}"));
            common::send(h, Msg::Redo);
            read(h, &cards, &format!("{mode}, after a redo at {step}"));
        }
        if step % 60 == 30 {
            common::send(h, Msg::NewGame);
            read(h, &cards, &format!("{mode}, the leave dialog at {step}"));
            common::send(h, Msg::CancelNewGame);
            common::send(h, Msg::ask(coop_automa::app::LibraryAsk::OpenSaveAs));
            read(h, &cards, &format!("{mode}, Save as at {step}"));
            common::send(h, Msg::CloseFiles);
            common::send(h, Msg::ask(coop_automa::app::ResultsAsk::Show));
            read(h, &cards, &format!("{mode}, its results at {step}"));
            common::send(h, Msg::ask(coop_automa::app::ResultsAsk::Close));
        }
    }
}

#[test]
fn no_word_in_code_in_a_whole_coop_game() {
    for (seed, size) in [3, 11, 13, 29].into_iter().zip(SIZES) {
        let mut h = pseudo("pseudo-coop", size);
        let mut setup = common::setup(8, 0);
        setup.fleet = true;
        setup.shared_hexes = true;
        common::send(&mut h, Msg::start(setup));
        play(
            &mut h,
            &format!("coop at {size:?}"),
            240,
            |app, rng| {
                let game = app.table().game::<coop::Coop>()?;
                Some(Carried::new(coop::random_action(game, rng)))
            },
            seed,
        );
    }
    verdict();
}

#[test]
fn no_word_in_code_in_a_whole_pyramid_game() {
    for (seed, size) in [5, 17, 31, 37].into_iter().zip(SIZES) {
        let mut h = pseudo("pseudo-pyramid", size);
        let setup = pyramid::Setup::new(pyramid::Level::Expert, pyramid::Mix::B, Some(seed));
        common::send(&mut h, Msg::start(setup));
        play(
            &mut h,
            &format!("pyramid at {size:?}"),
            240,
            |app, rng| {
                let game = app.table().game::<pyramid::Pyramid>()?;
                pyramid::random_action(game, rng).map(Carried::new)
            },
            seed,
        );
    }
    verdict();
}

#[test]
fn no_word_in_code_in_a_whole_duel_game() {
    for (seed, size) in [7, 23, 41, 43].into_iter().zip(SIZES) {
        let mut h = pseudo("pseudo-duel", size);
        let setup = duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(seed));
        common::send(&mut h, Msg::start(setup));
        play(
            &mut h,
            &format!("Duel at {size:?}"),
            240,
            |app, rng| {
                let game = app.table().game::<duel::Duel>()?;
                duel::random_action(game, rng).map(Carried::new)
            },
            seed,
        );
    }
    verdict();
}
