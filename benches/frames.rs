//! What a frame of each screen costs while a pointer moves over it (issue 60), beside a
//! one-label egui app measured the same way in the same run: the egui work of a frame through
//! egui_kittest (the app's code, layout and tessellation; no GPU), 1280 x 800 and 390 x 844.
//! The browser's own figures come from web/tests/frame-cost.mjs; this one is for a profiler:
//!   cargo bench --bench frames                 figures
//!   FRAMES_ONLY=coop-play perf record -g target/release/deps/frames-*   one screen's frames
//! Figures, not assertions.

use coop_automa::app::{App, Msg, Options};
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
fn minimal(size: [f32; 2]) -> (Duration, (usize, usize)) {
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
    let t = per_frame(&mut h, size);
    (t, uploads(&h.ctx.clone(), h.output()))
}

/// What the browser's painter sends a frame: its draw calls (one per clipped mesh, each its
/// own vertex and index upload) and the bytes of those uploads.
fn uploads(ctx: &egui::Context, output: &egui::FullOutput) -> (usize, usize) {
    let meshes = ctx.tessellate(output.shapes.clone(), output.pixels_per_point);
    (meshes.len(), bytes_of(&meshes))
}

fn uploads_of(ctx: &egui::Context, shapes: Vec<egui::epaint::ClippedShape>, ppp: f32) -> usize {
    bytes_of(&ctx.tessellate(shapes, ppp))
}

fn bytes_of(meshes: &[egui::ClippedPrimitive]) -> usize {
    meshes
        .iter()
        .map(|m| match &m.primitive {
            egui::epaint::Primitive::Mesh(mesh) => {
                mesh.vertices.len() * std::mem::size_of::<egui::epaint::Vertex>()
                    + mesh.indices.len() * 4
            }
            egui::epaint::Primitive::Callback(_) => 0,
        })
        .sum()
}

/// Each screen: its name and how to reach it from a fresh app.
type Screen = (&'static str, fn(&mut Harness<'_, App>));

fn screens() -> Vec<Screen> {
    vec![
        ("start", |_| {}),
        ("coop-play", |h| {
            send(h, Msg::start(coop_setup()));
            for action in [coop::Action::EndTurn, coop::Action::EndTurn] {
                send(h, Msg::apply(action));
            }
        }),
        ("coop-round-4", |h| {
            send(h, Msg::start(coop_setup()));
            for _ in 0..3 {
                for action in [
                    coop::Action::EndTurn,
                    coop::Action::EndTurn,
                    coop::Action::AutomaStep,
                    coop::Action::AutomaDone,
                ] {
                    send(h, Msg::apply(action));
                }
            }
        }),
        ("pyramid-play", |h| {
            let setup = pyramid::Setup::new(pyramid::Level::Normal, pyramid::Mix::A, Some(3));
            send(h, Msg::start(setup));
            let start = pyramid::Action::StartTurn { outpost: false };
            send(h, Msg::apply(start));
        }),
        ("duel-play", |h| {
            let setup = duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(3));
            send(h, Msg::start(setup));
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
        let (yardstick, (calls, bytes)) = minimal(size);
        if only.is_none() {
            println!(
                "{size:?}: one label (the yardstick): {yardstick:?} a frame; {calls} draw \
                 calls, {bytes} bytes uploaded"
            );
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
            let (calls, bytes) = uploads(&h.ctx, output);
            if std::env::var("FRAMES_KINDS").is_ok() {
                let mut kinds: std::collections::BTreeMap<String, (usize, usize)> =
                    Default::default();
                for shape in &output.shapes {
                    let kind = match &shape.shape {
                        egui::Shape::Rect(r) => format!(
                            "rect r={} stroke={} blur={}",
                            r.corner_radius.nw, r.stroke.width, r.blur_width
                        ),
                        egui::Shape::Text(_) => "text".to_owned(),
                        egui::Shape::Mesh(_) => "mesh".to_owned(),
                        egui::Shape::LineSegment { .. } => "line".to_owned(),
                        egui::Shape::Path(_) => "path".to_owned(),
                        egui::Shape::Circle(_) => "circle".to_owned(),
                        other => format!("{:?}", std::mem::discriminant(other)),
                    };
                    let bytes = uploads_of(&h.ctx, vec![shape.clone()], output.pixels_per_point);
                    let e = kinds.entry(kind).or_default();
                    e.0 += 1;
                    e.1 += bytes;
                }
                for (k, (n, b)) in kinds {
                    println!("    {n:4} x {k}: {b} bytes");
                }
            }
            println!(
                "{size:?} {name}: {t:?} a frame, {:.1}x the one label; {calls} draw calls, \
                 {bytes} bytes of vertices and indices uploaded",
                t.as_secs_f64() / yardstick.as_secs_f64()
            );
        }
    }
    let _ = std::fs::remove_dir_all(&base);
}
