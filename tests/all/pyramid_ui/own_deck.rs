//! Issue 44, the pyramid with the table's own VP deck, through the screen: chosen at setup
//! (the checklist says to shuffle and deal it), the deal asks place by place which card was
//! dealt with exactly the kinds still face down and their counts, a mistaken card is taken
//! back from the dialog, the cards told fill the pyramid, a redraw asks for the card turned
//! over; an app-shuffled pyramid asks nothing and shows no face-down count.

use super::*;
use crate::common::ui::{face_down_answers, tap_face_down};

const OWN: &str = "Our own VP deck: we shuffle it, deal and turn the cards over";

fn deal_question(place: &str) -> String {
    format!("Deal the pyramid: turn over the deck's top card for {place}. Which is it?")
}

/// A pyramid at Normal with mix A and the table's own deck, started through the setup.
fn deal_own(h: &mut Harness<'_, App>) {
    h.run();
    click(h, "Solo: the VP pyramid AI");
    click(h, OWN);
    see(
        h,
        "The AI's VP cards shuffled face down into one deck: 12 Estates, 10 Duchies, 8 \
         Provinces. The app asks for each card you deal or turn over.",
    );
    see(
        h,
        "Then deal: turn over the deck's top card for each place, bottom row first, and tap it.",
    );
    click(h, "Deal the pyramid");
    assert!(game(h).setup().own_deck);
}

#[test]
fn own_deck_the_deal_asks_place_by_place_with_exactly_the_cards_face_down() {
    let mut h = harness_in(&common::temp_dir("pyr-own-1"));
    deal_own(&mut h);
    see(&h, &deal_question("B1"));
    see(&h, "Card 1 of 6, bottom row first.");
    assert_eq!(
        face_down_answers(&h),
        [
            "Estate: 12 face down",
            "Duchy: 10 face down",
            "Province: 8 face down"
        ]
    );
    not_see(&h, "Undo the last card");
    click(&mut h, "Duchy: 10 face down");
    see(&h, &deal_question("B2"));
    assert_eq!(face_down_answers(&h)[1], "Duchy: 9 face down");
    // A mistaken card is taken back from the dialog.
    click(&mut h, "Undo the last card");
    see(&h, &deal_question("B1"));
    assert_eq!(face_down_answers(&h)[1], "Duchy: 10 face down");
    let deal = ["Province", "Estate", "Duchy", "Estate", "Province", "Duchy"];
    let places = ["B1", "B2", "B3", "M1", "M2", "T"];
    for (card, place) in deal.iter().zip(places) {
        see(&h, &deal_question(place));
        tap_face_down(&mut h, card);
    }
    not_see(&h, "Which is it?");
    let g = game(&h).clone();
    for (place, card) in Place::ALL.iter().zip(deal) {
        assert_eq!(
            words::card_name(g.setup(), g.card_at(*place).unwrap()),
            card
        );
        assert!(h.query_by_label(&tile_label(&g, *place)).is_some());
    }
    assert_eq!(g.deck_len(), 24);
    see(&h, "Start turn 1");
}

#[test]
fn own_deck_a_redraw_asks_for_the_card_turned_over() {
    let mut h = harness_in(&common::temp_dir("pyr-own-2"));
    deal_own(&mut h);
    for _ in 0..6 {
        tap_face_down(&mut h, "Estate");
    }
    let ctx = h.ctx.clone();
    h.state_mut().handle(
        coop_automa::app::Msg::apply(coop_automa::modes::pyramid::Action::Redraw {
            first: Place::M2,
            second: None,
        }),
        &ctx,
    );
    h.run();
    see(&h, "Turn over the top card of the AI's deck: which is it?");
    see(&h, "For: Redraw M2.");
    assert_eq!(
        face_down_answers(&h),
        [
            "Estate: 6 face down",
            "Duchy: 10 face down",
            "Province: 8 face down"
        ]
    );
    click(&mut h, "Province: 8 face down");
    not_see(&h, "which is it?");
    let g = game(&h);
    assert_eq!(
        g.card_at(Place::M2),
        Some(coop_automa::modes::pyramid::Card::Province)
    );
    assert_eq!(g.adjustment(), Adjustment::Redraw);
}

