use super::*;
use egui::pos2;

fn label(x0: f32, x1: f32) -> Reach {
    Reach {
        rect: Rect::from_min_max(pos2(x0, 0.0), pos2(x1, 10.0)),
        presses: false,
        follows: false,
        holds: false,
    }
}

/// Whether a move along the line y = 5 from `from` to `to` changes nothing, egui's reach
/// being 5 points.
fn across(ws: &[Reach], from: f32, to: f32) -> bool {
    changes_nothing(ws.iter().copied(), pos2(from, 5.0), pos2(to, 5.0), 5.0)
}

fn button(x0: f32, x1: f32) -> Reach {
    Reach {
        presses: true,
        ..label(x0, x1)
    }
}

#[test]
fn a_move_across_bare_table_changes_nothing() {
    assert!(changes_nothing([], pos2(1.0, 1.0), pos2(300.0, 200.0), 5.0));
    assert!(across(&[label(100.0, 200.0)], 1.0, 50.0));
}

#[test]
fn a_move_inside_one_label_changes_nothing_and_one_out_of_it_is_drawn() {
    let l = label(100.0, 200.0);
    assert!(across(&[l], 110.0, 190.0));
    // Its edge: the last point inside, the first outside.
    assert!(across(&[l], 110.0, 200.0));
    assert!(!across(&[l], 110.0, 200.5));
    // Into its reach, out of its rect: a label is not hovered there (a button is).
    assert!(across(&[l], 210.0, 204.0));
}

#[test]
fn a_move_inside_one_button_changes_nothing_and_one_into_it_is_drawn() {
    let b = button(100.0, 200.0);
    assert!(across(&[b], 110.0, 120.0));
    // Coming within reach of it, from either side.
    assert!(!across(&[b], 20.0, 95.0));
    assert!(!across(&[b], 95.0, 20.0));
    // Just out of its reach both times.
    assert!(across(&[b], 20.0, 94.5));
}

#[test]
fn a_move_within_reach_of_two_buttons_is_drawn() {
    // Two buttons 4 points apart: between them both are within reach, egui hovers the
    // nearer, and which one that is changes as the pointer moves.
    let ws = [button(100.0, 200.0), button(204.0, 300.0)];
    assert!(!across(&ws, 201.0, 203.0));
    // Inside the first, out of the second's reach: one only.
    assert!(across(&ws, 150.0, 160.0));
    // Three apart do not count as two.
    let ws = [button(0.0, 50.0), label(100.0, 200.0), button(300.0, 400.0)];
    assert!(across(&ws, 150.0, 160.0));
    // A button inside a tappable card: two within reach.
    let ws = [button(0.0, 400.0), button(100.0, 200.0)];
    assert!(!across(&ws, 150.0, 160.0));
}

#[test]
fn a_move_inside_what_follows_the_pointer_is_drawn() {
    let chart = Reach {
        follows: true,
        ..label(100.0, 200.0)
    };
    assert!(!across(&[chart], 110.0, 111.0));
    assert!(across(&[chart], 10.0, 11.0));
    // Into it and out of it, and into its reach from afar.
    assert!(!across(&[chart], 10.0, 150.0));
    assert!(!across(&[chart], 150.0, 10.0));
    assert!(!across(&[chart], 10.0, 96.0));
}

#[test]
fn moves_are_held_while_nothing_asked_for_a_frame() {
    let mut held = Held::default();
    for now in [0.0, 0.05, 5.0] {
        assert_eq!(
            held.decide(true, false, now),
            Decision::Hold { wake_in: None }
        );
    }
    assert_eq!(held.decide(false, false, 6.0), Decision::Run);
}

#[test]
fn a_frame_asked_for_waits_hold_at_most_and_no_longer() {
    let mut held = Held::default();
    assert_eq!(
        held.decide(true, true, 1.0),
        Decision::Hold {
            wake_in: Some(HOLD_AT_MOST)
        }
    );
    // Held since 1.0, though nothing is asked now: the frame owed still comes.
    match held.decide(true, false, 1.06) {
        Decision::Hold { wake_in: Some(w) } => {
            assert!((w - (HOLD_AT_MOST - 0.06)).abs() < 1e-9)
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(held.decide(true, true, 1.0 + HOLD_AT_MOST), Decision::Run);
    // Run: a new hold starts afresh.
    assert_eq!(
        held.decide(true, true, 2.0),
        Decision::Hold {
            wake_in: Some(HOLD_AT_MOST)
        }
    );
    // A move that changes something runs, and forgets the hold.
    assert_eq!(held.decide(false, true, 2.01), Decision::Run);
    assert_eq!(
        held.decide(true, false, 2.02),
        Decision::Hold { wake_in: None }
    );
}

#[test]
fn a_move_across_what_holds_other_widgets_changes_nothing() {
    let panel = Reach {
        holds: true,
        ..label(0.0, 1000.0)
    };
    assert!(changes_nothing(
        [panel],
        pos2(-20.0, 5.0),
        pos2(500.0, 5.0),
        5.0
    ));
    // A button held by it still counts.
    let ws = [panel, button(100.0, 200.0)];
    assert!(!across(&ws, 20.0, 150.0));
}

#[test]
fn every_widget_is_asked_not_only_the_first() {
    let ws = [label(0.0, 50.0), button(100.0, 200.0)];
    assert!(!across(&ws, 20.0, 150.0));
    let ws = [label(300.0, 400.0), label(0.0, 50.0)];
    assert!(!across(&ws, 20.0, 70.0));
}

/// A real egui pass: a label at the top left, a button at (300, 300), the pointer's
/// `events`; then whether a move to `to` is quiet.
fn quiet_after(events: Vec<egui::Event>, to: Pos2) -> bool {
    quiet_marked(events, to, |_, _| {})
}

/// As [`quiet_after`], `mark` called in each pass with the label's response (to mark
/// what follows the pointer, as the app's widgets do).
fn quiet_marked(
    events: Vec<egui::Event>,
    to: Pos2,
    mark: impl Fn(&mut egui::Ui, &egui::Response),
) -> bool {
    let ctx = egui::Context::default();
    let input = egui::RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, egui::vec2(800.0, 600.0))),
        ..Default::default()
    };
    passes(&ctx, events, &mark);
    quiet(
        &ctx,
        &egui::RawInput {
            events: vec![egui::Event::PointerMoved(to)],
            ..input
        },
    )
}

