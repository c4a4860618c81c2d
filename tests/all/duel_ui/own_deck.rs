//! Issue 44, the Duel with the table's own Curse Deck, through the screen: chosen at setup
//! (the checklist says what to shuffle), a draw asks which card was turned over with exactly
//! the kinds still face down and their counts, a tap plays the card and the draw, Cancel
//! plays nothing, a card told and not drawn is shown and taken by the next draw, an attack
//! asks once for each card it draws, undo names the card told; an app-shuffled Duel asks
//! nothing and shows no face-down count.

use super::*;
use crate::common::ui::face_down_answers;
use coop_automa::app::Msg;
use coop_automa::modes::duel::Action;

const OWN: &str = "Our own Curse Deck: we shuffle it and turn the cards over";
const TITLE: &str = "Turn over the top card of the Curse Deck: which is it?";

/// A Duel for Alex, Bea and Cam with the table's own deck, started through the setup.
fn start_own(h: &mut Harness<'_, App>) {
    h.run();
    click(h, "Duel: 2 to 4 players, life points");
    not_see(h, "Our own Curse Deck: 20");
    click(h, OWN);
    see(
        h,
        "Our own Curse Deck: 20 Curses, 10 Give and Takes, 6 Contagions and 5 Cursed Golds \
         (41 cards) shuffled into one face-down pile.",
    );
    click(h, "Start the Duel");
    assert!(game(h).setup().own_deck);
    see(h, "Curse Deck: 41 cards");
}

#[test]
fn own_deck_a_draw_asks_which_card_offers_exactly_those_face_down_and_undo_names_it() {
    let dir = common::temp_dir("duel-own-1");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start_own(&mut h);
    click(&mut h, "Bea draws a curse");
    see(&h, TITLE);
    see(&h, "Bea gains this card.");
    not_see(&h, "For: Bea gains a curse.");
    assert_eq!(
        face_down_answers(&h),
        [
            "Curse: 20 face down",
            "Give and Take: 10 face down",
            "Contagion: 6 face down",
            "Cursed Gold: 5 face down"
        ]
    );
    assert_eq!(
        game(&h).life(1),
        Some(13),
        "nothing drawn before the card is told"
    );
    click(&mut h, "Contagion: 6 face down");
    not_see(&h, TITLE);
    let g = game(&h);
    assert_eq!(g.life(1), Some(11), "D4.1: Contagion costs 2");
    assert_eq!(g.drawn(1, CurseCard::Contagion), 1);
    see(&h, "Take: Contagion");
    see(&h, "Curse Deck: 40 cards");
    // The next draw offers one Contagion fewer.
    click(&mut h, "Cam draws a curse");
    assert_eq!(face_down_answers(&h)[2], "Contagion: 5 face down");
    // Cancel plays nothing: the game is as it was.
    let before = game(&h).clone();
    click(&mut h, "Cancel");
    not_see(&h, TITLE);
    assert_eq!(game(&h), &before);
    // Undo names the draw, then the card told; the card told and not drawn is shown, and
    // the next draw, anyone's, takes it without asking.
    click(&mut h, "Undo: Bea drew a Contagion");
    assert_eq!(game(&h).life(1), Some(13));
    see(
        &h,
        "Turned over, not yet drawn: Contagion. The next curse drawn takes it.",
    );
    see(&h, "Undo: Turned over: Contagion");
    click(&mut h, "Cam draws a curse");
    not_see(&h, TITLE);
    assert_eq!(game(&h).drawn(2, CurseCard::Contagion), 1);
    not_see(&h, "Turned over, not yet drawn");
}

