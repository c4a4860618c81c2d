//! Issues 42 and 60: text painted into a shape (a card's face, a pyramid tile, the "More
//! below" tab, the results plot's labels) stays inside the rectangle it is given and is never
//! cut short with "…" (but for the top row's quiet line, which a tap opens whole), read from
//! the galleys the kit drew (the accessibility tree sees no painted text): at 360×740,
//! 390×844, 1024×600 and 1920×1080, at the smallest and the largest text size, in English,
//! Portuguese and the pseudo-language, over games of every mode played at random and the
//! coop's results.

use crate::common;

use coop_automa::app::i18n::Lang;
use coop_automa::app::painted::{Painted, painted};
use coop_automa::app::{App, Carried, Msg, Options, Settings, ZOOM_STEPS};
use coop_automa::engine::GameRng;
use coop_automa::modes::coop::CoopResult;
use coop_automa::modes::{coop, duel, pyramid};
use coop_automa::store::{GameResult, Store};
use eframe::egui::{self, Shape};
use egui_kittest::Harness;
use std::collections::BTreeSet;
use std::path::Path;

const SIZES: [[f32; 2]; 4] = [
    [360.0, 740.0],
    [390.0, 844.0],
    [1024.0, 600.0],
    [1920.0, 1080.0],
];

/// Random actions played in each mode at each size, text size and language.
const ACTIONS: usize = 10;

/// A harness at `size`, text size `zoom`, in `lang`, on `dir`.
fn app(dir: &Path, size: [f32; 2], zoom: f32, lang: Lang) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    let settings = Settings {
        lang: lang.tag().into(),
        zoom,
        ..Settings::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::with_settings(&options, std::time::Instant::now(), settings));
    h.run();
    h
}

/// What the walk found: texts out of their rectangles or cut short, and every text painted (to show the
/// walk painted the things it means to check).
#[derive(Default)]
struct Walk {
    out: Vec<String>,
    found: BTreeSet<String>,
    seen: BTreeSet<String>,
    elided: usize,
    painted: usize,
}

impl Walk {
    fn read(&mut self, h: &Harness<'_, App>, when: &str) {
        for p in painted(&h.ctx) {
            self.painted += 1;
            self.elided += usize::from(p.elided);
            // Issue 60: a face, a tile, a button or a caption says what it says whole (the
            // summary, a shorter form written for the room, or nothing); only the top row's
            // quiet line, which a tap opens whole, may end in "…". In the table's languages:
            // the pseudo-language's words, a third longer, are counted, not held to it.
            if p.elided && !p.opens_at_tap && !when.starts_with("x-pseudo") {
                self.note(
                    when,
                    format!(
                        "{:?} cut short with \"…\" in {:?} at {:.1} pt",
                        p.text, p.rect, p.size
                    ),
                );
            }
            if let Some(why) = spills(&p) {
                self.note(when, why);
            }
            self.seen.insert(p.text);
        }
        let cut_by_kit: BTreeSet<String> = painted(&h.ctx)
            .into_iter()
            .filter(|p| p.elided)
            .map(|p| p.text)
            .collect();
        // A text field scrolls and clips its own text and hint.
        let fields: Vec<egui::Rect> = {
            use egui_kittest::kittest::Queryable;
            h.query_all_by(|n| n.role() == egui::accesskit::Role::TextInput)
                .map(|n| n.rect())
                .collect()
        };
        for clipped in &h.output().shapes {
            let mut texts = Vec::new();
            text_shapes(&clipped.shape, &mut texts);
            for (pos, galley) in texts {
                let text = galley.job.text.clone();
                // egui's own warning (a pass more asked in three frames running) painted
                // over the table.
                if text.contains("egui PERF WARNING") || text.contains("egui WARNING") {
                    self.note(when, format!("egui painted its warning: {text:?}"));
                    continue;
                }
                let drawn = galley.rect.translate(pos.to_vec2());
                if fields
                    .iter()
                    .any(|f| f.expand(2.0).contains(drawn.center()))
                {
                    continue;
                }
                if let Some(word) = broken_word(&galley) {
                    self.note(when, format!("{text:?} is broken inside {word:?}"));
                }
                if galley.elided && !cut_by_kit.contains(&text) {
                    self.note(when, format!("{text:?} is cut short"));
                }
                let clip = clipped.clip_rect;
                // A pixel's slack (a clip rounded to pixels); a text field scrolls its text.
                let slack = 1.0 / h.ctx.zoom_factor() + 0.25;
                if drawn.left() < clip.left() - slack || drawn.right() > clip.right() + slack {
                    self.note(
                        when,
                        format!("{text:?} is cut at the side ({drawn:?} in {clip:?})"),
                    );
                }
            }
        }
    }

