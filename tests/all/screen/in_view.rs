//! What must be seen stays in view and in place: the screens at 1024x600 zoomed in, "more
//! below" on a cut column, the mode tabs and the start button, the revealed card while the
//! page scrolls, a Hex revealed, the points fields and the pyramid's lit cards on a scrolled
//! phone or a TV at the largest text.

use super::*;

#[test]
fn the_setup_and_results_screens_fit_at_1024x600_zoom_2() {
    let (mut h, _dir) = app_at([1024.0, 600.0]);
    zoom(&mut h, 2.0);
    inside(&h, "Start the game", "setup at zoom 2");
    inside(&h, "Player 1 name", "setup at zoom 2");
    let field = h.get_by_label("Player 1 name").rect();
    assert!(
        field.width() > 150.0,
        "the name field keeps its width: {field:?}"
    );
    let ctx = h.ctx.clone();
    h.state_mut()
        .handle(Msg::ask(coop_automa::app::ResultsAsk::Show), &ctx);
    h.run();
    inside(&h, "Back", "results at zoom 2");
    inside(&h, "Export to CSV file", "results at zoom 2");
    inside(&h, "Export", "results at zoom 2");
}

#[test]
fn more_below_shows_when_a_column_is_cut_and_scrolls_it_on() {
    // A short window at its largest text (issue 42: 1024 x 600 holds no larger than its own).
    let (mut h, _dir) = harness_with([1024.0, 600.0], &states::locusts());
    zoom(&mut h, 2.0);
    let tab = h
        .query_all_by_label("More below: scroll down")
        .next()
        .expect("a column is cut: it says so");
    let tab_rect = tab.rect();
    assert!(h.ctx.content_rect().contains_rect(tab_rect));
    // A line of the column the tab is under: the lowest one above it.
    let in_column = |r: egui::Rect| {
        (r.center().x - tab_rect.center().x).abs() < 120.0 && r.bottom() < tab_rect.top()
    };
    let line = h
        .query_all_by(|n| n.label().or(n.value()).is_some())
        .filter(|n| in_column(n.rect()))
        .max_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .expect("a line in the column");
    let node = line.accesskit_node();
    let (text, before) = (node.label().or(node.value()).unwrap(), line.rect());
    tab.click();
    h.run();
    h.run();
    let after = h
        .query_all_by(|n| n.label().or(n.value()).as_deref() == Some(text.as_str()))
        .next()
        .expect("the line is still there")
        .rect();
    assert!(
        after.top() < before.top() - 20.0,
        "the column scrolled on: {text:?} {before:?} -> {after:?}"
    );
}