#[test]
fn own_deck_a_kind_all_drawn_is_no_longer_offered() {
    let dir = common::temp_dir("duel-own-2");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start_own(&mut h);
    let ctx = h.ctx.clone();
    for _ in 0..5 {
        h.state_mut().handle(
            Msg::apply(Action::CurseTurned {
                card: CurseCard::CursedGold,
            }),
            &ctx,
        );
    }
    h.run();
    see(
        &h,
        "Turned over, not yet drawn: Cursed Gold, Cursed Gold, Cursed Gold, Cursed Gold and \
         Cursed Gold. The next curses drawn take them, in that order.",
    );
    // Five draws take the five told, with no question.
    for name in ["Alex", "Bea", "Cam", "Alex", "Bea"] {
        click(&mut h, &format!("{name} draws a curse"));
        not_see(&h, TITLE);
    }
    assert_eq!(game(&h).life(0), Some(9));
    click(&mut h, "Cam draws a curse");
    see(&h, TITLE);
    assert_eq!(
        face_down_answers(&h),
        [
            "Curse: 20 face down",
            "Give and Take: 10 face down",
            "Contagion: 6 face down"
        ]
    );
}

#[test]
fn own_deck_an_attack_asks_for_each_card_it_draws() {
    let dir = common::temp_dir("duel-own-3");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start_own(&mut h);
    click(&mut h, "Attack");
    click(&mut h, "Attacker's Warrior: strength 4");
    click(&mut h, "Next: Bea");
    click(&mut h, "Bea's Warrior: strength 6");
    click(&mut h, "Next: Cam");
    click(&mut h, "Cam: nothing");
    click(&mut h, "Next");
    click(&mut h, "Resolve the attack");
    // Alex draws first (Bea won), then Cam: two cards, asked one at a time.
    see(&h, TITLE);
    // Whose attack it is, though the attacker draws for it too (Alex lost to Bea).
    see(&h, "For: Alex's attack, a Warrior of strength 4.");
    // Whom each card is for (issue 60): the loser of the first battle, then Cam.
    see(&h, "Alex gains this card.");
    click(&mut h, "Give and Take: 10 face down");
    see(&h, TITLE);
    see(&h, "Cam gains this card.");
    not_see(&h, "Alex gains this card.");
    see(&h, "Already turned over for it: Give and Take.");
    click(&mut h, "Curse: 20 face down");
    not_see(&h, TITLE);
    let g = game(&h);
    assert_eq!(g.life(0), Some(10));
    assert_eq!(g.life(1), Some(13), "Bea won her battle");
    assert_eq!(g.life(2), Some(12));
    see(&h, "Alex draws a Give and Take");
    see(&h, "Cam draws a Curse");
}

#[test]
fn an_app_shuffled_duel_asks_nothing_and_shows_no_face_down_count() {
    let dir = common::temp_dir("duel-own-4");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start(&mut h);
    assert!(!game(&h).setup().own_deck);
    not_see(&h, "Our own Curse Deck: 20");
    let top = game(&h).deck_hidden()[0];
    click(&mut h, "Bea draws a curse");
    not_see(&h, TITLE);
    assert!(face_down_answers(&h).is_empty());
    not_see(&h, "face down");
    assert_eq!(game(&h).drawn(1, top), 1);
}

/// A card told and not drawn is shown while the game runs, never once it has ended (no curse
/// is drawn then): the line says what to do at the end instead.
#[test]
fn own_deck_a_card_waiting_is_not_shown_after_the_end() {
    use coop_automa::modes::duel::PileReport;
    let dir = common::temp_dir("duel-own-5");
    let mut h = harness_sized(&dir, [1280.0, 800.0]);
    start_own(&mut h);
    let ctx = h.ctx.clone();
    for msg in [
        Msg::apply(Action::CurseTurned {
            card: CurseCard::Curse,
        }),
        Msg::apply(Action::EndTurn(PileReport {
            province_empty: true,
            other_empty: 0,
        })),
    ] {
        h.state_mut().handle(msg, &ctx);
        h.run();
        if h.state().table().asking() {
            h.state_mut().handle(Msg::Answer(true), &ctx);
            h.run();
        }
    }
    assert!(game(&h).is_over(), "the Province pile ended the game");
    assert_eq!(game(&h).turned_waiting(), &[CurseCard::Curse]);
    not_see(&h, "Turned over, not yet drawn");
}