    /// Notes `what` found at `when`, once per thing found.
    fn note(&mut self, when: &str, what: String) {
        if self.found.insert(what.clone()) && self.out.len() < 200 {
            self.out.push(format!("{when}: {what}"));
        }
    }
}

/// Every text shape in `shape`, with where its galley is drawn.
fn text_shapes(shape: &Shape, out: &mut Vec<(egui::Pos2, std::sync::Arc<egui::Galley>)>) {
    match shape {
        Shape::Text(t) => out.push((t.pos, t.galley.clone())),
        Shape::Vec(shapes) => shapes.iter().for_each(|s| text_shapes(s, out)),
        _ => {}
    }
}

/// The word a wrapped galley breaks between two rows, if it breaks one: a row that does not
/// end at a space or a line's end, followed by one that goes on with a letter.
fn broken_word(galley: &egui::Galley) -> Option<String> {
    galley.rows.windows(2).find_map(|pair| {
        let (row, next) = (&pair[0], &pair[1]);
        if row.ends_with_newline {
            return None;
        }
        let last = row.glyphs.last()?.chr;
        let first = next.glyphs.first()?.chr;
        (last.is_alphanumeric() && first.is_alphanumeric()).then(|| {
            let tail: String = row
                .glyphs
                .iter()
                .rev()
                .take_while(|g| g.chr.is_alphanumeric())
                .map(|g| g.chr)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            let head: String = next
                .glyphs
                .iter()
                .take_while(|g| g.chr.is_alphanumeric())
                .map(|g| g.chr)
                .collect();
            format!("{tail}/{head}")
        })
    })
}

/// Why `p` is not inside its rectangle, if it is not (a quarter point of rounding allowed).
fn spills(p: &Painted) -> Option<String> {
    (!p.rect.expand(0.25).contains_rect(p.drawn)).then(|| {
        format!(
            "{:?} at {:.1} pt drawn at {:?}, outside its {:?}",
            p.text, p.size, p.drawn, p.rect
        )
    })
}

fn play(
    h: &mut Harness<'_, App>,
    walk: &mut Walk,
    when: &str,
    seed: u64,
    mut next: impl FnMut(&App, &mut GameRng) -> Option<Carried>,
) {
    let mut rng = GameRng::from_seed(seed);
    walk.read(h, &format!("{when}, first screen"));
    for step in 0..ACTIONS {
        let Some(action) = next(h.state(), &mut rng) else {
            return;
        };
        common::send(h, Msg::Apply(action.clone()));
        if h.state().table().asking() {
            common::send(h, Msg::Answer(true));
        }
        walk.read(h, &format!("{when}, after action {step} ({action:?})"));
    }
    // The notices, dialogs and results around a game.
    common::send(h, Msg::Undo);
    walk.read(h, &format!("{when}, an undo's notice"));
    common::send(h, Msg::NewGame);
    walk.read(h, &format!("{when}, the leave dialog"));
    common::send(h, Msg::CancelNewGame);
    common::send(h, Msg::ask(coop_automa::app::LibraryAsk::OpenSaveAs));
    walk.read(h, &format!("{when}, Save as"));
    common::send(h, Msg::CloseFiles);
    common::send(h, Msg::ask(coop_automa::app::ResultsAsk::Show));
    walk.read(h, &format!("{when}, its results"));
    common::send(h, Msg::ask(coop_automa::app::ResultsAsk::Close));
}

