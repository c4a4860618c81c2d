//! What is face down never reaches the screen (R3, D3.3, P7). A seeded random game is played;
//! after every action a twin is made from its record with the cards nobody has seen yet in
//! another order (the next card to be drawn swapped with one unlike it), and both are opened on
//! tables of their own: every text on the two screens (each label and value of the
//! accessibility tree) must be the same. A screen that named the next card, or any face-down
//! one, would differ. A folded log is opened and read; every twentieth screen, each button is
//! hovered on both tables and the tooltips compared as well, and the dialogs the kit frames
//! over the screen opened and read (Help, Save as, leaving the game, a Duel's attack). The
//! pyramid's score pile is face
//! down too until the end: its twin holds another card, and only the lines that tell one
//! moment (a card scored, one trashed) may differ. One seed of each is played in English, one
//! in Portuguese (issue 32).

use crate::common;
use coop_automa::modes::coop::CoopSession;
use coop_automa::modes::duel::DuelSession;
use coop_automa::modes::pyramid::PyramidSession;
use coop_automa::store::ModeGame;

use coop_automa::app::App;
use coop_automa::app::pyramid::words as pyramid_words;
use coop_automa::engine::GameRng;
use coop_automa::modes::{coop, duel, pyramid};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use serde::Serialize;

mod pyramid_cards;

/// Two tables side by side, each opening a game from a file of the same name: opening a file
/// on a table already made is quicker than making a table for each screen.
struct Pair {
    tables: [Harness<'static, App>; 2],
    dirs: [std::path::PathBuf; 2],
    /// Screens compared so far.
    screens: usize,
}

impl Pair {
    /// Two tables speaking `lang` ("en", "pt-BR").
    fn new(tag: &str, lang: &str) -> Pair {
        let table = |side: &str| {
            let tag = format!("{tag}-{side}");
            (
                common::fresh_in(&tag, [1024.0, 600.0], lang),
                common::temp_dir(&tag),
            )
        };
        let ((a, da), (b, db)) = (table("a"), table("b"));
        Pair {
            tables: [a, b],
            dirs: [da, db],
            screens: 0,
        }
    }

    /// The tooltips of every button of both tables, hovered one by one (the delay set to
    /// nothing), each table's sorted: texts a hover brings that the table did not show.
    fn tooltips(&mut self) -> [Vec<String>; 2] {
        use egui_kittest::kittest::Queryable;
        let button = |n: &egui_kittest::kittest::AccessKitNode<'_>| {
            n.role() == eframe::egui::accesskit::Role::Button
        };
        self.tables.each_mut().map(|h| {
            h.ctx.all_styles_mut(|s| s.interaction.tooltip_delay = 0.0);
            let shown: Vec<String> = common::texts(h);
            let count = h.query_all_by(button).count();
            let mut tips = Vec::new();
            for i in 0..count {
                let Some(node) = h.query_all_by(button).nth(i) else {
                    break;
                };
                node.hover();
                h.run();
                tips.extend(common::texts(h).into_iter().filter(|t| !shown.contains(t)));
            }
            tips.sort();
            tips.dedup();
            tips
        })
    }

    /// Opens `game` on the first table and `twin` on the second; both must say the same.
    fn same<G: coop_automa::engine::ModeGame + Serialize>(
        &mut self,
        game: &G,
        twin: &G,
        when: &str,
    ) {
        self.open(game, twin);
        same(&self.tables[0], &self.tables[1], when);
        // Now and then every tooltip too (a hover each: too slow for every screen).
        self.screens += 1;
        if self.screens % 20 == 1 {
            let [a, b] = self.tooltips();
            assert!(!a.is_empty(), "{when}: no tooltip was read");
            assert_eq!(a, b, "{when}: a tooltip shows the face-down order");
            self.dialogs(when);
        }
    }

