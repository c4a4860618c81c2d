//! The solo pyramid at the table, driven through its accessible labels: setup, the dealt
//! pyramid and its adjustment, reactions and the AI's picks, the end with the counts, the
//! results log (P30), undo, and Resume after a restart.

use crate::common;
use coop_automa::modes::pyramid::PyramidSession;
use coop_automa::store::ModeGame;

use common::ui::{click, clickable, see, type_into};

use coop_automa::app::pyramid::words;
use coop_automa::app::{App, Options};
use coop_automa::modes::pyramid::{Adjustment, Phase, Place, PyramidGame, Verdict};
use eframe::egui;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, HarnessBuilder};
use std::time::Instant;

mod end;
mod own_deck;
mod sizes;

fn harness_sized(dir: &std::path::Path, size: [f32; 2]) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(dir.to_owned()),
        ..Options::default()
    };
    HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::new(&options, Instant::now()))
}

fn harness_in(dir: &std::path::Path) -> Harness<'static, App> {
    harness_sized(dir, [1280.0, 800.0])
}

/// Clicks the button whose label starts with `start`.
fn click_starting(h: &mut Harness<'_, App>, start: &str) {
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with(start)) && clickable(n.role()))
        .scroll_to_me();
    h.run();
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with(start)) && clickable(n.role()))
        .click();
    h.run();
}

fn game<'h>(h: &'h Harness<'_, App>) -> &'h PyramidGame {
    h.state()
        .table()
        .game::<coop_automa::modes::pyramid::Pyramid>()
        .expect("a pyramid game is on the table")
}

/// The tile's label as the screen must give it: "B2: Duchy $5", "M1: empty".
fn tile_label(g: &PyramidGame, place: Place) -> String {
    match g.card_at(place) {
        Some(card) => match g.cost_at(place) {
            Some(cost) => format!(
                "{}: {} ${cost}",
                place.name(),
                words::card_name(g.setup(), card)
            ),
            None => format!("{}: {}", place.name(), words::card_name(g.setup(), card)),
        },
        None => format!("{}: empty", place.name()),
    }
}

fn not_see(h: &Harness<'_, App>, text: &str) {
    assert!(
        h.query_all_by_label_contains(text).next().is_none(),
        "the screen says {text:?}"
    );
}

fn tap(h: &mut Harness<'_, App>, place: Place) {
    let label = tile_label(game(h), place);
    click(h, &label);
}

/// The whole label of the Resume entry that names `entry` ("Resume: Solo pyramid, ...").
fn resume_entry(h: &Harness<'_, App>, entry: &str) -> String {
    h.query_all_by(|n| n.label().is_some_and(|l| l.contains(entry)) && clickable(n.role()))
        .next()
        .and_then(|n| n.accesskit_node().label().map(|l| l.to_string()))
        .unwrap_or_else(|| panic!("no Resume entry says {entry:?}"))
}

/// From the start screen to a dealt pyramid at Normal with mix A.
fn deal(h: &mut Harness<'_, App>) {
    h.run();
    click(h, "Solo: the VP pyramid AI");
    see(h, "The AI's VP deck (30 cards)");
    click(h, "Deal the pyramid");
    assert_eq!(game(h).phase(), Phase::BeforeFirstTurn);
}

#[test]
fn p4_p7_the_dealt_pyramid_shows_each_card_with_its_cost_and_the_deck_as_a_count() {
    let mut h = harness_in(&common::temp_dir("pyr-deal"));
    deal(&mut h);
    let g = game(&h).clone();
    for place in Place::ALL {
        let label = tile_label(&g, place);
        assert!(
            h.query_by_label(&label).is_some(),
            "the tile {label:?} is not on screen"
        );
    }
    see(&h, "in the AI's deck");
    assert!(h.query_by_label(&g.deck_len().to_string()).is_some());
    // What to do before turn 1 is said once, not in both columns.
    assert_eq!(
        h.query_all_by_label_contains("The pyramid is dealt.")
            .count(),
        1
    );
    // The deck's cards are never named: no seventh card's name with a place on screen.
    see(&h, "Start turn 1");
}

#[test]
fn p5_a_swap_by_two_taps_then_start_turn_1() {
    let mut h = harness_in(&common::temp_dir("pyr-swap"));
    deal(&mut h);
    let before = game(&h).clone();
    click(&mut h, "Swap two");
    tap(&mut h, Place::B1);
    see(&h, "B1 picked: now tap the second place.");
    tap(&mut h, Place::T);
    let g = game(&h);
    assert_eq!(g.adjustment(), Adjustment::Swap);
    assert_eq!(g.card_at(Place::B1), before.card_at(Place::T));
    assert_eq!(g.card_at(Place::T), before.card_at(Place::B1));
    see(&h, "Undo: Swap B1 and T");
    // The swap is made once (P5): neither tool is offered again, and a tap does nothing.
    assert!(
        h.query_by_label("Swap two").is_none(),
        "Swap two is offered again"
    );
    assert!(
        h.query_by_label("Redraw").is_none(),
        "Redraw is offered again"
    );
    not_see(&h, "Tap two places to swap");
    see(&h, "Swap made. To choose another change, undo it.");
    let swapped = game(&h).clone();
    tap(&mut h, Place::B1);
    tap(&mut h, Place::B2);
    assert_eq!(*game(&h), swapped);
    not_see(&h, "made once");
    // Undone, both come back.
    click(&mut h, "Undo: Swap B1 and T");
    assert!(h.query_by_label("Swap two").is_some());
    click(&mut h, "Redo: Swap B1 and T");
    click(&mut h, "Start turn 1");
    assert_eq!(game(&h).phase(), Phase::Turn);
    assert_eq!(game(&h).turn(), 1);
}