/// The mode tabs never move when games wait under Resume, and "Yes, forget it" never sits
/// where "Forget" was pressed.
#[test]
fn the_mode_tabs_stay_put_and_forget_is_answered_away_from_the_finger() {
    let dir = common::temp_dir("tabs-stay");
    let options = Options {
        data_dir: Some(dir.clone()),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1024.0, 600.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    let tab = "Duel: 2 to 4 players, life points";
    let empty = h.get_by_label(tab).rect();
    let ctx = h.ctx.clone();
    for names in [["Ann", "Ben"], ["Cat", "Dan"], ["Eve", "Fay"]] {
        let form = coop_automa::app::SetupForm {
            names: names.map(String::from),
            ..Default::default()
        };
        h.state_mut()
            .handle(Msg::start(form.to_setup().unwrap()), &ctx);
        h.run();
        h.state_mut()
            .handle(Msg::apply(coop_automa::modes::coop::Action::EndTurn), &ctx);
        h.state_mut().handle(Msg::NewGame, &ctx);
        h.state_mut().handle(Msg::ConfirmNewGame, &ctx);
        h.run();
        assert_eq!(h.get_by_label(tab).rect(), empty, "the tab moved");
    }
    assert_eq!(h.query_all_by_label_contains("Resume: ").count(), 3);
    let forget = h.query_all_by_label("Forget").next().unwrap().rect();
    h.query_all_by_label("Forget").next().unwrap().click();
    h.run();
    let yes = h.get_by_label("Yes, forget it").rect();
    assert!(
        !yes.intersects(forget),
        "{yes:?} is where Forget was, {forget:?}"
    );
    assert_eq!(h.get_by_label(tab).rect(), empty);
}

/// A fresh table offers the same names in the same seats in every mode.
#[test]
fn every_mode_offers_the_same_names_in_the_same_seats() {
    use coop_automa::app::ModeId;
    let options = Options {
        data_dir: Some(common::temp_dir("same-names")),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1024.0, 600.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    let value = |h: &Harness<'_, App>, label: &str| h.get_by_label(label).value();
    assert_eq!(value(&h, "Player 1 name").as_deref(), Some("Alex"));
    assert_eq!(value(&h, "Player 2 name").as_deref(), Some("Bea"));
    let ctx = h.ctx.clone();
    h.state_mut()
        .handle(Msg::ChooseMode(ModeId::Duel.key()), &ctx);
    h.run();
    assert_eq!(value(&h, "Player 1's name").as_deref(), Some("Alex"));
    assert_eq!(value(&h, "Player 2's name").as_deref(), Some("Bea"));
    assert_eq!(value(&h, "Player 3's name").as_deref(), Some("Cam"));
    h.get_by_label("Add a player").click();
    h.run();
    assert_eq!(value(&h, "Player 4's name").as_deref(), Some("Dee"));
}

/// In every mode the start button stands where the big button will be, the same size: one
/// place to look and to tap, from the setup to the end.
#[test]
fn the_start_button_stands_where_the_big_button_will_be_in_every_mode() {
    use coop_automa::app::ModeId;
    for size in [[1024.0, 600.0], [1920.0, 1080.0], [390.0, 844.0]] {
        let options = Options {
            data_dir: Some(common::temp_dir("start-place")),
            ..Options::default()
        };
        let mut h = HarnessBuilder::default()
            .with_size(size)
            .build_eframe(move |_cc| App::new(&options, Instant::now()));
        h.run();
        let ctx = h.ctx.clone();
        for (mode, start, big) in [
            (ModeId::Coop, "Start the game", "End Alex's turn"),
            (ModeId::Pyramid, "Deal the pyramid", "Start turn 1"),
            (ModeId::Duel, "Start the Duel", "End Alex's turn 1"),
        ] {
            h.state_mut().handle(Msg::ChooseMode(mode.key()), &ctx);
            h.run();
            let before = h.get_by_label(start).rect();
            h.get_by_label(start).click();
            h.run();
            let after = h.get_by_label(big).rect();
            assert!(
                (before.min - after.min).length() < 1.0
                    && (before.size() - after.size()).length() < 1.0,
                "{size:?} {mode:?}: {start} at {before:?}, {big} at {after:?}"
            );
            h.state_mut().handle(Msg::NewGame, &ctx);
            h.state_mut().handle(Msg::ConfirmNewGame, &ctx);
            h.run();
        }
    }
}

/// Issue 33: the revealed card keeps its size while its column scrolls (on a phone it
/// shrank as the page went down, so what was below jumped under the finger), at a phone's
/// size and a laptop's.
#[test]
fn the_revealed_card_keeps_its_size_while_the_page_scrolls() {
    for size in [[390.0, 844.0], [1024.0, 600.0]] {
        let (mut h, _dir) = harness_with(size, &states::silver_took_province());
        let card = |h: &Harness<'_, App>| {
            h.query_all_by_label_contains("Revealed card: ")
                .next()
                .expect("the revealed card")
                .rect()
        };
        let before = card(&h);
        // The card's column scrolled down to what ends it (the States on a laptop, the
        // supply's last button on a phone).
        let end = if size[0] < 600.0 {
            "Another supply pile is empty"
        } else {
            "Discard pile (1)"
        };
        h.get_by_label(end).scroll_to_me();
        h.run();
        h.run();
        let after = card(&h);
        assert!(
            after.top() < before.top() - 20.0,
            "{size:?}: the page did not scroll ({before:?} then {after:?})"
        );
        assert!(
            (after.width() - before.width()).abs() < 0.5
                && (after.height() - before.height()).abs() < 0.5,
            "{size:?}: the card changed size while scrolling: {before:?} then {after:?}"
        );
    }
}

/// A coop game in round 3 with both turns ended: the automa's step reveals a Hex.
fn hex_due() -> Game {
    let mut g = common::stacked(
        common::setup(8, 0),
        &[],
        &[coop_automa::modes::coop::Hex::Locusts],
    );
    common::play_to_round(&mut g, 3);
    common::both_turns(&mut g);
    assert_eq!(g.phase(), Phase::AutomaDue);
    g
}

/// Scrolls every scrolling column under the pointer at `at` to its end, by the wheel.
fn scroll_down(h: &mut Harness<'_, App>, at: egui::Pos2) {
    h.event(egui::Event::PointerMoved(at));
    for _ in 0..6 {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -2000.0),
            modifiers: egui::Modifiers::NONE,
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
        });
        h.run_steps(8);
    }
}

