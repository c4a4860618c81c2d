//! What the screen says is true to the rules: the face-down piles stay hidden (R3), each Hex
//! shows its own effect (R20), Locusts shows its coop rule (R22), and the setup checklist puts
//! out the States (R5). Driven through accessible labels, like tests/screen.rs.

use crate::common;
use coop_automa::modes::coop::CoopSession;

use common::{setup, stacked};
use coop_automa::app::coop::words;
use coop_automa::app::{App, Options};
use coop_automa::modes::coop::{Action, Card, Game, Hex, Phase, Seat, Treasure};
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, HarnessBuilder};
use std::path::PathBuf;
use std::time::Instant;

use Treasure::{Copper, Silver};

/// The app with `game` opened from a file in a fresh data folder.
fn harness_with(game: &Game) -> (Harness<'static, App>, PathBuf) {
    let (h, dir) = common::opened("truth", "state.ron", game, [1280.0, 800.0]);
    assert!(
        h.state().table().game::<coop_automa::modes::coop::Coop>() == Some(game),
        "the game was opened"
    );
    (h, dir)
}

/// Every text on screen: each widget's accessible label and value.
fn texts(h: &Harness<'_, App>) -> Vec<String> {
    let mut all: Vec<String> = h
        .query_all_by(|_| true)
        .flat_map(|n| {
            let node = n.accesskit_node();
            [node.label(), node.value()]
        })
        .flatten()
        .filter(|t| !t.is_empty())
        .collect();
    all.sort();
    all
}

/// Whether `text` holds `word` as a whole word ("War", not "Warning").
fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

fn apply(game: &mut Game, action: Action) {
    if let Err(e) = game.apply(action) {
        panic!("{action:?} refused: {e:?}");
    }
}

/// Presses the big button until round `round` has begun.
fn play_to(game: &mut Game, round: u32) {
    while game.round() < round {
        let action = game.primary_action().expect("not over");
        apply(game, action);
    }
}

/// Round `round`, both turns ended: the automa's step is due, its card still face down.
fn step_due(mut game: Game, round: u32) -> Game {
    play_to(&mut game, round);
    apply(&mut game, Action::EndTurn);
    apply(&mut game, Action::EndTurn);
    assert_eq!(game.phase(), Phase::AutomaDue);
    game
}

/// Round 3's Hex step with `hex` revealed and being resolved.
fn hex_revealed(hex: Hex) -> Game {
    let mut g = step_due(stacked(setup(12, 4), &[], &[hex]), 3);
    apply(&mut g, Action::AutomaStep);
    assert_eq!(g.pending_hex().map(|p| p.hex), Some(hex));
    g
}

// ---- R3: the face-down piles ----