/// Two passes of the label and the button, as the app's frames begin (`clear` first):
/// the pointer's place, then its `events`.
fn passes(
    ctx: &egui::Context,
    events: Vec<egui::Event>,
    mark: &dyn Fn(&mut egui::Ui, &egui::Response),
) {
    let screen = Rect::from_min_size(Pos2::ZERO, egui::vec2(800.0, 600.0));
    let raw = |events| egui::RawInput {
        screen_rect: Some(screen),
        events,
        ..Default::default()
    };
    let draw = |ui: &mut egui::Ui| {
        clear(ui.ctx());
        let words = ui.put(
            Rect::from_min_size(pos2(10.0, 10.0), egui::vec2(100.0, 20.0)),
            egui::Label::new("words"),
        );
        ui.put(
            Rect::from_min_size(pos2(300.0, 300.0), egui::vec2(100.0, 40.0)),
            egui::Button::new("press"),
        );
        mark(ui, &words);
    };
    for events in [vec![egui::Event::PointerMoved(pos2(600.0, 500.0))], events] {
        // (The font atlas, which no painter takes here.)
        ctx.run_ui(raw(events), draw).textures_delta.clear();
    }
}

fn moved(x: f32, y: f32) -> egui::Event {
    egui::Event::PointerMoved(pos2(x, y))
}

fn button_event(x: f32, y: f32, pressed: bool) -> egui::Event {
    egui::Event::PointerButton {
        pos: pos2(x, y),
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: Default::default(),
    }
}

#[test]
fn quiet_on_a_real_pass_across_bare_table_and_inside_one_button() {
    assert!(quiet_after(vec![moved(600.0, 100.0)], pos2(620.0, 120.0)));
    assert!(quiet_after(vec![moved(320.0, 310.0)], pos2(330.0, 320.0)));
}

#[test]
fn not_quiet_onto_a_button_or_a_label_or_off_them() {
    assert!(!quiet_after(vec![moved(600.0, 100.0)], pos2(350.0, 320.0)));
    assert!(!quiet_after(vec![moved(350.0, 320.0)], pos2(600.0, 100.0)));
    assert!(!quiet_after(vec![moved(600.0, 100.0)], pos2(50.0, 20.0)));
    // The button's reach: 5 points outside it, and just beyond.
    assert!(!quiet_after(vec![moved(600.0, 100.0)], pos2(296.0, 320.0)));
    assert!(quiet_after(vec![moved(600.0, 100.0)], pos2(294.0, 320.0)));
}

#[test]
fn not_quiet_after_a_press_though_the_move_is_inside_the_button() {
    // The app acts on a press after drawing its frame: the next frame shows what it did.
    let click = vec![
        moved(320.0, 310.0),
        button_event(320.0, 310.0, true),
        button_event(320.0, 310.0, false),
    ];
    assert!(!quiet_after(click, pos2(322.0, 311.0)));
    let key = vec![
        moved(600.0, 100.0),
        egui::Event::Key {
            key: egui::Key::Space,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: Default::default(),
        },
    ];
    assert!(!quiet_after(key, pos2(601.0, 100.0)));
}

#[test]
fn not_quiet_while_a_button_is_held_down() {
    let down = vec![moved(600.0, 100.0), button_event(600.0, 100.0, true)];
    // (The press's own frame is not quiet either; held down, no move is.)
    assert!(!quiet_after(down, pos2(601.0, 100.0)));
}

#[test]
fn a_move_inside_a_label_that_follows_the_pointer_is_drawn() {
    let inside = vec![moved(20.0, 15.0)];
    assert!(quiet_after(inside.clone(), pos2(30.0, 16.0)));
    let follows_it = |ui: &mut egui::Ui, words: &egui::Response| follows(ui.ctx(), words.id);
    assert!(!quiet_marked(inside.clone(), pos2(30.0, 16.0), follows_it));
    // Far from it, still quiet.
    assert!(quiet_marked(
        vec![moved(600.0, 100.0)],
        pos2(620.0, 120.0),
        follows_it
    ));
}

