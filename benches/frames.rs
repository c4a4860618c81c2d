//! What a frame of each screen costs while a pointer moves over it (issue 60), beside a
//! one-label egui app measured the same way in the same run: the egui work of a frame through
//! egui_kittest (the app's code, layout and tessellation; no GPU), 1280 x 800 and 390 x 844.
//! The browser's own figures come from web/tests/frame-cost.mjs; this one is for a profiler:
//!   cargo bench --bench frames                 figures
//!   FRAMES_ONLY=coop-play perf record -g target/release/deps/frames-*   one screen's frames
//! Figures, not assertions.

use coop_automa::app::{App, ModeAction, ModeSetup, Msg, Options};
use coop_automa::modes::{coop, duel, pyramid};
use eframe::egui;
use egui_kittest::{Harness, HarnessBuilder};
use std::time::{Duration, Instant};

const FRAMES: usize = 300;

fn app(dir: &std::path::Path, size: [f32; 2]) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    h
}

fn send(h: &mut Harness<'_, App>, msg: Msg) {
    let ctx = h.ctx.clone();
    h.state_mut().handle(msg, &ctx);
    h.run();
}

/// The median time of a frame that follows a pointer move, over `FRAMES` moves.
fn per_frame<T>(h: &mut Harness<'_, T>, size: [f32; 2]) -> Duration {
    let mut times: Vec<Duration> = (0..FRAMES)
        .map(|i| {
            let pos = egui::pos2(
                20.0 + (i as f32 * 37.0) % (size[0] - 40.0),
                20.0 + (i as f32 * 53.0) % (size[1] - 40.0),
            );
            h.event(egui::Event::PointerMoved(pos));
            let t = Instant::now();
            h.step();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

/// The yardstick: eframe's hello world, one label (in the app's font: the app builds no
/// egui font of its own, and egui's are left out).
fn minimal(size: [f32; 2]) -> Duration {
    // The fonts are installed in the first frame and take effect from the next.
    let mut fonts = false;
    let mut h = Harness::builder().with_size(size).build_ui(move |ui| {
        if !fonts {
            ui.ctx().set_fonts(coop_automa::app::font_definitions());
            fonts = true;
            return;
        }
        ui.label("Hello World!");
    });
    h.run();
    per_frame(&mut h, size)
}

/// Each screen: its name and how to reach it from a fresh app.
type Screen = (&'static str, fn(&mut Harness<'_, App>));

fn screens() -> Vec<Screen> {
    vec![
        ("start", |_| {}),
        ("coop-play", |h| {
            send(h, Msg::Start(ModeSetup::from(coop_setup())));
            for action in [coop::Action::EndTurn, coop::Action::EndTurn] {
                send(h, Msg::Apply(ModeAction::from(action)));
            }
        }),
        ("coop-round-4", |h| {
            send(h, Msg::Start(ModeSetup::from(coop_setup())));
            for _ in 0..3 {
                for action in [
                    coop::Action::EndTurn,
                    coop::Action::EndTurn,
                    coop::Action::AutomaStep,
                    coop::Action::AutomaDone,
                ] {
                    send(h, Msg::Apply(ModeAction::from(action)));
                }
            }
        }),
        ("pyramid-play", |h| {
            let setup = pyramid::Setup::new(pyramid::Level::Normal, pyramid::Mix::A, Some(3));
            send(h, Msg::Start(ModeSetup::from(setup)));
            let start = pyramid::Action::StartTurn { outpost: false };
            send(h, Msg::Apply(ModeAction::from(start)));
        }),
        ("duel-play", |h| {
            let setup = duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(3));
            send(h, Msg::Start(ModeSetup::from(setup)));
        }),
    ]
}

fn coop_setup() -> coop::Setup {
    let mut setup = coop::Setup::custom(["Alex", "Bea"], 8, 0);
    setup.seed = Some(4);
    setup
}

fn main() {
    let only = std::env::var("FRAMES_ONLY").ok();
    let base =
        std::env::temp_dir().join(format!("coop-automa-bench-frames-{}", std::process::id()));
    for size in [[1280.0, 800.0], [390.0, 844.0]] {
        let yardstick = minimal(size);
        if only.is_none() {
            println!("{size:?}: one label (the yardstick): {yardstick:?} a frame");
        }
        for (i, (name, reach)) in screens().into_iter().enumerate() {
            if only.as_deref().is_some_and(|o| o != name) {
                continue;
            }
            let dir = base.join(format!("{}-{i}", size[0]));
            let mut h = app(&dir, size);
            reach(&mut h);
            let t = per_frame(&mut h, size);
            // The draw calls a frame makes in the browser: one per clipped mesh.
            let output = h.output();
            let calls = h
                .ctx
                .tessellate(output.shapes.clone(), output.pixels_per_point)
                .len();
            println!(
                "{size:?} {name}: {t:?} a frame, {:.1}x the one label; {calls} draw calls",
                t.as_secs_f64() / yardstick.as_secs_f64()
            );
        }
    }
    let _ = std::fs::remove_dir_all(&base);
}
