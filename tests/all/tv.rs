//! Issue 33: a TV two metres away (1920×1080) gets a layout that uses it: the pyramid as tall
//! as its column (the counts beside it, not under it) and the Duel's life points as tall as
//! the players' cards (beside the name, not under it). Measured in pixels on the glass.

use crate::common;
use coop_automa::modes::duel::DuelSession;

use coop_automa::app::Msg;
use coop_automa::modes::duel;
use eframe::egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};

const TV: [f32; 2] = [1920.0, 1080.0];

#[test]
fn the_pyramids_tiles_are_large_on_a_tv() {
    let mut h = common::fresh("tv-pyramid", TV);
    let [_, pyramid, _] = common::one_of_each_mode(&["Ann", "Ben"]);
    common::send(&mut h, Msg::Start(pyramid));
    let zoom = h.ctx.zoom_factor();
    for place in ["T: ", "M1: ", "M2: ", "B1: ", "B2: ", "B3: "] {
        let tile = h
            .query_all_by_label_contains(place)
            .find(|n| n.accesskit_node().role() == Role::Button)
            .unwrap_or_else(|| panic!("no tile {place}"))
            .rect();
        let px = tile.size() * zoom;
        // With the counts under it the pyramid's tiles were 132 px tall here (now 197).
        assert!(px.y >= 170.0, "{place} is {px:?} px on a TV");
        assert!(
            tile.bottom() <= h.ctx.content_rect().bottom(),
            "{place} below the window"
        );
    }
}

#[test]
fn the_duels_life_points_are_large_on_a_tv() {
    for players in [&["Ann", "Ben"][..], &["Ann", "Ben", "Cat"]] {
        let mut h = common::fresh("tv-duel", TV);
        let [_, _, duel] = common::one_of_each_mode(players);
        common::send(&mut h, Msg::Start(duel));
        let zoom = h.ctx.zoom_factor();
        let life = h
            .state()
            .table()
            .game::<duel::Duel>()
            .and_then(|g| g.life(0))
            .expect("a Duel with life points");
        let life = life.to_string();
        let lives: Vec<_> = h
            .query_all_by(|n| {
                n.role() == Role::Label
                    && (n.label().as_deref() == Some(&life) || n.value().as_deref() == Some(&life))
            })
            .map(|n| n.rect())
            .collect();
        assert_eq!(lives.len(), players.len(), "one life per player");
        for life in lives {
            // Under the name, the number was 137 px tall here (beside it, 196).
            let px = life.height() * zoom;
            assert!(
                px >= 170.0,
                "{players:?}: the life points are {px} px tall on a TV"
            );
        }
    }
}