/// A moment of a game: its name and how to get there from the start.
type Moment = (&'static str, fn(Game) -> Game);

#[test]
fn r3_the_screen_is_the_same_whatever_order_the_face_down_piles_hold() {
    // Two games that reveal the same cards up to round 6 (Copper, Famine, Silver, Greed,
    // Silver) and whose face-down piles then go on differently: the table cannot tell them apart, so
    // neither may the screen.
    let a = stacked(
        setup(12, 4),
        &[Copper, Silver, Silver, Silver],
        &[Hex::Famine, Hex::Greed, Hex::War],
    );
    let b = stacked(
        setup(12, 4),
        &[Copper, Silver, Silver, Copper],
        &[Hex::Famine, Hex::Greed, Hex::Plague],
    );
    assert_ne!(a.treasure_pile_hidden(), b.treasure_pile_hidden());
    assert_ne!(a.hex_pile_hidden(), b.hex_pile_hidden());
    let moments: [Moment; 6] = [
        ("round 1", |g| g),
        ("round 2, the treasure step due", |g| step_due(g, 2)),
        ("round 3, the Hex step due", |g| step_due(g, 3)),
        ("round 3, Famine being resolved", |g| {
            let mut g = step_due(g, 3);
            apply(&mut g, Action::AutomaStep);
            g
        }),
        ("round 6, the treasure step due", |g| step_due(g, 6)),
        ("round 7, the next Hex and the next treasure differ", |g| {
            step_due(g, 7)
        }),
    ];
    for (moment, at) in moments {
        let (ga, gb) = (at(a.clone()), at(b.clone()));
        assert_eq!(
            ga.discard(),
            gb.discard(),
            "{moment}: the same cards revealed"
        );
        assert_ne!(ga.treasure_pile_hidden(), gb.treasure_pile_hidden());
        assert_ne!(ga.hex_pile_hidden(), gb.hex_pile_hidden());
        let (ha, dir_a) = harness_with(&ga);
        let (hb, dir_b) = harness_with(&gb);
        let (ta, tb) = (texts(&ha), texts(&hb));
        assert!(ta.len() > 20, "{moment}: the screen has {} texts", ta.len());
        let only_a: Vec<_> = ta.iter().filter(|t| !tb.contains(t)).collect();
        let only_b: Vec<_> = tb.iter().filter(|t| !ta.contains(t)).collect();
        assert!(
            only_a.is_empty() && only_b.is_empty(),
            "{moment}: the screen shows the face-down piles: {only_a:?} in one game, {only_b:?} in the other"
        );
        let _ = std::fs::remove_dir_all(dir_a);
        let _ = std::fs::remove_dir_all(dir_b);
    }
}

#[test]
fn r3_the_top_hex_is_not_named_until_it_is_revealed() {
    for hex in Hex::ALL {
        // Round 3, the Hex step due: `hex` is on top of the Hex pile, face down.
        let due = step_due(stacked(setup(12, 4), &[], &[hex]), 3);
        assert_eq!(due.hex_pile_hidden().last(), Some(&hex));
        assert!(!due.discard().contains(&Card::Hex(hex)));
        let (h, dir) = harness_with(&due);
        let named: Vec<_> = texts(&h)
            .into_iter()
            .filter(|t| has_word(t, hex.name()))
            .collect();
        assert!(
            named.is_empty(),
            "{} is face down on top of the Hex pile, yet the screen says {named:?}",
            hex.name()
        );
        let _ = std::fs::remove_dir_all(dir);
        // Once revealed it is named: the check above looks where the name would be.
        let (h, dir) = harness_with(&hex_revealed(hex));
        assert!(
            texts(&h).iter().any(|t| has_word(t, hex.name())),
            "{} revealed but not named",
            hex.name()
        );
        let _ = std::fs::remove_dir_all(dir);
    }
}

// ---- R20: each Hex in its own words ----

#[test]
fn r20_each_revealed_hex_shows_its_own_effect_and_no_other() {
    for hex in Hex::ALL {
        let (h, dir) = harness_with(&hex_revealed(hex));
        let on_screen = texts(&h);
        let own = &words::hex_summary(hex);
        assert!(
            on_screen
                .iter()
                .any(|t| t.contains(&format!("Revealed card: {}. {own}", hex.name()))),
            "{}: the large card does not say {own:?}",
            hex.name()
        );
        assert!(
            on_screen
                .iter()
                .any(|t| t.starts_with("Each player: ") && t.contains(own.as_str())),
            "{}: what each player does is not {own:?}",
            hex.name()
        );
        for other in Hex::ALL.iter().filter(|o| **o != hex) {
            let theirs = &words::hex_summary(*other);
            let shown: Vec<_> = on_screen
                .iter()
                .filter(|t| t.contains(theirs.as_str()))
                .collect();
            assert!(
                shown.is_empty(),
                "{} revealed, but the screen gives {}'s effect: {shown:?}",
                hex.name(),
                other.name()
            );
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}

// ---- R22: Locusts' coop rule with the Hex ----

/// Whether what the players are told to do now (Locusts' effect, large and framed) carries the
/// coop rule beside it, not only the small print under it.
fn coop_rule_with_the_effect(h: &Harness<'_, App>) -> bool {
    let effect = &words::hex_summary(Hex::Locusts);
    texts(h).iter().any(|t| {
        t.contains(effect.as_str())
            && t.contains("Coop rule")
            && t.contains("Victory card")
            && t.contains("one Curse")
    })
}

/// The texts that give Locusts' effect, for a failure message.
fn effect_texts(h: &Harness<'_, App>) -> Vec<String> {
    let effect = &words::hex_summary(Hex::Locusts);
    texts(h)
        .into_iter()
        .filter(|t| t.contains(effect.as_str()))
        .collect()
}

#[test]
fn r22_locusts_shows_its_coop_rule_with_the_hex() {
    // Revealed by the automa.
    let (h, dir) = harness_with(&hex_revealed(Hex::Locusts));
    h.get_by_label("Hex: Locusts");
    assert!(
        coop_rule_with_the_effect(&h),
        "Locusts revealed, but its effect comes without the coop rule: {:?}",
        effect_texts(&h)
    );
    let _ = std::fs::remove_dir_all(dir);

    // Received by a player from their own card (R23).
    let mut s = setup(12, 4);
    s.shared_hexes = true;
    let mut g = stacked(s, &[], &[Hex::Locusts]);
    play_to(&mut g, 2);
    apply(&mut g, Action::ReceiveHex { seat: Seat::First });
    let (h, dir) = harness_with(&g);
    assert!(
        texts(&h)
            .iter()
            .any(|t| t.contains("Alex receives Locusts")),
        "the received Hex is shown"
    );
    assert!(
        coop_rule_with_the_effect(&h),
        "Locusts received by Alex, but its effect comes without the coop rule: {:?}",
        effect_texts(&h)
    );
    let _ = std::fs::remove_dir_all(dir);

    // The coop rule is Locusts' own: another Hex does not carry it.
    let (h, dir) = harness_with(&hex_revealed(Hex::Famine));
    assert!(
        !texts(&h).iter().any(|t| t.contains("Coop rule")),
        "Famine shows a coop rule"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// R22: Delusion when both players hold Envious already: nobody takes a card, and the big
/// box says so instead of the card's instruction.
#[test]
fn r22_delusion_with_both_players_envious_says_nobody_takes_a_state() {
    let mut g = stacked(setup(12, 4), &[Copper, Copper], &[Hex::Envy, Hex::Delusion]);
    while g.pending_hex().map(|p| p.hex) != Some(Hex::Delusion) {
        let action = g.primary_action().expect("not over");
        apply(&mut g, action);
    }
    let (h, dir) = harness_with(&g);
    let all = texts(&h);
    assert!(
        all.iter()
            .any(|t| t.starts_with("Nobody takes a State card")),
        "{all:?}"
    );
    assert!(
        !all.iter().any(|t| t.starts_with("Each player: ")),
        "{all:?}"
    );
    let _ = std::fs::remove_dir_all(dir);
    // With a State to take, the instruction is the card's.
    let (h, dir) = harness_with(&hex_revealed(Hex::Delusion));
    assert!(texts(&h).iter().any(|t| t.starts_with("Each player: ")));
    let _ = std::fs::remove_dir_all(dir);
}

// ---- R5: the States beside the automa ----

const STATES_LINE: &str =
    "Put 2 Deluded/Envious and 2 Miserable/Twice Miserable cards beside the automa.";

#[test]
fn r5_the_setup_checklist_puts_the_states_beside_the_automa() {
    let dir = common::temp_dir("truth-setup");
    let options = Options {
        data_dir: Some(dir.clone()),
        ..Options::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::new(&options, Instant::now()));
    h.run();
    assert!(
        h.state()
            .table()
            .game::<coop_automa::modes::coop::Coop>()
            .is_none(),
        "the setup screen"
    );
    let lines: Vec<String> = texts(&h)
        .into_iter()
        .filter(|t| t.starts_with("• "))
        .collect();
    assert!(lines.len() >= 5, "the checklist is on screen: {lines:?}");
    assert!(
        lines.iter().any(|l| l.contains(STATES_LINE)),
        "the checklist does not put out the States: {lines:?}"
    );
    let _ = std::fs::remove_dir_all(dir);
}