#[test]
fn a_move_inside_a_place_that_follows_the_pointer_is_drawn() {
    let place = Rect::from_min_size(pos2(500.0, 50.0), egui::vec2(100.0, 100.0));
    let marks = |ui: &mut egui::Ui, _: &egui::Response| follows_rect(ui.ctx(), place);
    assert!(quiet_after(vec![moved(520.0, 60.0)], pos2(530.0, 70.0)));
    assert!(!quiet_marked(
        vec![moved(520.0, 60.0)],
        pos2(530.0, 70.0),
        marks
    ));
    assert!(quiet_marked(
        vec![moved(700.0, 500.0)],
        pos2(710.0, 510.0),
        marks
    ));
}

#[test]
fn what_followed_the_pointer_in_an_earlier_frame_is_forgotten() {
    let ctx = egui::Context::default();
    let marks = |ui: &mut egui::Ui, words: &egui::Response| {
        follows(ui.ctx(), words.id);
        follows_rect(
            ui.ctx(),
            Rect::from_min_size(pos2(500.0, 50.0), egui::vec2(9.0, 9.0)),
        );
    };
    passes(&ctx, vec![moved(20.0, 15.0)], &marks);
    // The next frames mark nothing: both lists start afresh with each.
    passes(&ctx, vec![moved(20.0, 15.0)], &|_, _| {});
    let input = |to| egui::RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, egui::vec2(800.0, 600.0))),
        events: vec![moved(to, 15.0)],
        ..Default::default()
    };
    assert!(quiet(&ctx, &input(30.0)));
    passes(&ctx, vec![moved(502.0, 52.0)], &|_, _| {});
    assert!(quiet(
        &ctx,
        &egui::RawInput {
            events: vec![moved(503.0, 53.0)],
            ..input(0.0)
        }
    ));
}

/// A file dropped on the page, whose contents no test reads.
#[derive(Debug)]
struct NoFile;

impl egui::DroppedFile for NoFile {
    fn path(&self) -> &std::path::Path {
        std::path::Path::new("dropped.ron")
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        Err("not read".into())
    }
}

#[test]
fn not_quiet_while_files_are_over_the_page_or_dropped_on_it() {
    let ctx = egui::Context::default();
    passes(&ctx, vec![moved(600.0, 100.0)], &|_, _| {});
    let input = egui::RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, egui::vec2(800.0, 600.0))),
        events: vec![moved(601.0, 100.0)],
        ..Default::default()
    };
    assert!(quiet(&ctx, &input));
    let hovered = egui::RawInput {
        hovered_files: vec![egui::HoveredFile::default()],
        ..input.clone()
    };
    assert!(!quiet(&ctx, &hovered));
    let dropped = egui::RawInput {
        dropped_files: vec![std::sync::Arc::new(NoFile)],
        ..input
    };
    assert!(!quiet(&ctx, &dropped));
}

/// One pass of an empty app that asks for a frame when `ask`; whether `asks` saw it.
fn asked_in_a_pass(ctx: &egui::Context, asks: &std::cell::RefCell<Asks>, ask: bool) -> bool {
    let raw = egui::RawInput {
        events: vec![moved(10.0, 10.0)],
        ..Default::default()
    };
    ctx.run_ui(raw, |ui| {
        asks.borrow_mut().pass_begins(ui.ctx());
        if ask {
            ui.ctx().request_repaint();
        }
    })
    .textures_delta
    .clear();
    asks.borrow().asked()
}

#[test]
fn asks_counts_what_the_app_asked_for_and_not_what_egui_asked_before() {
    let ctx = egui::Context::default();
    let asks = std::cell::RefCell::new(Asks::watch(&ctx));
    // (egui's first pass asks for another whatever the app does.)
    asked_in_a_pass(&ctx, &asks, false);
    // egui asks for a frame after each pass with input, before the app draws: not counted.
    assert!(!asked_in_a_pass(&ctx, &asks, false));
    assert!(asked_in_a_pass(&ctx, &asks, true));
    assert!(!asked_in_a_pass(&ctx, &asks, false));
    assert!(asked_in_a_pass(&ctx, &asks, true));
    assert!(asked_in_a_pass(&ctx, &asks, true));
}

#[test]
fn asks_keeps_a_frames_first_pass_when_the_frame_is_drawn_twice() {
    let ctx = egui::Context::default();
    let asks = std::cell::RefCell::new(Asks::watch(&ctx));
    // A frame of two passes (egui discards the first): what the first asked for counts.
    ctx.run_ui(Default::default(), |ui| {
        asks.borrow_mut().pass_begins(ui.ctx());
        ui.ctx().request_repaint();
        asks.borrow_mut().pass_begins(ui.ctx());
    })
    .textures_delta
    .clear();
    assert!(asks.borrow().asked());
}
