//! Issue 42: text painted into a shape (a card's face, a pyramid tile, the "More below" tab,
//! the results plot's labels) stays inside the rectangle it is given, read from the galleys
//! the kit drew (the accessibility tree sees no painted text): at 360×740, 390×844, 1024×600
//! and 1920×1080, at the smallest and the largest text size, in English, Portuguese and the
//! pseudo-language, over games of every mode played at random and the coop's results.

mod common;

use coop_automa::app::i18n::Lang;
use coop_automa::app::painted::{Painted, painted};
use coop_automa::app::{App, ModeAction, ModeSetup, Msg, Options, Settings, ZOOM_STEPS};
use coop_automa::engine::GameRng;
use coop_automa::modes::coop::CoopResult;
use coop_automa::modes::{coop, duel, pyramid};
use coop_automa::store::{GameResult, Store};
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

/// What the walk found: texts out of their rectangles, and every text painted (to show the
/// walk painted the things it means to check).
#[derive(Default)]
struct Walk {
    out: Vec<String>,
    seen: BTreeSet<String>,
    elided: usize,
    painted: usize,
}

impl Walk {
    fn read(&mut self, h: &Harness<'_, App>, when: &str) {
        for p in painted(&h.ctx) {
            self.painted += 1;
            self.elided += usize::from(p.elided);
            if let Some(why) = spills(&p)
                && self.out.len() < 40
            {
                self.out.push(format!("{when}: {why}"));
            }
            self.seen.insert(p.text);
        }
    }
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
    mut next: impl FnMut(&App, &mut GameRng) -> Option<ModeAction>,
) {
    let mut rng = GameRng::from_seed(seed);
    walk.read(h, &format!("{when}, first screen"));
    for step in 0..ACTIONS {
        let Some(action) = next(h.state(), &mut rng) else {
            return;
        };
        common::send(h, Msg::Apply(action));
        common::send(h, Msg::Answer(true));
        walk.read(h, &format!("{when}, after action {step} ({action:?})"));
    }
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
            common::send(&mut h, Msg::ChooseMode(coop_automa::app::ModeId::ALL[0]));
            common::send(&mut h, Msg::ShowResults);
            {
                use egui_kittest::kittest::Queryable;
                let figures = coop_automa::app::i18n::tr("coop-results-figures-tab");
                h.get_by_label(&figures).click();
            }
            h.run();
            walk.read(&h, &format!("{when}, the coop's results"));
            common::send(&mut h, Msg::CloseResults);
            let mut setup = common::setup(8, 0);
            setup.fleet = true;
            setup.shared_hexes = true;
            setup.seed = Some(seed);
            common::send(&mut h, Msg::Start(ModeSetup::from(setup)));
            play(
                &mut h,
                &mut walk,
                &format!("{when}, coop"),
                seed,
                |app, rng| {
                    let game = app.game::<coop::Coop>()?;
                    Some(ModeAction::from(coop::random_action(game, rng)))
                },
            );
            let mut h = app(&dir, size, zoom, lang);
            let setup = pyramid::Setup::new(pyramid::Level::Expert, pyramid::Mix::B, Some(seed));
            common::send(&mut h, Msg::Start(ModeSetup::from(setup)));
            play(
                &mut h,
                &mut walk,
                &format!("{when}, pyramid"),
                seed,
                |app, rng| {
                    let game = app.game::<pyramid::Pyramid>()?;
                    pyramid::random_action(game, rng).map(ModeAction::from)
                },
            );
            let mut h = app(&dir, size, zoom, lang);
            let setup =
                duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(seed));
            common::send(&mut h, Msg::Start(ModeSetup::from(setup)));
            play(
                &mut h,
                &mut walk,
                &format!("{when}, Duel"),
                seed,
                |app, rng| {
                    let game = app.game::<duel::Duel>()?;
                    duel::random_action(game, rng).map(ModeAction::from)
                },
            );
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    assert!(
        walk.out.is_empty(),
        "painted text out of its rectangle ({} of {} painted):\n{}",
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
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let name = path.to_string_lossy().replace('\\', "/");
            if name.ends_with("kit/painted.rs") || name.ends_with("kit/fold.rs") {
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
    };
    assert!(spills(&inside).is_none());
    let out = Painted {
        drawn: inside.drawn.translate(eframe::egui::vec2(0.0, 3.0)),
        ..inside.clone()
    };
    assert!(spills(&out).is_some());
}
