//! Playing the app through its labels, as a person would, in any language: the app opened in
//! a language, a press by exact label (scrolled into view first), a field typed into, what the
//! screen says.
#![allow(dead_code)]

use coop_automa::app::{App, Options, Settings};
use coop_automa::modes::coop::CoopSession;
use eframe::egui;
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, HarnessBuilder};

/// The app at 1280×800 in the language `lang` (a tag: "pt-BR"), its data in `dir`.
pub fn app_in(lang: &str, dir: &std::path::Path) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    let settings = Settings {
        lang: lang.into(),
        ..Settings::default()
    };
    HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| {
            App::with_settings(&options, std::time::Instant::now(), settings.clone())
        })
}

/// The app at `size` with the example save `save` (in `saves/`) on the table, its text made
/// larger by `larger` presses of Ctrl + (past the largest, nothing changes), after a frame.
pub fn save_at(tag: &str, save: &str, size: [f32; 2], larger: usize) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(super::temp_dir(tag)),
        open: Some(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("saves")
                .join(save),
        ),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::new(&options, std::time::Instant::now()));
    h.run();
    for _ in 0..larger {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
        h.run();
    }
    h.run();
    h
}

/// What a finger presses: buttons, check boxes and switches, tabs, choices, a fold's header.
pub fn clickable(role: egui::accesskit::Role) -> bool {
    use egui::accesskit::Role;
    matches!(
        role,
        Role::Button
            | Role::CheckBox
            | Role::Switch
            | Role::Tab
            | Role::ListBoxOption
            | Role::RadioButton
            | Role::DisclosureTriangle
    )
}

/// Presses the big button labelled `label` ("New game" is also a tool of the top row once a
/// game is over: the largest of the two).
pub fn click_big(h: &mut Harness<'_, App>, label: &str) {
    h.query_all_by(|n| n.label().as_deref() == Some(label) && clickable(n.role()))
        .max_by(|a, b| a.rect().area().total_cmp(&b.rect().area()))
        .expect("the big button")
        .click();
    h.run();
}

/// Presses the top row's tool labelled `label`, from the Menu where the row folds its tools
/// (a narrow window, or one whose tools would leave no room for what just happened).
pub fn click_tool(h: &mut Harness<'_, App>, label: &str) {
    let shown = |h: &Harness<'_, App>| {
        h.query_all_by(|n| n.label().as_deref() == Some(label) && clickable(n.role()))
            .next()
            .is_some()
    };
    if !shown(h) {
        click(h, "Menu");
    }
    click(h, label);
}

/// Presses what is labelled exactly `label`, scrolled into view first.
pub fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by(|n| n.label().as_deref() == Some(label) && clickable(n.role()))
        .scroll_to_me();
    h.run();
    h.get_by(|n| n.label().as_deref() == Some(label) && clickable(n.role()))
        .click();
    h.run();
}

/// Types `text` over what the field labelled `label` holds.
pub fn type_into(h: &mut Harness<'_, App>, label: &str, text: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run();
    h.get_by_label(label).click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// Some label or value on screen says `text`.
pub fn see(h: &Harness<'_, App>, text: &str) {
    let all = super::texts(h);
    assert!(
        all.iter().any(|t| t.contains(text)),
        "nothing on screen says {text:?}: {all:?}"
    );
}

/// The text in the entry labelled `label`.
#[allow(dead_code)]
pub fn value_of(h: &Harness<'_, App>, label: &str) -> String {
    h.get_by_label(label).value().unwrap_or_default()
}

/// The coop game on the table.
pub fn game<'h>(h: &'h Harness<'_, App>) -> &'h coop_automa::modes::coop::Game {
    h.state()
        .table()
        .game::<coop_automa::modes::coop::Coop>()
        .expect("a game is on the table")
}

/// The label of the coop's big button now.
pub fn primary(h: &Harness<'_, App>) -> String {
    let g = game(h);
    match g.phase() {
        coop_automa::modes::coop::Phase::Turn { seat, extra: false } => {
            format!("End {}'s turn", g.name(seat))
        }
        coop_automa::modes::coop::Phase::Turn { seat, extra: true } => {
            format!("End {}'s extra turn", g.name(seat))
        }
        coop_automa::modes::coop::Phase::AutomaDue => match g.round() {
            1 => "Automa does nothing: start round 2".into(),
            r if r % 2 == 0 => "Reveal Copper or Silver".into(),
            _ => "Reveal a Hex".into(),
        },
        coop_automa::modes::coop::Phase::Resolving(_) => {
            format!("Done: start round {}", g.round() + 1)
        }
        coop_automa::modes::coop::Phase::FleetTurns => "Fleet turns done".into(),
        coop_automa::modes::coop::Phase::Over => "Enter final points".into(),
    }
}

/// Presses the coop's big button by its label now.
pub fn press_primary(h: &mut Harness<'_, App>) {
    let label = primary(h);
    click(h, &label);
}

/// The answers of a "which card did you turn over?" question now, in the screen's order:
/// the buttons whose words count the cards face down.
pub fn face_down_answers(h: &Harness<'_, App>) -> Vec<String> {
    use egui_kittest::kittest::NodeT;
    h.query_all_by(|n| {
        n.label().is_some_and(|l| l.contains("face down"))
            && n.role() == egui::accesskit::Role::Button
    })
    .filter_map(|n| n.accesskit_node().label())
    .collect()
}

/// The pyramid with the table's own deck, dealt six Estates: two turns, each scoring two
/// cards from the lowest row (seven cards, a fourth Action), leave {M2, T}, unstable: the
/// next turn's start refills four places from the deck, each card asked for.
pub fn pyramid_two_turns_scored(h: &mut Harness<'_, App>) {
    use coop_automa::modes::pyramid::{Action, Card, Pyramid, PyramidSession};
    let apply = |h: &mut Harness<'_, App>, action: Action| {
        super::send(h, coop_automa::app::Msg::apply(action));
    };
    for _ in 0..6 {
        apply(h, Action::Turned { card: Card::Estate });
    }
    for _ in 0..2 {
        apply(h, Action::StartTurn { outpost: false });
        for reaction in [Action::SevenCards, Action::FourthAction] {
            apply(h, reaction);
            let game = h.state().table().game::<Pyramid>().expect("a pyramid game");
            let place = game.choosable()[0];
            apply(h, Action::ScoreFrom { place });
        }
        apply(h, Action::EndTurn { empty_piles: 0 });
    }
}

/// Taps the face-down answer for the card whose name starts the answer ("Duchy").
pub fn tap_face_down(h: &mut Harness<'_, App>, card: &str) {
    let answer = face_down_answers(h)
        .into_iter()
        .find(|a| a.starts_with(&format!("{card}: ")))
        .unwrap_or_else(|| panic!("no {card:?} face down is offered"));
    click(h, &answer);
}
