//! Issue 60: every "which card did you turn over" dialog (the Duel's own Curse Deck in a
//! Warrior battle, the pyramid's own deal and its refill) stands whole with all its answers
//! at a phone, a small laptop and a TV, at the smallest and the largest text, in both
//! languages: each answer inside the window, none under another part of the dialog, and the
//! last one takes a tap (a scrolled-away answer used to take none).

use crate::common;

use coop_automa::app::{App, Msg};
use coop_automa::modes::{duel, pyramid};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

const SIZES: [[f32; 2]; 3] = [[390.0, 844.0], [1024.0, 600.0], [1920.0, 1080.0]];
/// The smallest and the largest text size the Menu offers.
const ZOOMS: [f32; 2] = [0.75, 2.0];

fn app(size: [f32; 2], lang: &str, zoom: f32) -> Harness<'static, App> {
    common::fresh_zoomed("which-card-fit", size, lang, zoom)
}

/// The answer buttons: those whose label starts with one of `cards` and a colon.
fn answers(h: &Harness<'_, App>, cards: &[&str]) -> Vec<(String, egui::Rect)> {
    h.query_all_by(|n| {
        n.role() == egui::accesskit::Role::Button
            && n.label()
                .is_some_and(|l| cards.iter().any(|c| l.starts_with(&format!("{c}: "))))
    })
    .map(|n| (n.accesskit_node().label().unwrap_or_default(), n.rect()))
    .collect()
}

/// `expected` answers, each inside the window and over no other button; then a tap on the
/// last one is taken (the dialog's state changes).
fn whole(h: &mut Harness<'_, App>, what: &str, cards: &[&str], expected: usize) {
    let window = h.ctx.content_rect();
    let found = answers(h, cards);
    assert_eq!(found.len(), expected, "{what}: the answers {found:?}");
    let buttons: Vec<egui::Rect> = h
        .query_all_by(|n| n.role() == egui::accesskit::Role::Button)
        .map(|n| n.rect())
        .collect();
    for (label, rect) in &found {
        assert!(
            window.contains_rect(*rect),
            "{what}: {label:?} {rect:?} is not in the window {window:?}"
        );
        // Over the table's own buttons behind the dialog is fine; over another answer or
        // the dialog's buttons (pinned below) is not.
        let overlapped = buttons
            .iter()
            .filter(|b| *b != rect && b.intersects(*rect) && b.area() < window.area() / 4.0)
            .count();
        assert!(
            found
                .iter()
                .all(|(l, r)| l == label || !r.intersects(*rect)),
            "{what}: {label:?} overlaps another answer ({overlapped} buttons over it)"
        );
    }
    let texts_before = common::texts(h);
    let (last, _) = found.last().unwrap().clone();
    h.get_by(|n| {
        n.label().as_deref() == Some(last.as_str()) && n.role() == egui::accesskit::Role::Button
    })
    .click();
    h.run();
    assert_ne!(
        common::texts(h),
        texts_before,
        "{what}: a tap on {last:?} was not taken"
    );
}

/// The Duel for three with the table's own Curse Deck, Ann's Warrior lost to Ben's: the
/// question names whom the card is for.
#[test]
fn the_duels_question_in_a_battle_stands_whole_and_names_its_player() {
    for (lang, cards, gains) in [
        (
            "en",
            ["Curse", "Give and Take", "Contagion", "Cursed Gold"],
            "Ann gains this card.",
        ),
        (
            "pt-BR",
            ["Maldição", "Give and Take", "Contagion", "Cursed Gold"],
            "Ann recebe esta carta.",
        ),
    ] {
        for size in SIZES {
            for zoom in ZOOMS {
                let what = format!("duel {lang} {size:?} zoom {zoom}");
                let mut h = app(size, lang, zoom);
                let setup =
                    duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(3))
                        .with_own_deck(true);
                common::send(&mut h, Msg::start(setup));
                let attack = duel::Attack::new(
                    duel::AttackKind::Warrior {
                        strength: 4,
                        raid: false,
                    },
                    &[(1, duel::Answer::warrior(6)), (2, duel::Answer::warrior(2))],
                )
                .unwrap();
                common::send(&mut h, Msg::apply(duel::Action::Attack(attack)));
                common::ui::see(&h, gains);
                whole(&mut h, &what, &cards, 4);
            }
        }
    }
}

/// The pyramid with the table's own deck: the deal's question, then a refill's (four places
/// to fill at the start of turn 3).
#[test]
fn the_pyramids_deal_and_refill_questions_stand_whole() {
    use pyramid::Action;
    for (lang, cards) in [
        ("en", ["Estate", "Duchy", "Province"]),
        ("pt-BR", ["Propriedade", "Ducado", "Província"]),
    ] {
        for size in SIZES {
            for zoom in ZOOMS {
                let what = format!("pyramid {lang} {size:?} zoom {zoom}");
                let mut h = app(size, lang, zoom);
                let setup = pyramid::Setup::new(pyramid::Level::Normal, pyramid::Mix::A, Some(5))
                    .with_own_deck(true);
                common::send(&mut h, Msg::start(setup));
                whole(&mut h, &format!("{what}, the deal"), &cards, 3);
                // The card tapped taken back: six Estates leave the refill below to come.
                common::send(&mut h, Msg::Undo);
                common::ui::pyramid_two_turns_scored(&mut h);
                apply(&mut h, Action::StartTurn { outpost: false });
                whole(&mut h, &format!("{what}, the refill"), &cards, 3);
                // One card told: a line more above the answers ("Turned over, not yet
                // placed: …"), the question asked again for the next place.
                whole(
                    &mut h,
                    &format!("{what}, the refill's next card"),
                    &cards,
                    3,
                );
            }
        }
    }
}

fn apply(h: &mut Harness<'_, App>, action: pyramid::Action) {
    common::send(h, Msg::apply(action));
}