    /// The dialogs the kit frames over this screen, read on both tables (issue 33): Help,
    /// Save as, the question before leaving the game and, in a Duel's turn, the attack.
    fn dialogs(&mut self, when: &str) {
        use coop_automa::app::{Command, Msg};
        let dialogs: [(&str, Msg, Msg); 3] = [
            (
                "the help",
                Msg::Command(Command::Help),
                Msg::Command(Command::Help),
            ),
            (
                "Save as",
                Msg::ask(coop_automa::app::LibraryAsk::OpenSaveAs),
                Msg::CloseFiles,
            ),
            ("the leave dialog", Msg::NewGame, Msg::CancelNewGame),
        ];
        for (what, open, close) in dialogs {
            let before = texts(&self.tables[0]);
            for h in &mut self.tables {
                common::send(h, open.clone());
            }
            assert_ne!(
                texts(&self.tables[0]),
                before,
                "{when}: {what} did not open"
            );
            same(&self.tables[0], &self.tables[1], &format!("{when}, {what}"));
            for h in &mut self.tables {
                common::send(h, close.clone());
            }
        }
        let attack = |n: &egui_kittest::kittest::AccessKitNode<'_>| {
            n.role() == eframe::egui::accesskit::Role::Button
                && matches!(n.label().as_deref(), Some("Attack" | "Atacar"))
        };
        if self.tables.iter().all(|h| h.query_by(attack).is_some()) {
            let before = texts(&self.tables[0]);
            for h in &mut self.tables {
                h.get_by(attack).click_accesskit();
                h.run();
            }
            assert_ne!(
                texts(&self.tables[0]),
                before,
                "{when}: the attack did not open"
            );
            same(
                &self.tables[0],
                &self.tables[1],
                &format!("{when}, the attack"),
            );
            let cancel = |n: &egui_kittest::kittest::AccessKitNode<'_>| {
                n.role() == eframe::egui::accesskit::Role::Button
                    && matches!(n.label().as_deref(), Some("Cancel" | "Cancelar"))
            };
            for h in &mut self.tables {
                h.get_by(cancel).click_accesskit();
                h.run();
            }
        }
    }

    /// Opens `game` and `twin` and hands every text of the two screens to `check`.
    fn same_but<G: coop_automa::engine::ModeGame + Serialize>(
        &mut self,
        game: &G,
        twin: &G,
        check: impl FnOnce(&[String], &[String]),
    ) {
        self.open(game, twin);
        check(&texts(&self.tables[0]), &texts(&self.tables[1]));
    }

    fn open<G: coop_automa::engine::ModeGame + Serialize>(&mut self, game: &G, twin: &G) {
        for ((h, dir), g) in self.tables.iter_mut().zip(&self.dirs).zip([game, twin]) {
            let file = dir.join("game.ron");
            std::fs::write(
                &file,
                coop_automa::store::to_ron(g, "test", None, 0).unwrap(),
            )
            .unwrap();
            common::send(
                h,
                coop_automa::app::Msg::ask(coop_automa::app::LibraryAsk::OpenFile(file)),
            );
            // A folded log is opened, its lines read too: the header is pressed, and pressed
            // again if that folded it (its state is kept from the game before).
            let is_log = |n: &egui_kittest::kittest::AccessKitNode<'_>| {
                n.role() == eframe::egui::accesskit::Role::DisclosureTriangle
                    && n.label().as_deref() == Some("Log")
            };
            if h.query_by(is_log).is_some() {
                let before = common::texts(h).len();
                h.get_by(is_log).click_accesskit();
                h.run();
                if common::texts(h).len() < before {
                    h.get_by(is_log).click_accesskit();
                    h.run();
                }
            }
        }
    }
}

/// Every text on screen (`common::texts`), sorted.
fn texts(h: &Harness<'_, App>) -> Vec<String> {
    let mut all = common::texts(h);
    all.sort();
    all
}

/// The two tables say the same, word for word.
fn same(a: &Harness<'_, App>, b: &Harness<'_, App>, when: &str) {
    let (ta, tb) = (texts(a), texts(b));
    if ta != tb {
        let only_a: Vec<&String> = ta.iter().filter(|t| !tb.contains(t)).collect();
        let only_b: Vec<&String> = tb.iter().filter(|t| !ta.contains(t)).collect();
        panic!("{when}: the face-down order shows: {only_a:?} against {only_b:?}");
    }
}