/// What the table must do now (the last question drawn: a Hex's instruction) whole in view,
/// and every question ("Hex: Locusts" too) where the column holds them all.
fn questions_in_view(h: &Harness<'_, App>, when: &str) {
    let marks = coop_automa::app::seen::marks(&h.ctx);
    let questions: Vec<_> = marks.iter().filter(|m| m.what == "question").collect();
    let last = questions.last().expect("a question is asked");
    assert!(
        last.whole,
        "{when}: {:?} is out of view at {:?}",
        last.text, last.rect
    );
    let span = questions
        .iter()
        .map(|q| q.rect)
        .reduce(|a, b| a.union(b))
        .unwrap();
    if span.height() < 0.5 * h.ctx.content_rect().height() {
        for q in &questions {
            assert!(
                q.whole,
                "{when}: {:?} is out of view at {:?}",
                q.text, q.rect
            );
        }
    }
}

/// Issue 42: a Hex revealed at a TV's largest text, and on a phone whose page was scrolled
/// to its end, has its title and its instruction in view (they were below the fold, or
/// above the view).
#[test]
fn a_hex_revealed_is_in_view_on_a_tv_at_the_largest_text_and_on_a_scrolled_phone() {
    for (size, user_zoom) in [
        ([1920.0, 1080.0], 2.0),
        ([390.0, 844.0], 1.0),
        ([1024.0, 600.0], 2.0),
    ] {
        let (mut h, _dir) = harness_with(size, &hex_due());
        zoom(&mut h, user_zoom);
        let middle = h.ctx.content_rect().center();
        scroll_down(&mut h, middle);
        let ctx = h.ctx.clone();
        h.state_mut().handle(
            Msg::apply(coop_automa::modes::coop::Action::AutomaStep),
            &ctx,
        );
        h.run();
        questions_in_view(&h, &format!("at {size:?}, text size {user_zoom}"));
    }
}

/// Issue 42: on a phone whose page was scrolled down to the log, the game's end brings the
/// fields to enter the points in into view (the page stayed on the log).
#[test]
fn the_points_fields_come_into_view_when_the_game_ends_on_a_scrolled_phone() {
    let (mut h, _dir) = harness_with([390.0, 844.0], &states::ends_this_turn());
    let middle = h.ctx.content_rect().center();
    scroll_down(&mut h, middle);
    let ctx = h.ctx.clone();
    h.state_mut()
        .handle(Msg::apply(coop_automa::modes::coop::Action::EndTurn), &ctx);
    h.run();
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .unwrap()
            .is_over()
    );
    let window = h.ctx.content_rect();
    let fields: Vec<_> = h
        .query_all_by(|n| n.role() == egui::accesskit::Role::TextInput)
        .map(|n| n.rect())
        .collect();
    assert_eq!(fields.len(), 2, "both players' fields: {fields:?}");
    for f in fields {
        assert!(
            window.contains_rect(f),
            "a points field at {f:?} is out of the window {window:?}"
        );
    }
}

/// Issue 42: one scroll per phone screen. A drag (here the wheel) over the log moves the
/// page: the log scrolled within itself took the page's drag, so the finger could not get
/// back up.
#[test]
fn on_a_phone_the_log_scrolls_with_the_page_not_by_itself() {
    let (mut h, _dir) = harness_with([390.0, 844.0], &states::long_game());
    let middle = h.ctx.content_rect().center();
    scroll_down(&mut h, middle);
    let title = |h: &Harness<'_, App>| h.get_by_label("Log").rect();
    let before = title(&h);
    let line = h
        .query_all_by(|n| n.role() == egui::accesskit::Role::Label)
        .map(|n| n.rect())
        .rfind(|r| r.top() > before.bottom() && r.bottom() < h.ctx.content_rect().bottom() - 120.0)
        .expect("a line of the log in view");
    h.event(egui::Event::PointerMoved(line.center()));
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, 200.0),
        modifiers: egui::Modifiers::NONE,
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Wheel,
    });
    h.run_steps(8);
    let after = title(&h);
    assert!(
        after.top() > before.top() + 100.0,
        "the page moved down under the finger: the log's title {before:?} -> {after:?}"
    );
}