#[test]
fn p11_p16_a_gold_makes_the_ai_score_a_card_the_player_taps_in_the_lowest_row() {
    let mut h = harness_in(&common::temp_dir("pyr-gold"));
    deal(&mut h);
    click(&mut h, "Start turn 1");
    click(&mut h, "Buy Gold ($6)");
    assert_eq!(game(&h).owed().0, 1);
    see(&h, "The AI scores 1 card");
    // The big button waits for the pick.
    see(&h, "Tap the AI's cards first");
    // A tap outside the lowest row is refused with the rule, and changes nothing.
    let before = game(&h).clone();
    tap(&mut h, Place::T);
    assert_eq!(*game(&h), before);
    see(&h, "bottom row");
    let pick = game(&h).choosable()[0];
    let card = game(&h).card_at(pick).unwrap();
    tap(&mut h, pick);
    let g = game(&h);
    assert_eq!(g.owed().0, 0);
    assert_eq!(g.score_pile_len(), 1);
    assert_eq!(g.card_at(pick), None);
    see(
        &h,
        &format!(
            "Undo: AI scored {} from {}",
            words::card_name(game(&h).setup(), card),
            pick.name()
        ),
    );
}

/// P8: each turn starts with Buy as the tap's tool, whatever was chosen between turns (there,
/// only "Curse to a place" applies).
#[test]
fn p8_a_new_turn_starts_with_buy_as_the_tool() {
    let mut h = harness_in(&common::temp_dir("pyr-tool"));
    deal(&mut h);
    click(&mut h, "Start turn 1");
    click(&mut h, "End turn 1 (0 piles empty)");
    assert_eq!(game(&h).phase(), Phase::BetweenTurns);
    click(&mut h, "Start turn 2");
    let place = Place::ALL
        .into_iter()
        .find(|&p| game(&h).card_at(p).is_some() && game(&h).cost_at(p).is_some())
        .expect("a card to buy");
    tap(&mut h, place);
    let done = words::step_words(game(&h), true).unwrap_or_default();
    assert!(done.starts_with("Bought"), "the tap bought: {done:?}");
}

/// P4, P29: the deal is on the table as soon as it is dealt: closed before anything is
/// played, the app offers it again, the same six cards and the same deck.
#[test]
fn p4_p29_a_dealt_pyramid_is_offered_again_before_anything_is_played() {
    let dir = common::temp_dir("pyr-dealt");
    let mut h = harness_in(&dir);
    deal(&mut h);
    let g = game(&h).clone();
    assert_eq!(g.actions_applied(), 0);
    drop(h);
    let mut h = harness_in(&dir);
    h.run();
    let entry = "Solo pyramid, Normal, mix A, before turn 1";
    let resume = resume_entry(&h, entry);
    click(&mut h, &resume);
    assert_eq!(*game(&h), g, "the same deal and deck");
    // Left for a new game before turn 1, it is offered as left, not lost.
    click(&mut h, "New game");
    let left = resume_entry(&h, entry);
    assert!(left.ends_with("(left unfinished)"), "{left}");
}

#[test]
fn the_start_screen_remembers_the_mode_of_the_last_game() {
    let dir = common::temp_dir("pyr-mode");
    let mut h = harness_in(&dir);
    deal(&mut h);
    assert_eq!(h.state().settings().mode, "pyramid");
}

/// P16 (issue 42): "The AI scores" under a reshuffle is taken on a phone: the AI scores its
/// leftmost lowest card (the browser's phone test found the tap on it doing nothing).
#[test]
fn p16_the_ai_scores_after_a_reshuffle_is_taken_on_a_phone() {
    let dir = common::temp_dir("pyramid-ai-scores");
    let mut h = harness_sized(&dir, [390.0, 844.0]);
    deal(&mut h);
    click_starting(&mut h, "Start turn 1");
    let before = game(&h).actions_applied();
    click(&mut h, "The AI scores");
    assert!(
        game(&h).actions_applied() > before,
        "the AI scored: {:?}",
        common::texts(&h)
    );
}

/// Issue 42: between turns with every place full, the hint does not ask for a tap on an empty
/// place that is not there: it says a Curse given now goes to the trash, and by which button.
#[test]
fn p21_with_no_empty_place_the_hint_sends_a_curse_to_the_trash() {
    let mut h = harness_in(&common::temp_dir("pyr-no-place"));
    deal(&mut h);
    click(&mut h, "Start turn 1");
    h.get_by_label("End turn 1 (0 piles empty)").click();
    h.run();
    assert_eq!(game(&h).phase(), Phase::BetweenTurns);
    assert!(Place::ALL.iter().all(|&p| game(&h).card_at(p).is_some()));
    not_see_text(&h, "Tap the empty place");
    see(
        &h,
        "No place is empty: a Curse given to the AI goes to the trash (\"Give the AI a Curse: to the trash\").",
    );
}

fn not_see_text(h: &Harness<'_, App>, text: &str) {
    assert!(
        h.query_all_by_label_contains(text).next().is_none(),
        "the screen says {text:?}"
    );
}