#[test]
fn an_app_shuffled_pyramid_asks_nothing_and_shows_no_face_down_count() {
    let mut h = harness_in(&common::temp_dir("pyr-own-3"));
    deal(&mut h);
    assert!(!game(&h).setup().own_deck);
    not_see(&h, "Which is it?");
    not_see(&h, "face down");
    assert!(face_down_answers(&h).is_empty());
    assert_eq!(game(&h).pyramid().len(), 6);
}

/// Plays `action` as the screen's own presses would.
fn apply(h: &mut Harness<'_, App>, action: coop_automa::modes::pyramid::Action) {
    let ctx = h.ctx.clone();
    h.state_mut()
        .handle(coop_automa::app::Msg::apply(action), &ctx);
    h.run();
}

#[test]
fn own_deck_a_refill_asks_for_each_card_and_cancel_leaves_the_told_one_shown() {
    use coop_automa::modes::pyramid::Card;
    let mut h = harness_in(&common::temp_dir("pyr-own-4"));
    deal_own(&mut h);
    // Two cards scored a turn from the lowest row, two turns: {M2, T} is left, unstable.
    common::ui::pyramid_two_turns_scored(&mut h);
    assert_eq!(game(&h).pyramid().len(), 2);
    // Start turn 3: the cascade leaves four places to refill, each asked for.
    click(&mut h, "Start turn 3");
    see(&h, "Turn over the top card of the AI's deck: which is it?");
    see(&h, "For: the start of the turn.");
    assert_eq!(
        face_down_answers(&h),
        [
            "Estate: 6 face down",
            "Duchy: 10 face down",
            "Province: 8 face down"
        ]
    );
    click(&mut h, "Province: 8 face down");
    see(
        &h,
        "Turned over, not yet placed: Province. The next place filled takes it.",
    );
    assert_eq!(face_down_answers(&h)[2], "Province: 7 face down");
    // Cancel: the turn has not started; the card told stays shown, the next press takes it.
    click(&mut h, "Cancel");
    assert_eq!(game(&h).turn(), 2);
    see(
        &h,
        "Turned over, not yet placed: Province. The next place filled takes it.",
    );
    click(&mut h, "Start turn 3");
    for _ in 0..3 {
        tap_face_down(&mut h, "Duchy");
    }
    not_see(&h, "which is it?");
    not_see(&h, "not yet placed");
    let g = game(&h);
    assert_eq!(g.turn(), 3);
    assert_eq!(g.pyramid().len(), 6);
    let placed: Vec<Card> = g.pyramid().cards().collect();
    assert_eq!(placed.iter().filter(|&&c| c == Card::Duchy).count(), 3);
    assert_eq!(placed.iter().filter(|&&c| c == Card::Province).count(), 1);
}

#[test]
fn own_deck_the_deal_offers_redo_and_a_way_out_that_keeps_the_game() {
    use coop_automa::modes::pyramid::{Action, Card};
    let mut h = harness_in(&common::temp_dir("pyr-own-5"));
    deal_own(&mut h);
    // The way out says that the game is kept, not thrown away (issue 60).
    see(&h, "Leave for now (kept in Resume)");
    // Nothing to redo: only the bar's greyed Redo, behind the dialog.
    assert_eq!(h.query_all_by_label("Redo").count(), 1);
    for _ in 0..6 {
        apply(&mut h, Action::Turned { card: Card::Duchy });
    }
    // Undone back into the deal (the last card dealt): the deal asks again, and Redo in the
    // dialog plays the card back without telling it anew.
    click(&mut h, "Undo: Dealt to T: Duchy");
    see(&h, &deal_question("T"));
    click(&mut h, "Redo");
    not_see(&h, "Which is it?");
    assert_eq!(game(&h).card_at(Place::T), Some(Card::Duchy));
    // A new game from the deal: the shell asks first, as anywhere.
    click(&mut h, "Undo: Dealt to T: Duchy");
    // The dialog's button (the top bar has a "New game" of its own, behind the dialog).
    h.query_all_by_label("New game").last().unwrap().click();
    h.run();
    assert!(
        h.query_all_by_label_contains("Leave").next().is_some(),
        "the leave dialog asks first"
    );
}