/// Issue 42: when the pyramid's AI scores, the cards to tap light up in view, on a phone lying
/// down and on a laptop whose column was scrolled away. (A TV at its largest text gives the
/// pyramid's column less height than the pyramid takes: left for the layout's own issue.)
#[test]
fn the_pyramid_s_lit_cards_are_in_view_when_the_ai_scores() {
    use coop_automa::modes::pyramid::{Action, Buy, Level, Mix, PyramidGame, Setup};
    for (size, user_zoom) in [([844.0, 390.0], 1.0), ([1280.0, 800.0], 1.0)] {
        let mut g = PyramidGame::new(Setup::new(Level::Normal, Mix::A, Some(5))).unwrap();
        g.apply(Action::StartTurn { outpost: false }).unwrap();
        let (mut h, _dir) = common::opened("pyramid-lit", "lit.ron", &g, size);
        zoom(&mut h, user_zoom);
        let middle = h.ctx.content_rect().center();
        scroll_down(&mut h, egui::pos2(middle.x * 0.5, middle.y));
        let ctx = h.ctx.clone();
        h.state_mut()
            .handle(Msg::apply(Action::Buy(Buy::Platinum { overpay: 0 })), &ctx);
        // (The lit cards fade in for half a second: `settle`.)
        h.run_steps(40);
        let marks = coop_automa::app::seen::marks(&h.ctx);
        let lit: Vec<_> = marks
            .iter()
            .filter(|m| m.what == "answer" && matches!(m.state, "on" | "wait"))
            .collect();
        assert!(!lit.is_empty(), "at {size:?}: the AI scores: {marks:?}");
        for m in lit {
            assert!(
                m.whole,
                "at {size:?}: the lit {:?} is out of view at {:?}",
                m.text, m.rect
            );
        }
    }
}

/// Issue 42: the last card revealed is read whole, at body size, however short the column:
/// at a TV's largest text it had shrunk with the room of the large card to a chip reading
/// "Si…".
#[test]
fn r3_the_last_card_revealed_reads_whole_in_a_short_column() {
    for (size, larger) in [
        ([1920.0, 1080.0], 8),
        ([1024.0, 600.0], 0),
        ([1280.0, 800.0], 0),
    ] {
        let h = common::ui::save_at("past-card", "first-game-round-7.ron", size, larger);
        let painted = coop_automa::app::painted::painted(&h.ctx);
        let card = painted
            .iter()
            .find(|p| p.text == "Silver")
            .unwrap_or_else(|| panic!("{size:?}: the last card is painted"));
        assert!(
            !card.elided && card.size >= 18.0,
            "{size:?} +{larger}: the last card reads {:?} at {} pt (cut: {})",
            card.text,
            card.size,
            card.elided
        );
    }
}

/// The phone test's failure (CI, stop 50): on a phone held upright, at the table's text size,
/// "Hex: Locusts" was scrolled half out of the column so that its long instruction stood
/// whole. Every Hex revealed there shows its title and what to do, both whole, together.
#[test]
fn every_hex_revealed_on_a_phone_shows_its_title_and_instruction_together() {
    for hex in coop_automa::modes::coop::Hex::ALL {
        let mut g = common::stacked(common::setup(8, 0), &[], &[hex]);
        common::play_to_round(&mut g, 3);
        common::both_turns(&mut g);
        let (mut h, _dir) = harness_with([390.0, 844.0], &g);
        let ctx = h.ctx.clone();
        h.state_mut().handle(
            Msg::apply(coop_automa::modes::coop::Action::AutomaStep),
            &ctx,
        );
        h.run();
        let marks = coop_automa::app::seen::marks(&h.ctx);
        let questions: Vec<_> = marks.iter().filter(|m| m.what == "question").collect();
        assert_eq!(questions.len(), 2, "{hex:?}: its title and what to do");
        for q in questions {
            assert!(q.whole, "{hex:?}: {:?} is cut at {:?}", q.text, q.rect);
        }
    }
}