/// Swaps the first unseen card (`order[seen]`) with the first later one unlike it; false when
/// all unseen cards are alike (nothing to hide).
fn swap_next<T: PartialEq>(order: &mut [T], seen: usize) -> bool {
    match (seen + 1..order.len()).find(|&k| order[k] != order[seen]) {
        Some(k) => {
            order.swap(seen, k);
            true
        }
        None => false,
    }
}

#[test]
fn d3_3_no_face_down_curse_deck_card_shows() {
    for (seed, lang) in [(4, "en"), (12, "pt-BR")] {
        let setup = duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(seed));
        let mut game = duel::DuelGame::new(setup).unwrap();
        let full = game.deck_len();
        let mut rng = GameRng::from_seed(seed);
        let mut twins = 0;
        let mut pair = Pair::new("hidden", lang);
        for step in 0..200 {
            let mut record = game.record();
            if swap_next(&mut record.start.deck, full - game.deck_len()) {
                let twin = duel::DuelGame::replay(record).unwrap();
                assert_ne!(twin.deck_hidden(), game.deck_hidden());
                pair.same(&game, &twin, &format!("seed {seed}, after {step} actions"));
                twins += 1;
            }
            let Some(action) = duel::random_action(&game, &mut rng) else {
                break;
            };
            let _ = game.apply(action);
        }
        assert!(twins > 20, "seed {seed}: only {twins} screens compared");
    }
}

/// Swaps the top card of a bottom-first pile of `len` unseen cards (`order[len - 1]`) with the
/// highest one below it unlike it; false when all are alike.
fn swap_top<T: PartialEq>(order: &mut [T], len: usize) -> bool {
    let Some(top) = len.checked_sub(1) else {
        return false;
    };
    match (0..top).rev().find(|&k| order[k] != order[top]) {
        Some(k) => {
            order.swap(top, k);
            true
        }
        None => false,
    }
}

/// Whether a coop pile has been shuffled again: from then on its order is no longer the one
/// the game began with, and a twin made by swapping the start's cards would differ in what
/// was seen.
fn reshuffled(game: &coop::Game, kind: coop::PileKind) -> bool {
    game.log().any(|(_, events)| {
        events
            .iter()
            .any(|e| matches!(e, coop::Event::Reshuffled { pile, .. } if *pile == kind))
    })
}

#[test]
fn r3_no_face_down_treasure_or_hex_shows() {
    for (seed, lang) in [(6, "en"), (19, "pt-BR")] {
        let mut setup = common::setup(8, 0);
        setup.seed = Some(seed);
        setup.shared_hexes = true;
        let mut game = coop::Game::new(setup).unwrap();
        let mut rng = GameRng::from_seed(seed);
        let (mut treasure_twins, mut hex_twins) = (0, 0);
        let mut pair = Pair::new("hidden-coop", lang);
        for step in 0..400 {
            {
                // The treasure pile and the Hex pile in turn, each while its first order holds.
                let mut record = game.record();
                let swapped = if step % 2 == 0 {
                    !reshuffled(&game, coop::PileKind::Treasure)
                        && swap_top(&mut record.start.treasure_pile, game.treasure_pile_len())
                } else {
                    !reshuffled(&game, coop::PileKind::Hex)
                        && swap_top(&mut record.start.hex_pile, game.hex_pile_len())
                };
                if swapped {
                    let twin = coop::Game::replay(record).unwrap();
                    assert!(
                        twin.treasure_pile_hidden() != game.treasure_pile_hidden()
                            || twin.hex_pile_hidden() != game.hex_pile_hidden()
                    );
                    pair.same(&game, &twin, &format!("seed {seed}, after {step} actions"));
                    if step % 2 == 0 {
                        treasure_twins += 1;
                    } else {
                        hex_twins += 1;
                    }
                }
            }
            if game.is_over() {
                break;
            }
            let _ = game.apply(coop::random_action(&game, &mut rng));
        }
        eprintln!("DEBUG {treasure_twins} {hex_twins} round {}", game.round());
        assert!(
            treasure_twins > 10 && hex_twins > 10,
            "seed {seed}: only {treasure_twins} treasure and {hex_twins} Hex screens compared"
        );
    }
}