/// A few coop games scored in `dir`'s results log, on two kingdoms, one with a long name.
fn scored_games(dir: &Path) {
    let store = Store::new(dir.to_owned());
    for (i, kingdom) in ["First Game", "Decisions, Decisions", "First Game"]
        .iter()
        .enumerate()
    {
        let mut setup = coop::Setup::recommended(
            ["Alex", "Bea"],
            coop::Kingdom::find(kingdom).expect("a kingdom of the book"),
        );
        setup.seed = Some(i as u64);
        let mut game = coop::Game::new(setup).unwrap();
        game.apply(coop::Action::AttackPlayed).unwrap();
        for _ in 0..3 {
            game.apply(coop::Action::OtherEmptyPile {
                change: coop::Change::Take,
            })
            .unwrap();
        }
        game.apply(coop::Action::EndTurn).unwrap();
        game.apply(coop::Action::FinalPoints {
            points: [10 + i as i32, 5],
        })
        .unwrap();
        let id = format!("game-{i}");
        let record = CoopResult::of(&game, &id, 100 + i as i64).unwrap();
        store.update_log(&id, Some(&record)).unwrap();
    }
}

fn walk_in(lang: Lang) {
    let mut walk = Walk::default();
    let zooms = [ZOOM_STEPS[0], ZOOM_STEPS[ZOOM_STEPS.len() - 1]];
    for (i, size) in SIZES.into_iter().enumerate() {
        for zoom in zooms {
            let when = format!("{} at {size:?}, text size {zoom}", lang.tag());
            let dir = common::temp_dir("painted");
            scored_games(&dir);
            let seed = i as u64 * 2 + u64::from(zoom > 1.0);
            let mut h = app(&dir, size, zoom, lang);
            common::send(
                &mut h,
                Msg::ChooseMode(coop_automa::app::ModeId::ALL[0].key()),
            );
            common::send(&mut h, Msg::ask(coop_automa::app::ResultsAsk::Show));
            {
                use egui_kittest::kittest::Queryable;
                let figures = coop_automa::app::i18n::tr("coop-results-figures-tab");
                h.get_by_label(&figures).click();
            }
            h.run();
            walk.read(&h, &format!("{when}, the coop's results"));
            common::send(&mut h, Msg::ask(coop_automa::app::ResultsAsk::Close));
            let mut setup = common::setup(8, 0);
            setup.fleet = true;
            setup.shared_hexes = true;
            setup.seed = Some(seed);
            common::send(&mut h, Msg::start(setup));
            play(
                &mut h,
                &mut walk,
                &format!("{when}, coop"),
                seed,
                |app, rng| {
                    let game = app.table().game::<coop::Coop>()?;
                    Some(Carried::new(coop::random_action(game, rng)))
                },
            );
            let mut h = app(&dir, size, zoom, lang);
            let setup = pyramid::Setup::new(pyramid::Level::Expert, pyramid::Mix::B, Some(seed));
            common::send(&mut h, Msg::start(setup));
            play(
                &mut h,
                &mut walk,
                &format!("{when}, pyramid"),
                seed,
                |app, rng| {
                    let game = app.table().game::<pyramid::Pyramid>()?;
                    pyramid::random_action(game, rng).map(Carried::new)
                },
            );
            let mut h = app(&dir, size, zoom, lang);
            let setup =
                duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(seed));
            common::send(&mut h, Msg::start(setup));
            play(
                &mut h,
                &mut walk,
                &format!("{when}, Duel"),
                seed,
                |app, rng| {
                    let game = app.table().game::<duel::Duel>()?;
                    duel::random_action(game, rng).map(Carried::new)
                },
            );
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    assert!(
        walk.out.is_empty(),
        "painted text out of its rectangle or cut short ({} of {} painted):\n{}",
        walk.out.len(),
        walk.painted,
        walk.out.join("\n")
    );
    // The walk painted what it means to check: the pyramid's places, a card's face, the
    // plot's labels.
    for place in ["T", "M1", "B3"] {
        assert!(
            walk.seen.contains(place),
            "no tile painted: {:?}",
            walk.seen
        );
    }
    assert!(
        walk.seen.iter().any(|t| t.ends_with(": 2/2")),
        "the results plot's labels were painted: {:?}",
        walk.seen
    );
    assert!(walk.painted > 1000, "{} painted", walk.painted);
    println!(
        "{}: {} painted texts, {} cut short with a tooltip",
        lang.tag(),
        walk.painted,
        walk.elided
    );
}

#[test]
fn painted_text_stays_inside_its_shape_in_english() {
    walk_in(Lang::En);
}

#[test]
fn painted_text_stays_inside_its_shape_in_portuguese() {
    walk_in(Lang::PtBr);
}

#[test]
fn painted_text_stays_inside_its_shape_in_the_pseudo_language() {
    walk_in(Lang::Pseudo);
}

/// Every text the app paints goes through the kit (`kit::painted`): a galley painted
/// anywhere else is one no test measures. The fold's title is a widget sized by its own
/// galley, as a label is.
#[test]
fn text_is_painted_only_by_the_kit() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    let mut dirs: Vec<_> = crate::common::app_half_dirs()
        .iter()
        .map(|d| root.join(d))
        .collect();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let name = path.to_string_lossy().replace('\\', "/");
            if name.ends_with("kit/src/painted.rs") || name.ends_with("kit/src/fold.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for (i, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                if paints_text(code) {
                    found.push(format!("{name}:{}: {}", i + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "text painted past the kit:\n{}",
        found.join("\n")
    );
}

/// Whether a line of code paints a text itself.
fn paints_text(code: &str) -> bool {
    code.contains(".galley(")
        || code.contains("painter.text(")
        || code.contains("painter().text(")
        || code.contains("Shape::text(")
        || code.contains("Shape::galley(")
        || code.contains("TextShape::new(")
}

#[test]
fn the_finder_sees_text_painted_and_nothing_else() {
    for painting in [
        "painter.text(pos, anchor, text, font, color);",
        "ui.painter().galley(pos, galley, color);",
        "painter.add(Shape::text(fonts, pos, anchor, t, f, c));",
    ] {
        assert!(paints_text(painting), "{painting}");
    }
    for other in ["let galley = painter.layout(t, f, c, w);", "command.text()"] {
        assert!(!paints_text(other), "{other}");
    }
    let inside = Painted {
        text: "a".into(),
        rect: eframe::egui::Rect::from_min_size(
            eframe::egui::pos2(0.0, 0.0),
            eframe::egui::vec2(100.0, 20.0),
        ),
        drawn: eframe::egui::Rect::from_min_size(
            eframe::egui::pos2(1.0, 1.0),
            eframe::egui::vec2(98.0, 18.0),
        ),
        size: 12.0,
        elided: false,
        opens_at_tap: false,
    };
    assert!(spills(&inside).is_none());
    let out = Painted {
        drawn: inside.drawn.translate(eframe::egui::vec2(0.0, 3.0)),
        ..inside.clone()
    };
    assert!(spills(&out).is_some());
}

#[test]
fn a_word_broken_between_rows_is_seen_and_a_break_at_a_space_is_not() {
    let ctx = egui::Context::default();
    let mut broken = None;
    let mut at_space = None;
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        let layout = |text: &str, width: f32| {
            ui.painter().layout(
                text.to_owned(),
                egui::FontId::proportional(20.0),
                egui::Color32::WHITE,
                width,
            )
        };
        broken = Some(broken_word(&layout("Cancelar", 40.0)));
        at_space = Some(broken_word(&layout("Keep playing now", 100.0)));
    });
    output.textures_delta.clear();
    assert!(
        broken.flatten().is_some(),
        "Cancelar in 40 points breaks inside"
    );
    assert_eq!(at_space.flatten(), None, "a break at a space is whole");
}
